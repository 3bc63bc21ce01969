// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lint/LintReport.h"

#include "core/common/ControlText.h"
#include "core/report/FindingsReport.h"

#include <QJsonArray>

namespace tpuplan {

QJsonObject LintReport::toJson(const LintResult &result)
{
    const auto toArray = [](const Findings &list) {
        QJsonArray array;
        for (const Finding &finding : list) {
            QJsonObject object = FindingsReport::findingToJson(finding);
            object.remove(QStringLiteral("pool"));
            object.insert(QStringLiteral("object"),
                          finding.pool.isEmpty() ? QJsonValue() : QJsonValue(ControlText::escaped(finding.pool)));
            array.append(object);
        }
        return array;
    };
    QJsonArray files;
    for (const LintFileResult &file : result.files) {
        QJsonObject object;
        object.insert(QStringLiteral("file"), ControlText::escaped(file.file));
        object.insert(QStringLiteral("valid"), file.valid());
        object.insert(QStringLiteral("workloads"), file.workloads);
        object.insert(QStringLiteral("skipped"), file.skipped);
        object.insert(QStringLiteral("notKubernetes"), file.notKubernetes);
        object.insert(QStringLiteral("template"), file.isTemplate);
        object.insert(QStringLiteral("findings"), toArray(file.findings));
        object.insert(QStringLiteral("notes"), toArray(file.notes));
        files.append(object);
    }
    QJsonArray excluded;
    for (const QString &file : result.excluded)
        excluded.append(ControlText::escaped(file));
    QJsonObject root;
    root.insert(QStringLiteral("files"), files);
    root.insert(QStringLiteral("excluded"), excluded);
    return root;
}

QString LintReport::toText(const LintResult &result)
{
    QString text;
    for (const LintFileResult &file : result.files) {
        int errors = 0;
        for (const Finding &finding : file.findings + file.notes) {
            Finding shown = finding;
            if (!finding.pool.isEmpty())
                shown.message = finding.pool + QStringLiteral(": ") + finding.message;
            text += FindingsReport::line(file.file, shown) + QLatin1Char('\n');
            errors += finding.isError();
        }
        const QString name = ControlText::escaped(file.file);
        QString skipped = tr("%n other object(s) skipped", nullptr, file.skipped);
        if (file.notKubernetes > 0)
            skipped += tr(", %n document(s) that are not Kubernetes objects", nullptr, file.notKubernetes);
        if (file.isTemplate)
            text += tr("%1: a template, skipped").arg(name);
        else if (file.unreadable)
            text += tr("%1: not read").arg(name);
        else if (errors > 0)
            text += tr("%1: %n error(s) in %2 TPU workload(s); %3", nullptr, errors).arg(name).arg(file.workloads).arg(skipped);
        else if (file.workloads == 0)
            text += tr("%1: no TPU workload; %2").arg(name, skipped);
        else
            text += tr("%1: %n TPU workload(s) look right; %2", nullptr, file.workloads).arg(name, skipped);
        text += QLatin1Char('\n');
    }
    if (!result.excluded.isEmpty())
        text += tr("%n file(s) left out by --exclude", nullptr, int(result.excluded.size())) + QLatin1Char('\n');
    return text;
}

} // namespace tpuplan
