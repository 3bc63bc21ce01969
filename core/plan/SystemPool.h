// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/plan/ObjectNames.h"

#include <QString>

namespace tpuplan {

/// The small non-TPU node pool every Standard cluster needs for kube-system pods. Its machine
/// type and size are catalog facts (Catalog::gke.systemPool).
struct SystemPool
{
    static QString name() { return ObjectNames::systemNodePool(); }
};

} // namespace tpuplan
