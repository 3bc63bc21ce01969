// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/CatalogAgeNotice.h"

#include "core/refresh/CatalogAge.h"

#include <QMessageBox>

namespace tpuplan {

CatalogAgeNotice::CatalogAgeNotice(QWidget *window, CatalogSource catalog, std::function<QDate()> today)
    : QObject(window), m_window(window), m_catalog(std::move(catalog)), m_today(std::move(today))
{
}

QMessageBox *CatalogAgeNotice::planOpened()
{
    const Catalog &catalog = m_catalog();
    if (m_told || !CatalogAge::isStale(catalog, m_today()))
        return nullptr;
    m_told = true;
    auto *box = new QMessageBox(QMessageBox::Information, tr("The catalog is old"),
                                tr("This plan is checked against a catalog whose facts are more than %n month(s) old.",
                                   nullptr, CatalogAge::kStaleMonths)
                                    + QLatin1Char(' ') + CatalogAge::ageText(catalog, m_today()),
                                QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("CatalogAgeNotice"));
    box->setInformativeText(CatalogAge::refreshAdvice());
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setModal(false);
    box->show();
    return box;
}

} // namespace tpuplan
