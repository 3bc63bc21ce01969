// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/advice/PlanCheck.h"

#include "core/plan/PlanReader.h"
#include "core/plan/PlanWriter.h"
#include "core/rules/RuleEngine.h"

namespace tpuplan {

Findings PlanCheck::check(const Plan &plan, const Catalog &catalog)
{
    Plan unplaced = plan;
    unplaced.positions = SourceMap();
    Findings findings;
    const PlanLoadResult reread = PlanReader::readBytes(PlanWriter::toYaml(unplaced));
    for (Finding finding : reread.findings) {
        // Unknown keys were reported when the file was opened; the plan keeps them on purpose.
        if (finding.rule == QLatin1String("unknown-field"))
            continue;
        finding.line = 0;
        finding.column = 0;
        findings.append(finding);
    }
    findings += RuleEngine::evaluate(unplaced, catalog);
    return findings;
}

} // namespace tpuplan
