// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "plan/PlanReader.h"
#include "plan/PoolShape.h"
#include "report/FindingsReport.h"
#include "rules/RuleEngine.h"

#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QTreeWidget>

namespace tpuplan {

MainWindow::MainWindow(const Catalog &catalog, QWidget *parent) : QMainWindow(parent), m_catalog(catalog)
{
    setWindowTitle(tr("TPU Planner"));
    auto *splitter = new QSplitter(Qt::Vertical, this);
    m_pools = new QTreeWidget(splitter);
    m_pools->setHeaderLabels({tr("Pool"), tr("TPU"), tr("Machine type / accelerator"), tr("Topology"), tr("Zone"),
                              tr("Slices"), tr("Nodes"), tr("Chips"), tr("Host")});
    m_pools->setRootIsDecorated(false);
    m_findings = new QTreeWidget(splitter);
    m_findings->setHeaderLabels({tr("Severity"), tr("Rule"), tr("Pool"), tr("Field"), tr("Message")});
    m_findings->setRootIsDecorated(false);
    m_findings->setWordWrap(true);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    setCentralWidget(splitter);
    m_totals = new QLabel(this);
    statusBar()->addPermanentWidget(m_totals);
    statusBar()->showMessage(tr("Open a plan file (File > Open) to check it against the TPU catalog of %1.")
                                 .arg(m_catalog.asOf));
    createActions();
    resize(1200, 760);
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(QIcon::fromTheme(QStringLiteral("document-open")), tr("&Open..."));
    open->setShortcut(QKeySequence::Open);
    connect(open, &QAction::triggered, this, &MainWindow::chooseAndOpen);
    file->addSeparator();
    QAction *quit = file->addAction(QIcon::fromTheme(QStringLiteral("application-exit")), tr("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    connect(quit, &QAction::triggered, this, &QWidget::close);
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *about = help->addAction(tr("&About TPU Planner"));
    connect(about, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About TPU Planner"),
                           tr("TPU Planner %1\nPlan Cloud TPU capacity on GKE, offline.\nCatalog facts as of %2.")
                               .arg(QApplication::applicationVersion(), m_catalog.asOf));
    });
}

void MainWindow::chooseAndOpen()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open plan"), QString(),
                                                      tr("TPU plans (*.tpuplan.yaml *.yaml);;All files (*)"));
    if (!path.isEmpty())
        openPlan(path);
}

bool MainWindow::openPlan(const QString &path)
{
    const PlanLoadResult loaded = PlanReader::readFile(path);
    if (loaded.status != PlanLoadResult::Status::Loaded) {
        QStringList lines;
        for (const Finding &f : loaded.findings)
            lines.append(FindingsReport::line(path, f));
        QMessageBox::warning(this, tr("Cannot open plan"), lines.join(QLatin1Char('\n')));
        return false;
    }
    Findings findings = loaded.findings;
    if (!hasErrors(findings))
        findings += RuleEngine::evaluate(loaded.plan, m_catalog);
    showPlan(path, loaded.plan, findings);
    return true;
}

void MainWindow::showPlan(const QString &path, const Plan &plan, const Findings &findings)
{
    setWindowTitle(tr("%1 - TPU Planner").arg(QFileInfo(path).fileName()));
    m_pools->clear();
    qint64 chips = 0;
    qint64 nodes = 0;
    for (const Pool &pool : plan.pools) {
        const PoolShape shape = PoolShape::derive(pool, plan.cluster.isAutopilot(), m_catalog);
        const QString owner = plan.cluster.isAutopilot() ? shape.acceleratorLabel() : pool.machineType;
        auto *item = new QTreeWidgetItem(m_pools);
        item->setText(0, pool.name);
        item->setText(1, pool.tpu);
        item->setText(2, owner);
        item->setText(3, pool.topology);
        item->setText(4, pool.zone);
        item->setText(5, QString::number(pool.sliceCount()));
        item->setText(6, shape.isResolved() ? QString::number(shape.nodes()) : tr("?"));
        item->setText(7, shape.isResolved() ? QString::number(shape.chips()) : tr("?"));
        item->setText(8, !shape.isResolved() ? tr("?") : shape.isMultiHost() ? tr("multi-host") : tr("single-host"));
        if (shape.isResolved()) {
            chips += shape.chips();
            nodes += shape.nodes();
        }
    }
    m_findings->clear();
    int errors = 0;
    for (const Finding &f : findings) {
        auto *item = new QTreeWidgetItem(m_findings);
        const QStyle::StandardPixmap icon = f.severity == Severity::Error     ? QStyle::SP_MessageBoxCritical
                                            : f.severity == Severity::Warning ? QStyle::SP_MessageBoxWarning
                                                                              : QStyle::SP_MessageBoxInformation;
        item->setIcon(0, style()->standardIcon(icon));
        item->setText(0, severityName(f.severity));
        item->setText(1, f.rule);
        item->setText(2, f.pool);
        item->setText(3, f.field);
        item->setText(4, f.message);
        item->setToolTip(4, f.message);
        errors += f.isError();
    }
    for (QTreeWidget *tree : {m_pools, m_findings}) {
        for (int c = 0; c < tree->columnCount() - 1; ++c)
            tree->resizeColumnToContents(c);
    }
    m_totals->setText(tr("%1 chips, %2 nodes, %3 pools").arg(chips).arg(nodes).arg(plan.pools.size()));
    statusBar()->showMessage(errors == 0 ? tr("%1: valid plan").arg(plan.metadata.name)
                                         : tr("%1: %n error(s)", nullptr, errors).arg(plan.metadata.name));
}

} // namespace tpuplan
