// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace tpuplan {

/// `text` with every GKE version in it (1.35.0, 1.35.0-gke.3047000) made unbreakable for a
/// word-wrapping label: its hyphens become non-breaking hyphens and a word joiner follows its
/// dots, so a line never ends at "1.35.0-gke." with "3047000" on the next.
QString keepVersionsWhole(const QString &text);

} // namespace tpuplan
