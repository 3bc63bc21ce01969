// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace tpuplan {

class ChoiceComboBox;
class FieldWording;
class PlanDocument;
class PoolBlockSection;
class PoolCapacitySection;
class PoolNodesSection;
class PoolSection;
class PoolSliceSection;
class PoolWorkloadSection;
class TopologyPicker;

/// Edits one pool in sections: the TPU slice, dynamic slicing (versions that have it), capacity
/// and cost, nodes and scaling, and the workload. Every list comes from ChoiceAdvisor, so choices the rules reject are disabled
/// with the reason as their tooltip; derived facts (host type, nodes, chips per pod) stand next
/// to the fields they come from. Edits become undo commands.
class PoolEditor : public QWidget
{
    Q_OBJECT
public:
    explicit PoolEditor(QWidget *parent = nullptr);

    void setDocument(PlanDocument *document);
    /// How the sections name fields in the rules' messages (FormSection::setFieldWording).
    void setFieldWording(const FieldWording &wording);
    void setPool(int index);
    int pool() const { return m_pool; }

    /// Gives keyboard focus to the widget of a field path (`pools[0].zone`); false if none.
    bool focusField(const QString &path);
    /// The label of the field that edits `path` (`pools[0].capacity` or `capacity` ->
    /// "Capacity") in a plan of that mode, empty if none does. Static: the findings name pool fields by it before
    /// the editor is built (a plan opens on its cluster).
    static QString fieldLabel(const QString &path, bool autopilot);
    /// The field path (as findings name it) that `widget` edits, empty when none.
    QString fieldPathOf(const QWidget *widget) const;

    PoolSliceSection *sliceSection() const { return m_slice; }
    PoolCapacitySection *capacitySection() const { return m_capacity; }
    PoolNodesSection *nodesSection() const { return m_nodes; }
    PoolWorkloadSection *workloadSection() const { return m_workload; }
    PoolBlockSection *blockSection() const { return m_block; }

    // The widgets, for tests.
    ChoiceComboBox *tpuCombo() const;
    ChoiceComboBox *ownerCombo() const;
    QLabel *ownerLabel() const;
    ChoiceComboBox *zoneCombo() const;
    TopologyPicker *topologyPicker() const;
    ChoiceComboBox *capacityCombo() const;
    QSpinBox *slicesSpin() const;
    QLineEdit *nameEdit() const;
    QSpinBox *chipsPerPodSpin() const;
    QComboBox *workloadKindCombo() const;
    QCheckBox *collectionSchedulingCheck() const;
    QCheckBox *autoscalingCheck() const;

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    /// The row text of exactly `path` (a pool field, no index), empty if no section has one.
    static QString rowText(const QString &path, bool autopilot);
    void chainTabOrder();
    void refresh();

    PlanDocument *m_document = nullptr;
    int m_pool = -1;
    bool m_stale = false; ///< a refresh was skipped while the editor was hidden

    PoolSliceSection *m_slice;
    PoolCapacitySection *m_capacity;
    PoolNodesSection *m_nodes;
    PoolWorkloadSection *m_workload;
    PoolBlockSection *m_block; ///< dynamic slicing, shown for versions that have it
    QList<PoolSection *> m_sections;
};

} // namespace tpuplan
