// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sizing/SliceSearch.h"

#include <QDialog>

class QAbstractSpinBox;
class QButtonGroup;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTimer;

namespace tpuplan {

class PlanDocument;
class SizingCharts;

/// Tools > Size from Model...: a preset or the dimensions, training or serving, and the slices
/// that fit (from the core's SliceSearch, in the plan's region and mode) in a table and two
/// charts; "Use this slice" sets the selected pool to the chosen candidate as one undoable edit.
class SizeDialog : public QDialog
{
    Q_OBJECT
public:
    /// `pool` is the pool "Use this slice" changes; -1 (or no document) leaves the button off.
    SizeDialog(PlanDocument *document, int pool, QWidget *parent = nullptr);
    ~SizeDialog() override;

    const SizingResult &result() const { return m_result; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *buildModelBox();
    QWidget *buildJobBox();
    void showPreset();
    ModelWorkload workload() const;
    /// A number field's edit: the search reruns a moment after the last keystroke, or at once
    /// on Enter or when the field loses focus (typing "30" is one search, not two).
    void watchNumber(QAbstractSpinBox *box);
    void runSearch();
    void fillTable();
    /// The column titles on one line, or where the table is wider than its pane then, those
    /// wider than their column's figures on two; the last column takes the width left.
    void fitTitles();
    /// `label` as tall as its wrapped lines at its width.
    void keepWhole(QLabel *label);
    void showSelected();
    void useSelected();
    int selectedCandidate() const;

    PlanDocument *m_document;
    int m_pool;
    QComboBox *m_preset;
    QList<QSpinBox *> m_dims; ///< layers, hidden, ffn, heads, kvHeads, headDim, vocab
    QButtonGroup *m_jobKind;
    QGroupBox *m_training;
    QGroupBox *m_serving;
    QDoubleSpinBox *m_tokens;      ///< billions
    QSpinBox *m_seqLen;
    QSpinBox *m_globalBatch;
    QComboBox *m_remat;
    QDoubleSpinBox *m_mfu;         ///< 0 = the version's default
    QSpinBox *m_deadline;          ///< days, 0 = none
    QComboBox *m_weights;
    QComboBox *m_kvCache;
    QSpinBox *m_contextLen;
    QSpinBox *m_concurrency;
    QLabel *m_summary;
    QLabel *m_verdict; ///< the search's warnings: no slice fits, none meets the deadline
    QTableWidget *m_table;
    QStringList m_titles;
    SizingCharts *m_charts;
    QPushButton *m_use;
    QTimer *m_rerun; ///< the pause after a keystroke before the search reruns
    SizingResult m_result;
    bool m_filling = false;
};

} // namespace tpuplan
