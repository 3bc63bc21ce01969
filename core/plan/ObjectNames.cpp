// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/ObjectNames.h"

namespace tpuplan {

QString ObjectNames::nodePoolName(const QString &pool, int slice, int slices)
{
    constexpr int kMaxLength = 40;
    if (slices <= 1)
        return pool.left(kMaxLength);
    const QString suffix = QStringLiteral("-%1").arg(slice);
    QString base = pool.left(kMaxLength - suffix.size());
    while (base.endsWith(QLatin1Char('-')))
        base.chop(1);
    return base + suffix;
}

QStringList ObjectNames::nodePoolNames(const QString &pool, int slices)
{
    QStringList names;
    for (int i = 0; i < slices; ++i)
        names.append(nodePoolName(pool, i, slices));
    return names;
}

QString ObjectNames::terraformIdentifier(const QString &name)
{
    QString id;
    for (const QChar c : name)
        id += (c.isLetterOrNumber() && c.unicode() < 128) ? c.toLower() : QLatin1Char('_');
    if (id.isEmpty() || !id.at(0).isLetter())
        id.prepend(QStringLiteral("pool_"));
    return id;
}

} // namespace tpuplan
