// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/plan/Pool.h"

#include "core/common/SourceMap.h"

#include <QList>
#include <QMap>

namespace tpuplan {

struct Metadata
{
    QString name;
    QString description;
    UnknownFields unknown;

    bool operator==(const Metadata &) const = default;
};

struct Cluster
{
    QString name;
    QString mode;                 ///< standard | autopilot
    QString region;
    QString version;              ///< as written; PlanReader checks that it parses
    QString nodeImage;            ///< Standard only; empty = catalog default
    QString releaseChannel;       ///< rapid | regular | stable | extended; empty = regular
    std::optional<bool> autoprovisioning;
    std::optional<bool> costAllocation; ///< extension: GKE cost allocation / usage metering enabled
    UnknownFields unknown;

    bool operator==(const Cluster &) const = default;
    bool isAutopilot() const { return mode == QLatin1String("autopilot"); }
    /// The channel the cluster is enrolled in: GKE enrols a new cluster in Regular unless told.
    QString effectiveReleaseChannel() const { return releaseChannel.isEmpty() ? QStringLiteral("regular") : releaseChannel; }
};

struct DataBucket
{
    QString name;     ///< the gs:// bucket the workloads use; empty = not named (no identity exported)
    QString location;
    UnknownFields unknown;

    bool operator==(const DataBucket &) const = default;
};

/// A plan file (`*.tpuplan.yaml`, format v1, see docs/plan-format.md) as a value type.
/// Unknown keys at every level are kept verbatim so a newer file survives a save.
struct Plan
{
    static QString apiVersionV1() { return QStringLiteral("tpu-planner/v1"); }

    QString apiVersion = apiVersionV1();
    QString kind = QStringLiteral("Plan");
    Metadata metadata;
    Cluster cluster;
    std::optional<QMap<QString, qint64>> quota;
    std::optional<DataBucket> dataBucket;
    QList<Pool> pools;
    UnknownFields unknown;

    /// Where each field stood in the file it was read from (empty for plans built in code).
    SourceMap positions;

    int poolIndex(const QString &name) const;
    /// The same plan, wherever its fields stood in a file (positions are not compared).
    bool sameContent(const Plan &other) const;
};

} // namespace tpuplan
