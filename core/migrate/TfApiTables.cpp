// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/migrate/TfApiTables.h"

#include "core/common/YamlDocument.h"
#include "core/common/YamlFieldReader.h"

#include <QCoreApplication>
#include <QFile>

#include <utility>

namespace tpuplan {
namespace {

const QString kTfApisRule = QStringLiteral("tf-apis-invalid");
constexpr YamlFieldReader::Presence req = YamlFieldReader::Required;

const QList<std::pair<MigrationKind, const char *>> &kindNames()
{
    static const QList<std::pair<MigrationKind, const char *>> names = {
        {MigrationKind::TPUEstimator, "TPUEstimator"},
        {MigrationKind::Estimator, "Estimator"},
        {MigrationKind::EstimatorApi, "EstimatorApi"},
        {MigrationKind::EstimatorImport, "EstimatorImport"},
        {MigrationKind::RunConfig, "RunConfig"},
        {MigrationKind::TPUConfig, "TPUConfig"},
        {MigrationKind::IterationsPerLoop, "IterationsPerLoop"},
        {MigrationKind::NumShards, "NumShards"},
        {MigrationKind::ModelParallelism, "ModelParallelism"},
        {MigrationKind::PerHostInput, "PerHostInput"},
        {MigrationKind::ClusterResolver, "ClusterResolver"},
        {MigrationKind::ColabTpuAddress, "ColabTpuAddress"},
        {MigrationKind::TpuSystemInit, "TpuSystemInit"},
        {MigrationKind::TpuRewrite, "TpuRewrite"},
        {MigrationKind::ModelFn, "ModelFn"},
        {MigrationKind::EstimatorSpec, "EstimatorSpec"},
        {MigrationKind::ModeKeys, "ModeKeys"},
        {MigrationKind::InputFnBatchSize, "InputFnBatchSize"},
        {MigrationKind::InputFn, "InputFn"},
        {MigrationKind::DropRemainder, "DropRemainder"},
        {MigrationKind::TrainBatchSize, "TrainBatchSize"},
        {MigrationKind::CrossShardOptimizer, "CrossShardOptimizer"},
        {MigrationKind::HostCall, "HostCall"},
        {MigrationKind::Summary, "Summary"},
        {MigrationKind::EvalMetrics, "EvalMetrics"},
        {MigrationKind::Tf1Metrics, "Tf1Metrics"},
        {MigrationKind::ScaffoldFn, "ScaffoldFn"},
        {MigrationKind::WarmStart, "WarmStart"},
        {MigrationKind::Hooks, "Hooks"},
        {MigrationKind::EstimatorTrain, "EstimatorTrain"},
        {MigrationKind::EstimatorEvaluate, "EstimatorEvaluate"},
        {MigrationKind::EstimatorPredict, "EstimatorPredict"},
        {MigrationKind::TrainAndEvaluate, "TrainAndEvaluate"},
        {MigrationKind::ExportSavedModel, "ExportSavedModel"},
        {MigrationKind::ServingInput, "ServingInput"},
        {MigrationKind::UseTpu, "UseTpu"},
        {MigrationKind::EvalOnTpu, "EvalOnTpu"},
        {MigrationKind::Embedding, "Embedding"},
        {MigrationKind::CompatV1Import, "CompatV1Import"},
        {MigrationKind::CompatV1, "CompatV1"},
        {MigrationKind::DisableV2, "DisableV2"},
        {MigrationKind::Contrib, "Contrib"},
        {MigrationKind::Session, "Session"},
        {MigrationKind::GraphMode, "GraphMode"},
        {MigrationKind::Tf1Optimizer, "Tf1Optimizer"},
        {MigrationKind::Tf1Layers, "Tf1Layers"},
        {MigrationKind::Tf1Losses, "Tf1Losses"},
        {MigrationKind::GlobalStep, "GlobalStep"},
        {MigrationKind::Tf1App, "Tf1App"},
        {MigrationKind::Tf1Logging, "Tf1Logging"},
    };
    return names;
}

/// The `values` list of one sourced section (`prefixes: {source: ..., values: [...]}`); its
/// source must be one of `sources`.
YAML::Node sectionValues(YamlFieldReader &r, const YAML::Node &root, const QString &key)
{
    const YAML::Node section = r.child(root, key, key, req);
    if (!section.IsDefined() || !r.expectMap(section, key))
        return YAML::Node();
    const auto source = r.string(section, QStringLiteral("source"), YamlFieldReader::join(key, QStringLiteral("source")), req);
    // A missing key of a const map is an invalid node: ask IsDefined before anything else.
    const YAML::Node sources = root["sources"];
    const YAML::Node declared = source && sources.IsDefined() && sources.IsMap() ? sources[source->toStdString()] : YAML::Node();
    if (source && !(declared.IsDefined() && declared.IsMap()))
        r.report(section["source"], YamlFieldReader::join(key, QStringLiteral("source")),
                 QCoreApplication::translate("TfApiTables", "source '%1' is not declared under 'sources'").arg(*source));
    const YAML::Node values = r.child(section, QStringLiteral("values"), YamlFieldReader::join(key, QStringLiteral("values")), req);
    if (!values.IsDefined() || !r.expectSequence(values, YamlFieldReader::join(key, QStringLiteral("values"))))
        return YAML::Node();
    return values;
}

std::optional<MigrationKind> readKind(YamlFieldReader &r, const YAML::Node &map, const QString &path)
{
    const auto name = r.string(map, QStringLiteral("kind"), YamlFieldReader::join(path, QStringLiteral("kind")), req);
    if (!name)
        return std::nullopt;
    const auto kind = TfApiTables::kindNamed(*name);
    if (!kind)
        r.report(map["kind"], YamlFieldReader::join(path, QStringLiteral("kind")),
                 QCoreApplication::translate("TfApiTables", "'%1' is not a kind of TF1 construct").arg(*name));
    return kind;
}

QString indexed(const QString &key, std::size_t i)
{
    return QStringLiteral("%1.values[%2]").arg(key).arg(i);
}

void readPrefixes(YamlFieldReader &r, const YAML::Node &root, TfApiTables &t)
{
    const YAML::Node values = sectionValues(r, root, QStringLiteral("prefixes"));
    for (std::size_t i = 0; i < values.size(); ++i) {
        const QString path = indexed(QStringLiteral("prefixes"), i);
        if (!r.expectMap(values[i], path))
            continue;
        const auto from = r.string(values[i], QStringLiteral("from"), YamlFieldReader::join(path, QStringLiteral("from")), req);
        const auto to = r.string(values[i], QStringLiteral("to"), YamlFieldReader::join(path, QStringLiteral("to")), req);
        const auto compat = r.boolean(values[i], QStringLiteral("compatV1"), YamlFieldReader::join(path, QStringLiteral("compatV1")));
        if (from && to)
            t.prefixes.append({*from, *to, compat.value_or(false)});
    }
}

void readConstructs(YamlFieldReader &r, const YAML::Node &root, TfApiTables &t)
{
    const YAML::Node values = sectionValues(r, root, QStringLiteral("constructs"));
    for (std::size_t i = 0; i < values.size(); ++i) {
        const QString path = indexed(QStringLiteral("constructs"), i);
        if (!r.expectMap(values[i], path))
            continue;
        const auto dotted = r.string(values[i], QStringLiteral("path"), YamlFieldReader::join(path, QStringLiteral("path")), req);
        const auto kind = readKind(r, values[i], path);
        const auto name = r.string(values[i], QStringLiteral("name"), YamlFieldReader::join(path, QStringLiteral("name")), req);
        if (dotted && t.constructs.contains(*dotted))
            r.report(values[i], path, QCoreApplication::translate("TfApiTables", "'%1' is listed twice").arg(*dotted));
        else if (dotted && kind && name)
            t.constructs.insert(*dotted, {*kind, *name});
    }
}

QSet<QString> readNames(YamlFieldReader &r, const YAML::Node &root, const QString &key)
{
    QSet<QString> names;
    const YAML::Node values = sectionValues(r, root, key);
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (values[i].IsScalar())
            names.insert(QString::fromStdString(values[i].Scalar()));
        else
            r.report(values[i], indexed(key, i), QCoreApplication::translate("TfApiTables", "must be a name"));
    }
    return names;
}

void readSignatures(YamlFieldReader &r, const YAML::Node &root, TfApiTables &t)
{
    const YAML::Node values = sectionValues(r, root, QStringLiteral("signatures"));
    for (std::size_t i = 0; i < values.size(); ++i) {
        const QString path = indexed(QStringLiteral("signatures"), i);
        if (!r.expectMap(values[i], path))
            continue;
        const auto kind = readKind(r, values[i], path);
        const auto construct = r.string(values[i], QStringLiteral("construct"), YamlFieldReader::join(path, QStringLiteral("construct")));
        const auto parameters = r.stringList(values[i], QStringLiteral("parameters"), YamlFieldReader::join(path, QStringLiteral("parameters")), req);
        if (kind && parameters)
            t.signatures.append({*kind, construct.value_or(QString()), *parameters});
    }
}

} // namespace

QString TfApiTables::kindName(MigrationKind kind)
{
    for (const auto &[k, name] : kindNames())
        if (k == kind)
            return QLatin1String(name);
    return {};
}

std::optional<MigrationKind> TfApiTables::kindNamed(const QString &name)
{
    for (const auto &[k, n] : kindNames())
        if (name == QLatin1String(n))
            return k;
    return std::nullopt;
}

std::optional<TfApiTables> TfApiTables::read(const QByteArray &bytes, Findings *problems)
{
    const YamlDocument doc = YamlDocument::parse(bytes, kTfApisRule);
    problems->append(doc.problems());
    if (doc.isSyntaxError() || doc.isExpansionExceeded())
        return std::nullopt;
    YamlFieldReader r(kTfApisRule, problems);
    const YAML::Node &root = doc.root();
    if (!r.expectMap(root, QString()))
        return std::nullopt;
    TfApiTables t;
    t.asOf = r.string(root, QStringLiteral("asOf"), QStringLiteral("asOf"), req).value_or(QString());
    readPrefixes(r, root, t);
    readConstructs(r, root, t);
    for (const QString &name : readNames(r, root, QStringLiteral("families"))) {
        if (const auto kind = kindNamed(name))
            t.families.append(*kind);
        else
            r.report(root["families"], QStringLiteral("families"),
                     QCoreApplication::translate("TfApiTables", "'%1' is not a kind of TF1 construct").arg(name));
    }
    t.tf1OnlyMetrics = readNames(r, root, QStringLiteral("tf1OnlyMetrics"));
    t.tf1OnlyLosses = readNames(r, root, QStringLiteral("tf1OnlyLosses"));
    readSignatures(r, root, t);
    if (hasErrors(*problems))
        return std::nullopt;
    return t;
}

const TfApiTables &TfApiTables::builtIn()
{
    static const TfApiTables tables = [] {
        QFile file(builtInPath());
        Findings problems;
        const auto read = file.open(QIODevice::ReadOnly) ? TfApiTables::read(file.readAll(), &problems) : std::nullopt;
        if (!read)
            qWarning("the built-in TF API tables do not load (%d problem(s))", int(problems.size()));
        return read.value_or(TfApiTables());
    }();
    return tables;
}

} // namespace tpuplan
