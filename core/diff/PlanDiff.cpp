// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/diff/PlanDiff.h"

#include "core/diff/FindingsDiff.h"
#include "core/diff/PlanFields.h"
#include "core/cost/CostCalculator.h"
#include "core/report/PlanFigures.h"
#include "core/rules/RuleEngine.h"

#include <QHash>
#include <QSet>

namespace tpuplan {
namespace {

/// Field by field, in A's order and then the fields only B has.
QList<FieldChange> changedFields(const QList<PlanField> &a, const QList<PlanField> &b, const QString &pathPrefix)
{
    QHash<QString, QJsonValue> after;
    for (const PlanField &field : b)
        after.insert(field.path, field.value);
    QSet<QString> seen;
    QList<FieldChange> changes;
    const QJsonValue absent(QJsonValue::Null);
    for (const PlanField &field : a) {
        seen.insert(field.path);
        const QJsonValue to = after.value(field.path, absent);
        if (to != field.value)
            changes.append({field.path, pathPrefix + field.path, field.value, to});
    }
    for (const PlanField &field : b) {
        if (!seen.contains(field.path))
            changes.append({field.path, pathPrefix + field.path, absent, field.value});
    }
    return changes;
}

std::optional<double> rounded(const std::optional<double> &value, double (*round)(double))
{
    return value ? std::optional<double>(round(*value)) : std::nullopt;
}

Findings withoutPositions(Findings findings)
{
    for (Finding &finding : findings) {
        finding.line = 0;
        finding.column = 0;
    }
    return findings;
}

} // namespace

bool TotalsChange::same() const
{
    return chipsFrom == chipsTo && nodesFrom == nodesTo && hourlyFrom == hourlyTo && monthlyFrom == monthlyTo;
}

bool PlanDiffResult::same() const
{
    return poolsAdded.isEmpty() && poolsRemoved.isEmpty() && poolsChanged.isEmpty() && planFields.isEmpty()
           && totals.same() && introduced.isEmpty() && resolved.isEmpty() && bundle.isEmpty();
}

PlanDiffResult PlanDiff::compare(const PlanSide &a, const PlanSide &b, const Catalog &catalog)
{
    PlanDiffResult result = compareFields(a.plan, b.plan);
    result.fileA = a.file;
    result.fileB = b.file;

    const Findings findingsA = a.readerFindings + RuleEngine::evaluate(a.plan, catalog);
    const Findings findingsB = b.readerFindings + RuleEngine::evaluate(b.plan, catalog);
    const PlanFigures before = PlanFigures::of(a.plan, catalog, findingsA);
    const PlanFigures after = PlanFigures::of(b.plan, catalog, findingsB);
    const auto hourly = [](const PlanFigures &f) { return rounded(f.cost.totalHourly.selected, CostCalculator::roundHourly); };
    const auto monthly = [](const PlanFigures &f) { return rounded(f.cost.totalMonthly.selected, CostCalculator::roundMonthly); };
    result.totals = {before.chips, after.chips, before.nodes, after.nodes,
                     hourly(before), hourly(after), monthly(before), monthly(after), after.cost.currency};

    const FindingsDiff::Result findings = FindingsDiff::compare(findingsA, findingsB);
    result.introduced = findings.introduced;
    result.resolved = findings.resolved;

    result.bundle = BundleDiff::compare(ExportBundle::build(a.plan, b.file, withoutPositions(findingsA), catalog),
                                        ExportBundle::build(b.plan, b.file, withoutPositions(findingsB), catalog));
    return result;
}

PlanDiffResult PlanDiff::compareFields(const Plan &planA, const Plan &planB)
{
    PlanDiffResult result;
    result.planFields = changedFields(PlanFields::planFields(planA), PlanFields::planFields(planB), QString());

    // Pools by name; a name used twice matches its first use with the first, and so on.
    const QList<QList<PlanField>> fieldsA = PlanFields::poolFields(planA);
    const QList<QList<PlanField>> fieldsB = PlanFields::poolFields(planB);
    QHash<QString, QList<qsizetype>> unmatchedA;
    for (qsizetype i = 0; i < planA.pools.size(); ++i)
        unmatchedA[planA.pools[i].name].append(i);
    for (qsizetype j = 0; j < planB.pools.size(); ++j) {
        const QString &name = planB.pools[j].name;
        QList<qsizetype> &candidates = unmatchedA[name];
        if (candidates.isEmpty()) {
            result.poolsAdded.append(name);
            continue;
        }
        const qsizetype i = candidates.takeFirst();
        const QList<FieldChange> changes =
            changedFields(fieldsA.value(i), fieldsB.value(j), QStringLiteral("pools[%1].").arg(j));
        if (!changes.isEmpty())
            result.poolsChanged.append({name, changes});
    }
    for (qsizetype i = 0; i < planA.pools.size(); ++i) {
        const QList<qsizetype> &left = unmatchedA[planA.pools[i].name];
        if (left.contains(i))
            result.poolsRemoved.append(planA.pools[i].name);
    }
    return result;
}

} // namespace tpuplan
