// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/export/ExportPool.h"

#include <QByteArray>

namespace tpuplan {

/// The Kueue objects through which a dynamic-slicing block pool's workloads get their slices, as
/// GKE's dynamic-slicing guide and xpk's super-slicing configuration write them
/// (https://docs.cloud.google.com/kubernetes-engine/docs/how-to/use-gke-dynamic-slicing): the
/// Topology (block -> 4x4x4 partition -> host), the AdmissionCheck of GKE's slice controller, a
/// ResourceFlavor of healthy blocks on that Topology, and the ClusterQueue and LocalQueue of the
/// pool's queue with the whole blocks as quota. Names and node labels come from the catalog.
/// A v6e sub-sliced pool gets the same without the admission check, as xpk's --sub-slicing
/// writes them: the Topology of sub-slice levels (gke-tpu-slice-16x16-id ... hostname), a
/// ResourceFlavor of the pool's accelerator and topology on it, and the queues with the pool's
/// chips as quota.
class BlockPoolKueue
{
public:
    /// The YAML documents (each after a `---` line) of `pool`, a block or sub-sliced pool.
    static QByteArray objects(const ExportPool &pool);

    /// The Topology of a TPU version's dynamic slices or sub-slices, e.g. `tpu7x-dynamic-slices`, `v6e-sub-slices`.
    static QString topologyName(const ExportPool &pool);
    /// The slice admission check of a TPU version, e.g. `tpu7x-slice-controller`.
    static QString admissionCheckName(const ExportPool &pool);
    /// The pool's ResourceFlavor, e.g. `train-blocks`, `train-sub-slices`.
    static QString flavorName(const ExportPool &pool);
};

} // namespace tpuplan
