// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/QuotaSummary.h"

#include "core/catalog/Catalog.h"

#include "core/common/Languages.h"

#include <QLocale>
#include <QSet>

#include <algorithm>

namespace tpuplan {

namespace {

QuotaNeed &needOf(QList<QuotaNeed> &needs, QuotaNeed::Kind kind, const QString &name, const QString &capacity,
                  const QString &source)
{
    for (QuotaNeed &n : needs) {
        if (n.kind == kind && n.name == name && n.capacity == capacity)
            return n;
    }
    needs.append({kind, name, capacity, 0, {}, source, {}, {}});
    return needs.last();
}

/// The disk quota metric of `type`, e.g. HDB_TOTAL_GB; empty when the catalog does not know it.
const DiskQuota *diskQuotaOf(const Catalog &catalog, const QString &type)
{
    for (const DiskQuota &q : catalog.gke.diskQuotas) {
        if (q.type == type)
            return &q;
    }
    return nullptr;
}

void addDisks(QList<QuotaNeed> &needs, const Catalog &catalog, const QString &type, qint64 nodes, const QString &pool)
{
    const DiskQuota *quota = diskQuotaOf(catalog, type);
    if (!quota || nodes <= 0)
        return;
    QuotaNeed &n = needOf(needs, QuotaNeed::Kind::DiskGb, quota->metric, QString(), quota->source);
    n.amount += nodes * catalog.limits.bootDiskGiB.value;
    n.pools.append(pool);
}

/// The console name of the quota `capacity` chips of `tpu` draw on; empty when not published.
QString quotaNameOf(const TpuVersion &tpu, const QString &capacity)
{
    if (!tpu.quota)
        return {};
    if (capacity == QLatin1String("on-demand"))
        return tpu.quota->onDemand;
    if (capacity == QLatin1String("spot"))
        return tpu.quota->spot;
    return {}; // flex-start: no source names the quota a GKE flex-start pool draws on
}

/// The quota column of a TPU row: the version and capacity, then the quota's name.
QString tpuQuotaCell(const QuotaNeed &n)
{
    const QString name = n.quotaName.isEmpty() ? QuotaSummary::tr("name not published")
                                               : QStringLiteral("`%1`").arg(n.quotaName);
    return QuotaSummary::tr("TPU %1 chips, %2: %3").arg(n.name, n.capacity, name);
}

/// Where the TPU quota names come from, and what to do where one is not published.
QString namesNote(const Catalog &catalog, const QStringList &sources)
{
    QStringList titles;
    for (const QString &key : sources)
        titles << catalog.sourceTitle(key);
    const QString where = titles.isEmpty()
        ? QuotaSummary::tr("TPU quota names are those of the Quotas page of the Cloud console.")
        : QuotaSummary::tr("TPU quota names are those of the Quotas page of the Cloud console (source: %1).")
              .arg(titles.join(QStringLiteral("; ")));
    return where + QLatin1Char(' ')
        + QuotaSummary::tr("Where a name is not published, no source the catalog trusts gives it: find the version's quota on that page.");
}

} // namespace

QList<QuotaNeed> QuotaSummary::needs(const Plan &plan, const QList<ExportPool> &pools, const Catalog &catalog)
{
    QList<QuotaNeed> needs;
    for (const ExportPool &e : pools) {
        if (!e.shape.tpu || !e.shape.isResolved() || e.isReservation())
            continue;
        QuotaNeed &n = needOf(needs, QuotaNeed::Kind::TpuChips, e.shape.tpu->id, e.capacity, catalog.gke.tpuQuotaSource);
        n.quotaName = quotaNameOf(*e.shape.tpu, e.capacity);
        n.quotaNameSource = e.shape.tpu->quota ? e.shape.tpu->quota->source : QString();
        n.amount += e.capacityChips();
        n.pools.append(e.pool->name);
    }
    if (plan.cluster.isAutopilot())
        return needs; // Autopilot chooses the nodes' disks itself
    QSet<QString> zones;
    for (const ExportPool &e : pools) {
        if (!e.pool->zone.isEmpty())
            zones.insert(e.pool->zone);
        if (e.shape.isResolved())
            addDisks(needs, catalog, e.bootDiskType, e.capacityNodes(), e.pool->name);
    }
    // The system pool has one node per zone of the TPU pools (as the cost counts it).
    addDisks(needs, catalog, catalog.otherPrices.systemNodeBootDisk, std::max<qint64>(1, zones.size()), QStringLiteral("system"));
    return needs;
}

QString QuotaSummary::markdown(const Plan &plan, const QList<ExportPool> &pools, const Catalog &catalog)
{
    const QList<QuotaNeed> needs = QuotaSummary::needs(plan, pools, catalog);
    QStringList reserved;
    QStringList calendar;
    for (const ExportPool &e : pools) {
        if (e.isCalendar())
            calendar << QStringLiteral("`%1`").arg(e.pool->name);
        else if (e.isReservation())
            reserved << QStringLiteral("`%1`").arg(e.pool->name);
    }
    QString t = QStringLiteral("## ") + tr("Quota") + QStringLiteral("\n\n");
    t += tr("What the plan needs of Compute Engine API quota (compute.googleapis.com, not the Cloud TPU API's) in %1, "
            "at its peak (source: %2):")
             .arg(plan.cluster.region, catalog.sourceTitle(catalog.gke.tpuQuotaSource))
         + QStringLiteral("\n\n");
    t += QStringLiteral("| %1 | %2 | %3 |\n|---|---:|---|\n").arg(tr("Quota"), tr("Needed"), tr("For"));
    const QLocale figures = Languages::reportLocale(); // the reader's way of writing numbers
    QStringList nameSources;
    for (const QuotaNeed &n : needs) {
        const QString quota = n.kind == QuotaNeed::Kind::TpuChips ? tpuQuotaCell(n) : QStringLiteral("`%1`").arg(n.name);
        if (!n.quotaNameSource.isEmpty() && !nameSources.contains(n.quotaNameSource))
            nameSources << n.quotaNameSource;
        const QString amount = n.kind == QuotaNeed::Kind::TpuChips ? figures.toString(n.amount)
                                                                   : tr("%1 GB").arg(figures.toString(n.amount));
        QStringList names;
        for (const QString &pool : n.pools)
            names << QStringLiteral("`%1`").arg(pool);
        const QString what = n.kind == QuotaNeed::Kind::TpuChips
            ? names.join(QStringLiteral(", "))
            : tr("boot disks of %1 (%2 GB per node)").arg(names.join(QStringLiteral(", "))).arg(catalog.limits.bootDiskGiB.value);
        t += QStringLiteral("| %1 | %2 | %3 |\n").arg(quota, amount, what);
    }
    t += QLatin1Char('\n');
    if (std::any_of(needs.begin(), needs.end(), [](const QuotaNeed &n) { return n.kind == QuotaNeed::Kind::TpuChips; }))
        t += namesNote(catalog, nameSources) + QStringLiteral("\n\n");
    if (!reserved.isEmpty())
        t += tr("Pools that consume a reservation (%1) need no TPU quota.").arg(reserved.join(QStringLiteral(", "))) + QStringLiteral("\n\n");
    if (!calendar.isEmpty())
        t += tr("Pools on a calendar-mode reservation (%1) need no TPU quota: the request reserves their chips for its "
                "window (source: %2).")
                 .arg(calendar.join(QStringLiteral(", ")), catalog.sourceTitle(catalog.gke.calendarQuotaSource))
             + QStringLiteral("\n\n");
    if (plan.cluster.isAutopilot())
        t += tr("Autopilot chooses the nodes' boot disks, so their disk quota is not counted here.") + QStringLiteral("\n\n");
    return t;
}

} // namespace tpuplan
