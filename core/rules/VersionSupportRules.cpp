// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/VersionSupportRules.h"

#include <QDate>

namespace tpuplan {

namespace {

/// The oldest minor still in standard support on `day`, as "1.35"; empty when none is.
QString oldestSupportedMinor(const GkeFacts &gke, const QDate &day)
{
    QString oldest;
    GkeVersion oldestVersion;
    for (const GkeMinorSupport &entry : gke.minorSupport) {
        const std::optional<GkeVersion> minor = GkeVersion::parse(entry.minor);
        if (!minor || QDate::fromString(entry.endOfStandardSupport, Qt::ISODate) < day)
            continue;
        if (oldest.isEmpty() || *minor < oldestVersion) {
            oldest = entry.minor;
            oldestVersion = *minor;
        }
    }
    return oldest;
}

/// Below the Extended channel's oldest minor no release channel helps: a warning on every
/// channel, whose advice is an upgrade only. True when it reported.
bool belowExtendedSupport(const RuleContext &context, FindingSink &sink, const QString &upgradeTo)
{
    const GkeFacts &gke = context.catalog.gke;
    const std::optional<GkeVersion> oldest = GkeVersion::parse(gke.extendedOldestMinor);
    const GkeVersion &version = *context.clusterVersion;
    if (!oldest || !(GkeVersion(version.major(), version.minor()) < *oldest))
        return false;
    sink.warning(QStringLiteral("gke-version-support"), -1, QStringLiteral("cluster.version"),
                 VersionSupportRules::tr("GKE %1.%2 is out of extended support too: as of the catalog's date %3 the Extended "
                                         "release channel covers %4 to %5 (source: %6), so no channel keeps it supported "
                                         "and GKE can no longer create a cluster on it. Use %7 or newer")
                     .arg(version.major())
                     .arg(version.minor())
                     .arg(context.catalog.asOf, gke.extendedOldestMinor, gke.extendedNewestMinor,
                          context.catalog.sourceTitle(gke.extendedSource),
                          upgradeTo.isEmpty() ? VersionSupportRules::tr("a supported version") : upgradeTo));
    return true;
}

} // namespace

void VersionSupportRules::check(const RuleContext &context, FindingSink &sink)
{
    if (!context.clusterVersion || context.catalog.gke.minorSupport.isEmpty())
        return;
    const GkeFacts &gke = context.catalog.gke;
    const QDate catalogDay = QDate::fromString(context.catalog.asOf, Qt::ISODate);
    if (!catalogDay.isValid())
        return;
    const GkeVersion &version = *context.clusterVersion;
    const GkeMinorSupport *support = gke.supportOf(version.major(), version.minor());
    const QString field = QStringLiteral("cluster.version");
    const QString upgradeTo = oldestSupportedMinor(gke, catalogDay);
    if (belowExtendedSupport(context, sink, upgradeTo))
        return;
    if (!support) {
        // A minor older than every line the catalog lists ended its support before them.
        GkeVersion oldestListed;
        for (const GkeMinorSupport &entry : gke.minorSupport) {
            const std::optional<GkeVersion> minor = GkeVersion::parse(entry.minor);
            if (minor && (oldestListed.isNull() || *minor < oldestListed))
                oldestListed = *minor;
        }
        if (oldestListed.isNull() || !(GkeVersion(version.major(), version.minor()) < oldestListed))
            return;
        sink.warning(QStringLiteral("gke-version-support"), -1, field,
                     tr("GKE %1.%2 is older than every minor version the catalog lists and is long out of "
                        "support; GKE would not create this cluster. Use %3 or newer")
                         .arg(version.major())
                         .arg(version.minor())
                         .arg(upgradeTo.isEmpty() ? tr("a supported version") : upgradeTo));
        return;
    }
    const QDate end = QDate::fromString(support->endOfStandardSupport, Qt::ISODate);
    if (!end.isValid() || end >= catalogDay)
        return;
    if (context.plan.cluster.effectiveReleaseChannel() == QLatin1String("extended")) {
        // The Extended channel keeps a minor patched past its standard support, for a fee: the
        // plan is fine, but someone should know what it costs and when it ends.
        sink.info(QStringLiteral("gke-version-support"), -1, field,
                  tr("GKE %1 left standard support on %2 (as of the catalog's date %3; source: %4); the Extended "
                     "release channel keeps it supported for an extra fee until its extended support ends: plan "
                     "the upgrade to %5")
                      .arg(support->minor, support->endOfStandardSupport, context.catalog.asOf,
                           context.catalog.sourceTitle(support->source),
                           upgradeTo.isEmpty() ? tr("a supported version") : upgradeTo));
        return;
    }
    const QString advice = upgradeTo.isEmpty()
        ? tr("check the GKE release schedule for a supported version")
        : tr("use %1 or newer, or enrol the cluster in the Extended release channel (paid, about ten more months)")
              .arg(upgradeTo);
    sink.warning(QStringLiteral("gke-version-support"), -1, field,
                 tr("GKE %1 left standard support on %2 (as of the catalog's date %3; source: %4): %5")
                     .arg(support->minor, support->endOfStandardSupport, context.catalog.asOf,
                          context.catalog.sourceTitle(support->source), advice));
}

} // namespace tpuplan
