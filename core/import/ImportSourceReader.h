// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/import/ClusterObservation.h"

#include <QByteArray>
#include <QCoreApplication>

namespace tpuplan {

/// Why a file was refused: it names the file, line and column.
struct ImportProblem
{
    QString file;
    int line = 0;
    int column = 0;
    QString message;

    QString toString() const;
};

/// Reads one input file of `tpu-plan import` (size-limited, through YamlDocument, so JSON and
/// gcloud's YAML alike) and hands each document to the reader of its shape: a GKE Cluster, a
/// NodePool or a list of them (also the REST envelopes `{"nodePools": […]}` and
/// `{"clusters": […]}`), a kubectl Node list, or `terraform show -json`. Text after a JSON
/// document (gcloud's hints on stderr pasted with `2>&1`) is set aside with a note; anything
/// else is refused.
class ImportSourceReader
{
    Q_DECLARE_TR_FUNCTIONS(ImportSourceReader)
public:
    /// False with `problem` set when the file cannot be read or is not one of the shapes.
    static bool readFile(const QString &path, ClusterObservation *into, ImportProblem *problem);
    /// `file` is the name used in origins and messages.
    static bool readBytes(const QByteArray &bytes, const QString &file, ClusterObservation *into, ImportProblem *problem);
    /// Where the JSON document at the start of `bytes` ends when other text follows it (gcloud's
    /// hints pasted with `2>&1`); -1 when the text is not JSON followed by text.
    static qsizetype jsonDocumentEnd(const QByteArray &bytes);
};

} // namespace tpuplan
