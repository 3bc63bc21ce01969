// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/ImportResultDialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace tpuplan {

namespace {

QTreeWidgetItem *group(QTreeWidget *tree, const QString &title, int count)
{
    auto *item = new QTreeWidgetItem(tree, {title.arg(count)});
    QFont bold = item->font(0);
    bold.setBold(true);
    item->setFont(0, bold);
    item->setExpanded(true);
    item->setFirstColumnSpanned(true);
    return item;
}

} // namespace

ImportResultDialog::ImportResultDialog(const ImportResult &result, QWidget *parent)
    : QDialog(parent), m_tree(new QTreeWidget(this)), m_open(nullptr)
{
    setObjectName(QStringLiteral("ImportResultDialog"));
    setWindowTitle(tr("Import Cluster"));
    const ImportReport &report = result.report;
    auto *summary = new QLabel(this);
    summary->setObjectName(QStringLiteral("ImportSummary"));
    summary->setWordWrap(true);
    if (!report.problems.isEmpty())
        summary->setText(tr("Some files could not be imported; nothing was opened."));
    else if (!result.hasPlan())
        summary->setText(tr("The files hold no cluster and no TPU node pool."));
    else
        summary->setText(tr("Cluster %1 (%2, %3): %n TPU pool(s) imported.", nullptr, int(report.pools.size()))
                             .arg(report.clusterName, report.mode, report.region));
    m_tree->setObjectName(QStringLiteral("ImportTree"));
    m_tree->setColumnCount(3);
    m_tree->setHeaderLabels({tr("Pool"), tr("What"), tr("From")});
    m_tree->setRootIsDecorated(true);
    m_tree->setWordWrap(true);
    fill(result);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_open = buttons->addButton(tr("Open as New Plan"), QDialogButtonBox::AcceptRole);
    m_open->setObjectName(QStringLiteral("OpenImportedPlan"));
    m_open->setEnabled(result.hasPlan());
    m_open->setDefault(result.hasPlan());
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(summary);
    layout->addWidget(m_tree, 1);
    layout->addWidget(buttons);
    resize(980, 520);
}

void ImportResultDialog::fill(const ImportResult &result)
{
    const ImportReport &report = result.report;
    if (!report.problems.isEmpty()) {
        QTreeWidgetItem *refused = group(m_tree, tr("Refused files (%1)"), int(report.problems.size()));
        for (const ImportProblem &problem : report.problems)
            new QTreeWidgetItem(refused, {QString(), problem.message, ImportOrigin{problem.file, problem.line, problem.column}.toString()});
    }
    QTreeWidgetItem *imported = group(m_tree, tr("Imported (%1)"), int(report.pools.size()));
    for (const ImportedPool &pool : report.pools) {
        QString what = tr("%1 %2 in %3, %n node(s), %4", nullptr, int(pool.nodes)).arg(pool.tpu, pool.topology, pool.zone, pool.capacity);
        if (pool.liveNodes)
            what += tr(" (%n running)", nullptr, int(*pool.liveNodes));
        new QTreeWidgetItem(imported, {pool.name, what, pool.origin.toString()});
    }
    QTreeWidgetItem *skipped = group(m_tree, tr("Skipped (%1)"), int(report.skipped.size()));
    for (const SkippedPool &pool : report.skipped)
        new QTreeWidgetItem(skipped, {pool.name, pool.reason, pool.origin.toString()});
    QTreeWidgetItem *notes = group(m_tree, tr("Notes (%1)"), int(report.notes.size()));
    for (const QString &note : report.notes) {
        auto *item = new QTreeWidgetItem(notes, {QString(), note});
        item->setToolTip(1, note);
    }
}

} // namespace tpuplan
