// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/import/ClusterObservation.h"
#include "core/import/ImportSourceReader.h"
#include "core/plan/Plan.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace tpuplan {

struct ImportedPool
{
    QString name;
    QString tpu;
    QString topology;
    QString zone;
    qint64 nodes = 0;      ///< what the pool is configured for: static nodes, or the autoscaling maximum
    QString capacity;      ///< on-demand, spot, reservation, any-reservation, flex-start, queued
    std::optional<qint64> liveNodes; ///< nodes kubectl shows
    ImportOrigin origin;
};

struct SkippedPool
{
    QString name;
    QString reason;
    ImportOrigin origin;
};

/// What `tpu-plan import` did: the cluster, each pool imported or skipped with the reason, and
/// everything the plan could not hold (notes), so nothing is dropped silently.
struct ImportReport
{
    Q_DECLARE_TR_FUNCTIONS(ImportReport)
public:
    QString planFile;
    bool clusterFound = false;
    QString clusterName;
    QString mode;
    QString region;
    ImportOrigin clusterOrigin;
    QList<ImportedPool> pools;
    QList<SkippedPool> skipped;
    QStringList notes;
    QList<ImportProblem> problems; ///< files refused (nothing is written then)

    /// The JSON of design's `import --format json`.
    QJsonObject toJson() const;
    QString toText() const;
};

struct ImportResult
{
    Plan plan;
    ImportReport report;
    /// True when the files were all read and a cluster or a TPU pool was found.
    bool hasPlan() const { return report.problems.isEmpty() && (report.clusterFound || !report.pools.isEmpty()); }
};

} // namespace tpuplan
