// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPlainTextEdit>

namespace tpuplan {

/// A read-only text with its line numbers in a margin on the left, so that "line 24" in a
/// finding can be found by eye (the manifest viewer, Migrate's script).
class NumberedTextView : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit NumberedTextView(QWidget *parent = nullptr);

    /// The margin's width for the current number of lines.
    int numberAreaWidth() const;
    QWidget *numberArea() const { return m_numbers; }

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    friend class LineNumberArea;
    void paintNumbers(QPaintEvent *event);
    void updateMargin();

    QWidget *m_numbers;
};

} // namespace tpuplan
