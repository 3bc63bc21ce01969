// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/models/TopologyChoicesModel.h"

#include <QPalette>

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
        if (!m_choices[row].switchesOwner && option.topology.toString() == topology
            && (chipsPerPod == 0 || option.chipsPerVm == chipsPerPod))
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
    // A switch the rules allow stays pickable: picking it offers the switch (TopologyPicker).
    return m_choices[index.row()].verdict.isAllowed() ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::NoItemFlags;
}

QVariant TopologyChoicesModel::data(const QModelIndex &index, int role) const
{
    // An editable combo box showing a typed topology (no row: current index -1) asks for the
    // icon of that "row" whenever the list or the current row changes (Qt 6.4's
    // QComboBoxPrivate::updateLineEditGeometry calls itemIcon(-1)): no row, no data, no warning.
    if (!index.isValid())
        return QVariant();
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
        {
            // Said in full, so that two rows of one topology (Autopilot v6e 2x4: one node of 8
            // chips, or two of 4) differ in what is read, not only on hover.
            const int vms = int(option.vms());
            const int perVm = option.chipsPerVm;
            return m_autopilot ? tr("%1, %2 per pod", "nodes, chips per pod").arg(tr("%n nodes", nullptr, vms), tr("%n chips", nullptr, perVm))
                               : tr("%1 of %2", "nodes of chips").arg(tr("%n nodes", nullptr, vms), tr("%n chips", nullptr, perVm));
        }
        case HostColumn:
        {
            const QString host = option.multiHost() ? tr("multi-host") : tr("single-host");
            return choice.switchesOwner ? tr("%1, needs %2", "host type, needs machine type").arg(host, option.owner) : host;
        }
        default:
            return QVariant();
        }
    case Qt::ForegroundRole:
        // Greyed like a disabled row: the pool's own machine type or accelerator cannot make it.
        if (choice.switchesOwner)
            return QPalette().brush(QPalette::Disabled, QPalette::Text);
        return QVariant();
    case Qt::ToolTipRole:
        if (choice.switchesOwner && choice.verdict.isAllowed())
            return tr("%1. Pick it to switch to %2.").arg(choice.requirement, option.owner);
        if (choice.switchesOwner)
            return tr("%1, which the plan cannot use here: %2").arg(choice.requirement, choice.verdict.reason());
        if (!choice.verdict.isAllowed())
            return choice.verdict.reason();
    {
        const int chips = int(option.chips());
        const int vms = int(option.vms());
        const int perVm = option.chipsPerVm;
        return tr("%1: %2 on %3 of %4 (%5)", "topology: chips on nodes of chips (owner)")
            .arg(option.topology.toString(), tr("%n chips", nullptr, chips), tr("%n nodes", nullptr, vms),
                 tr("%n chips", nullptr, perVm), option.owner);
    }
    case ChipsPerPodRole:
        return option.chipsPerVm;
    case AllowedRole:
        return choice.verdict.isAllowed() && !choice.switchesOwner;
    case SwitchRole:
        return choice.verdict.isAllowed() && choice.switchesOwner;
    case OwnerRole:
        return option.owner;
    default:
        return QVariant();
    }
}

} // namespace tpuplan
