// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace tpuplan {

/// Where to run TPU work: Colab, a Cloud TPU VM, or GKE (the facts, with their public sources,
/// are in resources/glossary/platforms.yaml, as of 2026).
enum class TpuPlatform { Colab, CloudTpuVm, Gke };

/// The few questions that decide it.
struct PlatformNeeds
{
    enum class Chips { One, UpToEight, More };
    enum class Framework { Jax, PyTorch, TensorFlow, TfEstimator };
    enum class Budget { Free, PayAsYouGo, Committed };

    Chips chips = Chips::One;
    Framework framework = Framework::Jax;
    bool longSessions = false;  ///< runs longer than a Colab VM lives (about 12 hours)
    bool sharedByTeam = false;  ///< several people or jobs share the capacity (queues)
    bool infrastructureAsCode = false; ///< reviewed, reproducible set-up (Terraform, manifests)
    bool ironwood = false;      ///< TPU7x wanted
    Budget budget = Budget::Free;
};

struct PlatformAdvice
{
    TpuPlatform platform = TpuPlatform::Colab;
    QStringList reasons;  ///< why this one: ids of PlatformFacts (text and source are data)
    QStringList caveats;  ///< what to watch for on it: ids of PlatformFacts
};

/// The decision helper behind Help > Colab, Cloud TPU VM or GKE?: rules over the needs that
/// pick the facts of PlatformFacts (resources/glossary/platforms.yaml) as reasons and caveats.
class PlatformAdvisor
{
    Q_DECLARE_TR_FUNCTIONS(PlatformAdvisor)
public:
    static PlatformAdvice advise(const PlatformNeeds &needs);
    static QString platformName(TpuPlatform platform);
};

} // namespace tpuplan
