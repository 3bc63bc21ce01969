// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sizing/Workload.h"

#include "core/catalog/Catalog.h"
#include "core/common/Finding.h"
#include "core/plan/Plan.h"

#include <QCoreApplication>
#include <QMap>
#include <QString>

#include <optional>

namespace tpuplan {

/// A text of a lesson: one string (an instructor's own lesson, any language) or one per
/// language (`{en: ..., de: ...}`).
struct LessonText
{
    QMap<QString, QString> byLanguage; ///< "" holds a text given without a language

    /// The text in `language`, else in English, else the one without a language.
    QString text(const QString &language) const;
    bool isEmpty() const { return byLanguage.isEmpty(); }
};

/// One goal of a lesson, expressed over the core's own facts about a plan (docs/lessons.md).
struct LessonGoal
{
    enum class Kind { Valid, Mode, Tpu, Chips, Torus, HourlyCost, MonthlyCost, Finding, ServesModel };

    QString id;
    Kind kind = Kind::Valid;
    bool expected = true;            ///< valid, torus, finding present
    QString value;                   ///< mode, TPU version, finding rule, model preset (servesModel)
    ServingJob serving;              ///< servesModel: the traffic every pool's slice must hold
    QString pool;                    ///< finding: only this pool's (empty = any)
    std::optional<double> atLeast;   ///< chips
    std::optional<double> atMost;    ///< chips; cost: strictly below `atMost`
    LessonText text;                 ///< what the goal asks, as the trainee reads it
    LessonText hint;
    int line = 0;
};

struct Lesson
{
    QString id;
    QString file;       ///< where it was read from (a resource path for built-in lessons)
    LessonText title;
    LessonText story;
    QString startPlan;  ///< the plan the lesson starts from, resolved against the lesson's folder
    QList<LessonGoal> goals;
};

/// Whether a plan meets one goal, and what the plan has instead.
struct GoalResult
{
    QString id;
    bool met = false;
    QString detail; ///< e.g. "64 chips", "hourly cost 12.30 USD", "finding pending-scale-up on pool train"

    /// Whether the detail only says what the goal says ("the plan is valid" beside the goal "The
    /// plan is valid"): then it is not shown beside it. Case, spaces and a closing full stop aside.
    bool detailRepeats(const QString &goalText) const;
};

/// Reads lesson files (YAML, docs/lessons.md) and checks plans against their goals.
class Lessons
{
    Q_DECLARE_TR_FUNCTIONS(Lessons)
public:
    /// `problems` names file, line and field of anything wrong; nothing is returned then.
    static std::optional<Lesson> read(const QByteArray &bytes, const QString &file, Findings *problems);
    static std::optional<Lesson> readFile(const QString &file, Findings *problems);
    /// The lessons that come with the planner (resources/lessons), in their file order.
    static const QList<Lesson> &builtIn();
    /// A built-in lesson by id, or a lesson file; `problems` says why neither was found.
    static std::optional<Lesson> find(const QString &idOrFile, Findings *problems);
    /// Evaluates every goal on `plan` (its reader findings in `readerFindings`; rules are
    /// evaluated here), in the lesson's order.
    static QList<GoalResult> check(const Lesson &lesson, const Plan &plan, const Findings &readerFindings,
                                   const Catalog &catalog, const QString &language);
    /// The same with every finding of the plan already known (the window's document has them).
    static QList<GoalResult> evaluate(const Lesson &lesson, const Plan &plan, const Findings &findings, const Catalog &catalog);
    /// The start plan as a file other tools can read: a built-in lesson's is copied from the
    /// program's resources into the user's data folder (written only when it differs).
    static QString startPlanFile(const Lesson &lesson, QString *error = nullptr);
};

} // namespace tpuplan
