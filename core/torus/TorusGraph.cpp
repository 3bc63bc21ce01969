// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/torus/TorusGraph.h"

#include "core/catalog/Catalog.h"
#include "core/plan/Plan.h"
#include "core/plan/PoolShape.h"

#include <QCoreApplication>

#include <algorithm>
#include <numeric>

namespace tpuplan {
namespace {

template<typename T>
std::optional<T> fail(QString *error, const QString &why)
{
    if (error)
        *error = why;
    return std::nullopt;
}

/// The block of chips one GKE node owns, first one that tiles `dims` (GKE only offers machine
/// types whose VMs tile the topologies they list).
std::optional<std::array<int, 3>> nodeBlockFor(int chipsPerVm, int familyDims, const std::array<int, 3> &dims,
                                               qint64 chipsPerSlice)
{
    std::vector<std::array<int, 3>> candidates;
    switch (chipsPerVm) {
    case 1:
        candidates = {{1, 1, 1}};
        break;
    case 2:
        candidates = {{2, 1, 1}, {1, 2, 1}};
        break;
    case 4:
        candidates = {{2, 2, 1}};
        break;
    case 8:
        if (familyDims == 2)
            candidates = {{2, 4, 1}, {4, 2, 1}};
        else
            candidates = {{2, 2, 2}, {2, 4, 1}};
        break;
    default:
        break;
    }
    if (chipsPerVm == chipsPerSlice)
        candidates.push_back(dims);
    for (const auto &block : candidates) {
        bool tiles = true;
        for (std::size_t a = 0; a < 3; ++a)
            tiles = tiles && dims[a] % block[a] == 0;
        if (tiles)
            return block;
    }
    return std::nullopt;
}

/// The physical tray: 2x2x1 chips (3D families) or 2x4 (2D), clipped to small slices, and never
/// smaller than a node.
std::array<int, 3> hostBlockFor(int familyDims, const std::array<int, 3> &dims, const std::array<int, 3> &node)
{
    std::vector<std::array<int, 3>> candidates;
    if (familyDims == 2)
        candidates = {{2, 4, 1}, {4, 2, 1}};
    else
        candidates = {{2, 2, 1}};
    std::array<int, 3> chosen{};
    bool found = false;
    for (const auto &tray : candidates) {
        std::array<int, 3> clipped{};
        bool fits = true;
        for (std::size_t a = 0; a < 3; ++a) {
            clipped[a] = std::min(tray[a], dims[a]);
            fits = fits && dims[a] % clipped[a] == 0 && clipped[a] % node[a] == 0;
        }
        if (fits) {
            chosen = clipped;
            found = true;
            break;
        }
    }
    if (!found)
        chosen = node; // an odd shape: one node per host is the honest fallback
    return chosen;
}

int ceilDiv(int a, int b) { return (a + b - 1) / b; }

bool isTwistableShape(const TpuVersion &tpu, const MachineType *machineType, const Topology &topology)
{
    if (machineType)
        return machineType->twisted.contains(topology);
    for (const MachineType &type : tpu.machineTypes) {
        if (type.twisted.contains(topology))
            return true;
    }
    return false;
}

TorusSpec specFor(const TpuVersion &tpu, const Topology &topology)
{
    TorusSpec spec;
    spec.tpuId = tpu.id;
    spec.tpuName = tpu.name;
    spec.topology = topology;
    spec.familyDims = tpu.dims;
    // The 3D families are 4x4x4 cubes joined by optical circuit switches; the 2D ones are copper.
    spec.opticalLinks = tpu.dims == 3;
    return spec;
}

} // namespace

std::optional<TorusSpec> TorusSpec::fromPool(const Plan &plan, int poolIndex, const Catalog &catalog, QString *error)
{
    if (poolIndex < 0 || poolIndex >= plan.pools.size())
        return fail<TorusSpec>(error, QCoreApplication::translate("TorusGraph", "The plan has no pool %1.").arg(poolIndex + 1));
    const Pool &pool = plan.pools.at(poolIndex);
    const PoolShape shape = PoolShape::derive(pool, plan.cluster.isAutopilot(), catalog);
    if (!shape.tpu)
        return fail<TorusSpec>(error, QCoreApplication::translate("TorusGraph", "Pool %1: the TPU version '%2' is not in the catalog.").arg(pool.name, pool.tpu));
    if (!shape.topology)
        return fail<TorusSpec>(error, QCoreApplication::translate("TorusGraph", "Pool %1: '%2' is not a topology.").arg(pool.name, pool.topology));
    if (shape.topology->dimensionCount() != shape.tpu->dims) {
        return fail<TorusSpec>(error, QCoreApplication::translate("TorusGraph", "Pool %1: %2 is a %3D version but the topology %4 has %5 dimensions.")
                                          .arg(pool.name, shape.tpu->name)
                                          .arg(shape.tpu->dims)
                                          .arg(shape.topology->toString())
                                          .arg(shape.topology->dimensionCount()));
    }
    if (shape.chipsPerVm <= 0) {
        return fail<TorusSpec>(error, QCoreApplication::translate("TorusGraph", "Pool %1: the chips per node are unknown (is the machine type '%2' a %3 "
                                         "machine type?).")
                                          .arg(pool.name, pool.machineType, shape.tpu->name));
    }
    TorusSpec spec = specFor(*shape.tpu, *shape.topology);
    spec.poolName = pool.name;
    spec.machineType = shape.machineType ? shape.machineType->name : QString();
    spec.chipsPerVm = shape.chipsPerVm;
    spec.slices = std::max(1, shape.slices);
    spec.twistable = isTwistableShape(*shape.tpu, shape.machineType, *shape.topology);
    if (pool.isBlockPool() && shape.tpu->dynamicSlicing) {
        if (*shape.topology == shape.tpu->dynamicSlicing->block)
            spec.sliceWorkloads = pool.sliceWorkloads;
    } else if (pool.isBlockPool() && shape.tpu->subSlicing) {
        // The pools Kueue sub-slices (the sub-slicing rules refuse any other).
        const SubSlicing &subSlicing = *shape.tpu->subSlicing;
        spec.kueueSubSlices = spec.machineType == subSlicing.machineType && subSlicing.offers(*shape.topology);
        if (spec.kueueSubSlices)
            spec.sliceWorkloads = pool.sliceWorkloads;
    }
    return spec;
}

std::optional<TorusSpec> TorusSpec::forTopology(const Catalog &catalog, const QString &tpuId, const QString &topologyText,
                                                int chipsPerVm, QString *error)
{
    const TpuVersion *tpu = catalog.tpu(tpuId);
    if (!tpu)
        return fail<TorusSpec>(error, QCoreApplication::translate("TorusGraph", "'%1' is not a TPU version of the catalog.").arg(tpuId));
    QString parseError;
    const std::optional<Topology> topology = Topology::parse(topologyText, &parseError);
    if (!topology)
        return fail<TorusSpec>(error, parseError);
    if (topology->dimensionCount() != tpu->dims) {
        return fail<TorusSpec>(error, QCoreApplication::translate("TorusGraph", "%1 is %2D; the topology %3 is not.").arg(tpu->name).arg(tpu->dims).arg(topologyText));
    }
    const MachineType *chosen = nullptr;
    for (const MachineType &type : tpu->machineTypes) {
        if (type.topologies.contains(*topology)) {
            chosen = &type;
            break;
        }
    }
    if (!chosen) {
        for (const MachineType &type : tpu->machineTypes) {
            if (type.chipsPerVm > 1) {
                chosen = &type;
                break;
            }
        }
    }
    TorusSpec spec = specFor(*tpu, *topology);
    spec.poolName = QStringLiteral("%1-%2").arg(tpu->id, topology->toString());
    spec.machineType = chosen ? chosen->name : QString();
    spec.chipsPerVm = chipsPerVm > 0 ? chipsPerVm : chosen ? chosen->chipsPerVm : 1;
    spec.twistable = isTwistableShape(*tpu, nullptr, *topology);
    return spec;
}

std::optional<TorusGraph> TorusGraph::build(const TorusSpec &spec, QString *error)
{
    if (!spec.topology.isValid() || spec.topology.dimensionCount() != spec.familyDims
        || (spec.familyDims != 2 && spec.familyDims != 3)) {
        return fail<TorusGraph>(error, QCoreApplication::translate("TorusGraph", "The topology %1 does not match a %2D TPU version.")
                                           .arg(spec.topology.toString())
                                           .arg(spec.familyDims));
    }
    if (spec.slices < 1)
        return fail<TorusGraph>(error, QCoreApplication::translate("TorusGraph", "A pool has at least one slice."));
    const qint64 chipsPerSlice = spec.topology.chips();
    if (chipsPerSlice * spec.slices > kMaxChips) {
        return fail<TorusGraph>(error, QCoreApplication::translate("TorusGraph", "%1 slice(s) of %2 are %3 chips; the view draws at most %4.")
                                           .arg(spec.slices)
                                           .arg(spec.topology.toString())
                                           .arg(chipsPerSlice * spec.slices)
                                           .arg(kMaxChips));
    }

    TorusGraph g;
    g.m_spec = spec;
    const QList<int> &d = spec.topology.dims();
    g.m_dims = {d.at(0), d.at(1), spec.familyDims == 3 ? d.at(2) : 1};
    g.m_chipsPerSlice = int(chipsPerSlice);
    const auto nodeBlock = nodeBlockFor(spec.chipsPerVm, spec.familyDims, g.m_dims, chipsPerSlice);
    if (!nodeBlock) {
        return fail<TorusGraph>(error, QCoreApplication::translate("TorusGraph", "Nodes of %1 chips cannot tile the topology %2.")
                                           .arg(spec.chipsPerVm)
                                           .arg(spec.topology.toString()));
    }
    g.m_nodeBlock = *nodeBlock;
    g.m_hostBlock = hostBlockFor(spec.familyDims, g.m_dims, g.m_nodeBlock);
    g.chooseWiring();
    g.placeChips();
    g.placeWorkloads();
    g.connectChips();
    g.indexLinksByChip();
    return g;
}

void TorusGraph::placeWorkloads()
{
    const int workloads = int(m_spec.sliceWorkloads.size());
    m_placedCopies.assign(std::size_t(workloads), 0);
    std::vector<bool> wholeBlocks(std::size_t(m_spec.slices), false);
    int next = 0;
    std::vector<std::pair<int, std::array<int, 3>>> subSlices;
    for (int w = 0; w < workloads; ++w) {
        const std::optional<std::array<int, 3>> shape = workloadShape(w);
        if (!shape)
            continue;
        if ((*shape)[0] * (*shape)[1] * (*shape)[2] < m_chipsPerSlice) {
            subSlices.emplace_back(w, *shape);
            continue;
        }
        const int take = wholeSlicesOf(*shape);
        for (int k = 0; take > 0 && k < m_spec.sliceWorkloads[w].sliceCount() && next + take <= m_spec.slices; ++k) {
            for (int end = next + take; next < end; ++next) {
                wholeBlocks[std::size_t(next)] = true;
                for (int i = next * m_chipsPerSlice; i < (next + 1) * m_chipsPerSlice; ++i)
                    m_chips[std::size_t(i)].workload = w;
            }
            ++m_placedCopies[std::size_t(w)];
        }
    }
    // Largest first, so small sub-slices do not scatter where a larger one would have fitted.
    std::stable_sort(subSlices.begin(), subSlices.end(), [](const auto &l, const auto &r) {
        return l.second[0] * l.second[1] * l.second[2] > r.second[0] * r.second[1] * r.second[2];
    });
    for (const auto &[w, shape] : subSlices) {
        for (int k = 0; k < m_spec.sliceWorkloads[w].sliceCount() && placeSubSlice(w, shape, wholeBlocks); ++k)
            ++m_placedCopies[std::size_t(w)];
    }
}

std::optional<std::array<int, 3>> TorusGraph::workloadShape(int workload) const
{
    const std::optional<Topology> t = Topology::parse(m_spec.sliceWorkloads[workload].topology);
    if (!t || t->dimensionCount() != m_spec.familyDims)
        return std::nullopt;
    return std::array<int, 3>{t->dims().at(0), t->dims().at(1), m_spec.familyDims == 3 ? t->dims().at(2) : 1};
}

int TorusGraph::wholeSlicesOf(const std::array<int, 3> &shape) const
{
    if (m_spec.familyDims == 2)
        return shape == m_dims ? 1 : 0;
    int slices = 1;
    for (std::size_t a = 0; a < 3; ++a) {
        if (shape[a] % m_dims[a] != 0)
            return 0;
        slices *= shape[a] / m_dims[a];
    }
    return slices;
}

int TorusGraph::placedCopies(int workload) const
{
    return workload >= 0 && std::size_t(workload) < m_placedCopies.size() ? m_placedCopies[std::size_t(workload)] : 0;
}

bool TorusGraph::placeSubSlice(int workload, const std::array<int, 3> &shape, const std::vector<bool> &wholeBlocks)
{
    const auto boxFree = [&](int block, const std::array<int, 3> &origin, bool take) {
        for (int z = 0; z < shape[2]; ++z)
            for (int y = 0; y < shape[1]; ++y)
                for (int x = 0; x < shape[0]; ++x) {
                    const int chip = chipIndex(block, {origin[0] + x, origin[1] + y, origin[2] + z});
                    if (chip < 0 || (!take && m_chips[std::size_t(chip)].workload >= 0))
                        return false;
                    if (take)
                        m_chips[std::size_t(chip)].workload = workload;
                }
        return true;
    };
    for (int block = 0; block < m_spec.slices; ++block) {
        if (wholeBlocks[std::size_t(block)])
            continue;
        for (int z = 0; z + shape[2] <= m_dims[2]; z += shape[2])
            for (int y = 0; y + shape[1] <= m_dims[1]; y += shape[1])
                for (int x = 0; x + shape[0] <= m_dims[0]; x += shape[0]) {
                    if (boxFree(block, {x, y, z}, false))
                        return boxFree(block, {x, y, z}, true);
                }
    }
    return false;
}

void TorusGraph::chooseWiring()
{
    const std::array<int, 3> &dims = m_dims;
    if (m_spec.familyDims == 3) {
        m_fullCube = dims[0] % 4 == 0 && dims[1] % 4 == 0 && dims[2] % 4 == 0;
        for (std::size_t a = 0; a < 3; ++a)
            m_wraps[a] = m_fullCube;
    } else {
        for (std::size_t a = 0; a < 2; ++a)
            m_wraps[a] = dims[a] >= 16;
    }
    int longAxes = 0;
    int wrapAxes = 0;
    for (std::size_t a = 0; a < 3; ++a) {
        longAxes += dims[a] > 1 ? 1 : 0;
        wrapAxes += m_wraps[a] ? 1 : 0;
    }
    const bool twisted = m_spec.twisted && m_spec.twistable && m_fullCube && dims[2] > 1;
    if (wrapAxes == 0)
        m_wiring = TorusWiring::Mesh;
    else if (wrapAxes < longAxes)
        m_wiring = TorusWiring::Cylinder;
    else
        m_wiring = twisted ? TorusWiring::TwistedTorus : TorusWiring::Torus;
}

void TorusGraph::placeChips()
{
    // Nodes: blocks numbered tray by tray (x fastest), then within the tray.
    const std::array<int, 3> &dims = m_dims;
    const std::array<int, 3> nodeGrid{dims[0] / m_nodeBlock[0], dims[1] / m_nodeBlock[1], dims[2] / m_nodeBlock[2]};
    const std::array<int, 3> hostGrid{ceilDiv(dims[0], m_hostBlock[0]), ceilDiv(dims[1], m_hostBlock[1]),
                                      ceilDiv(dims[2], m_hostBlock[2])};
    m_nodesPerSlice = nodeGrid[0] * nodeGrid[1] * nodeGrid[2];
    m_hostsPerSlice = hostGrid[0] * hostGrid[1] * hostGrid[2];
    auto hostOf = [&](const std::array<int, 3> &c) {
        return c[0] / m_hostBlock[0] + hostGrid[0] * (c[1] / m_hostBlock[1] + hostGrid[1] * (c[2] / m_hostBlock[2]));
    };
    auto nodeGridIndex = [&](const std::array<int, 3> &c) {
        return c[0] / m_nodeBlock[0] + nodeGrid[0] * (c[1] / m_nodeBlock[1] + nodeGrid[1] * (c[2] / m_nodeBlock[2]));
    };
    std::vector<int> order(static_cast<std::size_t>(m_nodesPerSlice));
    std::iota(order.begin(), order.end(), 0);
    auto originOf = [&](int gridIndex) {
        return std::array<int, 3>{gridIndex % nodeGrid[0] * m_nodeBlock[0],
                                  gridIndex / nodeGrid[0] % nodeGrid[1] * m_nodeBlock[1],
                                  gridIndex / (nodeGrid[0] * nodeGrid[1]) * m_nodeBlock[2]};
    };
    std::stable_sort(order.begin(), order.end(), [&](int l, int r) { return hostOf(originOf(l)) < hostOf(originOf(r)); });
    std::vector<int> workerOfGrid(order.size());
    for (std::size_t worker = 0; worker < order.size(); ++worker)
        workerOfGrid[std::size_t(order[worker])] = int(worker);

    // Chips, x fastest, slice by slice.
    const std::size_t total = std::size_t(m_chipsPerSlice) * std::size_t(m_spec.slices);
    m_chips.resize(total);
    m_nodeFirstChip.assign(std::size_t(m_nodesPerSlice) * std::size_t(m_spec.slices), -1);
    std::size_t i = 0;
    for (int s = 0; s < m_spec.slices; ++s) {
        for (int z = 0; z < dims[2]; ++z) {
            for (int y = 0; y < dims[1]; ++y) {
                for (int x = 0; x < dims[0]; ++x, ++i) {
                    TorusChip &chip = m_chips[i];
                    chip.coord = {x, y, z};
                    chip.slice = s;
                    chip.node = s * m_nodesPerSlice + workerOfGrid[std::size_t(nodeGridIndex(chip.coord))];
                    chip.host = s * m_hostsPerSlice + hostOf(chip.coord);
                    int &first = m_nodeFirstChip[std::size_t(chip.node)];
                    if (first < 0)
                        first = int(i);
                }
            }
        }
    }
}

void TorusGraph::connectChips()
{
    const std::array<int, 3> &dims = m_dims;
    std::size_t linkEstimate = 0;
    for (std::size_t a = 0; a < 3; ++a) {
        if (dims[a] > 1)
            linkEstimate += std::size_t(m_chipsPerSlice / dims[a]) * std::size_t(dims[a] - (m_wraps[a] ? 0 : 1));
    }
    m_links.reserve(linkEstimate * std::size_t(m_spec.slices));
    const bool twisted = m_wiring == TorusWiring::TwistedTorus;
    const int halfZ = dims[2] / 2;
    for (std::size_t c = 0; c < m_chips.size(); ++c) {
        const TorusChip &chip = m_chips[c];
        for (std::size_t a = 0; a < 3; ++a) {
            const int n = dims[a];
            if (n == 1)
                continue;
            const int at = chip.coord[a];
            std::array<int, 3> to = chip.coord;
            TorusLink link;
            link.a = int(c);
            link.axis = quint8(a);
            if (at + 1 < n) {
                to[a] = at + 1;
                link.optical = m_spec.opticalLinks && to[a] % 4 == 0;
            } else if (m_wraps[a]) {
                to[a] = 0;
                link.wrap = true;
                link.optical = m_spec.opticalLinks && m_fullCube;
                if (twisted && a != 2) {
                    to[2] = (chip.coord[2] + halfZ) % dims[2];
                    link.twisted = true;
                }
            } else {
                continue;
            }
            link.b = chipIndex(chip.slice, to);
            m_links.push_back(link);
        }
    }
}

void TorusGraph::indexLinksByChip()
{
    // CSR, so the view can list a chip's links at once.
    m_adjacencyStart.assign(m_chips.size() + 1, 0);
    for (const TorusLink &link : m_links) {
        ++m_adjacencyStart[std::size_t(link.a) + 1];
        ++m_adjacencyStart[std::size_t(link.b) + 1];
    }
    std::partial_sum(m_adjacencyStart.begin(), m_adjacencyStart.end(), m_adjacencyStart.begin());
    m_adjacency.resize(m_links.size() * 2);
    std::vector<int> fill(m_adjacencyStart.begin(), m_adjacencyStart.end() - 1);
    for (std::size_t l = 0; l < m_links.size(); ++l) {
        m_adjacency[std::size_t(fill[std::size_t(m_links[l].a)]++)] = int(l);
        m_adjacency[std::size_t(fill[std::size_t(m_links[l].b)]++)] = int(l);
    }
}

int TorusGraph::chipIndex(int slice, const std::array<int, 3> &c) const
{
    if (slice < 0 || slice >= m_spec.slices)
        return -1;
    for (std::size_t a = 0; a < 3; ++a) {
        if (c[a] < 0 || c[a] >= m_dims[a])
            return -1;
    }
    return slice * m_chipsPerSlice + c[0] + m_dims[0] * (c[1] + m_dims[1] * c[2]);
}

std::vector<int> TorusGraph::linksOfChip(int chip) const
{
    if (chip < 0 || std::size_t(chip) >= m_chips.size())
        return {};
    return std::vector<int>(m_adjacency.begin() + m_adjacencyStart[std::size_t(chip)],
                            m_adjacency.begin() + m_adjacencyStart[std::size_t(chip) + 1]);
}

std::array<int, 3> TorusGraph::nodeOrigin(int node) const
{
    if (node < 0 || std::size_t(node) >= m_nodeFirstChip.size())
        return {0, 0, 0};
    return m_chips[std::size_t(m_nodeFirstChip[std::size_t(node)])].coord;
}

QString TorusGraph::nodeLabel(int node) const
{
    return QStringLiteral("%1-s%2-w%3").arg(m_spec.poolName).arg(sliceOfNode(node)).arg(workerOf(node));
}

TorusGraph::LinkCounts TorusGraph::linkCounts() const
{
    LinkCounts counts;
    for (const TorusLink &link : m_links) {
        ++counts.total;
        ++counts.perAxis[link.axis];
        if (link.wrap) {
            ++counts.wrap;
            ++counts.wrapPerAxis[link.axis];
        } else {
            ++counts.neighbour;
        }
        counts.optical += link.optical ? 1 : 0;
        counts.twisted += link.twisted ? 1 : 0;
    }
    return counts;
}

QString TorusGraph::wiringName(TorusWiring wiring)
{
    switch (wiring) {
    case TorusWiring::Mesh:
        return QCoreApplication::translate("TorusGraph", "mesh");
    case TorusWiring::Cylinder:
        return QCoreApplication::translate("TorusGraph", "cylinder");
    case TorusWiring::Torus:
        return QCoreApplication::translate("TorusGraph", "torus");
    case TorusWiring::TwistedTorus:
        return QCoreApplication::translate("TorusGraph", "twisted torus");
    }
    return QString();
}

QString TorusGraph::explanation() const
{
    const QString shape = m_spec.topology.toString();
    QString text;
    if (m_spec.familyDims == 3) {
        if (m_wiring == TorusWiring::Mesh) {
            text = QCoreApplication::translate("TorusGraph", "%1 is not made of whole 4x4x4 cubes, so it has no wraparound links: chips on its faces "
                      "have fewer than six neighbours (a mesh).")
                       .arg(shape);
        } else {
            const int cubes = m_dims[0] / 4 * (m_dims[1] / 4) * (m_dims[2] / 4);
            text = QCoreApplication::translate("TorusGraph", "%1 is %2 whole 4x4x4 cube(s), so every axis wraps around through the optical circuit "
                      "switches: a 3D torus in which every chip has six neighbours.")
                       .arg(shape)
                       .arg(cubes);
            if (m_wiring == TorusWiring::TwistedTorus)
                text += QLatin1Char(' ') + QCoreApplication::translate("TorusGraph", "Twisted: the x and y wrap links land %1 chips further along z.").arg(m_dims[2] / 2);
            else if (m_spec.twistable)
                text += QLatin1Char(' ') + QCoreApplication::translate("TorusGraph", "This shape can also be wired as a twisted torus.");
        }
    } else {
        if (m_wiring == TorusWiring::Mesh) {
            text = QCoreApplication::translate("TorusGraph", "2D slices wrap around only along axes of 16 or more chips; %1 has none, so it is a mesh.").arg(shape);
        } else if (m_wiring == TorusWiring::Cylinder) {
            const int axis = m_wraps[0] ? 0 : 1;
            text = QCoreApplication::translate("TorusGraph", "%1 wraps around only along its %2-chip %3 axis: a cylinder.")
                       .arg(shape)
                       .arg(m_dims[std::size_t(axis)])
                       .arg(axis == 0 ? QStringLiteral("x") : QStringLiteral("y"));
        } else {
            text = QCoreApplication::translate("TorusGraph", "%1 wraps around along both axes: a 2D torus in which every chip has four neighbours.").arg(shape);
        }
    }
    if (hasWorkloads() && m_spec.kueueSubSlices) {
        // Kueue sub-slicing: ordinary slices, each shared by the sub-slices placed in it.
        text += QLatin1Char(' ')
            + QCoreApplication::translate("TorusGraph", "Kueue splits the slices into the sub-slices the workloads name: each "
                                                        "sub-slice's pods are admitted together inside one slice and use its ICI "
                                                        "links; no sub-slice spans two slices.");
    }
    if (isBlockPool()) {
        // Dynamic slicing: the blocks come up unlinked; a super-slice is linked across them.
        text += QLatin1Char(' ')
            + QCoreApplication::translate("TorusGraph", "The blocks are a dynamic-slicing pool: GKE's slice controller links each "
                                                        "workload's slice at run time, a super-slice across whole blocks through the "
                                                        "optical circuit switches, a sub-slice inside one block.");
    } else if (m_spec.slices > 1) {
        text += QLatin1Char(' ')
            + QCoreApplication::translate("TorusGraph", "The %1 slices share no ICI link; they talk over the data-centre network (DCN).").arg(m_spec.slices);
    }
    return text;
}

} // namespace tpuplan
