// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/ExportDialog.h"

#include "ui/dialogs/DialogSize.h"
#include "ui/document/PlanDocument.h"
#include "ui/cost/CostChart.h"
#include "ui/dialogs/BackgroundJob.h"

#include "core/export/BundleWriter.h"
#include "core/export/ExportBundle.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>

#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace tpuplan {

ExportDialog::ExportDialog(PlanDocument *document, QWidget *parent, const QString &untitledFolder)
    : QDialog(parent), m_document(document), m_folder(new QLineEdit(this)), m_files(new QListWidget(this)),
      m_status(new QLabel(this)), m_force(new QCheckBox(tr("Export &anyway (the bundle's README lists the errors)"), this)),
      m_costChart(new QCheckBox(tr("Add the &cost chart (cost.png)"), this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Export Review Bundle"));
    auto *browse = new QPushButton(tr("&Browse..."), this);
    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    auto *form = new QFormLayout;
    auto *folderLabel = new QLabel(tr("&Folder:"), this);
    folderLabel->setBuddy(m_folder);
    form->addRow(folderLabel, folderRow);
    auto *filesLabel = new QLabel(tr("Files:"), this);
    form->addRow(filesLabel, m_files);
    m_status->setWordWrap(true);
    QPushButton *exportButton = m_buttons->addButton(tr("&Export"), QDialogButtonBox::AcceptRole);
    exportButton->setDefault(true);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addWidget(m_costChart);
    layout->addWidget(m_force);
    layout->addWidget(m_buttons);

    const QString base = document->filePath().isEmpty() ? untitledFolder : QFileInfo(document->filePath()).absolutePath();
    const QString name = document->plan().cluster.name.isEmpty() ? QStringLiteral("bundle") : document->plan().cluster.name;
    m_folder->setText(QDir::toNativeSeparators(QDir(base.isEmpty() ? QDir::homePath() : base).filePath(name + QStringLiteral("-bundle"))));
    for (const BundleFile &file : ExportBundle::build(document->plan(), document->filePath(), document->findings(),
                                                      document->catalog()))
        m_files->addItem(file.path);
    for (const Finding &finding : document->findings())
        m_errors += finding.isError() ? 1 : 0;
    m_force->setVisible(m_errors > 0);
    m_costChart->setChecked(true);
    m_costChart->setToolTip(tr("The monthly cost per pool and way of paying, as the Cost dock draws it, for reviewers"));
    connect(m_costChart, &QCheckBox::toggled, this, [this](bool on) {
        const QList<QListWidgetItem *> items = m_files->findItems(QStringLiteral("cost.png"), Qt::MatchExactly);
        if (on && items.isEmpty())
            m_files->addItem(QStringLiteral("cost.png"));
        for (QListWidgetItem *item : on ? QList<QListWidgetItem *>() : items)
            delete item;
    });
    m_files->addItem(QStringLiteral("cost.png"));

    connect(browse, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Export to folder"), m_folder->text());
        if (!dir.isEmpty())
            m_folder->setText(QDir::toNativeSeparators(dir));
    });
    connect(m_folder, &QLineEdit::textChanged, this, &ExportDialog::updateState);
    connect(m_force, &QCheckBox::toggled, this, &ExportDialog::updateState);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ExportDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ExportDialog::reject);
    updateState();
    DialogSize::resizeToFit(this, {560, 420});
}

void ExportDialog::updateState()
{
    const bool blocked = m_errors > 0 && !m_force->isChecked();
    m_status->setText(m_errors == 0 ? tr("The plan is valid. Files an earlier export wrote are replaced; files of yours are kept, and replaced only when you agree.")
                      : m_errors == 1 ? tr("The plan has 1 error: fix it first, or export anyway for review.")
                                      : tr("The plan has %1 errors: fix them first, or export anyway for review.").arg(m_errors));
    for (QAbstractButton *button : m_buttons->buttons()) {
        if (m_buttons->buttonRole(button) == QDialogButtonBox::AcceptRole)
            button->setEnabled(!blocked && !m_folder->text().trimmed().isEmpty());
    }
}

ExportDialog::Snapshot ExportDialog::snapshot(bool replaceOthers, QString *error) const
{
    // Everything the writer needs, copied now: the worker shares nothing mutable with the window.
    Snapshot snapshot{m_document->plan(),
                      m_document->filePath(),
                      m_document->isModified() || m_document->filePath().isEmpty(),
                      m_document->findings(),
                      m_document->sharedCatalog(),
                      QDir::fromNativeSeparators(m_folder->text().trimmed()),
                      {},
                      {}};
    if (m_costChart->isChecked()) {
        CostChart chart; // a widget: drawn here, on the GUI thread
        chart.setDocument(m_document);
        const QByteArray png = chart.monthlyPng(QSize(900, 560));
        if (png.isEmpty()) {
            if (error)
                *error = tr("The cost chart could not be drawn; export without it.");
            return {};
        }
        snapshot.extra.append({QStringLiteral("cost.png"), png, false});
    }
    snapshot.options.replaceOthers = replaceOthers;
    if (!snapshot.planFile.isEmpty())
        snapshot.options.inputs = {snapshot.planFile};
    return snapshot;
}

BundleWriteResult ExportDialog::write(const Snapshot &snapshot, WorkProgress *progress)
{
    const QList<BundleFile> files = ExportBundle::build(snapshot.plan, snapshot.planFile, snapshot.findings, *snapshot.catalog,
                                                        snapshot.extra, progress, snapshot.unsaved);
    BundleWriteOptions options = snapshot.options;
    options.progress = progress;
    BundleWriteResult result;
    result.directory = snapshot.folder;
    if (stopRequested(progress)) {
        result.error = BundleWriter::tr("the export was cancelled; nothing was written");
        return result;
    }
    return BundleWriter::write(files, snapshot.folder, options);
}

bool ExportDialog::exportBundle(QString *error, bool replaceOthers)
{
    const Snapshot input = snapshot(replaceOthers, error);
    if (!input.catalog)
        return false;
    m_result = write(input, nullptr);
    return explain(error);
}

bool ExportDialog::explain(QString *error) const
{
    // BundleWriter's own words, as the CLI prints them: what failed and what state the folder is in.
    if (!m_result.ok && error)
        *error = (QStringList{m_result.error} + m_result.describe()).join(QLatin1Char('\n'));
    return m_result.ok;
}

void ExportDialog::accept()
{
    startExport(false);
}

void ExportDialog::startExport(bool replaceOthers)
{
    QString error;
    const Snapshot input = snapshot(replaceOthers, &error);
    if (!input.catalog) {
        QMessageBox::warning(this, tr("Export failed"), error);
        return;
    }
    // A plan of thousands of pools takes seconds: written on a worker thread, with Cancel.
    auto result = std::make_shared<BundleWriteResult>();
    m_job = new BackgroundJob(this, tr("Writing the review bundle..."),
                              [input, result](WorkProgress &progress) { *result = write(input, &progress); });
    m_buttons->setEnabled(false);
    connect(m_job, &BackgroundJob::finished, this, [this, result, replaceOthers](bool cancelled) {
        m_job = nullptr;
        m_buttons->setEnabled(true);
        m_result = *result;
        if (cancelled && !m_result.ok) {
            m_status->setText(tr("Export cancelled: the folder was left as it was."));
            return;
        }
        finishExport(replaceOthers);
    });
    m_job->start();
}

void ExportDialog::finishExport(bool replacedOthers)
{
    QString error;
    if (!explain(&error) && !replacedOthers && !m_result.others.isEmpty()) {
        // Files tpu-plan did not write are in the way: replaced only when the user says so.
        const auto answer = QMessageBox::question(
            this, tr("Replace files?"),
            tr("%1\n\nReplace the files of the bundle's names and keep the others?").arg(m_result.error),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer == QMessageBox::Yes)
            startExport(true);
        return;
    }
    if (!m_result.ok) {
        QMessageBox::warning(this, tr("Export failed"), error);
        return;
    }
    // Files of the user's kept, or an earlier export's removed: say which.
    if (const QStringList lines = m_result.describe(); !lines.isEmpty())
        QMessageBox::information(this, tr("Review bundle written"), lines.join(QLatin1Char('\n')));
    QDialog::accept();
}

} // namespace tpuplan
