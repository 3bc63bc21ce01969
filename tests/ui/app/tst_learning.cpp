// SPDX-License-Identifier: GPL-3.0-or-later
// Learning in the window: F1 on a field opens its glossary entry, F1 or the context
// menu on a finding opens its rule's "Learn more"; the glossary searches and follows the language;
// a trainee takes a lesson from its start plan to success with the editors and hints only, the
// goals checked live; the presenter view enlarges the lesson and the 3D view.
#include "tests/ui/UiTestHelpers.h"
#include "tests/ui/app/DialogAnswers.h"

#include "ui/app/LanguageManager.h"
#include "ui/app/MainWindow.h"
#include "ui/app/TrainingController.h"
#include "ui/app/DocumentController.h"
#include "ui/dialogs/GlossaryDialog.h"
#include "ui/dialogs/PlanAssistant.h"
#include "ui/dialogs/PlatformDialog.h"
#include "core/learn/PlatformFacts.h"
#include <QCheckBox>
#include "ui/document/PlanDocument.h"
#include "ui/docks/FindingsDock.h"
#include "ui/docks/TrainingDock.h"
#include "ui/editors/PoolEditor.h"
#include "ui/editors/TopologyPicker.h"
#include "ui/torus/TorusPanel.h"
#include "ui/models/FindingsModel.h"
#include "ui/models/TopologyChoicesModel.h"

#include "core/learn/Lesson.h"
#include "ui/icons/AppIcons.h"

#include <QRegularExpression>

#include <QAction>
#include <QButtonGroup>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QTextBrowser>
#include <QScrollBar>
#include <QScrollArea>
#include <QTreeView>

using namespace tpuplan;
using namespace tpuplan::test;

namespace {

void chooseTopology(PoolEditor *pool, const QString &topology)
{
    const int row = pool->topologyPicker()->model()->rowOf(topology, 0);
    QVERIFY2(row >= 0, qPrintable(topology));
    pool->topologyPicker()->comboBox()->setCurrentIndex(row);
    Q_EMIT pool->topologyPicker()->comboBox()->activated(row);
}

QModelIndex firstFinding(const FindingsModel *model, const QString &rule)
{
    for (int g = 0; g < model->rowCount(); ++g) {
        const QModelIndex group = model->index(g, 0);
        for (int r = 0; r < model->rowCount(group); ++r) {
            if (model->index(r, FindingsModel::RuleColumn, group).data().toString() == rule)
                return model->index(r, 0, group);
        }
    }
    return {};
}

/// Walks Guided Planning to the optional model step: the mode, then the list item of each step
/// whose value contains the given text, then the model.
void walkToModelStep(PlanAssistant *assistant, int mode, const QString &tpu, const QString &zone, const QString &slice,
                     const QString &model)
{
    const auto choose = [](QListWidget *list, const QString &value) {
        for (int row = 0; row < list->count(); ++row) {
            if (list->item(row)->data(Qt::UserRole).toString().contains(value)) {
                list->setCurrentRow(row);
                return true;
            }
        }
        return false;
    };
    assistant->modeChoice()->buttons().at(mode)->click();
    assistant->next();
    QVERIFY2(choose(assistant->versionList(), tpu), qPrintable(tpu));
    assistant->next();
    QVERIFY2(choose(assistant->zoneList(), zone), qPrintable(zone));
    assistant->next();
    QVERIFY2(choose(assistant->topologyList(), slice), qPrintable(slice));
    assistant->next();
    QCOMPARE(assistant->currentId(), int(PlanAssistant::ModelPage));
    const int index = assistant->modelChoice()->findData(model);
    QVERIFY2(index > 0, qPrintable(model));
    assistant->modelChoice()->setCurrentIndex(index);
    QVERIFY(assistant->useFittingSliceButton()->isVisible());
}

} // namespace

class TestLearning : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { isolateSettings(); }

    void f1OnAFieldOpensItsGlossaryEntry()
    {
        MainWindow window(Catalog::builtIn());
        window.resize(1280, 800);
        QVERIFY(window.documents()->openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.selectPool(0);
        PoolEditor *pool = window.findChild<PoolEditor *>();
        QComboBox *topology = pool->topologyPicker()->comboBox();
        topology->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), topology);
        window.findChild<QAction *>(QStringLiteral("FieldHelpAction"))->trigger();
        GlossaryDialog *glossary = window.findChild<GlossaryDialog *>();
        QVERIFY(glossary->isVisible());
        QCOMPARE(glossary->currentTerm(), QStringLiteral("topology"));
        // The field's own explanation stays above the entry.
        QVERIFY(glossary->page()->toPlainText().contains(topology->toolTip().left(30)));
        QVERIFY(glossary->page()->toPlainText().contains(QStringLiteral("Why it matters for a plan")));
        // A related term is a link that opens its entry.
        const QString html = glossary->page()->toHtml();
        QVERIFY(html.contains(QStringLiteral("term:")));
        Q_EMIT glossary->page()->anchorClicked(QUrl(QStringLiteral("term:torus")));
        QCOMPARE(glossary->currentTerm(), QStringLiteral("torus"));
    }

    void learnMoreOnAFinding()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.documents()->openPlan(example("v5p-multislice-reservation.tpuplan.yaml"), true));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTreeView *view = window.findChild<FindingsDock *>()->view();
        const QModelIndex finding = firstFinding(window.findChild<FindingsDock *>()->model(), QStringLiteral("maintenance"));
        QVERIFY(finding.isValid());
        view->setCurrentIndex(finding);
        view->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), view);
        window.findChild<QAction *>(QStringLiteral("FieldHelpAction"))->trigger();
        GlossaryDialog *glossary = window.findChild<GlossaryDialog *>();
        QCOMPARE(glossary->currentRule(), QStringLiteral("maintenance"));
        QVERIFY(glossary->page()->toPlainText().contains(QStringLiteral("What it protects against")));
        // The dock's context menu asks for the same.
        Q_EMIT window.findChild<FindingsDock *>()->learnMoreRequested(QStringLiteral("zone-unavailable"));
        QCOMPARE(glossary->currentRule(), QStringLiteral("zone-unavailable"));
        // A manifest lint finding has its Learn more too.
        Q_EMIT window.findChild<FindingsDock *>()->learnMoreRequested(QStringLiteral("lint-pods-per-slice"));
        QCOMPARE(glossary->currentRule(), QStringLiteral("lint-pods-per-slice"));
    }

    void glossarySearchesAndFollowsTheLanguage()
    {
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("en"), false));
        MainWindow window(Catalog::builtIn(), &languages);
        window.findChild<QAction *>(QStringLiteral("GlossaryAction"))->trigger();
        GlossaryDialog *glossary = window.findChild<GlossaryDialog *>();
        QVERIFY(glossary->termList()->count() >= 40);
        QTest::keyClicks(glossary->searchField(), QStringLiteral("wraparound"));
        QVERIFY(glossary->termList()->count() >= 1);
        QVERIFY(glossary->termList()->count() < 20);
        QTest::keyClick(glossary->searchField(), Qt::Key_Return);
        QCOMPARE(glossary->currentTerm(), QStringLiteral("wraparound"));
        glossary->showTerm(QStringLiteral("node-pool"));
        const QString english = glossary->page()->toPlainText();
        QVERIFY(languages.setLanguage(QStringLiteral("de"), false));
        QCoreApplication::processEvents();
        const QString german = glossary->page()->toPlainText();
        QVERIFY(german != english);
        QVERIFY(german.contains(Glossary::builtIn().term(QStringLiteral("node-pool"))->text(QStringLiteral("de")).definition.left(40)));
        QVERIFY(languages.setLanguage(QStringLiteral("en"), false));
    }

    // Issue 31: the page follows the search (the first match, not the entry shown before), and
    // every source cited is a public page or the planner itself, never a repository file.
    void glossaryShowsTheFirstMatchAndCitesPublicSources()
    {
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("en"), false));
        MainWindow window(Catalog::builtIn(), &languages);
        window.findChild<QAction *>(QStringLiteral("GlossaryAction"))->trigger();
        GlossaryDialog *glossary = window.findChild<GlossaryDialog *>();
        QVERIFY(glossary->showTerm(QStringLiteral("node-pool")));
        QTest::keyClicks(glossary->searchField(), QStringLiteral("wraparound"));
        QVERIFY(glossary->termList()->count() >= 1);
        const QString first = glossary->termList()->item(0)->data(Qt::UserRole).toString();
        QCOMPARE(glossary->currentTerm(), first);
        QCOMPARE(glossary->termList()->currentRow(), 0);
        QVERIFY(glossary->page()->toPlainText().contains(glossary->termList()->item(0)->text()));

        const QRegularExpression repositoryFile(QStringLiteral("(^|[\\s;(])[\\w./-]+\\.md\\b"));
        QStringList offenders;
        for (const GlossaryTerm &term : Glossary::builtIn().terms()) {
            glossary->showTerm(term.id);
            QString cited = glossary->page()->toPlainText();
            cited.remove(QRegularExpression(QStringLiteral("https?://\\S+")));
            if (cited.contains(repositoryFile))
                offenders << term.id;
        }
        for (const RuleExplanation &explained : Glossary::builtIn().rules()) {
            const QString rule = explained.id;
            QVERIFY(glossary->showRule(rule));
            QString cited = glossary->page()->toPlainText();
            cited.remove(QRegularExpression(QStringLiteral("https?://\\S+")));
            if (cited.contains(repositoryFile))
                offenders << rule;
        }
        QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join(QStringLiteral(", "))));
    }

    // Issue 31: a goal not met yet is to do (a neutral ring), not a warning, and reads so.
    void unmetGoalsReadAsToDo()
    {
        MainWindow window(Catalog::builtIn());
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const std::optional<Lesson> lesson = Lessons::find(QStringLiteral("torus"), nullptr);
        QVERIFY(lesson);
        QVERIFY(window.training()->startLesson(*lesson));
        TrainingDock *training = window.findChild<TrainingDock *>();
        const QImage todo = AppIcons::named(QStringLiteral("goal-todo")).pixmap(16, 16).toImage();
        const QImage warning = AppIcons::severity(Severity::Warning).pixmap(16, 16).toImage();
        int unmet = 0;
        for (int i = 0; i < training->goalList()->count(); ++i) {
            const QListWidgetItem *item = training->goalList()->item(i);
            if (item->data(Qt::UserRole).toBool())
                continue;
            ++unmet;
            const QImage icon = item->icon().pixmap(16, 16).toImage();
            QVERIFY(icon == todo);
            QVERIFY(icon != warning);
            QVERIFY2(item->text().startsWith(QStringLiteral("To do: ")), qPrintable(item->text()));
            QVERIFY2(!item->text().contains(QStringLiteral("valid (the plan has errors)")), qPrintable(item->text()));
        }
        QVERIFY(unmet > 0);
    }

    // A met goal whose detail says the same as the goal is not followed by it in parentheses:
    // "The plan is valid", not "The plan is valid (the plan is valid)".
    void aGoalDoesNotRepeatItself()
    {
        MainWindow window(Catalog::builtIn());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const std::optional<Lesson> lesson = Lessons::find(QStringLiteral("zones"), nullptr);
        QVERIFY(lesson);
        QVERIFY(window.training()->startLesson(*lesson));
        const PlanLoadResult solution = PlanReader::readFile(
            QStringLiteral(TPUPLAN_SOURCE_DIR "/tests/data/lessons/zones.solution.tpuplan.yaml"));
        QVERIFY(solution.isPlan());
        window.document()->editPlan(solution.plan, QStringLiteral("solve"));
        TrainingDock *training = window.findChild<TrainingDock *>();
        QListWidget *goals = training->goalList();
        QTRY_VERIFY(goals->count() > 0 && goals->item(goals->count() - 1)->data(Qt::UserRole).toBool());
        bool sawValid = false;
        for (int i = 0; i < goals->count(); ++i) {
            const QString text = goals->item(i)->text();
            QVERIFY2(!text.contains(QLatin1String("(the plan is valid)"), Qt::CaseInsensitive), qPrintable(text));
            sawValid = sawValid || text == QLatin1String("The plan is valid");
        }
        QVERIFY(sawValid);
        const GoalResult same{QStringLiteral("valid"), true, QStringLiteral("the plan is valid.")};
        QVERIFY(same.detailRepeats(QStringLiteral("The plan is  valid")));
        const GoalResult other{QStringLiteral("chips"), true, QStringLiteral("64 chips")};
        QVERIFY(!other.detailRepeats(QStringLiteral("At least 64 chips")));
    }

    // The plan a lesson starts from is named after the lesson in the room's language.
    void aLessonsPlanIsNamedInTheRoomsLanguage()
    {
        const std::optional<Lesson> lesson = Lessons::find(QStringLiteral("torus"), nullptr);
        QVERIFY(lesson);
        LanguageManager languages;
        for (const QString &language : {QStringLiteral("vi"), QStringLiteral("en")}) {
            QVERIFY(languages.setLanguage(language, false));
            MainWindow window(Catalog::builtIn(), &languages);
            QVERIFY(window.training()->startLesson(*lesson));
            const QString name = window.document()->plan().metadata.name;
            QVERIFY2(name.endsWith(lesson->title.text(language)), qPrintable(name));
            if (language == QLatin1String("vi"))
                QVERIFY2(!name.startsWith(QStringLiteral("Lesson")), qPrintable(name));
        }
    }

    void aTraineeTakesALessonWithHintsOnly()
    {
        MainWindow window(Catalog::builtIn());
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const std::optional<Lesson> lesson = Lessons::find(QStringLiteral("torus"), nullptr);
        QVERIFY(lesson);
        QVERIFY(window.training()->startLesson(*lesson));
        TrainingDock *training = window.findChild<TrainingDock *>();
        QVERIFY(training->isVisible());
        QCOMPARE(training->goalList()->count(), 3);
        QVERIFY(!training->allMet());
        QVERIFY(training->statusLabel()->text().contains(QStringLiteral("1 of 3")));
        // Stuck: the hint for the first goal not met.
        QTest::mouseClick(training->hintButton(), Qt::LeftButton);
        QVERIFY(training->hintLabel()->isVisible());
        QVERIFY(training->hintLabel()->text().contains(QStringLiteral("multiples of 4")));
        // The hint says what to do: a topology with every side a multiple of 4, 64 chips.
        window.selectPool(0);
        chooseTopology(window.findChild<PoolEditor *>(), QStringLiteral("4x4x4"));
        QTRY_VERIFY(training->allMet());
        QVERIFY(training->statusLabel()->text().contains(QStringLiteral("Lesson complete")));
        window.training()->stopLesson();
        QVERIFY(!training->isVisible());
    }

    void guidedPlanningBuildsAValidPlan()
    {
        MainWindow window(Catalog::builtIn());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        PlanAssistant *assistant = window.training()->openPlanAssistant();
        QVERIFY(assistant->isVisible());
        // Step 1: Autopilot, each choice explained in the glossary's words.
        QAbstractButton *autopilot = assistant->modeChoice()->buttons().at(1);
        autopilot->click();
        QCOMPARE(assistant->plan().cluster.mode, QStringLiteral("autopilot"));
        QVERIFY(assistant->currentPage()->findChildren<QLabel *>().first()->text().contains(
            Glossary::builtIn().term(QStringLiteral("autopilot"))->text(QStringLiteral("en")).term));
        assistant->next();
        // Step 2: v5e.
        QListWidget *versions = assistant->versionList();
        const QList<QListWidgetItem *> v5e = versions->findItems(QStringLiteral("(v5e)"), Qt::MatchContains);
        QCOMPARE(v5e.size(), 1);
        versions->setCurrentItem(v5e.first());
        QCOMPARE(assistant->plan().pools.first().tpu, QStringLiteral("v5e"));
        assistant->next();
        // Step 3: only zones that offer v5e on Autopilot are listed; the region follows.
        QListWidget *zones = assistant->zoneList();
        QVERIFY(zones->count() >= 3);
        const QList<QListWidgetItem *> west = zones->findItems(QStringLiteral("us-west4-a"), Qt::MatchStartsWith);
        QCOMPARE(west.size(), 1);
        zones->setCurrentItem(west.first());
        QCOMPARE(assistant->plan().cluster.region, QStringLiteral("us-west4"));
        assistant->next();
        // Step 4: a 2x4 slice served by two pods of 4 chips.
        QListWidget *topologies = assistant->topologyList();
        QListWidgetItem *split = nullptr;
        for (int row = 0; row < topologies->count(); ++row) {
            const QString value = topologies->item(row)->data(Qt::UserRole).toString();
            if (value.endsWith(QStringLiteral("|2x4|4")))
                split = topologies->item(row);
        }
        QVERIFY(split);
        topologies->setCurrentItem(split);
        QVERIFY(assistant->summaryLabel(PlanAssistant::TopologyPage)->text().contains(QStringLiteral("It is valid")));
        // Step 5, optional: a 70B model does not fit 2x4 v5e (8 chips of 16 GiB for 140 GB of
        // bf16 weights alone); the step names the smallest v5e slice that holds it.
        assistant->next();
        QCOMPARE(assistant->currentId(), int(PlanAssistant::ModelPage));
        QVERIFY(!assistant->useFittingSliceButton()->isVisible()); // no model chosen: nothing to say
        const int llama = assistant->modelChoice()->findData(QStringLiteral("llama-3.3-70b"));
        QVERIFY(llama > 0);
        assistant->modelChoice()->setCurrentIndex(llama);
        QVERIFY2(assistant->modelFitLabel()->text().contains(QStringLiteral("it does not fit")), qPrintable(assistant->modelFitLabel()->text()));
        // The usable HBM as Size from Model and the lessons write it: v5e's 15.75 GiB, not 15.8.
        QVERIFY2(assistant->modelFitLabel()->text().contains(
                     QStringLiteral(" of the %1 GiB usable").arg(QLocale().toString(15.75, 'f', 2))),
                 qPrintable(assistant->modelFitLabel()->text()));
        QVERIFY(assistant->useFittingSliceButton()->isVisible());
        assistant->useFittingSliceButton()->click();
        const Topology bigger = *Topology::parse(assistant->plan().pools.first().topology);
        QVERIFY(bigger.chips() > 8);
        QVERIFY2(assistant->modelFitLabel()->text().contains(QStringLiteral("it fits")), qPrintable(assistant->modelFitLabel()->text()));
        QVERIFY(!assistant->useFittingSliceButton()->isVisible());
        // Back to the 2x4 the newcomer chose, then Finish.
        assistant->back();
        topologies->setCurrentItem(nullptr);
        topologies->setCurrentItem(split);
        assistant->accept();
        QCOMPARE(window.document()->plan().cluster.mode, QStringLiteral("autopilot"));
        QCOMPARE(window.document()->plan().pools.first().topology, QStringLiteral("2x4"));
        QCOMPARE(window.document()->plan().pools.first().workload->tpuChipsPerPod.value_or(0), 4);
        QVERIFY(!hasErrors(window.document()->findings()));
    }

    void guidedPlanningShowsTheSliceTheModelStepChose()
    {
        // "Use ..." on the model step changes the slice: Step 4 must then show that slice, so
        // going Back shows what Finish creates, and its summary agrees.
        MainWindow window(Catalog::builtIn());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        PlanAssistant *assistant = window.training()->openPlanAssistant();
        walkToModelStep(assistant, 0, QStringLiteral("v6e"), QStringLiteral("europe-west4-a"), QStringLiteral("|4x4|"),
                        QStringLiteral("llama-3.1-70b"));
        if (QTest::currentTestFailed())
            return;
        assistant->useFittingSliceButton()->click();
        const Pool pool = assistant->plan().pools.first();
        QVERIFY(pool.topology != QStringLiteral("4x4"));
        const QString shown = QStringLiteral("%1|%2|").arg(pool.machineType, pool.topology);
        const QString summary = QStringLiteral("v6e %1 in").arg(pool.topology);
        assistant->back();
        QCOMPARE(assistant->currentId(), int(PlanAssistant::TopologyPage));
        QVERIFY(assistant->topologyList()->currentItem());
        QVERIFY2(assistant->topologyList()->currentItem()->data(Qt::UserRole).toString().startsWith(shown),
                 qPrintable(assistant->topologyList()->currentItem()->text()));
        QVERIFY2(assistant->summaryLabel(PlanAssistant::TopologyPage)->text().contains(summary),
                 qPrintable(assistant->summaryLabel(PlanAssistant::TopologyPage)->text()));
        assistant->next();
        QVERIFY(assistant->summaryLabel(PlanAssistant::ModelPage)->text().contains(summary));
        assistant->accept();
        QCOMPARE(window.document()->plan().pools.first().topology, pool.topology);
        QCOMPARE(window.document()->plan().pools.first().machineType, pool.machineType);
    }

    void guidedPlanningFinishesOnEnterAfterUsingTheFittingSlice()
    {
        // The clicked "Use ..." button hides itself; its focus must not fall to "< Back", or
        // Enter would go back a step instead of finishing.
        MainWindow window(Catalog::builtIn());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QPointer<PlanAssistant> assistant = window.training()->openPlanAssistant();
        QVERIFY(QTest::qWaitForWindowExposed(assistant));
        assistant->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(assistant));
        walkToModelStep(assistant, 1, QStringLiteral("v5e"), QStringLiteral("us-west4-a"), QStringLiteral("|2x2|"),
                        QStringLiteral("llama-3.1-70b"));
        if (QTest::currentTestFailed())
            return;
        QTest::mouseClick(assistant->useFittingSliceButton(), Qt::LeftButton);
        QVERIFY(!assistant->useFittingSliceButton()->isVisible());
        const QString topology = assistant->plan().pools.first().topology;
        QVERIFY(topology != QStringLiteral("2x2"));
        QWidget *focus = QApplication::focusWidget();
        QVERIFY(focus);
        QVERIFY(focus != assistant->button(QWizard::BackButton));
        QTest::keyClick(focus, Qt::Key_Return);
        QTRY_VERIFY(!assistant || !assistant->isVisible());
        QCOMPARE(window.document()->plan().pools.first().topology, topology);
    }

    // Guided Planning asks about unsaved changes before its five steps (Cancel keeps the plan
    // and opens nothing), and Finish ends a lesson whose plan it replaces.
    void guidedPlanningAsksFirstAndEndsTheLesson()
    {
        MainWindow window(Catalog::builtIn());
        const std::optional<Lesson> lesson = Lessons::find(QStringLiteral("zones"), nullptr);
        QVERIFY(lesson);
        QVERIFY(window.training()->startLesson(*lesson));
        TrainingDock *training = window.findChild<TrainingDock *>();
        QVERIFY(training->hasLesson());
        Plan edited = window.document()->plan();
        edited.cluster.name = QStringLiteral("my-edit");
        window.document()->editPlan(edited, QStringLiteral("rename"));
        {
            DialogAnswers answers({QStringLiteral("Cancel")});
            QVERIFY(!window.training()->openPlanAssistant());
            QCOMPARE(answers.titles(), QStringList{QStringLiteral("Unsaved changes")});
        }
        QVERIFY(window.findChildren<PlanAssistant *>().isEmpty());
        QCOMPARE(window.document()->plan().cluster.name, QStringLiteral("my-edit"));
        QVERIFY(training->hasLesson());

        window.document()->undoStack()->undo(); // the lesson's plan as it started: nothing to ask
        QVERIFY(!window.document()->isModified());
        DialogAnswers none({});
        QPointer<PlanAssistant> assistant = window.training()->openPlanAssistant();
        QVERIFY(assistant);
        QVERIFY(none.titles().isEmpty());
        const Plan planned = assistant->plan();
        assistant->accept();
        QCOMPARE(window.document()->plan().cluster.name, planned.cluster.name);
        QVERIFY(none.titles().isEmpty());
        QVERIFY(!training->hasLesson());
    }

    // Any other plan opened during a lesson (File > Open, New, an example) ends the lesson: its
    // goals would grade a plan it never gave.
    void openingAnotherPlanEndsTheLesson()
    {
        MainWindow window(Catalog::builtIn());
        const std::optional<Lesson> lesson = Lessons::find(QStringLiteral("zones"), nullptr);
        QVERIFY(lesson);
        QVERIFY(window.training()->startLesson(*lesson));
        TrainingDock *training = window.findChild<TrainingDock *>();
        QVERIFY(training->hasLesson());
        QVERIFY(window.documents()->openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        QVERIFY(!training->hasLesson());
        // Starting a lesson again opens its plan and keeps the lesson.
        QVERIFY(window.training()->startLesson(*lesson));
        QVERIFY(training->hasLesson());
    }

    void guidedPlanningFollowsTheLanguage()
    {
        // The explanations come from the glossary in the window's language: a switch while the
        // wizard is open rewrites them at once.
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("en"), false));
        MainWindow window(Catalog::builtIn(), &languages);
        PlanAssistant *assistant = window.training()->openPlanAssistant();
        const auto explanation = [&] { return assistant->currentPage()->findChildren<QLabel *>().first()->text(); };
        const GlossaryTerm *autopilot = Glossary::builtIn().term(QStringLiteral("autopilot"));
        QVERIFY(explanation().contains(autopilot->text(QStringLiteral("en")).definition.left(30).toHtmlEscaped()));
        QVERIFY(languages.setLanguage(QStringLiteral("de"), false));
        QCoreApplication::processEvents();
        QVERIFY2(explanation().contains(autopilot->text(QStringLiteral("de")).definition.left(30).toHtmlEscaped()),
                 qPrintable(explanation()));
        QCOMPARE(languages.language(), QStringLiteral("de"));
        QVERIFY(languages.setLanguage(QStringLiteral("en"), false));
        assistant->reject();
    }

    void platformPageAnswersAsTheQuestionsChange()
    {
        MainWindow window(Catalog::builtIn());
        window.findChild<QAction *>(QStringLiteral("PlatformAction"))->trigger();
        auto *dialog = window.findChild<PlatformDialog *>(QStringLiteral("PlatformDialog"));
        QVERIFY(dialog);
        QVERIFY(dialog->recommendation()->text().contains(QStringLiteral("Colab")));
        dialog->chipsChoice()->setCurrentIndex(2); // more than 8 chips
        QVERIFY(dialog->recommendation()->text().contains(QStringLiteral("GKE")));
        QVERIFY(dialog->reasons()->text().contains(QStringLiteral("JobSet")));
        dialog->chipsChoice()->setCurrentIndex(1);
        QVERIFY(dialog->recommendation()->text().contains(QStringLiteral("Cloud TPU VM")));
        dialog->team()->setChecked(true);
        QVERIFY(dialog->recommendation()->text().contains(QStringLiteral("GKE")));
        // Every reason is a fact of the data with its source.
        const PlatformFact *queues = PlatformFacts::builtIn().fact(QStringLiteral("gke-team-queues"));
        QVERIFY(queues);
        QVERIFY(dialog->reasons()->text().contains(queues->text(QStringLiteral("en")).toHtmlEscaped()));
        QVERIFY(dialog->reasons()->text().contains(queues->source.toHtmlEscaped()));
    }

    void platformFactsFollowTheLanguage()
    {
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("en"), false));
        MainWindow window(Catalog::builtIn(), &languages);
        window.findChild<QAction *>(QStringLiteral("PlatformAction"))->trigger();
        auto *dialog = window.findChild<PlatformDialog *>(QStringLiteral("PlatformDialog"));
        QVERIFY(dialog);
        const PlatformFact *colab = PlatformFacts::builtIn().fact(QStringLiteral("colab-free-chip"));
        QVERIFY(colab);
        QVERIFY(dialog->reasons()->text().contains(colab->text(QStringLiteral("en")).toHtmlEscaped()));
        QVERIFY(languages.setLanguage(QStringLiteral("it"), false));
        QCoreApplication::processEvents();
        QVERIFY2(dialog->reasons()->text().contains(colab->text(QStringLiteral("it")).toHtmlEscaped()),
                 qPrintable(dialog->reasons()->text()));
        QVERIFY(languages.setLanguage(QStringLiteral("en"), false));
    }

    void presenterViewEnlargesTheLesson()
    {
        MainWindow window(Catalog::builtIn());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.training()->startLesson(Lessons::builtIn().first()));
        TrainingDock *training = window.findChild<TrainingDock *>();
        const qreal before = training->goalList()->font().pointSizeF();
        QAction *presenter = window.findChild<QAction *>(QStringLiteral("PresenterAction"));
        QCOMPARE(presenter->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
        presenter->trigger();
        QVERIFY(training->presenterView());
        QVERIFY(training->goalList()->font().pointSizeF() >= 1.9 * before);
        presenter->trigger();
        QCOMPARE(training->goalList()->font().pointSizeF(), before);
    }

    // The presenter view beside the plan editor: on a laptop (1366x768, the window maximised or
    // at its first size) the lesson and the 3D view share one column as tabs, on a full-HD
    // screen they stand on either side; either way the outline and the editor keep their
    // narrowest layout (no sideways scrolling), for the cluster and a pool, with the 3D view
    // raised too.
    void presenterViewLeavesTheEditorItsWidth_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("sideBySide");
        QTest::newRow("1366x768 maximised") << QSize(1366, 705) << false;
        QTest::newRow("1366x768 first size") << QSize(1229, 691) << false;
        QTest::newRow("1920x1080 first size") << QSize(1280, 800) << false;
        QTest::newRow("1920x1080 maximised") << QSize(1920, 1050) << true;
    }

    void presenterViewLeavesTheEditorItsWidth()
    {
        QFETCH(QSize, size);
        QFETCH(bool, sideBySide);
        MainWindow window(Catalog::builtIn());
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.training()->startLesson(Lessons::builtIn().first()));
        auto *training = window.findChild<TrainingDock *>();
        QTest::qWait(50);
        const int columnBefore = training->width();
        window.findChild<QAction *>(QStringLiteral("PresenterAction"))->trigger();
        auto *torus = window.findChild<QDockWidget *>(QStringLiteral("TorusDock"));
        QTest::qWait(100); // the 3D view is built after it is shown
        const auto editorIsWhole = [&window](const char *where) {
            for (QScrollArea *scroll : window.centralWidget()->findChildren<QScrollArea *>()) {
                if (scroll->isVisible() && scroll->widget()) {
                    const int needs = scroll->widget()->minimumSizeHint().width();
                    if (scroll->viewport()->width() < needs)
                        return QStringLiteral("%1: editor %2 px wide, needs %3")
                            .arg(QLatin1String(where))
                            .arg(scroll->viewport()->width())
                            .arg(needs);
                }
            }
            return QString();
        };
        QString problem = editorIsWhole("cluster");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(!training->visibleRegion().isEmpty()); // the lesson in front
        QCOMPARE(window.tabifiedDockWidgets(training).contains(torus), !sideBySide);
        QCOMPARE(!torus->visibleRegion().isEmpty(), sideBySide);
        // A column the room can read: at least 20 characters of the large type a line.
        auto *story = window.findChild<QLabel *>(QStringLiteral("LessonStory"));
        QVERIFY2(story->width() >= 20 * story->fontMetrics().averageCharWidth(), qPrintable(QString::number(story->width())));
        window.selectPool(0);
        QTest::qWait(50);
        problem = editorIsWhole("pool");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        torus->raise();
        QTRY_VERIFY(window.findChild<TorusPanel *>());
        QTest::qWait(100);
        problem = editorIsWhole("pool, 3D view raised");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        window.findChild<QAction *>(QStringLiteral("PresenterAction"))->trigger();
        // Leaving puts the docks back: the lesson's column as wide as it was (or as the 3D view
        // tabbed with it needs), not widened by the 3D view shown and hidden again.
        QTest::qWait(100);
        QCOMPARE(training->width(), std::max(columnBefore, torus->minimumSizeHint().width()));
        QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("FindingsDock"))->isVisible());
    }

    // On a laptop screen (1366x768) the presenter view's large type does not fit the dock: the
    // lesson scrolls, its story is never cut off mid-sentence (German, the longest).
    void presenterViewKeepsTheStoryWholeOnALaptopScreen()
    {
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("de"), false));
        MainWindow window(Catalog::builtIn(), &languages);
        window.resize(1229, 691);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const std::optional<Lesson> lesson = Lessons::find(QStringLiteral("reservations-vs-spot"), nullptr);
        QVERIFY(lesson);
        QVERIFY(window.training()->startLesson(*lesson));
        QAction *presenter = window.findChild<QAction *>(QStringLiteral("PresenterAction"));
        presenter->trigger();
        auto *story = window.findChild<QLabel *>(QStringLiteral("LessonStory"));
        QVERIFY(story);
        QTRY_VERIFY2(story->isVisible() && story->height() >= story->heightForWidth(story->width()),
                     qPrintable(QStringLiteral("%1 of %2 px").arg(story->height()).arg(story->heightForWidth(story->width()))));
        // Nor cut at the right: what the dock cannot show beside it scrolls sideways.
        auto *scroll = qobject_cast<QScrollArea *>(window.findChild<TrainingDock *>()->widget());
        QVERIFY(scroll);
        QVERIFY(scroll->widget()->width() <= scroll->viewport()->width() || scroll->horizontalScrollBar()->isVisible());
        presenter->trigger();
        QVERIFY(languages.setLanguage(QStringLiteral("en"), false));
    }
};

QTEST_MAIN(TestLearning)
#include "tst_learning.moc"
