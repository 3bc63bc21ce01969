// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/Topology.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace tpuplan {

Topology::Topology(QList<int> dims) : m_dims(std::move(dims)) {}

std::optional<Topology> Topology::parse(const QString &text, QString *error)
{
    auto fail = [&](const QString &why) -> std::optional<Topology> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const QString trimmed = text.trimmed();
    const QStringList parts = trimmed.split(QLatin1Char('x'));
    if (trimmed.isEmpty() || parts.size() < 2 || parts.size() > 3) {
        return fail(QCoreApplication::translate(
                        "Topology", "'%1' is not a topology; write AxB (2D, e.g. 2x4) or AxBxC "
                                    "(3D, e.g. 4x4x8) with positive whole numbers")
                        .arg(text));
    }
    QList<int> dims;
    for (const QString &part : parts) {
        bool ok = false;
        const int value = part.toInt(&ok);
        const bool digitsOnly = !part.isEmpty()
            && std::all_of(part.begin(), part.end(), [](QChar c) { return c.isDigit() && c.unicode() < 128; });
        if (!ok || !digitsOnly || value <= 0) {
            return fail(QCoreApplication::translate(
                            "Topology", "'%1' is not a topology: '%2' is not a positive whole "
                                        "number; write AxB or AxBxC, e.g. 4x4x8")
                            .arg(text, part));
        }
        if (value > kMaxDimension) {
            return fail(QCoreApplication::translate(
                            "Topology", "'%1' is not a topology: %2 chips along one axis is more "
                                        "than any TPU pod has (at most %3)")
                            .arg(text)
                            .arg(value)
                            .arg(kMaxDimension));
        }
        dims.append(value);
    }
    return Topology(dims);
}

qint64 Topology::chips() const
{
    if (m_dims.isEmpty())
        return 0;
    qint64 product = 1;
    for (int d : m_dims)
        product *= d;
    return product;
}

QList<int> Topology::sortedDims() const
{
    QList<int> sorted = m_dims;
    std::sort(sorted.begin(), sorted.end());
    return sorted;
}

bool Topology::fitsWithin(const Topology &outer) const
{
    if (!isValid() || dimensionCount() != outer.dimensionCount())
        return false;
    const QList<int> inner = sortedDims();
    const QList<int> bounds = outer.sortedDims();
    for (int i = 0; i < inner.size(); ++i) {
        if (inner[i] > bounds[i])
            return false;
    }
    return true;
}

bool Topology::isNondecreasing() const
{
    return std::is_sorted(m_dims.begin(), m_dims.end());
}

QString Topology::toString() const
{
    QStringList parts;
    for (int d : m_dims)
        parts.append(QString::number(d));
    return parts.join(QLatin1Char('x'));
}

} // namespace tpuplan
