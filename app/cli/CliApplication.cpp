// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliApplication.h"

#include "catalog/CatalogLoader.h"
#include "catalog/TopologyOptions.h"
#include "plan/PlanReader.h"
#include "report/CatalogReport.h"
#include "report/FindingsReport.h"
#include "rules/RuleEngine.h"

#include <QJsonDocument>
#include <QLocale>
#include <QTranslator>

#include <cstdio>

namespace tpuplan {

CliApplication::CliApplication()
    : m_formatOption(QStringLiteral("format"), tr("Output format: text or json (default text)."), tr("format"),
                     QStringLiteral("text")),
      m_catalogOption(QStringLiteral("catalog"), tr("Use this catalog file instead of the built-in one."), tr("file")),
      m_pricesOption(QStringLiteral("prices"), tr("Override prices with this file (cost and export)."), tr("file")),
      m_langOption(QStringLiteral("lang"), tr("Language of messages: en, de, it or vi."), tr("language"),
                   QStringLiteral("en")),
      m_tpuOption(QStringLiteral("tpu"), tr("TPU version (topologies): v6e, v5p, v5e, v4 or v3."), tr("version")),
      m_modeOption(QStringLiteral("mode"), tr("GKE mode (topologies): standard or autopilot."), tr("mode")),
      m_machineTypeOption(QStringLiteral("machine-type"),
                          tr("Only this machine type or accelerator (topologies)."), tr("name")),
      m_outOption(QStringLiteral("out"), tr("Output directory (export) or file (migrate)."), tr("path")),
      m_forceOption(QStringLiteral("force"), tr("Export even when the plan has errors.")),
      m_out(stdout), m_err(stderr)
{
}

bool CliApplication::jsonOutput() const
{
    return m_parser.value(m_formatOption) == QLatin1String("json");
}

int CliApplication::usageError(const QString &message)
{
    m_err << QCoreApplication::applicationName() << ": " << message << '\n'
          << tr("Run '%1 --help' for usage.").arg(QCoreApplication::applicationName()) << '\n';
    m_err.flush();
    return UsageOrIoError;
}

void CliApplication::installTranslator(const QString &language)
{
    if (language == QLatin1String("en"))
        return;
    auto *translator = new QTranslator(QCoreApplication::instance());
    if (translator->load(QStringLiteral(":/i18n/tpu-planner_%1.qm").arg(language)))
        QCoreApplication::installTranslator(translator);
}

int CliApplication::run(const QStringList &arguments)
{
    m_parser.setApplicationDescription(
        tr("Validate TPU plans for Google Kubernetes Engine and list what the catalog offers.\n\n"
           "Commands:\n"
           "  validate PLAN...            check plans and print their findings\n"
           "  catalog                     print the TPU catalog in use\n"
           "  topologies --tpu V --mode M [--machine-type T]\n"
           "                              list supported topologies\n"
           "  export PLAN --out DIR       write the review bundle (not yet available)\n"
           "  cost PLAN                   print the cost summary (not yet available)\n"
           "  migrate SCRIPT.py           TPUEstimator to TPUStrategy help (not yet available)"));
    m_parser.addHelpOption();
    m_parser.addVersionOption();
    m_parser.addPositionalArgument(QStringLiteral("command"), tr("validate, catalog, topologies, export, cost or migrate"));
    m_parser.addPositionalArgument(QStringLiteral("files"), tr("Plan files or scripts, depending on the command."),
                                   QStringLiteral("[files...]"));
    m_parser.addOptions({m_formatOption, m_catalogOption, m_pricesOption, m_langOption, m_tpuOption, m_modeOption,
                         m_machineTypeOption, m_outOption, m_forceOption});
    if (!m_parser.parse(arguments))
        return usageError(m_parser.errorText());
    if (m_parser.isSet(QStringLiteral("help"))) {
        m_out << m_parser.helpText();
        m_out.flush();
        return Valid;
    }
    if (m_parser.isSet(QStringLiteral("version"))) {
        m_out << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion() << '\n';
        m_out.flush();
        return Valid;
    }
    const QString format = m_parser.value(m_formatOption);
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return usageError(tr("--format must be text or json, not '%1'").arg(format));
    const QString language = m_parser.value(m_langOption);
    if (!QStringList{QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("it"), QStringLiteral("vi")}.contains(language))
        return usageError(tr("--lang must be en, de, it or vi, not '%1'").arg(language));
    installTranslator(language);

    QStringList positional = m_parser.positionalArguments();
    if (positional.isEmpty())
        return usageError(tr("no command given"));
    const QString command = positional.takeFirst();
    if (command == QLatin1String("validate")) {
        if (positional.isEmpty())
            return usageError(tr("validate needs at least one plan file"));
        if (!loadCatalog())
            return UsageOrIoError;
        return validate(positional);
    }
    if (command == QLatin1String("catalog")) {
        if (!loadCatalog())
            return UsageOrIoError;
        return printCatalog();
    }
    if (command == QLatin1String("topologies")) {
        if (!loadCatalog())
            return UsageOrIoError;
        return topologies();
    }
    if (command == QLatin1String("export") || command == QLatin1String("cost"))
        return notYetAvailable(command, tr("the review bundle (manifests, gcloud, Terraform, cost summary)"));
    if (command == QLatin1String("migrate"))
        return notYetAvailable(command, tr("the TPUEstimator to TPUStrategy migration helper"));
    return usageError(tr("unknown command '%1'").arg(command));
}

bool CliApplication::loadCatalog()
{
    const QString path = m_parser.value(m_catalogOption);
    CatalogChoice choice = CatalogLoader::loadOrBuiltIn(path);
    if (!choice.refusedPath.isEmpty()) {
        for (const Finding &problem : std::as_const(choice.refusedProblems))
            m_err << CatalogLoader::describe(choice.refusedPath, problem) << '\n';
        m_err << tr("%1: catalog refused; using the built-in catalog (as of %2) instead")
                     .arg(choice.refusedPath, choice.catalog.asOf)
              << '\n';
        m_err.flush();
    }
    m_catalog = choice.catalog;
    return true;
}

int CliApplication::validate(const QStringList &files)
{
    QList<PlanFindings> results;
    bool unreadable = false;
    for (const QString &file : files) {
        PlanLoadResult loaded = PlanReader::readFile(file);
        PlanFindings result;
        result.file = file;
        result.findings = loaded.findings;
        if (loaded.status != PlanLoadResult::Status::Loaded) {
            unreadable = true;
        } else if (!hasErrors(loaded.findings)) {
            result.findings += RuleEngine::evaluate(loaded.plan, m_catalog);
        }
        results.append(result);
    }
    if (jsonOutput())
        m_out << QJsonDocument(FindingsReport::toJson(results)).toJson(QJsonDocument::Indented);
    else
        m_out << FindingsReport::toText(results);
    m_out.flush();
    if (unreadable)
        return UsageOrIoError;
    for (const PlanFindings &result : std::as_const(results)) {
        if (!result.valid())
            return Invalid;
    }
    return Valid;
}

int CliApplication::printCatalog()
{
    if (jsonOutput())
        m_out << QJsonDocument(CatalogReport::catalogJson(m_catalog)).toJson(QJsonDocument::Indented);
    else
        m_out << CatalogReport::catalogText(m_catalog);
    m_out.flush();
    return Valid;
}

int CliApplication::topologies()
{
    if (!m_parser.isSet(m_tpuOption) || !m_parser.isSet(m_modeOption))
        return usageError(tr("topologies needs --tpu and --mode"));
    const QString id = m_parser.value(m_tpuOption);
    const TpuVersion *tpu = m_catalog.tpu(id);
    if (!tpu)
        return usageError(tr("'%1' is not a TPU version of the catalog; use one of: %2")
                              .arg(id, m_catalog.tpuIds().join(QStringLiteral(", "))));
    const QString mode = m_parser.value(m_modeOption);
    if (mode != QLatin1String("standard") && mode != QLatin1String("autopilot"))
        return usageError(tr("--mode must be standard or autopilot, not '%1'").arg(mode));
    const bool autopilot = mode == QLatin1String("autopilot");
    const QString filter = m_parser.value(m_machineTypeOption);
    const QList<TopologyOption> options = TopologyOptions::list(*tpu, autopilot, filter);
    if (options.isEmpty()) {
        return usageError(tr("%1 has no %2 '%3' in %4 mode").arg(tpu->id, autopilot ? tr("accelerator") : tr("machine type"),
                                                                   filter, mode));
    }
    if (jsonOutput())
        m_out << QJsonDocument(CatalogReport::topologiesJson(*tpu, autopilot, options)).toJson(QJsonDocument::Indented);
    else
        m_out << CatalogReport::topologiesText(*tpu, autopilot, options);
    m_out.flush();
    return Valid;
}

int CliApplication::notYetAvailable(const QString &command, const QString &what)
{
    m_err << tr("%1: '%2' is not available in this version yet: %3 is still being built. "
                "'validate', 'catalog' and 'topologies' work.")
                 .arg(QCoreApplication::applicationName(), command, what)
          << '\n';
    m_err.flush();
    return UsageOrIoError;
}

} // namespace tpuplan
