// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/CatalogSchema.h"

#include "core/common/Quantity.h"

#include "core/common/YamlFieldReader.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <QVersionNumber>

#include <functional>
#include <type_traits>

namespace tpuplan {
namespace {

const QString kSchemaRule = QStringLiteral("catalog-invalid");
constexpr qint64 kBig = 1000000;
using Presence = YamlFieldReader::Presence;
constexpr Presence req = YamlFieldReader::Required;
constexpr Presence opt = YamlFieldReader::Optional;

QString indexed(const QString &path, int index)
{
    return QStringLiteral("%1[%2]").arg(path).arg(index);
}

/// Typed reads for the field tables. Every mismatch becomes a finding with path, line and
/// column; source keys are remembered so undeclared ones can be reported at the end.
class Reader
{
public:
    explicit Reader(Findings *problems) : yaml(kSchemaRule, problems) {}

    struct SourceUse
    {
        QString key;
        QString path;
        SourcePosition position;
    };

    YamlFieldReader yaml;
    int dims = 2; ///< of the TPU version being read: every topology in it has as many
    QList<SourceUse> sourceUses;

    static YAML::Node at(const YAML::Node &map, const QString &key) { return map[key.toStdString()]; }

    std::optional<GkeVersion> version(const YAML::Node &map, const QString &key, const QString &path, Presence p)
    {
        const auto text = yaml.string(map, key, path, p);
        if (!text)
            return std::nullopt;
        QString error;
        const auto parsed = GkeVersion::parse(*text, &error);
        if (!parsed)
            yaml.report(at(map, key), path, error);
        return parsed;
    }

    std::optional<Topology> topology(const YAML::Node &node, const QString &path)
    {
        if (!node.IsScalar()) {
            yaml.report(node, path, QCoreApplication::translate("CatalogLoader", "must be a topology such as 2x4 or 4x4x8"));
            return std::nullopt;
        }
        QString error;
        const auto parsed = Topology::parse(QString::fromStdString(node.Scalar()), &error);
        if (!parsed) {
            yaml.report(node, path, error);
            return std::nullopt;
        }
        if (parsed->dimensionCount() != dims) {
            yaml.report(node, path, QCoreApplication::translate("CatalogLoader", "'%1' has %2 dimensions but this TPU version is %3D")
                                        .arg(parsed->toString())
                                        .arg(parsed->dimensionCount())
                                        .arg(dims));
            return std::nullopt;
        }
        return parsed;
    }

    QString source(const YAML::Node &map, const QString &key, const QString &path, Presence p)
    {
        const QString value = yaml.string(map, key, path, p).value_or(QString());
        if (!value.isEmpty())
            sourceUses.append({value, path, YamlFieldReader::positionOf(at(map, key))});
        return value;
    }
};

/// One field: how it is read from its parent map (at `path`) and how it is written to JSON
/// (an undefined value leaves the key out).
template<typename T>
struct Field
{
    QString key;
    std::function<void(Reader &, const YAML::Node &, const QString &, T &)> read;
    std::function<QJsonValue(const T &)> json;
};

/// The fields of one catalog type plus the checks that span several of them.
template<typename T>
struct Table
{
    QList<Field<T>> fields;
    std::function<void(Reader &, const YAML::Node &, const QString &, T &)> check;

    void read(Reader &r, const YAML::Node &map, const QString &path, T &out) const
    {
        for (const Field<T> &f : fields)
            f.read(r, map, YamlFieldReader::join(path, f.key), out);
        if (check)
            check(r, map, path, out);
    }

    QJsonObject json(const T &value) const
    {
        QJsonObject o;
        for (const Field<T> &f : fields) {
            const QJsonValue v = f.json(value);
            if (!v.isUndefined())
                o.insert(f.key, v);
        }
        return o;
    }
};

/// How an empty text or list appears in JSON.
enum class Empty { Keep, Omit, Null };

QJsonValue emptyAs(Empty e)
{
    return e == Empty::Null ? QJsonValue() : QJsonValue(QJsonValue::Undefined);
}

QJsonValue textJson(const QString &text, Empty e)
{
    return text.isEmpty() && e != Empty::Keep ? emptyAs(e) : QJsonValue(text);
}

QJsonValue listJson(const QJsonArray &array, Empty e)
{
    return array.isEmpty() && e != Empty::Keep ? emptyAs(e) : QJsonValue(array);
}

QJsonValue nullable(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}

// ---- field kinds -------------------------------------------------------------------------

template<typename T>
Field<T> text(const char *key, QString T::*m, Presence p, Empty e = Empty::Keep)
{
    const QString k = QLatin1String(key);
    return {k, [=](Reader &r, const YAML::Node &map, const QString &path, T &out) {
                out.*m = r.yaml.string(map, k, path, p).value_or(QString());
            },
            [=](const T &v) { return textJson(v.*m, e); }};
}

template<typename T>
Field<T> whole(const char *key, int T::*m, Presence p, qint64 min, qint64 max, Empty zero = Empty::Keep)
{
    const QString k = QLatin1String(key);
    return {k, [=](Reader &r, const YAML::Node &map, const QString &path, T &out) {
                if (const auto v = r.yaml.integer(map, k, path, p, min, max))
                    out.*m = int(*v);
            },
            [=](const T &v) { return v.*m == 0 && zero != Empty::Keep ? emptyAs(zero) : QJsonValue(v.*m); }};
}

template<typename T>
Field<T> optionalWhole(const char *key, std::optional<int> T::*m, qint64 min, qint64 max)
{
    const QString k = QLatin1String(key);
    return {k, [=](Reader &r, const YAML::Node &map, const QString &path, T &out) {
                if (const auto v = r.yaml.integer(map, k, path, opt, min, max))
                    out.*m = int(*v);
            },
            [=](const T &v) { return v.*m ? QJsonValue(*(v.*m)) : QJsonValue(QJsonValue::Undefined); }};
}

template<typename T>
Field<T> number(const char *key, double T::*m, Presence p, Empty zero = Empty::Keep)
{
    const QString k = QLatin1String(key);
    return {k, [=](Reader &r, const YAML::Node &map, const QString &path, T &out) {
                if (const auto v = r.yaml.number(map, k, path, p))
                    out.*m = *v;
            },
            [=](const T &v) { return v.*m == 0 && zero != Empty::Keep ? emptyAs(zero) : QJsonValue(v.*m); }};
}

/// A number that may be `null` (unknown); prices must not be negative.
template<typename T>
Field<T> nullableNumber(const char *key, std::optional<double> T::*m, Presence p, bool nonNegative = false)
{
    const QString k = QLatin1String(key);
    return {k, [=](Reader &r, const YAML::Node &map, const QString &path, T &out) {
                out.*m = r.yaml.nullableNumber(map, k, path, p).value_or(std::nullopt);
                if (nonNegative && out.*m && *(out.*m) < 0)
                    r.yaml.report(Reader::at(map, k), path, QCoreApplication::translate("CatalogLoader", "a price cannot be negative"));
            },
            [=](const T &v) { return nullable(v.*m); }};
}

template<typename T>
Field<T> flag(const char *key, bool T::*m, Presence p)
{
    const QString k = QLatin1String(key);
    return {k, [=](Reader &r, const YAML::Node &map, const QString &path, T &out) {
                if (const auto v = r.yaml.boolean(map, k, path, p))
                    out.*m = *v;
            },
            [=](const T &v) { return QJsonValue(v.*m); }};
}

template<typename T>
Field<T> version(const char *key, GkeVersion T::*m, Presence p = req)
{
    const QString k = QLatin1String(key);
    return {k, [=](Reader &r, const YAML::Node &map, const QString &path, T &out) {
                out.*m = r.version(map, k, path, p).value_or(GkeVersion());
            },
            [=](const T &v) { return (v.*m).isNull() ? QJsonValue(QJsonValue::Undefined) : QJsonValue((v.*m).toString()); }};
}

template<typename T>
Field<T> optionalVersion(const char *key, std::optional<GkeVersion> T::*m, Presence p)
{
    const QString k = QLatin1String(key);
    return {k, [=](Reader &r, const YAML::Node &map, const QString &path, T &out) { out.*m = r.version(map, k, path, p); },
            [=](const T &v) { return v.*m ? QJsonValue((v.*m)->toString()) : QJsonValue(QJsonValue::Undefined); }};
}

/// GKE versions, kept sorted (the rules look for the entry of a minor line).
template<typename T>
Field<T> versionList(const char *key, QList<GkeVersion> T::*m, Presence p)
{
    const QString k = QLatin1String(key);
    return {k, [=](Reader &r, const YAML::Node &map, const QString &path, T &out) {
                for (const QString &text : r.yaml.stringList(map, k, path, p).value_or(QStringList())) {
                    QString error;
                    if (const auto v = GkeVersion::parse(text, &error))
                        (out.*m).append(*v);
                    else
                        r.yaml.report(Reader::at(map, k), path, error);
                }
                std::sort((out.*m).begin(), (out.*m).end());
            },
            [=](const T &v) {
                QJsonArray array;
                for (const GkeVersion &g : v.*m)
                    array.append(g.toString());
                return QJsonValue(array);
            }};
}

template<typename T>
Field<T> textList(const char *key, QStringList T::*m, Presence p, Empty e = Empty::Keep)
{
    const QString k = QLatin1String(key);
    return {k, [=](Reader &r, const YAML::Node &map, const QString &path, T &out) {
                out.*m = r.yaml.stringList(map, k, path, p).value_or(QStringList());
            },
            [=](const T &v) { return listJson(QJsonArray::fromStringList(v.*m), e); }};
}

/// Zone names; each must name its region (`us-east5-a`, `us-central1-ai1a`).
template<typename T>
Field<T> zoneList(const char *key, QStringList T::*m, Presence p, Empty e = Empty::Keep)
{
    Field<T> f = textList(key, m, p, e);
    const auto readList = f.read;
    f.read = [=](Reader &r, const YAML::Node &map, const QString &path, T &out) {
        readList(r, map, path, out);
        for (const QString &zone : std::as_const(out.*m)) {
            if (Catalog::regionOfZone(zone).isEmpty())
                r.yaml.report(Reader::at(map, f.key), path, QCoreApplication::translate("CatalogLoader", "'%1' is not a zone name such as us-east5-a").arg(zone));
        }
    };
    return f;
}

template<typename T>
Field<T> intList(const char *key, QList<int> T::*m, Presence p, Empty e = Empty::Keep)
{
    const QString k = QLatin1String(key);
    return {k, [=](Reader &r, const YAML::Node &map, const QString &path, T &out) {
                const YAML::Node n = r.yaml.child(map, k, path, p);
                if (!n.IsDefined() || !r.yaml.expectSequence(n, path))
                    return;
                for (const YAML::Node &c : n) {
                    int value = 0;
                    if (!c.IsScalar() || !YAML::convert<int>::decode(c, value) || value <= 0)
                        r.yaml.report(c, path, QCoreApplication::translate("CatalogLoader", "must list positive whole numbers"));
                    else
                        (out.*m).append(value);
                }
            },
            [=](const T &v) {
                QJsonArray array;
                for (int i : v.*m)
                    array.append(i);
                return listJson(array, e);
            }};
}

template<typename T>
Field<T> topology(const char *key, Topology T::*m, Presence p)
{
    const QString k = QLatin1String(key);
    return {k, [=](Reader &r, const YAML::Node &map, const QString &path, T &out) {
                if (const YAML::Node n = r.yaml.child(map, k, path, p); n.IsDefined())
                    out.*m = r.topology(n, path).value_or(Topology());
            },
            [=](const T &v) { return (v.*m).isValid() ? QJsonValue((v.*m).toString()) : QJsonValue(QJsonValue::Undefined); }};
}

template<typename T>
Field<T> topologyList(const char *key, QList<Topology> T::*m, Presence p, Empty e = Empty::Keep)
{
    const QString k = QLatin1String(key);
    return {k, [=](Reader &r, const YAML::Node &map, const QString &path, T &out) {
                const YAML::Node n = r.yaml.child(map, k, path, p);
                if (!n.IsDefined() || !r.yaml.expectSequence(n, path))
                    return;
                int index = 0;
                for (const YAML::Node &t : n) {
                    if (const auto parsed = r.topology(t, indexed(path, index)))
                        (out.*m).append(*parsed);
                    ++index;
                }
            },
            [=](const T &v) {
                QJsonArray array;
                for (const Topology &t : v.*m)
                    array.append(t.toString());
                return listJson(array, e);
            }};
}

/// The key of an entry under `sources`; checked once the whole file is read.
template<typename T>
Field<T> source(const char *key, QString T::*m, Presence p = req)
{
    const QString k = QLatin1String(key);
    return {k, [=](Reader &r, const YAML::Node &map, const QString &path, T &out) { out.*m = r.source(map, k, path, p); },
            [=](const T &v) { return textJson(v.*m, p == req ? Empty::Keep : Empty::Omit); }};
}

template<typename T, typename C>
Field<T> object(const char *key, C T::*m, const Table<C> &table, Presence p = req)
{
    const QString k = QLatin1String(key);
    const Table<C> *t = &table;
    return {k, [=](Reader &r, const YAML::Node &map, const QString &path, T &out) {
                const YAML::Node n = r.yaml.child(map, k, path, p);
                if (n.IsDefined() && r.yaml.expectMap(n, path))
                    t->read(r, n, path, out.*m);
            },
            [=](const T &v) { return QJsonValue(t->json(v.*m)); }};
}

template<typename T, typename C>
Field<T> optionalObject(const char *key, std::optional<C> T::*m, const Table<C> &table)
{
    const QString k = QLatin1String(key);
    const Table<C> *t = &table;
    return {k, [=](Reader &r, const YAML::Node &map, const QString &path, T &out) {
                const YAML::Node n = r.yaml.child(map, k, path, opt);
                if (!n.IsDefined() || !r.yaml.expectMap(n, path))
                    return;
                C value;
                t->read(r, n, path, value);
                out.*m = value;
            },
            [=](const T &v) { return v.*m ? QJsonValue(t->json(*(v.*m))) : QJsonValue(QJsonValue::Undefined); }};
}

template<typename T, typename C>
Field<T> objectList(const char *key, QList<C> T::*m, const Table<C> &table, Presence p = req)
{
    const QString k = QLatin1String(key);
    const Table<C> *t = &table;
    return {k, [=](Reader &r, const YAML::Node &map, const QString &path, T &out) {
                const YAML::Node n = r.yaml.child(map, k, path, p);
                if (!n.IsDefined() || !r.yaml.expectSequence(n, path))
                    return;
                int index = 0;
                for (const YAML::Node &item : n) {
                    const QString ip = indexed(path, index++);
                    if (!r.yaml.expectMap(item, ip))
                        continue;
                    C value;
                    t->read(r, item, ip, value);
                    (out.*m).append(value);
                }
            },
            [=](const T &v) {
                QJsonArray array;
                for (const C &c : v.*m)
                    array.append(t->json(c));
                return QJsonValue(array);
            }};
}

/// A nested YAML map whose fields live flat in T (`zones: {values, source, notes}`); left out
/// of the JSON when `present` says the file did not give it.
template<typename T>
Field<T> group(const char *key, const Table<T> &table, Presence p, std::type_identity_t<std::function<bool(const T &)>> present = {})
{
    const QString k = QLatin1String(key);
    const Table<T> *t = &table;
    return {k, [=](Reader &r, const YAML::Node &map, const QString &path, T &out) {
                const YAML::Node n = r.yaml.child(map, k, path, p);
                if (n.IsDefined() && r.yaml.expectMap(n, path))
                    t->read(r, n, path, out);
            },
            [=](const T &v) { return !present || present(v) ? QJsonValue(t->json(v)) : QJsonValue(QJsonValue::Undefined); }};
}

/// A map from names to entries (`sources`), each entry told its own name.
template<typename T, typename C>
Field<T> keyedMap(const char *key, QMap<QString, C> T::*m, const Table<C> &table, QString C::*name)
{
    const QString k = QLatin1String(key);
    const Table<C> *t = &table;
    return {k, [=](Reader &r, const YAML::Node &map, const QString &path, T &out) {
                const YAML::Node n = r.yaml.child(map, k, path, req);
                if (!n.IsDefined() || !r.yaml.expectMap(n, path))
                    return;
                for (const auto &entry : n) {
                    const QString entryName = QString::fromStdString(entry.first.Scalar());
                    const QString ep = YamlFieldReader::join(path, entryName);
                    if (!r.yaml.expectMap(entry.second, ep))
                        continue;
                    C value;
                    value.*name = entryName;
                    t->read(r, entry.second, ep, value);
                    (out.*m).insert(entryName, value);
                }
            },
            [=](const T &v) {
                QJsonObject o;
                for (auto it = (v.*m).constBegin(); it != (v.*m).constEnd(); ++it)
                    o.insert(it.key(), t->json(it.value()));
                return QJsonValue(o);
            }};
}

template<typename T>
Field<T> textListMap(const char *key, QMap<QString, QStringList> T::*m, Presence p)
{
    const QString k = QLatin1String(key);
    return {k, [=](Reader &r, const YAML::Node &map, const QString &path, T &out) {
                const YAML::Node n = r.yaml.child(map, k, path, p);
                if (!n.IsDefined() || !r.yaml.expectMap(n, path))
                    return;
                for (const auto &entry : n) {
                    const QString name = QString::fromStdString(entry.first.Scalar());
                    (out.*m).insert(name, r.yaml.stringList(n, name, YamlFieldReader::join(path, name), req).value_or(QStringList()));
                }
            },
            [=](const T &v) {
                QJsonObject o;
                for (auto it = (v.*m).constBegin(); it != (v.*m).constEnd(); ++it)
                    o.insert(it.key(), QJsonArray::fromStringList(it.value()));
                return QJsonValue(o);
            }};
}

// ---- the tables --------------------------------------------------------------------------

const Table<SourceRef> &sourceTable()
{
    static const Table<SourceRef> t{{
        text("title", &SourceRef::title, req),
        text("url", &SourceRef::url, opt, Empty::Omit),
        text("trust", &SourceRef::trust, req),
        text("date", &SourceRef::date, opt, Empty::Omit),
    }, {}};
    return t;
}

template<typename V>
Field<Sourced<V>> sourcedValue();

template<>
Field<Sourced<double>> sourcedValue<double>() { return number("value", &Sourced<double>::value, req); }
template<>
Field<Sourced<int>> sourcedValue<int>() { return whole("value", &Sourced<int>::value, req, 0, kBig); }
template<>
Field<Sourced<std::optional<double>>> sourcedValue<std::optional<double>>()
{
    return nullableNumber("value", &Sourced<std::optional<double>>::value, req);
}

template<typename V>
const Table<Sourced<V>> &sourcedTable()
{
    static const Table<Sourced<V>> t{{
        sourcedValue<V>(),
        source("source", &Sourced<V>::source),
        text("notes", &Sourced<V>::notes, opt, Empty::Omit),
    }, {}};
    return t;
}

const Table<GkeMinorSupport> &minorSupportTable()
{
    static const Table<GkeMinorSupport> t{{
        text("minor", &GkeMinorSupport::minor, req),
        text("endOfStandardSupport", &GkeMinorSupport::endOfStandardSupport, req),
        version("knownPatch", &GkeMinorSupport::knownPatch),
        source("source", &GkeMinorSupport::source),
    }, [](Reader &r, const YAML::Node &map, const QString &path, GkeMinorSupport &entry) {
        static const QRegularExpression minorPattern(QRegularExpression::anchoredPattern(QStringLiteral("[0-9]{1,3}\\.[0-9]{1,3}")));
        if (!minorPattern.match(entry.minor).hasMatch())
            r.yaml.report(map, YamlFieldReader::join(path, QStringLiteral("minor")),
                          QCoreApplication::translate("CatalogLoader", "'%1' is not a GKE minor version such as 1.34").arg(entry.minor));
        if (!entry.knownPatch.isNull()
            && QStringLiteral("%1.%2").arg(entry.knownPatch.major()).arg(entry.knownPatch.minor()) != entry.minor)
            r.yaml.report(map, YamlFieldReader::join(path, QStringLiteral("knownPatch")),
                          QCoreApplication::translate("CatalogLoader", "%1 is not a version of GKE %2").arg(entry.knownPatch.toString(), entry.minor));
        if (!QDate::fromString(entry.endOfStandardSupport, Qt::ISODate).isValid())
            r.yaml.report(map, YamlFieldReader::join(path, QStringLiteral("endOfStandardSupport")),
                          QCoreApplication::translate("CatalogLoader", "'%1' is not a date (YYYY-MM-DD)").arg(entry.endOfStandardSupport));
    }};
    return t;
}

const Table<DiskQuota> &diskQuotaTable()
{
    static const Table<DiskQuota> t{{
        text("type", &DiskQuota::type, req),
        text("metric", &DiskQuota::metric, req),
        source("source", &DiskQuota::source),
    }, {}};
    return t;
}

const Table<SystemController> &systemControllerTable()
{
    static const Table<SystemController> t{{
        text("name", &SystemController::name, req),
        text("cpu", &SystemController::cpu, req),
        text("memory", &SystemController::memory, req),
        source("source", &SystemController::source),
    }, [](Reader &r, const YAML::Node &map, const QString &path, SystemController &entry) {
        for (const auto &[field, value] : {std::pair{QStringLiteral("cpu"), entry.cpu}, std::pair{QStringLiteral("memory"), entry.memory}}) {
            if (!Quantity::parse(value))
                r.yaml.report(map, YamlFieldReader::join(path, field),
                              QCoreApplication::translate("CatalogLoader", "'%1' is not a Kubernetes quantity such as 500m or 512Mi").arg(value));
        }
    }};
    return t;
}

const Table<SystemPoolFacts> &systemPoolTable()
{
    static const Table<SystemPoolFacts> t{{
        text("machineType", &SystemPoolFacts::machineType, req),
        whole("vcpu", &SystemPoolFacts::vcpu, req, 1, 4096),
        whole("memoryGB", &SystemPoolFacts::memoryGB, req, 1, kBig),
        source("source", &SystemPoolFacts::source),
        text("notes", &SystemPoolFacts::notes, opt, Empty::Omit),
    }, {}};
    return t;
}

const Table<GkeFacts> &gkeTable()
{
    static const Table<GkeFacts> multislice{{
        version("standard", &GkeFacts::multisliceMinStandard),
        version("autopilot", &GkeFacts::multisliceMinAutopilot),
        source("source", &GkeFacts::multisliceSource),
    }, {}};
    static const Table<GkeFacts> nodeImages{{
        text("default", &GkeFacts::defaultNodeImage, req),
        textList("known", &GkeFacts::knownNodeImages, req),
        textList("unsupportedForTpu", &GkeFacts::unsupportedNodeImages, req),
        source("source", &GkeFacts::nodeImagesSource),
    }, {}};
    static const Table<GkeFacts> legacyTpuNode{{
        text("endOfLife", &GkeFacts::legacyTpuNodeEndOfLife, req),
        source("source", &GkeFacts::legacyTpuNodeSource),
    }, {}};
    static const Table<GkeFacts> flexQueued{{
        version("minGkeVersion", &GkeFacts::flexQueuedMinVersion),
        source("supportedBy", &GkeFacts::flexQueuedForSource),
        source("refusedBy", &GkeFacts::flexQueuedAgainstSource),
    }, {}};
    static const Table<GkeFacts> extendedChannel{{
        text("oldestMinor", &GkeFacts::extendedOldestMinor, req),
        text("newestMinor", &GkeFacts::extendedNewestMinor, req),
        source("source", &GkeFacts::extendedSource),
    }, {}};
    static const Table<GkeFacts> quotas{{
        source("tpu", &GkeFacts::tpuQuotaSource),
        objectList("disks", &GkeFacts::diskQuotas, diskQuotaTable()),
    }, {}};
    static const Table<GkeFacts> calendarMode{{
        whole("minDays", &GkeFacts::calendarMinDays, req, 1, 3650),
        whole("maxDays", &GkeFacts::calendarMaxDays, req, 1, 3650),
        flag("preview", &GkeFacts::calendarPreview, req),
        source("source", &GkeFacts::calendarSource),
        source("quotaSource", &GkeFacts::calendarQuotaSource),
        source("priceSource", &GkeFacts::calendarPriceSource),
    }, {}};
    static const Table<GkeFacts> t{{
        object("clusterFeePerHour", &GkeFacts::clusterFeePerHour, sourcedTable<double>()),
        object("freeTierCreditPerMonth", &GkeFacts::freeTierCreditPerMonth, sourcedTable<double>()),
        object("autopilotTpuPremium", &GkeFacts::autopilotTpuPremium, sourcedTable<std::optional<double>>()),
        group("multisliceMinVersion", multislice, req),
        group("nodeImages", nodeImages, req),
        textListMap("multiRegions", &GkeFacts::multiRegions, req),
        group("legacyTpuNode", legacyTpuNode, req),
        group("flexStartQueuedProvisioning", flexQueued, req),
        objectList("minorSupport", &GkeFacts::minorSupport, minorSupportTable()),
        group("extendedChannel", extendedChannel, opt, [](const GkeFacts &g) { return !g.extendedOldestMinor.isEmpty(); }),
        group("quotas", quotas, opt, [](const GkeFacts &g) { return !g.tpuQuotaSource.isEmpty(); }),
        group("calendarMode", calendarMode, opt, [](const GkeFacts &g) { return g.calendarMaxDays > 0; }),
        objectList("systemControllers", &GkeFacts::systemControllers, systemControllerTable()),
        object("systemPool", &GkeFacts::systemPool, systemPoolTable()),
    }, {}};
    return t;
}

const Table<Limits> &limitsTable()
{
    static const Table<Limits> t{{
        object("maxPodsPerVm", &Limits::maxPodsPerVm, sourcedTable<int>()),
        object("pendingScaleUpTimeoutHours", &Limits::pendingScaleUpTimeoutHours, sourcedTable<int>()),
        object("bootDiskGiB", &Limits::bootDiskGiB, sourcedTable<int>()),
        object("extendedRunTimeDays", &Limits::extendedRunTimeDays, sourcedTable<int>()),
        object("maxChipsPerVm", &Limits::maxChipsPerVm, sourcedTable<int>()),
        object("defaultHoursPerMonth", &Limits::defaultHoursPerMonth, sourcedTable<int>()),
    }, {}};
    return t;
}

const Table<FlexStartSupport> &flexStartTable()
{
    static const Table<FlexStartSupport> t{{
        zoneList("zones", &FlexStartSupport::zones, req),
        version("minGkeVersion", &FlexStartSupport::minGkeVersion),
        source("source", &FlexStartSupport::source),
        text("notes", &FlexStartSupport::notes, opt, Empty::Omit),
    }, {}};
    return t;
}

const Table<CalendarModeSupport> &calendarModeTable()
{
    static const Table<CalendarModeSupport> t{{
        zoneList("zones", &CalendarModeSupport::zones, req),
        zoneList("servingZones", &CalendarModeSupport::servingZones, opt, Empty::Omit),
        text("gcloudTpuVersion", &CalendarModeSupport::gcloudTpuVersion, opt, Empty::Omit),
        source("source", &CalendarModeSupport::source),
        text("notes", &CalendarModeSupport::notes, opt, Empty::Omit),
    }, {}};
    return t;
}

/// A version's quota names; a name left out is one no source publishes, and notes must say so.
const Table<TpuQuotaNames> &quotaNamesTable()
{
    static const Table<TpuQuotaNames> t{{
        text("onDemand", &TpuQuotaNames::onDemand, opt, Empty::Omit),
        text("spot", &TpuQuotaNames::spot, opt, Empty::Omit),
        source("source", &TpuQuotaNames::source),
        text("notes", &TpuQuotaNames::notes, opt, Empty::Omit),
    }, [](Reader &r, const YAML::Node &map, const QString &path, TpuQuotaNames &quota) {
        if ((quota.onDemand.isEmpty() || quota.spot.isEmpty()) && quota.notes.isEmpty())
            r.yaml.report(map, path,
                          QCoreApplication::translate("CatalogLoader", "a quota name is missing: say in 'notes' why it is not published"));
    }};
    return t;
}

const Table<ChipSpec> &chipTable()
{
    static const Table<ChipSpec> t{{
        number("bf16Tflops", &ChipSpec::bf16Tflops, req),
        nullableNumber("int8Tops", &ChipSpec::int8Tops, opt, true),
        nullableNumber("fp8Tflops", &ChipSpec::fp8Tflops, opt, true),
        number("hbmGiB", &ChipSpec::hbmGiB, req),
        number("hbmGBps", &ChipSpec::hbmGBps, req),
        nullableNumber("iciGBps", &ChipSpec::iciGBps, req),
        optionalWhole("iciPorts", &ChipSpec::iciPorts, 1, 64),
        whole("devicesPerChip", &ChipSpec::devicesPerChip, opt, 1, 16),
        source("source", &ChipSpec::source),
        text("notes", &ChipSpec::notes, opt, Empty::Omit),
    }, {}};
    return t;
}

const Table<ChipSizing> &chipSizingTable()
{
    static const Table<ChipSizing> t{{
        object("usableHbmGiBPerDevice", &ChipSizing::usableHbmGiBPerDevice, sourcedTable<std::optional<double>>()),
        object("dcnGbps", &ChipSizing::dcnGbps, sourcedTable<std::optional<double>>()),
        object("defaultMfu", &ChipSizing::defaultMfu, sourcedTable<std::optional<double>>()),
    }, [](Reader &r, const YAML::Node &map, const QString &path, ChipSizing &sizing) {
        const auto mfu = sizing.defaultMfu.value;
        if (mfu && (*mfu <= 0 || *mfu > 1))
            r.yaml.report(map["defaultMfu"], YamlFieldReader::join(path, QStringLiteral("defaultMfu")),
                          QCoreApplication::translate("CatalogLoader", "an MFU is a share of the peak: above 0, at most 1"));
    }};
    return t;
}

const Table<SizingFacts> &sizingFactsTable()
{
    static const Table<SizingFacts> t{{
        object("servingEfficiency", &SizingFacts::servingEfficiency, sourcedTable<double>()),
        object("tightAbove", &SizingFacts::tightAbove, sourcedTable<double>()),
    }, {}};
    return t;
}

const Table<DiskSupport> &diskTable()
{
    static const Table<DiskSupport> t{{
        textList("types", &DiskSupport::types, req),
        textList("bootTypes", &DiskSupport::bootTypes, opt, Empty::Omit),
        whole("maxPerVm", &DiskSupport::maxPerVm, opt, 1, 1024, Empty::Null),
        source("source", &DiskSupport::source),
        text("notes", &DiskSupport::notes, opt, Empty::Omit),
    }, {}};
    return t;
}

const Table<CustomTopologyRule> &customTopologyTable()
{
    static const Table<CustomTopologyRule> t{{
        whole("minChips", &CustomTopologyRule::minChips, req, 1, kBig),
        whole("multipleOf", &CustomTopologyRule::multipleOf, req, 1, 64),
        flag("nondecreasing", &CustomTopologyRule::nondecreasing, req),
        topology("largest", &CustomTopologyRule::largest, opt),
        optionalWhole("maxChips", &CustomTopologyRule::maxChips, 1, kBig),
        source("source", &CustomTopologyRule::source),
        text("notes", &CustomTopologyRule::notes, opt, Empty::Omit),
    }, [](Reader &r, const YAML::Node &map, const QString &path, CustomTopologyRule &rule) {
        if (!rule.largest.isValid() && !rule.maxChips)
            r.yaml.report(map, path, QCoreApplication::translate("CatalogLoader", "give 'largest', 'maxChips' or both"));
    }};
    return t;
}

const Table<DynamicSlicing> &dynamicSlicingTable()
{
    static const Table<DynamicSlicing> superSlice{{
        version("minGkeVersion", &DynamicSlicing::superSliceMinVersion),
        whole("maxChips", &DynamicSlicing::superSliceMaxChips, req, 1, kBig),
    }, {}};
    static const Table<DynamicSlicing> subSlice{{
        version("minGkeVersion", &DynamicSlicing::subSliceMinVersion),
        topologyList("topologies", &DynamicSlicing::subSlices, req),
    }, {}};
    static const Table<DynamicSlicing> kueue{{
        textList("levels", &DynamicSlicing::kueueLevels, req),
        text("admissionController", &DynamicSlicing::admissionController, req),
        text("healthyBlockLabel", &DynamicSlicing::healthyBlockLabel, req),
        text("healthyBlockValue", &DynamicSlicing::healthyBlockValue, req),
        source("source", &DynamicSlicing::kueueSource),
    }, {}};
    static const Table<DynamicSlicing> t{{
        topology("block", &DynamicSlicing::block, req),
        group("superSlice", superSlice, req),
        group("subSlice", subSlice, req),
        text("releaseChannel", &DynamicSlicing::releaseChannel, req),
        text("nodeImage", &DynamicSlicing::nodeImage, req),
        text("workloadPolicyMode", &DynamicSlicing::workloadPolicyMode, req),
        group("kueue", kueue, req),
        source("source", &DynamicSlicing::source),
        text("notes", &DynamicSlicing::notes, opt, Empty::Omit),
    }, [](Reader &r, const YAML::Node &map, const QString &path, DynamicSlicing &slicing) {
        // A sub-slice lies inside one block: no side longer than the block's.
        for (const Topology &sub : std::as_const(slicing.subSlices)) {
            if (slicing.block.isValid() && !sub.fitsWithin(slicing.block))
                r.yaml.report(map, YamlFieldReader::join(path, QStringLiteral("subSlice.topologies")),
                              QCoreApplication::translate("CatalogLoader", "sub-slice %1 does not fit in the block %2")
                                  .arg(sub.toString(), slicing.block.toString()));
        }
    }};
    return t;
}

const Table<SubSlicing> &subSlicingTable()
{
    static const Table<SubSlicing> kueue{{
        textList("levels", &SubSlicing::kueueLevels, req),
        text("sliceLevelLabel", &SubSlicing::sliceLevelLabel, req),
        source("source", &SubSlicing::kueueSource),
    }, {}};
    static const Table<SubSlicing> t{{
        topologyList("topologies", &SubSlicing::topologies, req),
        text("machineType", &SubSlicing::machineType, req),
        text("minKueueVersion", &SubSlicing::minKueueVersion, req),
        group("kueue", kueue, req),
        source("source", &SubSlicing::source),
        text("notes", &SubSlicing::notes, opt, Empty::Omit),
    }, [](Reader &r, const YAML::Node &map, const QString &path, SubSlicing &slicing) {
        // Every sub-slice is a level of the Topology, or Kueue has no domain to hold it in.
        for (const Topology &shape : std::as_const(slicing.topologies)) {
            if (!slicing.sliceLevelLabel.contains(QLatin1String("%1")) || !slicing.kueueLevels.contains(slicing.levelLabel(shape)))
                r.yaml.report(map, YamlFieldReader::join(path, QStringLiteral("kueue.sliceLevelLabel")),
                              QCoreApplication::translate("CatalogLoader", "sub-slice %1 has no level %2 in kueue.levels")
                                  .arg(shape.toString(), slicing.levelLabel(shape)));
        }
    }};
    return t;
}

const Table<SingleHostZoneRule> &singleHostZoneRuleTable()
{
    static const Table<SingleHostZoneRule> t{{
        zoneList("zones", &SingleHostZoneRule::zones, opt, Empty::Omit),
        text("machineType", &SingleHostZoneRule::machineType, opt, Empty::Omit),
        whole("minChips", &SingleHostZoneRule::minChips, opt, 1, kBig),
        text("region", &SingleHostZoneRule::region, opt, Empty::Omit),
        text("requiredZone", &SingleHostZoneRule::requiredZone, opt, Empty::Omit),
    }, [](Reader &r, const YAML::Node &map, const QString &path, SingleHostZoneRule &rule) {
        if (rule.zones.isEmpty() == rule.region.isEmpty())
            r.yaml.report(map, path, QCoreApplication::translate("CatalogLoader", "give either 'zones' or 'region'"));
    }};
    return t;
}

const Table<MachineType> &machineTypeTable()
{
    static const Table<MachineType> zones{{
        zoneList("values", &MachineType::zones, req),
        source("source", &MachineType::zonesSource),
    }, {}};
    static const Table<MachineType> t{{
        text("machineType", &MachineType::name, req),
        whole("chipsPerVm", &MachineType::chipsPerVm, req, 1, 64),
        // Unknown host sizes (tpu7x-standard-1t) are left out of the file and shown as null.
        whole("vcpu", &MachineType::vcpu, opt, 1, 4096, Empty::Null),
        number("memoryGiB", &MachineType::memoryGiB, opt, Empty::Null),
        whole("numaNodes", &MachineType::numaNodes, opt, 1, 16, Empty::Null),
        text("preemption", &MachineType::preemption, opt, Empty::Null),
        version("minGkeVersion", &MachineType::minGkeVersion),
        topologyList("topologies", &MachineType::topologies, req),
        topologyList("twisted", &MachineType::twisted, opt, Empty::Omit),
        intList("smtUnsupported", &MachineType::smtUnsupported, opt, Empty::Omit),
        group("zones", zones, opt, [](const MachineType &m) { return !m.zones.isEmpty(); }),
        source("source", &MachineType::source),
        text("notes", &MachineType::notes, opt, Empty::Omit),
    }, [](Reader &r, const YAML::Node &map, const QString &path, MachineType &type) {
        for (const Topology &topo : std::as_const(type.topologies)) {
            if (type.chipsPerVm > 0 && topo.chips() % type.chipsPerVm != 0)
                r.yaml.report(map, YamlFieldReader::join(path, QStringLiteral("topologies")),
                              QCoreApplication::translate("CatalogLoader", "topology %1 has %2 chips, not a whole number of %3-chip VMs")
                                  .arg(topo.toString()).arg(topo.chips()).arg(type.chipsPerVm));
        }
    }};
    return t;
}

const Table<AutopilotTopology> &autopilotTopologyTable()
{
    static const Table<AutopilotTopology> t{{
        topology("topology", &AutopilotTopology::topology, req),
        intList("chipsPerPod", &AutopilotTopology::chipsPerPod, req),
    }, [](Reader &r, const YAML::Node &map, const QString &path, AutopilotTopology &entry) {
        const QString cp = YamlFieldReader::join(path, QStringLiteral("chipsPerPod"));
        if (entry.chipsPerPod.isEmpty() && map["chipsPerPod"])
            r.yaml.report(map["chipsPerPod"], cp, QCoreApplication::translate("CatalogLoader", "must list at least one chip count"));
        for (int value : std::as_const(entry.chipsPerPod)) {
            if (entry.topology.isValid() && entry.topology.chips() % value != 0)
                r.yaml.report(map["chipsPerPod"], cp, QCoreApplication::translate("CatalogLoader", "%1 chips per pod do not divide topology %2")
                                                          .arg(value).arg(entry.topology.toString()));
        }
    }};
    return t;
}

const Table<Accelerator> &acceleratorTable()
{
    static const Table<Accelerator> zones{{
        zoneList("values", &Accelerator::zones, req),
        source("source", &Accelerator::zonesSource),
    }, {}};
    static const Table<Accelerator> t{{
        text("accelerator", &Accelerator::name, req),
        // Ranges as the guide prints them; unknown for the legacy tpu-v5-lite-device.
        text("vcpu", &Accelerator::vcpu, opt, Empty::Null),
        text("memoryGiB", &Accelerator::memoryGiB, opt, Empty::Null),
        text("numaNodes", &Accelerator::numaNodes, opt, Empty::Null),
        whole("maxChips", &Accelerator::maxChips, req, 1, kBig),
        version("minGkeVersion", &Accelerator::minGkeVersion),
        objectList("topologies", &Accelerator::topologies, autopilotTopologyTable()),
        group("zones", zones, opt, [](const Accelerator &a) { return !a.zones.isEmpty(); }),
        source("source", &Accelerator::source),
        text("notes", &Accelerator::notes, opt, Empty::Omit),
    }, {}};
    return t;
}

const Table<RegionPrice> &priceTable()
{
    static const Table<RegionPrice> t{{
        text("region", &RegionPrice::region, req),
        text("machineType", &RegionPrice::machineType, opt, Empty::Omit),
        nullableNumber("onDemand", &RegionPrice::onDemand, req, true),
        nullableNumber("spot", &RegionPrice::spot, req, true),
        nullableNumber("commit1y", &RegionPrice::commit1y, req, true),
        nullableNumber("commit3y", &RegionPrice::commit3y, req, true),
        textList("derived", &RegionPrice::derived, opt),
        source("source", &RegionPrice::source, opt),      // default: the version's price source
        source("spotSource", &RegionPrice::spotSource, opt), // default: the price's source
        text("notes", &RegionPrice::notes, opt, Empty::Omit),
    }, {}};
    return t;
}

const Table<TpuVersion> &tpuTable()
{
    static const Table<TpuVersion> autoscaling{{
        versionList("values", &TpuVersion::autoscalingMinVersions, req),
        source("source", &TpuVersion::autoscalingSource),
    }, {}};
    static const Table<TpuVersion> autoprovisioning{{
        optionalVersion("value", &TpuVersion::autoprovisioningMinVersion, req),
        source("source", &TpuVersion::autoprovisioningSource),
    }, {}};
    static const Table<TpuVersion> workloadPolicy{{
        text("type", &TpuVersion::workloadPolicyType, req),
        source("source", &TpuVersion::workloadPolicySource),
    }, {}};
    static const Table<TpuVersion> frameworks{{
        textList("values", &TpuVersion::unsupportedFrameworks, req),
        source("source", &TpuVersion::unsupportedFrameworksSource),
    }, {}};
    static const Table<TpuVersion> numaContainers{{
        flag("recommended", &TpuVersion::containerPerNumaNode, req),
        source("source", &TpuVersion::containerPerNumaNodeSource),
    }, {}};
    static const Table<TpuVersion> zones{{
        zoneList("values", &TpuVersion::zones, req),
        source("source", &TpuVersion::zonesSource),
        text("notes", &TpuVersion::zonesNotes, opt, Empty::Omit),
    }, {}};
    static const Table<TpuVersion> singleHost{{
        source("source", &TpuVersion::singleHostZoneSource),
        objectList("rules", &TpuVersion::singleHostZoneRules, singleHostZoneRuleTable()),
    }, {}};
    static const Table<TpuVersion> prices{{
        source("source", &TpuVersion::pricesSource),
        text("unit", &TpuVersion::priceUnit, req),
        objectList("regions", &TpuVersion::prices, priceTable()),
        text("notes", &TpuVersion::pricesNotes, opt, Empty::Omit),
    }, [](Reader &r, const YAML::Node &map, const QString &path, TpuVersion &tpu) {
        if (!tpu.priceUnit.isEmpty() && tpu.priceUnit != QLatin1String("chip-hour"))
            r.yaml.report(map["unit"], YamlFieldReader::join(path, QStringLiteral("unit")),
                          QCoreApplication::translate("CatalogLoader", "only 'chip-hour' prices are understood"));
        for (RegionPrice &price : tpu.prices) {
            if (price.source.isEmpty())
                price.source = tpu.pricesSource;
            if (price.spotSource.isEmpty())
                price.spotSource = price.source;
        }
    }};
    static const Table<TpuVersion> t{{
        text("id", &TpuVersion::id, req),
        text("name", &TpuVersion::name, req),
        // Read before any topology: it fixes how many dimensions they have.
        {QStringLiteral("dims"),
         [](Reader &r, const YAML::Node &map, const QString &path, TpuVersion &tpu) {
             tpu.dims = int(r.yaml.integer(map, QStringLiteral("dims"), path, req, 2, 3).value_or(2));
             r.dims = tpu.dims;
         },
         [](const TpuVersion &tpu) { return QJsonValue(tpu.dims); }},
        flag("multislice", &TpuVersion::multislice, req),
        flag("collectionScheduling", &TpuVersion::collectionScheduling, req),
        flag("legacyTpuNode", &TpuVersion::legacyTpuNode, req),
        object("flexStart", &TpuVersion::flexStart, flexStartTable()),
        optionalObject("calendarMode", &TpuVersion::calendarMode, calendarModeTable()),
        optionalObject("quota", &TpuVersion::quota, quotaNamesTable()),
        object("chip", &TpuVersion::chip, chipTable()),
        optionalObject("sizing", &TpuVersion::sizing, chipSizingTable()),
        object("disks", &TpuVersion::disks, diskTable()),
        group("autoscalingMinVersions", autoscaling, opt, [](const TpuVersion &v) { return !v.autoscalingMinVersions.isEmpty(); }),
        group("autoprovisioningMinVersion", autoprovisioning, opt,
              [](const TpuVersion &v) { return v.autoprovisioningMinVersion.has_value(); }),
        group("workloadPolicy", workloadPolicy, opt, [](const TpuVersion &v) { return !v.workloadPolicyType.isEmpty(); }),
        group("unsupportedFrameworks", frameworks, opt, [](const TpuVersion &v) { return !v.unsupportedFrameworks.isEmpty(); }),
        group("containerPerNumaNode", numaContainers, opt, [](const TpuVersion &v) { return v.containerPerNumaNode; }),
        optionalObject("customTopology", &TpuVersion::customTopology, customTopologyTable()),
        optionalObject("dynamicSlicing", &TpuVersion::dynamicSlicing, dynamicSlicingTable()),
        optionalObject("subSlicing", &TpuVersion::subSlicing, subSlicingTable()),
        group("zones", zones, req),
        group("singleHostZoneRules", singleHost, opt, [](const TpuVersion &v) { return !v.singleHostZoneRules.isEmpty(); }),
        objectList("standard", &TpuVersion::machineTypes, machineTypeTable()),
        objectList("autopilot", &TpuVersion::accelerators, acceleratorTable()),
        group("prices", prices, req),
    }, [](Reader &r, const YAML::Node &map, const QString &path, TpuVersion &tpu) {
        // A machine type or accelerator offered where its version is not would never validate.
        const auto checkSubset = [&](const QStringList &own, const QString &ownPath) {
            for (const QString &zone : own) {
                if (!tpu.zones.contains(zone))
                    r.yaml.report(map, ownPath, QCoreApplication::translate("CatalogLoader", "zone %1 is not among the version's zones").arg(zone));
            }
        };
        for (int i = 0; i < tpu.machineTypes.size(); ++i)
            checkSubset(tpu.machineTypes[i].zones, YamlFieldReader::join(indexed(YamlFieldReader::join(path, QStringLiteral("standard")), i), QStringLiteral("zones")));
        for (int i = 0; i < tpu.accelerators.size(); ++i)
            checkSubset(tpu.accelerators[i].zones, YamlFieldReader::join(indexed(YamlFieldReader::join(path, QStringLiteral("autopilot")), i), QStringLiteral("zones")));
    }};
    return t;
}

const Table<ComputeRegionPrice> &computeRegionPriceTable()
{
    static const Table<ComputeRegionPrice> t{{
        text("region", &ComputeRegionPrice::region, req),
        nullableNumber("onDemand", &ComputeRegionPrice::onDemand, req, true),
        nullableNumber("spot", &ComputeRegionPrice::spot, req, true),
        nullableNumber("commit1y", &ComputeRegionPrice::commit1y, req, true),
        nullableNumber("commit3y", &ComputeRegionPrice::commit3y, req, true),
    }, {}};
    return t;
}

const Table<DiskRegionPrice> &diskRegionPriceTable()
{
    static const Table<DiskRegionPrice> t{{
        text("region", &DiskRegionPrice::region, req),
        number("perGiBMonth", &DiskRegionPrice::perGiBMonth, req),
    }, {}};
    return t;
}

const Table<ProviderFloor> &providerFloorTable()
{
    static const Table<ProviderFloor> t{{
        text("version", &ProviderFloor::version, req),
        source("source", &ProviderFloor::source),
        text("notes", &ProviderFloor::notes, opt, Empty::Omit),
    }, [](Reader &r, const YAML::Node &map, const QString &path, ProviderFloor &floor) {
        qsizetype suffix = 0;
        const QVersionNumber parsed = QVersionNumber::fromString(floor.version, &suffix);
        if (!floor.version.isEmpty() && (parsed.isNull() || suffix != floor.version.size()))
            r.yaml.report(map["version"], YamlFieldReader::join(path, QStringLiteral("version")),
                          QCoreApplication::translate("CatalogLoader", "'%1' is not a provider version such as 6.39.0").arg(floor.version));
    }};
    return t;
}

const Table<TerraformFacts> &terraformTable()
{
    static const Table<TerraformFacts> floors{{
        object("base", &TerraformFacts::base, providerFloorTable()),
        object("flexStart", &TerraformFacts::flexStart, providerFloorTable()),
        object("workloadPolicy", &TerraformFacts::workloadPolicy, providerFloorTable()),
    }, {}};
    static const Table<TerraformFacts> t{{
        group("googleProviderFloor", floors, req),
    }, {}};
    return t;
}

const Table<DiskPrice> &diskPriceTable()
{
    static const Table<DiskPrice> t{{
        text("type", &DiskPrice::type, req),
        objectList("regions", &DiskPrice::regions, diskRegionPriceTable()),
    }, {}};
    return t;
}

const Table<OtherPrices> &otherPricesTable()
{
    static const Table<OtherPrices> systemNode{{
        text("machineType", &OtherPrices::systemNodeMachineType, req),
        text("bootDisk", &OtherPrices::systemNodeBootDisk, req),
        objectList("regions", &OtherPrices::systemNode, computeRegionPriceTable()),
    }, {}};
    static const Table<OtherPrices> t{{
        source("source", &OtherPrices::source),
        group("systemNode", systemNode, req),
        objectList("disks", &OtherPrices::disks, diskPriceTable()),
    }, {}};
    return t;
}

const Table<Catalog> &catalogTable()
{
    static const Table<Catalog> t{{
        {QStringLiteral("catalogVersion"),
         [](Reader &r, const YAML::Node &map, const QString &path, Catalog &) {
             const auto version = r.yaml.integer(map, QStringLiteral("catalogVersion"), path, req, 1, 1);
             Q_UNUSED(version);
         },
         [](const Catalog &) { return QJsonValue(QJsonValue::Undefined); }},
        text("asOf", &Catalog::asOf, req),
        text("currency", &Catalog::currency, req),
        keyedMap("sources", &Catalog::sources, sourceTable(), &SourceRef::key),
        object("gke", &Catalog::gke, gkeTable()),
        object("limits", &Catalog::limits, limitsTable()),
        objectList("tpus", &Catalog::tpus, tpuTable()),
        object("otherPrices", &Catalog::otherPrices, otherPricesTable(), opt),
        object("sizing", &Catalog::sizing, sizingFactsTable(), opt),
        object("terraform", &Catalog::terraform, terraformTable()),
    }, [](Reader &r, const YAML::Node &map, const QString &, Catalog &catalog) {
        const YAML::Node tpus = map["tpus"];
        QSet<QString> ids;
        QSet<QString> typeNames;
        for (int i = 0; i < catalog.tpus.size(); ++i) {
            const TpuVersion &tpu = catalog.tpus[i];
            const QString ip = indexed(QStringLiteral("tpus"), i);
            const YAML::Node item = tpus[i];
            if (ids.contains(tpu.id))
                r.yaml.report(item["id"], YamlFieldReader::join(ip, QStringLiteral("id")),
                              QCoreApplication::translate("CatalogLoader", "TPU version '%1' is listed twice").arg(tpu.id));
            ids.insert(tpu.id);
            QStringList names;
            for (const MachineType &type : tpu.machineTypes)
                names.append(type.name);
            for (const Accelerator &accelerator : tpu.accelerators)
                names.append(accelerator.name);
            for (const QString &name : std::as_const(names)) {
                if (typeNames.contains(name))
                    r.yaml.report(item, ip, QCoreApplication::translate("CatalogLoader", "machine type or accelerator '%1' is listed twice").arg(name));
                typeNames.insert(name);
            }
        }
        if (tpus.IsDefined() && catalog.tpus.isEmpty())
            r.yaml.report(tpus, QStringLiteral("tpus"), QCoreApplication::translate("CatalogLoader", "lists no TPU version"));
        // The system node price must be that of the machine the exports give the system pool.
        const QString priced = catalog.otherPrices.systemNodeMachineType;
        const QString pool = catalog.gke.systemPool.machineType;
        if (!priced.isEmpty() && !pool.isEmpty() && priced != pool)
            r.yaml.report(map["otherPrices"]["systemNode"]["machineType"], QStringLiteral("otherPrices.systemNode.machineType"),
                          QCoreApplication::translate("CatalogLoader", "prices %1, but the system pool is %2 (gke.systemPool.machineType)")
                              .arg(priced, pool));
        // Every source key must be declared, so each fact can be traced.
        for (const Reader::SourceUse &use : std::as_const(r.sourceUses)) {
            if (!catalog.sources.contains(use.key))
                r.yaml.reportAt(use.position, use.path, QCoreApplication::translate("CatalogLoader", "source '%1' is not declared under 'sources'").arg(use.key));
        }
    }};
    return t;
}

} // namespace

std::optional<Catalog> CatalogSchema::read(const YAML::Node &root, Findings *problems)
{
    Reader reader(problems);
    if (!reader.yaml.expectMap(root, QString()))
        return std::nullopt;
    Catalog catalog;
    catalogTable().read(reader, root, QString(), catalog);
    if (hasErrors(*problems))
        return std::nullopt;
    for (const Reader::SourceUse &use : std::as_const(reader.sourceUses))
        catalog.sourceUses.append({use.path, use.key});
    return catalog;
}

QJsonObject CatalogSchema::json(const Catalog &catalog)
{
    return catalogTable().json(catalog);
}

QJsonObject CatalogSchema::customTopologyJson(const CustomTopologyRule &rule)
{
    return customTopologyTable().json(rule);
}

} // namespace tpuplan
