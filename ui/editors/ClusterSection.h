// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/editors/FormSection.h"

#include "core/advice/ChoiceAdvisor.h"

#include <QMap>

#include <optional>

class QCheckBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QVBoxLayout;

namespace tpuplan {

class ChoiceComboBox;

/// The GKE cluster: name, mode (Standard or Autopilot, each explained in a line), region, GKE
/// version (checked as typed), node image, node auto-provisioning and the data bucket (name,
/// checked as typed, and location). Modes and regions the rules reject are disabled with the reason as their tooltip.
class ClusterSection : public FormSection
{
    Q_OBJECT
public:
    explicit ClusterSection(QWidget *parent = nullptr);

    QLineEdit *nameEdit() const { return m_name; }
    QRadioButton *standardButton() const { return m_standard; }
    QRadioButton *autopilotButton() const { return m_autopilot; }
    ChoiceComboBox *regionCombo() const { return m_region; }
    ChoiceComboBox *releaseChannelCombo() const { return m_releaseChannel; }
    QLineEdit *versionEdit() const { return m_version; }
    QLabel *versionStatus() const { return m_versionStatus; }
    QLineEdit *bucketNameEdit() const { return m_bucketName; }
    QLineEdit *bucketLocationEdit() const { return m_bucket; }

protected:
    void retranslate() override;
    void showPlan(const ChoiceAdvisor &advisor) override;

private:
    /// A field of several widgets stacked tightly (a control and its explanation below it).
    QWidget *stackedField(const QList<QWidget *> &widgets);
    QLabel *helpLabel();
    void addRows();
    void connectEdits();
    /// Edits the plan's data bucket, created when a field gets a value and removed when both are empty.
    void editBucket(const QString &text, const QString &mergeKey, const std::function<void(DataBucket &)> &change);
    void chooseMode(const QString &mode);
    void showModes(const ChoiceAdvisor &advisor);
    void showVersion(const ChoiceAdvisor &advisor);
    void showReleaseChannel();
    void showNodes();
    /// The verdict on switching to the other mode, judged again only when something it reads changed.
    const Choice &otherMode(const ChoiceAdvisor &advisor);

    QLineEdit *m_name;
    QRadioButton *m_standard;
    QLabel *m_standardHelp;
    QRadioButton *m_autopilot;
    QLabel *m_autopilotHelp;
    ChoiceComboBox *m_region;
    QLineEdit *m_version;
    QLabel *m_versionStatus;
    ChoiceComboBox *m_releaseChannel;
    ChoiceComboBox *m_nodeImage;
    QCheckBox *m_autoprovisioning;
    QLabel *m_autoprovisioningHelp;
    QLineEdit *m_bucketName;
    QLineEdit *m_bucket;
    QList<QLabel *> m_labels; ///< in the order of the rows
    /// What the modes' verdicts read of the plan: not the names nor the data bucket.
    struct ModeInputs
    {
        Cluster cluster; ///< without its name
        std::optional<QMap<QString, qint64>> quota;
        QList<Pool> pools;
        bool operator==(const ModeInputs &) const = default;
    };
    std::optional<ModeInputs> m_modesJudgedFor;
    Choice m_otherMode;
};

} // namespace tpuplan
