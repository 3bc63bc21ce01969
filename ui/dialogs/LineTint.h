// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

class QPlainTextEdit;

namespace tpuplan {

/// Tints whole lines of a read-only text view in the palette's highlight colour: every line in
/// `lines` lightly, `current` (1-based, 0 for none) more strongly. The script of Migrate and the
/// manifest viewer mark their findings' lines with it.
void tintLines(QPlainTextEdit *view, const QList<int> &lines, int current);

} // namespace tpuplan
