// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/plan/Plan.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

class QCheckBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace tpuplan {

class ChoiceComboBox;
class PlanDocument;
class Catalog;

/// Edits the plan's name and the cluster: name, mode (Autopilot or Standard, each explained in
/// a line), region, GKE version (checked as typed), node image and auto-provisioning. Modes
/// and regions the rules reject are disabled with the reason as their tooltip.
class ClusterEditor : public QWidget
{
    Q_OBJECT
public:
    explicit ClusterEditor(QWidget *parent = nullptr);

    void setDocument(PlanDocument *document);
    bool focusField(const QString &path);

    QRadioButton *standardButton() const { return m_standard; }
    QRadioButton *autopilotButton() const { return m_autopilot; }
    ChoiceComboBox *regionCombo() const { return m_region; }
    QLineEdit *versionEdit() const { return m_version; }
    QLabel *versionStatus() const { return m_versionStatus; }
    QLineEdit *clusterNameEdit() const { return m_clusterName; }
    QLineEdit *planNameEdit() const { return m_planName; }
    /// The quota field of a TPU version (catalog id), or null before a document is set.
    QSpinBox *quotaSpin(const QString &tpu) const { return m_quotaSpins.value(tpu); }

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void build();
    void buildQuotaRows(const Catalog &catalog);
    void retranslate();
    void refresh();
    void chooseMode(const QString &mode);
    void editPlan(const QString &text, const QString &mergeKey, const std::function<void(Plan &)> &change);

    PlanDocument *m_document = nullptr;
    bool m_refreshing = false;
    bool m_stale = false; ///< a refresh was skipped while the editor was hidden

    QGroupBox *m_planGroup = nullptr;
    QGroupBox *m_clusterGroup = nullptr;
    QLineEdit *m_planName = nullptr;
    QLineEdit *m_description = nullptr;
    QLineEdit *m_clusterName = nullptr;
    QRadioButton *m_standard = nullptr;
    QLabel *m_standardHelp = nullptr;
    QRadioButton *m_autopilot = nullptr;
    QLabel *m_autopilotHelp = nullptr;
    ChoiceComboBox *m_region = nullptr;
    QLineEdit *m_version = nullptr;
    QLabel *m_versionStatus = nullptr;
    ChoiceComboBox *m_nodeImage = nullptr;
    QCheckBox *m_autoprovisioning = nullptr;
    QLabel *m_autoprovisioningHelp = nullptr;
    QLineEdit *m_bucket = nullptr;
    QHash<QString, QWidget *> m_fieldWidgets;
    QGroupBox *m_quotaGroup = nullptr;
    QFormLayout *m_quotaForm = nullptr;
    QLabel *m_quotaHelp = nullptr;
    QHash<QString, QSpinBox *> m_quotaSpins; ///< by TPU id, built for the first document's catalog
};

} // namespace tpuplan
