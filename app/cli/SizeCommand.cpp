// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/SizeCommand.h"

#include "core/catalog/CatalogLoader.h"
#include "core/common/FileWrite.h"
#include "core/common/NewFileTarget.h"
#include "core/plan/PlanWriter.h"
#include "core/rules/RuleEngine.h"
#include "core/sizing/SizingReport.h"
#include "core/sizing/WorkloadReader.h"

#include <QJsonDocument>

namespace tpuplan {

SizeCommand::SizeCommand()
    : m_topologyOption(QStringLiteral("topology"), tr("size: only this topology of --tpu (e.g. 16x16)."), tr("topology")),
      m_slicesOption(QStringLiteral("slices"), tr("size: slices of --topology joined over DCN (default 1)."), tr("count")),
      m_mfuOption(QStringLiteral("mfu"), tr("size: model FLOPs utilization to assume, above 0 and at most 1 (default: per TPU version, from published runs)."),
                  tr("share")),
      m_planOutOption(QStringLiteral("plan-out"), tr("size: write the best candidate as a plan to this file (a new file, or an existing one with --force)."),
                      tr("file"))
{
}

QList<QCommandLineOption> SizeCommand::options() const
{
    return {m_topologyOption, m_slicesOption, m_mfuOption, m_planOutOption};
}

int SizeCommand::usageError(const QString &message, QTextStream &err) const
{
    err << QCoreApplication::applicationName() << ": " << message << '\n'
        << tr("Run '%1 --help' for usage.").arg(QCoreApplication::applicationName()) << '\n';
    err.flush();
    return 2;
}

bool SizeCommand::writePlan(const QString &path, const QByteArray &yaml, bool force, QTextStream &err) const
{
    QString error;
    if (!NewFileTarget::check(path, force, &error) || !FileWrite::replace(path, yaml, &error)) {
        err << QCoreApplication::applicationName() << ": " << error << '\n';
        return false;
    }
    return true;
}

int SizeCommand::run(const QStringList &files, const Context &c) const
{
    if (files.size() != 1)
        return usageError(tr("size needs exactly one workload file"), c.err);
    SizingRequest request;
    request.tpu = c.tpu;
    request.topology = c.parser.value(m_topologyOption);
    if (!request.topology.isEmpty() && request.tpu.isEmpty())
        return usageError(tr("--topology needs --tpu"), c.err);
    if (c.parser.isSet(m_slicesOption)) {
        bool ok = false;
        const int slices = c.parser.value(m_slicesOption).toInt(&ok);
        if (!ok || slices < 1 || slices > 1024 || request.topology.isEmpty())
            return usageError(tr("--slices must be a whole number from 1 to 1024, with --tpu and --topology"), c.err);
        request.slices = slices;
    }
    if (c.parser.isSet(m_mfuOption)) {
        bool ok = false;
        const double mfu = c.parser.value(m_mfuOption).toDouble(&ok);
        if (!ok || mfu <= 0 || mfu > 1)
            return usageError(tr("--mfu must be above 0 and at most 1, not '%1'").arg(c.parser.value(m_mfuOption)), c.err);
        request.mfu = mfu;
    }
    const QString file = files.first();
    const WorkloadLoadResult loaded = WorkloadReader::readFile(file);
    for (const Finding &finding : loaded.findings)
        c.err << CatalogLoader::describe(file, finding) << '\n';
    c.err.flush();
    if (!loaded.isWorkload())
        return 2;
    const SizingResult result = SliceSearch::run(loaded.workload, c.catalog, request);
    if (!result.error.isEmpty())
        return usageError(result.error, c.err);
    if (c.json)
        c.out << QJsonDocument(SizingReport::toJson(file, loaded.workload, result)).toJson(QJsonDocument::Indented);
    else
        c.out << SizingReport::toText(file, loaded.workload, result);
    c.out.flush();
    const QString planOut = c.parser.value(m_planOutOption);
    if (!planOut.isEmpty() && !result.candidates.isEmpty()) {
        const Plan plan = SliceSearch::planFor(result.candidates.first(), loaded.workload, c.catalog);
        const bool written = writePlan(planOut, PlanWriter::toYaml(plan), c.force, c.err);
        c.err.flush();
        if (!written)
            return 2;
    }
    const bool anyFits = !result.candidates.isEmpty() && result.candidates.first().fit != Fit::DoesNotFit;
    return anyFits ? 0 : 1;
}

} // namespace tpuplan
