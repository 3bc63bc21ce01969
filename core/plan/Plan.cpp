// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/Plan.h"

namespace tpuplan {

bool Plan::sameContent(const Plan &other) const
{
    return apiVersion == other.apiVersion && kind == other.kind && metadata == other.metadata && cluster == other.cluster
           && quota == other.quota && dataBucket == other.dataBucket && pools == other.pools && unknown == other.unknown;
}

int Plan::poolIndex(const QString &name) const
{
    for (int i = 0; i < pools.size(); ++i) {
        if (pools[i].name == name)
            return i;
    }
    return -1;
}

} // namespace tpuplan
