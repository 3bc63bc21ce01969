// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/ManifestSourceDialog.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QPushButton>

namespace tpuplan {

ManifestSourceDialog::ManifestSourceDialog(QWidget *parent, const QString &startFolder)
    : QFileDialog(parent, tr("Check Manifests: files or a folder"), startFolder,
                  tr("Kubernetes YAML (*.yaml *.yml);;All files (*)")),
      m_folderButton(new QPushButton(tr("Check This &Folder"), this))
{
    setObjectName(QStringLiteral("ManifestSourceDialog"));
    // Qt's own dialog: a native one cannot take an extra button, nor a folder in files mode.
    setOption(QFileDialog::DontUseNativeDialog);
    setFileMode(QFileDialog::ExistingFiles);
    setAcceptMode(QFileDialog::AcceptOpen);
    m_folderButton->setObjectName(QStringLiteral("CheckFolderButton"));
    m_folderButton->setToolTip(tr("Check every *.yaml and *.yml file of the folder shown and its subfolders"));
    // Beside Open and Cancel, where a user looks for the way out.
    if (auto *buttons = findChild<QDialogButtonBox *>())
        buttons->addButton(m_folderButton, QDialogButtonBox::ActionRole);
    else if (auto *grid = qobject_cast<QGridLayout *>(layout()))
        grid->addWidget(m_folderButton, grid->rowCount(), 0, 1, grid->columnCount());
    connect(m_folderButton, &QPushButton::clicked, this, [this] { takeFolder(directory().absolutePath()); });
}

void ManifestSourceDialog::accept()
{
    // A folder typed or selected and opened (Enter, Open) is entered, as in any open dialog
    // and in File > Import: QFileDialog::accept() does that and stays open. A whole folder is
    // checked only with Check This Folder.
    m_paths = selectedFiles();
    QFileDialog::accept();
}

void ManifestSourceDialog::takeFolder(const QString &folder)
{
    m_paths = {folder};
    QDialog::accept(); // QFileDialog::accept() would enter the folder
}

} // namespace tpuplan
