// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/Scenarios.h"

#include "ui/app/Settings.h"

#include "core/common/ControlText.h"
#include "core/diff/ScenarioFields.h"
#include "core/plan/PlanReader.h"
#include "core/report/PlanFigures.h"
#include "ui/cost/ScenarioView.h"
#include "ui/dialogs/BackgroundJob.h"
#include "ui/document/PlanDocument.h"

#include <QAction>
#include <QFileDialog>
#include <QUndoCommand>
#include <QUndoStack>
#include <QFileInfo>
#include <QMessageBox>

namespace tpuplan {

Scenarios::Scenarios(QWidget *window, QObject *parent)
    : QObject(parent), m_window(window), m_duplicate(new QAction(this)), m_openBeside(new QAction(this))
{
    m_duplicate->setObjectName(QStringLiteral("DuplicateScenarioAction"));
    m_openBeside->setObjectName(QStringLiteral("OpenBesideAction"));
    m_duplicate->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    connect(m_duplicate, &QAction::triggered, this, &Scenarios::duplicate);
    connect(m_openBeside, &QAction::triggered, this, &Scenarios::chooseFile);
    retranslate();
}

void Scenarios::retranslate()
{
    m_duplicate->setText(tr("&Duplicate as Scenario"));
    m_duplicate->setStatusTip(tr("Keep a copy of the plan as it is now, to compare with while you edit (Compare dock)"));
    m_openBeside->setText(tr("Open Plan &Beside…"));
    m_openBeside->setStatusTip(tr("Compare another plan file with the open plan, without opening it"));
    bool relabelled = false;
    for (int i = 0; i < m_recipes.size(); ++i) {
        if (m_recipes.at(i).kind == LabelRecipe::Kind::Given)
            continue;
        m_labels[i] = distinct(labelOf(m_recipes.at(i)), i);
        relabelled = true;
    }
    if (relabelled)
        refresh();
}

Scenarios::LabelRecipe Scenarios::recipeNow(LabelRecipe::Kind kind, int copy) const
{
    const PlanDocument *document = m_document.data();
    const QString file = document && !document->filePath().isEmpty() ? QFileInfo(document->filePath()).fileName() : QString();
    return {kind, file, copy};
}

QString Scenarios::labelOf(const LabelRecipe &recipe)
{
    // An untitled plan as PlanDocument::displayName says it, in the language of the moment.
    const QString plan = recipe.file.isEmpty() ? PlanDocument::tr("Untitled") : recipe.file;
    switch (recipe.kind) {
    case LabelRecipe::Kind::Copy:
        return tr("%1, copy %2", "file name, number").arg(plan).arg(recipe.copy);
    case LabelRecipe::Kind::BeforeSwitch:
        return tr("%1 before the switch").arg(plan);
    case LabelRecipe::Kind::Given:
        break;
    }
    return plan;
}

void Scenarios::setDocument(PlanDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document)
        connect(m_document, &PlanDocument::changed, this, &Scenarios::refresh);
    refresh();
}

void Scenarios::setView(ScenarioView *view)
{
    m_view = view;
    if (m_view) {
        connect(m_view, &ScenarioView::switchRequested, this, &Scenarios::switchTo);
        connect(m_view, &ScenarioView::removeRequested, this, &Scenarios::remove);
    }
    refresh();
}

void Scenarios::duplicate()
{
    const PlanDocument *document = m_document.data();
    if (!document)
        return;
    // The copy keeps the plan's own name: switching to it later must not rename the plan.
    m_plans.append(document->plan());
    m_recipes.append(recipeNow(LabelRecipe::Kind::Copy, ++m_copies));
    m_labels.append(distinct(labelOf(m_recipes.last())));
    refresh();
    Q_EMIT scenariosChanged();
}

bool Scenarios::openBeside(const QString &path, QString *error)
{
    const PlanLoadResult loaded = PlanReader::readFile(path);
    if (!loaded.isPlan()) {
        // The first error says where: file, line and field, as the findings dock would.
        QString where = QFileInfo(path).fileName();
        QString message = tr("it is not a plan file");
        for (const Finding &f : loaded.findings) {
            if (f.severity != Severity::Error)
                continue;
            if (f.line > 0)
                where += QStringLiteral(":%1").arg(f.line);
            message = f.field.isEmpty() ? f.message : QStringLiteral("%1: %2").arg(f.field, f.message);
            break;
        }
        if (error)
            *error = tr("%1 cannot be compared: %2").arg(ControlText::escaped(where), ControlText::escaped(message));
        return false;
    }
    Plan plan = loaded.plan;
    if (plan.metadata.name.isEmpty())
        plan.metadata.name = QFileInfo(path).completeBaseName();
    m_plans.append(plan);
    m_labels.append(distinct(QFileInfo(path).fileName()));
    m_recipes.append(LabelRecipe{});
    refresh();
    Q_EMIT scenariosChanged();
    return true;
}

void Scenarios::chooseFile()
{
    // Starts where plans were last opened or saved, as File > Open does.
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Plan Beside"), Settings::lastDirectory.get(),
                                                      tr("TPU plans (*.tpuplan.yaml *.yaml *.yml);;All files (*)"));
    if (path.isEmpty())
        return;
    Settings::lastDirectory.set(QFileInfo(path).absolutePath());
    QString error;
    if (!openBeside(path, &error))
        QMessageBox::warning(m_window, tr("Open Plan Beside"), error);
}

/// The scenario's half of a switch: the scenario's slot takes the open plan, and gives its own
/// plan back on undo, so that undoing a switch loses neither plan.
class Scenarios::SwapSlotCommand : public QUndoCommand
{
public:
    SwapSlotCommand(Scenarios *scenarios, int index, const Plan &plan, const QString &label, const LabelRecipe &recipe)
        : m_scenarios(scenarios), m_index(index), m_plan(plan), m_label(label), m_recipe(recipe)
    {}
    void redo() override { swap(); }
    void undo() override { swap(); }

private:
    void swap()
    {
        Scenarios *scenarios = m_scenarios.data();
        if (!scenarios || m_index >= scenarios->m_plans.size()) // gone, or the scenario removed since
            return;
        std::swap(scenarios->m_plans[m_index], m_plan);
        std::swap(scenarios->m_labels[m_index], m_label);
        std::swap(scenarios->m_recipes[m_index], m_recipe);
        scenarios->refresh();
    }

    QPointer<Scenarios> m_scenarios;
    int m_index;
    Plan m_plan;
    QString m_label;
    LabelRecipe m_recipe;
};

void Scenarios::switchTo(int index)
{
    PlanDocument *document = m_document.data();
    if (!document || index < 0 || index >= m_plans.size())
        return;
    const Plan chosen = m_plans.at(index);
    // One step on the undo stack: the open plan becomes the scenario's and the scenario's the open plan.
    QUndoStack *stack = document->undoStack();
    stack->beginMacro(tr("Switch to Scenario “%1”").arg(chosen.metadata.name));
    const LabelRecipe before = recipeNow(LabelRecipe::Kind::BeforeSwitch);
    stack->push(new SwapSlotCommand(this, int(index), document->plan(), distinct(labelOf(before), int(index)), before));
    document->editPlan(chosen, tr("Switch to Scenario “%1”").arg(chosen.metadata.name));
    stack->endMacro();
}

void Scenarios::remove(int index)
{
    if (index < 0 || index >= m_plans.size())
        return;
    m_plans.removeAt(index);
    m_labels.removeAt(index);
    m_recipes.removeAt(index);
    refresh();
}

namespace {

/// Plans of more pools than this together are compared on a worker thread: the rules and the
/// cost of thousands of pools take seconds.
constexpr qsizetype kBackgroundPools = 200;

} // namespace

Scenarios::Comparison Scenarios::comparisonOf(const QList<Plan> &plans, const QStringList &labels, const Catalog &catalog,
                                              WorkProgress *progress)
{
    Comparison comparison;
    if (progress)
        progress->total = int(plans.size());
    for (qsizetype i = 0; i < plans.size(); ++i) {
        if (stopRequested(progress))
            return {};
        comparison.figures.append(PlanFigures::of(plans.at(i), catalog));
        comparison.figures.last().name = labels.value(i);
        if (progress)
            ++progress->done;
    }
    comparison.fields = ScenarioFields::differing(plans);
    return comparison;
}

void Scenarios::showComparison(const Comparison &comparison)
{
    if (m_view)
        m_view->setPlans(comparison.figures, comparison.fields);
}

Scenarios::~Scenarios()
{
    delete m_job.data(); // waits for the work it cancels
}

QString Scenarios::openLabel() const
{
    const PlanDocument *document = m_document.data();
    return document ? document->displayName() : QString();
}

QString Scenarios::distinct(const QString &wanted, int except) const
{
    const auto taken = [&](const QString &label) {
        if (label == openLabel())
            return true;
        for (int i = 0; i < m_labels.size(); ++i) {
            if (i != except && m_labels.at(i) == label)
                return true;
        }
        return false;
    };
    QString label = wanted;
    for (int n = 2; taken(label); ++n)
        label = tr("%1 (%2)", "scenario label, number").arg(wanted).arg(n);
    return label;
}

void Scenarios::refresh()
{
    // One read of the guarded pointer: the compiler then knows it stays non-null.
    const PlanDocument *document = m_document.data();
    if (!m_view || !document)
        return;
    if (m_job)
        m_job->cancel(); // figures of a plan since edited: dropped
    QList<Plan> plans{document->plan()};
    plans += m_plans;
    QStringList labels{openLabel()};
    labels += m_labels;
    qsizetype pools = 0;
    for (const Plan &plan : std::as_const(plans))
        pools += plan.pools.size();
    if (pools <= kBackgroundPools) {
        showComparison(comparisonOf(plans, labels, document->catalog(), nullptr));
        Q_EMIT compared(false);
        return;
    }
    // Copies of the plans and the shared catalog: nothing the window edits meanwhile.
    auto comparison = std::make_shared<Comparison>();
    auto *job = new BackgroundJob(m_window, tr("Comparing %n plan(s)...", nullptr, int(plans.size())),
                                  [plans, labels, catalog = document->sharedCatalog(), comparison](WorkProgress &progress) {
                                      *comparison = comparisonOf(plans, labels, *catalog, &progress);
                                  });
    m_job = job;
    connect(job, &BackgroundJob::finished, this, [this, job, comparison](bool cancelled) {
        if (m_job == job)
            m_job = nullptr;
        if (!cancelled)
            showComparison(*comparison);
        Q_EMIT compared(cancelled);
    });
    job->start();
}

} // namespace tpuplan
