// SPDX-License-Identifier: GPL-3.0-or-later
// What the fuzz harnesses share: the input as a QByteArray and the example plans they check a
// fuzzed catalog or price file against.
#pragma once

#include "core/plan/PlanReader.h"

#include <QDir>
#include <QList>

#include <cstddef>
#include <cstdint>

namespace tpuplan {

inline QByteArray fuzzInput(const uint8_t *data, size_t size)
{
    // A copy, so a read past the end is a read past libFuzzer's own buffer (ASan sees it).
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

/// The example plans shipped in the resources, read once.
inline const QList<Plan> &fuzzExamplePlans()
{
    static const QList<Plan> plans = [] {
        QList<Plan> result;
        const QDir examples(QStringLiteral(":/examples"));
        for (const QString &name : examples.entryList({QStringLiteral("*.tpuplan.yaml")}, QDir::Files, QDir::Name)) {
            const PlanLoadResult loaded = PlanReader::readFile(examples.filePath(name));
            if (loaded.isPlan())
                result.append(loaded.plan);
        }
        if (result.isEmpty())
            qFatal("fuzz harness: no example plans in :/examples");
        return result;
    }();
    return plans;
}

} // namespace tpuplan
