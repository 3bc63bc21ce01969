// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/export/BundleWriter.h"
#include "ui/dialogs/BackgroundJob.h"

#include <QDialog>
#include <QPointer>

#include <memory>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;

namespace tpuplan {

class PlanDocument;

/// File > Export Review Bundle: picks a folder, lists the files the bundle will hold, and
/// writes them with core/export's BundleWriter, on a worker thread with a progress dialog and
/// Cancel (a cancelled export leaves the folder as it was: BundleWriter stages, then swaps). Like `tpu-plan export`, a plan with errors is
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

    /// Starts the export in the background (see running()); the dialog closes when it is written.
    void accept() override;
    /// The export under way, if any (its progress dialog, Cancel).
    BackgroundJob *running() const { return m_job; }

private:
    /// What one export writes, copied from the document on the GUI thread.
    struct Snapshot
    {
        Plan plan;
        QString planFile;
        bool unsaved = false; ///< the plan has edits not saved to planFile
        Findings findings;
        std::shared_ptr<const Catalog> catalog; ///< null: the snapshot could not be made
        QString folder;
        QList<BundleFile> extra;
        BundleWriteOptions options;
    };
    Snapshot snapshot(bool replaceOthers, QString *error) const;
    static BundleWriteResult write(const Snapshot &snapshot, WorkProgress *progress);
    bool explain(QString *error) const;
    void startExport(bool replaceOthers);
    void finishExport(bool replacedOthers);
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
    QPointer<BackgroundJob> m_job;
};

} // namespace tpuplan
