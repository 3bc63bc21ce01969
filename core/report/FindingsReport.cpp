// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/FindingsReport.h"

#include "core/common/ControlText.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace tpuplan {

QJsonObject FindingsReport::findingToJson(const Finding &finding)
{
    // Texts from the plan are escaped here too: whoever prints the JSON's strings must not
    // receive a plan's terminal escapes.
    QJsonObject object;
    object.insert(QStringLiteral("rule"), finding.rule);
    object.insert(QStringLiteral("severity"), severityName(finding.severity));
    object.insert(QStringLiteral("pool"), finding.pool.isEmpty() ? QJsonValue() : QJsonValue(ControlText::escaped(finding.pool)));
    object.insert(QStringLiteral("field"), finding.field.isEmpty() ? QJsonValue() : QJsonValue(ControlText::escaped(finding.field)));
    object.insert(QStringLiteral("message"), ControlText::escaped(finding.message));
    // Extensions of the documented shape: where the field stands in the file.
    if (finding.line > 0) {
        object.insert(QStringLiteral("line"), finding.line);
        object.insert(QStringLiteral("column"), finding.column);
    }
    return object;
}

QJsonObject FindingsReport::toJson(const QList<PlanFindings> &plans)
{
    QJsonArray array;
    for (const PlanFindings &plan : plans) {
        QJsonArray findings;
        for (const Finding &finding : plan.findings)
            findings.append(findingToJson(finding));
        QJsonObject object;
        object.insert(QStringLiteral("file"), ControlText::escaped(plan.file));
        object.insert(QStringLiteral("valid"), plan.valid());
        object.insert(QStringLiteral("findings"), findings);
        array.append(object);
    }
    QJsonObject root;
    root.insert(QStringLiteral("plans"), array);
    return root;
}

QString FindingsReport::line(const QString &file, const Finding &finding)
{
    // One finding, one line, whatever the plan holds: line breaks and terminal escapes from the
    // file (a pool name, a field path, a value quoted in the message) are printed escaped.
    QString text = ControlText::escaped(file);
    if (finding.line > 0)
        text += QStringLiteral(":%1:%2").arg(finding.line).arg(finding.column);
    text += QStringLiteral(": %1 [%2]").arg(severityName(finding.severity), finding.rule);
    if (!finding.field.isEmpty())
        text += QLatin1Char(' ') + ControlText::escaped(finding.field) + QLatin1Char(':');
    return text + QLatin1Char(' ') + ControlText::escaped(finding.message);
}

QString FindingsReport::toText(const QList<PlanFindings> &plans)
{
    QString text;
    for (const PlanFindings &plan : plans) {
        for (const Finding &finding : plan.findings)
            text += line(plan.file, finding) + QLatin1Char('\n');
        int errors = 0;
        int warnings = 0;
        for (const Finding &finding : plan.findings) {
            errors += finding.severity == Severity::Error;
            warnings += finding.severity == Severity::Warning;
        }
        text += plan.valid()
                    ? QCoreApplication::translate("FindingsReport", "%1: valid (%n warning(s))", nullptr, warnings).arg(ControlText::escaped(plan.file))
                    : QCoreApplication::translate("FindingsReport", "%1: not valid (%n error(s))", nullptr, errors).arg(ControlText::escaped(plan.file));
        text += QLatin1Char('\n');
    }
    return text;
}

} // namespace tpuplan
