// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "ui/app/ContractPrices.h"

#include <QMainWindow>

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
class CatalogAgeNotice;
class CatalogRefreshAction;
class ClusterEditor;
class ClusterImport;
class CostChart;
class DocumentController;
class ExportPreview;
class FindingsDock;
class LanguageManager;
class ManifestCheck;
class PlanDocument;
class PlanOutlineModel;
class PoolEditor;
class ScenarioView;
class Scenarios;
class StartHint;
class TorusPanel;
class TrainingController;

/// The planner window: the plan outline beside an editor for the selected item, the docks
/// (findings, availability, 3D view, cost, compare, export preview) and a status bar with the
/// plan's totals. It puts the window together; the open document and the file commands are
/// DocumentController's, lessons and help TrainingController's, the editing the panels'.
/// Docks hidden at start build their content when first shown.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    /// `languages` may be shared with the application; one is created when null.
    /// Opens `planPath` when given (and it opens), else starts a new plan.
    explicit MainWindow(const Catalog &catalog, LanguageManager *languages = nullptr, QWidget *parent = nullptr,
                        const QString &planPath = QString());
    ~MainWindow() override;

    /// The open plan and the file commands (open, save, recovery).
    DocumentController *documents() const { return m_documents; }
    /// Lessons, presenter view, glossary, F1 and Guided Planning.
    TrainingController *training() const { return m_training; }
    /// The open plan (the document controller's).
    PlanDocument *document() const { return m_document; }

    /// Shows the cluster editor (pool -1) or a pool's editor.
    void selectPool(int pool);
    /// Selects the item a field path belongs to and focuses its widget.
    bool focusField(int pool, const QString &field);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createCentralWidget();
    /// Shows the start hint when `firstStart` and wires its links.
    void offerStartHint(bool firstStart);
    /// `editor`, made in `scroll` with the current document the first time it is asked for.
    template<typename Editor>
    Editor *builtOnce(Editor *&editor, QScrollArea *scroll);
    ClusterEditor *clusterEditor();
    PoolEditor *poolEditor();
    void createActions();
    void createToolActions();   // export and the Tools menu
    void createEditActions();   // undo, redo, pools
    void createHelpActions();   // about (lessons and help are TrainingController's)
    void showAbout();
    void createMenus(); // called by createActions()
    void createToolBar(); // called by createActions()
    void createDocks();
    /// Builds a dock's panel after the current event: never while Qt lays out or restores docks.
    void buildWhenShown(QDockWidget *dock, const std::function<void()> &build);
    /// Shows the document's findings, their fields named by the editors' labels.
    void showFindings();
    void buildTorusPanel();
    void buildCostChart();
    void buildCompareView();
    void buildExportPreview();
    void restoreLayout();
    void placeFirstWindow();
    /// The width the outline and the editors need side by side without the editor scrolling
    /// sideways; `withPoolEditor` builds the pool editor for it when the plan has a pool.
    int centralWidthNeeded(bool withPoolEditor);
    void giveTheViewRoom();
    void keepDockTabsWhole();
    void saveLayout();
    void retranslate();
    /// Shows `document` (the document controller's new one) in every view.
    void setDocument(PlanDocument *document);
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
    /// Plans with the catalog (or overlay) in `path` from now on; false, with a message, when it
    /// cannot be loaded (the window keeps its catalog).
    bool useCatalogFile(const QString &path);

    ContractPrices m_prices;
    /// Shared with every document, which may outlive the window's own reference.
    std::shared_ptr<const Catalog> m_catalog;
    LanguageManager *m_languages;
    DocumentController *m_documents = nullptr;
    TrainingController *m_training = nullptr;
    PlanDocument *m_document = nullptr;
    int m_pool = -1;

    QSplitter *m_splitter = nullptr;
    StartHint *m_startHint = nullptr;
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
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_toolsMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_addPoolAction = nullptr;
    QAction *m_removePoolAction = nullptr;
    QAction *m_findingsViewAction = nullptr; ///< View > Findings, named apart from the dock's live title
    QAction *m_contractPricesAction = nullptr;
    QAction *m_migrateAction = nullptr;
    QAction *m_sizeAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_aboutCatalogAction = nullptr;
    QAction *m_aboutQtAction = nullptr;
};

} // namespace tpuplan
