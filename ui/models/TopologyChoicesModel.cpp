// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/models/TopologyChoicesModel.h"

namespace tpuplan {

TopologyChoicesModel::TopologyChoicesModel(QObject *parent) : QAbstractTableModel(parent)
{
}

void TopologyChoicesModel::setChoices(const QList<TopologyChoice> &choices, bool autopilot)
{
    beginResetModel();
    m_choices = choices;
    m_autopilot = autopilot;
    endResetModel();
}

int TopologyChoicesModel::rowOf(const QString &topology, int chipsPerPod) const
{
    for (int row = 0; row < m_choices.size(); ++row) {
        const TopologyOption &option = m_choices[row].option;
        if (option.topology.toString() == topology && (chipsPerPod == 0 || option.chipsPerVm == chipsPerPod))
            return row;
    }
    return -1;
}

int TopologyChoicesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_choices.size());
}

int TopologyChoicesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TopologyChoicesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QVariant();
    switch (section) {
    case TopologyColumn:
        return tr("Topology");
    case ChipsColumn:
        return tr("Chips");
    case VmsColumn:
        return m_autopilot ? tr("Nodes") : tr("VMs");
    case HostColumn:
        return tr("Host");
    default:
        return QVariant();
    }
}

Qt::ItemFlags TopologyChoicesModel::flags(const QModelIndex &index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return Qt::NoItemFlags;
    return m_choices[index.row()].verdict.isAllowed() ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::NoItemFlags;
}

QVariant TopologyChoicesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return QVariant();
    const TopologyChoice &choice = m_choices[index.row()];
    const TopologyOption &option = choice.option;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TopologyColumn:
            return option.topology.toString();
        case ChipsColumn:
            return QString::number(option.chips());
        case VmsColumn:
            return m_autopilot ? tr("%1 × %2 chips/pod").arg(option.vms()).arg(option.chipsPerVm)
                               : tr("%1 × %2 chips").arg(option.vms()).arg(option.chipsPerVm);
        case HostColumn:
            return option.multiHost() ? tr("multi-host") : tr("single-host");
        default:
            return QVariant();
        }
    case Qt::ToolTipRole:
        if (!choice.verdict.isAllowed())
            return choice.verdict.reason();
        return tr("%1: %2 chips on %3 node(s) of %4 chips (%5)")
            .arg(option.topology.toString())
            .arg(option.chips())
            .arg(option.vms())
            .arg(option.chipsPerVm)
            .arg(option.owner);
    case ChipsPerPodRole:
        return option.chipsPerVm;
    case AllowedRole:
        return choice.verdict.isAllowed();
    default:
        return QVariant();
    }
}

} // namespace tpuplan
