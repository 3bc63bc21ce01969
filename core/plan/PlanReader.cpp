// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/PlanReader.h"

#include "core/common/FileRead.h"

#include "core/common/YamlDocument.h"
#include "core/common/YamlFieldReader.h"
#include "core/plan/PlanFieldRules.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>

namespace tpuplan {
namespace {

const QString kReaderRule = QStringLiteral("plan-invalid");
const QString kUnknownRule = QStringLiteral("unknown-field");

QString p(const QString &parent, const char *key)
{
    return YamlFieldReader::join(parent, QLatin1String(key));
}

QStringList keys(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *k : list)
        out.append(QLatin1String(k));
    return out;
}

/// One pass over a plan document, filling a Plan and the findings.
class PlanParser
{
public:
    PlanParser(Plan *plan, Findings *findings) : m_plan(plan), m_reader(kReaderRule, findings, &plan->positions) {}

    /// False when the document is not a mapping at all, so there are no fields to check.
    bool parse(const YAML::Node &root)
    {
        if (root.IsNull() || !root.IsDefined()) {
            m_reader.report(root, QString(), QCoreApplication::translate("PlanReader", "the file is empty; a plan starts with 'apiVersion: tpu-planner/v1' and 'kind: Plan'"));
            return false;
        }
        if (!root.IsMap()) {
            m_reader.report(root, QString(), QCoreApplication::translate("PlanReader", "a plan must be a mapping with apiVersion, kind, metadata, cluster and pools at the top"));
            return false;
        }
        if (const auto apiVersion = m_reader.string(root, QStringLiteral("apiVersion"), QStringLiteral("apiVersion"), req))
            m_plan->apiVersion = *apiVersion;
        if (const auto kind = m_reader.string(root, QStringLiteral("kind"), QStringLiteral("kind"), req))
            m_plan->kind = *kind;
        readMetadata(root);
        readCluster(root);
        readQuota(root);
        readDataBucket(root);
        readPools(root);
        m_plan->unknown = m_reader.unknownKeys(root, QString(),
                                               keys({"apiVersion", "kind", "metadata", "cluster", "quota", "dataBucket", "pools"}),
                                               kUnknownRule);
        return true;
    }

private:
    static constexpr YamlFieldReader::Presence req = YamlFieldReader::Required;
    static constexpr YamlFieldReader::Presence opt = YamlFieldReader::Optional;

    std::optional<qint64> integer(const YAML::Node &map, const QString &key, const QString &path,
                                  YamlFieldReader::Presence presence, PlanFieldRules::Range range)
    {
        return m_reader.integer(map, key, path, presence, range.min, range.max);
    }

    YAML::Node section(const YAML::Node &map, const char *key, const QString &path, YamlFieldReader::Presence presence)
    {
        const YAML::Node node = m_reader.child(map, QLatin1String(key), path, presence);
        if (!node.IsDefined() || !m_reader.expectMap(node, path))
            return YAML::Node(YAML::NodeType::Undefined);
        return node;
    }

    void readMetadata(const YAML::Node &root)
    {
        const QString path = QStringLiteral("metadata");
        const YAML::Node node = section(root, "metadata", path, req);
        if (!node.IsDefined())
            return;
        m_plan->metadata.name = m_reader.string(node, QStringLiteral("name"), p(path, "name"), req).value_or(QString());
        m_plan->metadata.description = m_reader.string(node, QStringLiteral("description"), p(path, "description")).value_or(QString());
        m_plan->metadata.unknown = m_reader.unknownKeys(node, path, keys({"name", "description"}), kUnknownRule);
    }

    void readCluster(const YAML::Node &root)
    {
        const QString path = QStringLiteral("cluster");
        const YAML::Node node = section(root, "cluster", path, req);
        if (!node.IsDefined())
            return;
        Cluster &cluster = m_plan->cluster;
        cluster.name = m_reader.string(node, QStringLiteral("name"), p(path, "name"), req).value_or(QString());
        cluster.mode = m_reader.choice(node, QStringLiteral("mode"), p(path, "mode"),
                                       PlanFieldRules::modes(), req).value_or(QString());
        cluster.region = m_reader.string(node, QStringLiteral("region"), p(path, "region"), req).value_or(QString());
        cluster.version = m_reader.string(node, QStringLiteral("version"), p(path, "version"), req).value_or(QString());
        cluster.nodeImage = m_reader.string(node, QStringLiteral("nodeImage"), p(path, "nodeImage")).value_or(QString());
        cluster.releaseChannel = m_reader.choice(node, QStringLiteral("releaseChannel"), p(path, "releaseChannel"),
                                                 PlanFieldRules::releaseChannels()).value_or(QString());
        cluster.autoprovisioning = m_reader.boolean(node, QStringLiteral("autoprovisioning"), p(path, "autoprovisioning"));
        cluster.costAllocation = m_reader.boolean(node, QStringLiteral("costAllocation"), p(path, "costAllocation"));
        cluster.unknown = m_reader.unknownKeys(node, path, keys({"name", "mode", "region", "version", "nodeImage", "releaseChannel", "autoprovisioning", "costAllocation"}),
                                               kUnknownRule);
    }

    void readQuota(const YAML::Node &root)
    {
        const QString path = QStringLiteral("quota");
        const YAML::Node node = section(root, "quota", path, opt);
        if (!node.IsDefined())
            return;
        QMap<QString, qint64> quota;
        for (const auto &entry : node) {
            const QString version = QString::fromStdString(entry.first.Scalar());
            if (const auto chips = integer(node, version, p(path, entry.first.Scalar().c_str()), req, PlanFieldRules::kQuotaChips))
                quota.insert(version, *chips);
        }
        m_plan->quota = quota;
    }

    void readDataBucket(const YAML::Node &root)
    {
        const QString path = QStringLiteral("dataBucket");
        const YAML::Node node = section(root, "dataBucket", path, opt);
        if (!node.IsDefined())
            return;
        DataBucket bucket;
        bucket.name = m_reader.string(node, QStringLiteral("name"), p(path, "name"), opt).value_or(QString());
        bucket.location = m_reader.string(node, QStringLiteral("location"), p(path, "location"), req).value_or(QString());
        bucket.unknown = m_reader.unknownKeys(node, path, keys({"name", "location"}), kUnknownRule);
        m_plan->dataBucket = bucket;
    }

    void readPools(const YAML::Node &root)
    {
        const QString path = QStringLiteral("pools");
        const YAML::Node node = m_reader.child(root, path, path, req);
        if (!node.IsDefined() || !m_reader.expectSequence(node, path))
            return;
        int index = 0;
        for (const YAML::Node &item : node) {
            const QString poolPath = QStringLiteral("pools[%1]").arg(index++);
            m_plan->positions.record(poolPath, YamlFieldReader::positionOf(item));
            if (!m_reader.expectMap(item, poolPath)) {
                m_plan->pools.append(Pool());
                continue;
            }
            m_plan->pools.append(readPool(item, poolPath));
        }
    }

    Pool readPool(const YAML::Node &item, const QString &path)
    {
        Pool pool;
        pool.name = m_reader.string(item, QStringLiteral("name"), p(path, "name"), req).value_or(QString());
        pool.tpu = m_reader.string(item, QStringLiteral("tpu"), p(path, "tpu"), req).value_or(QString());
        pool.machineType = m_reader.string(item, QStringLiteral("machineType"), p(path, "machineType")).value_or(QString());
        pool.accelerator = m_reader.string(item, QStringLiteral("accelerator"), p(path, "accelerator")).value_or(QString());
        pool.topology = m_reader.string(item, QStringLiteral("topology"), p(path, "topology"), req).value_or(QString());
        pool.zone = m_reader.string(item, QStringLiteral("zone"), p(path, "zone"), req).value_or(QString());
        if (const auto slices = integer(item, QStringLiteral("slices"), p(path, "slices"), opt, PlanFieldRules::kSlices))
            pool.slices = int(*slices);
        pool.capacity = m_reader.choice(item, QStringLiteral("capacity"), p(path, "capacity"),
                                        PlanFieldRules::capacities()).value_or(QString());
        pool.commitment = m_reader.choice(item, QStringLiteral("commitment"), p(path, "commitment"),
                                          PlanFieldRules::commitments()).value_or(QString());
        pool.architecture = m_reader.choice(item, QStringLiteral("architecture"), p(path, "architecture"),
                                            PlanFieldRules::architectures()).value_or(QString());
        pool.bootDiskType = m_reader.string(item, QStringLiteral("bootDiskType"), p(path, "bootDiskType")).value_or(QString());
        if (const auto smt = integer(item, QStringLiteral("smt"), p(path, "smt"), opt, PlanFieldRules::kSmt))
            pool.smt = int(*smt);
        if (const auto pods = integer(item, QStringLiteral("podsPerNode"), p(path, "podsPerNode"), opt, PlanFieldRules::kPodsPerNode))
            pool.podsPerNode = int(*pods);
        readReservation(item, path, pool);
        readAutoscaling(item, path, pool);
        readWorkload(item, path, pool);
        pool.dynamicSlicing = m_reader.boolean(item, QStringLiteral("dynamicSlicing"), p(path, "dynamicSlicing"));
        readSliceWorkloads(item, path, pool);
        if (const YAML::Node node = section(item, "usage", p(path, "usage"), opt); node.IsDefined()) {
            Usage usage;
            if (const auto hours = integer(node, QStringLiteral("hoursPerMonth"), p(p(path, "usage"), "hoursPerMonth"), opt, PlanFieldRules::kHoursPerMonth))
                usage.hoursPerMonth = int(*hours);
            usage.unknown = m_reader.unknownKeys(node, p(path, "usage"), keys({"hoursPerMonth"}), kUnknownRule);
            pool.usage = usage;
        }
        pool.unknown = m_reader.unknownKeys(item, path,
                                            keys({"name", "tpu", "machineType", "accelerator", "topology", "zone", "slices",
                                                  "capacity", "reservation", "commitment", "autoscaling", "smt", "podsPerNode",
                                                  "architecture", "bootDiskType", "workload", "usage", "dynamicSlicing",
                                                  "sliceWorkloads"}),
                                            kUnknownRule);
        return pool;
    }

    void readSliceWorkloads(const YAML::Node &item, const QString &poolPath, Pool &pool)
    {
        const QString path = p(poolPath, "sliceWorkloads");
        const YAML::Node node = m_reader.child(item, QStringLiteral("sliceWorkloads"), path, opt);
        if (!node.IsDefined() || !m_reader.expectSequence(node, path))
            return;
        int index = 0;
        for (const YAML::Node &entry : node) {
            const QString entryPath = QStringLiteral("%1[%2]").arg(path).arg(index++);
            m_plan->positions.record(entryPath, YamlFieldReader::positionOf(entry));
            if (!m_reader.expectMap(entry, entryPath))
                continue;
            SliceWorkload slice;
            slice.name = m_reader.string(entry, QStringLiteral("name"), p(entryPath, "name"), req).value_or(QString());
            slice.topology = m_reader.string(entry, QStringLiteral("topology"), p(entryPath, "topology"), req).value_or(QString());
            if (const auto count = integer(entry, QStringLiteral("count"), p(entryPath, "count"), opt, PlanFieldRules::kSlices))
                slice.count = int(*count);
            slice.unknown = m_reader.unknownKeys(entry, entryPath, keys({"name", "topology", "count"}), kUnknownRule);
            pool.sliceWorkloads.append(slice);
        }
    }

    void readReservation(const YAML::Node &item, const QString &poolPath, Pool &pool)
    {
        const QString path = p(poolPath, "reservation");
        const YAML::Node node = section(item, "reservation", path, opt);
        if (!node.IsDefined())
            return;
        Reservation reservation;
        reservation.name = m_reader.string(node, QStringLiteral("name"), p(path, "name")).value_or(QString());
        reservation.affinity = m_reader.string(node, QStringLiteral("affinity"), p(path, "affinity")).value_or(QString());
        reservation.project = m_reader.string(node, QStringLiteral("project"), p(path, "project")).value_or(QString());
        reservation.startTime = m_reader.string(node, QStringLiteral("startTime"), p(path, "startTime")).value_or(QString());
        if (const auto days = integer(node, QStringLiteral("durationDays"), p(path, "durationDays"), opt, PlanFieldRules::kReservationDays))
            reservation.durationDays = int(*days);
        reservation.unknown = m_reader.unknownKeys(node, path, keys({"name", "affinity", "project", "startTime", "durationDays"}),
                                                   kUnknownRule);
        pool.reservation = reservation;
    }

    void readAutoscaling(const YAML::Node &item, const QString &poolPath, Pool &pool)
    {
        const QString path = p(poolPath, "autoscaling");
        const YAML::Node node = section(item, "autoscaling", path, opt);
        if (!node.IsDefined())
            return;
        Autoscaling autoscaling;
        autoscaling.enabled = m_reader.boolean(node, QStringLiteral("enabled"), p(path, "enabled")).value_or(false);
        autoscaling.minNodes = integer(node, QStringLiteral("minNodes"), p(path, "minNodes"), opt, PlanFieldRules::kAutoscalingNodes);
        autoscaling.maxNodes = integer(node, QStringLiteral("maxNodes"), p(path, "maxNodes"), opt, PlanFieldRules::kAutoscalingNodes);
        autoscaling.totalMaxNodes = integer(node, QStringLiteral("totalMaxNodes"), p(path, "totalMaxNodes"), opt,
                                                     PlanFieldRules::kAutoscalingNodes);
        autoscaling.unknown = m_reader.unknownKeys(node, path, keys({"enabled", "minNodes", "maxNodes", "totalMaxNodes"}), kUnknownRule);
        pool.autoscaling = autoscaling;
    }

    void readWorkload(const YAML::Node &item, const QString &poolPath, Pool &pool)
    {
        const QString path = p(poolPath, "workload");
        const YAML::Node node = section(item, "workload", path, opt);
        if (!node.IsDefined())
            return;
        Workload workload;
        workload.kind = m_reader.choice(node, QStringLiteral("kind"), p(path, "kind"),
                                        PlanFieldRules::workloadKinds()).value_or(QString());
        workload.image = m_reader.string(node, QStringLiteral("image"), p(path, "image")).value_or(QString());
        workload.command = m_reader.stringList(node, QStringLiteral("command"), p(path, "command"));
        if (const auto chips = integer(node, QStringLiteral("tpuChipsPerPod"), p(path, "tpuChipsPerPod"), opt, PlanFieldRules::kTpuChipsPerPod))
            workload.tpuChipsPerPod = int(*chips);
        workload.cpu = m_reader.string(node, QStringLiteral("cpu"), p(path, "cpu")).value_or(QString());
        workload.memory = m_reader.string(node, QStringLiteral("memory"), p(path, "memory")).value_or(QString());
        workload.priorityClass = m_reader.string(node, QStringLiteral("priorityClass"), p(path, "priorityClass")).value_or(QString());
        workload.queue = m_reader.string(node, QStringLiteral("queue"), p(path, "queue")).value_or(QString());
        workload.extendedRunTime = m_reader.boolean(node, QStringLiteral("extendedRunTime"), p(path, "extendedRunTime"));
        workload.collectionScheduling = m_reader.boolean(node, QStringLiteral("collectionScheduling"), p(path, "collectionScheduling"));
        if (const auto restarts = integer(node, QStringLiteral("maxRestarts"), p(path, "maxRestarts"), opt, PlanFieldRules::kMaxRestarts))
            workload.maxRestarts = int(*restarts);
        if (const auto containers = integer(node, QStringLiteral("containersPerPod"), p(path, "containersPerPod"), opt, PlanFieldRules::kContainersPerPod))
            workload.containersPerPod = int(*containers);
        if (const auto port = integer(node, QStringLiteral("port"), p(path, "port"), opt, PlanFieldRules::kPort))
            workload.port = int(*port);
        workload.queueMetric = m_reader.string(node, QStringLiteral("queueMetric"), p(path, "queueMetric")).value_or(QString());
        workload.framework = m_reader.choice(node, QStringLiteral("framework"), p(path, "framework"),
                                             PlanFieldRules::frameworks()).value_or(QString());
        workload.unknown = m_reader.unknownKeys(node, path,
                                                keys({"kind", "image", "command", "tpuChipsPerPod", "cpu", "memory", "priorityClass",
                                                      "queue", "extendedRunTime", "collectionScheduling", "framework", "maxRestarts", "port", "queueMetric", "containersPerPod"}),
                                                kUnknownRule);
        pool.workload = workload;
    }

    Plan *m_plan;
    YamlFieldReader m_reader;
};

} // namespace

PlanLoadResult PlanReader::readFile(const QString &path)
{
    QString error;
    const std::optional<QByteArray> bytes = FileRead::read(path, FileRead::kYamlMaxBytes, &error);
    if (!bytes) {
        PlanLoadResult result;
        result.status = PlanLoadResult::Status::NotReadable;
        Finding f;
        f.rule = kReaderRule;
        f.message = error;
        result.findings.append(f);
        return result;
    }
    return readBytes(*bytes);
}

PlanLoadResult PlanReader::readBytes(const QByteArray &bytes)
{
    PlanLoadResult result;
    const YamlDocument doc = YamlDocument::parse(bytes, kReaderRule);
    result.findings = doc.problems();
    if (doc.isSyntaxError()) {
        result.status = PlanLoadResult::Status::NotYaml;
        return result;
    }
    if (doc.isExpansionExceeded())
        return result;
    PlanParser parser(&result.plan, &result.findings);
    if (!parser.parse(doc.root()))
        return result;
    // The value checks the editor's plan gets too. A field the reader found missing or of the
    // wrong type (pools not a list, no cluster section) is not reported a second time, nor are
    // the fields inside it.
    QStringList reported;
    for (const Finding &f : std::as_const(result.findings)) {
        if (f.isError())
            reported.append(f.field);
    }
    const auto alreadyReported = [&reported](const QString &field) {
        return std::any_of(reported.cbegin(), reported.cend(), [&field](const QString &r) {
            return field == r || (field.startsWith(r) && (field.at(r.size()) == QLatin1Char('.') || field.at(r.size()) == QLatin1Char('[')));
        });
    };
    for (const Finding &f : PlanFieldRules::check(result.plan)) {
        if (!alreadyReported(f.field))
            result.findings.append(f);
    }
    return result;
}

} // namespace tpuplan
