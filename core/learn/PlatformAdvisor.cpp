// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/learn/PlatformAdvisor.h"

namespace tpuplan {
namespace {

using Needs = PlatformNeeds;

/// The facts for GKE, when any need only GKE meets (or meets best).
QStringList gkeReasons(const Needs &needs)
{
    QStringList reasons;
    if (needs.chips == Needs::Chips::More)
        reasons.append(QStringLiteral("gke-more-than-eight-chips"));
    if (needs.sharedByTeam)
        reasons.append(QStringLiteral("gke-team-queues"));
    if (needs.infrastructureAsCode)
        reasons.append(QStringLiteral("gke-infrastructure-as-code"));
    if (needs.budget == Needs::Budget::Committed)
        reasons.append(QStringLiteral("gke-reservations"));
    if (needs.ironwood)
        reasons.append(QStringLiteral("gke-ironwood"));
    if (needs.longSessions && needs.chips != Needs::Chips::One)
        reasons.append(QStringLiteral("gke-long-multi-host-runs"));
    return reasons;
}

} // namespace

QString PlatformAdvisor::platformName(TpuPlatform platform)
{
    switch (platform) {
    case TpuPlatform::Colab:
        return tr("Colab");
    case TpuPlatform::CloudTpuVm:
        return tr("Cloud TPU VM");
    case TpuPlatform::Gke:
        return tr("GKE");
    }
    return QString();
}

PlatformAdvice PlatformAdvisor::advise(const PlatformNeeds &needs)
{
    PlatformAdvice advice;
    const QStringList gke = gkeReasons(needs);
    const bool colabFits = needs.chips == Needs::Chips::One && !needs.longSessions && !needs.ironwood
                           && needs.budget == Needs::Budget::Free && gke.isEmpty();
    if (!gke.isEmpty()) {
        advice.platform = TpuPlatform::Gke;
        advice.reasons = gke;
        advice.caveats.append(QStringLiteral("gke-compute-engine-quota"));
    } else if (colabFits) {
        advice.platform = TpuPlatform::Colab;
        advice.reasons.append(QStringLiteral("colab-free-chip"));
        advice.reasons.append(QStringLiteral("colab-nothing-to-set-up"));
        advice.caveats.append(QStringLiteral("colab-limits"));
    } else {
        advice.platform = TpuPlatform::CloudTpuVm;
        advice.reasons.append(QStringLiteral("tpu-vm-single-user"));
        if (needs.longSessions)
            advice.reasons.append(QStringLiteral("tpu-vm-long-runs"));
        advice.caveats.append(QStringLiteral("tpu-vm-api-maintenance"));
        advice.caveats.append(QStringLiteral("tpu-vm-quota"));
    }
    if (needs.framework == Needs::Framework::TfEstimator)
        advice.caveats.append(QStringLiteral("tf-estimator-2-15"));
    if (needs.ironwood && (needs.framework == Needs::Framework::TensorFlow || needs.framework == Needs::Framework::TfEstimator))
        advice.caveats.append(QStringLiteral("tf-not-on-ironwood"));
    if (advice.platform != TpuPlatform::Colab)
        advice.caveats.append(QStringLiteral("data-in-cloud-storage"));
    return advice;
}

} // namespace tpuplan
