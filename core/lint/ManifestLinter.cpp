// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lint/ManifestLinter.h"

#include "core/common/FileRead.h"

#include "core/common/YamlDocument.h"
#include "core/lint/TpuWorkload.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

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

/// Helm and Jinja markers: `{{ .Values.x }}`, `{% if %}`.
qsizetype templateMarker(const QByteArray &bytes)
{
    const qsizetype braces = bytes.indexOf("{{");
    const qsizetype percent = bytes.indexOf("{%");
    if (braces < 0 || percent < 0)
        return std::max(braces, percent);
    return std::min(braces, percent);
}

/// A mapping key that is itself a mapping or list: what `name: {{ .Release.Name }}` parses to.
/// Kubernetes keys are always strings, so such a document is a template, not a manifest.
bool hasNonScalarKey(const YAML::Node &node, int depth = 0)
{
    if (depth > YamlDocument::kMaxDepth)
        return false;
    if (node.IsSequence()) {
        for (const YAML::Node &child : node) {
            if (hasNonScalarKey(child, depth + 1))
                return true;
        }
    } else if (node.IsMap()) {
        for (const auto &entry : node) {
            if (!entry.first.IsScalar() || hasNonScalarKey(entry.second, depth + 1))
                return true;
        }
    }
    return false;
}

/// The file is a template: its findings give way to one note at the first marker.
void markTemplate(LintFileResult *result, const QByteArray &bytes, qsizetype marker, bool offersExclude)
{
    result->isTemplate = true;
    result->findings.clear();
    const QString text = offersExclude ? ManifestLinter::tr("a Helm or Jinja template, not a manifest: skipped. Lint what it "
                                                            "renders (helm template), or leave it out with --exclude")
                                       : ManifestLinter::tr("a Helm or Jinja template, not a manifest: skipped. Check what it "
                                                            "renders (helm template) instead");
    Finding note = yamlProblem(text, int(bytes.left(marker).count('\n')) + 1, 1);
    note.severity = Severity::Info;
    result->notes.append(note);
}

/// Kubernetes objects have a kind and an apiVersion; anything else (an Ansible play, a values
/// file, a kustomize patch list) is not applied with kubectl and is skipped.
bool isKubernetesObject(const ManifestNode &object)
{
    return object.isMap() && !object["apiVersion"].text().isEmpty() && !object["kind"].text().isEmpty();
}

bool globMatches(const QStringList &globs, const QString &relative)
{
    QStringList candidates{relative};
    for (qsizetype slash = relative.indexOf(QLatin1Char('/')); slash >= 0; slash = relative.indexOf(QLatin1Char('/'), slash + 1))
        candidates.append(relative.left(slash)); // each folder on the way
    candidates.append(relative.section(QLatin1Char('/'), -1));
    for (const QString &glob : globs) {
        const QRegularExpression pattern(QRegularExpression::wildcardToRegularExpression(glob, QRegularExpression::UnanchoredWildcardConversion),
                                         QRegularExpression::NoPatternOption);
        const QRegularExpression anchored(QRegularExpression::anchoredPattern(pattern.pattern()));
        for (const QString &candidate : candidates) {
            if (anchored.match(candidate).hasMatch())
                return true;
        }
    }
    return false;
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

QStringList ManifestLinter::expandPaths(const QStringList &paths, QStringList *missing, const QStringList &excludes,
                                        QStringList *excluded)
{
    QStringList files;
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (info.isDir()) {
            QStringList found;
            // Both sides absolute: QDir::relativeFilePath mixes a relative folder with the
            // current directory otherwise.
            const QDir base(info.absoluteFilePath());
            QDirIterator it(path, {QStringLiteral("*.yaml"), QStringLiteral("*.yml")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString file = it.next();
                const QString relative = base.relativeFilePath(QFileInfo(file).absoluteFilePath());
                // .git, .github and other hidden folders hold no manifests to apply.
                if (relative.startsWith(QLatin1Char('.')) || relative.contains(QStringLiteral("/.")))
                    continue;
                // A plan (a review bundle's plan.tpuplan.yaml) is YAML but no manifest to apply.
                if (relative.endsWith(QLatin1String(".tpuplan.yaml")))
                    continue;
                if (globMatches(excludes, relative)) {
                    if (excluded)
                        excluded->append(file);
                    continue;
                }
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
    if (excluded)
        std::sort(excluded->begin(), excluded->end());
    return files;
}

LintResult ManifestLinter::lintPaths(const QStringList &paths, const LintContext &context, const QStringList &excludes,
                                     WorkProgress *progress)
{
    LintResult result;
    QStringList missing;
    QStringList files;
    QList<LintFileResult> emptyFolders;
    for (const QString &path : paths) {
        const QStringList found = expandPaths({path}, &missing, excludes, &result.excluded);
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
    if (progress)
        progress->total = int(files.size());
    for (const QString &file : files) {
        if (stopRequested(progress))
            return result;
        result.files.append(lintFile(file, context));
        if (progress)
            ++progress->done;
    }
    // A queue's flavor may sit in another file (a cluster's Kueue setup beside the jobs).
    KueueView kueue;
    if (context.kueue)
        kueue.merge(*context.kueue);
    for (const LintFileResult &file : std::as_const(result.files))
        kueue.merge(file.kueue);
    if (!kueue.hasFlavors())
        return result;
    LintContext withFlavors = context;
    withFlavors.kueue = &kueue;
    for (LintFileResult &file : result.files) {
        if (stopRequested(progress))
            return result;
        if (file.waitsForKueue)
            file = lintFile(file.file, withFlavors);
    }
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
    const qsizetype marker = templateMarker(bytes);
    if (stream.isSyntaxError() && marker >= 0) {
        markTemplate(&result, bytes, marker, context.offersExclude);
        return result;
    }
    if (stream.isSyntaxError() || stream.isExpansionExceeded()) {
        result.unreadable = true;
        return result;
    }
    for (const YAML::Node &document : stream.documents()) {
        if (marker >= 0 && hasNonScalarKey(document)) {
            markTemplate(&result, bytes, marker, context.offersExclude);
            return result;
        }
        result.kueue.collect(ManifestNode(document, QString()));
    }
    KueueView kueue = result.kueue;
    if (context.kueue)
        kueue.merge(*context.kueue);
    LintContext local = context;
    local.kueue = &kueue;
    for (const YAML::Node &document : stream.documents()) {
        const ManifestNode object(document, QString());
        if (!object.exists())
            continue; // an empty document, e.g. after a trailing ---
        if (!isKubernetesObject(object)) {
            ++result.notKubernetes;
            continue;
        }
        const QList<TpuWorkload> workloads = TpuWorkloadFinder::find(object);
        if (workloads.isEmpty()) {
            const ManifestNode items = object["items"];
            result.skipped += object["kind"].text() == QLatin1String("List") ? int(items.size()) : 1;
            continue;
        }
        result.workloads += int(workloads.size());
        for (const TpuWorkload &workload : workloads) {
            Findings problems;
            Findings notes;
            for (const Finding &finding : ManifestRules::check(workload, local))
                (finding.severity == Severity::Info ? notes : problems).append(finding);
            appendUnique(&result.findings, problems);
            appendUnique(&result.notes, notes);
            result.waitsForKueue = result.waitsForKueue || workload.queueName().exists();
        }
    }
    return result;
}

} // namespace tpuplan
