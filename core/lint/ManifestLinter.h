// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lint/ManifestRules.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace tpuplan {

/// What `lint` found in one file.
struct LintFileResult
{
    QString file;
    int workloads = 0;  ///< TPU pod templates checked
    int skipped = 0;    ///< Kubernetes objects without a TPU workload (Services, ConfigMaps, ...)
    Findings findings;
    bool unreadable = false; ///< not opened, or not YAML at all (exit 2)
    bool valid() const { return !unreadable && !hasErrors(findings); }
};

struct LintResult
{
    QList<LintFileResult> files;
    bool anyUnreadable() const;
    bool anyErrors() const;
};

/// `tpu-plan lint`: reads Kubernetes YAML (multi-document files; folders searched for *.yaml and
/// *.yml), finds the TPU workloads and runs ManifestRules on each.
class ManifestLinter
{
    Q_DECLARE_TR_FUNCTIONS(ManifestLinter)
public:
    /// Files as given (any name); folders recursively, hidden ones skipped, in name order.
    static QStringList expandPaths(const QStringList &paths, QStringList *missing);
    static LintResult lintPaths(const QStringList &paths, const LintContext &context);
    static LintFileResult lintFile(const QString &file, const LintContext &context);
    static LintFileResult lintBytes(const QString &file, const QByteArray &bytes, const LintContext &context);
};

} // namespace tpuplan
