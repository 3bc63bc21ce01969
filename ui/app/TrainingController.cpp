// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/TrainingController.h"

#include "ui/app/DialogSizes.h"
#include "ui/app/DocumentController.h"
#include "ui/app/Settings.h"
#include "ui/dialogs/GlossaryDialog.h"
#include "ui/dialogs/PlanAssistant.h"
#include "ui/dialogs/PlatformDialog.h"
#include "ui/docks/FindingsDock.h"
#include "ui/docks/TrainingDock.h"
#include "ui/document/PlanDocument.h"
#include "ui/editors/ClusterEditor.h"
#include "ui/editors/PoolEditor.h"

#include "core/learn/Glossary.h"
#include "core/learn/Lesson.h"
#include "core/plan/PlanReader.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFileDialog>
#include <QFontMetrics>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QStyle>
#include <QWhatsThis>

namespace tpuplan {
namespace {

/// The glossary path of the editor field `focus` is in, or an empty string.
QString fieldPathAt(QWidget *focus)
{
    for (QWidget *widget = focus; widget; widget = widget->parentWidget()) {
        if (auto *cluster = qobject_cast<ClusterEditor *>(widget))
            return cluster->fieldPathOf(focus);
        if (auto *pool = qobject_cast<PoolEditor *>(widget))
            return pool->fieldPathOf(focus);
    }
    return QString();
}

} // namespace

TrainingController::TrainingController(QMainWindow *window, DocumentController *documents, CatalogSource catalog,
                                       Language language, Width centralWidth)
    : QObject(window),
      m_window(window),
      m_documents(documents),
      m_catalog(std::move(catalog)),
      m_language(std::move(language)),
      m_centralWidth(std::move(centralWidth))
{
    setObjectName(QStringLiteral("TrainingController"));
    createActions();
    connect(documents, &DocumentController::documentChanged, this, &TrainingController::followDocument);
}

void TrainingController::createActions()
{
    m_fieldHelpAction = new QAction(this);
    m_fieldHelpAction->setObjectName(QStringLiteral("FieldHelpAction"));
    m_fieldHelpAction->setShortcut(QKeySequence::HelpContents);
    connect(m_fieldHelpAction, &QAction::triggered, this, &TrainingController::explainFocusedField);
    m_glossaryAction = new QAction(this);
    m_glossaryAction->setObjectName(QStringLiteral("GlossaryAction"));
    m_glossaryAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G));
    connect(m_glossaryAction, &QAction::triggered, this, &TrainingController::showGlossary);
    m_openLessonAction = new QAction(this);
    m_openLessonAction->setObjectName(QStringLiteral("OpenLessonAction"));
    connect(m_openLessonAction, &QAction::triggered, this, &TrainingController::chooseLesson);
    m_platformAction = new QAction(this);
    m_platformAction->setObjectName(QStringLiteral("PlatformAction"));
    connect(m_platformAction, &QAction::triggered, this, [this] {
        auto *dialog = new PlatformDialog(m_language, m_window);
        DialogSizes::remember(dialog);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    m_assistantAction = new QAction(this);
    m_assistantAction->setObjectName(QStringLiteral("PlanAssistantAction"));
    connect(m_assistantAction, &QAction::triggered, this, [this] { openPlanAssistant(); });
    m_stopLessonAction = new QAction(this);
    m_stopLessonAction->setObjectName(QStringLiteral("StopLessonAction"));
    connect(m_stopLessonAction, &QAction::triggered, this, &TrainingController::stopLesson);
    m_presenterAction = new QAction(this);
    m_presenterAction->setObjectName(QStringLiteral("PresenterAction"));
    m_presenterAction->setCheckable(true);
    m_presenterAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    connect(m_presenterAction, &QAction::toggled, this, &TrainingController::setPresenterView);
    m_trainingMenu = new QMenu(m_window);
    connect(m_trainingMenu, &QMenu::aboutToShow, this, &TrainingController::fillTrainingMenu);
}

void TrainingController::retranslate()
{
    m_fieldHelpAction->setText(tr("What Is This &Field?"));
    m_fieldHelpAction->setToolTip(tr("Explain the field that has the keyboard focus (its glossary entry), or the rule of "
                                     "the finding selected in the findings dock"));
    m_trainingMenu->setTitle(tr("&Training"));
    m_openLessonAction->setText(tr("Open Lesson &File..."));
    m_openLessonAction->setToolTip(tr("Open an instructor's lesson file (docs/lessons.md describes the format)"));
    m_stopLessonAction->setText(tr("&Stop Lesson"));
    m_platformAction->setText(tr("&Colab, Cloud TPU VM or GKE?..."));
    m_platformAction->setToolTip(tr("A few questions and where your TPU work fits best, with the reasons"));
    m_assistantAction->setText(tr("&Guided Planning..."));
    m_assistantAction->setToolTip(tr("Build a plan step by step (mode, TPU version, zone, slice), each choice explained"));
    m_presenterAction->setText(tr("&Presenter View"));
    m_presenterAction->setToolTip(tr("Large type in the lesson and the 3D view, for a room"));
    m_glossaryAction->setText(tr("&Glossary..."));
    m_glossaryAction->setToolTip(tr("The terms of TPU planning, searchable, in the window's language"));
}

void TrainingController::followDocument(PlanDocument *document)
{
    // Another plan than the lesson's (opened, new, an example, imported): the lesson's goals
    // would grade a plan it never gave, so the lesson ends.
    if (!m_adoptingLessonPlan && m_trainingDock && m_trainingDock->hasLesson())
        stopLesson();
    // The lesson's goals are checked on every edit of the plan it opened.
    connect(document, &PlanDocument::changed, this, &TrainingController::checkPlan);
    checkPlan();
}

void TrainingController::checkPlan()
{
    const PlanDocument *document = m_documents->document();
    if (m_trainingDock && m_trainingDock->hasLesson() && document)
        m_trainingDock->checkPlan(document->plan(), document->findings(), *m_catalog());
}

TrainingDock *TrainingController::trainingDock()
{
    if (m_trainingDock)
        return m_trainingDock;
    // Built for the first lesson: most sessions never start one. Beside Availability, the 3D
    // view and Cost, which the lessons send the trainee to, unless a saved layout placed it.
    m_trainingDock = new TrainingDock(m_language, m_window);
    if (!m_window->restoreDockWidget(m_trainingDock)) {
        m_window->addDockWidget(Qt::RightDockWidgetArea, m_trainingDock);
        if (auto *cost = m_window->findChild<QDockWidget *>(QStringLiteral("CostDock")))
            m_window->tabifyDockWidget(cost, m_trainingDock);
    }
    connect(m_trainingDock, &TrainingDock::stopRequested, this, &TrainingController::stopLesson);
    if (m_presenterAction->isChecked()) // the room's large type, for a lesson started in it
        m_trainingDock->setPresenterView(true);
    return m_trainingDock;
}

bool TrainingController::startLesson(const Lesson &lesson)
{
    const PlanLoadResult loaded = PlanReader::readFile(lesson.startPlan);
    if (!loaded.isPlan()) {
        QMessageBox::warning(m_window, tr("Training"), tr("The lesson's start plan %1 cannot be read.").arg(lesson.startPlan));
        return false;
    }
    if (!m_documents->maybeSave())
        return false;
    TrainingDock *dock = trainingDock();
    dock->setLesson(lesson);
    // Named after the lesson in the room's language (the file's name is the English one).
    Plan plan = loaded.plan;
    plan.metadata.name = tr("Lesson: %1", "the plan a lesson starts from").arg(lesson.title.text(m_language()));
    m_adoptingLessonPlan = true;
    m_documents->adoptPlan(plan, QString(), false); // a copy: saving asks for a file name
    m_adoptingLessonPlan = false;
    checkPlan();
    dock->show();
    dock->raise();
    return true;
}

void TrainingController::stopLesson()
{
    if (m_trainingDock) {
        m_trainingDock->clearLesson();
        m_trainingDock->hide();
    }
    if (m_presenterAction->isChecked())
        m_presenterAction->setChecked(false);
}

void TrainingController::chooseLesson()
{
    const QString file = QFileDialog::getOpenFileName(m_window, tr("Open Lesson"), Settings::lastDirectory.get(),
                                                      tr("Lessons (*.lesson.yaml *.yaml);;All files (*)"));
    if (file.isEmpty())
        return;
    Findings problems;
    const std::optional<Lesson> lesson = Lessons::readFile(file, &problems);
    if (!lesson) {
        QStringList lines;
        for (const Finding &f : problems)
            lines.append(f.line > 0 ? tr("line %1, %2: %3").arg(f.line).arg(f.field, f.message) : f.message);
        QMessageBox::warning(m_window, tr("Open Lesson"), tr("%1 is not a lesson:\n%2").arg(file, lines.join(QLatin1Char('\n'))));
        return;
    }
    startLesson(*lesson);
}

void TrainingController::fillTrainingMenu()
{
    // Rebuilt when opened: the titles follow the language.
    m_trainingMenu->clear();
    m_trainingMenu->addAction(m_assistantAction);
    m_trainingMenu->addAction(m_platformAction);
    m_trainingMenu->addSeparator();
    for (const Lesson &lesson : Lessons::builtIn()) {
        QAction *action = m_trainingMenu->addAction(lesson.title.text(m_language()));
        action->setToolTip(lesson.story.text(m_language()));
        connect(action, &QAction::triggered, this, [this, lesson] { startLesson(lesson); });
    }
    m_trainingMenu->addSeparator();
    m_trainingMenu->addAction(m_openLessonAction);
    m_trainingMenu->addAction(m_stopLessonAction);
    m_stopLessonAction->setEnabled(m_trainingDock && m_trainingDock->hasLesson());
}

PlanAssistant *TrainingController::openPlanAssistant()
{
    // Finish replaces the open plan: whether to save it is asked now, before the choices.
    if (!m_documents->maybeSave())
        return nullptr;
    auto *assistant = new PlanAssistant(m_catalog(), m_language, m_window);
    DialogSizes::remember(assistant);
    assistant->setAttribute(Qt::WA_DeleteOnClose);
    connect(assistant, &QDialog::accepted, this, [this, assistant] {
        // Asked again only for edits made while the assistant was open.
        if (m_documents->maybeSave()) {
            m_documents->adoptPlan(assistant->plan(), QString(), true); // new and unsaved: saving asks for a name
            // The lesson's plan is gone: grading the assistant's plan against it would mislead.
            if (m_trainingDock && m_trainingDock->hasLesson())
                stopLesson();
        }
    });
    assistant->show();
    return assistant;
}

QFont TrainingController::presenterFont() const
{
    QFont font = QApplication::font();
    if (m_presenterAction->isChecked())
        font.setPointSizeF(font.pointSizeF() * 2.0);
    return font;
}

void TrainingController::fitToPresenterView(QWidget *view) const
{
    if (m_presenterAction->isChecked())
        view->setFont(presenterFont());
}

void TrainingController::setPresenterView(bool on)
{
    // Large type where the room looks: the lesson and the 3D view, both about twice the desktop
    // size. Leaving puts every dock back where it was.
    auto *torusDock = m_window->findChild<QDockWidget *>(QStringLiteral("TorusDock"));
    if (on && m_presenterLayout.isEmpty()) {
        m_presenterLayout = m_window->saveState();
        // The room looks at the lesson and the slice; the findings stay a key away (Alt+1).
        for (const char *name : {"FindingsDock", "ExportPreviewDock"})
            m_window->findChild<QDockWidget *>(QLatin1String(name))->hide();
        arrangePresenterDocks(torusDock);
    } else if (!on && !m_presenterLayout.isEmpty()) {
        m_window->restoreState(m_presenterLayout);
        m_presenterLayout.clear();
    }
    if (m_trainingDock)
        m_trainingDock->setPresenterView(on);
    if (QWidget *torus = torusDock->widget())
        torus->setFont(presenterFont());
    Q_EMIT message(on ? tr("Presenter view: large type in the lesson and the 3D view (%1 to leave)")
                            .arg(m_presenterAction->shortcut().toString(QKeySequence::NativeText))
                      : QString(),
                   8000);
}

void TrainingController::arrangePresenterDocks(QDockWidget *torusDock)
{
    // The docks take what the outline and the editor can spare: on a full-HD screen the lesson
    // on the left and the 3D view on the right; on a laptop (1366x768) there is room for one
    // column of large type only, so the two share it as tabs, the lesson in front.
    const int separator = m_window->style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent, nullptr, m_window);
    const int room = m_window->width() - m_centralWidth() - 2 * separator;
    // A column of large type reads well from about 28 characters a line.
    const int column = QFontMetrics(presenterFont()).averageCharWidth() * 28;
    torusDock->show();
    torusDock->raise();
    const bool lesson = m_trainingDock && m_trainingDock->hasLesson();
    if (torusDock->isFloating()) { // perhaps on the room's screen: the lesson alone beside the editor
        if (lesson) {
            m_window->addDockWidget(Qt::LeftDockWidgetArea, m_trainingDock);
            m_trainingDock->show();
            m_window->resizeDocks({m_trainingDock}, {std::max(room, column)}, Qt::Horizontal);
        }
        return;
    }
    if (lesson && room >= 2 * column) {
        m_window->addDockWidget(Qt::LeftDockWidgetArea, m_trainingDock);
        m_trainingDock->show();
        const int lessonWidth = std::max(column, room * 2 / 5);
        m_window->resizeDocks({m_trainingDock, torusDock}, {lessonWidth, room - lessonWidth}, Qt::Horizontal);
        return;
    }
    if (lesson) {
        m_window->tabifyDockWidget(torusDock, m_trainingDock);
        m_trainingDock->show();
        m_trainingDock->raise();
    }
    m_window->resizeDocks({torusDock}, {std::max(room, column)}, Qt::Horizontal);
}

GlossaryDialog *TrainingController::glossaryDialog()
{
    if (!m_glossaryDialog) {
        m_glossaryDialog = new GlossaryDialog(Glossary::builtIn(), m_language, m_window);
        DialogSizes::remember(m_glossaryDialog);
        m_glossaryDialog->setAttribute(Qt::WA_DeleteOnClose, false);
    }
    return m_glossaryDialog;
}

void TrainingController::showGlossary()
{
    GlossaryDialog *dialog = glossaryDialog();
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
    dialog->searchField()->setFocus();
}

void TrainingController::learnMore(const QString &rule)
{
    GlossaryDialog *dialog = glossaryDialog();
    if (!dialog->showRule(rule)) {
        Q_EMIT message(tr("The glossary has no page for the rule %1.").arg(rule), 8000);
        return;
    }
    dialog->show();
    dialog->raise();
}

void TrainingController::explainFocusedField()
{
    QWidget *focus = QApplication::focusWidget();
    // On a finding: what its rule protects against.
    auto *findings = m_window->findChild<FindingsDock *>();
    if (focus && findings && findings->isAncestorOf(focus)) {
        const QString rule = findings->currentRule();
        if (!rule.isEmpty() && Glossary::builtIn().rule(rule)) {
            learnMore(rule);
            return;
        }
    }
    // On a field: its glossary entry, under the field's own explanation (its tooltip says what
    // it means and why a choice is refused).
    const QString path = fieldPathAt(focus);
    QString explanation;
    for (QWidget *widget = focus; widget && widget != m_window && explanation.isEmpty(); widget = widget->parentWidget())
        explanation = !widget->whatsThis().isEmpty() ? widget->whatsThis() : widget->toolTip();
    if (const GlossaryTerm *term = path.isEmpty() ? nullptr : Glossary::builtIn().termForField(path)) {
        GlossaryDialog *dialog = glossaryDialog();
        dialog->showTerm(term->id, explanation);
        dialog->show();
        dialog->raise();
        return;
    }
    if (!explanation.isEmpty() && focus) {
        QWhatsThis::showText(focus->mapToGlobal(QPoint(0, focus->height())), explanation, focus);
        return;
    }
    Q_EMIT message(tr("Click into a field, then press F1 to see what it means."), 8000);
}

} // namespace tpuplan
