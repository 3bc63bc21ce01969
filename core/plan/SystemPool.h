// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/plan/ObjectNames.h"

#include <QString>

namespace tpuplan {

/// The small non-TPU node pool every Standard cluster needs for kube-system pods (facts B §6).
struct SystemPool
{
    static QString name() { return ObjectNames::systemNodePool(); }
    static QString machineType() { return QStringLiteral("e2-standard-4"); }
    static int vcpu() { return 4; }
    static int memoryGB() { return 16; }
};

} // namespace tpuplan
