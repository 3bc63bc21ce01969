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

#include <iterator>
#include <span>
#include <type_traits>
#include <vector>

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

/// How an empty text or list appears in JSON.
enum class Empty { Keep, Omit, Null };

/// What a field kind needs to know besides the member it reads into: the key and how the value is
/// checked and written. One plain struct for every kind, so a table is data, not closures.
struct FieldSpec
{
    const char *key = nullptr;
    Presence presence = req;
    Empty empty = Empty::Keep;
    qint64 min = 0;
    qint64 max = 0;
    bool nonNegative = false;    ///< nullableNumber: prices cannot be below zero
    const void *table = nullptr; ///< object kinds: the Table of the nested type
};

QString keyOf(const FieldSpec &spec)
{
    return QString::fromLatin1(spec.key);
}

/// One field: how it is read from its parent map (at `path`) and how it is written to JSON
/// (an undefined value leaves the key out). Plain function pointers, so tables cost no code
/// per entry: the logic of each kind is compiled once per value type, not once per member.
template<typename T>
struct Field
{
    using Read = void (*)(const Field &, Reader &, const YAML::Node &map, const QString &path, T &out);
    using Json = QJsonValue (*)(const Field &, const T &value);

    FieldSpec spec;
    Read read = nullptr;
    Json json = nullptr;
    bool (*present)(const T &) = nullptr; ///< groups: whether the file gave the group (JSON)
};

/// The fields of one catalog type plus the checks that span several of them. Tables are
/// constants: no code runs to build them.
template<typename T>
struct Table
{
    std::span<const Field<T>> fields;
    void (*check)(Reader &, const YAML::Node &map, const QString &path, T &out) = nullptr;

    void read(Reader &r, const YAML::Node &map, const QString &path, T &out) const
    {
        for (const Field<T> &f : fields)
            f.read(f, r, map, YamlFieldReader::join(path, keyOf(f.spec)), out);
        if (check)
            check(r, map, path, out);
    }

    QJsonObject json(const T &value) const
    {
        QJsonObject o;
        for (const Field<T> &f : fields) {
            const QJsonValue v = f.json(f, value);
            if (!v.isUndefined())
                o.insert(QLatin1StringView(f.spec.key), v);
        }
        return o;
    }
};

template<typename C>
const Table<C> &tableOf(const FieldSpec &spec)
{
    return *static_cast<const Table<C> *>(spec.table);
}

/// The class and the value type of a member pointer such as `&SourceRef::title`.
template<typename M>
struct MemberPointer;
template<typename T, typename V>
struct MemberPointer<V T::*>
{
    using Owner = T;
    using Value = V;
};
template<auto Member>
using OwnerOf = typename MemberPointer<decltype(Member)>::Owner;
template<auto Member>
using ValueOf = typename MemberPointer<decltype(Member)>::Value;

template<typename V>
using ReadValue = void (*)(const FieldSpec &, Reader &, const YAML::Node &map, const QString &path, V &out);
template<typename V>
using ValueJson = QJsonValue (*)(const FieldSpec &, const V &value);

/// The glue between a table entry and its kind: hands the kind the one member it reads or writes.
template<auto Member, ReadValue<ValueOf<Member>> ReadKind>
void readMember(const Field<OwnerOf<Member>> &f, Reader &r, const YAML::Node &map, const QString &path, OwnerOf<Member> &out)
{
    ReadKind(f.spec, r, map, path, out.*Member);
}

template<auto Member, ValueJson<ValueOf<Member>> KindJson>
QJsonValue memberJson(const Field<OwnerOf<Member>> &f, const OwnerOf<Member> &value)
{
    return KindJson(f.spec, value.*Member);
}

/// A table entry for `Member` read and written by the kind functions `ReadKind` and `KindJson`.
template<auto Member, ReadValue<ValueOf<Member>> ReadKind, ValueJson<ValueOf<Member>> KindJson>
constexpr Field<OwnerOf<Member>> memberField(const FieldSpec &spec)
{
    return {spec, readMember<Member, ReadKind>, memberJson<Member, KindJson>};
}

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

// ---- field kinds: how each kind of value is read and written -----------------------------

void readText(const FieldSpec &s, Reader &r, const YAML::Node &map, const QString &path, QString &out)
{
    out = r.yaml.string(map, keyOf(s), path, s.presence).value_or(QString());
}

QJsonValue textValueJson(const FieldSpec &s, const QString &value)
{
    return textJson(value, s.empty);
}

void readWhole(const FieldSpec &s, Reader &r, const YAML::Node &map, const QString &path, int &out)
{
    if (const auto v = r.yaml.integer(map, keyOf(s), path, s.presence, s.min, s.max))
        out = int(*v);
}

QJsonValue wholeJson(const FieldSpec &s, const int &value)
{
    return value == 0 && s.empty != Empty::Keep ? emptyAs(s.empty) : QJsonValue(value);
}

void readOptionalWhole(const FieldSpec &s, Reader &r, const YAML::Node &map, const QString &path, std::optional<int> &out)
{
    if (const auto v = r.yaml.integer(map, keyOf(s), path, s.presence, s.min, s.max))
        out = int(*v);
}

QJsonValue optionalWholeJson(const FieldSpec &, const std::optional<int> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Undefined);
}

void readNumber(const FieldSpec &s, Reader &r, const YAML::Node &map, const QString &path, double &out)
{
    if (const auto v = r.yaml.number(map, keyOf(s), path, s.presence))
        out = *v;
}

QJsonValue numberJson(const FieldSpec &s, const double &value)
{
    return value == 0 && s.empty != Empty::Keep ? emptyAs(s.empty) : QJsonValue(value);
}

void readNullableNumber(const FieldSpec &s, Reader &r, const YAML::Node &map, const QString &path, std::optional<double> &out)
{
    const QString k = keyOf(s);
    out = r.yaml.nullableNumber(map, k, path, s.presence).value_or(std::nullopt);
    if (s.nonNegative && out && *out < 0)
        r.yaml.report(Reader::at(map, k), path, QCoreApplication::translate("CatalogLoader", "a price cannot be negative"));
}

QJsonValue nullableNumberJson(const FieldSpec &, const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}

void readFlag(const FieldSpec &s, Reader &r, const YAML::Node &map, const QString &path, bool &out)
{
    if (const auto v = r.yaml.boolean(map, keyOf(s), path, s.presence))
        out = *v;
}

QJsonValue flagJson(const FieldSpec &, const bool &value)
{
    return QJsonValue(value);
}

void readVersion(const FieldSpec &s, Reader &r, const YAML::Node &map, const QString &path, GkeVersion &out)
{
    out = r.version(map, keyOf(s), path, s.presence).value_or(GkeVersion());
}

QJsonValue versionJson(const FieldSpec &, const GkeVersion &value)
{
    return value.isNull() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(value.toString());
}

void readOptionalVersion(const FieldSpec &s, Reader &r, const YAML::Node &map, const QString &path, std::optional<GkeVersion> &out)
{
    out = r.version(map, keyOf(s), path, s.presence);
}

QJsonValue optionalVersionJson(const FieldSpec &, const std::optional<GkeVersion> &value)
{
    return value ? QJsonValue(value->toString()) : QJsonValue(QJsonValue::Undefined);
}

void readVersionList(const FieldSpec &s, Reader &r, const YAML::Node &map, const QString &path, QList<GkeVersion> &out)
{
    const QString k = keyOf(s);
    for (const QString &text : r.yaml.stringList(map, k, path, s.presence).value_or(QStringList())) {
        QString error;
        if (const auto v = GkeVersion::parse(text, &error))
            out.append(*v);
        else
            r.yaml.report(Reader::at(map, k), path, error);
    }
    std::sort(out.begin(), out.end());
}

QJsonValue versionListJson(const FieldSpec &, const QList<GkeVersion> &value)
{
    QJsonArray array;
    for (const GkeVersion &g : value)
        array.append(g.toString());
    return QJsonValue(array);
}

void readTextList(const FieldSpec &s, Reader &r, const YAML::Node &map, const QString &path, QStringList &out)
{
    out = r.yaml.stringList(map, keyOf(s), path, s.presence).value_or(QStringList());
}

QJsonValue textListJson(const FieldSpec &s, const QStringList &value)
{
    return listJson(QJsonArray::fromStringList(value), s.empty);
}

void readZoneList(const FieldSpec &s, Reader &r, const YAML::Node &map, const QString &path, QStringList &out)
{
    readTextList(s, r, map, path, out);
    for (const QString &zone : std::as_const(out)) {
        if (Catalog::regionOfZone(zone).isEmpty())
            r.yaml.report(Reader::at(map, keyOf(s)), path, QCoreApplication::translate("CatalogLoader", "'%1' is not a zone name such as us-east5-a").arg(zone));
    }
}

void readIntList(const FieldSpec &s, Reader &r, const YAML::Node &map, const QString &path, QList<int> &out)
{
    const YAML::Node n = r.yaml.child(map, keyOf(s), path, s.presence);
    if (!n.IsDefined() || !r.yaml.expectSequence(n, path))
        return;
    for (const YAML::Node &c : n) {
        int value = 0;
        if (!c.IsScalar() || !YAML::convert<int>::decode(c, value) || value <= 0)
            r.yaml.report(c, path, QCoreApplication::translate("CatalogLoader", "must list positive whole numbers"));
        else
            out.append(value);
    }
}

QJsonValue intListJson(const FieldSpec &s, const QList<int> &value)
{
    QJsonArray array;
    for (int i : value)
        array.append(i);
    return listJson(array, s.empty);
}

void readTopology(const FieldSpec &s, Reader &r, const YAML::Node &map, const QString &path, Topology &out)
{
    if (const YAML::Node n = r.yaml.child(map, keyOf(s), path, s.presence); n.IsDefined())
        out = r.topology(n, path).value_or(Topology());
}

QJsonValue topologyJson(const FieldSpec &, const Topology &value)
{
    return value.isValid() ? QJsonValue(value.toString()) : QJsonValue(QJsonValue::Undefined);
}

void readTopologyList(const FieldSpec &s, Reader &r, const YAML::Node &map, const QString &path, QList<Topology> &out)
{
    const YAML::Node n = r.yaml.child(map, keyOf(s), path, s.presence);
    if (!n.IsDefined() || !r.yaml.expectSequence(n, path))
        return;
    int index = 0;
    for (const YAML::Node &t : n) {
        if (const auto parsed = r.topology(t, indexed(path, index)))
            out.append(*parsed);
        ++index;
    }
}

QJsonValue topologyListJson(const FieldSpec &s, const QList<Topology> &value)
{
    QJsonArray array;
    for (const Topology &t : value)
        array.append(t.toString());
    return listJson(array, s.empty);
}

void readSource(const FieldSpec &s, Reader &r, const YAML::Node &map, const QString &path, QString &out)
{
    out = r.source(map, keyOf(s), path, s.presence);
}

QJsonValue sourceJson(const FieldSpec &s, const QString &value)
{
    return textJson(value, s.presence == req ? Empty::Keep : Empty::Omit);
}

void readTextListMap(const FieldSpec &s, Reader &r, const YAML::Node &map, const QString &path, QMap<QString, QStringList> &out)
{
    const YAML::Node n = r.yaml.child(map, keyOf(s), path, s.presence);
    if (!n.IsDefined() || !r.yaml.expectMap(n, path))
        return;
    for (const auto &entry : n) {
        const QString name = QString::fromStdString(entry.first.Scalar());
        out.insert(name, r.yaml.stringList(n, name, YamlFieldReader::join(path, name), req).value_or(QStringList()));
    }
}

QJsonValue textListMapJson(const FieldSpec &, const QMap<QString, QStringList> &value)
{
    QJsonObject o;
    for (auto it = value.constBegin(); it != value.constEnd(); ++it)
        o.insert(it.key(), QJsonArray::fromStringList(it.value()));
    return QJsonValue(o);
}

// Nested types: compiled once per nested type, each reading through that type's table.

template<typename C>
void readObject(const FieldSpec &s, Reader &r, const YAML::Node &map, const QString &path, C &out)
{
    const YAML::Node n = r.yaml.child(map, keyOf(s), path, s.presence);
    if (n.IsDefined() && r.yaml.expectMap(n, path))
        tableOf<C>(s).read(r, n, path, out);
}

template<typename C>
QJsonValue objectJson(const FieldSpec &s, const C &value)
{
    return QJsonValue(tableOf<C>(s).json(value));
}

template<typename C>
void readOptionalObject(const FieldSpec &s, Reader &r, const YAML::Node &map, const QString &path, std::optional<C> &out)
{
    const YAML::Node n = r.yaml.child(map, keyOf(s), path, s.presence);
    if (!n.IsDefined() || !r.yaml.expectMap(n, path))
        return;
    C value;
    tableOf<C>(s).read(r, n, path, value);
    out = value;
}

template<typename C>
QJsonValue optionalObjectJson(const FieldSpec &s, const std::optional<C> &value)
{
    return value ? QJsonValue(tableOf<C>(s).json(*value)) : QJsonValue(QJsonValue::Undefined);
}

template<typename C>
void readObjectList(const FieldSpec &s, Reader &r, const YAML::Node &map, const QString &path, QList<C> &out)
{
    const YAML::Node n = r.yaml.child(map, keyOf(s), path, s.presence);
    if (!n.IsDefined() || !r.yaml.expectSequence(n, path))
        return;
    // Read into a vector sized once and moved into the (still empty) list in one go: appending
    // to a QList item by item costs kilobytes of growth code for every entry type.
    std::vector<C> items(n.size());
    std::size_t count = 0;
    int index = 0;
    for (const YAML::Node &item : n) {
        const QString ip = indexed(path, index++);
        if (r.yaml.expectMap(item, ip))
            tableOf<C>(s).read(r, item, ip, items[count++]);
    }
    const auto first = std::make_move_iterator(items.begin());
    out = QList<C>(first, first + qsizetype(count));
}

template<typename C>
QJsonValue objectListJson(const FieldSpec &s, const QList<C> &value)
{
    QJsonArray array;
    for (const C &c : value)
        array.append(tableOf<C>(s).json(c));
    return QJsonValue(array);
}

/// Entries of a keyed map, each told its own name through `Name`.
template<typename C, auto Name>
void readKeyedMap(const FieldSpec &s, Reader &r, const YAML::Node &map, const QString &path, QMap<QString, C> &out)
{
    const YAML::Node n = r.yaml.child(map, keyOf(s), path, s.presence);
    if (!n.IsDefined() || !r.yaml.expectMap(n, path))
        return;
    for (const auto &entry : n) {
        const QString entryName = QString::fromStdString(entry.first.Scalar());
        const QString ep = YamlFieldReader::join(path, entryName);
        if (!r.yaml.expectMap(entry.second, ep))
            continue;
        C value;
        value.*Name = entryName;
        tableOf<C>(s).read(r, entry.second, ep, value);
        out.insert(entryName, value);
    }
}

template<typename C>
QJsonValue keyedMapJson(const FieldSpec &s, const QMap<QString, C> &value)
{
    QJsonObject o;
    for (auto it = value.constBegin(); it != value.constEnd(); ++it)
        o.insert(it.key(), tableOf<C>(s).json(it.value()));
    return QJsonValue(o);
}

template<typename T>
void readGroup(const Field<T> &f, Reader &r, const YAML::Node &map, const QString &path, T &out)
{
    readObject<T>(f.spec, r, map, path, out);
}

template<typename T>
QJsonValue groupJson(const Field<T> &f, const T &value)
{
    return !f.present || f.present(value) ? objectJson<T>(f.spec, value) : QJsonValue(QJsonValue::Undefined);
}

// ---- the table entries: `text<&SourceRef::title>("title", req)` --------------------------

template<auto M>
constexpr Field<OwnerOf<M>> text(const char *key, Presence p, Empty e = Empty::Keep)
{
    return memberField<M, readText, textValueJson>({key, p, e});
}

template<auto M>
constexpr Field<OwnerOf<M>> whole(const char *key, Presence p, qint64 min, qint64 max, Empty zero = Empty::Keep)
{
    return memberField<M, readWhole, wholeJson>({key, p, zero, min, max});
}

template<auto M>
constexpr Field<OwnerOf<M>> optionalWhole(const char *key, qint64 min, qint64 max)
{
    return memberField<M, readOptionalWhole, optionalWholeJson>({key, opt, Empty::Keep, min, max});
}

template<auto M>
constexpr Field<OwnerOf<M>> number(const char *key, Presence p, Empty zero = Empty::Keep)
{
    return memberField<M, readNumber, numberJson>({key, p, zero});
}

/// A number that may be `null` (unknown); prices must not be negative.
template<auto M>
constexpr Field<OwnerOf<M>> nullableNumber(const char *key, Presence p, bool nonNegative = false)
{
    return memberField<M, readNullableNumber, nullableNumberJson>({key, p, Empty::Keep, 0, 0, nonNegative});
}

template<auto M>
constexpr Field<OwnerOf<M>> flag(const char *key, Presence p)
{
    return memberField<M, readFlag, flagJson>({key, p});
}

template<auto M>
constexpr Field<OwnerOf<M>> version(const char *key, Presence p = req)
{
    return memberField<M, readVersion, versionJson>({key, p});
}

template<auto M>
constexpr Field<OwnerOf<M>> optionalVersion(const char *key, Presence p)
{
    return memberField<M, readOptionalVersion, optionalVersionJson>({key, p});
}

/// GKE versions, kept sorted (the rules look for the entry of a minor line).
template<auto M>
constexpr Field<OwnerOf<M>> versionList(const char *key, Presence p)
{
    return memberField<M, readVersionList, versionListJson>({key, p});
}

template<auto M>
constexpr Field<OwnerOf<M>> textList(const char *key, Presence p, Empty e = Empty::Keep)
{
    return memberField<M, readTextList, textListJson>({key, p, e});
}

/// Zone names; each must name its region (`us-east5-a`, `us-central1-ai1a`).
template<auto M>
constexpr Field<OwnerOf<M>> zoneList(const char *key, Presence p, Empty e = Empty::Keep)
{
    return memberField<M, readZoneList, textListJson>({key, p, e});
}

template<auto M>
constexpr Field<OwnerOf<M>> intList(const char *key, Presence p, Empty e = Empty::Keep)
{
    return memberField<M, readIntList, intListJson>({key, p, e});
}

template<auto M>
constexpr Field<OwnerOf<M>> topology(const char *key, Presence p)
{
    return memberField<M, readTopology, topologyJson>({key, p});
}

template<auto M>
constexpr Field<OwnerOf<M>> topologyList(const char *key, Presence p, Empty e = Empty::Keep)
{
    return memberField<M, readTopologyList, topologyListJson>({key, p, e});
}

/// The key of an entry under `sources`; checked once the whole file is read.
template<auto M>
constexpr Field<OwnerOf<M>> source(const char *key, Presence p = req)
{
    return memberField<M, readSource, sourceJson>({key, p});
}

template<auto M>
constexpr Field<OwnerOf<M>> textListMap(const char *key, Presence p)
{
    return memberField<M, readTextListMap, textListMapJson>({key, p});
}

template<auto M, typename C = ValueOf<M>>
constexpr Field<OwnerOf<M>> object(const char *key, const Table<C> &table, Presence p = req)
{
    return memberField<M, readObject<C>, objectJson<C>>({key, p, Empty::Keep, 0, 0, false, &table});
}

template<auto M, typename C = typename ValueOf<M>::value_type>
constexpr Field<OwnerOf<M>> optionalObject(const char *key, const Table<C> &table)
{
    return memberField<M, readOptionalObject<C>, optionalObjectJson<C>>({key, opt, Empty::Keep, 0, 0, false, &table});
}

template<auto M, typename C = typename ValueOf<M>::value_type>
constexpr Field<OwnerOf<M>> objectList(const char *key, const Table<C> &table, Presence p = req)
{
    return memberField<M, readObjectList<C>, objectListJson<C>>({key, p, Empty::Keep, 0, 0, false, &table});
}

/// A nested YAML map whose fields live flat in T (`zones: {values, source, notes}`); left out
/// of the JSON when `present` says the file did not give it.
template<typename T>
constexpr Field<T> group(const char *key, const Table<T> &table, Presence p, std::type_identity_t<bool (*)(const T &)> present = nullptr)
{
    return {{key, p, Empty::Keep, 0, 0, false, &table}, readGroup<T>, groupJson<T>, present};
}

/// A map from names to entries (`sources`), each entry told its own name (the member `Name`).
template<auto M, auto Name, typename C = OwnerOf<Name>>
constexpr Field<OwnerOf<M>> keyedMap(const char *key, const Table<C> &table)
{
    return memberField<M, readKeyedMap<C, Name>, keyedMapJson<C>>({key, req, Empty::Keep, 0, 0, false, &table});
}

// ---- the tables --------------------------------------------------------------------------

constexpr Field<SourceRef> sourceFields[] = {
    text<&SourceRef::title>("title", req),
    text<&SourceRef::url>("url", opt, Empty::Omit),
    text<&SourceRef::trust>("trust", req),
    text<&SourceRef::date>("date", opt, Empty::Omit),
};
constexpr Table<SourceRef> sourceTable{sourceFields};

template<typename V>
constexpr Field<Sourced<V>> sourcedValue();

template<>
constexpr Field<Sourced<double>> sourcedValue<double>() { return number<&Sourced<double>::value>("value", req); }
template<>
constexpr Field<Sourced<int>> sourcedValue<int>() { return whole<&Sourced<int>::value>("value", req, 0, kBig); }
template<>
constexpr Field<Sourced<std::optional<double>>> sourcedValue<std::optional<double>>()
{
    return nullableNumber<&Sourced<std::optional<double>>::value>("value", req);
}

template<typename V>
constexpr Field<Sourced<V>> sourcedFields[] = {
    sourcedValue<V>(),
    source<&Sourced<V>::source>("source"),
    text<&Sourced<V>::notes>("notes", opt, Empty::Omit),
};
template<typename V>
constexpr Table<Sourced<V>> sourcedTable{sourcedFields<V>};

constexpr Field<GkeMinorSupport> minorSupportFields[] = {
    text<&GkeMinorSupport::minor>("minor", req),
    text<&GkeMinorSupport::endOfStandardSupport>("endOfStandardSupport", req),
    version<&GkeMinorSupport::knownPatch>("knownPatch"),
    source<&GkeMinorSupport::source>("source"),
};
constexpr Table<GkeMinorSupport> minorSupportTable{minorSupportFields, [](Reader &r, const YAML::Node &map, const QString &path, GkeMinorSupport &entry) {
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

constexpr Field<DiskQuota> diskQuotaFields[] = {
    text<&DiskQuota::type>("type", req),
    text<&DiskQuota::metric>("metric", req),
    source<&DiskQuota::source>("source"),
};
constexpr Table<DiskQuota> diskQuotaTable{diskQuotaFields};

constexpr Field<SystemController> systemControllerFields[] = {
    text<&SystemController::name>("name", req),
    text<&SystemController::cpu>("cpu", req),
    text<&SystemController::memory>("memory", req),
    source<&SystemController::source>("source"),
};
constexpr Table<SystemController> systemControllerTable{systemControllerFields, [](Reader &r, const YAML::Node &map, const QString &path, SystemController &entry) {
    for (const auto &[field, value] : {std::pair{QStringLiteral("cpu"), entry.cpu}, std::pair{QStringLiteral("memory"), entry.memory}}) {
        if (!Quantity::parse(value))
            r.yaml.report(map, YamlFieldReader::join(path, field),
                          QCoreApplication::translate("CatalogLoader", "'%1' is not a Kubernetes quantity such as 500m or 512Mi").arg(value));
    }
}};

constexpr Field<SystemPoolFacts> systemPoolFields[] = {
    text<&SystemPoolFacts::machineType>("machineType", req),
    whole<&SystemPoolFacts::vcpu>("vcpu", req, 1, 4096),
    whole<&SystemPoolFacts::memoryGB>("memoryGB", req, 1, kBig),
    source<&SystemPoolFacts::source>("source"),
    text<&SystemPoolFacts::notes>("notes", opt, Empty::Omit),
};
constexpr Table<SystemPoolFacts> systemPoolTable{systemPoolFields};

constexpr Field<GkeFacts> gkeMultisliceFields[] = {
    version<&GkeFacts::multisliceMinStandard>("standard"),
    version<&GkeFacts::multisliceMinAutopilot>("autopilot"),
    source<&GkeFacts::multisliceSource>("source"),
};
constexpr Table<GkeFacts> gkeMultisliceTable{gkeMultisliceFields};

constexpr Field<GkeFacts> gkeNodeImagesFields[] = {
    text<&GkeFacts::defaultNodeImage>("default", req),
    textList<&GkeFacts::knownNodeImages>("known", req),
    textList<&GkeFacts::unsupportedNodeImages>("unsupportedForTpu", req),
    source<&GkeFacts::nodeImagesSource>("source"),
};
constexpr Table<GkeFacts> gkeNodeImagesTable{gkeNodeImagesFields};

constexpr Field<GkeFacts> gkeLegacyTpuNodeFields[] = {
    text<&GkeFacts::legacyTpuNodeEndOfLife>("endOfLife", req),
    source<&GkeFacts::legacyTpuNodeSource>("source"),
};
constexpr Table<GkeFacts> gkeLegacyTpuNodeTable{gkeLegacyTpuNodeFields};

constexpr Field<GkeFacts> gkeFlexQueuedFields[] = {
    version<&GkeFacts::flexQueuedMinVersion>("minGkeVersion"),
    source<&GkeFacts::flexQueuedForSource>("supportedBy"),
    source<&GkeFacts::flexQueuedAgainstSource>("refusedBy"),
};
constexpr Table<GkeFacts> gkeFlexQueuedTable{gkeFlexQueuedFields};

constexpr Field<GkeFacts> gkeExtendedChannelFields[] = {
    text<&GkeFacts::extendedOldestMinor>("oldestMinor", req),
    text<&GkeFacts::extendedNewestMinor>("newestMinor", req),
    source<&GkeFacts::extendedSource>("source"),
};
constexpr Table<GkeFacts> gkeExtendedChannelTable{gkeExtendedChannelFields};

constexpr Field<GkeFacts> gkeQuotasFields[] = {
    source<&GkeFacts::tpuQuotaSource>("tpu"),
    objectList<&GkeFacts::diskQuotas>("disks", diskQuotaTable),
};
constexpr Table<GkeFacts> gkeQuotasTable{gkeQuotasFields};

constexpr Field<GkeFacts> gkeCalendarModeFields[] = {
    whole<&GkeFacts::calendarMinDays>("minDays", req, 1, 3650),
    whole<&GkeFacts::calendarMaxDays>("maxDays", req, 1, 3650),
    flag<&GkeFacts::calendarPreview>("preview", req),
    source<&GkeFacts::calendarSource>("source"),
    source<&GkeFacts::calendarQuotaSource>("quotaSource"),
    source<&GkeFacts::calendarPriceSource>("priceSource"),
};
constexpr Table<GkeFacts> gkeCalendarModeTable{gkeCalendarModeFields};

constexpr Field<GkeFacts> gkeFields[] = {
    object<&GkeFacts::clusterFeePerHour>("clusterFeePerHour", sourcedTable<double>),
    object<&GkeFacts::freeTierCreditPerMonth>("freeTierCreditPerMonth", sourcedTable<double>),
    object<&GkeFacts::autopilotTpuPremium>("autopilotTpuPremium", sourcedTable<std::optional<double>>),
    group("multisliceMinVersion", gkeMultisliceTable, req),
    group("nodeImages", gkeNodeImagesTable, req),
    textListMap<&GkeFacts::multiRegions>("multiRegions", req),
    group("legacyTpuNode", gkeLegacyTpuNodeTable, req),
    group("flexStartQueuedProvisioning", gkeFlexQueuedTable, req),
    objectList<&GkeFacts::minorSupport>("minorSupport", minorSupportTable),
    group("extendedChannel", gkeExtendedChannelTable, opt, [](const GkeFacts &g) { return !g.extendedOldestMinor.isEmpty(); }),
    group("quotas", gkeQuotasTable, opt, [](const GkeFacts &g) { return !g.tpuQuotaSource.isEmpty(); }),
    group("calendarMode", gkeCalendarModeTable, opt, [](const GkeFacts &g) { return g.calendarMaxDays > 0; }),
    objectList<&GkeFacts::systemControllers>("systemControllers", systemControllerTable),
    object<&GkeFacts::systemPool>("systemPool", systemPoolTable),
};
constexpr Table<GkeFacts> gkeTable{gkeFields};

constexpr Field<Limits> limitsFields[] = {
    object<&Limits::maxPodsPerVm>("maxPodsPerVm", sourcedTable<int>),
    object<&Limits::pendingScaleUpTimeoutHours>("pendingScaleUpTimeoutHours", sourcedTable<int>),
    object<&Limits::bootDiskGiB>("bootDiskGiB", sourcedTable<int>),
    object<&Limits::extendedRunTimeDays>("extendedRunTimeDays", sourcedTable<int>),
    object<&Limits::maxChipsPerVm>("maxChipsPerVm", sourcedTable<int>),
    object<&Limits::defaultHoursPerMonth>("defaultHoursPerMonth", sourcedTable<int>),
};
constexpr Table<Limits> limitsTable{limitsFields};

constexpr Field<FlexStartSupport> flexStartFields[] = {
    zoneList<&FlexStartSupport::zones>("zones", req),
    version<&FlexStartSupport::minGkeVersion>("minGkeVersion"),
    source<&FlexStartSupport::source>("source"),
    text<&FlexStartSupport::notes>("notes", opt, Empty::Omit),
};
constexpr Table<FlexStartSupport> flexStartTable{flexStartFields};

constexpr Field<CalendarModeSupport> calendarModeFields[] = {
    zoneList<&CalendarModeSupport::zones>("zones", req),
    zoneList<&CalendarModeSupport::servingZones>("servingZones", opt, Empty::Omit),
    text<&CalendarModeSupport::gcloudTpuVersion>("gcloudTpuVersion", opt, Empty::Omit),
    source<&CalendarModeSupport::source>("source"),
    text<&CalendarModeSupport::notes>("notes", opt, Empty::Omit),
};
constexpr Table<CalendarModeSupport> calendarModeTable{calendarModeFields};

/// A version's quota names; a name left out is one no source publishes, and notes must say so.
constexpr Field<TpuQuotaNames> quotaNamesFields[] = {
    text<&TpuQuotaNames::onDemand>("onDemand", opt, Empty::Omit),
    text<&TpuQuotaNames::spot>("spot", opt, Empty::Omit),
    source<&TpuQuotaNames::source>("source"),
    text<&TpuQuotaNames::notes>("notes", opt, Empty::Omit),
};
constexpr Table<TpuQuotaNames> quotaNamesTable{quotaNamesFields, [](Reader &r, const YAML::Node &map, const QString &path, TpuQuotaNames &quota) {
    if ((quota.onDemand.isEmpty() || quota.spot.isEmpty()) && quota.notes.isEmpty())
        r.yaml.report(map, path,
                      QCoreApplication::translate("CatalogLoader", "a quota name is missing: say in 'notes' why it is not published"));
}};

constexpr Field<ChipSpec> chipFields[] = {
    number<&ChipSpec::bf16Tflops>("bf16Tflops", req),
    nullableNumber<&ChipSpec::int8Tops>("int8Tops", opt, true),
    nullableNumber<&ChipSpec::fp8Tflops>("fp8Tflops", opt, true),
    number<&ChipSpec::hbmGiB>("hbmGiB", req),
    number<&ChipSpec::hbmGBps>("hbmGBps", req),
    nullableNumber<&ChipSpec::iciGBps>("iciGBps", req),
    optionalWhole<&ChipSpec::iciPorts>("iciPorts", 1, 64),
    whole<&ChipSpec::devicesPerChip>("devicesPerChip", opt, 1, 16),
    source<&ChipSpec::source>("source"),
    text<&ChipSpec::notes>("notes", opt, Empty::Omit),
};
constexpr Table<ChipSpec> chipTable{chipFields};

constexpr Field<ChipSizing> chipSizingFields[] = {
    object<&ChipSizing::usableHbmGiBPerDevice>("usableHbmGiBPerDevice", sourcedTable<std::optional<double>>),
    object<&ChipSizing::dcnGbps>("dcnGbps", sourcedTable<std::optional<double>>),
    object<&ChipSizing::defaultMfu>("defaultMfu", sourcedTable<std::optional<double>>),
};
constexpr Table<ChipSizing> chipSizingTable{chipSizingFields, [](Reader &r, const YAML::Node &map, const QString &path, ChipSizing &sizing) {
    const auto mfu = sizing.defaultMfu.value;
    if (mfu && (*mfu <= 0 || *mfu > 1))
        r.yaml.report(map["defaultMfu"], YamlFieldReader::join(path, QStringLiteral("defaultMfu")),
                      QCoreApplication::translate("CatalogLoader", "an MFU is a share of the peak: above 0, at most 1"));
}};

constexpr Field<SizingFacts> sizingFactsFields[] = {
    object<&SizingFacts::servingEfficiency>("servingEfficiency", sourcedTable<double>),
    object<&SizingFacts::tightAbove>("tightAbove", sourcedTable<double>),
};
constexpr Table<SizingFacts> sizingFactsTable{sizingFactsFields};

constexpr Field<DiskSupport> diskFields[] = {
    textList<&DiskSupport::types>("types", req),
    textList<&DiskSupport::bootTypes>("bootTypes", opt, Empty::Omit),
    whole<&DiskSupport::maxPerVm>("maxPerVm", opt, 1, 1024, Empty::Null),
    source<&DiskSupport::source>("source"),
    text<&DiskSupport::notes>("notes", opt, Empty::Omit),
};
constexpr Table<DiskSupport> diskTable{diskFields};

constexpr Field<CustomTopologyRule> customTopologyFields[] = {
    whole<&CustomTopologyRule::minChips>("minChips", req, 1, kBig),
    whole<&CustomTopologyRule::multipleOf>("multipleOf", req, 1, 64),
    flag<&CustomTopologyRule::nondecreasing>("nondecreasing", req),
    topology<&CustomTopologyRule::largest>("largest", opt),
    optionalWhole<&CustomTopologyRule::maxChips>("maxChips", 1, kBig),
    source<&CustomTopologyRule::source>("source"),
    text<&CustomTopologyRule::notes>("notes", opt, Empty::Omit),
};
constexpr Table<CustomTopologyRule> customTopologyTable{customTopologyFields, [](Reader &r, const YAML::Node &map, const QString &path, CustomTopologyRule &rule) {
    if (!rule.largest.isValid() && !rule.maxChips)
        r.yaml.report(map, path, QCoreApplication::translate("CatalogLoader", "give 'largest', 'maxChips' or both"));
}};

constexpr Field<DynamicSlicing> dynamicSlicingSuperSliceFields[] = {
    version<&DynamicSlicing::superSliceMinVersion>("minGkeVersion"),
    whole<&DynamicSlicing::superSliceMaxChips>("maxChips", req, 1, kBig),
};
constexpr Table<DynamicSlicing> dynamicSlicingSuperSliceTable{dynamicSlicingSuperSliceFields};

constexpr Field<DynamicSlicing> dynamicSlicingSubSliceFields[] = {
    version<&DynamicSlicing::subSliceMinVersion>("minGkeVersion"),
    topologyList<&DynamicSlicing::subSlices>("topologies", req),
};
constexpr Table<DynamicSlicing> dynamicSlicingSubSliceTable{dynamicSlicingSubSliceFields};

constexpr Field<DynamicSlicing> dynamicSlicingKueueFields[] = {
    textList<&DynamicSlicing::kueueLevels>("levels", req),
    text<&DynamicSlicing::admissionController>("admissionController", req),
    text<&DynamicSlicing::healthyBlockLabel>("healthyBlockLabel", req),
    text<&DynamicSlicing::healthyBlockValue>("healthyBlockValue", req),
    source<&DynamicSlicing::kueueSource>("source"),
};
constexpr Table<DynamicSlicing> dynamicSlicingKueueTable{dynamicSlicingKueueFields};

constexpr Field<DynamicSlicing> dynamicSlicingFields[] = {
    topology<&DynamicSlicing::block>("block", req),
    group("superSlice", dynamicSlicingSuperSliceTable, req),
    group("subSlice", dynamicSlicingSubSliceTable, req),
    text<&DynamicSlicing::releaseChannel>("releaseChannel", req),
    text<&DynamicSlicing::nodeImage>("nodeImage", req),
    text<&DynamicSlicing::workloadPolicyMode>("workloadPolicyMode", req),
    group("kueue", dynamicSlicingKueueTable, req),
    source<&DynamicSlicing::source>("source"),
    text<&DynamicSlicing::notes>("notes", opt, Empty::Omit),
};
constexpr Table<DynamicSlicing> dynamicSlicingTable{dynamicSlicingFields, [](Reader &r, const YAML::Node &map, const QString &path, DynamicSlicing &slicing) {
    // A sub-slice lies inside one block: no side longer than the block's.
    for (const Topology &sub : std::as_const(slicing.subSlices)) {
        if (slicing.block.isValid() && !sub.fitsWithin(slicing.block))
            r.yaml.report(map, YamlFieldReader::join(path, QStringLiteral("subSlice.topologies")),
                          QCoreApplication::translate("CatalogLoader", "sub-slice %1 does not fit in the block %2")
                              .arg(sub.toString(), slicing.block.toString()));
    }
}};

constexpr Field<SubSlicing> subSlicingKueueFields[] = {
    textList<&SubSlicing::kueueLevels>("levels", req),
    text<&SubSlicing::sliceLevelLabel>("sliceLevelLabel", req),
    source<&SubSlicing::kueueSource>("source"),
};
constexpr Table<SubSlicing> subSlicingKueueTable{subSlicingKueueFields};

constexpr Field<SubSlicing> subSlicingFields[] = {
    topologyList<&SubSlicing::topologies>("topologies", req),
    text<&SubSlicing::machineType>("machineType", req),
    text<&SubSlicing::minKueueVersion>("minKueueVersion", req),
    group("kueue", subSlicingKueueTable, req),
    source<&SubSlicing::source>("source"),
    text<&SubSlicing::notes>("notes", opt, Empty::Omit),
};
constexpr Table<SubSlicing> subSlicingTable{subSlicingFields, [](Reader &r, const YAML::Node &map, const QString &path, SubSlicing &slicing) {
    // Every sub-slice is a level of the Topology, or Kueue has no domain to hold it in.
    for (const Topology &shape : std::as_const(slicing.topologies)) {
        if (!slicing.sliceLevelLabel.contains(QLatin1String("%1")) || !slicing.kueueLevels.contains(slicing.levelLabel(shape)))
            r.yaml.report(map, YamlFieldReader::join(path, QStringLiteral("kueue.sliceLevelLabel")),
                          QCoreApplication::translate("CatalogLoader", "sub-slice %1 has no level %2 in kueue.levels")
                              .arg(shape.toString(), slicing.levelLabel(shape)));
    }
}};

constexpr Field<SingleHostZoneRule> singleHostZoneRuleFields[] = {
    zoneList<&SingleHostZoneRule::zones>("zones", opt, Empty::Omit),
    text<&SingleHostZoneRule::machineType>("machineType", opt, Empty::Omit),
    whole<&SingleHostZoneRule::minChips>("minChips", opt, 1, kBig),
    text<&SingleHostZoneRule::region>("region", opt, Empty::Omit),
    text<&SingleHostZoneRule::requiredZone>("requiredZone", opt, Empty::Omit),
};
constexpr Table<SingleHostZoneRule> singleHostZoneRuleTable{singleHostZoneRuleFields, [](Reader &r, const YAML::Node &map, const QString &path, SingleHostZoneRule &rule) {
    if (rule.zones.isEmpty() == rule.region.isEmpty())
        r.yaml.report(map, path, QCoreApplication::translate("CatalogLoader", "give either 'zones' or 'region'"));
}};

constexpr Field<MachineType> machineTypeZonesFields[] = {
    zoneList<&MachineType::zones>("values", req),
    source<&MachineType::zonesSource>("source"),
};
constexpr Table<MachineType> machineTypeZonesTable{machineTypeZonesFields};

constexpr Field<MachineType> machineTypeFields[] = {
    text<&MachineType::name>("machineType", req),
    whole<&MachineType::chipsPerVm>("chipsPerVm", req, 1, 64),
    // Unknown host sizes (tpu7x-standard-1t) are left out of the file and shown as null.
    whole<&MachineType::vcpu>("vcpu", opt, 1, 4096, Empty::Null),
    number<&MachineType::memoryGiB>("memoryGiB", opt, Empty::Null),
    whole<&MachineType::numaNodes>("numaNodes", opt, 1, 16, Empty::Null),
    text<&MachineType::preemption>("preemption", opt, Empty::Null),
    version<&MachineType::minGkeVersion>("minGkeVersion"),
    topologyList<&MachineType::topologies>("topologies", req),
    topologyList<&MachineType::twisted>("twisted", opt, Empty::Omit),
    intList<&MachineType::smtUnsupported>("smtUnsupported", opt, Empty::Omit),
    group("zones", machineTypeZonesTable, opt, [](const MachineType &m) { return !m.zones.isEmpty(); }),
    source<&MachineType::source>("source"),
    text<&MachineType::notes>("notes", opt, Empty::Omit),
};
constexpr Table<MachineType> machineTypeTable{machineTypeFields, [](Reader &r, const YAML::Node &map, const QString &path, MachineType &type) {
    for (const Topology &topo : std::as_const(type.topologies)) {
        if (type.chipsPerVm > 0 && topo.chips() % type.chipsPerVm != 0)
            r.yaml.report(map, YamlFieldReader::join(path, QStringLiteral("topologies")),
                          QCoreApplication::translate("CatalogLoader", "topology %1 has %2 chips, not a whole number of %3-chip VMs")
                              .arg(topo.toString()).arg(topo.chips()).arg(type.chipsPerVm));
    }
}};

constexpr Field<AutopilotTopology> autopilotTopologyFields[] = {
    topology<&AutopilotTopology::topology>("topology", req),
    intList<&AutopilotTopology::chipsPerPod>("chipsPerPod", req),
};
constexpr Table<AutopilotTopology> autopilotTopologyTable{autopilotTopologyFields, [](Reader &r, const YAML::Node &map, const QString &path, AutopilotTopology &entry) {
    const QString cp = YamlFieldReader::join(path, QStringLiteral("chipsPerPod"));
    if (entry.chipsPerPod.isEmpty() && map["chipsPerPod"])
        r.yaml.report(map["chipsPerPod"], cp, QCoreApplication::translate("CatalogLoader", "must list at least one chip count"));
    for (int value : std::as_const(entry.chipsPerPod)) {
        if (entry.topology.isValid() && entry.topology.chips() % value != 0)
            r.yaml.report(map["chipsPerPod"], cp, QCoreApplication::translate("CatalogLoader", "%1 chips per pod do not divide topology %2")
                                                      .arg(value).arg(entry.topology.toString()));
    }
}};

constexpr Field<Accelerator> acceleratorZonesFields[] = {
    zoneList<&Accelerator::zones>("values", req),
    source<&Accelerator::zonesSource>("source"),
};
constexpr Table<Accelerator> acceleratorZonesTable{acceleratorZonesFields};

constexpr Field<Accelerator> acceleratorFields[] = {
    text<&Accelerator::name>("accelerator", req),
    // Ranges as the guide prints them; unknown for the legacy tpu-v5-lite-device.
    text<&Accelerator::vcpu>("vcpu", opt, Empty::Null),
    text<&Accelerator::memoryGiB>("memoryGiB", opt, Empty::Null),
    text<&Accelerator::numaNodes>("numaNodes", opt, Empty::Null),
    whole<&Accelerator::maxChips>("maxChips", req, 1, kBig),
    version<&Accelerator::minGkeVersion>("minGkeVersion"),
    objectList<&Accelerator::topologies>("topologies", autopilotTopologyTable),
    group("zones", acceleratorZonesTable, opt, [](const Accelerator &a) { return !a.zones.isEmpty(); }),
    source<&Accelerator::source>("source"),
    text<&Accelerator::notes>("notes", opt, Empty::Omit),
};
constexpr Table<Accelerator> acceleratorTable{acceleratorFields};

constexpr Field<RegionPrice> priceFields[] = {
    text<&RegionPrice::region>("region", req),
    text<&RegionPrice::machineType>("machineType", opt, Empty::Omit),
    nullableNumber<&RegionPrice::onDemand>("onDemand", req, true),
    nullableNumber<&RegionPrice::spot>("spot", req, true),
    nullableNumber<&RegionPrice::commit1y>("commit1y", req, true),
    nullableNumber<&RegionPrice::commit3y>("commit3y", req, true),
    textList<&RegionPrice::derived>("derived", opt),
    source<&RegionPrice::source>("source", opt),      // default: the version's price source
    source<&RegionPrice::spotSource>("spotSource", opt), // default: the price's source
    text<&RegionPrice::notes>("notes", opt, Empty::Omit),
};
constexpr Table<RegionPrice> priceTable{priceFields};

constexpr Field<TpuVersion> tpuAutoscalingFields[] = {
    versionList<&TpuVersion::autoscalingMinVersions>("values", req),
    source<&TpuVersion::autoscalingSource>("source"),
};
constexpr Table<TpuVersion> tpuAutoscalingTable{tpuAutoscalingFields};

constexpr Field<TpuVersion> tpuAutoprovisioningFields[] = {
    optionalVersion<&TpuVersion::autoprovisioningMinVersion>("value", req),
    source<&TpuVersion::autoprovisioningSource>("source"),
};
constexpr Table<TpuVersion> tpuAutoprovisioningTable{tpuAutoprovisioningFields};

constexpr Field<TpuVersion> tpuWorkloadPolicyFields[] = {
    text<&TpuVersion::workloadPolicyType>("type", req),
    source<&TpuVersion::workloadPolicySource>("source"),
};
constexpr Table<TpuVersion> tpuWorkloadPolicyTable{tpuWorkloadPolicyFields};

constexpr Field<TpuVersion> tpuFrameworksFields[] = {
    textList<&TpuVersion::unsupportedFrameworks>("values", req),
    source<&TpuVersion::unsupportedFrameworksSource>("source"),
};
constexpr Table<TpuVersion> tpuFrameworksTable{tpuFrameworksFields};

constexpr Field<TpuVersion> tpuNumaContainersFields[] = {
    flag<&TpuVersion::containerPerNumaNode>("recommended", req),
    source<&TpuVersion::containerPerNumaNodeSource>("source"),
};
constexpr Table<TpuVersion> tpuNumaContainersTable{tpuNumaContainersFields};

constexpr Field<TpuVersion> tpuZonesFields[] = {
    zoneList<&TpuVersion::zones>("values", req),
    source<&TpuVersion::zonesSource>("source"),
    text<&TpuVersion::zonesNotes>("notes", opt, Empty::Omit),
};
constexpr Table<TpuVersion> tpuZonesTable{tpuZonesFields};

constexpr Field<TpuVersion> tpuSingleHostFields[] = {
    source<&TpuVersion::singleHostZoneSource>("source"),
    objectList<&TpuVersion::singleHostZoneRules>("rules", singleHostZoneRuleTable),
};
constexpr Table<TpuVersion> tpuSingleHostTable{tpuSingleHostFields};

constexpr Field<TpuVersion> tpuPricesFields[] = {
    source<&TpuVersion::pricesSource>("source"),
    text<&TpuVersion::priceUnit>("unit", req),
    objectList<&TpuVersion::prices>("regions", priceTable),
    text<&TpuVersion::pricesNotes>("notes", opt, Empty::Omit),
};
constexpr Table<TpuVersion> tpuPricesTable{tpuPricesFields, [](Reader &r, const YAML::Node &map, const QString &path, TpuVersion &tpu) {
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

constexpr Field<TpuVersion> tpuFields[] = {
    text<&TpuVersion::id>("id", req),
    text<&TpuVersion::name>("name", req),
    // Read before any topology: it fixes how many dimensions they have.
    {{"dims"},
     [](const Field<TpuVersion> &, Reader &r, const YAML::Node &map, const QString &path, TpuVersion &tpu) {
         tpu.dims = int(r.yaml.integer(map, QStringLiteral("dims"), path, req, 2, 3).value_or(2));
         r.dims = tpu.dims;
     },
     [](const Field<TpuVersion> &, const TpuVersion &tpu) { return QJsonValue(tpu.dims); }},
    flag<&TpuVersion::multislice>("multislice", req),
    flag<&TpuVersion::collectionScheduling>("collectionScheduling", req),
    flag<&TpuVersion::legacyTpuNode>("legacyTpuNode", req),
    object<&TpuVersion::flexStart>("flexStart", flexStartTable),
    optionalObject<&TpuVersion::calendarMode>("calendarMode", calendarModeTable),
    optionalObject<&TpuVersion::quota>("quota", quotaNamesTable),
    object<&TpuVersion::chip>("chip", chipTable),
    optionalObject<&TpuVersion::sizing>("sizing", chipSizingTable),
    object<&TpuVersion::disks>("disks", diskTable),
    group("autoscalingMinVersions", tpuAutoscalingTable, opt, [](const TpuVersion &v) { return !v.autoscalingMinVersions.isEmpty(); }),
    group("autoprovisioningMinVersion", tpuAutoprovisioningTable, opt,
          [](const TpuVersion &v) { return v.autoprovisioningMinVersion.has_value(); }),
    group("workloadPolicy", tpuWorkloadPolicyTable, opt, [](const TpuVersion &v) { return !v.workloadPolicyType.isEmpty(); }),
    group("unsupportedFrameworks", tpuFrameworksTable, opt, [](const TpuVersion &v) { return !v.unsupportedFrameworks.isEmpty(); }),
    group("containerPerNumaNode", tpuNumaContainersTable, opt, [](const TpuVersion &v) { return v.containerPerNumaNode; }),
    optionalObject<&TpuVersion::customTopology>("customTopology", customTopologyTable),
    optionalObject<&TpuVersion::dynamicSlicing>("dynamicSlicing", dynamicSlicingTable),
    optionalObject<&TpuVersion::subSlicing>("subSlicing", subSlicingTable),
    group("zones", tpuZonesTable, req),
    group("singleHostZoneRules", tpuSingleHostTable, opt, [](const TpuVersion &v) { return !v.singleHostZoneRules.isEmpty(); }),
    objectList<&TpuVersion::machineTypes>("standard", machineTypeTable),
    objectList<&TpuVersion::accelerators>("autopilot", acceleratorTable),
    group("prices", tpuPricesTable, req),
};
constexpr Table<TpuVersion> tpuTable{tpuFields, [](Reader &r, const YAML::Node &map, const QString &path, TpuVersion &tpu) {
    // A machine type or accelerator offered where its version is not would never validate.
    const auto checkSubset = [&](const QStringList &own, const QString &ownPath) {
        for (const QString &zone : own) {
            if (!tpu.zones.contains(zone))
                r.yaml.report(map, ownPath, QCoreApplication::translate("CatalogLoader", "zone %1 is not among the version's zones").arg(zone));
        }
    };
    for (int i = 0; i < tpu.machineTypes.size(); ++i)
        checkSubset(tpu.machineTypes.at(i).zones, YamlFieldReader::join(indexed(YamlFieldReader::join(path, QStringLiteral("standard")), i), QStringLiteral("zones")));
    for (int i = 0; i < tpu.accelerators.size(); ++i)
        checkSubset(tpu.accelerators.at(i).zones, YamlFieldReader::join(indexed(YamlFieldReader::join(path, QStringLiteral("autopilot")), i), QStringLiteral("zones")));
}};

constexpr Field<ComputeRegionPrice> computeRegionPriceFields[] = {
    text<&ComputeRegionPrice::region>("region", req),
    nullableNumber<&ComputeRegionPrice::onDemand>("onDemand", req, true),
    nullableNumber<&ComputeRegionPrice::spot>("spot", req, true),
    nullableNumber<&ComputeRegionPrice::commit1y>("commit1y", req, true),
    nullableNumber<&ComputeRegionPrice::commit3y>("commit3y", req, true),
};
constexpr Table<ComputeRegionPrice> computeRegionPriceTable{computeRegionPriceFields};

constexpr Field<DiskRegionPrice> diskRegionPriceFields[] = {
    text<&DiskRegionPrice::region>("region", req),
    number<&DiskRegionPrice::perGiBMonth>("perGiBMonth", req),
};
constexpr Table<DiskRegionPrice> diskRegionPriceTable{diskRegionPriceFields};

constexpr Field<ProviderFloor> providerFloorFields[] = {
    text<&ProviderFloor::version>("version", req),
    source<&ProviderFloor::source>("source"),
    text<&ProviderFloor::notes>("notes", opt, Empty::Omit),
};
constexpr Table<ProviderFloor> providerFloorTable{providerFloorFields, [](Reader &r, const YAML::Node &map, const QString &path, ProviderFloor &floor) {
    qsizetype suffix = 0;
    const QVersionNumber parsed = QVersionNumber::fromString(floor.version, &suffix);
    if (!floor.version.isEmpty() && (parsed.isNull() || suffix != floor.version.size()))
        r.yaml.report(map["version"], YamlFieldReader::join(path, QStringLiteral("version")),
                      QCoreApplication::translate("CatalogLoader", "'%1' is not a provider version such as 6.39.0").arg(floor.version));
}};

constexpr Field<TerraformFacts> terraformFloorsFields[] = {
    object<&TerraformFacts::base>("base", providerFloorTable),
    object<&TerraformFacts::flexStart>("flexStart", providerFloorTable),
    object<&TerraformFacts::workloadPolicy>("workloadPolicy", providerFloorTable),
};
constexpr Table<TerraformFacts> terraformFloorsTable{terraformFloorsFields};

constexpr Field<TerraformFacts> terraformFields[] = {
    group("googleProviderFloor", terraformFloorsTable, req),
};
constexpr Table<TerraformFacts> terraformTable{terraformFields};

constexpr Field<DiskPrice> diskPriceFields[] = {
    text<&DiskPrice::type>("type", req),
    objectList<&DiskPrice::regions>("regions", diskRegionPriceTable),
};
constexpr Table<DiskPrice> diskPriceTable{diskPriceFields};

constexpr Field<OtherPrices> otherPricesSystemNodeFields[] = {
    text<&OtherPrices::systemNodeMachineType>("machineType", req),
    text<&OtherPrices::systemNodeBootDisk>("bootDisk", req),
    objectList<&OtherPrices::systemNode>("regions", computeRegionPriceTable),
};
constexpr Table<OtherPrices> otherPricesSystemNodeTable{otherPricesSystemNodeFields};

constexpr Field<OtherPrices> otherPricesFields[] = {
    source<&OtherPrices::source>("source"),
    group("systemNode", otherPricesSystemNodeTable, req),
    objectList<&OtherPrices::disks>("disks", diskPriceTable),
};
constexpr Table<OtherPrices> otherPricesTable{otherPricesFields};

constexpr Field<Catalog> catalogFields[] = {
    {{"catalogVersion"},
     [](const Field<Catalog> &, Reader &r, const YAML::Node &map, const QString &path, Catalog &) {
         const auto version = r.yaml.integer(map, QStringLiteral("catalogVersion"), path, req, 1, 1);
         Q_UNUSED(version);
     },
     [](const Field<Catalog> &, const Catalog &) { return QJsonValue(QJsonValue::Undefined); }},
    text<&Catalog::asOf>("asOf", req),
    text<&Catalog::currency>("currency", req),
    keyedMap<&Catalog::sources, &SourceRef::key>("sources", sourceTable),
    object<&Catalog::gke>("gke", gkeTable),
    object<&Catalog::limits>("limits", limitsTable),
    objectList<&Catalog::tpus>("tpus", tpuTable),
    object<&Catalog::otherPrices>("otherPrices", otherPricesTable, opt),
    object<&Catalog::sizing>("sizing", sizingFactsTable, opt),
    object<&Catalog::terraform>("terraform", terraformTable),
};
constexpr Table<Catalog> catalogTable{catalogFields, [](Reader &r, const YAML::Node &map, const QString &, Catalog &catalog) {
    const YAML::Node tpus = map["tpus"];
    QSet<QString> ids;
    QSet<QString> typeNames;
    for (int i = 0; i < catalog.tpus.size(); ++i) {
        const TpuVersion &tpu = catalog.tpus.at(i);
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

} // namespace

std::optional<Catalog> CatalogSchema::read(const YAML::Node &root, Findings *problems)
{
    Reader reader(problems);
    if (!reader.yaml.expectMap(root, QString()))
        return std::nullopt;
    Catalog catalog;
    catalogTable.read(reader, root, QString(), catalog);
    if (hasErrors(*problems))
        return std::nullopt;
    for (const Reader::SourceUse &use : std::as_const(reader.sourceUses))
        catalog.sourceUses.append({use.path, use.key});
    return catalog;
}

QJsonObject CatalogSchema::json(const Catalog &catalog)
{
    return catalogTable.json(catalog);
}

QJsonObject CatalogSchema::customTopologyJson(const CustomTopologyRule &rule)
{
    return customTopologyTable.json(rule);
}

} // namespace tpuplan
