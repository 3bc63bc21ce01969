// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/diff/ScenarioFields.h"
#include "core/plan/Plan.h"
#include "core/report/PlanFigures.h"
#include "ui/dialogs/BackgroundJob.h"

#include <QList>
#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QWidget;

namespace tpuplan {

class Catalog;
class PlanDocument;
class ScenarioView;

/// What-if scenarios beside the open plan: File > Duplicate as Scenario keeps a copy of the
/// plan as it is now, File > Open Plan Beside adds another plan file; the Compare dock
/// (ScenarioView) shows them side by side, and one click makes a scenario the open plan: the
/// two trade places as one undoable edit, so the file on disk and the undo history stay the
/// open document's. Big plans are compared in the background.
class Scenarios : public QObject
{
    Q_OBJECT
public:
    Scenarios(QWidget *window, QObject *parent = nullptr);
    ~Scenarios() override;

    void setDocument(PlanDocument *document);
    /// The view to keep up to date (built when the Compare dock is first shown).
    void setView(ScenarioView *view);

    QAction *duplicateAction() const { return m_duplicate; }
    QAction *openBesideAction() const { return m_openBeside; }

    /// A copy of the open plan as it is now.
    void duplicate();
    /// Adds the plan in `path`; false with `error` naming the file, line and field when it is
    /// not a plan the planner can read.
    bool openBeside(const QString &path, QString *error);
    /// Makes scenario `index` the open plan and keeps the open plan as that scenario.
    void switchTo(int index);
    void remove(int index);
    const QList<Plan> &plans() const { return m_plans; }
    /// Plans of many pools are compared on a worker thread (progress dialog, Cancel): the run
    /// under way, if any.
    BackgroundJob *running() const { return m_job; }
    /// What the Compare dock calls each scenario: the file it came from, or "Scenario N" for a
    /// copy; never two alike.
    const QStringList &labels() const { return m_labels; }
    /// Also says the labels the planner made ("Untitled, copy 1") again in the new language;
    /// file names stay as they are.
    void retranslate();

Q_SIGNALS:
    /// The Compare view shows the figures of the plans as they are now (or, cancelled, as before).
    void compared(bool cancelled);
    /// The scenarios changed: the Compare dock should be shown.
    void scenariosChanged();

private:
    void chooseFile();
    void refresh();
    /// `wanted`, or `wanted (2)`, ... when another scenario (or the open plan) is called so.
    QString distinct(const QString &wanted, int except = -1) const;
    QString openLabel() const;
    /// How a label was made, to say it again in another language.
    struct LabelRecipe
    {
        enum class Kind { Given, Copy, BeforeSwitch } kind = Kind::Given;
        QString file; ///< the open plan's file name then; empty for an untitled plan
        int copy = 0;
    };
    /// A label named after the open plan as it is now.
    LabelRecipe recipeNow(LabelRecipe::Kind kind, int copy = 0) const;
    /// The label in the language of the moment (before distinct()).
    static QString labelOf(const LabelRecipe &recipe);
    /// What the Compare dock shows: each plan's figures under its label, and the fields that differ.
    struct Comparison
    {
        QList<PlanFigures> figures;
        QList<ScenarioFieldRow> fields;
    };
    /// Made on the worker thread for big plans: reads only its arguments.
    static Comparison comparisonOf(const QList<Plan> &plans, const QStringList &labels, const Catalog &catalog,
                                   WorkProgress *progress);
    void showComparison(const Comparison &comparison);

    QWidget *m_window;
    class SwapSlotCommand;
    QPointer<PlanDocument> m_document;
    QPointer<ScenarioView> m_view;
    QAction *m_duplicate;
    QAction *m_openBeside;
    QList<Plan> m_plans;
    QPointer<BackgroundJob> m_job;
    QStringList m_labels;
    QList<LabelRecipe> m_recipes; ///< one per label
    int m_copies = 0; ///< copies made so far: "Scenario N" is never reused
};

} // namespace tpuplan
