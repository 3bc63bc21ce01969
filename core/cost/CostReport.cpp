// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/cost/CostReport.h"

#include "core/cost/CostCalculator.h"

#include <QCoreApplication>
#include <QJsonArray>
#include "core/common/Languages.h"

#include <QLocale>

namespace tpuplan {
namespace {

QJsonValue money(const std::optional<double> &value, bool monthly)
{
    if (!value)
        return QJsonValue(QJsonValue::Null);
    return monthly ? CostCalculator::roundMonthly(*value) : CostCalculator::roundHourly(*value);
}

QJsonObject columns(const CostColumns &c, bool monthly)
{
    QJsonObject o;
    o.insert(QStringLiteral("onDemand"), money(c.onDemand, monthly));
    o.insert(QStringLiteral("spot"), money(c.spot, monthly));
    o.insert(QStringLiteral("commit1y"), money(c.commit1y, monthly));
    o.insert(QStringLiteral("commit3y"), money(c.commit3y, monthly));
    o.insert(QStringLiteral("selected"), money(c.selected, monthly));
    return o;
}

QString unknownText()
{
    return QCoreApplication::translate("CostReport", "unknown");
}

QString amount(const std::optional<double> &value, int decimals = 2)
{
    if (!value)
        return unknownText();
    return Languages::reportLocale().toString(*value, 'f', decimals);
}

QString plainAmount(const std::optional<double> &value, bool monthly)
{
    if (!value)
        return unknownText();
    return QString::number(monthly ? CostCalculator::roundMonthly(*value) : CostCalculator::roundHourly(*value), 'f',
                           monthly ? 2 : 4);
}

QString markdownCell(const QString &text)
{
    return CostReport::escapeMarkdown(text);
}

QString escapeMarkdownText(QString text)
{
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    text.replace(QLatin1Char('\r'), QLatin1Char(' '));
    text.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    text.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    text.replace(QLatin1Char('<'), QStringLiteral("&lt;"));
    text.replace(QLatin1Char('>'), QStringLiteral("&gt;"));
    return text;
}

QString csvField(QString text)
{
    // Spreadsheets run a cell that starts with = + - @ tab or CR as a formula ("-2+3" too, so no
    // exception for a leading digit). OWASP's CSV injection advice: a leading single quote makes
    // it text, and the cell is quoted. Amounts are not text and never come through here.
    const bool formula = !text.isEmpty() && QStringLiteral("=+-@\t\r").contains(text.at(0));
    if (formula)
        text.prepend(QLatin1Char('\''));
    if (formula || text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"')) || text.contains(QLatin1Char('\n'))
        || text.contains(QLatin1Char('\r'))) {
        text.replace(QLatin1Char('"'), QStringLiteral("\"\""));
        text = QLatin1Char('"') + text + QLatin1Char('"');
    }
    return text;
}

QString sourcesLine(const CostSummary &s)
{
    QStringList parts;
    for (const SourceRef &ref : s.sources) {
        QString part = ref.title;
        if (!ref.url.isEmpty())
            part += QStringLiteral(" (%1)").arg(ref.url);
        parts.append(part);
    }
    return parts.join(QStringLiteral("; "));
}

QString asOfLine(const CostSummary &s)
{
    QString line = QCoreApplication::translate("CostReport", "List prices in %1, before taxes and negotiated discounts; catalog of %2 (%3), "
                                                             "each price dated by its source.")
                       .arg(s.currency, s.pricesAsOf, s.catalogOrigin);
    if (!s.overridesFile.isEmpty())
        line += QLatin1Char(' ')
                + QCoreApplication::translate("CostReport", "Overridden by %1%2.")
                      .arg(s.overridesFile,
                           s.overridesAsOf.isEmpty() ? QString()
                                                     : QCoreApplication::translate("CostReport", " as of %1").arg(s.overridesAsOf));
    return line;
}

QString atMostText(const PoolCost &p)
{
    return QCoreApplication::translate("CostReport", "flex-start: at most %1 per hour and %2 per month (the on-demand price)")
        .arg(amount(p.hourlyAtMost, 4), amount(p.monthlyAtMost));
}

QString datesText(const PoolCost &p)
{
    const QString undated = QCoreApplication::translate("CostReport", "undated");
    return QCoreApplication::translate("CostReport", "prices dated %1 (Spot: %2)")
        .arg(p.priceAsOf.isEmpty() ? undated : p.priceAsOf, p.spotAsOf.isEmpty() ? undated : p.spotAsOf);
}

QString totalAtMostText(const CostSummary &s)
{
    // The bound covers what has a price: items without a published one come on top of it.
    if (!s.unknownLines.isEmpty())
        return QCoreApplication::translate("CostReport",
                                           "The selected monthly total is at most %1 %2 plus what the items without a "
                                           "published price cost (%3): flex-start pools counted at their on-demand bound.")
            .arg(amount(s.totalMonthlyAtMost), s.currency, s.unknownLines.join(QStringLiteral(", ")));
    return QCoreApplication::translate("CostReport", "The selected monthly total is at most %1 %2: flex-start pools counted at their on-demand bound.")
        .arg(amount(s.totalMonthlyAtMost), s.currency);
}

/// An empty text is written as null: "no date" rather than a date that reads "".
QJsonValue textOrNull(const QString &text)
{
    return text.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(text);
}

QJsonObject poolCostJson(const PoolCost &p)
{
    QJsonObject o;
    o.insert(QStringLiteral("name"), p.name);
    o.insert(QStringLiteral("tpu"), p.tpu);
    o.insert(QStringLiteral("region"), p.region);
    o.insert(QStringLiteral("chips"), p.chips);
    o.insert(QStringLiteral("nodes"), p.nodes ? QJsonValue(*p.nodes) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("capacity"), p.capacity);
    o.insert(QStringLiteral("commitment"), p.commitment);
    o.insert(QStringLiteral("hoursPerMonth"), p.hoursPerMonth);
    o.insert(QStringLiteral("selectedPrice"), textOrNull(p.selectedColumn));
    o.insert(QStringLiteral("perChipHour"), columns(p.perChipHour, false));
    o.insert(QStringLiteral("hourly"), columns(p.hourly, false));
    o.insert(QStringLiteral("monthly"), columns(p.monthly, true));
    o.insert(QStringLiteral("usedMonthly"),
             p.usedMonthly ? QJsonValue(CostCalculator::roundMonthly(*p.usedMonthly)) : QJsonValue());
    o.insert(QStringLiteral("derived"), QJsonArray::fromStringList(p.derived));
    o.insert(QStringLiteral("priceSource"), p.priceSource);
    o.insert(QStringLiteral("spotSource"), p.spotSource);
    o.insert(QStringLiteral("priceAsOf"), textOrNull(p.priceAsOf));
    o.insert(QStringLiteral("spotAsOf"), textOrNull(p.spotAsOf));
    if (p.hourlyAtMost || p.monthlyAtMost) {
        QJsonObject bound;
        bound.insert(QStringLiteral("hourly"), money(p.hourlyAtMost, false));
        bound.insert(QStringLiteral("monthly"), money(p.monthlyAtMost, true));
        o.insert(QStringLiteral("selectedAtMost"), bound);
    }
    o.insert(QStringLiteral("notes"), QJsonArray::fromStringList(p.notes));
    return o;
}

QJsonObject costLineJson(const CostLine &line)
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), line.id);
    o.insert(QStringLiteral("label"), line.label);
    o.insert(QStringLiteral("detail"), line.detail);
    o.insert(QStringLiteral("hourly"), money(line.hourly, false));
    o.insert(QStringLiteral("monthly"), money(line.monthly, true));
    o.insert(QStringLiteral("source"), line.source);
    o.insert(QStringLiteral("asOf"), textOrNull(line.asOf));
    return o;
}

QJsonObject costTotalJson(const CostSummary &s)
{
    QJsonObject total;
    total.insert(QStringLiteral("hourly"), columns(s.totalHourly, false));
    total.insert(QStringLiteral("monthly"), columns(s.totalMonthly, true));
    total.insert(QStringLiteral("includesClusterFee"), true);
    total.insert(QStringLiteral("unknownPools"), QJsonArray::fromStringList(s.unknownPools));
    total.insert(QStringLiteral("includesLines"), true);
    total.insert(QStringLiteral("unknownLines"), QJsonArray::fromStringList(s.unknownLines));
    total.insert(QStringLiteral("monthlySelectedAtMost"), money(s.totalMonthlyAtMost, true));
    return total;
}

QJsonObject sourceRefJson(const SourceRef &ref)
{
    QJsonObject o;
    o.insert(QStringLiteral("key"), ref.key);
    o.insert(QStringLiteral("title"), ref.title);
    if (!ref.url.isEmpty())
        o.insert(QStringLiteral("url"), ref.url);
    if (!ref.date.isEmpty())
        o.insert(QStringLiteral("date"), ref.date);
    o.insert(QStringLiteral("trust"), ref.trust);
    return o;
}

} // namespace

QString CostReport::escapeMarkdown(const QString &text)
{
    return escapeMarkdownText(text);
}

QJsonObject CostReport::toJson(const CostSummary &s)
{
    QJsonObject root;
    root.insert(QStringLiteral("plan"), s.planName);
    root.insert(QStringLiteral("currency"), s.currency);
    root.insert(QStringLiteral("pricesAsOf"), s.pricesAsOf);
    root.insert(QStringLiteral("hoursPerMonth"), s.hoursPerMonth);
    QJsonArray pools;
    for (const PoolCost &p : s.pools)
        pools.append(poolCostJson(p));
    root.insert(QStringLiteral("pools"), pools);
    QJsonObject fee;
    fee.insert(QStringLiteral("hourly"), CostCalculator::roundHourly(s.clusterFeeHourly));
    fee.insert(QStringLiteral("monthly"), CostCalculator::roundMonthly(s.clusterFeeMonthly));
    fee.insert(QStringLiteral("source"), s.clusterFeeSource);
    root.insert(QStringLiteral("clusterFee"), fee);
    QJsonArray lines;
    for (const CostLine &line : s.lines)
        lines.append(costLineJson(line));
    root.insert(QStringLiteral("lines"), lines);
    root.insert(QStringLiteral("total"), costTotalJson(s));
    QJsonArray sources;
    for (const SourceRef &ref : s.sources)
        sources.append(sourceRefJson(ref));
    root.insert(QStringLiteral("sources"), sources);
    if (!s.overridesFile.isEmpty()) {
        QJsonObject o;
        o.insert(QStringLiteral("file"), s.overridesFile);
        o.insert(QStringLiteral("asOf"), textOrNull(s.overridesAsOf));
        root.insert(QStringLiteral("priceOverrides"), o);
    }
    root.insert(QStringLiteral("notes"), QJsonArray::fromStringList(s.notes));
    return root;
}

QByteArray CostReport::toMarkdown(const CostSummary &s)
{
    QString md;
    md += QStringLiteral("# ") + QCoreApplication::translate("CostReport", "Cost summary: %1").arg(markdownCell(s.planName)) + QStringLiteral("\n\n");
    md += markdownCell(asOfLine(s)) + QStringLiteral("  \n");
    md += QCoreApplication::translate("CostReport", "Sources: %1").arg(markdownCell(sourcesLine(s))) + QStringLiteral("\n\n");
    md += QCoreApplication::translate("CostReport", "Selected = the capacity and commitment each pool asks for; the other columns price "
                                                    "the same chips another way, for comparison. \"unknown\" = no published price.")
          + QStringLiteral("\n\n");

    auto table = [&](const QString &title, bool monthly) {
        md += QStringLiteral("## ") + title + QStringLiteral("\n\n");
        md += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 | %9 |")
                  .arg(QCoreApplication::translate("CostReport", "Pool"), QCoreApplication::translate("CostReport", "TPU"), QCoreApplication::translate("CostReport", "Chips"), QCoreApplication::translate("CostReport", "Nodes"), QCoreApplication::translate("CostReport", "Capacity"), QCoreApplication::translate("CostReport", "Commitment"),
                       monthly ? QCoreApplication::translate("CostReport", "Hours") : QCoreApplication::translate("CostReport", "Region"), QCoreApplication::translate("CostReport", "Selected"), QCoreApplication::translate("CostReport", "On-demand"))
              + QStringLiteral(" %1 | %2 | %3 |\n").arg(QCoreApplication::translate("CostReport", "Spot"), QCoreApplication::translate("CostReport", "1y CUD"), QCoreApplication::translate("CostReport", "3y CUD"));
        md += QStringLiteral("|---|---|---:|---:|---|---|---|---:|---:|---:|---:|---:|\n");
        for (const PoolCost &p : s.pools) {
            const CostColumns &c = monthly ? p.monthly : p.hourly;
            md += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 | %9 |")
                      .arg(markdownCell(p.name), markdownCell(p.tpu), QString::number(p.chips),
                           p.nodes ? QString::number(*p.nodes) : unknownText(), markdownCell(p.capacity),
                           markdownCell(p.commitment), monthly ? QString::number(p.hoursPerMonth) : markdownCell(p.region),
                           QStringLiteral("**%1**").arg(amount(c.selected)), amount(c.onDemand))
                  + QStringLiteral(" %1 | %2 | %3 |\n").arg(amount(c.spot), amount(c.commit1y), amount(c.commit3y));
        }
        for (const CostLine &line : s.lines) {
            const QString value = amount(monthly ? line.monthly : line.hourly);
            md += QStringLiteral("| %1 | %2 | | | | | | %3 | %3 | %3 | %3 | %3 |\n")
                      .arg(markdownCell(line.label), markdownCell(line.detail), value);
        }
        const double fee = monthly ? s.clusterFeeMonthly : s.clusterFeeHourly;
        md += QStringLiteral("| %1 | | | | | | %2 | %3 | %3 | %3 | %3 | %3 |\n")
                  .arg(QCoreApplication::translate("CostReport", "GKE cluster fee"), monthly ? QString::number(s.hoursPerMonth) : QString(), amount(fee));
        const CostColumns &t = monthly ? s.totalMonthly : s.totalHourly;
        md += QStringLiteral("| **%1** | | | | | | | **%2** | %3 | %4 | %5 | %6 |\n")
                  .arg(QCoreApplication::translate("CostReport", "Total"), amount(t.selected), amount(t.onDemand), amount(t.spot), amount(t.commit1y), amount(t.commit3y));
        md += QLatin1Char('\n');
    };
    table(QCoreApplication::translate("CostReport", "Per month (%1)").arg(s.currency), true);
    table(QCoreApplication::translate("CostReport", "Per hour (%1)").arg(s.currency), false);

    md += QStringLiteral("## ") + QCoreApplication::translate("CostReport", "Notes") + QStringLiteral("\n\n");
    for (const PoolCost &p : s.pools) {
        for (const QString &note : p.notes)
            md += QStringLiteral("- **%1**: %2\n").arg(markdownCell(p.name), markdownCell(note));
        if (p.monthlyAtMost)
            md += QStringLiteral("- **%1**: %2\n").arg(markdownCell(p.name), markdownCell(atMostText(p)));
        md += QStringLiteral("- **%1**: %2\n").arg(markdownCell(p.name), markdownCell(datesText(p)));
    }
    if (s.totalMonthlyAtMost)
        md += QStringLiteral("- ") + markdownCell(totalAtMostText(s)) + QLatin1Char('\n');
    if (!s.unknownPools.isEmpty())
        md += QStringLiteral("- ")
              + markdownCell(QCoreApplication::translate("CostReport", "The selected total is unknown because these pools have no known price: %1.")
                                 .arg(s.unknownPools.join(QStringLiteral(", "))))
              + QLatin1Char('\n');
    for (const QString &note : s.notes)
        md += QStringLiteral("- ") + markdownCell(note) + QLatin1Char('\n');
    return md.toUtf8();
}

QByteArray CostReport::toCsv(const CostSummary &s)
{
    QStringList header = {QStringLiteral("pool"), QStringLiteral("tpu"), QStringLiteral("region"), QStringLiteral("chips"),
                          QStringLiteral("nodes"), QStringLiteral("capacity"), QStringLiteral("commitment"),
                          QStringLiteral("hours_per_month"),
                          QStringLiteral("hourly_selected"), QStringLiteral("hourly_on_demand"), QStringLiteral("hourly_spot"),
                          QStringLiteral("hourly_commit_1y"), QStringLiteral("hourly_commit_3y"),
                          QStringLiteral("monthly_selected"), QStringLiteral("monthly_on_demand"), QStringLiteral("monthly_spot"),
                          QStringLiteral("monthly_commit_1y"), QStringLiteral("monthly_commit_3y"),
                          QStringLiteral("currency"), QStringLiteral("prices_as_of"), QStringLiteral("price_source")};
    QString csv = header.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    const QString source = sourcesLine(s) + (s.overridesFile.isEmpty() ? QString() : QStringLiteral("; ") + s.overridesFile);
    auto row = [&](const QStringList &head, const CostColumns &hourly, const CostColumns &monthly) {
        QStringList fields;
        for (const QString &f : head)
            fields.append(csvField(f));
        for (const auto &value : {hourly.selected, hourly.onDemand, hourly.spot, hourly.commit1y, hourly.commit3y})
            fields.append(plainAmount(value, false));
        for (const auto &value : {monthly.selected, monthly.onDemand, monthly.spot, monthly.commit1y, monthly.commit3y})
            fields.append(plainAmount(value, true));
        fields << csvField(s.currency) << csvField(s.pricesAsOf) << csvField(source);
        csv += fields.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    };
    for (const PoolCost &p : s.pools) {
        row({p.name, p.tpu, p.region, QString::number(p.chips), p.nodes ? QString::number(*p.nodes) : unknownText(), p.capacity,
             p.commitment, QString::number(p.hoursPerMonth)},
            p.hourly, p.monthly);
    }
    for (const CostLine &line : s.lines) {
        const CostColumns lineHourly{line.hourly, line.hourly, line.hourly, line.hourly, line.hourly};
        const CostColumns lineMonthly{line.monthly, line.monthly, line.monthly, line.monthly, line.monthly};
        row({line.id, QString(), QString(), QString(), QString(), QString(), QString(), QString()}, lineHourly, lineMonthly);
    }
    const CostColumns feeHourly{s.clusterFeeHourly, s.clusterFeeHourly, s.clusterFeeHourly, s.clusterFeeHourly, s.clusterFeeHourly};
    const CostColumns feeMonthly{s.clusterFeeMonthly, s.clusterFeeMonthly, s.clusterFeeMonthly, s.clusterFeeMonthly, s.clusterFeeMonthly};
    row({QStringLiteral("gke-cluster-fee"), QString(), QString(), QString(), QString(), QString(), QString(),
         QString::number(s.hoursPerMonth)},
        feeHourly, feeMonthly);
    row({QStringLiteral("total"), QString(), QString(), QString(), QString(), QString(), QString(), QString()}, s.totalHourly,
        s.totalMonthly);
    return csv.toUtf8();
}

QString CostReport::toText(const CostSummary &s)
{
    QString text;
    text += QCoreApplication::translate("CostReport", "Cost of %1").arg(s.planName) + QLatin1Char('\n');
    text += asOfLine(s) + QLatin1Char('\n');
    text += QCoreApplication::translate("CostReport", "Sources: %1").arg(sourcesLine(s)) + QLatin1Char('\n') + QLatin1Char('\n');
    const QStringList head = {QCoreApplication::translate("CostReport", "pool"), QCoreApplication::translate("CostReport", "chips"),
                              QCoreApplication::translate("CostReport", "capacity"), QCoreApplication::translate("CostReport", "per hour"),
                              QCoreApplication::translate("CostReport", "per month"), QCoreApplication::translate("CostReport", "on-demand/mo"),
                              QCoreApplication::translate("CostReport", "spot/mo"), QCoreApplication::translate("CostReport", "1y/mo"),
                              QCoreApplication::translate("CostReport", "3y/mo")};
    QList<QStringList> rows = {head};
    for (const PoolCost &p : s.pools) {
        rows.append({p.name, QString::number(p.chips),
                     p.commitment == QLatin1String("none") ? p.capacity : p.capacity + QLatin1Char('/') + p.commitment,
                     amount(p.hourly.selected), amount(p.monthly.selected), amount(p.monthly.onDemand), amount(p.monthly.spot),
                     amount(p.monthly.commit1y), amount(p.monthly.commit3y)});
    }
    for (const CostLine &line : s.lines) {
        rows.append({line.label, QString(), QString(), amount(line.hourly), amount(line.monthly), amount(line.monthly),
                     amount(line.monthly), amount(line.monthly), amount(line.monthly)});
    }
    rows.append({QCoreApplication::translate("CostReport", "cluster fee"), QString(), QString(), amount(s.clusterFeeHourly),
                 amount(s.clusterFeeMonthly), amount(s.clusterFeeMonthly), amount(s.clusterFeeMonthly),
                 amount(s.clusterFeeMonthly), amount(s.clusterFeeMonthly)});
    rows.append({QCoreApplication::translate("CostReport", "total"), QString(), QString(), amount(s.totalHourly.selected),
                 amount(s.totalMonthly.selected), amount(s.totalMonthly.onDemand), amount(s.totalMonthly.spot),
                 amount(s.totalMonthly.commit1y), amount(s.totalMonthly.commit3y)});
    QList<qsizetype> widths(head.size(), 0);
    for (const QStringList &r : std::as_const(rows)) {
        for (qsizetype i = 0; i < r.size(); ++i)
            widths[i] = std::max(widths[i], r.at(i).size());
    }
    for (const QStringList &r : std::as_const(rows)) {
        QStringList cells;
        for (qsizetype i = 0; i < r.size(); ++i)
            cells.append(i < 3 ? r.at(i).leftJustified(widths[i]) : r.at(i).rightJustified(widths[i]));
        text += cells.join(QStringLiteral("  ")).trimmed() + QLatin1Char('\n');
    }
    text += QLatin1Char('\n');
    for (const PoolCost &p : s.pools) {
        for (const QString &note : p.notes)
            text += QStringLiteral("%1: %2\n").arg(p.name, note);
        if (p.monthlyAtMost)
            text += QStringLiteral("%1: %2\n").arg(p.name, atMostText(p));
        text += QStringLiteral("%1: %2\n").arg(p.name, datesText(p));
    }
    for (const CostLine &line : s.lines)
        text += QStringLiteral("%1: %2\n").arg(line.label, line.detail);
    if (s.totalMonthlyAtMost)
        text += totalAtMostText(s) + QLatin1Char('\n');
    if (!s.unknownPools.isEmpty())
        text += QCoreApplication::translate("CostReport", "The selected total is unknown because these pools have no known price: %1.")
                    .arg(s.unknownPools.join(QStringLiteral(", ")))
                + QLatin1Char('\n');
    for (const QString &note : s.notes)
        text += note + QLatin1Char('\n');
    return text;
}

} // namespace tpuplan
