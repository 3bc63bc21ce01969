// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/learn/Lesson.h"

#include "core/common/FileRead.h"

#include "core/common/FileWrite.h"
#include "core/common/YamlDocument.h"
#include "core/cost/CostCalculator.h"
#include "core/plan/PoolShape.h"
#include "core/rules/RuleEngine.h"
#include "core/sizing/ModelMath.h"
#include "core/sizing/ModelPresets.h"
#include "core/sizing/SizingMath.h"
#include "core/torus/TorusGraph.h"

#include <QLocale>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <yaml-cpp/yaml.h>

namespace tpuplan {

bool GoalResult::detailRepeats(const QString &goalText) const
{
    const auto words = [](const QString &text) {
        QString simple = text.simplified();
        while (simple.endsWith(QLatin1Char('.')) || simple.endsWith(QChar(0x3002)))
            simple.chop(1);
        return simple.trimmed().toCaseFolded();
    };
    return !detail.isEmpty() && words(detail) == words(goalText);
}
namespace {

const QString kLessonRule = QStringLiteral("lesson-invalid");

/// The text of a scalar; empty for a missing node (yaml-cpp throws when a missing node is asked
/// for its type).
QString scalarText(const YAML::Node &node)
{
    return node.IsDefined() && node.IsScalar() ? QString::fromStdString(node.Scalar()) : QString();
}

class LessonReader
{
public:
    LessonReader(const QString &file, Findings *problems) : m_file(file), m_problems(problems) {}

    bool failed() const { return m_failed; }

    void problem(const YAML::Node &at, const QString &field, const QString &message)
    {
        m_failed = true;
        if (!m_problems)
            return;
        Finding f;
        f.rule = kLessonRule;
        f.field = field;
        f.message = message;
        if (at.IsDefined() && !at.Mark().is_null()) {
            f.line = at.Mark().line + 1;
            f.column = at.Mark().column + 1;
        }
        m_problems->append(f);
    }

    LessonText text(const YAML::Node &node, const QString &field, bool required)
    {
        LessonText text;
        if (node.IsDefined() && node.IsScalar() && !node.Scalar().empty()) {
            text.byLanguage.insert(QString(), QString::fromStdString(node.Scalar()).trimmed());
        } else if (node.IsDefined() && node.IsMap()) { // language -> text
            for (const auto &entry : node) {
                if (entry.first.IsScalar() && entry.second.IsScalar())
                    text.byLanguage.insert(QString::fromStdString(entry.first.Scalar()),
                                           QString::fromStdString(entry.second.Scalar()).trimmed());
            }
        }
        if (required && text.isEmpty())
            problem(node, field, Lessons::tr("a text is needed here (a string, or one per language: {en: ..., de: ...})"));
        return text;
    }

    std::optional<double> number(const YAML::Node &node, const QString &field)
    {
        if (!node.IsDefined())
            return std::nullopt;
        bool ok = false;
        const double value = scalarText(node).toDouble(&ok);
        if (!ok || value < 0) {
            problem(node, field, Lessons::tr("a number of at least 0 is needed here"));
            return std::nullopt;
        }
        return value;
    }

    bool boolean(const YAML::Node &node, const QString &field)
    {
        const QString text = scalarText(node);
        if (text != QLatin1String("true") && text != QLatin1String("false"))
            problem(node, field, Lessons::tr("true or false is needed here"));
        return text == QLatin1String("true");
    }

    std::optional<LessonGoal> goal(const YAML::Node &node, const QString &field);

    /// `servesModel: {preset, weights, kvCache, contextLen, concurrency}` (docs/lessons.md).
    void readServesModel(const YAML::Node &node, const QString &field, LessonGoal &goal)
    {
        goal.value = scalarText(node["preset"]);
        if (!ModelPresets::builtIn().find(goal.value))
            problem(node, field + QStringLiteral(".preset"),
                    Lessons::tr("'%1' is not a model preset; the presets are: %2").arg(goal.value, ModelPresets::builtIn().ids().join(QStringLiteral(", "))));
        for (const auto &[key, member] : {std::pair{"weights", &ServingJob::weights}, std::pair{"kvCache", &ServingJob::kvCache}}) {
            if (!node[key].IsDefined())
                continue;
            goal.serving.*member = scalarText(node[key]);
            if (ModelMath::bytesOf(goal.serving.*member) <= 0)
                problem(node[key], field + QLatin1Char('.') + QLatin1String(key), Lessons::tr("a precision is bf16, fp8, int8 or int4"));
        }
        const auto contextLen = number(node["contextLen"], field + QStringLiteral(".contextLen"));
        const auto concurrency = number(node["concurrency"], field + QStringLiteral(".concurrency"));
        if (!contextLen || !concurrency || *contextLen < 1 || *concurrency < 1 || *contextLen > 1e7 || *concurrency > 1e7)
            problem(node, field, Lessons::tr("servesModel needs contextLen and concurrency, each from 1 to 10,000,000"));
        goal.serving.contextLen = qint64(contextLen.value_or(0));
        goal.serving.concurrency = qint64(concurrency.value_or(0));
    }

private:
    QString m_file;
    Findings *m_problems;
    bool m_failed = false;
};

std::optional<LessonGoal> LessonReader::goal(const YAML::Node &node, const QString &field)
{
    if (!node.IsMap()) {
        problem(node, field, Lessons::tr("a goal is a mapping with an id, one condition, a text and a hint"));
        return std::nullopt;
    }
    LessonGoal goal;
    goal.line = node.Mark().is_null() ? 0 : node.Mark().line + 1;
    goal.id = scalarText(node["id"]);
    if (goal.id.isEmpty())
        problem(node, field + QStringLiteral(".id"), Lessons::tr("every goal needs an id"));
    goal.text = text(node["text"], field + QStringLiteral(".text"), true);
    goal.hint = text(node["hint"], field + QStringLiteral(".hint"), false);
    int conditions = 0;
    if (const YAML::Node v = node["valid"]; v.IsDefined()) {
        goal.kind = LessonGoal::Kind::Valid, goal.expected = boolean(v, field + QStringLiteral(".valid")), ++conditions;
    }
    if (const YAML::Node v = node["mode"]; v.IsDefined()) {
        goal.kind = LessonGoal::Kind::Mode, goal.value = scalarText(v), ++conditions;
        if (goal.value != QLatin1String("standard") && goal.value != QLatin1String("autopilot"))
            problem(v, field + QStringLiteral(".mode"), Lessons::tr("mode is standard or autopilot"));
    }
    if (const YAML::Node v = node["tpu"]; v.IsDefined())
        goal.kind = LessonGoal::Kind::Tpu, goal.value = scalarText(v), ++conditions;
    if (const YAML::Node v = node["torus"]; v.IsDefined())
        goal.kind = LessonGoal::Kind::Torus, goal.expected = boolean(v, field + QStringLiteral(".torus")), ++conditions;
    if (const YAML::Node v = node["chips"]; v.IsDefined()) {
        goal.kind = LessonGoal::Kind::Chips, ++conditions;
        goal.atLeast = number(v["atLeast"], field + QStringLiteral(".chips.atLeast"));
        goal.atMost = number(v["atMost"], field + QStringLiteral(".chips.atMost"));
        if (!goal.atLeast && !goal.atMost)
            problem(v, field + QStringLiteral(".chips"), Lessons::tr("chips needs atLeast, atMost or both"));
    }
    for (const auto &[key, kind] : {std::pair{"hourlyCost", LessonGoal::Kind::HourlyCost}, std::pair{"monthlyCost", LessonGoal::Kind::MonthlyCost}}) {
        if (const YAML::Node v = node[key]; v.IsDefined()) {
            goal.kind = kind, ++conditions;
            goal.atMost = number(v["below"], field + QLatin1Char('.') + QLatin1String(key) + QStringLiteral(".below"));
            if (!goal.atMost)
                problem(v, field + QLatin1Char('.') + QLatin1String(key), Lessons::tr("a cost goal needs below: AMOUNT"));
        }
    }
    if (const YAML::Node v = node["finding"]; v.IsDefined()) {
        goal.kind = LessonGoal::Kind::Finding, ++conditions;
        goal.value = scalarText(v["rule"]);
        goal.pool = scalarText(v["pool"]);
        goal.expected = v["present"].IsDefined() ? boolean(v["present"], field + QStringLiteral(".finding.present")) : true;
        if (!RuleEngine::ruleIds().contains(goal.value))
            problem(v, field + QStringLiteral(".finding.rule"), Lessons::tr("'%1' is not a rule id (see tpu-plan's rules)").arg(goal.value));
    }
    if (const YAML::Node v = node["servesModel"]; v.IsDefined()) {
        goal.kind = LessonGoal::Kind::ServesModel, ++conditions;
        readServesModel(v, field + QStringLiteral(".servesModel"), goal);
    }
    if (conditions != 1) {
        problem(node, field, Lessons::tr("a goal has exactly one condition: valid, mode, tpu, chips, torus, hourlyCost, "
                                         "monthlyCost, finding or servesModel (this one has %1)")
                                 .arg(conditions));
    }
    return goal;
}

QByteArray readAll(const QString &path)
{
    return FileRead::read(path, FileRead::kYamlMaxBytes).value_or(QByteArray());
}

/// An amount as the language writes numbers (196.564,84 in German; the C locale of a script,
/// 196564.84, stays as it was).
QString money(double value, const QString &currency)
{
    return QStringLiteral("%1 %2").arg(QLocale().toString(value, 'f', 2), currency);
}

bool isTorus(const Plan &plan, int pool, const Catalog &catalog)
{
    const std::optional<TorusSpec> spec = TorusSpec::fromPool(plan, pool, catalog);
    if (!spec)
        return false;
    const std::optional<TorusGraph> graph = TorusGraph::build(*spec);
    return graph && (graph->wiring() == TorusWiring::Torus || graph->wiring() == TorusWiring::TwistedTorus);
}

/// Whether every pool's slice holds the goal's model and traffic with headroom (fits, not tight).
GoalResult servesModel(const LessonGoal &goal, const Plan &plan, const Catalog &catalog)
{
    GoalResult result{goal.id, false, QString()};
    const ModelDims *model = ModelPresets::builtIn().find(goal.value);
    const double tightAbove = catalog.sizing.tightAbove.value > 0 ? catalog.sizing.tightAbove.value : 1.0;
    QStringList details;
    int fitting = 0;
    for (const Pool &pool : plan.pools) {
        const TpuVersion *tpu = catalog.tpu(pool.tpu);
        const std::optional<Topology> topology = Topology::parse(pool.topology);
        if (!model || !tpu || !topology)
            continue;
        const ChipFigures chip = ChipFigures::of(*tpu, goal.serving.weights);
        const ServingEstimate estimate = SizingMath::serving(*model, goal.serving, chip, *topology, 1, std::nullopt);
        const Fit fit = SizingMath::fit(estimate.memory.total(), chip.usableBytes, tightAbove);
        fitting += fit == Fit::Fits ? 1 : 0;
        const QString verdict = fit == Fit::Fits ? Lessons::tr("fits") : fit == Fit::Tight ? Lessons::tr("tight") : Lessons::tr("does not fit");
        details.append(Lessons::tr("%1: %2 GiB per chip of %3 usable, %4")
                           .arg(pool.name)
                           .arg(SizingMath::neededGiB(estimate.memory.total()))
                           .arg(SizingMath::usableGiB(chip.usableBytes))
                           .arg(verdict));
    }
    result.met = !plan.pools.isEmpty() && fitting == plan.pools.size();
    result.detail = details.isEmpty() ? Lessons::tr("no pool to serve from") : details.join(QStringLiteral("; "));
    return result;
}

GoalResult evaluateGoal(const LessonGoal &goal, const Plan &plan, const Findings &findings, const Catalog &catalog)
{
    GoalResult result{goal.id, false, QString()};
    switch (goal.kind) {
    case LessonGoal::Kind::Valid: {
        const bool valid = !hasErrors(findings);
        result.met = valid == goal.expected;
        result.detail = valid ? Lessons::tr("the plan is valid") : Lessons::tr("the plan has errors");
        break;
    }
    case LessonGoal::Kind::Mode:
        result.met = plan.cluster.mode == goal.value;
        result.detail = Lessons::tr("mode %1").arg(plan.cluster.mode);
        break;
    case LessonGoal::Kind::Tpu: {
        QStringList versions;
        for (const Pool &pool : plan.pools) {
            if (!versions.contains(pool.tpu))
                versions.append(pool.tpu);
        }
        result.met = !plan.pools.isEmpty() && versions == QStringList{goal.value};
        result.detail = Lessons::tr("TPU versions: %1").arg(versions.isEmpty() ? Lessons::tr("none") : versions.join(QStringLiteral(", ")));
        break;
    }
    case LessonGoal::Kind::Chips: {
        qint64 chips = 0;
        for (const Pool &pool : plan.pools)
            chips += PoolShape::derive(pool, plan.cluster.isAutopilot(), catalog).chips();
        result.met = (!goal.atLeast || chips >= *goal.atLeast) && (!goal.atMost || chips <= *goal.atMost);
        result.detail = Lessons::tr("%n chip(s)", nullptr, int(chips));
        break;
    }
    case LessonGoal::Kind::Torus: {
        int tori = 0;
        for (int i = 0; i < plan.pools.size(); ++i)
            tori += isTorus(plan, i, catalog) ? 1 : 0;
        result.met = !plan.pools.isEmpty() && (goal.expected ? tori == plan.pools.size() : tori == 0);
        result.detail = Lessons::tr("%1 of %n pool(s) wired as a full torus", nullptr, int(plan.pools.size())).arg(tori);
        break;
    }
    case LessonGoal::Kind::HourlyCost:
    case LessonGoal::Kind::MonthlyCost: {
        const CostSummary cost = CostCalculator::summarize(plan, catalog);
        const bool hourly = goal.kind == LessonGoal::Kind::HourlyCost;
        const std::optional<double> total = hourly ? cost.totalHourly.selected : cost.totalMonthly.selected;
        result.met = total && cost.unknownPools.isEmpty() && *total < *goal.atMost;
        result.detail = !total || !cost.unknownPools.isEmpty()
                            ? Lessons::tr("the cost is unknown (a price is missing)")
                            : (hourly ? Lessons::tr("%1 per hour") : Lessons::tr("%1 per month")).arg(money(*total, cost.currency));
        break;
    }
    case LessonGoal::Kind::Finding: {
        QStringList where;
        for (const Finding &f : findings) {
            if (f.rule == goal.value && (goal.pool.isEmpty() || f.pool == goal.pool))
                where.append(f.pool.isEmpty() ? Lessons::tr("the plan") : f.pool);
        }
        result.met = where.isEmpty() != goal.expected;
        result.detail = where.isEmpty() ? Lessons::tr("no %1 finding").arg(goal.value)
                                        : Lessons::tr("%1 on %2").arg(goal.value, where.join(QStringLiteral(", ")));
        break;
    }
    case LessonGoal::Kind::ServesModel:
        return servesModel(goal, plan, catalog);
    }
    return result;
}

} // namespace

QString LessonText::text(const QString &language) const
{
    for (const QString &key : {language, QStringLiteral("en"), QString()}) {
        const QString value = byLanguage.value(key);
        if (!value.isEmpty())
            return value;
    }
    return byLanguage.isEmpty() ? QString() : byLanguage.first();
}

std::optional<Lesson> Lessons::read(const QByteArray &bytes, const QString &file, Findings *problems)
{
    LessonReader reader(file, problems);
    const YamlDocument doc = YamlDocument::parse(bytes, kLessonRule);
    if (problems)
        *problems += doc.problems();
    if (doc.isSyntaxError() || doc.isExpansionExceeded())
        return std::nullopt;
    const YAML::Node root = doc.root();
    if (!root.IsDefined() || !root.IsMap() || scalarText(root["kind"]) != QLatin1String("Lesson")) {
        reader.problem(root, QStringLiteral("kind"), tr("a lesson file says kind: Lesson"));
        return std::nullopt;
    }
    Lesson lesson;
    lesson.file = file;
    lesson.id = scalarText(root["id"]);
    if (lesson.id.isEmpty())
        lesson.id = QFileInfo(file).baseName();
    lesson.title = reader.text(root["title"], QStringLiteral("title"), true);
    lesson.story = reader.text(root["story"], QStringLiteral("story"), true);
    const QString start = scalarText(root["startPlan"]);
    if (start.isEmpty())
        reader.problem(root, QStringLiteral("startPlan"), tr("startPlan names the plan file the lesson starts from"));
    else
        lesson.startPlan = QFileInfo(file).dir().filePath(start);
    const YAML::Node goals = root["goals"].IsDefined() ? root["goals"] : YAML::Node(YAML::NodeType::Null);
    if (!goals.IsSequence() || goals.size() == 0)
        reader.problem(root, QStringLiteral("goals"), tr("a lesson needs a list of goals"));
    for (std::size_t i = 0; goals.IsSequence() && i < goals.size(); ++i) {
        if (std::optional<LessonGoal> goal = reader.goal(goals[i], QStringLiteral("goals[%1]").arg(i)))
            lesson.goals.append(*goal);
    }
    if (!lesson.startPlan.isEmpty() && !QFileInfo::exists(lesson.startPlan))
        reader.problem(root["startPlan"], QStringLiteral("startPlan"), tr("the start plan %1 does not exist").arg(lesson.startPlan));
    if (reader.failed())
        return std::nullopt;
    return lesson;
}

std::optional<Lesson> Lessons::readFile(const QString &file, Findings *problems)
{
    QString error;
    const std::optional<QByteArray> bytes = FileRead::read(file, FileRead::kYamlMaxBytes, &error);
    if (!bytes) {
        if (problems) {
            Finding f;
            f.rule = kLessonRule;
            f.message = tr("cannot read the lesson: %1").arg(error);
            problems->append(f);
        }
        return std::nullopt;
    }
    return read(*bytes, file, problems);
}

const QList<Lesson> &Lessons::builtIn()
{
    static const QList<Lesson> lessons = [] {
        QList<Lesson> list;
        const QDir dir(QStringLiteral(":/lessons"));
        for (const QString &name : dir.entryList({QStringLiteral("*.lesson.yaml")}, QDir::Files, QDir::Name)) {
            Findings problems;
            if (std::optional<Lesson> lesson = readFile(dir.filePath(name), &problems))
                list.append(*lesson);
            else
                qWarning("built-in lesson %s does not load: %s", qPrintable(name),
                         problems.isEmpty() ? "" : qPrintable(problems.first().message));
        }
        return list;
    }();
    return lessons;
}

std::optional<Lesson> Lessons::find(const QString &idOrFile, Findings *problems)
{
    for (const Lesson &lesson : builtIn()) {
        if (lesson.id == idOrFile)
            return lesson;
    }
    if (QFileInfo::exists(idOrFile))
        return readFile(idOrFile, problems);
    if (problems) {
        QStringList ids;
        for (const Lesson &lesson : builtIn())
            ids.append(lesson.id);
        Finding f;
        f.rule = kLessonRule;
        f.message = tr("'%1' is neither a built-in lesson (%2) nor a lesson file").arg(idOrFile, ids.join(QStringLiteral(", ")));
        problems->append(f);
    }
    return std::nullopt;
}

QList<GoalResult> Lessons::check(const Lesson &lesson, const Plan &plan, const Findings &readerFindings, const Catalog &catalog,
                                 const QString &)
{
    Findings findings = readerFindings;
    if (!hasErrors(readerFindings))
        findings += RuleEngine::evaluate(plan, catalog);
    return Lessons::evaluate(lesson, plan, findings, catalog);
}

QList<GoalResult> Lessons::evaluate(const Lesson &lesson, const Plan &plan, const Findings &findings, const Catalog &catalog)
{
    QList<GoalResult> results;
    for (const LessonGoal &goal : lesson.goals)
        results.append(evaluateGoal(goal, plan, findings, catalog));
    return results;
}

QString Lessons::startPlanFile(const Lesson &lesson, QString *error)
{
    if (!lesson.startPlan.startsWith(QLatin1Char(':')))
        return QFileInfo(lesson.startPlan).absoluteFilePath();
    const QByteArray bytes = readAll(lesson.startPlan);
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/lessons");
    const QString path = QDir(folder).filePath(QFileInfo(lesson.startPlan).fileName());
    if (readAll(path) == bytes)
        return path;
    QString problem;
    if (!QDir().mkpath(folder) || !FileWrite::replace(path, bytes, &problem)) {
        if (error)
            *error = problem.isEmpty() ? tr("cannot create %1").arg(folder) : problem;
        return QString();
    }
    return path;
}

} // namespace tpuplan
