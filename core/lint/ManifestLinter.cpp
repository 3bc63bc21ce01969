// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lint/ManifestLinter.h"

#include "core/common/FileRead.h"

#include "core/common/YamlDocument.h"
#include "core/lint/TpuWorkload.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace tpuplan {
namespace {

const QString kRule = QStringLiteral("lint-yaml");

Finding yamlProblem(const QString &message, int line = 0, int column = 0)
{
    Finding finding;
    finding.rule = kRule;
    finding.severity = Severity::Error;
    finding.message = message;
    finding.line = line;
    finding.column = column;
    return finding;
}

/// The same finding from a leader and a worker template of one group is said once.
void appendUnique(Findings *into, const Findings &found)
{
    for (const Finding &f : found) {
        const bool seen = std::any_of(into->begin(), into->end(), [&](const Finding &g) {
            return g.rule == f.rule && g.line == f.line && g.column == f.column && g.message == f.message;
        });
        if (!seen)
            into->append(f);
    }
}

} // namespace

bool LintResult::anyUnreadable() const
{
    return std::any_of(files.begin(), files.end(), [](const LintFileResult &f) { return f.unreadable; });
}

bool LintResult::anyErrors() const
{
    return std::any_of(files.begin(), files.end(), [](const LintFileResult &f) { return hasErrors(f.findings); });
}

QStringList ManifestLinter::expandPaths(const QStringList &paths, QStringList *missing)
{
    QStringList files;
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (info.isDir()) {
            QStringList found;
            QDirIterator it(path, {QStringLiteral("*.yaml"), QStringLiteral("*.yml")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString file = it.next();
                const QString relative = QDir(path).relativeFilePath(file);
                // .git, .github and other hidden folders hold no manifests to apply.
                if (!relative.startsWith(QLatin1Char('.')) && !relative.contains(QStringLiteral("/.")))
                    found.append(file);
            }
            std::sort(found.begin(), found.end());
            files += found;
        } else if (info.exists()) {
            files.append(path);
        } else if (missing) {
            missing->append(path);
        }
    }
    return files;
}

LintResult ManifestLinter::lintPaths(const QStringList &paths, const LintContext &context)
{
    LintResult result;
    QStringList missing;
    QStringList files;
    QList<LintFileResult> emptyFolders;
    for (const QString &path : paths) {
        const QStringList found = expandPaths({path}, &missing);
        if (found.isEmpty() && QFileInfo(path).isDir()) {
            // Said, not silent: a folder with nothing to check is not a folder that passed.
            LintFileResult folder;
            folder.file = path;
            Finding note = yamlProblem(tr("no *.yaml or *.yml file in this folder or the folders under it (hidden ones are "
                                          "not searched): nothing was checked"));
            note.severity = Severity::Info;
            folder.findings.append(note);
            emptyFolders.append(folder);
        }
        files += found;
    }
    for (const QString &path : missing) {
        LintFileResult file;
        file.file = path;
        file.unreadable = true;
        file.findings.append(yamlProblem(tr("no such file or folder")));
        result.files.append(file);
    }
    result.files += emptyFolders;
    for (const QString &file : files)
        result.files.append(lintFile(file, context));
    return result;
}

LintFileResult ManifestLinter::lintFile(const QString &file, const LintContext &context)
{
    // Bounded, special files refused (a *.yaml link to a FIFO would wait forever), and a read
    // error is an error: never an empty file with "no TPU workload".
    QString error;
    const std::optional<QByteArray> bytes = FileRead::read(file, FileRead::kYamlMaxBytes, &error);
    if (!bytes) {
        LintFileResult result;
        result.file = file;
        result.unreadable = true;
        result.findings.append(yamlProblem(tr("cannot be read: %1").arg(error)));
        return result;
    }
    return lintBytes(file, *bytes, context);
}

LintFileResult ManifestLinter::lintBytes(const QString &file, const QByteArray &bytes, const LintContext &context)
{
    LintFileResult result;
    result.file = file;
    const YamlDocument stream = YamlDocument::parseStream(bytes, kRule);
    for (Finding problem : stream.problems()) {
        problem.message = tr("not readable as Kubernetes YAML: %1").arg(problem.message);
        result.findings.append(problem);
    }
    if (stream.isSyntaxError() || stream.isExpansionExceeded()) {
        result.unreadable = true;
        return result;
    }
    int index = 0;
    for (const YAML::Node &document : stream.documents()) {
        ++index;
        const ManifestNode object(document, QString());
        if (!object.exists())
            continue; // an empty document, e.g. after a trailing ---
        if (!object.isMap()) {
            result.findings.append(yamlProblem(tr("document %1 is not a Kubernetes object (a mapping with apiVersion "
                                                  "and kind); kubectl refuses it")
                                                   .arg(index),
                                               object.line(), object.column()));
            continue;
        }
        const QList<TpuWorkload> workloads = TpuWorkloadFinder::find(object);
        if (workloads.isEmpty()) {
            const ManifestNode items = object["items"];
            result.skipped += object["kind"].text() == QLatin1String("List") ? int(items.size()) : 1;
            continue;
        }
        result.workloads += int(workloads.size());
        for (const TpuWorkload &workload : workloads)
            appendUnique(&result.findings, ManifestRules::check(workload, context));
    }
    return result;
}

} // namespace tpuplan
