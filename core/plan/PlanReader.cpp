// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/PlanReader.h"

#include "core/plan/PlanLimits.h"

#include "core/common/GkeVersion.h"
#include "core/common/YamlDocument.h"
#include "core/common/YamlFieldReader.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QSet>

namespace tpuplan {
namespace {

const QString kRule = QStringLiteral("plan-invalid");
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
    PlanParser(Plan *plan, Findings *findings) : m_plan(plan), m_reader(kRule, findings, &plan->positions) {}

    void parse(const YAML::Node &root)
    {
        if (root.IsNull() || !root.IsDefined()) {
            m_reader.report(root, QString(), QCoreApplication::translate("PlanReader", "the file is empty; a plan starts with 'apiVersion: tpu-planner/v1' and 'kind: Plan'"));
            return;
        }
        if (!root.IsMap()) {
            m_reader.report(root, QString(), QCoreApplication::translate("PlanReader", "a plan must be a mapping with apiVersion, kind, metadata, cluster and pools at the top"));
            return;
        }
        const auto apiVersion = m_reader.string(root, QStringLiteral("apiVersion"), QStringLiteral("apiVersion"), req);
        if (apiVersion) {
            m_plan->apiVersion = *apiVersion;
            if (*apiVersion != Plan::apiVersionV1())
                m_reader.report(root["apiVersion"], QStringLiteral("apiVersion"),
                                QCoreApplication::translate("PlanReader", "'%1' is not a plan format this version reads; use '%2'").arg(*apiVersion, Plan::apiVersionV1()));
        }
        const auto kind = m_reader.string(root, QStringLiteral("kind"), QStringLiteral("kind"), req);
        if (kind) {
            m_plan->kind = *kind;
            if (*kind != QLatin1String("Plan"))
                m_reader.report(root["kind"], QStringLiteral("kind"), QCoreApplication::translate("PlanReader", "'%1' is not a plan; the kind must be 'Plan'").arg(*kind));
        }
        readMetadata(root);
        readCluster(root);
        readQuota(root);
        readDataBucket(root);
        readPools(root);
        m_plan->unknown = m_reader.unknownKeys(root, QString(),
                                               keys({"apiVersion", "kind", "metadata", "cluster", "quota", "dataBucket", "pools"}),
                                               kUnknownRule);
    }

private:
    static constexpr YamlFieldReader::Presence req = YamlFieldReader::Required;
    static constexpr YamlFieldReader::Presence opt = YamlFieldReader::Optional;

    YAML::Node section(const YAML::Node &map, const char *key, const QString &path, YamlFieldReader::Presence presence)
    {
        const YAML::Node node = m_reader.child(map, QLatin1String(key), path, presence);
        if (!node.IsDefined() || !m_reader.expectMap(node, path))
            return YAML::Node(YAML::NodeType::Undefined);
        return node;
    }

    void checkLabel(const YAML::Node &map, const char *key, const QString &path, const QString &value)
    {
        if (value.isEmpty() || PlanReader::isDnsLabel(value))
            return;
        m_reader.report(map[key], path,
                        QCoreApplication::translate("PlanReader", "'%1' is not a valid name: use at most 40 lowercase letters, digits and '-', "
                           "starting with a letter or digit and ending with one (e.g. tpu-train)").arg(value));
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
        checkLabel(node, "name", p(path, "name"), cluster.name);
        cluster.mode = m_reader.choice(node, QStringLiteral("mode"), p(path, "mode"),
                                       keys({"standard", "autopilot"}), req).value_or(QString());
        cluster.region = m_reader.string(node, QStringLiteral("region"), p(path, "region"), req).value_or(QString());
        if (const auto version = m_reader.string(node, QStringLiteral("version"), p(path, "version"), req)) {
            cluster.version = *version;
            QString error;
            if (!GkeVersion::parse(*version, &error))
                m_reader.report(node["version"], p(path, "version"), error);
        }
        cluster.nodeImage = m_reader.string(node, QStringLiteral("nodeImage"), p(path, "nodeImage")).value_or(QString());
        cluster.autoprovisioning = m_reader.boolean(node, QStringLiteral("autoprovisioning"), p(path, "autoprovisioning"));
        cluster.costAllocation = m_reader.boolean(node, QStringLiteral("costAllocation"), p(path, "costAllocation"));
        cluster.unknown = m_reader.unknownKeys(node, path, keys({"name", "mode", "region", "version", "nodeImage", "autoprovisioning", "costAllocation"}),
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
            if (const auto chips = m_reader.integer(node, version, p(path, entry.first.Scalar().c_str()), req,
                                                     PlanLimits::quotaChips.min, PlanLimits::quotaChips.max))
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
        bucket.location = m_reader.string(node, QStringLiteral("location"), p(path, "location"), req).value_or(QString());
        bucket.unknown = m_reader.unknownKeys(node, path, keys({"location"}), kUnknownRule);
        m_plan->dataBucket = bucket;
    }

    void readPools(const YAML::Node &root)
    {
        const QString path = QStringLiteral("pools");
        const YAML::Node node = m_reader.child(root, path, path, req);
        if (!node.IsDefined() || !m_reader.expectSequence(node, path))
            return;
        if (node.size() == 0) {
            m_reader.report(node, path, QCoreApplication::translate("PlanReader", "lists no pool; add at least one TPU pool"));
            return;
        }
        QSet<QString> names;
        int index = 0;
        for (const YAML::Node &item : node) {
            const QString poolPath = QStringLiteral("pools[%1]").arg(index++);
            m_plan->positions.record(poolPath, YamlFieldReader::positionOf(item));
            if (!m_reader.expectMap(item, poolPath)) {
                m_plan->pools.append(Pool());
                continue;
            }
            Pool pool = readPool(item, poolPath);
            if (!pool.name.isEmpty()) {
                if (names.contains(pool.name))
                    m_reader.report(item["name"], p(poolPath, "name"),
                                    QCoreApplication::translate("PlanReader", "another pool is already called '%1'; pool names must be unique").arg(pool.name));
                names.insert(pool.name);
            }
            m_plan->pools.append(pool);
        }
    }

    Pool readPool(const YAML::Node &item, const QString &path)
    {
        Pool pool;
        pool.name = m_reader.string(item, QStringLiteral("name"), p(path, "name"), req).value_or(QString());
        checkLabel(item, "name", p(path, "name"), pool.name);
        pool.tpu = m_reader.string(item, QStringLiteral("tpu"), p(path, "tpu"), req).value_or(QString());
        pool.machineType = m_reader.string(item, QStringLiteral("machineType"), p(path, "machineType")).value_or(QString());
        pool.accelerator = m_reader.string(item, QStringLiteral("accelerator"), p(path, "accelerator")).value_or(QString());
        pool.topology = m_reader.string(item, QStringLiteral("topology"), p(path, "topology"), req).value_or(QString());
        pool.zone = m_reader.string(item, QStringLiteral("zone"), p(path, "zone"), req).value_or(QString());
        if (const auto slices = m_reader.integer(item, QStringLiteral("slices"), p(path, "slices"), opt, PlanLimits::slices.min,
                                                  PlanLimits::slices.max))
            pool.slices = int(*slices);
        pool.capacity = m_reader.choice(item, QStringLiteral("capacity"), p(path, "capacity"),
                                        keys({"on-demand", "spot", "reservation", "flex-start"})).value_or(QString());
        pool.commitment = m_reader.choice(item, QStringLiteral("commitment"), p(path, "commitment"),
                                          keys({"none", "1y", "3y"})).value_or(QString());
        pool.architecture = m_reader.choice(item, QStringLiteral("architecture"), p(path, "architecture"),
                                            keys({"tpu-vm", "tpu-node"})).value_or(QString());
        if (const auto smt = m_reader.integer(item, QStringLiteral("smt"), p(path, "smt"), opt, PlanLimits::smt.min, PlanLimits::smt.max))
            pool.smt = int(*smt);
        if (const auto pods = m_reader.integer(item, QStringLiteral("podsPerNode"), p(path, "podsPerNode"), opt,
                                               PlanLimits::podsPerNode.min, PlanLimits::podsPerNode.max))
            pool.podsPerNode = int(*pods);
        readReservation(item, path, pool);
        readAutoscaling(item, path, pool);
        readWorkload(item, path, pool);
        if (const YAML::Node node = section(item, "usage", p(path, "usage"), opt); node.IsDefined()) {
            Usage usage;
            if (const auto hours = m_reader.integer(node, QStringLiteral("hoursPerMonth"), p(p(path, "usage"), "hoursPerMonth"), opt,
                                                 PlanLimits::hoursPerMonth.min, PlanLimits::hoursPerMonth.max))
                usage.hoursPerMonth = int(*hours);
            usage.unknown = m_reader.unknownKeys(node, p(path, "usage"), keys({"hoursPerMonth"}), kUnknownRule);
            pool.usage = usage;
        }
        pool.unknown = m_reader.unknownKeys(item, path,
                                            keys({"name", "tpu", "machineType", "accelerator", "topology", "zone", "slices",
                                                  "capacity", "reservation", "commitment", "autoscaling", "smt", "podsPerNode",
                                                  "architecture", "workload", "usage"}),
                                            kUnknownRule);
        return pool;
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
        static const QRegularExpression resourceName(QStringLiteral("^[a-z]([-a-z0-9]{0,61}[a-z0-9])?$"));
        if (!reservation.name.isEmpty() && !resourceName.match(reservation.name).hasMatch())
            m_reader.report(node["name"], p(path, "name"),
                            QCoreApplication::translate("PlanReader", "'%1' is not a reservation name: use lowercase letters, digits and '-', starting with a letter")
                                .arg(reservation.name));
        static const QRegularExpression projectId(QStringLiteral("^[a-z][-a-z0-9]{4,28}[a-z0-9]$"));
        if (!reservation.project.isEmpty() && !projectId.match(reservation.project).hasMatch())
            m_reader.report(node["project"], p(path, "project"),
                            QCoreApplication::translate("PlanReader", "'%1' is not a Google Cloud project id (6 to 30 lowercase letters, digits and '-')")
                                .arg(reservation.project));
        reservation.unknown = m_reader.unknownKeys(node, path, keys({"name", "affinity", "project"}), kUnknownRule);
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
        // Negative bounds load and are reported by the autoscaling-bounds rule, which says what to do.
        autoscaling.minNodes = m_reader.integer(node, QStringLiteral("minNodes"), p(path, "minNodes"), opt, PlanLimits::nodes.min, PlanLimits::nodes.max);
        autoscaling.maxNodes = m_reader.integer(node, QStringLiteral("maxNodes"), p(path, "maxNodes"), opt, PlanLimits::nodes.min, PlanLimits::nodes.max);
        autoscaling.totalMaxNodes = m_reader.integer(node, QStringLiteral("totalMaxNodes"), p(path, "totalMaxNodes"), opt,
                                                     PlanLimits::nodes.min, PlanLimits::nodes.max);
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
                                        keys({"auto", "Job", "JobSet", "Deployment"})).value_or(QString());
        workload.image = m_reader.string(node, QStringLiteral("image"), p(path, "image")).value_or(QString());
        workload.command = m_reader.stringList(node, QStringLiteral("command"), p(path, "command"));
        if (const auto chips = m_reader.integer(node, QStringLiteral("tpuChipsPerPod"), p(path, "tpuChipsPerPod"), opt,
                                                PlanLimits::tpuChipsPerPod.min, PlanLimits::tpuChipsPerPod.max))
            workload.tpuChipsPerPod = int(*chips);
        workload.cpu = quantity(node, "cpu", p(path, "cpu"));
        workload.memory = quantity(node, "memory", p(path, "memory"));
        workload.priorityClass = m_reader.string(node, QStringLiteral("priorityClass"), p(path, "priorityClass")).value_or(QString());
        checkLabel(node, "priorityClass", p(path, "priorityClass"), workload.priorityClass);
        workload.queue = m_reader.string(node, QStringLiteral("queue"), p(path, "queue")).value_or(QString());
        checkLabel(node, "queue", p(path, "queue"), workload.queue);
        workload.extendedRunTime = m_reader.boolean(node, QStringLiteral("extendedRunTime"), p(path, "extendedRunTime"));
        workload.collectionScheduling = m_reader.boolean(node, QStringLiteral("collectionScheduling"), p(path, "collectionScheduling"));
        workload.unknown = m_reader.unknownKeys(node, path,
                                                keys({"kind", "image", "command", "tpuChipsPerPod", "cpu", "memory", "priorityClass",
                                                      "queue", "extendedRunTime", "collectionScheduling"}),
                                                kUnknownRule);
        pool.workload = workload;
    }

    QString quantity(const YAML::Node &node, const char *key, const QString &path)
    {
        const QString value = m_reader.string(node, QLatin1String(key), path).value_or(QString());
        // Kubernetes resource quantity: a decimal number with an optional SI or binary suffix.
        static const QRegularExpression pattern(QStringLiteral("^[0-9]+(\\.[0-9]+)?(m|k|M|G|T|P|E|Ki|Mi|Gi|Ti|Pi|Ei)?$"));
        if (!value.isEmpty() && !pattern.match(value).hasMatch()) {
            m_reader.report(node[key], path,
                            QCoreApplication::translate("PlanReader", "'%1' is not a Kubernetes quantity; write e.g. \"200\", \"500m\" or \"400Gi\"").arg(value));
            return QString();
        }
        return value;
    }

    Plan *m_plan;
    YamlFieldReader m_reader;
};

} // namespace

bool PlanReader::isDnsLabel(const QString &name, int maxLength)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"));
    return name.size() <= maxLength && pattern.match(name).hasMatch();
}

PlanLoadResult PlanReader::readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        PlanLoadResult result;
        result.status = PlanLoadResult::Status::NotReadable;
        Finding f;
        f.rule = kRule;
        f.message = QCoreApplication::translate("PlanReader", "cannot open the file: %1").arg(file.errorString());
        result.findings.append(f);
        return result;
    }
    return readBytes(file.readAll());
}

PlanLoadResult PlanReader::readBytes(const QByteArray &bytes)
{
    PlanLoadResult result;
    const YamlDocument doc = YamlDocument::parse(bytes, kRule);
    result.findings = doc.problems();
    if (doc.isSyntaxError()) {
        result.status = PlanLoadResult::Status::NotYaml;
        return result;
    }
    if (doc.isExpansionExceeded())
        return result;
    PlanParser parser(&result.plan, &result.findings);
    parser.parse(doc.root());
    return result;
}

} // namespace tpuplan
