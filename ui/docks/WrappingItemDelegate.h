// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

class QTreeView;

namespace tpuplan {

/// Gives columns of a tree view rows as tall as their word-wrapped text at the columns' current
/// widths (QTreeView alone sizes rows for unwrapped text and elides long findings).
class WrappingItemDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    WrappingItemDelegate(QTreeView *view, int column);
    WrappingItemDelegate(QTreeView *view, const QList<int> &columns);

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    int depth(const QModelIndex &index) const;

    QTreeView *m_view;
    QList<int> m_columns;
    bool m_relayoutPending = false; ///< a relayout is queued: later resizes of this turn join it
};

} // namespace tpuplan
