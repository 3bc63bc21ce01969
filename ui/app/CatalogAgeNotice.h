// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"

#include <QDate>
#include <QObject>
#include <QPointer>

#include <functional>

class QMessageBox;
class QWidget;

namespace tpuplan {

/// Tells once per window, when a plan is opened, that the catalog is older than
/// CatalogAge::kStaleMonths and how to refresh it; a non-modal note, never in the way.
class CatalogAgeNotice : public QObject
{
    Q_OBJECT
public:
    using CatalogSource = std::function<const Catalog &()>;

    CatalogAgeNotice(QWidget *window, CatalogSource catalog, std::function<QDate()> today = &QDate::currentDate);

    /// Call after a plan was opened; returns the note when it was shown now.
    QMessageBox *planOpened();

private:
    QWidget *m_window;
    CatalogSource m_catalog;
    std::function<QDate()> m_today;
    bool m_told = false;
};

} // namespace tpuplan
