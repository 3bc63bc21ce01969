// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/export/BundleWriter.h"

#include <QDialog>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;

namespace tpuplan {

class PlanDocument;

/// File > Export Review Bundle: picks a folder, lists the files the bundle will hold, and
/// writes them with core/export's BundleWriter. Like `tpu-plan export`, a plan with errors is
/// exported only when the user says so explicitly.
class ExportDialog : public QDialog
{
    Q_OBJECT
public:
    /// `untitledFolder`: where the bundle folder of a plan never saved goes (the window passes
    /// the folder the user last worked in; empty: the home folder). A saved plan's bundle goes
    /// beside the plan.
    explicit ExportDialog(PlanDocument *document, QWidget *parent = nullptr, const QString &untitledFolder = {});

    QLineEdit *folderEdit() const { return m_folder; }
    QCheckBox *forceCheck() const { return m_force; }
    /// Adds cost.png, the Cost dock's monthly chart, to the bundle (the window's addition to
    /// what `tpu-plan export` writes).
    QCheckBox *costChartCheck() const { return m_costChart; }
    /// Writes the bundle to the chosen folder; false with a message on failure.
    /// `replaceOthers`: the user agreed to replace files tpu-plan did not write (BundleWriteOptions).
    bool exportBundle(QString *error, bool replaceOthers = false);
    /// What the last exportBundle() did (files kept, removed; on failure the folder's state).
    const BundleWriteResult &result() const { return m_result; }

    void accept() override;

private:
    void updateState();

    PlanDocument *m_document;
    QLineEdit *m_folder;
    QListWidget *m_files;
    QLabel *m_status;
    QCheckBox *m_force;
    QCheckBox *m_costChart;
    QDialogButtonBox *m_buttons;
    int m_errors = 0;
    BundleWriteResult m_result;
};

} // namespace tpuplan
