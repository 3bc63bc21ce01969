// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/docks/AvailabilityMatrix.h"

#include "ui/editors/WholeTokens.h"

#include "ui/models/AvailabilityModel.h"
#include "ui/document/PlanDocument.h"

#include "core/advice/ChoiceEvaluator.h"
#include "core/advice/PlanEdits.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace tpuplan {

AvailabilityMatrix::AvailabilityMatrix(std::shared_ptr<const Catalog> catalog, QWidget *parent)
    : QWidget(parent), m_model(new AvailabilityModel(std::move(catalog), this)),
      m_legend(new QLabel(this)), m_view(new QTableView(this))
{
    m_legend->setWordWrap(true);
    m_view->setModel(m_model);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->setMouseTracking(true);
    m_view->setTextElideMode(Qt::ElideNone);
    m_view->setWordWrap(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_legend);
    layout->addWidget(m_view, 1);
    setFocusProxy(m_view);
    const auto activate = [this](const QModelIndex &index) {
        QString reason;
        const QString tpu = index.data(AvailabilityModel::TpuRole).toString();
        const QString zone = index.data(AvailabilityModel::ZoneRole).toString();
        if (!apply(tpu, zone, &reason))
            Q_EMIT message(reason);
    };
    connect(m_view, &QTableView::clicked, this, activate);
    connect(m_view, &QTableView::activated, this, activate);
}

void AvailabilityMatrix::setDocument(PlanDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_pool = -1;
    if (document)
        connect(document, &PlanDocument::changed, this, &AvailabilityMatrix::refresh);
    refresh();
}

void AvailabilityMatrix::setPool(int pool)
{
    m_pool = pool;
    refresh();
}

bool AvailabilityMatrix::apply(const QString &tpu, const QString &zone, QString *reason)
{
    if (!m_document)
        return false;
    const Plan &plan = m_document->plan();
    if (m_pool < 0 || m_pool >= plan.pools.size()) {
        if (reason)
            *reason = tr("Select a pool first; the matrix applies a version and zone to the selected pool.");
        return false;
    }
    const Pool &pool = plan.pools.at(m_pool);
    if (pool.tpu == tpu && pool.zone == zone)
        return true;
    const Catalog &catalog = m_document->catalog();
    Plan candidate = PlanEdits::withZone(PlanEdits::withTpu(plan, m_pool, tpu, catalog), m_pool, zone, catalog);
    QStringList fields{QStringLiteral("cluster.region")};
    for (const char *name : {"tpu", "machineType", "accelerator", "zone", "topology"})
        fields.append(QStringLiteral("pools[%1].%2").arg(m_pool).arg(QLatin1String(name)));
    const ChoiceVerdict verdict = ChoiceEvaluator(plan, catalog).judge(std::move(candidate), fields);
    if (!verdict.isAllowed()) {
        if (reason)
            *reason = tr("%1 in %2 cannot be used for pool %3: %4").arg(tpu, zone, pool.name, m_wording.reason(verdict));
        return false;
    }
    m_document->editPlan(verdict.candidate(), tr("Use %1 in %2").arg(tpu, zone));
    return true;
}

void AvailabilityMatrix::refresh()
{
    if (!m_document)
        return;
    // The window may plan with another catalog since (a refreshed overlay, contract prices).
    if (m_model->catalog() != m_document->sharedCatalog())
        m_model->setCatalog(m_document->sharedCatalog());
    const Plan &plan = m_document->plan();
    const bool valid = m_pool >= 0 && m_pool < plan.pools.size();
    m_model->update(plan.cluster.isAutopilot(), plan.cluster.version, valid ? plan.pools[m_pool].tpu : QString(),
                    valid ? plan.pools[m_pool].zone : QString());
    retranslate();
}

void AvailabilityMatrix::retranslate()
{
    if (!m_document)
        return;
    const Plan &plan = m_document->plan();
    m_legend->setText(tr("Where each TPU version is offered in %1 mode at GKE %2. ✓ offered, ≥ needs a newer "
                         "GKE version, – not offered, ● the selected pool. Click a cell to use it for the selected pool.")
                          .arg(plan.cluster.isAutopilot() ? tr("Autopilot") : tr("Standard"), keepVersionsWhole(plan.cluster.version)));
}

void AvailabilityMatrix::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace tpuplan
