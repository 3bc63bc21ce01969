// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/models/AvailabilityModel.h"

#include <QApplication>
#include <QColor>
#include <QFont>
#include <QPalette>

namespace tpuplan {

AvailabilityModel::AvailabilityModel(std::shared_ptr<const Catalog> catalog, QObject *parent)
    : QAbstractTableModel(parent), m_catalog(std::move(catalog)), m_grid(AvailabilityGrid::build(*m_catalog, false, std::nullopt))
{
}

void AvailabilityModel::update(bool autopilot, const QString &clusterVersion, const QString &currentTpu,
                               const QString &currentZone)
{
    m_autopilot = autopilot;
    m_version = clusterVersion;
    m_currentTpu = currentTpu;
    const bool zoneChanged = currentZone != m_currentZone;
    m_currentZone = currentZone;
    // The grid's shape depends on the catalog only, so a refresh is a dataChanged, not a reset.
    m_grid = AvailabilityGrid::build(*m_catalog, autopilot, GkeVersion::parse(clusterVersion));
    if (rowCount() > 0 && columnCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    // The row headers change only where the selected pool's zone (in bold) moves; the table
    // measures every header again after this signal, for each refresh of the plan otherwise.
    if (zoneChanged && rowCount() > 0)
        Q_EMIT headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
}

void AvailabilityModel::setCatalog(std::shared_ptr<const Catalog> catalog)
{
    beginResetModel();
    m_catalog = std::move(catalog);
    m_grid = AvailabilityGrid::build(*m_catalog, m_autopilot, GkeVersion::parse(m_version));
    endResetModel();
}

int AvailabilityModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_grid.zones().size());
}

int AvailabilityModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_grid.tpuIds().size());
}

QVariant AvailabilityModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal) {
        const QString id = m_grid.tpuIds().value(section);
        if (role == Qt::DisplayRole)
            return id;
        if (role == Qt::ToolTipRole) {
            const TpuVersion *tpu = m_catalog->tpu(id);
            return tpu ? tpu->name : QVariant();
        }
        return QVariant();
    }
    const QString zone = m_grid.zones().value(section);
    if (role == Qt::DisplayRole)
        return zone;
    if (role == Qt::FontRole && zone == m_currentZone) {
        QFont font;
        font.setBold(true);
        return font;
    }
    return QVariant();
}

QVariant AvailabilityModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return QVariant();
    const AvailabilityGrid::Cell cell = m_grid.cell(index.row(), index.column());
    const QString zone = m_grid.zones().at(index.row());
    const QString tpu = m_grid.tpuIds().at(index.column());
    const bool current = zone == m_currentZone && tpu == m_currentTpu;
    const QString mode = m_autopilot ? tr("Autopilot") : tr("Standard");
    switch (role) {
    case Qt::DisplayRole:
        switch (cell.state) {
        case AvailabilityGrid::State::Offered:
            return current ? QStringLiteral("●") : QStringLiteral("✓");
        case AvailabilityGrid::State::NeedsNewerGke:
            return QStringLiteral("≥%1.%2").arg(cell.minVersion.major()).arg(cell.minVersion.minor());
        case AvailabilityGrid::State::NotOffered:
            return QStringLiteral("–");
        }
        return QVariant();
    case Qt::ToolTipRole: {
        QString text;
        switch (cell.state) {
        case AvailabilityGrid::State::Offered:
            text = tr("%1 is offered in %2 (%3: %4). Minimum GKE version: %5.")
                       .arg(tpu, zone, mode, cell.owners.join(QStringLiteral(", ")), cell.minVersion.toString());
            break;
        case AvailabilityGrid::State::NeedsNewerGke:
            text = tr("%1 is offered in %2, but %3 needs GKE %4 or later; the cluster runs %5.")
                       .arg(tpu, zone, cell.owners.join(QStringLiteral(", ")), cell.minVersion.toString(), m_version);
            break;
        case AvailabilityGrid::State::NotOffered:
            text = cell.owners.isEmpty() ? tr("%1 cannot be used in %2 mode.").arg(tpu, mode)
                                         : tr("%1 is not offered in %2.").arg(tpu, zone);
            break;
        }
        if (cell.state == AvailabilityGrid::State::Offered && !current)
            text += QLatin1Char('\n') + tr("Click to use %1 in %2 for the selected pool.").arg(tpu, zone);
        return text;
    }
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case Qt::BackgroundRole: {
        // Translucent tints read well on light and dark palettes alike.
        QColor color = cell.state == AvailabilityGrid::State::Offered         ? QColor(46, 160, 67)
                       : cell.state == AvailabilityGrid::State::NeedsNewerGke ? QColor(212, 160, 23)
                                                                                : QColor(Qt::transparent);
        if (color.alpha() != 0)
            color.setAlpha(current ? 150 : 60);
        return color;
    }
    case Qt::ForegroundRole:
        if (cell.state == AvailabilityGrid::State::NotOffered)
            return QApplication::palette().color(QPalette::Disabled, QPalette::Text);
        return QVariant();
    case Qt::FontRole:
        if (current) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return QVariant();
    case ZoneRole:
        return zone;
    case TpuRole:
        return tpu;
    case StateRole:
        return int(cell.state);
    default:
        return QVariant();
    }
}

} // namespace tpuplan
