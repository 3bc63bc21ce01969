// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/CatalogLoader.h"

#include "core/common/FileRead.h"

#include "core/catalog/CatalogOverlay.h"
#include "core/catalog/CatalogSchema.h"
#include "core/common/ControlText.h"
#include "core/common/YamlDocument.h"

#include <QCoreApplication>
#include <QFile>

namespace tpuplan {
namespace {

const QString kLoaderRule = QStringLiteral("catalog-invalid");

} // namespace

CatalogLoadResult CatalogLoader::loadFile(const QString &path)
{
    QString error;
    const std::optional<QByteArray> bytes = FileRead::read(path, FileRead::kYamlMaxBytes, &error);
    if (!bytes) {
        CatalogLoadResult result;
        Finding f;
        f.rule = kLoaderRule;
        f.message = QCoreApplication::translate("CatalogLoader", "cannot read the catalog: %1").arg(error);
        result.problems.append(f);
        return result;
    }
    return loadBytes(*bytes, path);
}

CatalogLoadResult CatalogLoader::loadBytes(const QByteArray &bytes, const QString &origin)
{
    CatalogLoadResult result;
    const YamlDocument doc = YamlDocument::parse(bytes, kLoaderRule);
    result.problems = doc.problems();
    if (doc.isSyntaxError() || doc.isExpansionExceeded())
        return result;
    if (CatalogOverlay::isOverlay(doc.root())) {
        QFile builtInFile(Catalog::builtInPath());
        const QByteArray builtInBytes = builtInFile.open(QIODevice::ReadOnly) ? builtInFile.readAll() : QByteArray();
        YamlDocument builtIn = YamlDocument::parse(builtInBytes, kLoaderRule);
        YAML::Node merged = builtIn.root();
        result.mergedOntoBuiltIn = true;
        CatalogOverlay::merge(merged, doc.root(), &result.conflicts, &result.problems);
        if (hasErrors(result.problems))
            return result;
        result.catalog = CatalogSchema::read(merged, &result.problems);
    } else {
        result.catalog = CatalogSchema::read(doc.root(), &result.problems);
    }
    if (result.catalog)
        result.catalog->origin = origin;
    return result;
}

CatalogChoice CatalogLoader::loadOrBuiltIn(const QString &path)
{
    CatalogChoice choice;
    if (path.isEmpty()) {
        choice.catalog = Catalog::builtIn();
        return choice;
    }
    CatalogLoadResult result = loadFile(path);
    if (result.catalog) {
        choice.catalog = *result.catalog;
        if (result.mergedOntoBuiltIn)
            choice.mergedPath = path;
        choice.mergeConflicts = result.conflicts;
        return choice;
    }
    choice.catalog = Catalog::builtIn();
    choice.refusedPath = path;
    choice.refusedProblems = result.problems;
    return choice;
}

QString CatalogLoader::describe(const QString &file, const Finding &problem)
{
    // Printed on the terminal: control characters from the file are shown escaped.
    QString text = ControlText::escaped(file);
    if (problem.line > 0)
        text += QStringLiteral(":%1:%2").arg(problem.line).arg(problem.column);
    text += QStringLiteral(": ");
    if (!problem.field.isEmpty())
        text += ControlText::escaped(problem.field) + QStringLiteral(": ");
    return text + ControlText::escaped(problem.message);
}

} // namespace tpuplan
