// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/Plan.h"

namespace tpuplan {

int Plan::poolIndex(const QString &name) const
{
    for (int i = 0; i < pools.size(); ++i) {
        if (pools[i].name == name)
            return i;
    }
    return -1;
}

} // namespace tpuplan
