// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/docks/WrappingItemDelegate.h"

#include <QApplication>
#include <QHeaderView>
#include <QStyle>
#include <QTimer>
#include <QTreeView>

namespace tpuplan {

WrappingItemDelegate::WrappingItemDelegate(QTreeView *view, int column) : WrappingItemDelegate(view, QList<int>{column})
{
}

WrappingItemDelegate::WrappingItemDelegate(QTreeView *view, const QList<int> &columns)
    : QStyledItemDelegate(view), m_view(view), m_columns(columns)
{
    // Row heights depend on the column width: lay the rows out again when it changes, once for
    // all the resizes of one turn of the event loop (a window being laid out resizes it often).
    connect(view->header(), &QHeaderView::sectionResized, this, [this](int section) {
        if (!m_columns.contains(section) || m_relayoutPending)
            return;
        m_relayoutPending = true;
        QTimer::singleShot(0, this, [this] {
            m_relayoutPending = false;
            m_view->doItemsLayout();
        });
    });
}

int WrappingItemDelegate::depth(const QModelIndex &index) const
{
    int levels = 0;
    for (QModelIndex parent = index.parent(); parent.isValid(); parent = parent.parent())
        ++levels;
    return levels;
}

QSize WrappingItemDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize hint = QStyledItemDelegate::sizeHint(option, index);
    const int column = index.column();
    if (!m_columns.contains(column))
        return hint;
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QStyle *style = m_view->style();
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_view) + 1;
    int width = m_view->columnWidth(column) - 2 * margin;
    if (column == 0)
        width -= m_view->indentation() * (depth(index) + (m_view->rootIsDecorated() ? 1 : 0));
    if (opt.features & QStyleOptionViewItem::HasDecoration)
        width -= opt.decorationSize.width() + 2 * margin;
    if (width <= 0)
        return hint;
    const QRect text = opt.fontMetrics.boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap, opt.text);
    hint.setHeight(std::max(hint.height(), text.height() + 2 * margin));
    return hint;
}

} // namespace tpuplan
