// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/advice/ChoiceAdvisor.h"

#include <QAbstractTableModel>

namespace tpuplan {

/// The supported topologies of a pool's TPU version, as the topology picker lists them:
/// topology, chips, VMs (nodes) and host type. Topologies the rules reject are disabled with the
/// reason as their tooltip; those only another machine type or accelerator makes are greyed,
/// say which one, and stay pickable when switching to it is allowed (SwitchRole).
class TopologyChoicesModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { TopologyColumn, ChipsColumn, VmsColumn, HostColumn, ColumnCount };
    enum Role {
        ChipsPerPodRole = Qt::UserRole + 1,
        AllowedRole, ///< picking the row applies it
        SwitchRole,  ///< picking the row offers a switch to OwnerRole (the pool's owner cannot make it)
        OwnerRole,   ///< the machine type or accelerator of the row
    };

    explicit TopologyChoicesModel(QObject *parent = nullptr);

    void setChoices(const QList<TopologyChoice> &choices, bool autopilot);
    const QList<TopologyChoice> &choices() const { return m_choices; }
    /// The row of `topology` with `chipsPerPod` (ignored when 0), or -1.
    int rowOf(const QString &topology, int chipsPerPod = 0) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    QList<TopologyChoice> m_choices;
    bool m_autopilot = false;
};

} // namespace tpuplan
