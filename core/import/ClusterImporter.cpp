// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/ClusterImporter.h"

#include "core/import/ImportPlanBuilder.h"
#include "core/import/ImportSourceReader.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>

namespace tpuplan {

QStringList ClusterImporter::expandPaths(const QStringList &paths, QStringList *missing)
{
    QStringList files;
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (info.isDir()) {
            QStringList found;
            QDirIterator it(path, {QStringLiteral("*.json"), QStringLiteral("*.yaml"), QStringLiteral("*.yml")}, QDir::Files);
            while (it.hasNext())
                found.append(it.next());
            std::sort(found.begin(), found.end());
            files += found;
        } else if (info.exists()) {
            files.append(path);
        } else {
            missing->append(path);
        }
    }
    return files;
}

QList<ImportProblem> ClusterImporter::nothingToImport(const QStringList &paths)
{
    // Folders are read one level deep; one that only holds folders is likely their parent, e.g.
    // a folder of clusters, so say which to choose instead of only that nothing was found.
    QList<ImportProblem> problems;
    for (const QString &path : paths) {
        if (QFileInfo(path).isDir() && !QDir(path).entryList(QDir::Dirs | QDir::NoDotAndDotDot).isEmpty())
            problems.append({path, 0, 0, tr("no .json, .yaml or .yml file; subfolders are not read: choose one")});
    }
    if (problems.isEmpty())
        problems.append({paths.join(QStringLiteral(", ")), 0, 0, tr("no .json, .yaml or .yml file to import")});
    return problems;
}

ImportResult ClusterImporter::importPaths(const QStringList &paths, const Catalog &catalog)
{
    QStringList missing;
    const QStringList files = expandPaths(paths, &missing);
    ClusterObservation observation;
    QList<ImportProblem> problems;
    for (const QString &path : missing)
        problems.append({path, 0, 0, tr("no such file or folder")});
    for (const QString &file : files) {
        ImportProblem problem;
        if (!ImportSourceReader::readFile(file, &observation, &problem))
            problems.append(problem);
    }
    if (files.isEmpty() && missing.isEmpty())
        problems += nothingToImport(paths);
    ImportResult result = ImportPlanBuilder(observation, catalog).build();
    result.report.problems = problems;
    return result;
}

} // namespace tpuplan
