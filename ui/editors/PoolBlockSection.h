// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/editors/PoolSection.h"

class QCheckBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace tpuplan {

/// A TPU version's dynamic slicing (TPU7x) or Kueue sub-slicing (v6e): whether the pool is a
/// block pool of whole blocks (or a pool Kueue splits), and the workloads that name their slices
/// on it (name, shape, count), added, edited and removed as undoable edits; the `dynamic-slicing`
/// rule's messages stand under the fields. Shown only for versions the catalog gives either.
class PoolBlockSection : public PoolSection
{
    Q_OBJECT
public:
    explicit PoolBlockSection(QWidget *parent = nullptr);

    /// The text of the row label of the field at `path`, empty when this section has no such
    /// row or the row has none (the block-pool switch carries its own text): the findings name
    /// pool fields by it without building the editor.
    static QString rowText(QStringView path);

    QCheckBox *blockPoolCheck() const { return m_blockPool; }
    QTableWidget *workloadsTable() const { return m_workloads; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *removeButton() const { return m_remove; }
    QLabel *problemLabel() const { return m_problem; }

protected:
    void retranslate() override;
    void showPool(const ChoiceAdvisor &advisor, const Pool &pool) override;

private:
    void connectEdits();
    /// The table's rows as the pool's slice workloads (unknown keys of existing rows kept).
    QList<SliceWorkload> tableWorkloads(const Pool &pool) const;
    void showWorkloads(const Pool &pool);
    void showProblems();
    /// The title, check box and tool tips of the pool's kind: dynamic slicing or sub-slicing.
    void showTexts();
    /// The workloads' tooltips; while they are disabled, what enables them.
    void showWorkloadsToolTips();
    /// Sub-slicing: the check box enabled only where ticking it makes no error (a ticked one stays
    /// editable); refused, its tooltip is the rules' reason, which says what to change first.
    void judgeBlockPool(const ChoiceAdvisor &advisor, const Pool &pool);

    QCheckBox *m_blockPool;
    QLabel *m_blockFacts;
    QTableWidget *m_workloads;
    QPushButton *m_add;
    QPushButton *m_remove;
    QLabel *m_problem;
    QLabel *m_blockPoolLabel;
    QLabel *m_workloadsLabel;
    QString m_refusal;         ///< why ticking the check box makes an error; empty when it does not
    bool m_subSlicing = false; ///< the version splits pools with Kueue (v6e), not blocks
};

} // namespace tpuplan
