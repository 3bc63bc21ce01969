// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/cost/CostSummary.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace tpuplan {

/// Renders a CostSummary as `cost.json` (docs/cli.md, extended with per-chip prices,
/// sources and notes), `cost.md`, `cost.csv` and the text `tpu-plan cost` prints. Every form
/// names the prices' `asOf` date and source; an unknown price is `null` in JSON and "unknown"
/// elsewhere, never 0.
class CostReport
{
public:
    static QJsonObject toJson(const CostSummary &summary);
    static QByteArray toMarkdown(const CostSummary &summary);
    static QByteArray toCsv(const CostSummary &summary);
    static QString toText(const CostSummary &summary);
    /// Text safe inside a Markdown table cell or paragraph (one line; `|`, `\\`, `<`, `>` escaped).
    static QString escapeMarkdown(const QString &text);
};

} // namespace tpuplan
