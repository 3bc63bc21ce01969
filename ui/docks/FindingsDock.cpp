// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/docks/FindingsDock.h"

#include "ui/models/FindingsModel.h"
#include "ui/docks/ManifestFindingsPanel.h"
#include "ui/models/ManifestFindingsModel.h"
#include "ui/docks/WrappingItemDelegate.h"

#include <QEvent>
#include <QHeaderView>
#include <QMenu>
#include <QTabBar>
#include <QTabWidget>
#include <QTreeView>

namespace tpuplan {

FindingsDock::FindingsDock(QWidget *parent)
    : QDockWidget(parent), m_model(new FindingsModel(this)), m_view(new QTreeView(this)),
      m_manifests(new ManifestFindingsPanel(this)), m_tabs(new QTabWidget(this))
{
    setObjectName(QStringLiteral("FindingsDock"));
    m_view->setModel(m_model);
    m_view->setWordWrap(true);
    m_view->setUniformRowHeights(false);
    m_view->setTextElideMode(Qt::ElideNone);
    m_view->setItemDelegate(new WrappingItemDelegate(m_view, FindingsModel::MessageColumn));
    m_view->setAlternatingRowColors(true);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(FindingsModel::MessageColumn, QHeaderView::Stretch);
    // Sized to their texts when findings are shown (setFindings): as ResizeToContents they were
    // measured again, row by row, at every layout of the window (2 % of the start-up's work).
    m_view->header()->setSectionResizeMode(FindingsModel::RuleColumn, QHeaderView::Interactive);
    m_view->header()->setSectionResizeMode(FindingsModel::FieldColumn, QHeaderView::Interactive);
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_view, QString());
    m_tabs->addTab(m_manifests, QString());
    m_tabs->setTabVisible(1, false);
    m_tabs->tabBar()->setVisible(false);
    setWidget(m_tabs);
    const auto activate = [this](const QModelIndex &index) {
        const Finding *finding = m_model->finding(index.siblingAtColumn(0));
        if (finding)
            Q_EMIT findingActivated(index.data(FindingsModel::PoolRole).toInt(), finding->field);
    };
    // A click is enough (users expect it); Enter works through activated() for keyboards.
    connect(m_view, &QTreeView::clicked, this, activate);
    connect(m_view, &QTreeView::activated, this, activate);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QTreeView::customContextMenuRequested, this,
            [this](const QPoint &position) { offerLearnMore(m_view, FindingsModel::RuleColumn, position); });
    QTreeView *manifests = m_manifests->view();
    manifests->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(manifests, &QTreeView::customContextMenuRequested, this, [this, manifests](const QPoint &position) {
        offerLearnMore(manifests, ManifestFindingsModel::RuleColumn, position);
    });
    // The title counts what the tab shown holds: the plan's findings or the manifests'.
    connect(m_tabs, &QTabWidget::currentChanged, this, &FindingsDock::updateTitle);
    updateTitle();
}

void FindingsDock::setFindings(const Findings &findings, const Plan &plan)
{
    m_model->setFindings(findings, plan);
    m_view->expandAll();
    m_view->resizeColumnToContents(FindingsModel::RuleColumn);
    m_view->resizeColumnToContents(FindingsModel::FieldColumn);
    updateTitle();
}

void FindingsDock::offerLearnMore(QTreeView *view, int ruleColumn, const QPoint &position)
{
    const QModelIndex index = view->indexAt(position);
    const QString rule = index.isValid() ? index.siblingAtColumn(ruleColumn).data().toString() : QString();
    if (rule.isEmpty())
        return;
    QMenu menu(this);
    menu.addAction(tr("Learn More About %1").arg(rule), this, [this, rule] { Q_EMIT learnMoreRequested(rule); });
    menu.exec(view->viewport()->mapToGlobal(position));
}

QString FindingsDock::currentRule() const
{
    const bool manifests = m_tabs->currentWidget() == m_manifests;
    const QTreeView *view = manifests ? m_manifests->view() : m_view;
    const QModelIndex index = view->currentIndex();
    if (!index.isValid())
        return QString();
    return index.siblingAtColumn(manifests ? int(ManifestFindingsModel::RuleColumn) : int(FindingsModel::RuleColumn)).data().toString();
}

void FindingsDock::showManifestResult(const LintResult &result)
{
    m_manifests->setResult(result);
    m_tabs->setTabVisible(1, true);
    m_tabs->tabBar()->setVisible(true);
    m_tabs->setCurrentWidget(m_manifests);
    show();
    raise();
    updateTitle();
}

void FindingsDock::updateTitle()
{
    const bool manifests = m_tabs->currentWidget() == m_manifests;
    const auto count = [this, manifests](Severity severity) {
        return manifests ? m_manifests->model()->count(severity) : m_model->count(severity);
    };
    const QString title = manifests ? tr("Manifest Findings: %1, %2, %3") : tr("Findings: %1, %2, %3");
    setWindowTitle(title.arg(tr("%n errors", nullptr, count(Severity::Error)),
                             tr("%n warnings", nullptr, count(Severity::Warning)),
                             tr("%n notes", nullptr, count(Severity::Info))));
    m_tabs->setTabText(0, tr("Plan"));
    m_tabs->setTabText(1, tr("Manifests"));
}

void FindingsDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateTitle();
    QDockWidget::changeEvent(event);
}

} // namespace tpuplan
