// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/import/ImportSourceReader.h"

#include <QCoreApplication>
#include <QMap>
#include <QStringList>

namespace tpuplan {

struct ChannelVersions
{
    QString channel;        ///< RAPID, REGULAR, STABLE, EXTENDED
    QString defaultVersion;
    QStringList validVersions;
};

/// What gcloud lists: the zones of each machine type (`gcloud compute machine-types list
/// --format=json`) and the GKE versions per release channel (`gcloud container
/// get-server-config --format=json`).
struct GcloudListing
{
    QMap<QString, QStringList> zonesOfMachineType; ///< sorted zones per machine type
    int otherMachineTypes = 0;                     ///< listed machine types that are not TPU VMs
    bool hasMachineTypes = false;
    bool hasServerConfig = false;
    QString defaultClusterVersion;
    QList<ChannelVersions> channels;
};

/// Reads the files of `tpu-plan catalog refresh` through the same guarded reader as import
/// (size limit, JSON or YAML, gcloud's trailing hints set aside); anything else is refused
/// with file, line and column.
class GcloudListingReader
{
    Q_DECLARE_TR_FUNCTIONS(GcloudListingReader)
public:
    static bool readFile(const QString &path, GcloudListing *into, ImportProblem *problem);
    static bool readBytes(const QByteArray &bytes, const QString &file, GcloudListing *into, ImportProblem *problem);
};

} // namespace tpuplan
