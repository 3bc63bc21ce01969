// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/MainWindow.h"

#include "ui/icons/AppIcons.h"

#include "ui/docks/AvailabilityMatrix.h"
#include "ui/dialogs/CatalogDialog.h"
#include "ui/dialogs/ContractPricesDialog.h"
#include "ui/dialogs/MigrateDialog.h"
#include "ui/sizing/SizeDialog.h"
#include "ui/app/ManifestCheck.h"
#include "ui/app/CatalogAgeNotice.h"
#include "ui/app/CatalogRefreshAction.h"
#include "ui/app/ClusterImport.h"
#include "ui/app/Scenarios.h"
#include "ui/dialogs/GlossaryDialog.h"
#include "ui/dialogs/PlanAssistant.h"
#include "ui/dialogs/PlatformDialog.h"
#include "ui/docks/TrainingDock.h"
#include "core/learn/Lesson.h"
#include "core/learn/Glossary.h"
#include "ui/dialogs/ExportDialog.h"
#include "ui/docks/ExportPreview.h"
#include "ui/document/Autosaver.h"
#include "ui/editors/ClusterEditor.h"
#include "ui/docks/FindingsDock.h"
#include "ui/models/FindingsModel.h"
#include "ui/app/LanguageManager.h"
#include "ui/document/PlanDocument.h"
#include "ui/models/PlanOutlineModel.h"
#include "ui/editors/PoolEditor.h"
#include "ui/app/RecentFilesMenu.h"
#include "ui/app/Settings.h"
#include "ui/app/WindowShortcuts.h"
#include "ui/app/WindowLayout.h"
#include "ui/torus/TorusPanel.h"
#include "ui/cost/CostChart.h"
#include "ui/cost/ScenarioView.h"

#include "core/advice/PlanEdits.h"
#include "core/report/PlanFigures.h"
#include "core/plan/PlanReader.h"
#include "core/report/FindingsReport.h"

#include <QAction>

#include <algorithm>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QMenuBar>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QWhatsThis>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QTreeView>
#include <QUndoStack>

namespace tpuplan {
namespace {

QIcon appIcon(const char *name)
{
    return AppIcons::named(QLatin1String(name));
}

bool isPlanFile(const QUrl &url)
{
    return url.isLocalFile() && url.toLocalFile().endsWith(QLatin1String(".yaml"), Qt::CaseInsensitive);
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

enum class RecoveryChoice { Recover, OpenUntitled, Discard, Later };

RecoveryChoice askAboutRecovery(QWidget *parent, const Autosaver::Recovery &recovery)
{
    const QString name = recovery.originalPath.isEmpty() ? MainWindow::tr("an untitled plan")
                                                         : QFileInfo(recovery.originalPath).fileName();
    QMessageBox box(QMessageBox::Question, MainWindow::tr("Recover unsaved changes?"),
                    MainWindow::tr("TPU Planner did not close properly. Unsaved changes to %1 from %2 were kept.")
                        .arg(name, QLocale().toString(recovery.savedAt.toLocalTime(), QLocale::ShortFormat)),
                    QMessageBox::NoButton, parent);
    box.setInformativeText(MainWindow::tr("Recover opens them; they stay kept until you save or discard the plan. "
                                          "Discard deletes them. Later keeps them for the next start."));
    QPushButton *recover = box.addButton(MainWindow::tr("&Recover"), QMessageBox::AcceptRole);
    QPushButton *discard = box.addButton(MainWindow::tr("&Discard"), QMessageBox::DestructiveRole);
    QPushButton *later = box.addButton(MainWindow::tr("&Later"), QMessageBox::RejectRole);
    box.setDefaultButton(recover);
    box.setEscapeButton(later);
    box.exec();
    if (box.clickedButton() == recover)
        return RecoveryChoice::Recover;
    return box.clickedButton() == discard ? RecoveryChoice::Discard : RecoveryChoice::Later;
}

/// A copy that does not read whole is offered for what it is: it may be opened as a new,
/// untitled plan (saving asks for a name, so it never replaces the original), discarded, or kept.
RecoveryChoice askAboutDamagedRecovery(QWidget *parent, const Autosaver::Recovery &recovery, bool readable)
{
    const QString name = recovery.originalPath.isEmpty() ? MainWindow::tr("an untitled plan")
                                                         : QFileInfo(recovery.originalPath).fileName();
    QMessageBox box(QMessageBox::Warning, MainWindow::tr("Damaged recovery copy"),
                    MainWindow::tr("TPU Planner did not close properly, and the copy of the unsaved changes to %1 "
                                   "is damaged: %2.")
                        .arg(name, recovery.damage),
                    QMessageBox::NoButton, parent);
    box.setInformativeText(
        readable ? MainWindow::tr("Open as Untitled shows what could be read as a new plan; it is never saved over "
                                  "%1. Discard deletes the copy. Later keeps it for the next start (%2).")
                       .arg(name, QDir::toNativeSeparators(recovery.recoveryPath))
                 : MainWindow::tr("Nothing of it can be opened as a plan. Discard deletes the copy. Later keeps it "
                                  "for the next start (%1).")
                       .arg(QDir::toNativeSeparators(recovery.recoveryPath)));
    QPushButton *open = readable ? box.addButton(MainWindow::tr("Open as &Untitled"), QMessageBox::AcceptRole)
                                 : nullptr;
    QPushButton *discard = box.addButton(MainWindow::tr("&Discard"), QMessageBox::DestructiveRole);
    QPushButton *later = box.addButton(MainWindow::tr("&Later"), QMessageBox::RejectRole);
    box.setDefaultButton(later);
    box.setEscapeButton(later);
    box.exec();
    if (open && box.clickedButton() == open)
        return RecoveryChoice::OpenUntitled;
    return box.clickedButton() == discard ? RecoveryChoice::Discard : RecoveryChoice::Later;
}

} // namespace

MainWindow::MainWindow(const Catalog &catalog, LanguageManager *languages, QWidget *parent, const QString &planPath)
    : QMainWindow(parent), m_prices(catalog), m_catalog(m_prices.priced()),
      m_languages(languages ? languages : new LanguageManager(this)), m_autosaver(new Autosaver(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    QString pricesProblem;
    if (m_prices.restore(&pricesProblem))
        m_catalog = m_prices.priced();
    else
        QTimer::singleShot(0, this, [this, pricesProblem] {
            statusBar()->showMessage(tr("The saved contract prices no longer fit the catalog and are not used: %1")
                                         .arg(pricesProblem), 15000);
        });

    m_outline = new QTreeView(this);
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
    setCentralWidget(m_splitter);

    m_totals = new QLabel(this);
    statusBar()->addPermanentWidget(m_totals);
    createDocks();
    createActions();
    retranslate();

    connect(m_outline->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &current) {
        if (current.isValid())
            selectPool(current.data(PlanOutlineModel::PoolIndexRole).toInt());
    });
    connect(m_findingsDock, &FindingsDock::findingActivated, this, &MainWindow::focusField);
    connect(m_findingsDock, &FindingsDock::learnMoreRequested, this, &MainWindow::learnMore);
    connect(m_matrix, &AvailabilityMatrix::message, this, [this](const QString &text) { statusBar()->showMessage(text, 10000); });
    connect(m_autosaver, &Autosaver::failed, this, [this](const QString &error) {
        statusBar()->showMessage(tr("The recovery copy could not be written (%1).").arg(error), 15000);
    });

    if (planPath.isEmpty() || !openPlan(planPath))
        setDocument(new PlanDocument(PlanEdits::newPlan(*m_catalog), m_catalog, this));
    placeFirstWindow();
    restoreLayout();
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

void MainWindow::giveTheViewRoom()
{
    // The 3D view is tabbed with the narrow availability table; raised, it gets half the window
    // (once per raise, so a width the user chose later is kept).
    const int wanted = width() / 2;
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
        // applies it at a later resize, through layout items that may be gone by then (the
        // a SIGSEGV in QLayout). Laid out at its full size now, the state fits at once.
        resize(screen()->availableGeometry().size());
        layout()->invalidate();
        layout()->activate();
    }
    restoreState(saved->docks, WindowLayout::kVersion);
    m_splitter->restoreState(saved->splitter);
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
    m_findingsDock->model()->setFieldLabeler({});
}

void MainWindow::createDocks()
{
    m_findingsDock = new FindingsDock(this);
    m_findingsDock->setAllowedAreas(Qt::AllDockWidgetAreas);
    // Findings name fields by the editors' labels (the editors once built: they are built when
    // first shown, and the findings are shown again then).
    m_findingsDock->model()->setFieldLabeler([this](const QString &field) {
        const QString label = m_clusterEditor ? m_clusterEditor->fieldLabel(field) : QString();
        return !label.isEmpty() || !m_poolEditor ? label : m_poolEditor->fieldLabel(field);
    });
    addDockWidget(Qt::BottomDockWidgetArea, m_findingsDock);

    m_matrix = new AvailabilityMatrix(m_catalog, this);
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
    buildWhenShown(m_costDock, [this] { costChart(); });

    // The open plan beside its scenarios (File > Duplicate as Scenario), tabbed with Cost.
    m_compareDock = new QDockWidget(this);
    m_compareDock->setObjectName(QStringLiteral("CompareDock"));
    addDockWidget(Qt::RightDockWidgetArea, m_compareDock);
    tabifyDockWidget(m_costDock, m_compareDock);
    m_matrixDock->raise();
    m_scenarios = new Scenarios(this, this);
    m_scenarios->setDocument(m_document);
    buildWhenShown(m_compareDock, [this] {
        if (m_compare)
            return;
        m_compare = new ScenarioView(m_compareDock);
        m_compareDock->setWidget(m_compare);
        m_scenarios->setView(m_compare);
    });
    connect(m_scenarios, &Scenarios::scenariosChanged, this, [this] {
        m_compareDock->show();
        m_compareDock->raise();
    });

    // What `tpu-plan export` would write now, tabbed with the findings. Built when its tab is
    // first raised: laying out the highlighted text would cost the window's first frame ~20 ms.
    m_previewDock = new QDockWidget(this);
    m_previewDock->setObjectName(QStringLiteral("ExportPreviewDock"));
    addDockWidget(Qt::BottomDockWidgetArea, m_previewDock);
    buildWhenShown(m_previewDock, [this] { exportPreview(); });
    tabifyDockWidget(m_findingsDock, m_previewDock);
    m_findingsDock->raise();

    // Training mode (Help > Training): hidden until a lesson starts.
    // Beside Availability, the 3D view and Cost, which the lessons send the trainee to.
    m_trainingDock = new TrainingDock([this] { return m_languages->language(); }, this);
    addDockWidget(Qt::RightDockWidgetArea, m_trainingDock);
    tabifyDockWidget(m_costDock, m_trainingDock);
    m_trainingDock->hide();
    m_matrixDock->raise(); // hiding a tab shows its neighbour: Availability stays the one in front
    connect(m_trainingDock, &TrainingDock::stopRequested, this, &MainWindow::stopLesson);
    resizeDocks({m_matrixDock}, {400}, Qt::Horizontal);
    resizeDocks({m_findingsDock}, {190}, Qt::Vertical);
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
        if (m_presenterAction && m_presenterAction->isChecked())
            setPresenterView(true);
    }
    updateTorus();
}

template<typename Editor>
Editor *MainWindow::builtOnce(Editor *&editor, QScrollArea *scroll)
{
    if (!editor) {
        editor = new Editor;
        scroll->setWidget(editor);
        if (m_document) {
            editor->setDocument(m_document);
            m_findingsDock->setFindings(m_document->findings(), m_document->plan()); // with its labels
        }
    }
    return editor;
}

void MainWindow::showFindings()
{
    m_findingsDock->setFindings(m_document->findings(), m_document->plan());
    if (m_trainingDock->hasLesson())
        m_trainingDock->checkPlan(m_document->plan(), m_document->findings(), *m_catalog);
    // The findings name pool fields by the pool editor's labels; that editor is built when a pool
    // is first chosen, so a plan with pool findings gets it once the window has been shown.
    if (m_poolEditor)
        return;
    const Findings &findings = m_document->findings();
    const bool aboutPools = std::any_of(findings.begin(), findings.end(), [](const Finding &f) {
        return f.field.startsWith(QLatin1String("pools["));
    });
    if (aboutPools)
        QMetaObject::invokeMethod(this, [this] { poolEditor(); }, Qt::QueuedConnection);
}

ClusterEditor *MainWindow::clusterEditor()
{
    return builtOnce(m_clusterEditor, m_clusterScroll);
}

PoolEditor *MainWindow::poolEditor()
{
    return builtOnce(m_poolEditor, m_poolScroll);
}

CostChart *MainWindow::costChart()
{
    if (!m_cost) {
        m_cost = new CostChart(m_costDock);
        m_cost->setDocument(m_document);
        m_costDock->setWidget(m_cost);
    }
    return m_cost;
}

ExportPreview *MainWindow::exportPreview()
{
    if (!m_preview) {
        m_preview = new ExportPreview(m_previewDock);
        m_preview->setDocument(m_document);
        m_previewDock->setWidget(m_preview);
    }
    return m_preview;
}

void MainWindow::createActions()
{
    createFileActions();
    createEditActions();
    createHelpActions();
    m_manifestCheck = new ManifestCheck(this, m_findingsDock, m_catalog, [this] {
        return std::pair<const Plan *, bool>(m_document ? &m_document->plan() : nullptr,
                                             m_document && !hasErrors(m_document->findings()));
    });
    m_catalogRefresh = new CatalogRefreshAction(this);
    m_catalogAgeNotice = new CatalogAgeNotice(this, [this]() -> const Catalog & { return *m_catalog; });
    m_clusterImport = new ClusterImport(this, [this]() -> const Catalog & { return *m_catalog; }, [this](const Plan &plan) {
        if (!maybeSave())
            return;
        adoptPlan(plan, QString(), true); // new and unsaved: saving asks for a name
        m_catalogAgeNotice->planOpened();
    });
    m_aboutQtAction = new QAction(this);
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);
    createMenus();
    createToolBar();
    // Window-wide while typing too; Ctrl+Delete (remove pool) is left to the fields on purpose.
    new WindowShortcuts(this, {m_newAction, m_openAction, m_saveAction, m_saveAsAction, m_quitAction, m_undoAction,
                               m_redoAction, m_addPoolAction, m_exportAction, m_manifestCheck->checkFilesAction(),
                               m_scenarios->duplicateAction()});
}

void MainWindow::createFileActions()
{
    m_newAction = new QAction(appIcon("document-new"), QString(), this);
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, &MainWindow::newPlan);
    m_openAction = new QAction(appIcon("document-open"), QString(), this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::chooseAndOpen);
    m_saveAction = new QAction(appIcon("document-save"), QString(), this);
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);
    m_saveAsAction = new QAction(appIcon("document-save-as"), QString(), this);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);
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
        dialog.exec();
    });
    m_sizeAction = new QAction(this);
    m_sizeAction->setObjectName(QStringLiteral("SizeFromModelAction"));
    connect(m_sizeAction, &QAction::triggered, this, [this] {
        SizeDialog dialog(m_document, m_pool, this);
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
    m_redoAction->setShortcut(QKeySequence::Redo);
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
    m_fieldHelpAction = new QAction(this);
    m_fieldHelpAction->setObjectName(QStringLiteral("FieldHelpAction"));
    m_fieldHelpAction->setShortcut(QKeySequence::HelpContents);
    connect(m_fieldHelpAction, &QAction::triggered, this, &MainWindow::explainFocusedField);
    m_glossaryAction = new QAction(this);
    m_glossaryAction->setObjectName(QStringLiteral("GlossaryAction"));
    m_glossaryAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G));
    connect(m_glossaryAction, &QAction::triggered, this, &MainWindow::showGlossary);
    m_openLessonAction = new QAction(this);
    m_openLessonAction->setObjectName(QStringLiteral("OpenLessonAction"));
    connect(m_openLessonAction, &QAction::triggered, this, &MainWindow::chooseLesson);
    m_platformAction = new QAction(this);
    m_platformAction->setObjectName(QStringLiteral("PlatformAction"));
    connect(m_platformAction, &QAction::triggered, this, [this] {
        auto *dialog = new PlatformDialog([this] { return m_languages->language(); }, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    m_assistantAction = new QAction(this);
    m_assistantAction->setObjectName(QStringLiteral("PlanAssistantAction"));
    connect(m_assistantAction, &QAction::triggered, this, [this] { openPlanAssistant(); });
    m_stopLessonAction = new QAction(this);
    m_stopLessonAction->setObjectName(QStringLiteral("StopLessonAction"));
    connect(m_stopLessonAction, &QAction::triggered, this, &MainWindow::stopLesson);
    m_presenterAction = new QAction(this);
    m_presenterAction->setObjectName(QStringLiteral("PresenterAction"));
    m_presenterAction->setCheckable(true);
    m_presenterAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    connect(m_presenterAction, &QAction::toggled, this, &MainWindow::setPresenterView);
    m_aboutCatalogAction = new QAction(this);
    m_aboutCatalogAction->setObjectName(QStringLiteral("AboutCatalogAction"));
    connect(m_aboutCatalogAction, &QAction::triggered, this, [this] {
        CatalogDialog dialog(*m_catalog, this);
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

void MainWindow::showGlossary()
{
    GlossaryDialog *dialog = glossaryDialog();
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
    dialog->searchField()->setFocus();
}

void MainWindow::chooseLesson()
{
    const QString file = QFileDialog::getOpenFileName(this, tr("Open Lesson"), Settings::lastDirectory.get(),
                                                      tr("Lessons (*.lesson.yaml *.yaml);;All files (*)"));
    if (file.isEmpty())
        return;
    Findings problems;
    const std::optional<Lesson> lesson = Lessons::readFile(file, &problems);
    if (!lesson) {
        QStringList lines;
        for (const Finding &f : problems)
            lines.append(f.line > 0 ? tr("line %1, %2: %3").arg(f.line).arg(f.field, f.message) : f.message);
        QMessageBox::warning(this, tr("Open Lesson"), tr("%1 is not a lesson:\n%2").arg(file, lines.join(QLatin1Char('\n'))));
        return;
    }
    startLesson(*lesson);
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_newAction);
    m_fileMenu->addAction(m_openAction);
    m_fileMenu->addAction(m_assistantAction);
    m_fileMenu->addAction(m_clusterImport->importFilesAction());
    m_fileMenu->addAction(m_clusterImport->importFolderAction());
    auto *recent = new RecentFilesMenu(this);
    connect(recent, &RecentFilesMenu::fileChosen, this, [this](const QString &path) {
        if (maybeSave())
            openPlan(path);
    });
    m_recentMenu = recent;
    m_fileMenu->addMenu(m_recentMenu);
    m_examplesMenu = m_fileMenu->addMenu(QString());
    // Listed by their titles, read when the menu first opens (not at start-up).
    connect(m_examplesMenu, &QMenu::aboutToShow, this, &MainWindow::fillExamplesMenu);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_saveAction);
    m_fileMenu->addAction(m_saveAsAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_scenarios->duplicateAction());
    m_fileMenu->addAction(m_scenarios->openBesideAction());
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_exportAction);
    m_fileMenu->addAction(m_manifestCheck->checkFilesAction());
    m_fileMenu->addAction(m_manifestCheck->checkFolderAction());
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_addPoolAction);
    m_editMenu->addAction(m_removePoolAction);

    m_viewMenu = menuBar()->addMenu(QString());
    QAction *findings = m_findingsDock->toggleViewAction();
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
    m_helpMenu->addAction(m_fieldHelpAction);
    m_helpMenu->addAction(m_glossaryAction);
    m_trainingMenu = m_helpMenu->addMenu(QString());
    connect(m_trainingMenu, &QMenu::aboutToShow, this, &MainWindow::fillTrainingMenu);
    m_helpMenu->addAction(m_presenterAction);
    m_helpMenu->addSeparator();
    m_helpMenu->addAction(m_aboutCatalogAction);
    m_helpMenu->addAction(m_aboutQtAction);
}

void MainWindow::explainFocusedField()
{
    QWidget *focus = QApplication::focusWidget();
    // On a finding: what its rule protects against.
    if (focus && m_findingsDock->isAncestorOf(focus)) {
        const QString rule = m_findingsDock->currentRule();
        if (!rule.isEmpty() && Glossary::builtIn().rule(rule)) {
            learnMore(rule);
            return;
        }
    }
    // On a field: its glossary entry, under the field's own explanation (its tooltip says what
    // it means and why a choice is refused).
    QString path;
    if (focus && m_clusterEditor && m_clusterEditor->isAncestorOf(focus))
        path = m_clusterEditor->fieldPathOf(focus);
    else if (focus && m_poolEditor && m_poolEditor->isAncestorOf(focus))
        path = m_poolEditor->fieldPathOf(focus);
    QString explanation;
    for (QWidget *widget = focus; widget && widget != this && explanation.isEmpty(); widget = widget->parentWidget())
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
    statusBar()->showMessage(tr("Click into a field, then press F1 to see what it means."), 8000);
}

void MainWindow::fillTrainingMenu()
{
    // Rebuilt when opened: the titles follow the language.
    m_trainingMenu->clear();
    m_trainingMenu->addAction(m_assistantAction);
    m_trainingMenu->addAction(m_platformAction);
    m_trainingMenu->addSeparator();
    for (const Lesson &lesson : Lessons::builtIn()) {
        QAction *action = m_trainingMenu->addAction(lesson.title.text(m_languages->language()));
        action->setToolTip(lesson.story.text(m_languages->language()));
        connect(action, &QAction::triggered, this, [this, lesson] { startLesson(lesson); });
    }
    m_trainingMenu->addSeparator();
    m_trainingMenu->addAction(m_openLessonAction);
    m_trainingMenu->addAction(m_stopLessonAction);
    m_stopLessonAction->setEnabled(m_trainingDock->hasLesson());
}

PlanAssistant *MainWindow::openPlanAssistant()
{
    auto *assistant = new PlanAssistant(m_catalog, [this] { return m_languages->language(); }, this);
    assistant->setAttribute(Qt::WA_DeleteOnClose);
    connect(assistant, &QDialog::accepted, this, [this, assistant] {
        if (maybeSave())
            adoptPlan(assistant->plan(), QString(), true); // new and unsaved: saving asks for a name
    });
    assistant->show();
    return assistant;
}

bool MainWindow::startLesson(const Lesson &lesson)
{
    const PlanLoadResult loaded = PlanReader::readFile(lesson.startPlan);
    if (!loaded.isPlan()) {
        QMessageBox::warning(this, tr("Training"), tr("The lesson's start plan %1 cannot be read.").arg(lesson.startPlan));
        return false;
    }
    if (!maybeSave())
        return false;
    m_trainingDock->setLesson(lesson);
    adoptPlan(loaded.plan, QString(), false); // a copy: saving asks for a file name
    m_trainingDock->checkPlan(m_document->plan(), m_document->findings(), *m_catalog);
    m_trainingDock->show();
    m_trainingDock->raise();
    return true;
}

void MainWindow::stopLesson()
{
    m_trainingDock->clearLesson();
    m_trainingDock->hide();
    if (m_presenterAction->isChecked())
        m_presenterAction->setChecked(false);
}

void MainWindow::setPresenterView(bool on)
{
    // Large type where the room looks: the lesson beside the 3D view, both about twice the
    // desktop size. Leaving puts every dock back where it was.
    if (on && m_presenterLayout.isEmpty()) {
        m_presenterLayout = saveState();
        if (m_trainingDock->hasLesson()) {
            addDockWidget(Qt::LeftDockWidgetArea, m_trainingDock);
            m_trainingDock->show();
        }
        m_torusDock->show();
        m_torusDock->raise();
        // The room looks at the lesson and the slice; the findings stay a key away (Alt+1).
        m_findingsDock->hide();
        m_previewDock->hide();
    } else if (!on && !m_presenterLayout.isEmpty()) {
        restoreState(m_presenterLayout);
        m_presenterLayout.clear();
    }
    m_trainingDock->setPresenterView(on);
    QFont font = QApplication::font();
    if (on)
        font.setPointSizeF(font.pointSizeF() * 2.0);
    if (m_torus)
        m_torus->setFont(font);
    statusBar()->showMessage(on ? tr("Presenter view: large type in the lesson and the 3D view (%1 to leave)")
                                      .arg(m_presenterAction->shortcut().toString(QKeySequence::NativeText))
                                : QString(),
                             8000);
}

GlossaryDialog *MainWindow::glossaryDialog()
{
    if (!m_glossaryDialog) {
        m_glossaryDialog = new GlossaryDialog(Glossary::builtIn(), [this] { return m_languages->language(); }, this);
        m_glossaryDialog->setAttribute(Qt::WA_DeleteOnClose, false);
    }
    return m_glossaryDialog;
}

void MainWindow::learnMore(const QString &rule)
{
    GlossaryDialog *dialog = glossaryDialog();
    if (!dialog->showRule(rule)) {
        statusBar()->showMessage(tr("The glossary has no page for the rule %1.").arg(rule), 8000);
        return;
    }
    dialog->show();
    dialog->raise();
}

void MainWindow::fillExamplesMenu()
{
    if (!m_examplesMenu->isEmpty())
        return;
    const QString suffix = QStringLiteral(".tpuplan.yaml");
    for (const QString &name : QDir(QStringLiteral(":/examples")).entryList({QLatin1Char('*') + suffix}, QDir::Files)) {
        const QString path = QStringLiteral(":/examples/") + name;
        const PlanLoadResult loaded = PlanReader::readFile(path);
        if (loaded.status != PlanLoadResult::Status::Loaded)
            continue;
        const QString title = loaded.plan.metadata.name.isEmpty() ? name.chopped(int(suffix.size())) : loaded.plan.metadata.name;
        QAction *action = m_examplesMenu->addAction(title);
        action->setToolTip(name);
        action->setStatusTip(name);
        connect(action, &QAction::triggered, this, [this, plan = loaded.plan] {
            if (maybeSave())
                adoptPlan(plan, QString(), false); // a copy: saving asks for a file name
        });
    }
}

void MainWindow::createToolBar()
{
    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("MainToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    for (QAction *action : {m_newAction, m_openAction, m_saveAction})
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
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_examplesMenu->setTitle(tr("Open &Example"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_toolsMenu->setTitle(tr("&Tools"));
    m_helpMenu->setTitle(tr("&Help"));
    m_newAction->setText(tr("&New"));
    m_newAction->setToolTip(tr("Start a new plan"));
    m_openAction->setText(tr("&Open..."));
    m_openAction->setToolTip(tr("Open a plan file"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As..."));
    m_quitAction->setText(tr("&Quit"));
    m_addPoolAction->setText(tr("&Add Pool"));
    m_addPoolAction->setToolTip(tr("Add a TPU pool that fits the cluster"));
    m_removePoolAction->setText(tr("Re&move Pool"));
    m_aboutAction->setText(tr("&About TPU Planner"));
    m_aboutQtAction->setText(tr("About &Qt"));
    m_toolBar->setWindowTitle(tr("Main toolbar"));
    m_matrixDock->setWindowTitle(tr("Availability"));
    m_torusDock->setWindowTitle(tr("Slice in 3D"));
    m_costDock->setWindowTitle(tr("Cost"));
    m_compareDock->setWindowTitle(tr("Compare"));
    m_previewDock->setWindowTitle(tr("Export Preview"));
    m_aboutCatalogAction->setText(tr("About the &Catalog..."));
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
    m_contractPricesAction->setText(tr("Contract &Prices..."));
    m_contractPricesAction->setToolTip(tr("Enter prices the catalog lacks (Ironwood) or that your contract sets"));
    m_sizeAction->setText(tr("&Size from Model..."));
    m_sizeAction->setToolTip(tr("From a model and a training or serving job to the slices that fit it, with time and cost"));
    m_migrateAction->setText(tr("&Migrate TensorFlow Script..."));
    m_migrateAction->setToolTip(tr("Show what a TPUEstimator script must change for TF2 TPUStrategy, with a TF2 skeleton"));
    m_exportAction->setText(tr("&Export Review Bundle..."));
    m_exportAction->setToolTip(tr("Write manifests, gcloud script, Terraform and cost summary to a folder"));
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
    m_autosaver->setDocument(document);
    if (m_preview)
        m_preview->setDocument(document);
    if (m_cost)
        m_cost->setDocument(document);
    if (m_scenarios)
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
    if (old)
        old->deleteLater();
    showFindings();
    m_pool = -2;
    // A plan opens on its cluster, where planning starts (mode, region, GKE version); the pool
    // editor, the larger form, is built when a pool is first chosen.
    selectPool(-1);
    updateTitle();
    updateTotals();
    updateActions();
}

void MainWindow::adoptPlan(const Plan &plan, const QString &path, bool modified)
{
    auto *document = new PlanDocument(plan, m_catalog, this);
    document->setFilePath(path);
    if (modified) {
        // A recovered plan differs from its file: one undoable step marks it modified.
        Plan copy = plan;
        document->replacePlan(copy);
        document->undoStack()->resetClean();
    }
    setDocument(document);
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
    ExportDialog dialog(m_document, this);
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
    // Counts go through %n so that each language says "1 chip" its own way. Plans stay far below
    // INT_MAX chips (the ranges of PlanFieldRules), so the narrowing is exact.
    const QString state = figures.errors == 0 ? tr("valid plan") : tr("%n errors", nullptr, figures.errors);
    const QString nodes = figures.nodes ? tr("%n nodes", nullptr, int(*figures.nodes)) : tr("nodes unknown");
    QString text = tr("%1 · %2 · %3 · %4")
                       .arg(tr("%n chips", nullptr, int(figures.chips)), nodes, tr("%n slices", nullptr, int(figures.slices)), state);
    const CostSummary &cost = figures.cost;
    if (cost.totalHourly.selected && cost.unknownPools.isEmpty() && cost.unknownLines.isEmpty())
        text += tr(" · %1 %2 per hour").arg(QLocale().toString(*cost.totalHourly.selected, 'f', 2), cost.currency);
    else if (cost.totalHourly.selected && cost.unknownPools.isEmpty()) // e.g. boot disks without a published price
        text += tr(" · at least %1 %2 per hour").arg(QLocale().toString(*cost.totalHourly.selected, 'f', 2), cost.currency);
    else if (!cost.unknownPools.isEmpty())
        text += tr(" · cost unknown: enter a contract price (Tools > Contract Prices)");
    m_totals->setText(text);
}

void MainWindow::editContractPrices()
{
    ContractPricesDialog dialog(m_prices.base(), m_document->plan(), m_prices.overrides(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_prices.set(dialog.overrides());
    applyContractPrices();
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

bool MainWindow::openPlan(const QString &path, bool quiet)
{
    const PlanLoadResult loaded = PlanReader::readFile(path);
    if (loaded.status != PlanLoadResult::Status::Loaded || hasErrors(loaded.findings)) {
        if (!quiet)
            QMessageBox::warning(this, tr("Cannot open plan"), whyNotOpened(path, loaded));
        return false;
    }
    adoptPlan(loaded.plan, QFileInfo(path).absoluteFilePath(), false);
    m_catalogAgeNotice->planOpened();
    Settings::addRecentFile(path);
    Settings::lastDirectory.set(QFileInfo(path).absolutePath());
    statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

QString MainWindow::whyNotOpened(const QString &path, const PlanLoadResult &loaded) const
{
    // Where and what, as a person reads it: "line 4, column 3: ...", fields by their labels.
    QStringList lines;
    for (const Finding &f : loaded.findings) {
        if (!f.isError())
            continue;
        const QString message = m_findingsDock->model()->messageForWindow(f.message);
        lines.append(f.line <= 0     ? message
                     : f.column <= 0 ? tr("line %1: %2").arg(f.line).arg(message)
                                     : tr("line %1, column %2: %3").arg(f.line).arg(f.column).arg(message));
    }
    const QString file = QDir::toNativeSeparators(path);
    const QString headline = loaded.status == PlanLoadResult::Status::NotReadable ? tr("%1 cannot be read.").arg(file)
                             : loaded.status == PlanLoadResult::Status::NotYaml
                                 ? tr("%1 is not a YAML file (a plan is written in YAML).").arg(file)
                                 : tr("%1 is not a plan this version can edit.").arg(file);
    return headline + QStringLiteral("\n\n") + lines.join(QLatin1Char('\n'));
}

void MainWindow::newPlan()
{
    if (maybeSave())
        adoptPlan(PlanEdits::newPlan(*m_catalog), QString(), false);
}

void MainWindow::chooseAndOpen()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open plan"), Settings::lastDirectory.get(),
                                                      tr("TPU plans (*.tpuplan.yaml *.yaml);;All files (*)"));
    if (!path.isEmpty())
        openPlan(path);
}

bool MainWindow::save()
{
    if (m_document->filePath().isEmpty())
        return saveAs();
    return saveTo(m_document->filePath());
}

bool MainWindow::saveAs()
{
    QString suggestion = m_document->filePath();
    if (suggestion.isEmpty()) {
        const QString name = m_document->plan().cluster.name.isEmpty() ? QStringLiteral("plan") : m_document->plan().cluster.name;
        suggestion = QDir(Settings::lastDirectory.get()).filePath(name + QStringLiteral(".tpuplan.yaml"));
    }
    QString path = QFileDialog::getSaveFileName(this, tr("Save plan"), suggestion, tr("TPU plans (*.tpuplan.yaml)"));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".yaml")))
        path += QStringLiteral(".tpuplan.yaml");
    return saveTo(path);
}

bool MainWindow::saveTo(const QString &path)
{
    QString error;
    if (!m_document->save(path, &error)) {
        // The document stays modified and its recovery copy stays: nothing is lost yet.
        QMessageBox::warning(this, tr("Cannot save plan"),
                             tr("The plan could not be saved to %1.\n\n%2\n\nThe file on disk is unchanged and your "
                                "changes are still open: free some space or choose another place with Save As.")
                                 .arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    Settings::addRecentFile(path);
    Settings::lastDirectory.set(QFileInfo(path).absolutePath());
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

bool MainWindow::maybeSave()
{
    if (!m_document || !m_document->isModified())
        return true;
    const QMessageBox::StandardButton answer = QMessageBox::warning(
        this, tr("Unsaved changes"),
        tr("%1 has changes that are not saved.\nSave them before going on?").arg(m_document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::offerRecovery()
{
    // A copy is deleted only when the user says Discard. A recovered one stays, rewritten from
    // the window at once, until the plan is saved or discarded: a second crash loses nothing.
    for (const Autosaver::Recovery &recovery : Autosaver::orphans()) {
        if (!recovery.damage.isEmpty()) {
            offerDamagedRecovery(recovery);
            continue;
        }
        switch (askAboutRecovery(this, recovery)) {
        case RecoveryChoice::OpenUntitled:
        case RecoveryChoice::Discard:
            Autosaver::discard(recovery);
            break;
        case RecoveryChoice::Later:
            break;
        case RecoveryChoice::Recover: {
            const PlanLoadResult loaded = PlanReader::readFile(recovery.recoveryPath);
            if (loaded.status != PlanLoadResult::Status::Loaded) {
                QMessageBox::warning(this, tr("Cannot recover"),
                                     tr("The recovery copy %1 cannot be read; it is kept.")
                                         .arg(QDir::toNativeSeparators(recovery.recoveryPath)));
            } else if (maybeSave()) { // Cancel keeps the copy for later
                adoptPlan(loaded.plan, recovery.originalPath, true);
                m_autosaver->adopt(recovery);
            }
            break;
        }
        }
    }
}

void MainWindow::offerDamagedRecovery(const Autosaver::Recovery &recovery)
{
    const PlanLoadResult loaded = PlanReader::readFile(recovery.recoveryPath);
    const bool readable = loaded.status == PlanLoadResult::Status::Loaded;
    switch (askAboutDamagedRecovery(this, recovery, readable)) {
    case RecoveryChoice::Discard:
        Autosaver::discard(recovery);
        break;
    case RecoveryChoice::OpenUntitled:
        // Untitled and modified: Save asks for a new name. The copy stays until discarded.
        if (maybeSave())
            adoptPlan(loaded.plan, QString(), true);
        break;
    case RecoveryChoice::Recover:
    case RecoveryChoice::Later:
        break;
    }
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    saveLayout();
    m_autosaver->setDocument(nullptr);
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && isPlanFile(urls.first()))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() != 1 || !isPlanFile(urls.first()))
        return;
    event->acceptProposedAction();
    if (maybeSave())
        openPlan(urls.first().toLocalFile());
}

} // namespace tpuplan
