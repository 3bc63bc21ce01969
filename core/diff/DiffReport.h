// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/diff/PlanDiff.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace tpuplan {

/// `tpu-plan diff` output: the JSON document of docs/cli.md
/// (`{"a", "b", "same", "pools": {"added", "removed", "changed"}, "totals", "findings":
/// {"introduced", "resolved"}, "bundle": [{"file", "diff"}]}`, extended with `"fields"` for the
/// fields outside the pools, each field's `"path"`, `"currency"` and the findings' severity and
/// message) and a text summary followed by the unified diffs. Text from the plans is escaped.
class DiffReport
{
    Q_DECLARE_TR_FUNCTIONS(DiffReport)
public:
    static QJsonObject toJson(const PlanDiffResult &diff);
    static QString toText(const PlanDiffResult &diff);
    /// A field's value as the text summary shows it ("(not set)" for an absent field).
    static QString valueText(const QJsonValue &value);
};

} // namespace tpuplan
