// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/Finding.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace tpuplan {

/// The findings of one plan file, as `validate` reports them.
struct PlanFindings
{
    QString file;
    Findings findings;
    bool valid() const { return !hasErrors(findings); }
};

/// Renders findings in the shapes of docs/cli.md: the `validate --format json` document and
/// the compiler-style text lines (`FILE:LINE:COLUMN: error [rule] field: message`).
class FindingsReport
{
public:
    static QJsonObject toJson(const QList<PlanFindings> &plans);
    static QJsonObject findingToJson(const Finding &finding);
    static QString toText(const QList<PlanFindings> &plans);
    static QString line(const QString &file, const Finding &finding);
};

} // namespace tpuplan
