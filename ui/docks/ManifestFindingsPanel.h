// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lint/ManifestLinter.h"

#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;
class QTreeView;

namespace tpuplan {

class ManifestFindingsModel;

/// The findings dock's Manifests tab: what the last File > Check Manifests found, per file, with
/// a button that checks the same files again and a switch for checking them against the open
/// plan's pools. Activating a finding asks the window to open the file at its line.
class ManifestFindingsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ManifestFindingsPanel(QWidget *parent = nullptr);

    void setResult(const LintResult &result);
    ManifestFindingsModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    QCheckBox *againstPlan() const { return m_againstPlan; }
    QPushButton *checkAgainButton() const { return m_checkAgain; }

Q_SIGNALS:
    /// `line` is 0 for a file row (open the file at its top).
    void findingActivated(const QString &file, int line, int column);
    void checkAgainRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    ManifestFindingsModel *m_model;
    QLabel *m_summary;
    QCheckBox *m_againstPlan;
    QPushButton *m_checkAgain;
    QTreeView *m_view;
};

} // namespace tpuplan
