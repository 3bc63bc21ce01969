// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/models/FindingsModel.h"

#include "ui/icons/AppIcons.h"

#include <QFont>
#include <QIcon>
#include <QRegularExpression>

namespace tpuplan {
namespace {

} // namespace

FindingsModel::FindingsModel(QObject *parent) : QAbstractItemModel(parent)
{
}

int FindingsModel::poolOfField(const QString &field)
{
    static const QRegularExpression pattern(QStringLiteral("\\Apools\\[(\\d+)\\]"));
    const QRegularExpressionMatch match = pattern.match(field);
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

void FindingsModel::setFindings(const Findings &findings, const Plan &plan)
{
    beginResetModel();
    m_groups.clear();
    Group planWide;
    planWide.title = tr("Plan and cluster");
    QList<Group> pools(plan.pools.size());
    for (int i = 0; i < pools.size(); ++i) {
        pools[i].pool = i;
        pools[i].title = tr("Pool %1").arg(plan.pools[i].name);
    }
    for (const Finding &finding : findings) {
        int pool = finding.pool.isEmpty() ? -1 : plan.poolIndex(finding.pool);
        if (pool < 0)
            pool = poolOfField(finding.field);
        // A cluster field (cluster.version) stays with the pool that needs it, as the engine says.
        if (pool >= 0 && pool < pools.size())
            pools[pool].findings.append(finding);
        else
            planWide.findings.append(finding);
    }
    if (!planWide.findings.isEmpty())
        m_groups.append(planWide);
    for (const Group &group : std::as_const(pools)) {
        if (!group.findings.isEmpty())
            m_groups.append(group);
    }
    endResetModel();
}

int FindingsModel::count(Severity severity) const
{
    int n = 0;
    for (const Group &group : m_groups) {
        for (const Finding &finding : group.findings)
            n += finding.severity == severity ? 1 : 0;
    }
    return n;
}

const Finding *FindingsModel::finding(const QModelIndex &index) const
{
    if (!index.isValid() || index.internalId() == kGroupId)
        return nullptr;
    const Group &group = m_groups.at(int(index.internalId() - 1));
    return &group.findings.at(index.row());
}

QModelIndex FindingsModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return QModelIndex();
    if (!parent.isValid())
        return createIndex(row, column, kGroupId);
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex FindingsModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kGroupId)
        return QModelIndex();
    return createIndex(int(child.internalId() - 1), 0, kGroupId);
}

int FindingsModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_groups.size());
    if (parent.internalId() == kGroupId && parent.column() == 0)
        return int(m_groups.at(parent.row()).findings.size());
    return 0;
}

int FindingsModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant FindingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QVariant();
    switch (section) {
    case MessageColumn:
        return tr("Finding");
    case RuleColumn:
        return tr("Rule");
    case FieldColumn:
        return tr("Field");
    default:
        return QVariant();
    }
}

QVariant FindingsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return QVariant();
    if (index.internalId() == kGroupId)
        return groupData(m_groups.at(index.row()), index.column(), role);
    const Group &group = m_groups.at(int(index.internalId() - 1));
    return findingData(group.findings.at(index.row()), group.pool, index.column(), role);
}

QVariant FindingsModel::groupData(const Group &group, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        if (column != MessageColumn)
            return QVariant();
        return tr("%1 (%2)").arg(group.title).arg(group.findings.size());
    case Qt::FontRole: {
        QFont font;
        font.setBold(true);
        return font;
    }
    case PoolRole:
        return group.pool;
    default:
        return QVariant();
    }
}

QString FindingsModel::fieldText(const QString &field) const
{
    const QString label = m_wording.label(field);
    return label.isEmpty() ? field : label;
}

QVariant FindingsModel::findingData(const Finding &finding, int pool, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return column == MessageColumn ? m_wording.message(finding.message, finding.field)
               : column == RuleColumn  ? finding.rule
                                       : fieldText(finding.field);
    case Qt::ToolTipRole:
        return tr("%1 (%2): %3")
            .arg(severityName(finding.severity), finding.rule, m_wording.message(finding.message, finding.field));
    case Qt::DecorationRole:
        return column == MessageColumn ? QVariant(m_severityIcons(finding.severity)) : QVariant();
    case FieldRole:
        return finding.field;
    case PoolRole:
        return pool;
    case SeverityRole:
        return int(finding.severity);
    default:
        return QVariant();
    }
}

} // namespace tpuplan
