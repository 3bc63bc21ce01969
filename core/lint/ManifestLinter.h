// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lint/KueueView.h"
#include "core/common/WorkProgress.h"
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
    int notKubernetes = 0; ///< documents that are no Kubernetes object (top-level lists, other mappings), skipped
    bool isTemplate = false; ///< a Helm or Jinja template: skipped whole, with a note
    Findings findings;
    /// What lint could not check, or left out (severity Info): a template skipped, a check left
    /// partial because the Kueue flavor that adds the selectors is not in view.
    Findings notes;
    KueueView kueue;        ///< the Kueue flavors and queues this file defines
    bool waitsForKueue = false; ///< a workload is sent to a Kueue queue, whose flavors may be in another file
    bool unreadable = false; ///< not opened, or not YAML at all (exit 2)
    bool valid() const { return !unreadable && !hasErrors(findings); }
};

struct LintResult
{
    QList<LintFileResult> files;
    QStringList excluded; ///< files under the folders left out by `--exclude`
    bool anyUnreadable() const;
    bool anyErrors() const;
};

/// `tpu-plan lint`: reads Kubernetes YAML (multi-document files; folders searched for *.yaml and
/// *.yml), finds the TPU workloads and runs ManifestRules on each.
class ManifestLinter
{
    Q_DECLARE_TR_FUNCTIONS(ManifestLinter)
public:
    /// Files as given (any name); folders recursively, hidden ones and plan files (`*.tpuplan.yaml`,
    /// which are no Kubernetes manifests: a review bundle holds one) skipped, in name order. A file
    /// under a folder whose path relative to that folder, or one of whose folders, matches one
    /// of the `excludes` globs (`*` and `?`; `charts`, `*/templates/*`, `*.j2.yaml`) is left out
    /// and listed in `excluded`.
    static QStringList expandPaths(const QStringList &paths, QStringList *missing, const QStringList &excludes = {},
                                   QStringList *excluded = nullptr);
    /// Every file, then again those with queued workloads when another file defines the Kueue
    /// flavors that decide their selectors. `progress` counts the files; when it asks to stop, the
    /// result is incomplete and to be dropped.
    static LintResult lintPaths(const QStringList &paths, const LintContext &context, const QStringList &excludes = {},
                                WorkProgress *progress = nullptr);
    static LintFileResult lintFile(const QString &file, const LintContext &context);
    static LintFileResult lintBytes(const QString &file, const QByteArray &bytes, const LintContext &context);
};

} // namespace tpuplan
