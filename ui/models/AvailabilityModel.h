// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/advice/AvailabilityGrid.h"

#include <QAbstractTableModel>

#include <memory>

namespace tpuplan {

/// TPU versions (columns) by zones (rows) for the plan's mode and GKE version: offered, not
/// offered, or offered from a newer GKE version (named in the tooltip). The cell of the
/// selected pool is marked.
class AvailabilityModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Role { ZoneRole = Qt::UserRole + 1, TpuRole, StateRole };

    explicit AvailabilityModel(std::shared_ptr<const Catalog> catalog, QObject *parent = nullptr);

    /// Re-reads mode and version; `currentZone`/`currentTpu` mark the selected pool's cell.
    void update(bool autopilot, const QString &clusterVersion, const QString &currentTpu, const QString &currentZone);
    /// Shows `catalog`'s zones and versions from now on (a reset: they may differ in number).
    void setCatalog(std::shared_ptr<const Catalog> catalog);
    const std::shared_ptr<const Catalog> &catalog() const { return m_catalog; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const Catalog> m_catalog;
    AvailabilityGrid m_grid;
    bool m_autopilot = false;
    QString m_version;
    QString m_currentTpu;
    QString m_currentZone;
};

} // namespace tpuplan
