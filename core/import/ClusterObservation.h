// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace tpuplan {

/// Where a value was read: `describe.json:12:3`.
struct ImportOrigin
{
    QString file;
    int line = 0;
    int column = 0;

    QString toString() const;
};

/// A cluster as gcloud or Terraform describe it, in the API's terms; missing values are empty
/// (gcloud omits zero, false and empty values).
struct ObservedCluster
{
    QString name;
    QString location;       ///< a region (regional cluster) or a zone (zonal cluster)
    QStringList locations;  ///< the cluster's default node zones
    bool autopilot = false;
    QString version;        ///< control-plane version
    QString releaseChannel; ///< RAPID, REGULAR, STABLE, EXTENDED; empty = none
    QString project;
    bool autoprovisioning = false;
    QString status;
    bool terraform = false; ///< read from Terraform state (which lacks hand-made pools)
    ImportOrigin origin;
};

/// One node pool as the API (or Terraform) has it. Counts are per zone, as GKE stores them.
struct ObservedPool
{
    QString name;
    QString cluster;        ///< the cluster the input says the pool belongs to; empty when not said
    QString machineType;
    QString imageType;
    QString version;        ///< the nodes' GKE version
    QStringList locations;
    qint64 initialNodeCount = 0;
    bool autoscalingEnabled = false;
    qint64 minNodeCount = 0;
    qint64 maxNodeCount = 0;
    std::optional<qint64> totalMinNodeCount;
    std::optional<qint64> totalMaxNodeCount;
    bool autoprovisioned = false;  ///< created by node auto-provisioning or Autopilot
    bool autopilotNodes = false;   ///< autopilotConfig.enabled
    QString placementType;
    QString tpuTopology;
    QString policyName;
    bool queuedProvisioning = false;
    bool flexStart = false;
    bool spot = false;
    bool preemptible = false;
    QString reservationType;       ///< consumeReservationType
    QStringList reservationValues;
    QString maxRunDuration;
    int taints = 0;                ///< user taints: the plan has no place for them
    QString handMadeTopologyLabel; ///< config.labels["cloud.google.com/gke-tpu-topology"]
    bool terraform = false;
    bool kubectlOnly = false;      ///< built from node labels: no pool resource described it
    ImportOrigin origin;
};

/// One node of `kubectl get nodes -o json`, as its labels and capacity say.
struct ObservedNode
{
    QString name;
    QString pool;
    QString machineType;
    QString accelerator;
    QString topology;
    QString zone;
    QString project;
    QString tpuChips;       ///< status.capacity["google.com/tpu"]
    QString kubeletVersion;
    bool spot = false;      ///< cloud.google.com/gke-spot=true
    ImportOrigin origin;
};

/// Everything the input files say about one cluster, before the catalog is asked.
struct ClusterObservation
{
    QList<ObservedCluster> clusters;
    QList<ObservedPool> pools;
    QList<ObservedNode> nodes;
    QStringList notes;
    bool fromTerraform = false;
};

} // namespace tpuplan
