// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sizing/WorkloadReader.h"

#include "core/common/YamlDocument.h"
#include "core/common/YamlFieldReader.h"
#include "core/plan/Plan.h"
#include "core/sizing/ModelPresets.h"

#include <QCoreApplication>
#include <QFile>

namespace tpuplan {
namespace {

const QString kWorkloadRule = QStringLiteral("workload-invalid");
const QString kUnknownRule = QStringLiteral("unknown-field");
constexpr YamlFieldReader::Presence req = YamlFieldReader::Required;
constexpr YamlFieldReader::Presence opt = YamlFieldReader::Optional;

QString at(const QString &path, const char *key)
{
    return YamlFieldReader::join(path, QLatin1String(key));
}

QStringList keys(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *k : list)
        out.append(QLatin1String(k));
    return out;
}

/// One pass over a workload document.
class WorkloadParser
{
public:
    WorkloadParser(ModelWorkload *workload, Findings *findings) : m_workload(workload), m_reader(kWorkloadRule, findings) {}

    void parse(const YAML::Node &root)
    {
        if (!root.IsDefined() || root.IsNull() || !root.IsMap()) {
            m_reader.report(root, QString(), QCoreApplication::translate("WorkloadReader", "a workload is a mapping that starts with 'apiVersion: tpu-planner/v1' and 'kind: Workload'"));
            return;
        }
        const auto apiVersion = m_reader.string(root, QStringLiteral("apiVersion"), QStringLiteral("apiVersion"), req);
        if (apiVersion && *apiVersion != Plan::apiVersionV1())
            m_reader.report(root["apiVersion"], QStringLiteral("apiVersion"), QCoreApplication::translate("WorkloadReader", "must be %1").arg(Plan::apiVersionV1()));
        m_reader.choice(root, QStringLiteral("kind"), QStringLiteral("kind"), {QStringLiteral("Workload")}, req);
        const YAML::Node metadata = section(root, "metadata", QStringLiteral("metadata"), opt);
        if (metadata.IsDefined())
            m_workload->name = m_reader.string(metadata, QStringLiteral("name"), QStringLiteral("metadata.name"), opt).value_or(QString());
        readModel(root);
        readTraining(root);
        readServing(root);
        readConstraints(root);
        if (!m_workload->training && !m_workload->serving)
            m_reader.report(root, QString(), QCoreApplication::translate("WorkloadReader", "give a 'training' or a 'serving' section (or both)"));
        m_reader.unknownKeys(root, QString(), keys({"apiVersion", "kind", "metadata", "model", "training", "serving", "constraints"}), kUnknownRule);
    }

private:
    YAML::Node section(const YAML::Node &map, const char *key, const QString &path, YamlFieldReader::Presence presence)
    {
        const YAML::Node node = m_reader.child(map, QLatin1String(key), path, presence);
        if (!node.IsDefined() || !m_reader.expectMap(node, path))
            return YAML::Node(YAML::NodeType::Undefined);
        return node;
    }

    /// An integer in [min, max]; the reader names the line of a zero, negative or absurd one.
    template<typename T>
    void whole(const YAML::Node &map, const char *key, const QString &path, T &out, qint64 min, qint64 max,
               YamlFieldReader::Presence presence = opt)
    {
        if (const auto v = m_reader.integer(map, QLatin1String(key), at(path, key), presence, min, max))
            out = T(*v);
    }

    /// A number in (min, max] (`min` itself refused: a zero token count is no job).
    std::optional<double> positive(const YAML::Node &map, const char *key, const QString &path, double max,
                                   YamlFieldReader::Presence presence = opt, double min = 0.0)
    {
        const auto value = m_reader.number(map, QLatin1String(key), at(path, key), presence);
        if (!value)
            return std::nullopt;
        if (*value <= min || *value > max) {
            m_reader.report(map[key], at(path, key), QCoreApplication::translate("WorkloadReader", "must be above %1 and at most %2, not %3")
                                                        .arg(min).arg(max).arg(*value));
            return std::nullopt;
        }
        return value;
    }

    void readModel(const YAML::Node &root)
    {
        const QString path = QStringLiteral("model");
        const YAML::Node node = section(root, "model", path, req);
        if (!node.IsDefined())
            return;
        ModelDims &m = m_workload->model;
        if (const auto preset = m_reader.string(node, QStringLiteral("preset"), at(path, "preset"), opt)) {
            const ModelPresets &presets = ModelPresets::builtIn();
            if (const RefusedModel *refused = presets.refused(*preset))
                m_reader.report(node["preset"], at(path, "preset"), refused->reason);
            else if (const ModelDims *found = presets.find(*preset))
                m = *found;
            else
                m_reader.report(node["preset"], at(path, "preset"), QCoreApplication::translate("WorkloadReader", "unknown preset '%1'; the presets are: %2")
                                                                      .arg(*preset, presets.ids().join(QStringLiteral(", "))));
        }
        const bool hasPreset = !m.id.isEmpty();
        const auto need = hasPreset ? opt : req;
        whole(node, "layers", path, m.layers, 1, 1000, need);
        whole(node, "hidden", path, m.hidden, 1, 1000000, need);
        whole(node, "ffn", path, m.ffn, 1, 10000000, need);
        whole(node, "heads", path, m.heads, 1, 4096, need);
        whole(node, "kvHeads", path, m.kvHeads, 1, 4096, need);
        whole(node, "headDim", path, m.headDim, 1, 4096, need);
        whole(node, "vocab", path, m.vocab, 1, 100000000, need);
        if (const auto tied = m_reader.boolean(node, QStringLiteral("tiedEmbeddings"), at(path, "tiedEmbeddings")))
            m.tiedEmbeddings = *tied;
        if (const auto params = positive(node, "params", path, 1e14))
            m.params = params;
        qint64 experts = 1;
        whole(node, "experts", path, experts, 1, 100000);
        if (experts > 1)
            m_reader.report(node["experts"], at(path, "experts"), QCoreApplication::translate("WorkloadReader", "mixture-of-experts models are out of scope: sizing covers dense decoders only"));
        if (m.kvHeads > 0 && m.heads > 0 && (m.kvHeads > m.heads || m.heads % m.kvHeads != 0))
            m_reader.report(node, path, QCoreApplication::translate("WorkloadReader", "kvHeads (%1) must divide heads (%2)").arg(m.kvHeads).arg(m.heads));
        if (m.name.isEmpty())
            m.name = m_workload->name;
        m_reader.unknownKeys(node, path, keys({"preset", "layers", "hidden", "ffn", "heads", "kvHeads", "headDim", "vocab", "tiedEmbeddings", "params", "experts"}), kUnknownRule);
    }

    void readTraining(const YAML::Node &root)
    {
        const QString path = QStringLiteral("training");
        const YAML::Node node = section(root, "training", path, opt);
        if (!node.IsDefined())
            return;
        TrainingJob job;
        job.tokens = positive(node, "tokens", path, 1e17, req).value_or(0);
        whole(node, "seqLen", path, job.seqLen, 1, 10000000, req);
        whole(node, "globalBatch", path, job.globalBatch, 1, 100000000, req);
        job.precision = m_reader.choice(node, QStringLiteral("precision"), at(path, "precision"), keys({"bf16", "fp8"})).value_or(job.precision);
        job.bytesPerParam = positive(node, "bytesPerParam", path, 64);
        job.remat = m_reader.choice(node, QStringLiteral("remat"), at(path, "remat"), keys({"none", "minimal", "full", "offload"})).value_or(job.remat);
        job.mfu = positive(node, "mfu", path, 1);
        m_reader.unknownKeys(node, path, keys({"tokens", "seqLen", "globalBatch", "precision", "bytesPerParam", "remat", "mfu"}), kUnknownRule);
        m_workload->training = job;
    }

    void readServing(const YAML::Node &root)
    {
        const QString path = QStringLiteral("serving");
        const YAML::Node node = section(root, "serving", path, opt);
        if (!node.IsDefined())
            return;
        ServingJob job;
        job.weights = m_reader.choice(node, QStringLiteral("weights"), at(path, "weights"), keys({"bf16", "fp8", "int8", "int4"})).value_or(job.weights);
        job.kvCache = m_reader.choice(node, QStringLiteral("kvCache"), at(path, "kvCache"), keys({"bf16", "fp8", "int8"})).value_or(job.kvCache);
        whole(node, "contextLen", path, job.contextLen, 1, 10000000, req);
        whole(node, "concurrency", path, job.concurrency, 1, 10000000, req);
        job.efficiency = positive(node, "efficiency", path, 1);
        m_reader.unknownKeys(node, path, keys({"weights", "kvCache", "contextLen", "concurrency", "efficiency"}), kUnknownRule);
        m_workload->serving = job;
    }

    void readConstraints(const YAML::Node &root)
    {
        const QString path = QStringLiteral("constraints");
        const YAML::Node node = section(root, "constraints", path, opt);
        if (!node.IsDefined())
            return;
        WorkloadConstraints &c = m_workload->constraints;
        c.tpus = m_reader.stringList(node, QStringLiteral("tpu"), at(path, "tpu")).value_or(QStringList());
        c.mode = m_reader.choice(node, QStringLiteral("mode"), at(path, "mode"), keys({"standard", "autopilot"})).value_or(c.mode);
        c.region = m_reader.string(node, QStringLiteral("region"), at(path, "region")).value_or(QString());
        qint64 maxChips = 0;
        whole(node, "maxChips", path, maxChips, 1, 1000000);
        if (maxChips > 0)
            c.maxChips = maxChips;
        c.deadlineDays = positive(node, "deadlineDays", path, 36500);
        c.budgetMonthly = positive(node, "budgetMonthly", path, 1e12);
        m_reader.unknownKeys(node, path, keys({"tpu", "mode", "region", "maxChips", "deadlineDays", "budgetMonthly"}), kUnknownRule);
    }

    ModelWorkload *m_workload;
    YamlFieldReader m_reader;
};

} // namespace

WorkloadLoadResult WorkloadReader::readBytes(const QByteArray &bytes)
{
    WorkloadLoadResult result;
    const YamlDocument document = YamlDocument::parse(bytes, kWorkloadRule);
    result.findings = document.problems();
    if (document.isSyntaxError()) {
        result.status = WorkloadLoadResult::Status::NotYaml;
        return result;
    }
    if (document.isExpansionExceeded())
        return result;
    WorkloadParser(&result.workload, &result.findings).parse(document.root());
    return result;
}

WorkloadLoadResult WorkloadReader::readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        WorkloadLoadResult result;
        result.status = WorkloadLoadResult::Status::NotReadable;
        Finding finding;
        finding.rule = kWorkloadRule;
        finding.message = QCoreApplication::translate("WorkloadReader", "cannot read the file: %1").arg(file.errorString());
        result.findings.append(finding);
        return result;
    }
    // Read one byte past the limit so YamlDocument refuses an oversized file instead of a
    // truncated one looking fine.
    return readBytes(file.read(YamlDocument::kMaxBytes + 1));
}

} // namespace tpuplan
