// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/refresh/GcloudListing.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonObject>

namespace tpuplan {

/// A zone the listing and the catalog disagree on, for a TPU version (and a machine type when
/// the catalog lists that machine type's zones apart from its version's).
struct ZoneChange
{
    QString tpu;
    QString machineType; ///< empty: the version's zone list
    QString zone;
};

struct UnknownMachineType
{
    QString name;
    QStringList zones;
};

/// What `tpu-plan catalog refresh` found and the overlay it writes: zones the listing adds
/// (into the overlay, sourced "gcloud listing, DATE"), zones the catalog has and the listing
/// lacks (a person should look), TPU machine types the catalog does not know (listed, kept out
/// of the overlay: their chips and shapes need a source), and the versions per channel.
struct CatalogRefreshResult
{
    Q_DECLARE_TR_FUNCTIONS(CatalogRefreshResult)
public:
    QString asOf;        ///< ISO date of the listing (today)
    QString overlayFile;
    QStringList inputs;
    QList<ZoneChange> zonesAdded;
    QList<ZoneChange> zonesMissing;
    QList<UnknownMachineType> unknownMachineTypes;
    QList<ChannelVersions> channels;
    QString defaultVersion;
    QStringList unknownMinors; ///< GKE minors offered that the catalog has no support dates for
    QList<ImportProblem> problems;

    bool needsReview() const { return !zonesMissing.isEmpty(); }
    /// The team overlay (the --catalog format, `extends: built-in`).
    QByteArray overlayYaml() const;
    QJsonObject toJson() const;
    QString toText() const;
};

class CatalogRefresh
{
public:
    /// Reads every file; a refused file leaves `problems` non-empty and nothing compared.
    static CatalogRefreshResult refreshFiles(const QStringList &files, const Catalog &builtIn, const QDate &today);
    static CatalogRefreshResult compare(const GcloudListing &listing, const Catalog &builtIn, const QDate &today);
};

} // namespace tpuplan
