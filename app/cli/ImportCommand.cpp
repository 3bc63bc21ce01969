// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/ImportCommand.h"

#include "core/common/ControlText.h"
#include "core/import/ClusterImporter.h"
#include "core/common/NewFileTarget.h"
#include "core/plan/PlanWriter.h"

#include <QJsonDocument>

namespace tpuplan {

namespace {

constexpr int kWritten = 0;
constexpr int kNotImported = 2;

void printReport(const ImportReport &report, bool json, QTextStream &stream)
{
    if (json)
        stream << QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented);
    else
        stream << report.toText();
    stream.flush();
}

} // namespace

int ImportCommand::run(const Options &options, const Catalog &catalog, QTextStream &out, QTextStream &err)
{
    QString error;
    if (!options.out.isEmpty() && !NewFileTarget::check(options.out, options.force, &error)) {
        err << QCoreApplication::applicationName() << ": " << ControlText::escaped(error) << '\n';
        err.flush();
        return kNotImported;
    }
    ImportResult result = ClusterImporter::importPaths(options.paths, catalog);
    if (!result.hasPlan()) {
        if (result.report.problems.isEmpty()) {
            err << QCoreApplication::applicationName() << ": "
                << tr("no cluster and no TPU node pool found in %1").arg(ControlText::escaped(options.paths.join(QStringLiteral(", "))))
                << '\n';
        }
        printReport(result.report, options.json, options.json ? out : err);
        return kNotImported;
    }
    if (options.out.isEmpty()) {
        // The plan is the output; what was done goes beside it.
        out << QString::fromUtf8(PlanWriter::toYaml(result.plan));
        out.flush();
        printReport(result.report, options.json, err);
        return kWritten;
    }
    if (!PlanWriter::save(result.plan, options.out, &error)) {
        err << QCoreApplication::applicationName() << ": " << ControlText::escaped(error) << '\n';
        err.flush();
        return kNotImported;
    }
    result.report.planFile = options.out;
    printReport(result.report, options.json, out);
    return kWritten;
}

} // namespace tpuplan
