// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lint/ManifestNode.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace tpuplan {

/// A Kueue ResourceFlavor: the node labels Kueue adds to a workload's pods when it admits the
/// workload on this flavor.
struct KueueFlavor
{
    QString name;
    QMap<QString, ManifestNode> nodeLabels;
};

/// The Kueue objects among the linted files (ResourceFlavors, LocalQueues, ClusterQueues), so
/// that a workload sent to a queue is judged with the selectors its admission adds.
class KueueView
{
public:
    /// Remembers `object` when it is one of the Kueue kinds above (items of a List too).
    void collect(const ManifestNode &object);
    void merge(const KueueView &other);
    bool hasFlavors() const { return !m_flavors.isEmpty(); }

    /// The flavors with a TPU accelerator label that Kueue may assign to a workload of `queue`:
    /// those of the queue's ClusterQueue when the LocalQueue and ClusterQueue are in view, else
    /// every such flavor in view, in the ClusterQueue's order.
    QList<KueueFlavor> tpuFlavorsFor(const QString &queue) const;
    /// True when the LocalQueue `queue` and its ClusterQueue are both in view.
    bool knowsQueue(const QString &queue) const;

private:
    QList<KueueFlavor> m_flavors;
    QMap<QString, QString> m_localQueues;       ///< LocalQueue name -> ClusterQueue name
    QMap<QString, QStringList> m_clusterQueues; ///< ClusterQueue name -> flavor names
};

} // namespace tpuplan
