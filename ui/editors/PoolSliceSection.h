// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/editors/PoolSection.h"

class QLabel;
class QLineEdit;
class QSpinBox;

namespace tpuplan {

class ChoiceComboBox;
class TopologyPicker;
struct PoolShape;

/// The pool's TPU slice: name, TPU version, machine type (Standard) or accelerator (Autopilot),
/// zone, topology and the number of slices, each with the facts derived from it beside it.
class PoolSliceSection : public PoolSection
{
    Q_OBJECT
public:
    explicit PoolSliceSection(QWidget *parent = nullptr);

    /// The text of the row label (with its mnemonic) of the field at `path` ("zone",
    /// "machineType": Accelerator in Autopilot), empty when this section has no such row: the
    /// findings name pool fields by it without building the editor.
    static QString rowText(QStringView path, bool autopilot);

    QLineEdit *nameEdit() const { return m_name; }
    ChoiceComboBox *tpuCombo() const { return m_tpu; }
    ChoiceComboBox *ownerCombo() const { return m_owner; }
    QLabel *ownerLabel() const { return m_ownerLabel; }
    ChoiceComboBox *zoneCombo() const { return m_zone; }
    TopologyPicker *topologyPicker() const { return m_topology; }
    QSpinBox *slicesSpin() const { return m_slices; }

protected:
    void retranslate() override;
    void showPool(const ChoiceAdvisor &advisor, const Pool &pool) override;

private:
    void connectEdits();
    void chooseTopology(const QString &topology, int chipsPerPod);
    void judgeCustomTopology(const QString &text);
    void switchOwnerForTopology(const QString &topology, int chipsPerPod, const QString &owner);
    void showTopology(const ChoiceAdvisor &advisor, const Pool &pool, const PoolShape &shape);
    void showFacts(const Pool &pool, const PoolShape &shape);
    void showShapeFacts(const PoolShape &shape);

    QLineEdit *m_name;
    ChoiceComboBox *m_tpu;
    QLabel *m_tpuFacts;
    ChoiceComboBox *m_owner;
    QLabel *m_ownerFacts;
    ChoiceComboBox *m_zone;
    QLabel *m_zoneFacts;
    TopologyPicker *m_topology;
    QLabel *m_topologyFacts;
    QSpinBox *m_slices;
    QLabel *m_slicesFacts;
    QLabel *m_nameLabel;
    QLabel *m_tpuLabel;
    QLabel *m_ownerLabel;
    QLabel *m_zoneLabel;
    QLabel *m_topologyLabel;
    QLabel *m_slicesLabel;
};

} // namespace tpuplan
