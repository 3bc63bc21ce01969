// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace tpuplan {

/// `tpu-plan import FILE|DIR... [--out PLAN] [--force] [--format json]`: builds the plan with
/// ClusterImporter and writes it to --out (a new file unless --force) or to standard output
/// (the report then goes to standard error). Exit 0 a plan was written, 2 a file was refused,
/// nothing was found, or the plan could not be written.
class ImportCommand
{
    Q_DECLARE_TR_FUNCTIONS(ImportCommand)
public:
    struct Options
    {
        QStringList paths;
        QString out;
        bool force = false;
        bool json = false;
    };
    static int run(const Options &options, const Catalog &catalog, QTextStream &out, QTextStream &err);
};

} // namespace tpuplan
