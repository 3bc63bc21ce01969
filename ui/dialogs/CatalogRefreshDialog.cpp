// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/CatalogRefreshDialog.h"

#include "ui/dialogs/DialogSize.h"
#include "core/common/FileWrite.h"
#include "core/common/NewFileTarget.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFontDatabase>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace tpuplan {

CatalogRefreshDialog::CatalogRefreshDialog(const CatalogRefreshResult &result, QWidget *parent)
    : QDialog(parent),
      m_result(result),
      m_report(new QPlainTextEdit(this)),
      m_saved(new QLabel(this)),
      m_save(nullptr),
      m_use(nullptr)
{
    setObjectName(QStringLiteral("CatalogRefreshDialog"));
    setWindowTitle(tr("Refresh Catalog"));
    auto *intro = new QLabel(result.problems.isEmpty()
                                 ? tr("What gcloud's listings say that the built-in catalog does not. Save the overlay, "
                                      "then use it in this window, or start the planner with --catalog FILE.")
                                 : tr("Some listings could not be read; there is no overlay to save."),
                             this);
    intro->setWordWrap(true);
    m_report->setObjectName(QStringLiteral("CatalogRefreshReport"));
    m_report->setReadOnly(true);
    m_report->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_report->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_report->setPlainText(result.toText());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_save = buttons->addButton(tr("Save Overlay..."), QDialogButtonBox::ActionRole);
    m_save->setObjectName(QStringLiteral("SaveOverlay"));
    m_save->setEnabled(result.problems.isEmpty());
    connect(m_save, &QPushButton::clicked, this, &CatalogRefreshDialog::chooseAndSave);
    m_use = buttons->addButton(tr("Use in This Window"), QDialogButtonBox::ActionRole);
    m_use->setObjectName(QStringLiteral("UseOverlay"));
    m_use->setEnabled(false);
    m_use->setToolTip(tr("Save the overlay first: the window plans with the saved file"));
    connect(m_use, &QPushButton::clicked, this, [this] {
        Q_EMIT useRequested(m_savedPath);
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_saved->setObjectName(QStringLiteral("OverlaySaved"));
    m_saved->setWordWrap(true);
    m_saved->hide();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_report, 1);
    layout->addWidget(m_saved);
    layout->addWidget(buttons);
    DialogSize::resizeToFit(this, {900, 520});
}

bool CatalogRefreshDialog::saveTo(const QString &path, QString *error)
{
    // The save dialog has asked before replacing a file; a folder or a device is still refused.
    if (!NewFileTarget::check(path, true, error) || !FileWrite::replace(path, m_result.overlayYaml(), error))
        return false;
    m_savedPath = path;
    m_saved->setText(tr("Saved to %1. Use it in this window now, or start the planner with --catalog %1.").arg(path));
    m_saved->show();
    m_use->setEnabled(true);
    m_use->setToolTip(tr("Plan with %1 in this window from now on").arg(path));
    return true;
}

void CatalogRefreshDialog::chooseAndSave()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Catalog Overlay"),
                                                      QStringLiteral("team-catalog-%1.yaml").arg(m_result.asOf),
                                                      tr("Catalog overlay (*.yaml)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveTo(path, &error))
        QMessageBox::warning(this, tr("Refresh Catalog"), error);
}

} // namespace tpuplan
