// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/editors/PoolSection.h"

class QCheckBox;
class QLabel;
class QSpinBox;

namespace tpuplan {

class ChoiceComboBox;
struct PoolShape;

/// The pool's nodes (Standard clusters): autoscaling and its bounds, SMT and pods per node.
/// On Autopilot the fields stay visible, disabled, saying that GKE manages the nodes.
class PoolNodesSection : public PoolSection
{
    Q_OBJECT
public:
    explicit PoolNodesSection(QWidget *parent = nullptr);

    /// The text of the row label (with its mnemonic) of the field at `path` ("capacity",
    /// "reservation.name"), empty when this section has no such row: the findings name pool
    /// fields by it without building the editor.
    static QString rowText(QStringView path);

    QCheckBox *autoscalingCheck() const { return m_autoscaling; }
    QSpinBox *minNodesSpin() const { return m_minNodes; }
    QSpinBox *podsPerNodeSpin() const { return m_podsPerNode; }

protected:
    void retranslate() override;
    void showPool(const ChoiceAdvisor &advisor, const Pool &pool) override;

private:
    void connectEdits();
    void connectBound(QSpinBox *spin, const char *key, std::optional<qint64> Autoscaling::*bound);
    void showScaling(const Pool &pool, const PoolShape &shape);
    void showSmt(const ChoiceAdvisor &advisor, const Pool &pool);

    QCheckBox *m_autoscaling;
    QLabel *m_autoscalingFacts;
    QSpinBox *m_minNodes;
    QSpinBox *m_maxNodes;
    QSpinBox *m_totalMaxNodes;
    ChoiceComboBox *m_smt;
    QSpinBox *m_podsPerNode;
    QLabel *m_autoscalingLabel;
    QLabel *m_minNodesLabel;
    QLabel *m_maxNodesLabel;
    QLabel *m_totalMaxNodesLabel;
    QLabel *m_smtLabel;
    QLabel *m_podsPerNodeLabel;
};

} // namespace tpuplan
