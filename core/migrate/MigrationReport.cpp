// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/migrate/MigrationReport.h"

#include "core/common/ControlText.h"

#include <QJsonArray>

namespace tpuplan {

QJsonObject MigrationReport::toJson(const MigrationScan &scan, const QString &skeleton)
{
    QJsonArray findings;
    for (const MigrationFinding &f : scan.findings) {
        QJsonObject object;
        object.insert(QStringLiteral("line"), f.line);
        object.insert(QStringLiteral("column"), f.column);
        object.insert(QStringLiteral("construct"), ControlText::escaped(f.construct));
        object.insert(QStringLiteral("message"), ControlText::escaped(f.message));
        object.insert(QStringLiteral("tf2"), f.tf2);
        findings.append(object);
    }
    QJsonObject root;
    root.insert(QStringLiteral("file"), ControlText::escaped(scan.file));
    root.insert(QStringLiteral("findings"), findings);
    root.insert(QStringLiteral("skeleton"), skeleton);
    // An extension of the documented shape: what the findings mean for TF versions and TPU7x.
    if (!scan.findings.isEmpty())
        root.insert(QStringLiteral("notes"), QJsonArray::fromStringList(TfApi::notes()));
    return root;
}

QString MigrationReport::findingLine(const QString &file, const MigrationFinding &finding)
{
    return QStringLiteral("%1:%2:%3: %4: %5 (%6)")
        .arg(ControlText::escaped(file))
        .arg(finding.line)
        .arg(finding.column)
        .arg(ControlText::escaped(finding.construct), ControlText::escaped(finding.message),
             tr("TF2: %1").arg(finding.tf2));
}

QString MigrationReport::toText(const MigrationScan &scan)
{
    QString text;
    const QString file = ControlText::escaped(scan.file);
    if (scan.findings.isEmpty())
        return tr("%1: nothing to migrate: no TPUEstimator-era construct found").arg(file) + QLatin1Char('\n');
    for (const MigrationFinding &f : scan.findings)
        text += findingLine(scan.file, f) + QLatin1Char('\n');
    for (const QString &note : TfApi::notes())
        text += tr("%1: note: %2").arg(file, note) + QLatin1Char('\n');
    text += tr("%1: %n construct(s) to migrate", nullptr, int(scan.findings.size())).arg(file) + QLatin1Char('\n');
    return text;
}

QString MigrationReport::errorLine(const MigrationScan &scan)
{
    const QString file = ControlText::escaped(scan.file);
    const QString message = scan.error ? ControlText::escaped(scan.error->message) : QString();
    QString where = file;
    if (scan.error && scan.error->line > 0)
        where += QStringLiteral(":%1:%2").arg(scan.error->line).arg(scan.error->column);
    if (scan.status == MigrationScan::Status::NotPython)
        return tr("%1: error: not Python: %2").arg(where, message);
    return tr("%1: error: %2").arg(where, message);
}

} // namespace tpuplan
