// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

class QTreeView;

namespace tpuplan {

/// Gives one column of a tree view rows as tall as its word-wrapped text at the column's current
/// width (QTreeView alone sizes rows for unwrapped text and elides long findings).
class WrappingItemDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    WrappingItemDelegate(QTreeView *view, int column);

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    int depth(const QModelIndex &index) const;

    QTreeView *m_view;
    int m_column;
    bool m_relayoutPending = false; ///< a relayout is queued: later resizes of this turn join it
};

} // namespace tpuplan
