// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace tpuplan {

/// `tpu-plan catalog refresh FILE... --out OVERLAY [--force] [--format json]`: compares gcloud's
/// listings with the built-in catalog and writes the overlay (a new file unless --force).
/// Exit 0 written, 1 written with zones the listing lacks (a person should look), 2 a file
/// could not be read or the overlay could not be written.
class RefreshCommand
{
    Q_DECLARE_TR_FUNCTIONS(RefreshCommand)
public:
    struct Options
    {
        QStringList files;
        QString out;
        bool force = false;
        bool json = false;
    };
    static int run(const Options &options, QTextStream &out, QTextStream &err);
};

} // namespace tpuplan
