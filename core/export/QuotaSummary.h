// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/export/ExportPool.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace tpuplan {

class Catalog;

/// One quota the plan needs in its region, and how much of it at its peak (autoscaling pools at
/// their maximum).
struct QuotaNeed
{
    enum class Kind { TpuChips, DiskGb };
    Kind kind = Kind::TpuChips;
    QString name;     ///< TpuChips: the TPU version id; DiskGb: the quota metric, e.g. HDB_TOTAL_GB
    QString capacity; ///< TpuChips: on-demand | spot | flex-start
    qint64 amount = 0;
    QStringList pools; ///< the plan's pools that need it; "system" for the system node pool
    QString source;    ///< catalog source id of the fact
    /// TpuChips: the quota's name on the Cloud console's Quotas page (catalog tpus[].quota);
    /// empty when no source publishes it (and always for flex-start, which no source names).
    QString quotaName;
    QString quotaNameSource; ///< catalog source id of the name, empty when the catalog has none
};

/// The quotas a plan needs beyond what its `quota` map says about chips: TPU chips per version
/// and capacity from Compute Engine API quota (a reservation needs none) with the quota's name
/// where the catalog has it, and the GB of every
/// Standard node's boot disk on its disk type's regional quota (HDB_TOTAL_GB for Hyperdisk
/// Balanced, SSD_TOTAL_GB for Balanced Persistent Disk), the system pool's included.
class QuotaSummary
{
    Q_DECLARE_TR_FUNCTIONS(QuotaSummary)
public:
    static QList<QuotaNeed> needs(const Plan &plan, const QList<ExportPool> &pools, const Catalog &catalog);
    /// The needs as the bundle README's "Quota" section (Markdown).
    static QString markdown(const Plan &plan, const QList<ExportPool> &pools, const Catalog &catalog);
};

} // namespace tpuplan
