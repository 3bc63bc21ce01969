// SPDX-License-Identifier: GPL-3.0-or-later
// Build step: writes the binary snapshot of the built-in catalog (see CatalogSnapshot), so the
// programs load their catalog without parsing YAML. A catalog with errors fails the build here,
// with the file, line and field of each problem.
// Usage: tpuplan-catalog-snapshot CATALOG.yaml OUT.snapshot
#include "catalog/Catalog.h"
#include "catalog/CatalogLoader.h"
#include "catalog/CatalogSnapshot.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() != 3) {
        std::fprintf(stderr, "usage: tpuplan-catalog-snapshot CATALOG.yaml OUT.snapshot\n");
        return 2;
    }
    QFile in(args.at(1));
    if (!in.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "%s: %s\n", qPrintable(args.at(1)), qPrintable(in.errorString()));
        return 1;
    }
    const QByteArray yaml = in.readAll();
    // The origin the built-in catalog has when its YAML is parsed at run time, so both ways agree.
    const tpuplan::CatalogLoadResult loaded = tpuplan::CatalogLoader::loadBytes(yaml, tpuplan::Catalog::builtInPath());
    bool failed = !loaded.catalog;
    for (const tpuplan::Finding &f : loaded.problems) {
        std::fprintf(stderr, "%s\n", qPrintable(tpuplan::CatalogLoader::describe(args.at(1), f)));
        failed = failed || f.isError();
    }
    if (failed)
        return 1;
    QSaveFile out(args.at(2));
    if (!out.open(QIODevice::WriteOnly) || out.write(tpuplan::CatalogSnapshot::write(*loaded.catalog, yaml)) < 0 || !out.commit()) {
        std::fprintf(stderr, "%s: %s\n", qPrintable(args.at(2)), qPrintable(out.errorString()));
        return 1;
    }
    return 0;
}
