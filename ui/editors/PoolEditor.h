// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/plan/Pool.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace tpuplan {

class ChoiceAdvisor;
class ChoiceComboBox;
class PlanDocument;
class TopologyPicker;
struct Choice;
struct ChoiceItem;

/// Edits one pool: TPU version, machine type or accelerator, zone, topology, slices, capacity,
/// scaling, nodes and workload. Every list comes from ChoiceAdvisor, so choices the rules
/// reject are disabled with the reason as their tooltip; derived facts (host type, nodes,
/// chips per pod) stand next to the fields they come from. Edits become undo commands.
class PoolEditor : public QWidget
{
    Q_OBJECT
public:
    explicit PoolEditor(QWidget *parent = nullptr);

    void setDocument(PlanDocument *document);
    void setPool(int index);
    int pool() const { return m_pool; }

    /// Gives keyboard focus to the widget of a field path (`pools[0].zone`); false if none.
    bool focusField(const QString &path);

    // The widgets, for tests and for the tab order.
    ChoiceComboBox *tpuCombo() const { return m_tpu; }
    ChoiceComboBox *ownerCombo() const { return m_owner; }
    QLabel *ownerLabel() const { return m_ownerLabel; }
    ChoiceComboBox *zoneCombo() const { return m_zone; }
    TopologyPicker *topologyPicker() const { return m_topology; }
    ChoiceComboBox *capacityCombo() const { return m_capacity; }
    QSpinBox *slicesSpin() const { return m_slices; }
    QLineEdit *nameEdit() const { return m_name; }
    QSpinBox *chipsPerPodSpin() const { return m_chipsPerPod; }
    QComboBox *workloadKindCombo() const { return m_kind; }
    QCheckBox *collectionSchedulingCheck() const { return m_collection; }
    QCheckBox *autoscalingCheck() const { return m_autoscaling; }

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void build();
    void retranslate();
    void refresh();
    void refreshChoices(const ChoiceAdvisor &advisor);
    void refreshFacts();
    QList<ChoiceItem> items(const QList<Choice> &choices, const std::function<QString(const QString &)> &label) const;

    void applyPlanChoice(const QList<Choice> &choices, const QString &value, const QString &text);
    /// Edits a copy of the pool and pushes it as one command merged by `mergeKey`.
    void editPool(const QString &text, const QString &mergeKey, const std::function<void(Pool &)> &change);
    Workload &workload(Pool &pool) const;
    void judgeCustomTopology(const QString &text);
    QString capacityText(const QString &value) const;

    PlanDocument *m_document = nullptr;
    int m_pool = -1;
    bool m_refreshing = false;
    bool m_stale = false; ///< a refresh was skipped while the editor was hidden

    QGroupBox *m_sliceGroup = nullptr;
    QGroupBox *m_capacityGroup = nullptr;
    QGroupBox *m_nodesGroup = nullptr;
    QGroupBox *m_workloadGroup = nullptr;
    QFormLayout *m_sliceForm = nullptr;
    QFormLayout *m_capacityForm = nullptr;
    QFormLayout *m_nodesForm = nullptr;
    QFormLayout *m_workloadForm = nullptr;

    QLineEdit *m_name = nullptr;
    ChoiceComboBox *m_tpu = nullptr;
    QLabel *m_tpuFacts = nullptr;
    QLabel *m_ownerLabel = nullptr;
    ChoiceComboBox *m_owner = nullptr;
    QLabel *m_ownerFacts = nullptr;
    ChoiceComboBox *m_zone = nullptr;
    QLabel *m_zoneFacts = nullptr;
    TopologyPicker *m_topology = nullptr;
    QLabel *m_topologyFacts = nullptr;
    QSpinBox *m_slices = nullptr;
    QLabel *m_slicesFacts = nullptr;

    ChoiceComboBox *m_capacity = nullptr;
    QLineEdit *m_reservationName = nullptr;
    QLineEdit *m_reservationProject = nullptr;
    QComboBox *m_commitment = nullptr;

    QCheckBox *m_autoscaling = nullptr;
    QSpinBox *m_minNodes = nullptr;
    QSpinBox *m_maxNodes = nullptr;
    QSpinBox *m_totalMaxNodes = nullptr;
    QLabel *m_autoscalingFacts = nullptr;
    ChoiceComboBox *m_smt = nullptr;
    QSpinBox *m_podsPerNode = nullptr;

    QComboBox *m_kind = nullptr;
    QLineEdit *m_image = nullptr;
    QLineEdit *m_command = nullptr;
    QSpinBox *m_chipsPerPod = nullptr;
    QLabel *m_chipsPerPodFacts = nullptr;
    QLineEdit *m_cpu = nullptr;
    QLineEdit *m_memory = nullptr;
    QLineEdit *m_priorityClass = nullptr;
    QLineEdit *m_queue = nullptr;
    QCheckBox *m_extendedRunTime = nullptr;
    QCheckBox *m_collection = nullptr;
    QSpinBox *m_hours = nullptr;

    QHash<QString, QWidget *> m_fieldWidgets; ///< field path below `pools[i].` -> widget
};

} // namespace tpuplan
