// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/plan/PlanReader.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

#include <optional>

class QJsonArray;

namespace tpuplan {

class SizeCommand;
struct Lesson;

/// `tpu-plan`: parses the command line (docs/cli.md) and hands each command to the core.
/// Exit status 0 = every plan valid, 1 = some plan has an error finding, 2 = a file could not be
/// read or the command line is wrong.
class CliApplication
{
    Q_DECLARE_TR_FUNCTIONS(CliApplication)
public:
    enum ExitCode { Valid = 0, Invalid = 1, UsageOrIoError = 2 };

    CliApplication();
    int run(const QStringList &arguments);

private:
    /// The description, options and arguments `--help` shows, `size`'s options among them.
    void setUpParser(const SizeCommand &size);
    /// `--help` and `--version` print and end the run (exit 0); nullopt when neither is given.
    std::optional<int> printHelpOrVersion();
    /// Checks --format and --lang and installs the language's translator; an exit code when refused.
    std::optional<int> applyFormatAndLanguage();
    /// `catalog`, `catalog refresh` and `topologies`.
    int runCatalogCommand(const QString &command, const QStringList &arguments);
    /// Every other command, after checking its arguments and loading what it needs.
    int runCommand(const QString &command, const QStringList &arguments, const SizeCommand &size);
    int validate(const QStringList &files);
    int printCatalog();
    int topologies();
    int exportBundle(const QStringList &files);
    int cost(const QStringList &files);
    /// `migrate SCRIPT.py [--out FILE]`: exit 0 when the script was read (findings or none), 2
    /// when it cannot be read or is not Python, or the skeleton cannot be written.
    int migrate(const QStringList &files);
    /// `diff A B`: exit 0 when the plans are the same, 1 when they differ, 2 when a file cannot
    /// be read or is not a correct plan.
    int diff(const QStringList &files);
    /// `lint FILE|DIR... [--mode M] [--plan PLAN] [--exclude GLOB]...`: exit 0 no error finding, 1 an error finding,
    /// 2 a file could not be read or is not YAML, or the plan is not a correct plan.
    int lint(const QStringList &paths);
    /// `glossary [TERM]`: every entry, or those TERM names or mentions, in --lang; exit 0, or 1
    /// when no entry matches TERM.
    int glossary(const QStringList &terms);
    /// `lesson list` and `lesson check LESSON PLAN...`: exit 0 when every plan meets every goal,
    /// 1 when one does not, 2 when the lesson or a plan cannot be read.
    int lesson(const QStringList &arguments);
    /// `lesson list`: each lesson with its title and start plan (written to a file for the trainee).
    int listLessons();
    /// `lesson check LESSON PLAN...`.
    int checkLesson(const QString &lessonId, const QStringList &files);
    /// One plan against `lesson`'s goals: appends its result to `results` and its lines to
    /// `text`; true when every goal is met.
    bool checkLessonPlan(const Lesson &lesson, const QString &file, const PlanLoadResult &loaded, QJsonArray *results,
                         QString *text);
    /// Reads the one plan `export`/`cost` work on and evaluates the rules; returns an exit
    /// code when the command must stop here.
    std::optional<int> loadPlan(const QStringList &files, const QString &command, PlanLoadResult *loaded);
    /// Applies `--prices FILE` to the catalog in use; false (after printing why) when refused.
    bool applyPriceOverrides();
    bool loadCatalog();
    void installTranslator(const QString &language);
    int usageError(const QString &message);
    bool jsonOutput() const;

    QCommandLineParser m_parser;
    QCommandLineOption m_formatOption;
    QCommandLineOption m_catalogOption;
    QCommandLineOption m_pricesOption;
    QCommandLineOption m_langOption;
    QCommandLineOption m_tpuOption;
    QCommandLineOption m_modeOption;
    QCommandLineOption m_machineTypeOption;
    QCommandLineOption m_outOption;
    QCommandLineOption m_forceOption;
    QCommandLineOption m_checkOption;
    QCommandLineOption m_planOption;
    QCommandLineOption m_excludeOption;
    Catalog m_catalog;
    QTextStream m_out;
    QTextStream m_err;
};

} // namespace tpuplan
