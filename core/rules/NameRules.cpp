// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/NameRules.h"

#include "core/plan/ObjectNames.h"
#include "core/plan/PlanFieldRules.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace tpuplan {
namespace {

const QString kNameCollision = QStringLiteral("name-collision");

/// Who took a name: a slice of a pool, or the exported cluster itself (pool < 0).
struct Owner
{
    int pool = -1;
    int slice = 0;
    int slices = 1;
    QString nodePool;
    QString reservedWhy; ///< for names the exporters use themselves
};

class CollisionChecker
{
public:
    CollisionChecker(const RuleContext &context, FindingSink &sink) : m_context(context), m_sink(sink) {}

    void run()
    {
        // Autopilot has no node pools: its exports name only Kubernetes objects, one per pool.
        if (!m_context.isStandard())
            return;
        reserve(ObjectNames::systemNodePool(),
                NameRules::tr("the small non-TPU node pool that main.tf creates for kube-system Pods"));
        reserve(ObjectNames::gcloudDefaultNodePool(),
                NameRules::tr("the node pool gcloud creates with the cluster, which gcloud.sh keeps for kube-system Pods"));
        const Plan &plan = m_context.plan;
        QSet<QString> pools;
        for (int i = 0; i < plan.pools.size(); ++i) {
            // Two pools of one name are plan-invalid already (PlanFieldRules).
            if (plan.pools[i].name.isEmpty() || pools.contains(plan.pools[i].name))
                continue;
            pools.insert(plan.pools[i].name);
            const int slices = std::max(1, m_context.shapes[i].slices);
            // A count past the plan format's range is an error already (PlanFieldRules); naming
            // each of up to 2^31 node pools would only stall the check.
            if (slices > PlanFieldRules::kSlices.max)
                continue;
            const QStringList names = ObjectNames::nodePoolNames(plan.pools[i].name, slices);
            for (int s = 0; s < names.size(); ++s) {
                if (!claim({i, s, slices, names[s], {}}))
                    break; // one finding per pool is enough to rename it
            }
        }
    }

private:
    void reserve(const QString &nodePool, const QString &why)
    {
        const Owner owner{-1, 0, 1, nodePool, why};
        m_nodePools.insert(nodePool, owner);
        m_identifiers.insert(ObjectNames::terraformIdentifier(nodePool), owner);
    }

    /// Records the names `owner` takes; false (and a finding) when one is taken already.
    bool claim(const Owner &owner)
    {
        const QString field = RuleContext::poolField(owner.pool, "name");
        if (const auto other = m_nodePools.constFind(owner.nodePool); other != m_nodePools.constEnd()) {
            if (other->pool < 0) {
                m_sink.error(kNameCollision, owner.pool, field,
                             NameRules::tr("%1 becomes the GKE node pool '%2', the name of %3; rename the pool")
                                 .arg(describe(owner), owner.nodePool, other->reservedWhy));
            } else {
                m_sink.error(kNameCollision, owner.pool, field,
                             NameRules::tr("%1 and %2 both become the GKE node pool '%3' (a pool of several slices gets one "
                                           "node pool per slice, NAME-0, NAME-1, ...); rename one of the pools")
                                 .arg(describe(*other), describe(owner), owner.nodePool));
            }
            return false;
        }
        const QString identifier = ObjectNames::terraformIdentifier(owner.nodePool);
        if (const auto other = m_identifiers.constFind(identifier); other != m_identifiers.constEnd()) {
            m_sink.error(kNameCollision, owner.pool, field,
                         NameRules::tr("%1 and %2 both become the Terraform resource google_container_node_pool.%3 (Terraform "
                                       "names keep letters, digits and '_' and put 'pool_' before a leading digit); "
                                       "rename one of the pools")
                             .arg(describe(*other), describe(owner), identifier));
            return false;
        }
        m_nodePools.insert(owner.nodePool, owner);
        m_identifiers.insert(identifier, owner);
        return true;
    }

    QString describe(const Owner &owner) const
    {
        if (owner.pool < 0)
            return NameRules::tr("the cluster's node pool '%1'").arg(owner.nodePool);
        const QString pool = m_context.plan.pools[owner.pool].name;
        if (owner.slices <= 1)
            return NameRules::tr("pool '%1'").arg(pool);
        return NameRules::tr("slice %1 of pool '%2' (node pool '%3')").arg(owner.slice).arg(pool, owner.nodePool);
    }

    const RuleContext &m_context;
    FindingSink &m_sink;
    QHash<QString, Owner> m_nodePools;
    QHash<QString, Owner> m_identifiers;
};

} // namespace

void NameRules::check(const RuleContext &context, FindingSink &sink)
{
    CollisionChecker(context, sink).run();
}

} // namespace tpuplan
