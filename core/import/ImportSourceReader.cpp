// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/ImportSourceReader.h"

#include "core/common/YamlDocument.h"
#include "core/import/ApiFields.h"
#include "core/import/GkeResourceReader.h"
#include "core/import/KubectlNodesReader.h"
#include "core/import/TerraformStateReader.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>

namespace tpuplan {

using namespace ApiFields;

namespace {

const QString kRule = QStringLiteral("import-invalid");

} // namespace

qsizetype ImportSourceReader::jsonDocumentEnd(const QByteArray &bytes)
{
    // QJsonDocument says where the garbage begins, so no hand-written scan is needed. Other
    // text is read whole as YAML, which reports any error with line and column.
    const QByteArray trimmed = bytes.trimmed();
    if (!trimmed.startsWith('{') && !trimmed.startsWith('['))
        return -1;
    QJsonParseError error;
    QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::GarbageAtEnd)
        return -1;
    const QByteArray head = bytes.left(error.offset);
    // The prefix must be a whole document on its own, or the "garbage" is a broken document.
    QJsonParseError again;
    QJsonDocument::fromJson(head, &again);
    return again.error == QJsonParseError::NoError ? error.offset : -1;
}

namespace {

int lineAt(const QByteArray &bytes, qsizetype offset)
{
    return int(bytes.left(offset).count('\n')) + 1;
}

/// Reads one document into `into`; false when its shape is none of the known ones.
bool readDocument(const YAML::Node &document, const QString &file, ClusterObservation *into)
{
    if (TerraformStateReader::looksLikeState(document)) {
        TerraformStateReader::read(document, file, into);
        return true;
    }
    if (KubectlNodesReader::looksLikeNodes(document)) {
        KubectlNodesReader::read(document, file, into);
        return true;
    }
    if (GkeResourceReader::looksLikeCluster(document)) {
        GkeResourceReader::readCluster(document, file, into);
        return true;
    }
    if (GkeResourceReader::looksLikeNodePool(document)) {
        into->pools.append(GkeResourceReader::readPool(document, file));
        return true;
    }
    // REST envelopes: {"nodePools": [...]} and {"clusters": [...]}.
    for (const char *envelope : {"nodePools", "clusters"}) {
        const YAML::Node list = field(document, envelope);
        if (isMap(document) && document.size() <= 2 && isSequence(list))
            return readDocument(list, file, into);
    }
    if (!isSequence(document))
        return false;
    // A list (node-pools list, clusters list): every element must be a pool or a cluster.
    for (const YAML::Node &item : document) {
        if (!GkeResourceReader::looksLikeNodePool(item) && !GkeResourceReader::looksLikeCluster(item))
            return false;
    }
    for (const YAML::Node &item : document) {
        if (GkeResourceReader::looksLikeCluster(item))
            GkeResourceReader::readCluster(item, file, into);
        else
            into->pools.append(GkeResourceReader::readPool(item, file));
    }
    return true;
}

} // namespace

QString ImportProblem::toString() const
{
    if (line > 0)
        return QStringLiteral("%1:%2:%3: %4").arg(file).arg(line).arg(column).arg(message);
    return QStringLiteral("%1: %2").arg(file, message);
}

bool ImportSourceReader::readFile(const QString &path, ClusterObservation *into, ImportProblem *problem)
{
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly)) {
        *problem = {path, 0, 0, tr("cannot be read: %1").arg(in.errorString())};
        return false;
    }
    // One byte more than YamlDocument accepts, so that a larger file is refused, not cut.
    return readBytes(in.read(YamlDocument::kMaxBytes + 1), path, into, problem);
}

bool ImportSourceReader::readBytes(const QByteArray &bytes, const QString &file, ClusterObservation *into,
                                   ImportProblem *problem)
{
    QByteArray text = bytes;
    const qsizetype end = jsonDocumentEnd(bytes);
    if (end > 0) {
        into->notes.append(tr("%1: the text from line %2 on is not JSON (gcloud's messages pasted with the output?); it was ignored")
                               .arg(file)
                               .arg(lineAt(bytes, end)));
        text = bytes.left(end);
    }
    const YamlDocument doc = YamlDocument::parseStream(text, kRule);
    if (doc.isSyntaxError() || doc.isExpansionExceeded() || !doc.problems().isEmpty()) {
        const Finding f = doc.problems().value(0);
        *problem = {file, f.line, f.column, f.message.isEmpty() ? tr("not JSON or YAML") : f.message};
        return false;
    }
    ClusterObservation read;
    bool any = false;
    for (const YAML::Node &document : doc.documents()) {
        if (!document.IsDefined() || document.IsNull())
            continue;
        if (!readDocument(document, file, &read)) {
            const ImportOrigin at = origin(document, file);
            // A plan among the cluster's files (a review bundle's plan.tpuplan.yaml): say what
            // it is and how it is opened, rather than only what it is not.
            const bool plan = scalar(field(document, "kind")) == QLatin1String("Plan")
                              && scalar(field(document, "apiVersion")).startsWith(QLatin1String("tpu-planner/"));
            *problem = {file, at.line, at.column,
                        plan ? tr("a TPU Planner plan, not what a cluster has: open it as a plan (File > Open, or tpu-plan "
                                  "validate)")
                             : tr("not a gcloud cluster or node pool (describe or list --format=json), kubectl get nodes -o "
                                  "json, or terraform show -json document")};
            return false;
        }
        any = true;
    }
    if (!any) {
        *problem = {file, 0, 0, tr("the file is empty")};
        return false;
    }
    into->clusters += read.clusters;
    into->pools += read.pools;
    into->nodes += read.nodes;
    into->notes += read.notes;
    into->fromTerraform = into->fromTerraform || read.fromTerraform;
    return true;
}

} // namespace tpuplan
