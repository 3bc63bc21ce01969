// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/import/ClusterObservation.h"
#include "core/import/ImportReport.h"
#include "core/plan/PoolShape.h"

#include <QCoreApplication>
#include <QSet>

namespace tpuplan {

/// Turns what the input files say about a cluster into a plan, asking the catalog what each
/// machine type is (version, chips per VM, single-host topology). It never guesses: a pool it
/// cannot place is skipped with the reason, and every value the plan has no place for becomes
/// a note (docs/import.md lists the fields and their public sources).
class ImportPlanBuilder
{
    Q_DECLARE_TR_FUNCTIONS(ImportPlanBuilder)
public:
    ImportPlanBuilder(const ClusterObservation &observation, const Catalog &catalog);
    ImportResult build();

private:
    struct PoolCapacity
    {
        QString planCapacity; ///< the plan's capacity field
        QString reported;     ///< what the report calls it
        std::optional<Reservation> reservation;
    };

    void chooseCluster();
    void buildCluster();
    void addKubectlOnlyPools();
    /// The pools to import: each pool once (gcloud's reading before Terraform's), those of other
    /// clusters skipped, then pools only kubectl's nodes show.
    QList<ObservedPool> poolsOfCluster();
    QList<ObservedPool> poolsFromNodes(const QSet<QString> &described) const;
    void importPool(const ObservedPool &observed);
    bool skipUnlessTpu(const ObservedPool &observed, Catalog::MachineTypeRef *ref);
    std::optional<Topology> topologyOf(const ObservedPool &observed, const MachineType &machineType);
    QString zoneOf(const ObservedPool &observed);
    PoolCapacity capacityOf(const ObservedPool &observed);
    std::optional<Reservation> reservationOf(const ObservedPool &observed);
    qint64 setNodeCounts(const ObservedPool &observed, Pool *pool, const PoolShape &shape);
    void noteUnrepresented(const ObservedPool &observed);
    void crossCheckNodes(const ObservedPool &observed, const Pool &pool, const PoolShape &shape, ImportedPool *imported);
    void skip(const ObservedPool &observed, const QString &reason);
    void note(const ObservedPool &observed, const QString &text);
    QList<ObservedNode> nodesOf(const QString &pool) const;

    const ClusterObservation &m_in;
    const Catalog &m_catalog;
    const ObservedCluster *m_cluster = nullptr;
    ImportResult m_result;
};

} // namespace tpuplan
