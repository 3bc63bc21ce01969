// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/MainWindow.h"

#include "ui/app/DialogSizes.h"
#include "core/catalog/CatalogLoader.h"
#include "ui/app/CatalogAgeNotice.h"
#include "ui/app/CatalogRefreshAction.h"
#include "ui/app/ClusterImport.h"
#include "ui/app/DocumentController.h"
#include "ui/app/LanguageManager.h"
#include "ui/app/ManifestCheck.h"
#include "ui/app/Scenarios.h"
#include "ui/app/Settings.h"
#include "ui/app/StartHint.h"
#include "ui/app/TrainingController.h"
#include "ui/app/WindowLayout.h"
#include "ui/app/WindowShortcuts.h"
#include "ui/cost/CostChart.h"
#include "ui/cost/CostStatusText.h"
#include "ui/cost/ScenarioView.h"
#include "ui/dialogs/CatalogDialog.h"
#include "ui/dialogs/ContractPricesDialog.h"
#include "ui/dialogs/ExportDialog.h"
#include "ui/dialogs/MigrateDialog.h"
#include "ui/docks/AvailabilityMatrix.h"
#include "ui/docks/ExportPreview.h"
#include "ui/docks/FindingsDock.h"
#include "ui/document/PlanDocument.h"
#include "ui/editors/ClusterEditor.h"
#include "ui/editors/PoolEditor.h"
#include "ui/icons/AppIcons.h"
#include "ui/models/FindingsModel.h"
#include "ui/models/PlanOutlineModel.h"
#include "ui/sizing/SizeDialog.h"
#include "ui/torus/TorusPanel.h"

#include "core/advice/PlanEdits.h"
#include "core/report/PlanFigures.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QTabBar>
#include <QHeaderView>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QFileInfo>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace tpuplan {
namespace {

QIcon appIcon(const char *name)
{
    return AppIcons::named(QLatin1String(name));
}

QScrollArea *scrolling(QWidget *widget, QWidget *parent)
{
    auto *area = new QScrollArea(parent);
    if (widget)
        area->setWidget(widget);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    // The editors fit the width (their fact labels wrap) and scroll vertically; when a wide dock
    // leaves them less than their narrowest layout, they scroll sideways instead of being cut.
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    return area;
}

/// Moves the tab stops of `widget` (in their own order) right after `before` in the window's
/// tab chain. An editor built on demand, after the docks, came last: Tab from the outline went to
/// the docks. (setTabOrder() moves single stops; it ignores the editor itself, which takes no
/// focus.) The hidden page's fields are skipped by Tab, so both editors can follow the outline.
void followInTabOrder(QWidget *before, QWidget *widget)
{
    QList<QWidget *> stops;
    for (QWidget *w = widget->nextInFocusChain(); w != widget && widget->isAncestorOf(w); w = w->nextInFocusChain()) {
        if ((w->focusPolicy() & Qt::TabFocus) && !w->focusProxy())
            stops.append(w);
    }
    for (QWidget *stop : std::as_const(stops)) {
        QWidget::setTabOrder(before, stop);
        before = stop;
    }
}

} // namespace

MainWindow::MainWindow(const Catalog &catalog, LanguageManager *languages, QWidget *parent, const QString &planPath)
    : QMainWindow(parent), m_prices(catalog), m_catalog(m_prices.priced()),
      m_languages(languages ? languages : new LanguageManager(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    QString pricesProblem;
    if (m_prices.restore(&pricesProblem))
        m_catalog = m_prices.priced();
    else
        QTimer::singleShot(0, this, [this, pricesProblem] {
            statusBar()->showMessage(tr("The saved contract prices no longer fit the catalog and are not used: %1")
                                         .arg(pricesProblem), 15000);
        });

    createCentralWidget();
    m_totals = new QLabel(this);
    m_totals->setObjectName(QStringLiteral("PlanTotals"));
    statusBar()->addPermanentWidget(m_totals);
    createDocks();
    // The document controller and the findings dock name fields alike (by the editors' labels).
    m_documents = new DocumentController(
        this, [this] { return m_catalog; },
        [this](const QString &message) { return m_findingsDock->model()->fieldWording().message(message); });
    m_training = new TrainingController(
        this, m_documents, [this] { return m_catalog; }, [this] { return m_languages->language(); },
        [this] { return centralWidthNeeded(true); });
    createActions();
    retranslate();

    const auto showMessage = [this](const QString &text, int timeout) { statusBar()->showMessage(text, timeout); };
    connect(m_documents, &DocumentController::message, this, showMessage);
    connect(m_training, &TrainingController::message, this, showMessage);
    connect(m_documents, &DocumentController::documentChanged, this, &MainWindow::setDocument);
    connect(m_documents, &DocumentController::planOpened, m_catalogAgeNotice, &CatalogAgeNotice::planOpened);
    connect(m_outline->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &current) {
        if (current.isValid())
            selectPool(current.data(PlanOutlineModel::PoolIndexRole).toInt());
    });
    connect(m_findingsDock, &FindingsDock::findingActivated, this, &MainWindow::focusField);
    connect(m_findingsDock, &FindingsDock::learnMoreRequested, m_training, &TrainingController::learnMore);
    connect(m_matrix, &AvailabilityMatrix::message, this, [this](const QString &text) { statusBar()->showMessage(text, 10000); });

    if (planPath.isEmpty() || !m_documents->openPlan(planPath))
        m_documents->startNewPlan();
    offerStartHint(planPath.isEmpty() && Settings::recentFiles.get().isEmpty());
    placeFirstWindow();
    restoreLayout();
}

void MainWindow::createCentralWidget()
{
    m_outline = new QTreeView(this);
    m_outline->setObjectName(QStringLiteral("PlanOutline"));
    m_outlineModel = new PlanOutlineModel(this);
    m_outline->setModel(m_outlineModel);
    m_outline->setHeaderHidden(true);
    m_outline->setColumnHidden(1, true); // the summary goes into the tooltip; column 0 names the item
    m_outline->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_outline->setMinimumWidth(200);
    m_editors = new QStackedWidget(this);
    // Both editors are built when first shown (see clusterEditor(), poolEditor()).
    m_clusterScroll = scrolling(nullptr, m_editors);
    m_poolScroll = scrolling(nullptr, m_editors);
    m_editors->addWidget(m_clusterScroll);
    m_editors->addWidget(m_poolScroll);
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(QStringLiteral("EditorSplitter"));
    m_splitter->addWidget(m_outline);
    m_splitter->addWidget(m_editors);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({230, 700});
    // The start hint (hidden unless offerStartHint() shows it) above the outline and editors.
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_startHint = new StartHint(central);
    m_startHint->hide();
    layout->addWidget(m_startHint);
    layout->addWidget(m_splitter, 1);
    setCentralWidget(central);
}

void MainWindow::offerStartHint(bool firstStart)
{
    // A first start without a plan (none given, none opened before) says where to begin; the
    // line goes as soon as the user acts: a link, an edit, or another plan.
    if (!firstStart)
        return;
    m_startHint->show();
    connect(m_startHint, &StartHint::guidedPlanningRequested, m_training->assistantAction(), &QAction::trigger);
    connect(m_startHint, &StartHint::poolRequested, this, [this] { focusField(0, QStringLiteral("pools[0].tpu")); });
    connect(m_startHint, &StartHint::examplesRequested, this, [this] {
        m_documents->examplesMenu()->popup(m_startHint->mapToGlobal(m_startHint->rect().bottomLeft()));
    });
    connect(m_documents, &DocumentController::documentChanged, m_startHint, &StartHint::dismiss);
    connect(m_document, &PlanDocument::modifiedChanged, m_startHint, &StartHint::dismiss);
}

void MainWindow::placeFirstWindow()
{
    // 1280x800 where it fits, else nine tenths of the screen, centred: at a scale factor of 2 a
    // 1600x1000 screen has 800x500 logical pixels, and a fixed 1280x800 window would overflow it.
    const QRect available = screen()->availableGeometry();
    const QSize preferred(1280, 800);
    const bool fits = available.width() >= preferred.width() && available.height() >= preferred.height();
    const QSize size = fits ? preferred : preferred.boundedTo(available.size() * 0.9);
    resize(size);
    move(available.center() - QPoint(size.width() / 2, size.height() / 2));
}

int MainWindow::centralWidthNeeded(bool withPoolEditor)
{
    // The outline as wide as it is, the widest editor built so far at its narrowest layout beside
    // its vertical scroll bar. A lesson's edits happen in the pool editor, the wider one: asked
    // for, it is built before a pool is chosen.
    if (withPoolEditor && m_document && !m_document->plan().pools.isEmpty())
        poolEditor();
    int editorNeeds = 0;
    for (const QScrollArea *editor : {m_clusterScroll, m_poolScroll}) {
        if (editor->widget())
            editorNeeds = std::max(editorNeeds,
                                   editor->widget()->minimumSizeHint().width() + editor->verticalScrollBar()->sizeHint().width());
    }
    return m_outline->width() + m_splitter->handleWidth() + editorNeeds + 16;
}

void MainWindow::giveTheViewRoom()
{
    // The 3D view is tabbed with the narrow availability table; raised, it gets up to half the
    // window (once per raise, so a width the user chose later is kept), never more than the
    // outline and the editor can spare above their narrowest layout (another dock, such as the
    // presenter view's lesson, may already take some of the window). Not for a tab behind
    // another: restoring a layout shows and hides the docks it tabs.
    if (m_torusDock->visibleRegion().isEmpty())
        return;
    const int spare = centralWidget()->width() - centralWidthNeeded(false);
    const int wanted = std::min(width() / 2, m_torusDock->width() + spare);
    if (m_torusDock->width() < wanted && !m_torusDock->isFloating())
        resizeDocks({m_torusDock}, {wanted}, Qt::Horizontal);
}

void MainWindow::restoreLayout()
{
    const std::optional<WindowLayout> saved = WindowLayout::fromBytes(Settings::windowLayout.get());
    if (!saved)
        return; // another version's or a damaged layout: the default one stays
    restoreGeometry(saved->geometry);
    if (isMaximized() || isFullScreen()) {
        // Qt 6.4 keeps a dock state that does not fit a hidden window about to be maximised and
        // applies it at a later resize, through layout items that may be gone by then (a SIGSEGV
        // in QLayout at a maximised start). Laid out at its full size now, the state fits at once.
        resize(screen()->availableGeometry().size());
        layout()->invalidate();
        layout()->activate();
    }
    restoreState(saved->docks, WindowLayout::kVersion);
    m_splitter->restoreState(saved->splitter);
    keepDockTabsWhole();
}

void MainWindow::saveLayout()
{
    WindowLayout layout;
    layout.geometry = saveGeometry();
    layout.docks = saveState(WindowLayout::kVersion);
    layout.splitter = m_splitter->saveState();
    Settings::windowLayout.set(layout.toBytes());
}

MainWindow::~MainWindow()
{
    // The document's undo stack clears itself (and says so) when the window's children are
    // deleted, after the undo actions are gone.
    if (m_document)
        disconnect(m_document->undoStack(), nullptr, this, nullptr);
    // The findings view still lays itself out while ~QWidget hides the children, after this
    // object is only a QWidget: its labeler must not reach the editors through it then.
    m_findingsDock->model()->setFieldWording({});
}

void MainWindow::createDocks()
{
    m_findingsDock = new FindingsDock(this);
    m_findingsDock->setAllowedAreas(Qt::AllDockWidgetAreas);
    // Findings name fields by the editors' labels: the cluster editor's (built with the first
    // plan, before its findings are shown) and the pool editor's, which it has without being
    // built (a plan opens on its cluster; the pool editor is built when a pool is chosen).
    // The editors and the availability table word the rules' messages the same way.
    m_findingsDock->model()->setFieldWording(FieldWording([this](const QString &field) {
        const QString label = m_clusterEditor ? m_clusterEditor->fieldLabel(field) : QString();
        if (!label.isEmpty() || !m_document)
            return label;
        return PoolEditor::fieldLabel(field, m_document->plan().cluster.isAutopilot());
    }));
    addDockWidget(Qt::BottomDockWidgetArea, m_findingsDock);

    m_matrix = new AvailabilityMatrix(m_catalog, this);
    m_matrix->setFieldWording(m_findingsDock->model()->fieldWording());
    m_matrixDock = new QDockWidget(this);
    m_matrixDock->setObjectName(QStringLiteral("AvailabilityDock"));
    m_matrixDock->setWidget(m_matrix);
    addDockWidget(Qt::RightDockWidgetArea, m_matrixDock);

    // The slice in 3D (ui/torus), tabbed with the matrix: it follows the selected pool.
    // Created on first show: the 3D view costs start-up time most users do not need at once.
    m_torusDock = new QDockWidget(this);
    m_torusDock->setObjectName(QStringLiteral("TorusDock"));
    addDockWidget(Qt::RightDockWidgetArea, m_torusDock);
    tabifyDockWidget(m_matrixDock, m_torusDock);
    m_matrixDock->raise();
    buildWhenShown(m_torusDock, [this] {
        buildTorusPanel();
        giveTheViewRoom();
    });

    // What the plan costs per month and over time, tabbed with the matrix and the 3D view.
    m_costDock = new QDockWidget(this);
    m_costDock->setObjectName(QStringLiteral("CostDock"));
    addDockWidget(Qt::RightDockWidgetArea, m_costDock);
    tabifyDockWidget(m_torusDock, m_costDock);
    m_matrixDock->raise();
    buildWhenShown(m_costDock, [this] { buildCostChart(); });

    // The open plan beside its scenarios (File > Duplicate as Scenario), tabbed with Cost.
    m_compareDock = new QDockWidget(this);
    m_compareDock->setObjectName(QStringLiteral("CompareDock"));
    addDockWidget(Qt::RightDockWidgetArea, m_compareDock);
    tabifyDockWidget(m_costDock, m_compareDock);
    m_matrixDock->raise();
    m_scenarios = new Scenarios(this, this);
    buildWhenShown(m_compareDock, [this] { buildCompareView(); });
    connect(m_scenarios, &Scenarios::scenariosChanged, this, [this] {
        m_compareDock->show();
        m_compareDock->raise();
    });

    // What `tpu-plan export` would write now, tabbed with the findings. Built when its tab is
    // first raised: laying out the highlighted text would cost the window's first frame ~20 ms.
    m_previewDock = new QDockWidget(this);
    m_previewDock->setObjectName(QStringLiteral("ExportPreviewDock"));
    addDockWidget(Qt::BottomDockWidgetArea, m_previewDock);
    buildWhenShown(m_previewDock, [this] { buildExportPreview(); });
    tabifyDockWidget(m_findingsDock, m_previewDock);
    m_findingsDock->raise();

    resizeDocks({m_matrixDock}, {400}, Qt::Horizontal);
    resizeDocks({m_findingsDock}, {190}, Qt::Vertical);
    keepDockTabsWhole();
    connect(this, &QMainWindow::tabifiedDockWidgetActivated, this, &MainWindow::keepDockTabsWhole);
    for (QDockWidget *dock : findChildren<QDockWidget *>(QString(), Qt::FindDirectChildrenOnly))
        connect(dock, &QDockWidget::dockLocationChanged, this, &MainWindow::keepDockTabsWhole, Qt::QueuedConnection);
}

void MainWindow::keepDockTabsWhole()
{
    // Qt elides dock tab titles that do not fit ("Verfügbar..."): whole words with scroll
    // arrows instead. The tab bars are the layout's, made when docks are tabified. Set only
    // where not yet so: each setter lays the tab bar out again, measuring every title.
    for (QTabBar *tabs : findChildren<QTabBar *>(QString(), Qt::FindDirectChildrenOnly)) {
        if (tabs->elideMode() != Qt::ElideNone)
            tabs->setElideMode(Qt::ElideNone);
        if (!tabs->usesScrollButtons())
            tabs->setUsesScrollButtons(true);
    }
}

void MainWindow::buildWhenShown(QDockWidget *dock, const std::function<void()> &build)
{
    // visibilityChanged comes while Qt shows, tabs or restores docks; a widget put into a dock
    // right then changes the layout under Qt's feet (a crash in QLayout). The next turn is safe.
    connect(dock, &QDockWidget::visibilityChanged, this, [this, dock, build](bool visible) {
        if (visible)
            QMetaObject::invokeMethod(this, [dock, build] {
                if (dock->isVisible())
                    build();
            }, Qt::QueuedConnection);
    });
}

void MainWindow::buildTorusPanel()
{
    if (!m_torus) {
        m_torus = new TorusPanel(m_torusDock);
        m_torusDock->setWidget(m_torus);
        connect(m_torus, &TorusPanel::message, statusBar(), &QStatusBar::showMessage);
        m_training->fitToPresenterView(m_torus);
    }
    updateTorus();
}

void MainWindow::buildCostChart()
{
    if (m_cost)
        return;
    m_cost = new CostChart(m_costDock);
    m_cost->setDocument(m_document);
    m_costDock->setWidget(m_cost);
}

void MainWindow::buildCompareView()
{
    if (m_compare)
        return;
    m_compare = new ScenarioView(m_compareDock);
    m_compareDock->setWidget(m_compare);
    m_scenarios->setView(m_compare);
}

void MainWindow::buildExportPreview()
{
    if (m_preview)
        return;
    m_preview = new ExportPreview(m_previewDock);
    m_preview->setDocument(m_document);
    m_previewDock->setWidget(m_preview);
}

template<typename Editor>
Editor *MainWindow::builtOnce(Editor *&editor, QScrollArea *scroll)
{
    if (!editor) {
        editor = new Editor;
        editor->setFieldWording(m_findingsDock->model()->fieldWording());
        scroll->setWidget(editor);
        followInTabOrder(m_outline, editor);
        if (m_document)
            editor->setDocument(m_document);
    }
    return editor;
}

void MainWindow::showFindings()
{
    m_findingsDock->setFindings(m_document->findings(), m_document->plan());
}

ClusterEditor *MainWindow::clusterEditor()
{
    return builtOnce(m_clusterEditor, m_clusterScroll);
}

PoolEditor *MainWindow::poolEditor()
{
    return builtOnce(m_poolEditor, m_poolScroll);
}

void MainWindow::createActions()
{
    createToolActions();
    createEditActions();
    createHelpActions();
    m_manifestCheck = new ManifestCheck(this, m_findingsDock, m_catalog, [this] {
        return std::pair<const Plan *, bool>(m_document ? &m_document->plan() : nullptr,
                                             m_document && !hasErrors(m_document->findings()));
    });
    connect(m_languages, &LanguageManager::languageChanged, m_manifestCheck, &ManifestCheck::checkAgain);
    m_catalogRefresh = new CatalogRefreshAction(this);
    connect(m_catalogRefresh, &CatalogRefreshAction::catalogChosen, this, &MainWindow::useCatalogFile);
    m_catalogAgeNotice = new CatalogAgeNotice(this, [this]() -> const Catalog & { return *m_catalog; });
    m_clusterImport = new ClusterImport(this, [this]() -> const Catalog & { return *m_catalog; }, [this](const Plan &plan) {
        if (!m_documents->maybeSave())
            return;
        m_documents->adoptPlan(plan, QString(), true); // new and unsaved: saving asks for a name
        m_catalogAgeNotice->planOpened();
    });
    m_aboutQtAction = new QAction(this);
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);
    createMenus();
    createToolBar();
    // Window-wide while typing too; Ctrl+Delete (remove pool) is left to the fields on purpose.
    new WindowShortcuts(this, {m_documents->newAction(), m_documents->openAction(), m_documents->saveAction(),
                               m_documents->saveAsAction(), m_quitAction, m_undoAction,
                               m_redoAction, m_addPoolAction, m_exportAction, m_manifestCheck->checkAction(),
                               m_scenarios->duplicateAction()});
}

void MainWindow::createToolActions()
{
    m_quitAction = new QAction(appIcon("application-exit"), QString(), this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
    m_exportAction = new QAction(appIcon("document-export"), QString(), this);
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportAction, &QAction::triggered, this, &MainWindow::exportBundle);
    m_contractPricesAction = new QAction(this);
    m_contractPricesAction->setObjectName(QStringLiteral("ContractPricesAction"));
    connect(m_contractPricesAction, &QAction::triggered, this, &MainWindow::editContractPrices);
    m_migrateAction = new QAction(this);
    m_migrateAction->setObjectName(QStringLiteral("MigrateAction"));
    connect(m_migrateAction, &QAction::triggered, this, [this] {
        MigrateDialog dialog(this);
        DialogSizes::remember(&dialog);
        dialog.exec();
    });
    m_sizeAction = new QAction(this);
    m_sizeAction->setObjectName(QStringLiteral("SizeFromModelAction"));
    connect(m_sizeAction, &QAction::triggered, this, [this] {
        SizeDialog dialog(m_document, m_pool, this);
        DialogSizes::remember(&dialog);
        dialog.exec();
    });
}

void MainWindow::createEditActions()
{
    // Own undo/redo actions (not the stack's createUndoAction()) so that their text follows our
    // translations; they act on the document's stack, followed in setDocument().
    m_undoAction = new QAction(appIcon("edit-undo"), QString(), this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    connect(m_undoAction, &QAction::triggered, this, [this] { m_document->undoStack()->undo(); });
    m_redoAction = new QAction(appIcon("edit-redo"), QString(), this);
    // The platform's redo keys (Ctrl+Shift+Z here) and Ctrl+Y, which users of other systems try.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (!redoKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Y)))
        redoKeys.append(QKeySequence(Qt::CTRL | Qt::Key_Y));
    m_redoAction->setShortcuts(redoKeys);
    connect(m_redoAction, &QAction::triggered, this, [this] { m_document->undoStack()->redo(); });
    m_addPoolAction = new QAction(appIcon("list-add"), QString(), this);
    m_addPoolAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    connect(m_addPoolAction, &QAction::triggered, this, [this] {
        m_document->addPool(PlanEdits::newPool(m_document->plan(), *m_catalog));
        selectPool(int(m_document->plan().pools.size()) - 1);
    });
    m_removePoolAction = new QAction(appIcon("list-remove"), QString(), this);
    m_removePoolAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Delete));
    connect(m_removePoolAction, &QAction::triggered, this, [this] {
        if (m_pool >= 0 && m_document->plan().pools.size() > 1) {
            const int pool = m_pool;
            m_document->deletePool(pool);
            selectPool(std::min(pool, int(m_document->plan().pools.size()) - 1));
        }
    });
}

void MainWindow::createHelpActions()
{
    m_aboutAction = new QAction(this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
    m_aboutCatalogAction = new QAction(this);
    m_aboutCatalogAction->setObjectName(QStringLiteral("AboutCatalogAction"));
    connect(m_aboutCatalogAction, &QAction::triggered, this, [this] {
        CatalogDialog dialog(*m_catalog, this);
        DialogSizes::remember(&dialog);
        dialog.exec();
    });
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About TPU Planner"),
                       tr("<h3>TPU Planner %1</h3><p>Plan Cloud TPU capacity on GKE, offline.</p>"
                          "<p>Catalog facts as of %2. Every choice is checked by the same rules as "
                          "<tt>tpu-plan validate</tt>.</p>")
                           .arg(QApplication::applicationVersion(), m_catalog->asOf));
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_documents->newAction());
    m_fileMenu->addAction(m_documents->openAction());
    m_fileMenu->addAction(m_training->assistantAction());
    m_fileMenu->addAction(m_clusterImport->importFilesAction());
    m_fileMenu->addAction(m_clusterImport->importFolderAction());
    m_fileMenu->addMenu(m_documents->recentMenu());
    m_fileMenu->addMenu(m_documents->examplesMenu());
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_documents->saveAction());
    m_fileMenu->addAction(m_documents->saveAsAction());
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_scenarios->duplicateAction());
    m_fileMenu->addAction(m_scenarios->openBesideAction());
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_exportAction);
    m_fileMenu->addAction(m_manifestCheck->checkAction());
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_addPoolAction);
    m_editMenu->addAction(m_removePoolAction);

    m_viewMenu = menuBar()->addMenu(QString());
    // The dock's own toggle action takes its live title ("Findings: 2 errors, ..."); the menu's
    // entry keeps a stable name, as the other docks' do, and acts through the dock's action.
    m_findingsViewAction = new QAction(this);
    m_findingsViewAction->setObjectName(QStringLiteral("FindingsViewAction"));
    m_findingsViewAction->setCheckable(true);
    m_findingsViewAction->setChecked(m_findingsDock->toggleViewAction()->isChecked());
    connect(m_findingsViewAction, &QAction::triggered, m_findingsDock->toggleViewAction(), &QAction::trigger);
    connect(m_findingsDock->toggleViewAction(), &QAction::toggled, m_findingsViewAction, &QAction::setChecked);
    QAction *findings = m_findingsViewAction;
    findings->setShortcut(QKeySequence(Qt::ALT | Qt::Key_1));
    QAction *matrix = m_matrixDock->toggleViewAction();
    matrix->setShortcut(QKeySequence(Qt::ALT | Qt::Key_2));
    m_viewMenu->addAction(findings);
    m_viewMenu->addAction(matrix);
    QAction *torus = m_torusDock->toggleViewAction();
    torus->setShortcut(QKeySequence(Qt::ALT | Qt::Key_3));
    m_viewMenu->addAction(torus);
    QAction *preview = m_previewDock->toggleViewAction();
    preview->setShortcut(QKeySequence(Qt::ALT | Qt::Key_4));
    m_viewMenu->addAction(preview);
    QAction *cost = m_costDock->toggleViewAction();
    cost->setShortcut(QKeySequence(Qt::ALT | Qt::Key_5));
    m_viewMenu->addAction(cost);
    QAction *compare = m_compareDock->toggleViewAction();
    compare->setShortcut(QKeySequence(Qt::ALT | Qt::Key_6));
    m_viewMenu->addAction(compare);
    m_viewMenu->addSeparator();
    m_languageMenu = m_languages->createMenu(this);
    m_viewMenu->addMenu(m_languageMenu);

    m_toolsMenu = menuBar()->addMenu(QString());
    m_toolsMenu->addAction(m_sizeAction);
    m_toolsMenu->addAction(m_contractPricesAction);
    m_toolsMenu->addAction(m_migrateAction);
    m_toolsMenu->addAction(m_catalogRefresh->action());

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_aboutAction);
    m_helpMenu->addAction(m_training->fieldHelpAction());
    m_helpMenu->addAction(m_training->glossaryAction());
    m_helpMenu->addMenu(m_training->trainingMenu());
    m_helpMenu->addAction(m_training->presenterAction());
    m_helpMenu->addSeparator();
    m_helpMenu->addAction(m_aboutCatalogAction);
    m_helpMenu->addAction(m_aboutQtAction);
}

void MainWindow::createToolBar()
{
    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("MainToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    for (QAction *action : {m_documents->newAction(), m_documents->openAction(), m_documents->saveAction()})
        m_toolBar->addAction(action);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_undoAction);
    m_toolBar->addAction(m_redoAction);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_addPoolAction);
    m_toolBar->addAction(m_removePoolAction);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_exportAction);
}

void MainWindow::retranslate()
{
    m_fileMenu->setTitle(tr("&File"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_toolsMenu->setTitle(tr("&Tools"));
    m_helpMenu->setTitle(tr("&Help"));
    m_quitAction->setText(tr("&Quit"));
    m_addPoolAction->setText(tr("&Add Pool"));
    m_addPoolAction->setToolTip(tr("Add a TPU pool that fits the cluster"));
    m_removePoolAction->setText(tr("Re&move Pool"));
    m_aboutAction->setText(tr("&About TPU Planner"));
    m_aboutQtAction->setText(tr("About &Qt"));
    m_toolBar->setWindowTitle(tr("Main toolbar"));
    m_findingsViewAction->setText(tr("Findings"));
    m_matrixDock->setWindowTitle(tr("Availability"));
    m_torusDock->setWindowTitle(tr("Slice in 3D"));
    m_costDock->setWindowTitle(tr("Cost"));
    m_compareDock->setWindowTitle(tr("Compare"));
    m_previewDock->setWindowTitle(tr("Export Preview"));
    m_aboutCatalogAction->setText(tr("About the &Catalog..."));
    m_contractPricesAction->setText(tr("Contract &Prices..."));
    m_contractPricesAction->setToolTip(tr("Enter prices the catalog lacks (Ironwood) or that your contract sets"));
    m_sizeAction->setText(tr("&Size from Model..."));
    m_sizeAction->setToolTip(tr("From a model and a training or serving job to the slices that fit it, with time and cost"));
    m_migrateAction->setText(tr("&Migrate TensorFlow Script..."));
    m_migrateAction->setToolTip(tr("Show what a TPUEstimator script must change for TF2 TPUStrategy, with a TF2 skeleton"));
    m_exportAction->setText(tr("&Export Review Bundle..."));
    m_exportAction->setToolTip(tr("Write manifests, gcloud script, Terraform and cost summary to a folder"));
    m_documents->retranslate();
    m_training->retranslate();
    m_manifestCheck->retranslate();
    m_clusterImport->retranslate();
    m_catalogRefresh->retranslate();
    m_scenarios->retranslate();
    updateUndoActions();
    updateTitle();
    updateTotals();
    updateActions();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // Findings are worded by the core in the current language: ask again.
        if (m_document)
            m_document->reevaluate();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::setDocument(PlanDocument *document)
{
    PlanDocument *old = m_document;
    m_document = document;
    if (old)
        disconnect(old->undoStack(), nullptr, this, nullptr);
    for (auto signal : {&QUndoStack::canUndoChanged, &QUndoStack::canRedoChanged})
        connect(document->undoStack(), signal, this, &MainWindow::updateUndoActions);
    for (auto signal : {&QUndoStack::undoTextChanged, &QUndoStack::redoTextChanged})
        connect(document->undoStack(), signal, this, &MainWindow::updateUndoActions);
    updateUndoActions();
    m_outlineModel->setDocument(document);
    if (m_clusterEditor)
        m_clusterEditor->setDocument(document);
    if (m_poolEditor)
        m_poolEditor->setDocument(document);
    m_matrix->setDocument(document);
    if (m_preview)
        m_preview->setDocument(document);
    if (m_cost)
        m_cost->setDocument(document);
    m_scenarios->setDocument(document);
    m_outline->expandAll();
    connect(document, &PlanDocument::changed, this, [this] {
        showFindings();
        updateTotals();
        updateActions();
        syncSelection();
        updateTorus();
    });
    connect(document, &PlanDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(document, &PlanDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(document, &PlanDocument::planReplaced, m_outline, &QTreeView::expandAll);
    m_pool = -2;
    // A plan opens on its cluster, where planning starts (mode, region, GKE version); the pool
    // editor, the larger form, is built when a pool is first chosen. The cluster editor first:
    // its labels name the findings' cluster fields.
    selectPool(-1);
    showFindings();
    updateTitle();
    updateTotals();
    updateActions();
    // Another plan starts at the top of its forms, not where the last one was scrolled to.
    for (QScrollArea *scroll : {m_clusterScroll, m_poolScroll}) {
        scroll->verticalScrollBar()->setValue(0);
        scroll->horizontalScrollBar()->setValue(0);
    }
}

void MainWindow::selectPool(int pool)
{
    if (!m_document)
        return;
    pool = std::clamp(pool, -1, int(m_document->plan().pools.size()) - 1);
    const bool changed = pool != m_pool;
    m_pool = pool;
    const QModelIndex index = pool < 0 ? m_outlineModel->clusterIndex() : m_outlineModel->poolIndex(pool);
    if (m_outline->currentIndex() != index)
        m_outline->setCurrentIndex(index);
    if (!changed)
        return;
    // The page first, then its contents: hidden editors skip their refresh (see PoolEditor).
    if (pool < 0) {
        clusterEditor();
        m_editors->setCurrentWidget(m_clusterScroll);
    } else {
        poolEditor();
        m_editors->setCurrentWidget(m_poolScroll);
        m_poolEditor->setPool(pool);
    }
    m_matrix->setPool(pool < 0 && !m_document->plan().pools.isEmpty() ? 0 : pool);
    updateActions();
    updateTorus();
}

void MainWindow::updateTorus()
{
    // Drawing is skipped while the dock is hidden; showing it catches up.
    if (!m_document || !m_torus || !m_torusDock->isVisible() || m_torusDock->visibleRegion().isEmpty())
        return;
    const int pool = std::max(m_pool, 0);
    if (pool < m_document->plan().pools.size())
        m_torus->showPool(m_document->plan(), pool, *m_catalog);
}

void MainWindow::exportBundle()
{
    ExportDialog dialog(m_document, this, Settings::lastDirectory.get());
    DialogSizes::remember(&dialog);
    if (dialog.exec() == QDialog::Accepted)
        statusBar()->showMessage(tr("Review bundle written to %1").arg(dialog.folderEdit()->text()), 8000);
}

void MainWindow::syncSelection()
{
    const int count = int(m_document->plan().pools.size());
    if (m_pool >= count)
        selectPool(count - 1);
    else
        selectPool(m_pool);
}

bool MainWindow::focusField(int pool, const QString &field)
{
    if (pool >= 0 && !field.startsWith(QLatin1String("pools["))) {
        // A cluster field (cluster.version) named by a pool's finding: the cluster editor has it.
        selectPool(-1);
        return clusterEditor()->focusField(field);
    }
    selectPool(pool);
    if (pool < 0)
        return clusterEditor()->focusField(field);
    m_poolScroll->ensureWidgetVisible(poolEditor());
    const bool focused = m_poolEditor->focusField(field);
    if (focused && QApplication::focusWidget())
        m_poolScroll->ensureWidgetVisible(QApplication::focusWidget());
    return focused;
}

void MainWindow::updateTitle()
{
    if (!m_document)
        return;
    setWindowTitle(tr("%1[*] - TPU Planner").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
    setWindowFilePath(m_document->filePath());
}

void MainWindow::updateTotals()
{
    if (!m_document)
        return;
    const PlanFigures figures = PlanFigures::of(m_document->plan(), *m_catalog, m_document->findings());
    // Counts go through %n so that each language says "1 chip" its own way. %n takes an int; real
    // plans stay far below INT_MAX chips (a pool holds at most 4,096 slices, PlanFieldRules), so
    // the narrowing is exact for them.
    const QString state = figures.errors == 0 ? tr("valid plan") : tr("%n errors", nullptr, figures.errors);
    // %Ln: in the language's digits and group separators ("970,299 chips", "970.299 Chips").
    const QString nodes = figures.nodes ? tr("%Ln nodes", nullptr, int(*figures.nodes)) : tr("nodes unknown");
    QString text = tr("%1 · %2 · %3 · %4")
                       .arg(tr("%Ln chips", nullptr, int(figures.chips)), nodes, tr("%Ln slices", nullptr, int(figures.slices)),
                            state);
    QString toolTip;
    text += CostStatusText::text(figures.cost, &toolTip);
    m_totals->setText(text);
    m_totals->setToolTip(toolTip);
}

void MainWindow::editContractPrices()
{
    ContractPricesDialog dialog(m_prices.base(), m_document->plan(), m_prices.overrides(), this);
    DialogSizes::remember(&dialog);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_prices.set(dialog.overrides());
    applyContractPrices();
}

bool MainWindow::useCatalogFile(const QString &path)
{
    const CatalogLoadResult loaded = CatalogLoader::loadFile(path);
    if (!loaded.catalog) {
        QStringList lines;
        for (const Finding &problem : loaded.problems)
            lines.append(CatalogLoader::describe(path, problem));
        QMessageBox::warning(this, tr("Catalog"),
                             tr("%1 cannot be used; the window keeps its catalog.\n\n%2").arg(path, lines.join(u'\n')));
        return false;
    }
    // The contract prices stay, laid over the new catalog where they still fit it.
    m_prices = ContractPrices(*loaded.catalog);
    QString pricesProblem;
    const bool pricesFit = m_prices.restore(&pricesProblem);
    applyContractPrices();
    // The file's name, not its path twice: the status bar beside the plan's figures is short
    // (Help > About the Catalog gives the whole path and how to start with it).
    QString message =
        tr("Planning with the catalog %1; start with --catalog and its path to use it again.").arg(QFileInfo(path).fileName());
    if (!pricesFit)
        message += QLatin1Char(' ')
                   + tr("The saved contract prices no longer fit the catalog and are not used: %1").arg(pricesProblem);
    statusBar()->showMessage(message, 15000);
    return true;
}

void MainWindow::applyContractPrices()
{
    m_catalog = m_prices.priced();
    m_document->setCatalog(m_catalog);
    m_manifestCheck->setCatalog(m_catalog);
    statusBar()->showMessage(m_prices.overrides().entries.isEmpty() ? tr("Catalog prices in use")
                                                                    : tr("Contract prices in use"),
                             5000);
}

void MainWindow::updateUndoActions()
{
    const QUndoStack *stack = m_document ? m_document->undoStack() : nullptr;
    const QString undo = stack ? stack->undoText() : QString();
    const QString redo = stack ? stack->redoText() : QString();
    m_undoAction->setText(undo.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undo));
    m_redoAction->setText(redo.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redo));
    // The tool bar shows the short text, so its buttons keep their place as the step changes;
    // the step is in the tooltip and the Edit menu.
    m_undoAction->setIconText(tr("Undo"));
    m_redoAction->setIconText(tr("Redo"));
    m_undoAction->setToolTip(undo.isEmpty() ? tr("Undo") : tr("Undo %1").arg(undo));
    m_redoAction->setToolTip(redo.isEmpty() ? tr("Redo") : tr("Redo %1").arg(redo));
    m_undoAction->setEnabled(stack && stack->canUndo());
    m_redoAction->setEnabled(stack && stack->canRedo());
}

void MainWindow::updateActions()
{
    if (!m_document)
        return;
    const bool canRemove = m_pool >= 0 && m_document->plan().pools.size() > 1;
    m_removePoolAction->setEnabled(canRemove);
    m_removePoolAction->setToolTip(m_pool < 0 ? tr("Select a pool to remove it")
                                   : canRemove ? tr("Remove the selected pool")
                                               : tr("A plan needs at least one pool"));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_documents->maybeSave()) {
        event->ignore();
        return;
    }
    saveLayout();
    m_documents->close();
    event->accept();
}

} // namespace tpuplan
