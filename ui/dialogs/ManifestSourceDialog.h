// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFileDialog>

class QPushButton;

namespace tpuplan {

/// File > Check Manifests' chooser: one dialog for files or a folder. Files are picked, and
/// folders typed or selected are entered, as in any open dialog; the folder shown is taken whole
/// (every *.yaml and *.yml under it) only with "Check This Folder".
class ManifestSourceDialog : public QFileDialog
{
    Q_OBJECT
public:
    ManifestSourceDialog(QWidget *parent, const QString &startFolder);

    /// The files, or the one folder, to check.
    QStringList paths() const { return m_paths; }
    QPushButton *checkFolderButton() const { return m_folderButton; }

    void accept() override;

private:
    void takeFolder(const QString &folder);

    QPushButton *m_folderButton;
    QStringList m_paths;
};

} // namespace tpuplan
