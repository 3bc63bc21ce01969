// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/refresh/CatalogAge.h"

namespace tpuplan {

int CatalogAge::monthsOld(const Catalog &catalog, const QDate &today)
{
    const QDate asOf = QDate::fromString(catalog.asOf, Qt::ISODate);
    if (!asOf.isValid())
        return -1;
    int months = (today.year() - asOf.year()) * 12 + today.month() - asOf.month();
    if (today.day() < asOf.day())
        --months; // not a whole month yet
    return std::max(0, months);
}

bool CatalogAge::isStale(const Catalog &catalog, const QDate &today)
{
    return monthsOld(catalog, today) > kStaleMonths;
}

QString CatalogAge::ageText(const Catalog &catalog, const QDate &today)
{
    const int months = monthsOld(catalog, today);
    if (months < 0)
        return tr("The catalog does not say when its facts were collected.");
    return tr("Facts as of %1 (%n month(s) ago).", nullptr, months).arg(catalog.asOf);
}

QString CatalogAge::refreshAdvice()
{
    return tr("Zones and GKE versions change monthly. To refresh them, save gcloud's listings and write a team "
              "overlay:\n"
              "  gcloud compute machine-types list --filter=\"name~^(ct|tpu7x)\" --format=json > machine-types.json\n"
              "  gcloud container get-server-config --location=REGION --format=json > server-config.json\n"
              "  tpu-plan catalog refresh machine-types.json server-config.json --out team-catalog.yaml\n"
              "then start the planner with --catalog team-catalog.yaml.");
}

} // namespace tpuplan
