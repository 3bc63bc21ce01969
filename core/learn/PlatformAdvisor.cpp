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
        reasons.append(PlatformAdvisor::tr("More than 8 chips means a multi-host slice or several slices: GKE creates them as "
                                           "node pools and runs one pod per VM with JobSet; Multislice on bare TPU VMs needs "
                                           "queued resources."));
    if (needs.sharedByTeam)
        reasons.append(PlatformAdvisor::tr("A team sharing TPUs needs queues and quotas: Kueue on GKE admits jobs by priority "
                                           "and fair share."));
    if (needs.infrastructureAsCode)
        reasons.append(PlatformAdvisor::tr("A reviewed, reproducible set-up: GKE's node pools, manifests and Terraform are "
                                           "what tpu-plan exports."));
    if (needs.budget == Needs::Budget::Committed)
        reasons.append(PlatformAdvisor::tr("Reservations and committed use discounts are consumed by GKE node pools (a "
                                           "reservation needs no TPU quota)."));
    if (needs.ironwood)
        reasons.append(PlatformAdvisor::tr("Ironwood (TPU7x) is offered through GKE or Compute Engine only: the Cloud TPU API "
                                           "is in maintenance and does not serve TPU7x and later."));
    if (needs.longSessions && needs.chips != Needs::Chips::One)
        reasons.append(PlatformAdvisor::tr("Long multi-host runs need node repair, checkpoint-friendly restarts "
                                           "(JobSet failure policy) and maintenance exclusions, which GKE provides."));
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
        advice.caveats.append(tr("On-demand TPUs on GKE use Compute Engine quota (not the Cloud TPU API's); request it "
                                 "per region before the first node pool, or use a reservation."));
    } else if (colabFits) {
        advice.platform = TpuPlatform::Colab;
        advice.reasons.append(tr("One chip for prototyping and learning: Colab's free tier offers a single TPU v5e chip "
                                 "(v5e-1; v2-8 left the free tier in September 2025)."));
        advice.reasons.append(tr("Nothing to set up: Colab runs TPU VMs with JAX and TensorFlow 2."));
        advice.caveats.append(tr("Free capacity is limited and subject to availability, and a Colab VM lives at most about "
                                 "12 hours: save checkpoints to Cloud Storage or Drive."));
    } else {
        advice.platform = TpuPlatform::CloudTpuVm;
        advice.reasons.append(tr("A single user with one host's worth of chips: a Cloud TPU VM gives SSH and full control "
                                 "without running a cluster."));
        if (needs.longSessions)
            advice.reasons.append(tr("Runs longer than a Colab VM lives (about 12 hours) need a VM of your own."));
        advice.caveats.append(tr("The Cloud TPU API is in maintenance: create TPUs through queued resources, and move to GKE "
                                 "when the work grows to several hosts, a team or Ironwood."));
        advice.caveats.append(tr("Cloud TPU quotas are TPU API quotas (on-demand and preemptible, counted in cores); "
                                 "most versions start at 0."));
    }
    if (needs.framework == Needs::Framework::TfEstimator)
        advice.caveats.append(tr("TPUEstimator exists only up to TensorFlow 2.15: migrate to TPUStrategy (Tools > Migrate "
                                 "TensorFlow Script) or pin TF 2.15."));
    if (needs.ironwood && (needs.framework == Needs::Framework::TensorFlow || needs.framework == Needs::Framework::TfEstimator))
        advice.caveats.append(tr("TensorFlow is not supported on Ironwood (TPU7x): plan JAX or PyTorch for it."));
    if (advice.platform != TpuPlatform::Colab)
        advice.caveats.append(tr("Keep datasets and checkpoints in Cloud Storage: every host of a multi-host slice reads "
                                 "them, and they outlive the VMs."));
    return advice;
}

} // namespace tpuplan
