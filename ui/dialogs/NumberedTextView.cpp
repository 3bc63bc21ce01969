// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/NumberedTextView.h"

#include <QPainter>
#include <QTextBlock>

namespace tpuplan {

/// The margin: it only asks the view to paint it.
class LineNumberArea : public QWidget
{
public:
    explicit LineNumberArea(NumberedTextView *view) : QWidget(view), m_view(view)
    {
        setObjectName(QStringLiteral("LineNumbers"));
    }
    QSize sizeHint() const override { return {m_view->numberAreaWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent *event) override { m_view->paintNumbers(event); }

private:
    NumberedTextView *m_view;
};

NumberedTextView::NumberedTextView(QWidget *parent) : QPlainTextEdit(parent), m_numbers(new LineNumberArea(this))
{
    connect(this, &QPlainTextEdit::blockCountChanged, this, &NumberedTextView::updateMargin);
    connect(this, &QPlainTextEdit::updateRequest, this, [this](const QRect &rect, int dy) {
        if (dy != 0)
            m_numbers->scroll(0, dy);
        else
            m_numbers->update(0, rect.y(), m_numbers->width(), rect.height());
    });
    updateMargin();
}

int NumberedTextView::numberAreaWidth() const
{
    const int digits = int(QString::number(std::max(1, blockCount())).size());
    return 8 + fontMetrics().horizontalAdvance(QLatin1Char('9')) * digits;
}

void NumberedTextView::updateMargin()
{
    setViewportMargins(numberAreaWidth(), 0, 0, 0);
    m_numbers->update();
}

void NumberedTextView::resizeEvent(QResizeEvent *event)
{
    QPlainTextEdit::resizeEvent(event);
    const QRect area = contentsRect();
    m_numbers->setGeometry(QRect(area.left(), area.top(), numberAreaWidth(), area.height()));
}

void NumberedTextView::paintNumbers(QPaintEvent *event)
{
    QPainter painter(m_numbers);
    painter.fillRect(event->rect(), palette().color(QPalette::AlternateBase));
    painter.setPen(palette().color(QPalette::PlaceholderText));
    painter.setFont(font());
    QTextBlock block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    while (block.isValid() && top <= event->rect().bottom()) {
        const int height = qRound(blockBoundingRect(block).height());
        if (block.isVisible() && top + height >= event->rect().top())
            painter.drawText(0, top, m_numbers->width() - 4, fontMetrics().height(), Qt::AlignRight,
                             QString::number(block.blockNumber() + 1));
        block = block.next();
        top += height;
    }
}

} // namespace tpuplan
