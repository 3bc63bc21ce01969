// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/LineTint.h"

#include <QPlainTextEdit>
#include <QTextBlock>

namespace tpuplan {

void tintLines(QPlainTextEdit *view, const QList<int> &lines, int current)
{
    QList<QTextEdit::ExtraSelection> marks;
    const QColor tint = view->palette().color(QPalette::Highlight);
    for (int line : lines) {
        const QTextBlock block = view->document()->findBlockByNumber(line - 1);
        if (!block.isValid())
            continue;
        QTextEdit::ExtraSelection mark;
        mark.cursor = QTextCursor(block);
        mark.format.setProperty(QTextFormat::FullWidthSelection, true);
        QColor background = tint;
        background.setAlpha(line == current ? 110 : 40);
        mark.format.setBackground(background);
        marks << mark;
    }
    view->setExtraSelections(marks);
}

} // namespace tpuplan
