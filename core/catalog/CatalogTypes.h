// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Plain data read from the catalog YAML. Every entry keeps the key of its source (see
// `Catalog::sources()`) and free-text notes where sources disagree.

#include "core/common/GkeVersion.h"
#include "core/common/Topology.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace tpuplan {

struct SourceRef
{
    QString key;
    QString title;
    QString url;
    QString trust;
    QString date;

    bool operator==(const SourceRef &) const = default;
};

/// One field that names a source: where it stands in the file and the source's key.
struct SourceUse
{
    QString path; ///< e.g. tpus[0].standard[1].source
    QString key;

    bool operator==(const SourceUse &) const = default;
};

template<typename T>
struct Sourced
{
    T value{};
    QString source;
    QString notes;

    bool operator==(const Sourced &) const = default;
};

struct ChipSpec
{
    double bf16Tflops = 0;
    std::optional<double> int8Tops;  ///< unknown when no int8 peak is published
    std::optional<double> fp8Tflops; ///< unknown when no fp8 peak is published
    double hbmGiB = 0;               ///< nominal HBM per chip
    double hbmGBps = 0;
    std::optional<double> iciGBps;   ///< bidirectional, per chip
    std::optional<int> iciPorts;     ///< ICI links per chip (the per-axis bandwidth is iciGBps / iciPorts)
    int devicesPerChip = 1;          ///< JAX devices per chip (TPU7x: 2)
    QString source;
    QString notes;

    bool operator==(const ChipSpec &) const = default;
};

/// What sizing a model on a chip needs beyond its spec sheet: the HBM XLA lets a program use,
/// the data-center network share and a default MFU from published runs, each with its source.
struct ChipSizing
{
    Sourced<std::optional<double>> usableHbmGiBPerDevice; ///< XLA's budget per device; unknown = nominal
    Sourced<std::optional<double>> dcnGbps;               ///< per chip
    Sourced<std::optional<double>> defaultMfu;            ///< share of the bf16 peak; unknown = ask for --mfu

    bool operator==(const ChipSizing &) const = default;
};

struct DiskSupport
{
    QStringList types;
    /// The types a node of this version boots from (Hyperdisk ML, read-only data, boots
    /// nothing); empty = the first of `types`.
    QStringList bootTypes;
    int maxPerVm = 0; ///< 0 = not known
    QString source;
    QString notes;

    QStringList bootable() const { return bootTypes.isEmpty() ? types.mid(0, 1) : bootTypes; }
    /// The boot disk a node pool gets: the one asked for when the version boots from it, else
    /// the first it boots from (what the exports pin, so GKE's pd-balanced default never
    /// applies to a version that cannot use it); empty when the catalog knows none.
    QString bootType(const QString &asked) const
    {
        const QStringList ok = bootable();
        return ok.contains(asked) ? asked : ok.value(0);
    }

    bool operator==(const DiskSupport &) const = default;
};

/// A Standard-mode Compute Engine machine type such as ct5lp-hightpu-4t.
struct MachineType
{
    QString name;
    int chipsPerVm = 0;
    int vcpu = 0;          ///< 0 = not known
    double memoryGiB = 0;  ///< 0 = not known
    int numaNodes = 0;     ///< 0 = not known
    QString preemption; ///< higher / medium / lower, empty when the guide gives none
    GkeVersion minGkeVersion;
    QList<Topology> topologies;
    QList<Topology> twisted;
    QList<int> smtUnsupported;
    QStringList zones; ///< where this machine type is offered when narrower than its version's zones
    QString zonesSource;
    QString source;
    QString notes;

    /// The zones this machine type is offered in: its own list, else its version's.
    const QStringList &zonesOr(const QStringList &versionZones) const { return zones.isEmpty() ? versionZones : zones; }

    bool operator==(const MachineType &) const = default;
};

struct AutopilotTopology
{
    Topology topology;
    QList<int> chipsPerPod; ///< allowed `google.com/tpu` requests per pod; the first is the default

    bool operator==(const AutopilotTopology &) const = default;
};

/// An Autopilot accelerator (the `cloud.google.com/gke-tpu-accelerator` value).
struct Accelerator
{
    QString name;
    QString vcpu;      ///< a range as the guide prints it, e.g. "44-180"
    QString memoryGiB;
    QString numaNodes;
    int maxChips = 0;
    GkeVersion minGkeVersion;
    QList<AutopilotTopology> topologies;
    QStringList zones; ///< where this accelerator is offered when narrower than its version's zones
    QString zonesSource;
    QString source;
    QString notes;

    const QStringList &zonesOr(const QStringList &versionZones) const { return zones.isEmpty() ? versionZones : zones; }

    bool operator==(const Accelerator &) const = default;
};

/// Custom 3D topologies beyond the listed ones (v4, v5p, TPU7x).
struct CustomTopologyRule
{
    int minChips = 0;
    int multipleOf = 1;
    bool nondecreasing = true;
    Topology largest;                ///< invalid when the limit is a chip count only (TPU7x)
    std::optional<int> maxChips;     ///< e.g. 144 cubes of 64 chips for TPU7x
    QString source;
    QString notes;

    bool operator==(const CustomTopologyRule &) const = default;
};

/// A zone restriction for single-host pools (the v5e notes of GKE's planning guide, catalog source `seed`).
struct SingleHostZoneRule
{
    QStringList zones;        ///< zones the rule applies to, or empty when `region` is set
    QString machineType;      ///< machine type it applies to; empty = every machine type
    int minChips = 0;         ///< smallest topology allowed there
    QString region;           ///< region the rule applies to
    QString requiredZone;     ///< the only zone allowed in `region`

    bool operator==(const SingleHostZoneRule &) const = default;
};

struct RegionPrice
{
    QString region;
    QString machineType; ///< the machine type this price is for; empty = every machine type of the version
    std::optional<double> onDemand;
    std::optional<double> spot;
    std::optional<double> commit1y;
    std::optional<double> commit3y;
    QStringList derived; ///< which of the four were computed, not published
    QString source;
    QString spotSource;
    QString notes;

    bool operator==(const RegionPrice &) const = default;
};

/// Flex-start (Dynamic Workload Scheduler) capacity: where and from which GKE version.
struct FlexStartSupport
{
    QStringList zones; ///< empty: not offered for this version
    GkeVersion minGkeVersion;
    QString source;
    QString notes;
    bool offered() const { return !zones.isEmpty(); }

    bool operator==(const FlexStartSupport &) const = default;
};

/// Future reservations in calendar mode: the zones where a version can be reserved for a fixed
/// window, for batch (training) work and, where they differ, for serving.
struct CalendarModeSupport
{
    QStringList zones;        ///< BATCH requests
    QStringList servingZones; ///< SERVING requests; empty = the same zones
    /// gcloud's `--tpu-version` value (V6E); empty when the CLI lists none for this version.
    QString gcloudTpuVersion;
    QString source;
    QString notes;

    const QStringList &zonesFor(bool serving) const { return serving && !servingZones.isEmpty() ? servingZones : zones; }
    bool operator==(const CalendarModeSupport &) const = default;
};

/// GKE dynamic slicing (TPU7x): node pools are whole blocks (4x4x4 sub-blocks of an All Capacity
/// reservation) and each workload names its slice with a pod annotation; super-slices join
/// whole blocks, sub-slices split one.
struct DynamicSlicing
{
    Topology block;                   ///< the shape of one node pool, e.g. 4x4x4
    GkeVersion superSliceMinVersion;  ///< slices of one block or more
    int superSliceMaxChips = 0;
    GkeVersion subSliceMinVersion;    ///< slices smaller than one block
    QList<Topology> subSlices;        ///< the shapes a block splits into
    QString releaseChannel;           ///< the only channel that offers it (rapid)
    QString nodeImage;                ///< the only node image (cos_containerd)
    /// The workload policy's `--accelerator-topology-mode` of block node pools: the nodes come
    /// up without their ICI links, which the slice controller forms per slice (provision_only).
    QString workloadPolicyMode;
    /// Kueue Topology Aware Scheduling of the slices: the Topology's node labels from the widest
    /// level to the host, the controller of the slice admission check, and the node label and
    /// value of a healthy block the ResourceFlavor selects.
    QStringList kueueLevels;
    QString admissionController;
    QString healthyBlockLabel;
    QString healthyBlockValue;
    QString kueueSource;
    QString source;
    QString notes;

    bool operator==(const DynamicSlicing &) const = default;
};

/// Sub-slicing with Kueue Topology Aware Scheduling (v6e): a pod annotation asks for a smaller
/// slice inside a larger node pool.
struct SubSlicing
{
    /// The shapes Kueue splits a node pool into, and the node-pool shapes it splits.
    QList<Topology> topologies;
    QString machineType;     ///< the machine type whose node pools are split (ct6e-standard-4t)
    QString minKueueVersion; ///< the oldest Kueue that forms sub-slices (0.13.0)
    /// Kueue Topology Aware Scheduling: the Topology's node labels from the widest sub-slice
    /// level to the host, and the level label of one sub-slice shape (`%1` stands for the shape,
    /// e.g. cloud.google.com/gke-tpu-slice-2x4-id) the pods are required to stay inside.
    QStringList kueueLevels;
    QString sliceLevelLabel;
    QString kueueSource;
    QString source;
    QString notes;

    bool operator==(const SubSlicing &) const = default;

    bool offers(const Topology &shape) const { return topologies.contains(shape); }
    /// The node label of the Topology level that holds one sub-slice of `shape`.
    QString levelLabel(const Topology &shape) const { return sliceLevelLabel.arg(shape.toString()); }
};

/// The Compute Engine quotas a GKE node pool of this version draws on, by the names the Cloud
/// console's Quotas page lists: one for on-demand chips, one for Spot (preemptible) chips. A
/// reservation needs neither. An empty name is one no source publishes (notes says why).
struct TpuQuotaNames
{
    QString onDemand;
    QString spot;
    QString source;
    QString notes;

    bool operator==(const TpuQuotaNames &) const = default;
};

struct TpuVersion
{
    QString id;
    QString name;
    int dims = 2;
    bool multislice = true;
    bool collectionScheduling = false;
    bool legacyTpuNode = false;
    FlexStartSupport flexStart;
    std::optional<CalendarModeSupport> calendarMode; ///< absent: not offered in calendar mode
    std::optional<TpuQuotaNames> quota;              ///< absent: the catalog names no quota
    ChipSpec chip;
    std::optional<ChipSizing> sizing;
    DiskSupport disks;
    QList<GkeVersion> autoscalingMinVersions;
    QString autoscalingSource;
    std::optional<GkeVersion> autoprovisioningMinVersion;
    QString autoprovisioningSource;
    /// Multi-host pools need a workload policy of this type (`HIGH_THROUGHPUT` for TPU7x) instead
    /// of compact placement with `--tpu-topology`; empty for versions that use compact placement.
    QString workloadPolicyType;
    QString workloadPolicySource;
    QStringList unsupportedFrameworks; ///< e.g. tensorflow on TPU7x
    QString unsupportedFrameworksSource;
    /// The version's page recommends one container per NUMA node of the VM (TPU7x: two), each
    /// bound to the CPU, memory and chips of its node.
    bool containerPerNumaNode = false;
    QString containerPerNumaNodeSource;
    std::optional<CustomTopologyRule> customTopology;
    std::optional<DynamicSlicing> dynamicSlicing;
    std::optional<SubSlicing> subSlicing;
    QStringList zones;
    QString zonesSource;
    QString zonesNotes;
    QList<SingleHostZoneRule> singleHostZoneRules;
    QString singleHostZoneSource;
    QList<MachineType> machineTypes;
    QList<Accelerator> accelerators;
    QList<RegionPrice> prices;
    QString pricesSource;
    QString priceUnit;
    QString pricesNotes; ///< why prices are missing (TPU7x: not published, contract prices only)

    bool operator==(const TpuVersion &) const = default;
};

/// How long Google supports one GKE minor version (the release schedule's estimate).
struct GkeMinorSupport
{
    QString minor;                ///< e.g. "1.34"
    QString endOfStandardSupport; ///< ISO date; after it the minor needs the Extended channel
    GkeVersion knownPatch;        ///< a full version of this minor known to exist (new plans use it)
    QString source;

    bool operator==(const GkeMinorSupport &) const = default;
};

/// The regional Compute Engine quota a disk type draws on, e.g. hyperdisk-balanced on HDB_TOTAL_GB.
struct DiskQuota
{
    QString type;
    QString metric;
    QString source;

    bool operator==(const DiskQuota &) const = default;
};

/// A controller the bundle installs on the system node pool, with the resources its
/// Deployment requests by default (upstream manifests).
struct SystemController
{
    QString name;   ///< e.g. kueue
    QString cpu;    ///< Kubernetes quantity, e.g. 500m
    QString memory; ///< e.g. 512Mi
    QString source;

    bool operator==(const SystemController &) const = default;
};

/// The small non-TPU node pool every Standard cluster needs for kube-system Pods: the machine
/// type the exporters give it and that type's size (what the controllers' requests are weighed
/// against and what node auto-provisioning must leave room for).
struct SystemPoolFacts
{
    QString machineType; ///< e.g. e2-standard-4; otherPrices.systemNode prices the same type
    int vcpu = 0;
    int memoryGB = 0;
    QString source;
    QString notes;

    bool operator==(const SystemPoolFacts &) const = default;
};

struct GkeFacts
{
    Sourced<double> clusterFeePerHour;
    Sourced<double> freeTierCreditPerMonth;
    Sourced<std::optional<double>> autopilotTpuPremium;
    GkeVersion multisliceMinStandard;
    GkeVersion multisliceMinAutopilot;
    QString multisliceSource;
    QString defaultNodeImage;
    QStringList knownNodeImages;
    QStringList unsupportedNodeImages;
    QString nodeImagesSource;
    QMap<QString, QStringList> multiRegions; ///< multi-region -> region name prefixes
    QString legacyTpuNodeEndOfLife;          ///< date the TPU Node (2VM) architecture ended
    QString legacyTpuNodeSource;
    /// Flex-start with queued provisioning for TPUs: Google's tutorial uses it, GKE refused it to
    /// xpk; both sources are kept so the warning can cite them.
    GkeVersion flexQueuedMinVersion;
    QString flexQueuedForSource;
    QString flexQueuedAgainstSource;
    QList<GkeMinorSupport> minorSupport; ///< newest first, as the release schedule lists them
    /// The minors the Extended release channel supports at the catalog's date (standard or
    /// extended support), e.g. 1.30 to 1.36; empty when the catalog does not say. Below the
    /// oldest no channel helps and GKE creates no cluster.
    QString extendedOldestMinor;
    QString extendedNewestMinor;
    QString extendedSource;
    /// What TPU node pools need of quota: a reservation no TPU quota, the others Compute Engine
    /// API quota (not the Cloud TPU API's); the boot disks draw on their type's disk quota.
    QString tpuQuotaSource;
    QList<DiskQuota> diskQuotas;
    /// Future reservations in calendar mode (every version alike): the window's length in days,
    /// whether the feature is still in preview, and what is published of its price (no figure:
    /// "different from on-demand"). Zero days: the catalog does not describe calendar mode.
    int calendarMinDays = 0;
    int calendarMaxDays = 0;
    bool calendarPreview = false;
    QString calendarSource;
    QString calendarQuotaSource; ///< "requests in calendar mode don't need Compute Engine quota"
    QString calendarPriceSource;
    QList<SystemController> systemControllers; ///< Kueue and JobSet, which the system pool carries
    SystemPoolFacts systemPool;

    /// The support entry of `major.minor`, or nullptr when the catalog does not know that line.
    const GkeMinorSupport *supportOf(int major, int minor) const
    {
        const QString key = QStringLiteral("%1.%2").arg(major).arg(minor);
        for (const GkeMinorSupport &entry : minorSupport) {
            if (entry.minor == key)
                return &entry;
        }
        return nullptr;
    }

    bool operator==(const GkeFacts &) const = default;
};

/// Hourly prices of a Compute Engine machine type in one region.
struct ComputeRegionPrice
{
    QString region;
    std::optional<double> onDemand;
    std::optional<double> spot;
    std::optional<double> commit1y;
    std::optional<double> commit3y;

    bool operator==(const ComputeRegionPrice &) const = default;
};

struct DiskRegionPrice
{
    QString region;
    double perGiBMonth = 0;

    bool operator==(const DiskRegionPrice &) const = default;
};

/// A persistent disk type's price per GiB and month, per region.
struct DiskPrice
{
    QString type; ///< e.g. pd-balanced
    QList<DiskRegionPrice> regions;

    bool operator==(const DiskPrice &) const = default;
};

/// Prices of what a plan runs besides its TPUs: the Standard system node pool's machine type
/// and the TPU VMs' boot disks.
struct OtherPrices
{
    QString source;
    QString systemNodeMachineType;
    QString systemNodeBootDisk; ///< the system nodes' boot disk type (GKE's default)
    QList<ComputeRegionPrice> systemNode;
    QList<DiskPrice> disks;

    const ComputeRegionPrice *systemNodePrice(const QString &region) const
    {
        for (const ComputeRegionPrice &p : systemNode)
            if (p.region == region)
                return &p;
        return nullptr;
    }
    std::optional<double> diskPerGiBMonth(const QString &type, const QString &region) const
    {
        for (const DiskPrice &d : disks)
            if (d.type == type)
                for (const DiskRegionPrice &p : d.regions)
                    if (p.region == region)
                        return p.perGiBMonth;
        return std::nullopt;
    }

    bool operator==(const OtherPrices &) const = default;
};

/// The lowest version of Terraform's Google provider that has the arguments main.tf writes.
struct ProviderFloor
{
    QString version; ///< e.g. 6.39.0
    QString source;
    QString notes;

    bool operator==(const ProviderFloor &) const = default;
};

/// Facts of Terraform's Google provider (hashicorp/google): the floor main.tf asks for follows the
/// newest argument it uses.
struct TerraformFacts
{
    ProviderFloor base;           ///< every main.tf
    ProviderFloor flexStart;      ///< node_config.flex_start (Standard flex-start pools)
    ProviderFloor workloadPolicy; ///< google_compute_resource_policy's workload_policy block (TPU7x)

    bool operator==(const TerraformFacts &) const = default;
};

/// Defaults of sizing from the model that belong to no single chip.
struct SizingFacts
{
    Sourced<double> servingEfficiency; ///< share of the HBM decode roofline servers reach; 0 = not known
    Sourced<double> tightAbove;        ///< share of usable HBM above which a fit is "tight"; 0 = not known

    bool operator==(const SizingFacts &) const = default;
};

struct Limits
{
    Sourced<int> maxPodsPerVm;
    Sourced<int> pendingScaleUpTimeoutHours;
    Sourced<int> bootDiskGiB;
    Sourced<int> extendedRunTimeDays;
    Sourced<int> maxChipsPerVm;
    Sourced<int> defaultHoursPerMonth;

    bool operator==(const Limits &) const = default;
};

} // namespace tpuplan
