// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/models/PlanOutlineModel.h"

#include "ui/icons/AppIcons.h"

#include "ui/document/PlanDocument.h"

#include "core/plan/PoolShape.h"

#include <QIcon>

namespace tpuplan {

PlanOutlineModel::PlanOutlineModel(QObject *parent) : QAbstractItemModel(parent)
{
}

void PlanOutlineModel::setDocument(PlanDocument *document)
{
    beginResetModel();
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_poolCount = document ? int(document->plan().pools.size()) : 0;
    endResetModel();
    if (!document)
        return;
    // A replaced plan may have another number of pools: reset around it.
    connect(document, &PlanDocument::planAboutToBeReplaced, this, [this] { beginResetModel(); });
    connect(document, &PlanDocument::planReplaced, this, [this] {
        m_poolCount = int(m_document->plan().pools.size());
        endResetModel();
    });
    connect(document, &PlanDocument::poolAboutToBeInserted, this,
            [this](int pool) { beginInsertRows(clusterIndex(), pool, pool); });
    connect(document, &PlanDocument::poolInserted, this, [this] {
        ++m_poolCount;
        endInsertRows();
    });
    connect(document, &PlanDocument::poolAboutToBeRemoved, this,
            [this](int pool) { beginRemoveRows(clusterIndex(), pool, pool); });
    connect(document, &PlanDocument::poolRemoved, this, [this] {
        --m_poolCount;
        endRemoveRows();
    });
    connect(document, &PlanDocument::changed, this, [this] {
        Q_EMIT dataChanged(index(0, 0), index(0, 1));
        if (m_poolCount > 0)
            Q_EMIT dataChanged(poolIndex(0), poolIndex(m_poolCount - 1).siblingAtColumn(1));
    });
}

QModelIndex PlanOutlineModel::clusterIndex() const
{
    return index(0, 0);
}

QModelIndex PlanOutlineModel::poolIndex(int pool) const
{
    return index(pool, 0, clusterIndex());
}

QModelIndex PlanOutlineModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return QModelIndex();
    return createIndex(row, column, parent.isValid() ? kPoolId : kClusterId);
}

QModelIndex PlanOutlineModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() != kPoolId)
        return QModelIndex();
    return createIndex(0, 0, kClusterId);
}

int PlanOutlineModel::rowCount(const QModelIndex &parent) const
{
    if (!m_document)
        return 0;
    if (!parent.isValid())
        return 1;
    if (parent.internalId() == kClusterId && parent.column() == 0)
        return m_poolCount;
    return 0;
}

int PlanOutlineModel::columnCount(const QModelIndex &) const
{
    return 2;
}

QVariant PlanOutlineModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QVariant();
    return section == 0 ? tr("Item") : tr("Summary");
}

QVariant PlanOutlineModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_document)
        return QVariant();
    if (index.internalId() == kClusterId)
        return clusterData(index.column(), role);
    if (index.row() >= m_document->plan().pools.size())
        return QVariant();
    return poolData(index.row(), index.column(), role);
}

QVariant PlanOutlineModel::severityIcon(const QString &pool, bool planWide) const
{
    int worst = 3;
    for (const Finding &finding : m_document->findings()) {
        if (planWide ? finding.pool.isEmpty() || !finding.field.startsWith(QLatin1String("pools")) : finding.pool == pool)
            worst = std::min(worst, int(finding.severity));
    }
    if (worst == int(Severity::Error))
        return AppIcons::severity(Severity::Error);
    if (worst == int(Severity::Warning))
        return AppIcons::severity(Severity::Warning);
    return QVariant();
}

QVariant PlanOutlineModel::clusterData(int column, int role) const
{
    const Cluster &cluster = m_document->plan().cluster;
    const QString mode = cluster.isAutopilot() ? tr("Autopilot") : tr("Standard");
    switch (role) {
    case Qt::DisplayRole:
        return column == 0 ? tr("Cluster %1 (%2)").arg(cluster.name, mode) : tr("%1, %2").arg(mode, cluster.region);
    case Qt::ToolTipRole:
        return tr("Cluster %1: GKE %2 in %3, %4 mode").arg(cluster.name, cluster.version, cluster.region, mode);
    case Qt::DecorationRole:
        return column == 0 ? severityIcon(QString(), true) : QVariant();
    case PoolIndexRole:
        return -1;
    default:
        return QVariant();
    }
}

QVariant PlanOutlineModel::poolData(int row, int column, int role) const
{
    const Plan &plan = m_document->plan();
    const Pool &pool = plan.pools[row];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole: {
        if (column == 0 && role == Qt::DisplayRole) {
            // A Multislice pool (or a block pool's blocks) says how many slices it has.
            if (pool.sliceCount() > 1)
                return tr("%1 (%2 %3 ×%4)").arg(pool.name, pool.tpu, pool.topology).arg(pool.sliceCount());
            return tr("%1 (%2 %3)").arg(pool.name, pool.tpu, pool.topology);
        }
        const PoolShape shape = PoolShape::derive(pool, plan.cluster.isAutopilot(), m_document->catalog());
        const int nodeCount = shape.isResolved() ? int(shape.nodes()) : 0;
        const QString nodes = shape.isResolved() ? tr("%n nodes", nullptr, nodeCount) : tr("nodes unknown");
        const QString summary = tr("%1 %2, %3").arg(pool.tpu, pool.topology, nodes);
        return role == Qt::DisplayRole ? summary : tr("Pool %1: %2 in %3").arg(pool.name, summary, pool.zone);
    }
    case Qt::DecorationRole:
        return column == 0 ? severityIcon(pool.name, false) : QVariant();
    case PoolIndexRole:
        return row;
    default:
        return QVariant();
    }
}

} // namespace tpuplan
