// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"

#include <QCoreApplication>
#include <QDate>

namespace tpuplan {

/// How old the catalog's facts are (its `asOf`), and what to say when they are old enough to
/// mislead: zones and GKE versions change monthly.
class CatalogAge
{
    Q_DECLARE_TR_FUNCTIONS(CatalogAge)
public:
    /// Older than this many months, a plan opened with the catalog is told so.
    static constexpr int kStaleMonths = 6;

    /// Whole months from `asOf` to `today`; -1 when `asOf` is not a date.
    static int monthsOld(const Catalog &catalog, const QDate &today);
    static bool isStale(const Catalog &catalog, const QDate &today);
    /// "Facts as of 2026-11-01 (0 months ago)."
    static QString ageText(const Catalog &catalog, const QDate &today);
    /// What to do about an old catalog: the two gcloud listings and `tpu-plan catalog refresh`.
    static QString refreshAdvice();
};

} // namespace tpuplan
