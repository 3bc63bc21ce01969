// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/ImportResultDialog.h"

#include "ui/docks/WrappingItemDelegate.h"

#include "ui/dialogs/DialogSize.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
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

/// `describe.json:39:5`: the file's name, its path in the tooltip.
QTreeWidgetItem *row(QTreeWidgetItem *parent, const QString &name, const QString &what, const ImportOrigin &origin)
{
    ImportOrigin shown = origin;
    shown.file = QFileInfo(origin.file).fileName();
    auto *item = new QTreeWidgetItem(parent, {name, what, shown.toString()});
    item->setToolTip(1, what);
    item->setToolTip(2, origin.toString());
    return item;
}

} // namespace

ImportResultDialog::ImportResultDialog(const ImportResult &result, QWidget *parent)
    : QDialog(parent), m_tree(new QTreeWidget(this)), m_notes(new QPlainTextEdit(this)), m_open(nullptr)
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
    // A refusal's reason is long: it wraps to the column's width (the whole text, not "… né …").
    m_tree->setItemDelegate(new WrappingItemDelegate(m_tree, 1));
    m_notes->setObjectName(QStringLiteral("ImportNotes"));
    m_notes->setReadOnly(true);
    m_notes->setPlainText(result.report.notes.join(QStringLiteral("\n")));
    auto *notesLabel = new QLabel(tr("Notes: what the plan cannot hold (%1)").arg(result.report.notes.size()), this);
    // The notes are about the plan (its version, its name); with nothing to open they only puzzle.
    notesLabel->setVisible(result.hasPlan());
    m_notes->setVisible(result.hasPlan());
    fill(result);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents); // the file and line, no wider
    m_tree->header()->setStretchLastSection(false);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_open = buttons->addButton(tr("Open as New Plan"), QDialogButtonBox::AcceptRole);
    m_open->setObjectName(QStringLiteral("OpenImportedPlan"));
    m_open->setEnabled(result.hasPlan());
    m_open->setDefault(result.hasPlan());
    if (result.hasPlan())
        m_open->setToolTip(tr("Open what was imported as a new, unsaved plan"));
    else if (!report.problems.isEmpty())
        m_open->setToolTip(
            tr("Nothing to open: the files above were refused. Correct them or leave them out, then import again."));
    else
        m_open->setToolTip(tr("Nothing to open: the files hold no cluster and no TPU node pool."));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(summary);
    layout->addWidget(m_tree, 3);
    layout->addWidget(notesLabel);
    layout->addWidget(m_notes, 1);
    layout->addWidget(buttons);
    DialogSize::resizeToFit(this, {1000, 600});
}

void ImportResultDialog::fill(const ImportResult &result)
{
    const ImportReport &report = result.report;
    if (!report.problems.isEmpty()) {
        QTreeWidgetItem *refused = group(m_tree, tr("Refused files (%1)"), int(report.problems.size()));
        for (const ImportProblem &problem : report.problems)
            row(refused, QString(), problem.message, ImportOrigin{problem.file, problem.line, problem.column});
    }
    QTreeWidgetItem *imported = group(m_tree, tr("Imported (%1)"), int(report.pools.size()));
    for (const ImportedPool &pool : report.pools) {
        QString what = tr("%1 %2 in %3, %n node(s), %4", nullptr, int(pool.nodes)).arg(pool.tpu, pool.topology, pool.zone, pool.capacity);
        if (pool.liveNodes)
            what += tr(" (%n running)", nullptr, int(*pool.liveNodes));
        row(imported, pool.name, what, pool.origin);
    }
    QTreeWidgetItem *skipped = group(m_tree, tr("Skipped (%1)"), int(report.skipped.size()));
    for (const SkippedPool &pool : report.skipped)
        row(skipped, pool.name, pool.reason, pool.origin);
}

} // namespace tpuplan
