// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/Finding.h"
#include "core/migrate/TfApi.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace tpuplan {

/// The TensorFlow 1 API tables TfApi matches names against: module prefixes, constructs, the
/// families whose name keeps one more part, TF1-only metric and loss names and call signatures.
/// Facts with their sources in resources/migrate/tf-apis.yaml, read with the guarded YAML reader.
struct TfApiTables
{
    struct Prefix
    {
        QString from;
        QString to;
        bool compatV1 = false;
    };
    struct Construct
    {
        MigrationKind kind;
        QString name; ///< the name reported, e.g. `TPUEstimator`
    };
    struct Signature
    {
        MigrationKind kind;
        QString construct; ///< empty: every other construct of the kind
        QStringList parameters;
    };

    QString asOf;
    QList<Prefix> prefixes; ///< longest first, as the file lists them
    QHash<QString, Construct> constructs;
    QList<MigrationKind> families;
    QSet<QString> tf1OnlyMetrics;
    QSet<QString> tf1OnlyLosses;
    QList<Signature> signatures;

    /// The tables of `bytes` (a tf-apis.yaml), each problem a `tf-apis-invalid` finding with
    /// line, column and field; empty when the file is refused.
    static std::optional<TfApiTables> read(const QByteArray &bytes, Findings *problems);
    /// The embedded resources/migrate/tf-apis.yaml. A broken built-in file is a build defect
    /// that tst_migrationscanner catches; the program then matches nothing rather than stop.
    static const TfApiTables &builtIn();
    static QString builtInPath() { return QStringLiteral(":/migrate/tf-apis.yaml"); }

    /// The kind's name in the file (`TPUEstimator`), and back.
    static QString kindName(MigrationKind kind);
    static std::optional<MigrationKind> kindNamed(const QString &name);
};

} // namespace tpuplan
