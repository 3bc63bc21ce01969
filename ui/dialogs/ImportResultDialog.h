// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/import/ImportReport.h"

#include <QDialog>

class QPlainTextEdit;
class QTreeWidget;
class QPushButton;

namespace tpuplan {

/// What File > Import Cluster... read: the cluster, each pool imported or skipped (with the
/// reason) and the notes on what the plan cannot hold. Open as New Plan accepts it; a refused
/// file shows its FILE:LINE:COLUMN and nothing can be opened.
class ImportResultDialog : public QDialog
{
    Q_OBJECT
public:
    ImportResultDialog(const ImportResult &result, QWidget *parent = nullptr);

    QTreeWidget *tree() const { return m_tree; }
    QPushButton *openButton() const { return m_open; }
    /// What the plan cannot hold, one note a paragraph.
    QPlainTextEdit *notes() const { return m_notes; }

private:
    void fill(const ImportResult &result);

    QTreeWidget *m_tree;
    QPlainTextEdit *m_notes;
    QPushButton *m_open;
};

} // namespace tpuplan
