// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/Topology.h"
#include "core/plan/Pool.h"

#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace tpuplan {

class Catalog;
struct Plan;

/// What a TorusGraph is built from: one pool's slice shape as the catalog explains it.
/// `fromPool()` derives it from a plan (through PoolShape); `forTopology()` from a version and a
/// topology alone (the demo, the benchmark and tests use it).
struct TorusSpec
{
    QString tpuId;          ///< catalog id, e.g. "v5p"
    QString tpuName;        ///< display name, e.g. "TPU v5p"
    QString poolName;       ///< pool the graph shows; used in node names
    QString machineType;    ///< Standard machine type, or empty on Autopilot
    Topology topology;      ///< one slice
    int familyDims = 3;     ///< 2 (v5e, v6e, v3) or 3 (v4, v5p): the version's ICI dimensions
    int chipsPerVm = 4;     ///< chips of one GKE node
    int slices = 1;         ///< multislice: slices joined by DCN
    bool opticalLinks = false; ///< the family joins 4x4x4 cubes by optical circuit switches
    bool twistable = false; ///< the catalog lists this shape as supporting a twisted torus
    bool twisted = false;   ///< twisted wiring requested; applied only when `twistable`
    /// A block pool (dynamic slicing): each slice above is one block, and these workloads form
    /// their slices inside the blocks (TorusChip::workload says which chip is whose). With
    /// `kueueSubSlices` (v6e): the slices are ordinary node pools that Kueue splits into the
    /// sub-slices these workloads name.
    QList<SliceWorkload> sliceWorkloads;
    bool kueueSubSlices = false;

    static std::optional<TorusSpec> fromPool(const Plan &plan, int poolIndex, const Catalog &catalog,
                                             QString *error = nullptr);
    /// `tpuId` with `topology` on the first Standard machine type that lists the topology (else the
    /// first multi-chip machine type); `chipsPerVm` > 0 overrides the machine type's chips.
    static std::optional<TorusSpec> forTopology(const Catalog &catalog, const QString &tpuId,
                                                const QString &topology, int chipsPerVm = 0,
                                                QString *error = nullptr);
};

/// How a slice's ICI is closed: no wraparound (mesh), along some axes (cylinder), along every axis
/// longer than one chip (torus), or a torus whose x/y wrap links are shifted along z (twisted).
enum class TorusWiring { Mesh, Cylinder, Torus, TwistedTorus };

/// One chip. Coordinates are local to its slice; z is 0 for 2D families.
struct TorusChip
{
    std::array<int, 3> coord{};
    int slice = 0;
    int node = 0;   ///< GKE node (VM), numbered across slices: slice * nodesPerSlice + worker
    int host = 0;   ///< physical host tray, numbered across slices
    int workload = -1; ///< block pools: the slice workload (index) whose slice holds the chip; -1 idle
};

/// One ICI link between two chips of the same slice, from `a` (lower coordinate along `axis`, or
/// the last chip for a wrap link) to `b`.
struct TorusLink
{
    int a = 0;
    int b = 0;
    quint8 axis = 0;
    bool wrap = false;     ///< closes the ring along `axis` (last chip back to the first)
    bool optical = false;  ///< runs through an optical circuit switch instead of copper
    bool twisted = false;  ///< a wrap link shifted along z by the twist
};

/// The chips, GKE nodes, host trays and ICI links of a pool's slices, wired as the Cloud TPU
/// pages describe (https://cloud.google.com/tpu/docs/v5p, https://cloud.google.com/tpu/docs/v4;
/// docs/torus-view.md). Pure data (no GUI types); the 3D view renders it.
///
/// Wiring rules: 3D families wrap only on whole 4x4x4 cubes (every dimension a multiple of 4),
/// then along every axis; 2D families wrap along each axis that is at least 16 chips long (8x16
/// is a cylinder, 16x16 a torus). On families with optical links, an edge is optical when it is
/// a wrap link of a full-cube slice or crosses a 4x4x4 cube boundary. Host trays are 2x2x1 (3D)
/// and 2x4 (2D); nodes are contiguous blocks of `chipsPerVm` chips (1, 2x2(x1), 2x4) numbered
/// tray by tray. Slices of a multislice pool share no ICI link: they talk over DCN.
class TorusGraph
{
public:
    /// Most chips a graph holds (all slices); larger pools are refused with an explanation.
    static constexpr qint64 kMaxChips = 65536;

    static std::optional<TorusGraph> build(const TorusSpec &spec, QString *error = nullptr);

    const TorusSpec &spec() const { return m_spec; }
    /// Chips along x, y, z of one slice (z = 1 for 2D families).
    const std::array<int, 3> &dims() const { return m_dims; }
    int dimensionCount() const { return m_spec.familyDims; }
    int sliceCount() const { return m_spec.slices; }
    int chipsPerSlice() const { return m_chipsPerSlice; }

    const std::vector<TorusChip> &chips() const { return m_chips; }
    const std::vector<TorusLink> &links() const { return m_links; }
    /// Index into chips() of the chip at `coord` of `slice`, or -1 when outside.
    int chipIndex(int slice, const std::array<int, 3> &coord) const;
    /// Indices into links() of the links that touch `chip`.
    std::vector<int> linksOfChip(int chip) const;

    bool wraps(int axis) const { return m_wraps[std::size_t(axis)]; }
    TorusWiring wiring() const { return m_wiring; }
    bool isTwisted() const { return m_wiring == TorusWiring::TwistedTorus; }
    /// Every dimension a multiple of 4 (3D families): the slice is made of whole cubes.
    bool isFullCube() const { return m_fullCube; }
    /// A block pool or a sub-sliced pool whose slice workloads are placed in its slices
    /// (TorusChip::workload).
    bool hasWorkloads() const { return !m_spec.sliceWorkloads.isEmpty(); }
    /// A dynamic-slicing block pool (TPU7x): its blocks come up unlinked, unlike the slices of a
    /// pool Kueue sub-slices.
    bool isBlockPool() const { return hasWorkloads() && !m_spec.kueueSubSlices; }
    /// The copies of slice workload `workload` that found room; fewer than its count when the
    /// pool cannot hold them all (or its shape never fits), so the view can say so.
    int placedCopies(int workload) const;

    int nodesPerSlice() const { return m_nodesPerSlice; }
    int nodeCount() const { return m_nodesPerSlice * m_spec.slices; }
    int hostsPerSlice() const { return m_hostsPerSlice; }
    int hostCount() const { return m_hostsPerSlice * m_spec.slices; }
    /// Chips of one node and of one host tray along x, y, z.
    const std::array<int, 3> &nodeBlock() const { return m_nodeBlock; }
    const std::array<int, 3> &hostBlock() const { return m_hostBlock; }
    /// TPU_WORKER_ID of `node` within its slice.
    int workerOf(int node) const { return node % m_nodesPerSlice; }
    int sliceOfNode(int node) const { return node / m_nodesPerSlice; }
    /// Lowest and highest chip coordinate a node owns (inclusive), within its slice.
    std::array<int, 3> nodeOrigin(int node) const;
    /// A readable label for a node: `<pool>-s<slice>-w<worker>` (GKE picks the real node names
    /// when it creates the pool; the worker id is what the workload sees).
    QString nodeLabel(int node) const;

    struct LinkCounts
    {
        int total = 0;
        int neighbour = 0;
        int wrap = 0;
        int optical = 0;
        int twisted = 0;
        std::array<int, 3> perAxis{};
        std::array<int, 3> wrapPerAxis{};
    };
    LinkCounts linkCounts() const;

    static QString wiringName(TorusWiring wiring);
    /// One or two sentences saying why the slice is wired as it is (for the view's caption).
    QString explanation() const;

private:
    // The steps of build(), in order.
    void chooseWiring();     ///< wraps per axis and the wiring they make
    void placeChips();       ///< chips x fastest, slice by slice, with their node and host
    /// Block and sub-sliced pools: workloads of whole slices (super-slices of whole blocks on 3D
    /// families, the slice itself on 2D ones) take slices in order, then each sub-slice, largest
    /// first, the first free aligned box of its shape in a slice left; a copy that finds no room
    /// stays unplaced (placedCopies() says so; the dynamic- and sub-slicing rules explain why).
    void placeWorkloads();
    /// The workload's shape along x, y, z, or nothing when it is no shape of this family.
    std::optional<std::array<int, 3>> workloadShape(int workload) const;
    /// Whole slices one copy of `shape` takes, or 0 when it is smaller than a slice or no whole
    /// number of them (2D families never join slices).
    int wholeSlicesOf(const std::array<int, 3> &shape) const;
    bool placeSubSlice(int workload, const std::array<int, 3> &shape, const std::vector<bool> &wholeBlocks);
    void connectChips();     ///< ICI links, wraparound and twisted ones included
    void indexLinksByChip(); ///< m_adjacency

    TorusSpec m_spec;
    std::array<int, 3> m_dims{1, 1, 1};
    std::array<bool, 3> m_wraps{};
    std::array<int, 3> m_nodeBlock{1, 1, 1};
    std::array<int, 3> m_hostBlock{1, 1, 1};
    TorusWiring m_wiring = TorusWiring::Mesh;
    bool m_fullCube = false;
    int m_chipsPerSlice = 0;
    int m_nodesPerSlice = 0;
    int m_hostsPerSlice = 0;
    std::vector<TorusChip> m_chips;
    std::vector<TorusLink> m_links;
    std::vector<int> m_nodeFirstChip;       ///< per node: index of its lowest chip
    std::vector<int> m_placedCopies;        ///< per slice workload: copies placed
    std::vector<int> m_adjacencyStart;      ///< CSR: per chip, start into m_adjacency (size chips+1)
    std::vector<int> m_adjacency;           ///< link indices grouped by chip
};

} // namespace tpuplan
