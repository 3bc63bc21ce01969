// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

class QLabel;
class QLineEdit;
class QSpinBox;
class QString;
class QWidget;

namespace tpuplan {

/// Shared by the editors: form labels remember their untranslated text so a language switch
/// can translate them again, fields are chained into one keyboard tab order, and fields show the
/// plan's values without reporting them back as the user's edits.
class FormTexts
{
public:
    /// Remembers `source` (a QT_TR_NOOP text of the editor's class) on `label`.
    static void setSource(QLabel *label, const char *source);
    /// Translates every marked label below `editor` in the editor's own tr() context.
    static void retranslateLabels(QWidget *editor);
    static void chainTabOrder(const QList<QWidget *> &order);
    /// Shows `text` (signals blocked; the cursor stays while the user types there).
    static void showText(QLineEdit *edit, const QString &text);
    /// Shows `value` (signals blocked).
    static void showValue(QSpinBox *spin, int value);
};

} // namespace tpuplan
