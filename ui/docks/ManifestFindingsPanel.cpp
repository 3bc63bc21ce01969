// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/docks/ManifestFindingsPanel.h"

#include "ui/docks/WrappingItemDelegate.h"
#include "ui/models/ManifestFindingsModel.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace tpuplan {

ManifestFindingsPanel::ManifestFindingsPanel(QWidget *parent)
    : QWidget(parent), m_model(new ManifestFindingsModel(this)), m_summary(new QLabel(this)),
      m_againstPlan(new QCheckBox(this)), m_checkAgain(new QPushButton(this)), m_view(new QTreeView(this))
{
    setObjectName(QStringLiteral("ManifestFindingsPanel"));
    m_summary->setWordWrap(true);
    m_againstPlan->setChecked(true);
    m_view->setModel(m_model);
    m_view->setWordWrap(true);
    m_view->setUniformRowHeights(false);
    m_view->setTextElideMode(Qt::ElideNone);
    m_view->setItemDelegate(new WrappingItemDelegate(m_view, ManifestFindingsModel::MessageColumn));
    m_view->setAlternatingRowColors(true);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(ManifestFindingsModel::MessageColumn, QHeaderView::Stretch);
    // Sized to their texts when a result is shown (setResult), not measured again at every layout.
    m_view->header()->setSectionResizeMode(ManifestFindingsModel::RuleColumn, QHeaderView::Interactive);
    m_view->header()->setSectionResizeMode(ManifestFindingsModel::LocationColumn, QHeaderView::Interactive);
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_summary, 1);
    bar->addWidget(m_againstPlan);
    bar->addWidget(m_checkAgain);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);
    const auto activate = [this](const QModelIndex &index) {
        const QModelIndex first = index.siblingAtColumn(0);
        Q_EMIT findingActivated(first.data(ManifestFindingsModel::FileRole).toString(),
                                first.data(ManifestFindingsModel::LineRole).toInt(),
                                first.data(ManifestFindingsModel::ColumnRole).toInt());
    };
    // A click on a finding is enough, as for the plan's findings; a file row's click only
    // selects it (it folds), Enter or a double click opens the file.
    connect(m_view, &QTreeView::clicked, this, [activate](const QModelIndex &index) {
        if (index.parent().isValid())
            activate(index);
    });
    connect(m_view, &QTreeView::activated, this, activate);
    connect(m_view, &QTreeView::doubleClicked, this, activate);
    connect(m_checkAgain, &QPushButton::clicked, this, &ManifestFindingsPanel::checkAgainRequested);
    connect(m_againstPlan, &QCheckBox::toggled, this, &ManifestFindingsPanel::checkAgainRequested);
    retranslate();
}

void ManifestFindingsPanel::setResult(const LintResult &result)
{
    m_model->setResult(result);
    m_view->expandAll();
    m_view->resizeColumnToContents(ManifestFindingsModel::RuleColumn);
    m_view->resizeColumnToContents(ManifestFindingsModel::LocationColumn);
    retranslate();
}

void ManifestFindingsPanel::retranslate()
{
    const int files = int(m_model->result().files.size());
    m_summary->setText(files == 0 ? tr("No manifests checked yet: File > Check Manifests.")
                                  : tr("%n file(s) checked: %1, %2, %3 in %4.", nullptr, files)
                                        .arg(tr("%n errors", nullptr, m_model->count(Severity::Error)),
                                             tr("%n warnings", nullptr, m_model->count(Severity::Warning)),
                                             tr("%n notes", nullptr, m_model->count(Severity::Info)),
                                             tr("%n TPU workload(s)", nullptr, m_model->workloads())));
    m_againstPlan->setText(tr("Against the plan's pools"));
    m_againstPlan->setToolTip(tr("Also check that each TPU workload runs on one of the open plan's pools "
                                 "(rule lint-plan-match), as tpu-plan lint --plan does. The mode is the plan's either way."));
    m_checkAgain->setText(tr("Check Again"));
    m_checkAgain->setToolTip(tr("Read the same files again, e.g. after editing them"));
    m_checkAgain->setEnabled(files > 0);
}

void ManifestFindingsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace tpuplan
