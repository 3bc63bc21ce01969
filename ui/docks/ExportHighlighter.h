// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRegularExpression>
#include <QSyntaxHighlighter>

namespace tpuplan {

/// Light highlighting for the exported texts (YAML manifests, the gcloud script, Terraform):
/// comments, keys, quoted strings and numbers, in colours taken from the palette's role
/// colours so they stay readable on light and dark palettes.
class ExportHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT
public:
    explicit ExportHighlighter(QTextDocument *document);

protected:
    void highlightBlock(const QString &text) override;

private:
    QRegularExpression m_comment;
    QRegularExpression m_key;
    QRegularExpression m_string;
    QRegularExpression m_number;
};

} // namespace tpuplan
