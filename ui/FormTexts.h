// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

class QLabel;
class QWidget;

namespace tpuplan {

/// Shared by the editors: form labels remember their untranslated text so a language switch
/// can translate them again, and fields are chained into one keyboard tab order.
class FormTexts
{
public:
    /// Remembers `source` (a QT_TR_NOOP text of the editor's class) on `label`.
    static void setSource(QLabel *label, const char *source);
    /// Translates every marked label below `editor` in the editor's own tr() context.
    static void retranslateLabels(QWidget *editor);
    static void chainTabOrder(const QList<QWidget *> &order);
};

} // namespace tpuplan
