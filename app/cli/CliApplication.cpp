// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CliApplication.h"
#include "app/cli/ImportCommand.h"
#include "app/cli/RefreshCommand.h"

#include "app/cli/SizeCommand.h"

#include "core/catalog/CatalogLoader.h"
#include "core/catalog/TopologyOptions.h"
#include "core/common/ControlText.h"
#include "core/common/FileWrite.h"
#include "core/common/Languages.h"
#include "core/diff/DiffReport.h"
#include "core/diff/PlanDiff.h"
#include "core/learn/Glossary.h"
#include "core/learn/Lesson.h"
#include "core/lint/LintReport.h"
#include "core/export/BundleWriter.h"
#include "core/cost/CostCalculator.h"
#include "core/cost/CostReport.h"
#include "core/export/ExportBundle.h"
#include "core/cost/PriceOverrides.h"
#include "core/migrate/MigrationReport.h"
#include "core/migrate/MigrationScanner.h"
#include "core/migrate/SkeletonWriter.h"
#include "core/plan/PlanReader.h"
#include "core/report/CatalogReport.h"
#include "core/report/FindingsReport.h"
#include "core/rules/RuleEngine.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTranslator>

#include <cstdio>

namespace tpuplan {

CliApplication::CliApplication()
    : m_formatOption(QStringLiteral("format"), tr("Output format: text or json (default text)."), tr("format"),
                     QStringLiteral("text")),
      m_catalogOption(QStringLiteral("catalog"), tr("Use this catalog file instead of the built-in one (a file that says 'extends: built-in' is merged onto it)."), tr("file")),
      m_pricesOption(QStringLiteral("prices"), tr("Override prices with this file (cost, export and diff)."), tr("file")),
      m_langOption(QStringLiteral("lang"), tr("Language of messages: %1.").arg(Languages::available().join(QStringLiteral(", "))),
                   tr("language"),
                   QStringLiteral("en")),
      m_tpuOption(QStringLiteral("tpu"),
                  tr("TPU version (topologies), one of the built-in catalog's: %1.")
                      .arg(Catalog::builtIn().tpuIds().join(QStringLiteral(", "))),
                  tr("version")),
      m_modeOption(QStringLiteral("mode"), tr("GKE mode (topologies, lint): standard or autopilot."), tr("mode")),
      m_machineTypeOption(QStringLiteral("machine-type"),
                          tr("Only this machine type or accelerator (topologies)."), tr("name")),
      m_outOption(QStringLiteral("out"), tr("Output directory (export) or file (migrate, import, catalog refresh)."), tr("path")),
      m_forceOption(QStringLiteral("force"), tr("Export even when the plan has errors, or into a folder with files tpu-plan did not write (replacing those of the bundle's names); import and catalog refresh: replace an existing --out file.")),
      m_checkOption(QStringLiteral("check"),
                    tr("catalog: show how fresh the facts are (date, oldest sources, facts resting only on third-party sources).")),
      m_planOption(QStringLiteral("plan"), tr("lint: check that each TPU workload runs on one of this plan's pools."),
                   tr("file")),
      m_excludeOption(QStringLiteral("exclude"),
                      tr("lint: leave out the files under a folder whose relative path, or one of whose folders, matches "
                         "this glob (* and ?); may be repeated."),
                      tr("glob")),
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
    // English too: its translation holds the plural forms ("1 chip").
    auto *translator = new QTranslator(QCoreApplication::instance());
    if (Languages::load(*translator, language)) {
        QCoreApplication::installTranslator(translator);
        // The text output's figures as the language writes them (JSON keeps plain numbers).
        Languages::setReportLocale(QLocale(language));
    }
}

int CliApplication::run(const QStringList &arguments)
{
    const SizeCommand size;
    setUpParser(size);
    if (!m_parser.parse(arguments))
        return usageError(m_parser.errorText());
    if (const auto exitCode = printHelpOrVersion())
        return *exitCode;
    if (const auto exitCode = applyFormatAndLanguage())
        return *exitCode;
    QStringList positional = m_parser.positionalArguments();
    if (positional.isEmpty())
        return usageError(tr("no command given"));
    const QString command = positional.takeFirst();
    if (command == QLatin1String("catalog") || command == QLatin1String("topologies"))
        return runCatalogCommand(command, positional);
    return runCommand(command, positional, size);
}

void CliApplication::setUpParser(const SizeCommand &size)
{
    m_parser.setApplicationDescription(
        tr("Validate TPU plans for Google Kubernetes Engine and list what the catalog offers.\n\n"
           "Commands:\n"
           "  validate PLAN...            check plans and print their findings\n"
           "  catalog [--check]           print the TPU catalog in use, or how fresh its facts are\n"
           "  catalog refresh FILE... --out OVERLAY\n"
           "                              a team catalog overlay from gcloud's machine-type and version listings\n"
           "  topologies --tpu V --mode M [--machine-type T]\n"
           "                              list supported topologies\n"
           "  export PLAN --out DIR [--force]\n"
           "                              write the review bundle (manifests, gcloud.sh, main.tf, cost)\n"
           "  cost PLAN                   print the cost summary\n"
           "  migrate SCRIPT.py [--out FILE]\n"
           "                              list the TPUEstimator-era constructs of a TF1 script with their TF2\n"
           "                              TPUStrategy equivalents; print the TF2 skeleton or write it to FILE\n"
           "  diff A B                    what changed between two plans: pools, totals, findings, bundle lines\n"
           "  lint FILE|DIR... [--mode M] [--plan PLAN] [--exclude GLOB]\n"
           "                              check the TPU workloads of Kubernetes manifests (selectors, chips,\n"
           "                              pods per slice, annotations) and, with --plan, that they fit its pools\n"
           "  size WORKLOAD [--tpu V [--topology T [--slices N]]] [--mfu X] [--plan-out PLAN]\n"
           "                              from a model and a job to the slices that fit it: memory per chip,\n"
           "                              step and training time, serving bounds, cost\n"
           "  glossary [TERM]             explain the terms of TPU planning, in --lang\n"
           "  lesson list | lesson check LESSON PLAN...\n"
           "                              training lessons; check trainees' plans against a lesson's goals\n"
           "  import FILE|DIR... [--out PLAN] [--force]\n"
           "                              a plan from what a cluster has: gcloud, kubectl or terraform JSON"));
    m_parser.addHelpOption();
    m_parser.addVersionOption();
    m_parser.addPositionalArgument(QStringLiteral("command"), tr("validate, catalog, topologies, export, cost, migrate, diff, lint, size, glossary, lesson or import"));
    m_parser.addPositionalArgument(QStringLiteral("files"), tr("Plan files, scripts or manifests, depending on the command."),
                                   QStringLiteral("[files...]"));
    m_parser.addOptions({m_formatOption, m_catalogOption, m_pricesOption, m_langOption, m_tpuOption, m_modeOption,
                         m_machineTypeOption, m_outOption, m_forceOption, m_checkOption, m_planOption, m_excludeOption});
    m_parser.addOptions(size.options());
}

std::optional<int> CliApplication::printHelpOrVersion()
{
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
    return std::nullopt;
}

std::optional<int> CliApplication::applyFormatAndLanguage()
{
    const QString format = m_parser.value(m_formatOption);
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return usageError(tr("--format must be text or json, not '%1'").arg(format));
    const QString language = m_parser.value(m_langOption);
    if (!Languages::available().contains(language))
        return usageError(tr("--lang must be one of %1, not '%2'")
                              .arg(Languages::available().join(QStringLiteral(", ")), language));
    installTranslator(language);
    return std::nullopt;
}

int CliApplication::runCatalogCommand(const QString &command, const QStringList &arguments)
{
    if (command == QLatin1String("catalog") && arguments.value(0) == QLatin1String("refresh")) {
        return RefreshCommand::run({arguments.mid(1), m_parser.value(m_outOption), m_parser.isSet(m_forceOption), jsonOutput()},
                                   m_out, m_err);
    }
    if (!arguments.isEmpty())
        return usageError(
            tr("%1 takes no arguments, not '%2'").arg(command, ControlText::escaped(arguments.join(QLatin1Char(' ')))));
    if (!loadCatalog())
        return UsageOrIoError;
    return command == QLatin1String("catalog") ? printCatalog() : topologies();
}

int CliApplication::runCommand(const QString &command, const QStringList &arguments, const SizeCommand &size)
{
    if (command == QLatin1String("validate")) {
        if (arguments.isEmpty())
            return usageError(tr("validate needs at least one plan file"));
        if (!loadCatalog())
            return UsageOrIoError;
        return validate(arguments);
    }
    if (command == QLatin1String("diff")) {
        if (arguments.size() != 2)
            return usageError(tr("diff needs exactly two plan files"));
        if (!loadCatalog() || !applyPriceOverrides())
            return UsageOrIoError;
        return diff(arguments);
    }
    if (command == QLatin1String("export") || command == QLatin1String("cost")) {
        if (!loadCatalog() || !applyPriceOverrides())
            return UsageOrIoError;
        return command == QLatin1String("export") ? exportBundle(arguments) : cost(arguments);
    }
    if (command == QLatin1String("migrate"))
        return migrate(arguments);
    if (command == QLatin1String("lesson")) {
        if (!loadCatalog() || !applyPriceOverrides())
            return UsageOrIoError;
        return lesson(arguments);
    }
    if (command == QLatin1String("glossary")) {
        if (arguments.size() > 1)
            return usageError(tr("glossary takes at most one term (quote a term with spaces)"));
        return glossary(arguments);
    }
    if (command == QLatin1String("lint")) {
        if (arguments.isEmpty())
            return usageError(tr("lint needs at least one manifest file or folder"));
        if (!loadCatalog())
            return UsageOrIoError;
        return lint(arguments);
    }
    if (command == QLatin1String("import")) {
        if (arguments.isEmpty())
            return usageError(tr("import needs at least one file or folder"));
        if (!loadCatalog())
            return UsageOrIoError;
        return ImportCommand::run({arguments, m_parser.value(m_outOption), m_parser.isSet(m_forceOption), jsonOutput()},
                                  m_catalog, m_out, m_err);
    }
    if (command == QLatin1String("size")) {
        if (!loadCatalog() || !applyPriceOverrides())
            return UsageOrIoError;
        return size.run(arguments, {m_parser, m_catalog, m_parser.value(m_tpuOption), m_parser.isSet(m_forceOption), jsonOutput(),
                                    m_out, m_err});
    }
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
    if (!choice.mergedPath.isEmpty()) {
        m_err << tr("%1: merged onto the built-in catalog").arg(choice.mergedPath) << '\n';
        for (const Finding &conflict : std::as_const(choice.mergeConflicts))
            m_err << CatalogLoader::describe(choice.mergedPath, conflict) << '\n';
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
    if (m_parser.isSet(m_checkOption)) {
        if (jsonOutput())
            m_out << QJsonDocument(CatalogReport::checkJson(m_catalog)).toJson(QJsonDocument::Indented);
        else
            m_out << CatalogReport::checkText(m_catalog);
        m_out.flush();
        return Valid;
    }
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

int CliApplication::migrate(const QStringList &files)
{
    if (files.size() != 1)
        return usageError(tr("migrate needs exactly one Python script"));
    const QString file = files.first();
    const MigrationScan scan = MigrationScanner::scanFile(file);
    if (scan.status != MigrationScan::Status::Read) {
        m_err << MigrationReport::errorLine(scan) << '\n';
        m_err.flush();
        return UsageOrIoError;
    }
    const QString skeleton = SkeletonWriter::write(scan);
    const QString out = m_parser.value(m_outOption);
    if (!out.isEmpty()) {
        if (QFileInfo(out).exists() && QFileInfo(out).canonicalFilePath() == QFileInfo(file).canonicalFilePath())
            return usageError(tr("--out %1 is the script itself; the skeleton would replace it").arg(out));
        if (skeleton.isEmpty()) {
            m_err << tr("%1: nothing to migrate, so %2 was not written").arg(ControlText::escaped(file), out) << '\n';
        } else {
            QString error;
            if (!FileWrite::replace(out, skeleton.toUtf8(), &error)) {
                m_err << QCoreApplication::applicationName() << ": " << error << '\n';
                m_err.flush();
                return UsageOrIoError;
            }
        }
        m_err.flush();
    }
    if (jsonOutput()) {
        m_out << QJsonDocument(MigrationReport::toJson(scan, skeleton)).toJson(QJsonDocument::Indented);
    } else {
        m_out << MigrationReport::toText(scan);
        if (!skeleton.isEmpty() && !out.isEmpty())
            m_out << tr("Wrote the TF2 skeleton to %1").arg(QDir::toNativeSeparators(out)) << '\n';
        else if (!skeleton.isEmpty())
            m_out << '\n' << skeleton;
    }
    m_out.flush();
    return Valid;
}

bool CliApplication::applyPriceOverrides()
{
    const QString path = m_parser.value(m_pricesOption);
    if (path.isEmpty())
        return true;
    const PriceOverridesLoadResult result = PriceOverridesLoader::loadFile(path, m_catalog);
    if (!result.overrides) {
        for (const Finding &problem : result.problems)
            m_err << CatalogLoader::describe(path, problem) << '\n';
        m_err << tr("%1: prices file refused; nothing was priced or written").arg(path) << '\n';
        m_err.flush();
        return false;
    }
    result.overrides->applyTo(m_catalog);
    return true;
}

std::optional<int> CliApplication::loadPlan(const QStringList &files, const QString &command, PlanLoadResult *loaded)
{
    if (files.size() != 1)
        return usageError(tr("%1 needs exactly one plan file").arg(command));
    const QString file = files.first();
    *loaded = PlanReader::readFile(file);
    if (loaded->status != PlanLoadResult::Status::Loaded) {
        m_err << FindingsReport::toText({PlanFindings{file, loaded->findings}});
        m_err.flush();
        return UsageOrIoError;
    }
    if (hasErrors(loaded->findings)) {
        // Not a complete plan: there is nothing sound to export or price, --force or not.
        m_err << FindingsReport::toText({PlanFindings{file, loaded->findings}});
        m_err << tr("%1: the file is not a complete plan; fix the errors above").arg(file) << '\n';
        m_err.flush();
        return Invalid;
    }
    loaded->findings += RuleEngine::evaluate(loaded->plan, m_catalog);
    return std::nullopt;
}

int CliApplication::exportBundle(const QStringList &files)
{
    const QString out = m_parser.value(m_outOption);
    if (out.isEmpty())
        return usageError(tr("export needs --out DIR"));
    PlanLoadResult loaded;
    if (const auto exitCode = loadPlan(files, QStringLiteral("export"), &loaded))
        return *exitCode;
    const QString file = files.first();
    const bool errors = hasErrors(loaded.findings);
    if (errors) {
        m_err << FindingsReport::toText({PlanFindings{file, loaded.findings}});
        if (!m_parser.isSet(m_forceOption)) {
            m_err << tr("%1: export refused because the plan has errors; nothing was written. "
                        "Fix them, or use --force to export anyway.").arg(file)
                  << '\n';
            m_err.flush();
            return Invalid;
        }
        m_err << tr("%1: exporting despite the errors (--force); the bundle's README says so").arg(file) << '\n';
    }
    const QList<BundleFile> bundle = ExportBundle::build(loaded.plan, file, loaded.findings, m_catalog);
    BundleWriteOptions options;
    options.replaceOthers = m_parser.isSet(m_forceOption);
    options.inputs = {file};
    const BundleWriteResult written = BundleWriter::write(bundle, out, options);
    if (!written.ok) {
        // BundleWriter says what failed (naming the file) and exactly what state the folder is in.
        m_err << QCoreApplication::applicationName() << ": " << written.error << '\n';
        if (!options.replaceOthers && !written.others.isEmpty())
            m_err << tr("Use --force to replace them.") << '\n';
        for (const QString &line : written.describe())
            m_err << line << '\n';
        m_err.flush();
        return UsageOrIoError;
    }
    m_out << tr("Wrote the review bundle for %1 to %2 (%n file(s)); see %3 for how to apply it.", nullptr, int(bundle.size()))
                 .arg(file, QDir::toNativeSeparators(out), QDir(out).filePath(QStringLiteral("README.md")))
          << '\n';
    for (const QString &line : written.describe())
        m_out << line << '\n';
    m_out.flush();
    m_err.flush();
    return Valid;
}

int CliApplication::cost(const QStringList &files)
{
    PlanLoadResult loaded;
    if (const auto exitCode = loadPlan(files, QStringLiteral("cost"), &loaded)) {
        if (jsonOutput() && files.size() == 1) {
            // A pipeline reading stdout gets JSON either way: the plan's findings and why nothing was priced.
            QJsonObject refused = FindingsReport::toJson({PlanFindings{files.first(), loaded.findings}});
            refused.insert(QStringLiteral("priced"), false);
            refused.insert(QStringLiteral("reason"), loaded.status == PlanLoadResult::Status::Loaded
                                                         ? tr("the file is not a complete plan; fix the errors its findings name")
                                                         : tr("the file could not be read as a plan"));
            m_out << QJsonDocument(refused).toJson(QJsonDocument::Indented);
            m_out.flush();
        }
        return *exitCode;
    }
    if (hasErrors(loaded.findings)) {
        m_err << tr("%1: the plan has error findings (run validate); the cost below assumes it is applied as written")
                     .arg(files.first())
              << '\n';
        m_err.flush();
    }
    const CostSummary summary = CostCalculator::summarize(loaded.plan, m_catalog);
    if (jsonOutput())
        m_out << QJsonDocument(CostReport::toJson(summary)).toJson(QJsonDocument::Indented);
    else
        m_out << CostReport::toText(summary);
    m_out.flush();
    return Valid;
}

int CliApplication::diff(const QStringList &files)
{
    QList<PlanSide> sides;
    for (const QString &file : files) {
        const PlanLoadResult loaded = PlanReader::readFile(file);
        if (loaded.status != PlanLoadResult::Status::Loaded || hasErrors(loaded.findings)) {
            // Nothing sound to compare: the reader's findings name the file, line, column and field.
            m_err << FindingsReport::toText({PlanFindings{file, loaded.findings}});
            if (loaded.status == PlanLoadResult::Status::Loaded)
                m_err << tr("%1: the file is not a complete plan; fix the errors above").arg(ControlText::escaped(file)) << '\n';
            m_err.flush();
            return UsageOrIoError;
        }
        sides.append({file, loaded.plan, loaded.findings});
    }
    const PlanDiffResult result = PlanDiff::compare(sides[0], sides[1], m_catalog);
    if (jsonOutput())
        m_out << QJsonDocument(DiffReport::toJson(result)).toJson(QJsonDocument::Indented);
    else
        m_out << DiffReport::toText(result);
    m_out.flush();
    return result.same() ? Valid : Invalid;
}

int CliApplication::lint(const QStringList &paths)
{
    const QString mode = m_parser.value(m_modeOption);
    if (!mode.isEmpty() && mode != QLatin1String("standard") && mode != QLatin1String("autopilot"))
        return usageError(tr("--mode must be standard or autopilot, not '%1'").arg(mode));
    LintContext context{m_catalog, std::nullopt, nullptr};
    if (!mode.isEmpty())
        context.autopilot = mode == QLatin1String("autopilot");
    PlanLoadResult plan;
    if (m_parser.isSet(m_planOption)) {
        const QString file = m_parser.value(m_planOption);
        plan = PlanReader::readFile(file);
        if (plan.status != PlanLoadResult::Status::Loaded || hasErrors(plan.findings)) {
            m_err << FindingsReport::toText({PlanFindings{file, plan.findings}});
            m_err << tr("%1: --plan needs a correct plan; fix the errors above").arg(ControlText::escaped(file)) << '\n';
            m_err.flush();
            return UsageOrIoError;
        }
        const bool planAutopilot = plan.plan.cluster.isAutopilot();
        if (context.autopilot && *context.autopilot != planAutopilot)
            return usageError(tr("--mode %1 disagrees with the plan, which is %2").arg(mode, plan.plan.cluster.mode));
        context.autopilot = planAutopilot;
        context.plan = &plan.plan;
    }
    const LintResult result = ManifestLinter::lintPaths(paths, context, m_parser.values(m_excludeOption));
    if (jsonOutput())
        m_out << QJsonDocument(LintReport::toJson(result)).toJson(QJsonDocument::Indented);
    else
        m_out << LintReport::toText(result);
    m_out.flush();
    if (result.anyUnreadable())
        return UsageOrIoError;
    return result.anyErrors() ? Invalid : Valid;
}

int CliApplication::glossary(const QStringList &terms)
{
    const Glossary &glossary = Glossary::builtIn();
    const QString language = m_parser.value(m_langOption);
    QList<const GlossaryTerm *> shown;
    if (terms.isEmpty()) {
        shown = glossary.search(QString(), language);
    } else if (const GlossaryTerm *exact = glossary.find(terms.first())) {
        shown = {exact};
    } else {
        shown = glossary.search(terms.first(), language);
    }
    if (shown.isEmpty()) {
        m_err << tr("no glossary entry is called or mentions '%1'; run '%2 glossary' for the list")
                     .arg(ControlText::escaped(terms.first()), QCoreApplication::applicationName())
              << '\n';
        m_err.flush();
        return Invalid;
    }
    if (jsonOutput()) {
        QJsonArray array;
        for (const GlossaryTerm *term : shown) {
            const GlossaryText &text = term->text(language);
            QJsonArray related;
            for (const QString &id : term->related) {
                if (const GlossaryTerm *other = glossary.term(id))
                    related.append(other->text(language).term);
            }
            // id, why, fields and source extend the documented shape (docs/cli.md).
            array.append(QJsonObject{{QStringLiteral("id"), term->id},
                                     {QStringLiteral("term"), text.term},
                                     {QStringLiteral("definition"), text.definition},
                                     {QStringLiteral("why"), text.why},
                                     {QStringLiteral("related"), related},
                                     {QStringLiteral("fields"), QJsonArray::fromStringList(term->fields)},
                                     {QStringLiteral("source"), term->source}});
        }
        m_out << QJsonDocument(QJsonObject{{QStringLiteral("lang"), language}, {QStringLiteral("terms"), array}})
                     .toJson(QJsonDocument::Indented);
    } else {
        for (const GlossaryTerm *term : shown) {
            const GlossaryText &text = term->text(language);
            QStringList related;
            for (const QString &id : term->related) {
                if (const GlossaryTerm *other = glossary.term(id))
                    related.append(other->text(language).term);
            }
            m_out << text.term << '\n' << "  " << text.definition << '\n'
                  << "  " << tr("Why it matters: %1").arg(text.why) << '\n';
            if (!related.isEmpty())
                m_out << "  " << tr("Related: %1").arg(related.join(QStringLiteral(", "))) << '\n';
            m_out << "  " << tr("Source: %1").arg(term->source) << "\n\n";
        }
    }
    m_out.flush();
    return Valid;
}

int CliApplication::lesson(const QStringList &arguments)
{
    const QString action = arguments.value(0);
    if (action == QLatin1String("list") && arguments.size() == 1)
        return listLessons();
    if (action != QLatin1String("check") || arguments.size() < 3)
        return usageError(tr("use 'lesson list' or 'lesson check LESSON PLAN...'"));
    return checkLesson(arguments.at(1), arguments.mid(2));
}

int CliApplication::listLessons()
{
    const QString language = m_parser.value(m_langOption);
    QJsonArray lessons;
    QString text;
    for (const Lesson &lesson : Lessons::builtIn()) {
        QString error;
        const QString start = Lessons::startPlanFile(lesson, &error);
        if (start.isEmpty()) {
            m_err << tr("%1: the start plan cannot be written: %2").arg(lesson.id, error) << '\n';
            m_err.flush();
            return UsageOrIoError;
        }
        lessons.append(QJsonObject{{QStringLiteral("id"), lesson.id},
                                   {QStringLiteral("title"), lesson.title.text(language)},
                                   {QStringLiteral("startPlan"), start},
                                   {QStringLiteral("goals"), int(lesson.goals.size())}});
        text += QStringLiteral("%1  %2\n    %3\n").arg(lesson.id, -22).arg(lesson.title.text(language), start);
    }
    if (jsonOutput())
        m_out << QJsonDocument(QJsonObject{{QStringLiteral("lessons"), lessons}}).toJson(QJsonDocument::Indented);
    else
        m_out << text;
    m_out.flush();
    return Valid;
}

int CliApplication::checkLesson(const QString &lessonId, const QStringList &files)
{
    Findings problems;
    const std::optional<Lesson> lesson = Lessons::find(lessonId, &problems);
    if (!lesson) {
        m_err << FindingsReport::toText({PlanFindings{lessonId, problems}});
        m_err.flush();
        return UsageOrIoError;
    }
    QJsonArray results;
    QString text;
    bool allMet = true;
    bool unreadable = false;
    for (const QString &file : files) {
        const PlanLoadResult loaded = PlanReader::readFile(file);
        if (loaded.status != PlanLoadResult::Status::Loaded) {
            // Not a plan at all: the reader says why, with line and column.
            m_err << FindingsReport::toText({PlanFindings{file, loaded.findings}});
            unreadable = true;
            continue;
        }
        const bool passed = checkLessonPlan(*lesson, file, loaded, &results, &text);
        allMet = allMet && passed;
    }
    if (jsonOutput())
        m_out << QJsonDocument(QJsonObject{{QStringLiteral("lesson"), lesson->id}, {QStringLiteral("results"), results}})
                     .toJson(QJsonDocument::Indented);
    else
        m_out << lesson->title.text(m_parser.value(m_langOption)) << '\n' << text;
    m_out.flush();
    m_err.flush();
    if (unreadable)
        return UsageOrIoError;
    return allMet ? Valid : Invalid;
}

bool CliApplication::checkLessonPlan(const Lesson &lesson, const QString &file, const PlanLoadResult &loaded, QJsonArray *results,
                                     QString *text)
{
    const QString language = m_parser.value(m_langOption);
    const QList<GoalResult> goals = Lessons::check(lesson, loaded.plan, loaded.findings, m_catalog, language);
    QJsonArray goalArray;
    int met = 0;
    QString lines;
    for (int i = 0; i < goals.size(); ++i) {
        const GoalResult &goal = goals.at(i);
        const LessonGoal &asked = lesson.goals.at(i);
        QJsonObject object{
            {QStringLiteral("id"), goal.id}, {QStringLiteral("met"), goal.met}, {QStringLiteral("detail"), goal.detail}};
        if (!goal.met && !asked.hint.isEmpty())
            object.insert(QStringLiteral("hint"), asked.hint.text(language));
        goalArray.append(object);
        met += goal.met ? 1 : 0;
        const QString said = asked.text.text(language);
        lines += QStringLiteral("  [%1] %2%3\n")
                     .arg(goal.met ? QStringLiteral("x") : QStringLiteral(" "), said,
                          goal.detail.isEmpty() || goal.detailRepeats(said) ? QString()
                                                                            : QStringLiteral(" (%1)").arg(goal.detail));
        if (!goal.met && !asked.hint.isEmpty())
            lines += QStringLiteral("      ") + tr("Hint: %1").arg(asked.hint.text(language)) + QLatin1Char('\n');
    }
    const bool passed = met == goals.size();
    results->append(QJsonObject{{QStringLiteral("plan"), ControlText::escaped(file)},
                                {QStringLiteral("passed"), passed},
                                {QStringLiteral("goals"), goalArray}});
    *text += (passed ? tr("%1: every goal met (%2 of %3)") : tr("%1: %2 of %3 goals met"))
                 .arg(ControlText::escaped(file))
                 .arg(met)
                 .arg(goals.size())
             + QLatin1Char('\n') + lines;
    return passed;
}

} // namespace tpuplan
