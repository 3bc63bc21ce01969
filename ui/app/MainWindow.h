// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "ui/app/ContractPrices.h"
#include "ui/document/Autosaver.h"

#include <QMainWindow>
#include <QPointer>

#include <functional>
#include <memory>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QScrollArea;
class QSplitter;
class QStackedWidget;
class QToolBar;
class QTreeView;

namespace tpuplan {

class AvailabilityMatrix;
class ExportPreview;
class TorusPanel;
class CostChart;
struct PlanLoadResult;
class ClusterEditor;
class FindingsDock;
class LanguageManager;
class PlanDocument;
class ManifestCheck;
class ClusterImport;
class CatalogAgeNotice;
class CatalogRefreshAction;
class Scenarios;
class ScenarioView;
class GlossaryDialog;
class TrainingDock;
class PlanAssistant;
struct Lesson;
class PlanOutlineModel;
class PoolEditor;
struct Plan;

/// The planner window: the plan outline beside an editor for the selected item, the findings
/// and availability docks, and a status bar with the plan's totals. It owns the open document
/// and the file commands; the panels do the editing.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    /// `languages` may be shared with the application; one is created when null.
    /// Opens `planPath` when given (and it opens), else starts a new plan.
    explicit MainWindow(const Catalog &catalog, LanguageManager *languages = nullptr, QWidget *parent = nullptr,
                        const QString &planPath = QString());
    ~MainWindow() override;

    /// Loads `path` and shows it; false (with a message box unless `quiet`) when it is not a plan.
    bool openPlan(const QString &path, bool quiet = false);
    /// Starts a new untitled plan (after asking to save the current one).
    void newPlan();
    bool save();
    bool saveAs();
    bool saveTo(const QString &path);
    /// Offers the recovery copies a crashed session left behind.
    void offerRecovery();

    /// Shows the cluster editor (pool -1) or a pool's editor.
    void selectPool(int pool);
    int selectedPool() const { return m_pool; }
    /// Selects the item a field path belongs to and focuses its widget.
    bool focusField(int pool, const QString &field);

    PlanDocument *document() const { return m_document; }
    /// Keeps the recovery copy of the open document.
    Autosaver *autosaver() const { return m_autosaver; }
    /// The cluster editor, built on first use (the cluster's first selection, or this call).
    ClusterEditor *clusterEditor();
    /// The pool editor, built on first use (a pool's first selection, or this call).
    PoolEditor *poolEditor();
    FindingsDock *findingsDock() const { return m_findingsDock; }
    AvailabilityMatrix *availabilityMatrix() const { return m_matrix; }
    QTreeView *outlineView() const { return m_outline; }
    PlanOutlineModel *outlineModel() const { return m_outlineModel; }
    LanguageManager *languageManager() const { return m_languages; }
    QLabel *totalsLabel() const { return m_totals; }
    /// The export preview panel, built on first use (its dock's first raise, or this call).
    ExportPreview *exportPreview();
    TorusPanel *torusPanel() const { return m_torus; }
    QDockWidget *torusDock() const { return m_torusDock; }
    /// The Cost dock's charts, built when the dock is first shown (or asked for here).
    CostChart *costChart();
    /// File > Check Manifests (the manifest linter in the window).
    ManifestCheck *manifestCheck() const { return m_manifestCheck; }
    ClusterImport *clusterImport() const { return m_clusterImport; }
    CatalogRefreshAction *catalogRefresh() const { return m_catalogRefresh; }
    /// Help > Glossary, created when first asked for.
    GlossaryDialog *glossaryDialog();
    /// Training mode: opens the lesson's start plan as a new, unsaved plan and checks its goals
    /// on every edit; false when the user keeps the current plan or the start plan is broken.
    bool startLesson(const Lesson &lesson);
    void stopLesson();
    /// Help > Training > Guided Planning: the assistant, non-modal; Finish adopts its plan.
    PlanAssistant *openPlanAssistant();
    TrainingDock *trainingDock() const { return m_trainingDock; }
    QAction *presenterAction() const { return m_presenterAction; }
    QDockWidget *costDock() const { return m_costDock; }
    QDockWidget *compareDock() const { return m_compareDock; }
    Scenarios *scenarios() const { return m_scenarios; }

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void offerDamagedRecovery(const Autosaver::Recovery &recovery);
    /// `editor`, made in `scroll` with the current document the first time it is asked for.
    template<typename Editor>
    Editor *builtOnce(Editor *&editor, QScrollArea *scroll);
    void createActions();
    void createFileActions();   // the File and Tools menus
    void createEditActions();   // undo, redo, pools
    void createHelpActions();   // help, training, about
    void showAbout();
    void showGlossary();
    void chooseLesson();
    void createMenus(); // called by createActions()
    void createToolBar(); // called by createActions()
    void createDocks();
    /// Builds a dock's panel after the current event: never while Qt lays out or restores docks.
    void buildWhenShown(QDockWidget *dock, const std::function<void()> &build);
    /// Shows the document's findings, with field labels (building the pool editor for them).
    void showFindings();
    void buildTorusPanel();
    void restoreLayout();
    void placeFirstWindow();
    void fillExamplesMenu();
    void explainFocusedField();
    /// Opens the glossary at the rule's "Learn more" page.
    void learnMore(const QString &rule);
    void fillTrainingMenu();
    void setPresenterView(bool on);
    QString whyNotOpened(const QString &path, const PlanLoadResult &loaded) const;
    void giveTheViewRoom();
    void saveLayout();
    void retranslate();
    void setDocument(PlanDocument *document);
    void adoptPlan(const Plan &plan, const QString &path, bool modified);
    bool maybeSave();
    void chooseAndOpen();
    void updateTitle();
    void updateTotals();
    void updateActions();
    void updateUndoActions();
    void syncSelection();
    void updateTorus();
    void exportBundle();
    void editContractPrices();
    /// Lays the contract prices over the catalog for this window and its document.
    void applyContractPrices();

    ContractPrices m_prices;
    /// Shared with every document, which may outlive the window's own reference.
    std::shared_ptr<const Catalog> m_catalog;
    LanguageManager *m_languages;
    PlanDocument *m_document = nullptr;
    Autosaver *m_autosaver;
    int m_pool = -1;

    QSplitter *m_splitter = nullptr;
    QTreeView *m_outline = nullptr;
    PlanOutlineModel *m_outlineModel = nullptr;
    QStackedWidget *m_editors = nullptr;
    QScrollArea *m_clusterScroll = nullptr;
    QScrollArea *m_poolScroll = nullptr;
    ClusterEditor *m_clusterEditor = nullptr;
    PoolEditor *m_poolEditor = nullptr;
    FindingsDock *m_findingsDock = nullptr;
    ManifestCheck *m_manifestCheck = nullptr;
    ClusterImport *m_clusterImport = nullptr;
    CatalogAgeNotice *m_catalogAgeNotice = nullptr;
    CatalogRefreshAction *m_catalogRefresh = nullptr;
    Scenarios *m_scenarios = nullptr;
    QPointer<GlossaryDialog> m_glossaryDialog;
    TrainingDock *m_trainingDock = nullptr;
    QMenu *m_trainingMenu = nullptr;
    QAction *m_openLessonAction = nullptr;
    QAction *m_stopLessonAction = nullptr;
    QAction *m_presenterAction = nullptr;
    QAction *m_assistantAction = nullptr;
    QAction *m_platformAction = nullptr;
    QByteArray m_presenterLayout; ///< the docks as they were before the presenter view
    QAction *m_glossaryAction = nullptr;
    QDockWidget *m_matrixDock = nullptr;
    AvailabilityMatrix *m_matrix = nullptr;
    QLabel *m_totals = nullptr;
    QDockWidget *m_torusDock = nullptr;
    TorusPanel *m_torus = nullptr;
    QDockWidget *m_costDock = nullptr;
    CostChart *m_cost = nullptr;
    QDockWidget *m_compareDock = nullptr;
    ScenarioView *m_compare = nullptr;
    QDockWidget *m_previewDock = nullptr;
    ExportPreview *m_preview = nullptr;
    QAction *m_exportAction = nullptr;
    QToolBar *m_toolBar = nullptr;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_examplesMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_toolsMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_addPoolAction = nullptr;
    QAction *m_removePoolAction = nullptr;
    QAction *m_contractPricesAction = nullptr;
    QAction *m_migrateAction = nullptr;
    QAction *m_sizeAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_aboutCatalogAction = nullptr;
    QAction *m_fieldHelpAction = nullptr;
    QAction *m_aboutQtAction = nullptr;
};

} // namespace tpuplan
