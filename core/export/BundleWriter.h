// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/export/ExportBundle.h"

namespace tpuplan {

/// Puts a review bundle on disk so that a failed export never leaves half a bundle: every file
/// is written (FileWrite) into a temporary folder beside the target first. A new target folder
/// is then created by one rename; in an existing one each file is replaced by a rename and the
/// `manifests/` folder is swapped whole, so manifests of pools that no longer exist do not
/// linger for `kubectl apply -f manifests/`. Other files in the folder are left alone.
class BundleWriter
{
public:
    static bool write(const QList<BundleFile> &files, const QString &directory, QString *error);
};

} // namespace tpuplan
