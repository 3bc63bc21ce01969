// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/migrate/MigrationScanner.h"

#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTreeWidget;

namespace tpuplan {

/// Tools > Migrate TensorFlow Script: the script with its TPUEstimator-era constructs marked,
/// the list of findings (clicking one shows its line), and the TF2 TPUStrategy skeleton beside
/// it, which can be saved. The core does the reading (MigrationScanner, SkeletonWriter), as for
/// `tpu-plan migrate`; this dialog only shows it.
class MigrateDialog : public QDialog
{
    Q_OBJECT
public:
    explicit MigrateDialog(QWidget *parent = nullptr);

    /// Reads and scans the script; false when it is unreadable or not Python (the header then
    /// says why, with line and column).
    bool openScript(const QString &path);
    /// Writes the skeleton to `path` (whole or not at all); false with `error` set on failure.
    bool saveSkeleton(const QString &path, QString *error);
    /// Moves the script view to the finding in row `row` and marks it.
    void showFinding(int row);

    QLabel *header() const { return m_header; }
    QPlainTextEdit *scriptView() const { return m_script; }
    QPlainTextEdit *skeletonView() const { return m_skeleton; }
    QTreeWidget *findingsView() const { return m_findings; }
    QPushButton *saveButton() const { return m_save; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showScan();
    void markFindings(int current);
    /// The script's text in the script pane (empty when it cannot be read).
    void showScriptText();
    /// Puts the cursor on `line` at `column` (both 1-based), `length` characters selected, and
    /// scrolls it into the middle; false when the script has no such line.
    bool showLine(int line, int column, int length);
    void chooseScript();
    void chooseSkeletonFile();

    QLabel *m_header;
    QPlainTextEdit *m_script;
    QPlainTextEdit *m_skeleton;
    QTreeWidget *m_findings;
    QPushButton *m_open;
    QPushButton *m_save;
    QPushButton *m_close;
    MigrationScan m_scan;
    QString m_skeletonText;
};

} // namespace tpuplan
