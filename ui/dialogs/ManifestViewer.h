// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lint/ManifestLinter.h"

#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QTreeWidget;

namespace tpuplan {

/// A manifest that File > Check Manifests looked at, read-only and with line numbers, with the
/// lines of its findings tinted and the findings, then the notes (what was not checked), listed
/// below; choosing one (or opening the viewer from the findings dock) puts the cursor on its line
/// and column.
class ManifestViewer : public QDialog
{
    Q_OBJECT
public:
    explicit ManifestViewer(const LintFileResult &result, QWidget *parent = nullptr);

    const QString &file() const { return m_result.file; }
    /// Shows the file again with a newer result (the file may have changed on disk).
    void setResult(const LintFileResult &result);
    /// Moves the cursor to `line` and `column` (1-based) and marks the line.
    void showLine(int line, int column);
    /// The line (1-based) the cursor is on.
    int currentLine() const;

    QPlainTextEdit *textView() const { return m_text; }
    QTreeWidget *findingsView() const { return m_findings; }
    QLabel *header() const { return m_header; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    QString headerText() const;
    void load();
    void markLines(int current);

    LintFileResult m_result;
    Findings m_listed; ///< the findings, then the notes: the rows of m_findings
    QLabel *m_header;
    QPlainTextEdit *m_text;
    QTreeWidget *m_findings;
};

} // namespace tpuplan
