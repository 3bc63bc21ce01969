// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/ExportBundle.h"

#include "core/cost/CostCalculator.h"
#include "core/cost/CostReport.h"
#include "core/export/ExportPool.h"
#include "core/export/GcloudScriptExporter.h"
#include "core/export/ManifestExporter.h"
#include "core/export/TerraformExporter.h"

#include "core/plan/PlanWriter.h"
#include "core/report/FindingsReport.h"

#include <QJsonDocument>

namespace tpuplan {

QList<BundleFile> ExportBundle::build(const Plan &plan, const QString &planFile, const Findings &findings, const Catalog &catalog,
                                      const QList<BundleFile> &extra, const WorkProgress *progress, bool unsaved)
{
    const QList<ExportPool> pools = ExportPool::derive(plan, catalog);
    if (stopRequested(progress))
        return {};
    QList<BundleFile> files;
    files.append({QStringLiteral("plan.tpuplan.yaml"), PlanWriter::toYaml(plan), false});
    files.append({QStringLiteral("findings.json"),
                  QJsonDocument(FindingsReport::toJson({PlanFindings{planFile, findings}})).toJson(QJsonDocument::Indented), false});
    for (const auto &[pool, yaml] : ManifestExporter::exportAll(plan, pools))
        files.append({QStringLiteral("manifests/%1.yaml").arg(pool), yaml, false});
    if (stopRequested(progress))
        return {};
    files.append({QStringLiteral("gcloud.sh"), GcloudScriptExporter::script(plan, pools, catalog), true});
    if (GcloudScriptExporter::usesAutoprovisioning(plan))
        files.append({QStringLiteral("autoprovisioning.yaml"), GcloudScriptExporter::autoprovisioningConfig(plan, pools, catalog), false});
    if (stopRequested(progress))
        return {};
    files.append({QStringLiteral("main.tf"), TerraformExporter::mainTf(plan, pools, catalog), false});
    if (stopRequested(progress))
        return {};
    const CostSummary cost = CostCalculator::summarize(plan, catalog);
    files.append({QStringLiteral("cost.md"), CostReport::toMarkdown(cost), false});
    files.append({QStringLiteral("cost.csv"), CostReport::toCsv(cost), false});
    files.append({QStringLiteral("cost.json"), QJsonDocument(CostReport::toJson(cost)).toJson(QJsonDocument::Indented), false});
    files.append(extra);
    files.append({QStringLiteral("README.md"), BundleReadme::build(plan, planFile, findings, files, catalog, unsaved), false});
    return files;
}

} // namespace tpuplan
