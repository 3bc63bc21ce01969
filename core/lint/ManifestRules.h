// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/common/Finding.h"
#include "core/lint/TpuWorkload.h"
#include "core/plan/Plan.h"

#include <QCoreApplication>

#include <optional>

namespace tpuplan {

/// What `lint` knows beyond the manifests: the GKE mode they are meant for and a plan whose
/// pools they should schedule on.
class KueueView;

struct LintContext
{
    const Catalog &catalog;
    std::optional<bool> autopilot; ///< empty: either mode
    const Plan *plan = nullptr;
    /// The Kueue flavors and queues in view: a workload sent to a queue is judged with the node
    /// selectors its admission adds.
    const KueueView *kueue = nullptr;
    /// The caller can leave files out by name (tpu-plan lint's --exclude): a template's note
    /// offers it. The window checks the files or the folder chosen and has no such option.
    bool offersExclude = true;
};

/// The rules a TPU workload's manifest must follow to schedule on GKE (rule ids `lint-*`, listed
/// in docs/rules.md). They ask the same catalog as the plan rules: accelerators, topologies,
/// chips per VM or pod, which version takes a workload policy or collection scheduling.
class ManifestRules
{
    Q_DECLARE_TR_FUNCTIONS(ManifestRules)
public:
    /// A workload with a Kueue queue-name label is checked as each TPU flavor Kueue may admit it
    /// on would leave it (the first that gives no error wins); findings of severity Info are
    /// notes (a check left partial), not problems.
    static Findings check(const TpuWorkload &workload, const LintContext &context);
    /// Every rule id these rules report, `lint-yaml` (ManifestLinter's) included.
    static QStringList ruleIds();
};

} // namespace tpuplan
