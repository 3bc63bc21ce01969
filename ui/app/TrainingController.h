// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace tpuplan {

class DocumentController;
class GlossaryDialog;
class PlanAssistant;
class PlanDocument;
class TrainingDock;
struct Lesson;

/// Learning in the window: lessons (Help > Training) with their dock checking the goals on
/// every edit, the presenter view for a room, the glossary, F1 on a field or a finding, and
/// Guided Planning. Each dock and dialog it shows is built when first asked for.
class TrainingController : public QObject
{
    Q_OBJECT
public:
    using CatalogSource = std::function<std::shared_ptr<const Catalog>()>;
    using Language = std::function<QString()>;
    using Width = std::function<int()>;

    /// Finds the window's docks by their object names (FindingsDock, TorusDock,
    /// ExportPreviewDock, CostDock); `documents` opens the lessons' and the assistant's plans;
    /// `centralWidth` says how wide the window's outline and editor need to be, so the presenter
    /// view's docks leave them that.
    TrainingController(QMainWindow *window, DocumentController *documents, CatalogSource catalog, Language language,
                       Width centralWidth);

    /// Training mode: opens the lesson's start plan as a new, unsaved plan and checks its goals
    /// on every edit; false when the user keeps the current plan or the start plan is broken.
    bool startLesson(const Lesson &lesson);
    void stopLesson();
    /// Help > Training > Guided Planning: the assistant, non-modal; Finish adopts its plan and
    /// ends a lesson running on the plan it replaces. Unsaved changes are asked about first
    /// (before five steps of choices, not after); null when the user cancels there.
    PlanAssistant *openPlanAssistant();
    /// Opens the glossary at the rule's "Learn more" page.
    void learnMore(const QString &rule);
    /// Gives a view the presenter view's large type while it is on (a dock built later).
    void fitToPresenterView(QWidget *view) const;

    QAction *fieldHelpAction() const { return m_fieldHelpAction; }
    QAction *glossaryAction() const { return m_glossaryAction; }
    QAction *presenterAction() const { return m_presenterAction; }
    QAction *assistantAction() const { return m_assistantAction; }
    QMenu *trainingMenu() const { return m_trainingMenu; }
    void retranslate();

Q_SIGNALS:
    /// A line for the status bar, shown for `timeout` milliseconds.
    void message(const QString &text, int timeout);

private:
    void createActions();
    void followDocument(PlanDocument *document);
    void checkPlan();
    TrainingDock *trainingDock();
    GlossaryDialog *glossaryDialog();
    void showGlossary();
    void chooseLesson();
    void fillTrainingMenu();
    void explainFocusedField();
    void setPresenterView(bool on);
    /// The lesson and the 3D view beside the editor, or tabbed in one column where the window
    /// has no room for both in large type.
    void arrangePresenterDocks(QDockWidget *torusDock);
    QFont presenterFont() const;

    QMainWindow *m_window;
    DocumentController *m_documents;
    CatalogSource m_catalog;
    Language m_language;
    Width m_centralWidth;
    TrainingDock *m_trainingDock = nullptr;
    bool m_adoptingLessonPlan = false; ///< the plan now opened is the lesson's own
    QPointer<GlossaryDialog> m_glossaryDialog;
    QByteArray m_presenterLayout; ///< the docks as they were before the presenter view
    QMenu *m_trainingMenu = nullptr;
    QAction *m_openLessonAction = nullptr;
    QAction *m_stopLessonAction = nullptr;
    QAction *m_presenterAction = nullptr;
    QAction *m_assistantAction = nullptr;
    QAction *m_platformAction = nullptr;
    QAction *m_glossaryAction = nullptr;
    QAction *m_fieldHelpAction = nullptr;
};

} // namespace tpuplan
