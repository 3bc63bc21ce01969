// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/ImportReport.h"

#include "core/common/ControlText.h"

#include <QJsonArray>

namespace tpuplan {

QString ImportOrigin::toString() const
{
    if (line > 0)
        return QStringLiteral("%1:%2:%3").arg(file).arg(line).arg(column);
    return file;
}

QJsonObject ImportReport::toJson() const
{
    QJsonObject root;
    root.insert(QStringLiteral("plan"), planFile.isEmpty() ? QJsonValue() : QJsonValue(planFile));
    if (clusterFound) {
        root.insert(QStringLiteral("cluster"),
                    QJsonObject{{QStringLiteral("name"), clusterName}, {QStringLiteral("mode"), mode},
                                {QStringLiteral("region"), region}, {QStringLiteral("from"), clusterOrigin.toString()}});
    } else {
        root.insert(QStringLiteral("cluster"), QJsonValue());
    }
    QJsonArray poolList;
    for (const ImportedPool &p : pools) {
        QJsonObject o{{QStringLiteral("name"), p.name},         {QStringLiteral("tpu"), p.tpu},
                      {QStringLiteral("topology"), p.topology}, {QStringLiteral("zone"), p.zone},
                      {QStringLiteral("nodes"), p.nodes},       {QStringLiteral("capacity"), p.capacity},
                      {QStringLiteral("from"), p.origin.toString()}};
        o.insert(QStringLiteral("liveNodes"), p.liveNodes ? QJsonValue(*p.liveNodes) : QJsonValue());
        poolList.append(o);
    }
    root.insert(QStringLiteral("pools"), poolList);
    QJsonArray skippedList;
    for (const SkippedPool &s : skipped) {
        skippedList.append(QJsonObject{{QStringLiteral("name"), s.name},
                                       {QStringLiteral("reason"), s.reason},
                                       {QStringLiteral("from"), s.origin.toString()}});
    }
    root.insert(QStringLiteral("skipped"), skippedList);
    root.insert(QStringLiteral("notes"), QJsonArray::fromStringList(notes));
    QJsonArray problemList;
    for (const ImportProblem &problem : problems) {
        problemList.append(QJsonObject{{QStringLiteral("file"), problem.file},
                                       {QStringLiteral("line"), problem.line},
                                       {QStringLiteral("column"), problem.column},
                                       {QStringLiteral("message"), problem.message}});
    }
    root.insert(QStringLiteral("problems"), problemList);
    return root;
}

QString ImportReport::toText() const
{
    QString out;
    for (const ImportProblem &problem : problems)
        out += ControlText::escaped(problem.toString()) + QLatin1Char('\n');
    if (clusterFound) {
        out += tr("Cluster %1 (%2, %3) from %4").arg(clusterName, mode, region, clusterOrigin.toString()) + QLatin1Char('\n');
    }
    for (const ImportedPool &p : pools) {
        QString line = tr("  imported %1: %2 %3 in %4, %n node(s), %5", nullptr, int(p.nodes))
                           .arg(p.name, p.tpu, p.topology, p.zone, p.capacity);
        if (p.liveNodes)
            line += tr(" (%n running)", nullptr, int(*p.liveNodes));
        out += ControlText::escaped(line) + QLatin1Char('\n');
    }
    for (const SkippedPool &s : skipped)
        out += ControlText::escaped(tr("  skipped %1: %2").arg(s.name, s.reason)) + QLatin1Char('\n');
    for (const QString &note : notes)
        out += ControlText::escaped(tr("  note: %1").arg(note)) + QLatin1Char('\n');
    if (!planFile.isEmpty())
        out += tr("Wrote %1").arg(planFile) + QLatin1Char('\n');
    return out;
}

} // namespace tpuplan
