// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/cost/PriceOverrides.h"

#include "core/common/FileRead.h"

#include "core/common/YamlDocument.h"
#include "core/common/YamlFieldReader.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <yaml-cpp/yaml.h>

namespace tpuplan {
namespace {

const QString kRule = QStringLiteral("prices-invalid");

class PricesParser
{
public:
    PricesParser(Findings *problems, const Catalog &catalog) : m_reader(kRule, problems), m_catalog(catalog) {}

    std::optional<PriceOverrides> parse(const YAML::Node &root, const QString &origin)
    {
        PriceOverrides overrides;
        overrides.origin = origin;
        if (!m_reader.expectMap(root, QString()))
            return std::nullopt;
        for (const auto &entry : root) {
            const QString key = QString::fromStdString(entry.first.Scalar());
            if (key == QLatin1String("asOf")) {
                overrides.asOf = m_reader.string(root, key, key).value_or(QString());
            } else if (key == QLatin1String("source")) {
                overrides.source = m_reader.string(root, key, key).value_or(QString());
            } else if (m_catalog.tpu(key)) {
                readTpu(entry.second, key, overrides);
            } else {
                m_reader.report(entry.first, key,
                                QCoreApplication::translate("PriceOverrides", "'%1' is not a TPU version of the catalog; use one of: %2, or asOf, source")
                                    .arg(key, m_catalog.tpuIds().join(QStringLiteral(", "))));
            }
        }
        return overrides;
    }

private:
    void unknownKeys(const YAML::Node &map, const QString &path, const QStringList &known)
    {
        for (const auto &entry : map) {
            const QString key = QString::fromStdString(entry.first.Scalar());
            if (!known.contains(key))
                m_reader.report(entry.first, YamlFieldReader::join(path, key),
                                QCoreApplication::translate("PriceOverrides", "unknown key '%1'; expected one of: %2")
                                    .arg(key, known.join(QStringLiteral(", "))));
        }
    }

    void readTpu(const YAML::Node &node, const QString &tpu, PriceOverrides &overrides)
    {
        if (!m_reader.expectMap(node, tpu))
            return;
        unknownKeys(node, tpu, {QStringLiteral("unit"), QStringLiteral("source"), QStringLiteral("regions")});
        if (const auto unit = m_reader.string(node, QStringLiteral("unit"), YamlFieldReader::join(tpu, QStringLiteral("unit")));
            unit && *unit != QLatin1String("chip-hour"))
            m_reader.report(node["unit"], YamlFieldReader::join(tpu, QStringLiteral("unit")),
                            QCoreApplication::translate("PriceOverrides", "only 'chip-hour' prices are understood"));
        m_reader.string(node, QStringLiteral("source"), YamlFieldReader::join(tpu, QStringLiteral("source")));
        const QString rp = YamlFieldReader::join(tpu, QStringLiteral("regions"));
        const YAML::Node regions = m_reader.child(node, QStringLiteral("regions"), rp, YamlFieldReader::Required);
        if (!regions.IsDefined() || !m_reader.expectSequence(regions, rp))
            return;
        int index = 0;
        for (const YAML::Node &r : regions) {
            const QString p = QStringLiteral("%1[%2]").arg(rp).arg(index++);
            if (!m_reader.expectMap(r, p))
                continue;
            unknownKeys(r, p, {QStringLiteral("region"), QStringLiteral("onDemand"), QStringLiteral("spot"),
                               QStringLiteral("commit1y"), QStringLiteral("commit3y"), QStringLiteral("notes")});
            PriceOverrides::Entry entry;
            entry.tpu = tpu;
            entry.region = m_reader.string(r, QStringLiteral("region"), YamlFieldReader::join(p, QStringLiteral("region")),
                                           YamlFieldReader::Required).value_or(QString());
            auto amount = [&](const char *key) -> std::optional<std::optional<double>> {
                const QString k = QLatin1String(key);
                if (!r[key])
                    return std::nullopt;
                const auto value = m_reader.nullableNumber(r, k, YamlFieldReader::join(p, k));
                if (value && *value && **value < 0) {
                    m_reader.report(r[key], YamlFieldReader::join(p, k),
                                    QCoreApplication::translate("PriceOverrides", "a price cannot be negative"));
                    return std::nullopt;
                }
                return value;
            };
            entry.onDemand = amount("onDemand");
            entry.spot = amount("spot");
            entry.commit1y = amount("commit1y");
            entry.commit3y = amount("commit3y");
            m_reader.string(r, QStringLiteral("notes"), YamlFieldReader::join(p, QStringLiteral("notes")));
            if (!entry.onDemand && !entry.spot && !entry.commit1y && !entry.commit3y)
                m_reader.report(r, p, QCoreApplication::translate("PriceOverrides", "names no price: give onDemand, spot, commit1y or commit3y"));
            overrides.entries.append(entry);
        }
    }

    YamlFieldReader m_reader;
    const Catalog &m_catalog;
};

} // namespace

void PriceOverrides::applyTo(Catalog &catalog) const
{
    SourceRef ref;
    ref.key = sourceKey();
    ref.title = source.isEmpty()
                    ? QCoreApplication::translate("PriceOverrides", "Price overrides from %1").arg(QFileInfo(origin).fileName())
                    : source;
    ref.url = origin;
    ref.trust = QStringLiteral("user");
    ref.date = asOf;
    catalog.sources.insert(ref.key, ref);
    for (const Entry &entry : entries) {
        TpuVersion *tpu = nullptr;
        for (TpuVersion &version : catalog.tpus) {
            if (version.id == entry.tpu)
                tpu = &version;
        }
        if (!tpu)
            continue;
        RegionPrice *price = nullptr;
        for (RegionPrice &p : tpu->prices) {
            if (p.region == entry.region)
                price = &p;
        }
        if (!price) {
            RegionPrice added;
            added.region = entry.region;
            added.source = sourceKey();
            added.spotSource = sourceKey();
            tpu->prices.append(added);
            price = &tpu->prices.last();
        }
        auto set = [&](const std::optional<std::optional<double>> &value, std::optional<double> &target, const char *name) {
            if (!value)
                return;
            target = *value;
            price->derived.removeAll(QLatin1String(name));
        };
        set(entry.onDemand, price->onDemand, "onDemand");
        set(entry.commit1y, price->commit1y, "commit1y");
        set(entry.commit3y, price->commit3y, "commit3y");
        set(entry.spot, price->spot, "spot");
        if (entry.onDemand || entry.commit1y || entry.commit3y) {
            // A Spot price that shared the catalog's source keeps citing it, not these prices.
            if (price->spotSource.isEmpty())
                price->spotSource = price->source;
            price->source = sourceKey();
        }
        if (entry.spot)
            price->spotSource = sourceKey();
    }
}

PriceOverridesLoadResult PriceOverridesLoader::loadFile(const QString &path, const Catalog &catalog)
{
    QString error;
    const std::optional<QByteArray> bytes = FileRead::read(path, FileRead::kYamlMaxBytes, &error);
    if (!bytes) {
        PriceOverridesLoadResult result;
        Finding f;
        f.rule = kRule;
        f.message = QCoreApplication::translate("PriceOverrides", "cannot read the prices file: %1").arg(error);
        result.problems.append(f);
        return result;
    }
    return loadBytes(*bytes, path, catalog);
}

PriceOverridesLoadResult PriceOverridesLoader::loadBytes(const QByteArray &bytes, const QString &origin, const Catalog &catalog)
{
    PriceOverridesLoadResult result;
    const YamlDocument doc = YamlDocument::parse(bytes, kRule);
    result.problems = doc.problems();
    if (doc.isSyntaxError() || doc.isExpansionExceeded())
        return result;
    PricesParser parser(&result.problems, catalog);
    std::optional<PriceOverrides> overrides = parser.parse(doc.root(), origin);
    if (overrides && !hasErrors(result.problems))
        result.overrides = overrides;
    return result;
}

} // namespace tpuplan

namespace tpuplan {

QByteArray PriceOverrides::toYaml() const
{
    YAML::Emitter out;
    out << YAML::BeginMap;
    if (!asOf.isEmpty())
        out << YAML::Key << "asOf" << YAML::Value << YAML::DoubleQuoted << asOf.toStdString();
    if (!source.isEmpty())
        out << YAML::Key << "source" << YAML::Value << YAML::DoubleQuoted << source.toStdString();
    QStringList tpus;
    for (const Entry &entry : entries) {
        if (!tpus.contains(entry.tpu))
            tpus.append(entry.tpu);
    }
    const auto price = [&out](const char *key, const std::optional<std::optional<double>> &value) {
        if (!value)
            return;
        out << YAML::Key << key << YAML::Value;
        if (*value)
            out << **value;
        else
            out << YAML::Null;
    };
    for (const QString &tpu : std::as_const(tpus)) {
        out << YAML::Key << tpu.toStdString() << YAML::Value << YAML::BeginMap;
        out << YAML::Key << "regions" << YAML::Value << YAML::BeginSeq;
        for (const Entry &entry : entries) {
            if (entry.tpu != tpu)
                continue;
            out << YAML::Flow << YAML::BeginMap;
            out << YAML::Key << "region" << YAML::Value << entry.region.toStdString();
            price("onDemand", entry.onDemand);
            price("spot", entry.spot);
            price("commit1y", entry.commit1y);
            price("commit3y", entry.commit3y);
            out << YAML::EndMap;
        }
        out << YAML::EndSeq << YAML::EndMap;
    }
    out << YAML::EndMap;
    return QByteArray(out.c_str()) + '\n';
}

} // namespace tpuplan
