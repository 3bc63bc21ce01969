// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractItemModel>
#include <QPointer>

namespace tpuplan {

class PlanDocument;

/// The plan outline: one cluster item with the pools beneath it, each marked with the worst
/// finding it has. Follows the document's signals; keeps its own pool count so that row
/// insertions and removals are announced correctly.
class PlanOutlineModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Role { PoolIndexRole = Qt::UserRole + 1 }; ///< -1 for the cluster item

    explicit PlanOutlineModel(QObject *parent = nullptr);

    void setDocument(PlanDocument *document);

    QModelIndex clusterIndex() const;
    QModelIndex poolIndex(int pool) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = QModelIndex()) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    static constexpr quintptr kClusterId = 1;
    static constexpr quintptr kPoolId = 2;

    QVariant clusterData(int column, int role) const;
    QVariant poolData(int pool, int column, int role) const;
    QVariant severityIcon(const QString &pool, bool planWide) const;

    PlanDocument *m_document = nullptr;
    int m_poolCount = 0;
};

} // namespace tpuplan
