// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/Quantity.h"

#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace tpuplan {
namespace {

// Whole numbers below 2^53 are exact in a double and fit a qint64.
constexpr double kMaxWhole = 9007199254740992.0;

QString whole(double value, const char *suffix)
{
    return QString::number(qint64(value)) + QLatin1String(suffix);
}

/// `value` in the first of the units base, base^2, ... (named by `suffixes`) that leaves a
/// whole number below kMaxWhole once rounded up; in the largest unit, capped, when none does.
QString roundedUp(double value, double base, const char *const *suffixes, int count)
{
    double unit = 1;
    for (int i = 0; i < count; ++i) {
        unit *= base;
        const double n = std::ceil(value / unit);
        if (n < kMaxWhole || i == count - 1)
            return whole(std::min(n, kMaxWhole - 1), suffixes[i]);
    }
    return QString();
}

} // namespace

std::optional<double> Quantity::parse(const QString &text)
{
    static const QRegularExpression pattern(
        QRegularExpression::anchoredPattern(QStringLiteral("([0-9]+(?:\\.[0-9]+)?)(m|k|M|G|T|P|E|Ki|Mi|Gi|Ti|Pi|Ei)?")));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    double value = match.captured(1).toDouble();
    const QString suffix = match.captured(2);
    static const QStringList decimal = {QStringLiteral("k"), QStringLiteral("M"), QStringLiteral("G"),
                                        QStringLiteral("T"), QStringLiteral("P"), QStringLiteral("E")};
    static const QStringList binary = {QStringLiteral("Ki"), QStringLiteral("Mi"), QStringLiteral("Gi"),
                                       QStringLiteral("Ti"), QStringLiteral("Pi"), QStringLiteral("Ei")};
    if (suffix == QLatin1String("m"))
        value /= 1000.0;
    else if (const qsizetype d = decimal.indexOf(suffix); d >= 0)
        value *= std::pow(1000.0, double(d + 1));
    else if (const qsizetype b = binary.indexOf(suffix); b >= 0)
        value *= std::pow(1024.0, double(b + 1));
    return value;
}

QString Quantity::format(double value, bool memory)
{
    if (!(value > 0))
        return QStringLiteral("0");
    if (memory) {
        const double gi = 1024.0 * 1024.0 * 1024.0;
        const double mi = 1024.0 * 1024.0;
        if (std::fmod(value, gi) == 0 && value / gi < kMaxWhole)
            return whole(value / gi, "Gi");
        if (std::fmod(value, mi) == 0 && value / mi < kMaxWhole)
            return whole(value / mi, "Mi");
        if (std::ceil(value) < kMaxWhole)
            return whole(std::ceil(value), "");
        static const char *const binary[] = {"Ki", "Mi", "Gi", "Ti", "Pi", "Ei"};
        return roundedUp(value, 1024.0, binary, 6);
    }
    if (std::fmod(value, 1.0) == 0 && value < kMaxWhole)
        return whole(value, "");
    if (std::ceil(value * 1000.0) < kMaxWhole)
        return whole(std::ceil(value * 1000.0), "m");
    if (std::ceil(value) < kMaxWhole)
        return whole(std::ceil(value), "");
    static const char *const decimal[] = {"k", "M", "G", "T", "P", "E"};
    return roundedUp(value, 1000.0, decimal, 6);
}

} // namespace tpuplan
