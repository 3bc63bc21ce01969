// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/editors/PoolSection.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace tpuplan {

/// What runs on the pool and for how long: workload kind, image, command, TPU chips, CPU and
/// memory per pod, priority class, Kueue queue, the Autopilot and serving switches, and the
/// hours per month the cost estimate assumes.
class PoolWorkloadSection : public PoolSection
{
    Q_OBJECT
public:
    explicit PoolWorkloadSection(QWidget *parent = nullptr);

    /// The text of the row label (with its mnemonic) of the field at `path` ("workload.cpu",
    /// "usage"), empty when this section has no such row: the findings name pool
    /// fields by it without building the editor.
    static QString rowText(QStringView path);

    QComboBox *kindCombo() const { return m_kind; }
    QLineEdit *imageEdit() const { return m_image; }
    QLineEdit *commandEdit() const { return m_command; }
    QSpinBox *chipsPerPodSpin() const { return m_chipsPerPod; }
    QSpinBox *containersSpin() const { return m_containers; }
    QCheckBox *collectionSchedulingCheck() const { return m_collection; }
    QSpinBox *hoursSpin() const { return m_hours; }

protected:
    void retranslate() override;
    void showPool(const ChoiceAdvisor &advisor, const Pool &pool) override;

private:
    void addRows();
    void connectEdits();
    void connectText(QLineEdit *edit, const char *key, const QString &undoText, QString Workload::*field);
    void showPlaceholders();
    void showWorkload(const Pool &pool);
    /// A switch the rules reject stays visible, disabled, with the reason as its tooltip.
    void judgeSwitch(const ChoiceAdvisor &advisor, const Pool &pool, QCheckBox *box, std::optional<bool> Workload::*field,
                     const QString &path, const QString &help);

    QComboBox *m_kind;
    QLineEdit *m_image;
    QLineEdit *m_command;
    QSpinBox *m_chipsPerPod;
    QLabel *m_chipsPerPodFacts;
    QSpinBox *m_containers;
    QLabel *m_containersFacts;
    QLineEdit *m_cpu;
    QLineEdit *m_memory;
    QLineEdit *m_priorityClass;
    QLineEdit *m_queue;
    QCheckBox *m_extendedRunTime;
    QCheckBox *m_collection;
    QSpinBox *m_hours;
    QList<std::pair<QLabel *, QString>> m_labels; ///< each row's label and field path
};

} // namespace tpuplan
