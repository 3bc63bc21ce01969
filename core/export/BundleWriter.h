// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/WorkProgress.h"
#include "core/export/ExportBundle.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace tpuplan {

/// What BundleWriter did, for the CLI's message and the window's: on failure exactly what
/// state the folder is in, on success what was replaced, kept and removed.
struct BundleWriteResult
{
    /// Where the target folder stands after the call.
    enum class Target {
        Unchanged,     ///< as it was before (or still missing): nothing of the new bundle is in it
        Written,       ///< holds the whole new bundle
        OldMovedAside, ///< the swap failed half-way and the earlier bundle could not be put back: it is in `aside`
        PartlyWritten  ///< written file by file and stopped part-way: some files are new, the others as they were
    };

    bool ok = false;
    Target target = Target::Unchanged;
    QString directory;      ///< the target folder as given
    QString error;          ///< why it failed, naming the file or folder
    bool replaced = false;  ///< an earlier folder was there and has been swapped out
    QStringList written;    ///< bundle paths, relative to the folder
    QStringList kept;       ///< files there that tpu-plan did not write, kept in the new bundle
    QStringList removed;    ///< files an earlier export wrote that the new bundle no longer has
    /// Files tpu-plan did not write that are in the way: on failure the ones that stopped the
    /// export (replaceOthers not set), on success the ones replaced because it was set.
    QStringList others;
    QStringList staleStages; ///< hidden staging folders of interrupted exports removed beside the target
    QString aside;          ///< a folder left beside the target that could not be removed (or the old bundle)
    /// Why the folder could not be replaced in one step (a mount point, a parent folder the user
    /// cannot write to), so the bundle was moved into it file by file; empty when it was swapped.
    QString fileByFile;

    /// Translated lines saying what happened (not the "wrote N files" line: the caller knows
    /// its own wording for that).
    QStringList describe() const;
};

/// What BundleWriter may do beyond writing into an empty folder or one it wrote before.
struct BundleWriteOptions
{
    /// Write into a folder that holds files tpu-plan did not write (never exported to, or with
    /// files of the bundle's names that the earlier export did not write), replacing those of the
    /// bundle's names (`--force`, or the window's "Replace"). Without it such a folder is refused.
    bool replaceOthers = false;
    /// Files the bundle must never write over or remove: the plan being exported. Refused even
    /// with replaceOthers.
    QStringList inputs;
    /// Counts the files written; when it asks to stop before the folders are exchanged, the
    /// staged folder is removed and the target stays as it was (the window's Cancel).
    WorkProgress *progress = nullptr;
    /// For tests: an errno that making the new folder beside the target (`stageBeside`), or
    /// swapping it in (`exchange`), fails with instead of being tried, as a parent folder the user
    /// cannot write to (EACCES) or a mount point as the target (EBUSY) makes them fail. 0: tried.
    struct Simulated
    {
        int stageBeside = 0;
        int exchange = 0;
    } simulate;
};

/// Puts a review bundle on disk all or nothing, keeping what the user put in the folder.
///
/// The whole new folder is built beside the target (same parent, so the same file system):
/// every bundle file through FileWrite, then every file already in the target that tpu-plan did
/// not write is hard-linked (copied where links are refused) to the same place. Only then are
/// the two folders exchanged in one step (renameat2 RENAME_EXCHANGE; two renames where the file
/// system does not offer it, undone on failure) and the old one deleted. A failure before the
/// exchange leaves the target exactly as it was.
///
/// Where that is impossible, because the target is a mount point (a USB stick, a Docker or NFS
/// volume: it cannot be renamed) or sits in a folder the user cannot write to (a team share with
/// only their own subfolder writable), the bundle is staged in a hidden folder inside the target
/// and moved into place file by file, each file atomically: the user's files stay where they are,
/// the earlier bundle's files that are no longer produced are removed, and the result says so
/// (BundleWriteResult::fileByFile): each file is whole, but the bundle is not all or nothing.
///
/// How it knows what it wrote: every bundle holds `.tpu-plan-files`, the list of the paths
/// tpu-plan wrote there. A file named in an earlier list and not produced now (the manifest of a
/// pool since removed) goes; everything else not produced now stays (`manifests/extra.yaml`,
/// `notes.txt`). A folder from before that list existed is read by the exporter's own header:
/// `manifests/*.yaml` starting with "Generated by tpu-plan" and `autoprovisioning.yaml` with its
/// header are tpu-plan's. A file of the same path as a bundle file is replaced only when tpu-plan
/// wrote it (or BundleWriteOptions::replaceOthers says so); a folder that is not empty and never
/// held a bundle is refused the same way.
class BundleWriter
{
    Q_DECLARE_TR_FUNCTIONS(BundleWriter)
public:
    /// The list of the files tpu-plan wrote, inside every bundle.
    static QString recordFileName() { return QStringLiteral(".tpu-plan-files"); }

    static BundleWriteResult write(const QList<BundleFile> &files, const QString &directory,
                                   const BundleWriteOptions &options = {});
    /// The same, with only the error kept.
    static bool write(const QList<BundleFile> &files, const QString &directory, QString *error);
};

} // namespace tpuplan
