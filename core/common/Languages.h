// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

class QTranslator;

namespace tpuplan::Languages {

/// The languages of the window and of tpu-plan, one list for both: "en" (the source language)
/// followed by every language whose translation is embedded (`:/i18n/tpu-planner_<lang>.qm`).
QStringList available();

/// Loads the embedded translation of `language` into `translator`; false for "en" (nothing to
/// load) and for a language without a translation.
bool load(QTranslator &translator, const QString &language);

} // namespace tpuplan::Languages
