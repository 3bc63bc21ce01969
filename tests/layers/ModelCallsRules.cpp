// SPDX-License-Identifier: GPL-3.0-or-later
// A file of the model layer that reaches up into the rules layer: the cycle the layer check
// exists to refuse. It is linked only into tpuplan-layer-cycle-probe, which must fail to link
// (ctest layer_check_refuses_cycle); no program or library of ours contains it.
#include "core/rules/RuleEngine.h"

namespace tpuplan {

QStringList modelLayerCallingRules()
{
    return RuleEngine::ruleIds();
}

} // namespace tpuplan
