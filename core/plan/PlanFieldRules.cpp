// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/PlanFieldRules.h"

#include "core/common/ControlText.h"
#include "core/common/GkeVersion.h"
#include "core/common/Quantity.h"

#include <QRegularExpression>
#include <QSet>

namespace tpuplan {
namespace {

const QString kFieldRule = QStringLiteral("plan-invalid");

QString field(const QString &parent, const char *key)
{
    return parent + QLatin1Char('.') + QLatin1String(key);
}

/// One pass over a plan; each check reports through the sink, which adds the file position.
/// Messages of the checks that moved here from PlanReader keep its translation context, so the
/// existing translations still apply.
class FieldChecker
{
public:
    FieldChecker(const Plan &plan, FindingSink &sink) : m_plan(plan), m_sink(sink) {}

    void run()
    {
        planControl();
        for (int i = 0; i < m_plan.pools.size(); ++i)
            poolControl(i);
        planValues();
        QSet<QString> names;
        for (int i = 0; i < m_plan.pools.size(); ++i) {
            const QString &name = m_plan.pools[i].name;
            poolValues(i, !name.isEmpty() && names.contains(name));
            names.insert(name);
        }
    }

    /// The control characters of the plan's own fields (not its pools'). Every text that
    /// reaches an export or a message is checked; only a description and command arguments may
    /// span lines.
    void planControl()
    {
        text(QStringLiteral("apiVersion"), m_plan.apiVersion);
        text(QStringLiteral("kind"), m_plan.kind);
        text(QStringLiteral("metadata.name"), m_plan.metadata.name);
        text(QStringLiteral("metadata.description"), m_plan.metadata.description, true);
        const Cluster &c = m_plan.cluster;
        for (const auto &[key, value] : {std::pair{"name", &c.name}, {"mode", &c.mode}, {"region", &c.region},
                                         {"version", &c.version}, {"nodeImage", &c.nodeImage},
                                         {"releaseChannel", &c.releaseChannel}})
            text(field(QStringLiteral("cluster"), key), *value);
        if (m_plan.quota) {
            for (auto it = m_plan.quota->constBegin(); it != m_plan.quota->constEnd(); ++it)
                text(QStringLiteral("quota.") + it.key(), it.key());
        }
        if (m_plan.dataBucket) {
            text(QStringLiteral("dataBucket.location"), m_plan.dataBucket->location);
            text(QStringLiteral("dataBucket.name"), m_plan.dataBucket->name);
        }
    }

    void poolControl(int i) { poolControlCharacters(m_plan.pools[i], FindingSink::poolPath(i)); }

    /// The values of the plan's own fields (after planControl()).
    void planValues()
    {
        if (m_plan.apiVersion != Plan::apiVersionV1())
            error(QStringLiteral("apiVersion"), QCoreApplication::translate("PlanReader", "'%1' is not a plan format this version reads; use '%2'").arg(m_plan.apiVersion, Plan::apiVersionV1()));
        if (m_plan.kind != QLatin1String("Plan"))
            error(QStringLiteral("kind"), QCoreApplication::translate("PlanReader", "'%1' is not a plan; the kind must be 'Plan'").arg(m_plan.kind));
        label(QStringLiteral("cluster.name"), m_plan.cluster.name);
        choice(QStringLiteral("cluster.mode"), m_plan.cluster.mode, PlanFieldRules::modes(), Required);
        choice(QStringLiteral("cluster.releaseChannel"), m_plan.cluster.releaseChannel, PlanFieldRules::releaseChannels());
        version();
        bucketName();
        if (m_plan.quota) {
            for (auto it = m_plan.quota->constBegin(); it != m_plan.quota->constEnd(); ++it)
                range(QStringLiteral("quota.") + it.key(), it.value(), PlanFieldRules::kQuotaChips);
        }
        if (m_plan.pools.isEmpty())
            error(QStringLiteral("pools"), QCoreApplication::translate("PlanReader", "lists no pool; add at least one TPU pool"));
    }

    /// The values of pool `i` (after its control characters); `repeatedName`: an earlier pool
    /// has its name.
    void poolValues(int i, bool repeatedName)
    {
        const Pool &pool = m_plan.pools[i];
        const QString path = FindingSink::poolPath(i);
        label(field(path, "name"), pool.name);
        if (repeatedName)
            error(field(path, "name"), QCoreApplication::translate("PlanReader", "another pool is already called '%1'; pool names must be unique").arg(pool.name));
        range(field(path, "slices"), pool.slices, PlanFieldRules::kSlices);
        choice(field(path, "capacity"), pool.capacity, PlanFieldRules::capacities());
        choice(field(path, "commitment"), pool.commitment, PlanFieldRules::commitments());
        choice(field(path, "architecture"), pool.architecture, PlanFieldRules::architectures());
        range(field(path, "smt"), pool.smt, PlanFieldRules::kSmt);
        range(field(path, "podsPerNode"), pool.podsPerNode, PlanFieldRules::kPodsPerNode);
        if (pool.reservation)
            reservation(*pool.reservation, field(path, "reservation"));
        if (pool.autoscaling) {
            const QString at = field(path, "autoscaling");
            range(field(at, "minNodes"), pool.autoscaling->minNodes, PlanFieldRules::kAutoscalingNodes);
            range(field(at, "maxNodes"), pool.autoscaling->maxNodes, PlanFieldRules::kAutoscalingNodes);
            range(field(at, "totalMaxNodes"), pool.autoscaling->totalMaxNodes, PlanFieldRules::kAutoscalingNodes);
        }
        if (pool.workload)
            workload(*pool.workload, field(path, "workload"));
        if (pool.usage)
            range(field(field(path, "usage"), "hoursPerMonth"), pool.usage->hoursPerMonth, PlanFieldRules::kHoursPerMonth);
    }

private:
    /// A field holding a control character gets that one finding, not a second one saying it
    /// is not a valid name or version because of it.
    void error(const QString &path, const QString &message)
    {
        if (!m_refused.contains(path))
            m_sink.error(kFieldRule, -1, path, message);
    }

    void text(const QString &path, const QString &value, bool multiLine = false)
    {
        const qsizetype at = ControlText::find(value, multiLine);
        if (at < 0)
            return;
        m_refused.insert(path);
        const QString message = multiLine
                                    ? PlanFieldRules::tr("'%1' holds the control character %2: line breaks and tabs are allowed here, "
                                                         "but no terminal escapes or other control characters; remove it")
                                    : PlanFieldRules::tr("'%1' holds the control character %2: plan values are text without line breaks, "
                                                         "tabs or terminal escapes; remove it");
        m_sink.error(kFieldRule, -1, path, message.arg(ControlText::escaped(value), ControlText::escape(value.at(at))));
    }

    void poolControlCharacters(const Pool &pool, const QString &path)
    {
        for (const auto &[key, value] : {std::pair{"name", &pool.name}, {"tpu", &pool.tpu}, {"machineType", &pool.machineType},
                                         {"accelerator", &pool.accelerator}, {"topology", &pool.topology}, {"zone", &pool.zone},
                                         {"capacity", &pool.capacity}, {"commitment", &pool.commitment},
                                         {"architecture", &pool.architecture}, {"bootDiskType", &pool.bootDiskType}})
            text(field(path, key), *value);
        if (const auto &r = pool.reservation) {
            const QString at = field(path, "reservation");
            for (const auto &[key, value] : {std::pair{"name", &r->name}, {"affinity", &r->affinity}, {"project", &r->project},
                                                   {"startTime", &r->startTime}})
                text(field(at, key), *value);
        }
        if (const auto &w = pool.workload) {
            const QString at = field(path, "workload");
            for (const auto &[key, value] : {std::pair{"kind", &w->kind}, {"image", &w->image}, {"cpu", &w->cpu}, {"memory", &w->memory},
                                             {"priorityClass", &w->priorityClass}, {"queue", &w->queue}})
                text(field(at, key), *value);
            if (w->command) {
                for (qsizetype j = 0; j < w->command->size(); ++j)
                    text(QStringLiteral("%1.command[%2]").arg(at).arg(j), w->command->at(j), true);
            }
        }
    }

    enum Presence { Optional, Required };

    /// An empty optional choice means the default; a required one must be set.
    void choice(const QString &path, const QString &value, const QStringList &allowed, Presence presence = Optional)
    {
        if ((value.isEmpty() && presence == Optional) || allowed.contains(value))
            return;
        error(path, QCoreApplication::translate("YamlFieldReader", "'%1' is not allowed here; use one of: %2")
                        .arg(value, allowed.join(QStringLiteral(", "))));
    }

    template<typename T>
    void range(const QString &path, const std::optional<T> &value, PlanFieldRules::Range allowed)
    {
        if (value)
            range(path, qint64(*value), allowed);
    }

    void range(const QString &path, qint64 value, PlanFieldRules::Range allowed)
    {
        if (value >= allowed.min && value <= allowed.max)
            return;
        error(path, QCoreApplication::translate("YamlFieldReader", "must be from %1 to %2, not %3").arg(allowed.min).arg(allowed.max).arg(value));
    }

    void label(const QString &path, const QString &value)
    {
        if (value.isEmpty() || PlanFieldRules::isDnsLabel(value))
            return;
        error(path, QCoreApplication::translate("PlanReader", "'%1' is not a valid name: use at most 40 lowercase letters, digits and '-', "
                                       "starting with a letter or digit and ending with one (e.g. tpu-train)")
                        .arg(value));
    }

    void version()
    {
        QString message;
        if (!m_plan.cluster.version.isEmpty() && !GkeVersion::parse(m_plan.cluster.version, &message))
            error(QStringLiteral("cluster.version"), message);
    }

    void reservation(const Reservation &reservation, const QString &path)
    {
        static const QRegularExpression resourceName(
            QRegularExpression::anchoredPattern(QStringLiteral("[a-z]([-a-z0-9]{0,61}[a-z0-9])?")));
        if (!reservation.name.isEmpty() && !resourceName.match(reservation.name).hasMatch())
            error(field(path, "name"),
                  QCoreApplication::translate("PlanReader", "'%1' is not a reservation name: use lowercase letters, digits and '-', starting with a letter")
                      .arg(reservation.name));
        static const QRegularExpression projectId(
            QRegularExpression::anchoredPattern(QStringLiteral("[a-z][-a-z0-9]{4,28}[a-z0-9]")));
        if (!reservation.project.isEmpty() && !projectId.match(reservation.project).hasMatch())
            error(field(path, "project"),
                  QCoreApplication::translate("PlanReader", "'%1' is not a Google Cloud project id (6 to 30 lowercase letters, digits and '-')")
                      .arg(reservation.project));
        range(field(path, "durationDays"), reservation.durationDays, PlanFieldRules::kReservationDays);
        // The start goes to gcloud's --start-time and Terraform as written: one exact UTC form.
        if (!reservation.startTime.isEmpty() && !PlanFieldRules::startTime(reservation.startTime).isValid())
            error(field(path, "startTime"),
                  QCoreApplication::translate("PlanReader", "'%1' is not a start time: write it in UTC as YYYY-MM-DDTHH:MM:SSZ, "
                                                            "for example 2027-01-04T00:00:00Z")
                      .arg(reservation.startTime));
    }

    void workload(const Workload &workload, const QString &path)
    {
        choice(field(path, "kind"), workload.kind, PlanFieldRules::workloadKinds());
        choice(field(path, "framework"), workload.framework, PlanFieldRules::frameworks());
        range(field(path, "tpuChipsPerPod"), workload.tpuChipsPerPod, PlanFieldRules::kTpuChipsPerPod);
        range(field(path, "maxRestarts"), workload.maxRestarts, PlanFieldRules::kMaxRestarts);
        range(field(path, "containersPerPod"), workload.containersPerPod, PlanFieldRules::kContainersPerPod);
        range(field(path, "port"), workload.port, PlanFieldRules::kPort);
        quantity(field(path, "cpu"), workload.cpu, PlanFieldRules::maxCpu());
        quantity(field(path, "memory"), workload.memory, PlanFieldRules::maxMemory());
        label(field(path, "priorityClass"), workload.priorityClass);
        label(field(path, "queue"), workload.queue);
        metricName(field(path, "queueMetric"), workload.queueMetric);
    }

    void bucketName()
    {
        // Cloud Storage's rule for bucket names without dots (3-63 characters).
        static const QRegularExpression bucket(QRegularExpression::anchoredPattern(QStringLiteral("[a-z0-9][-_a-z0-9]{1,61}[a-z0-9]")));
        if (!m_plan.dataBucket || m_plan.dataBucket->name.isEmpty() || bucket.match(m_plan.dataBucket->name).hasMatch())
            return;
        error(QStringLiteral("dataBucket.name"),
              QCoreApplication::translate("PlanReader", "'%1' is not a Cloud Storage bucket name: 3 to 63 lowercase letters, digits, '-' and '_', "
                                                        "starting and ending with a letter or digit, without gs://")
                  .arg(m_plan.dataBucket->name));
    }

    void metricName(const QString &path, const QString &value)
    {
        if (value.isEmpty() || PlanFieldRules::isMetricName(value))
            return;
        error(path, QCoreApplication::translate("PlanReader", "'%1' is not a Prometheus metric name: use letters, digits, '_' and ':', "
                                                              "not starting with a digit (e.g. vllm:num_requests_waiting)")
                        .arg(value));
    }

    void quantity(const QString &path, const QString &value, const QString &most)
    {
        if (value.isEmpty())
            return;
        const std::optional<double> amount = Quantity::parse(value);
        if (!amount) {
            error(path, QCoreApplication::translate("PlanReader", "'%1' is not a Kubernetes quantity; write e.g. \"200\", \"500m\" or \"400Gi\"").arg(value));
        } else if (*amount > *Quantity::parse(most)) {
            // Far beyond any node, and summed over a queue's pools it would overflow a quota.
            error(path, PlanFieldRules::tr("must be from 0 to %1, not %2: no node offers that much to one Pod").arg(most, value));
        }
    }

    const Plan &m_plan;
    FindingSink &m_sink;
    QSet<QString> m_refused;
};

} // namespace

void PlanFieldRules::check(const Plan &plan, FindingSink &sink)
{
    FieldChecker(plan, sink).run();
}

PlanFieldRules::Parts PlanFieldRules::checkPlanFields(const Plan &plan)
{
    // One checker for both halves: a field with a control character gets no second finding.
    FindingSink sink(plan);
    FieldChecker checker(plan, sink);
    checker.planControl();
    const qsizetype control = sink.findings().size();
    checker.planValues();
    const Findings all = sink.take();
    return Parts{all.mid(0, control), all.mid(control)};
}

PlanFieldRules::Parts PlanFieldRules::checkPoolFields(const Plan &plan, int index, bool repeatedName)
{
    FindingSink sink(plan);
    FieldChecker checker(plan, sink);
    checker.poolControl(index);
    const qsizetype control = sink.findings().size();
    checker.poolValues(index, repeatedName);
    const Findings all = sink.take();
    return Parts{all.mid(0, control), all.mid(control)};
}

Findings PlanFieldRules::check(const Plan &plan)
{
    FindingSink sink(plan);
    check(plan, sink);
    return sink.take();
}

QStringList PlanFieldRules::modes()
{
    return {QStringLiteral("standard"), QStringLiteral("autopilot")};
}

QStringList PlanFieldRules::releaseChannels()
{
    return {QStringLiteral("rapid"), QStringLiteral("regular"), QStringLiteral("stable"), QStringLiteral("extended")};
}

QDateTime PlanFieldRules::startTime(const QString &text)
{
    static const QRegularExpression form(
        QRegularExpression::anchoredPattern(QStringLiteral("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z")));
    if (!form.match(text).hasMatch())
        return {};
    return QDateTime::fromString(text, Qt::ISODate);
}

QStringList PlanFieldRules::capacities()
{
    return {QStringLiteral("on-demand"), QStringLiteral("spot"), QStringLiteral("reservation"), QStringLiteral("flex-start"),
            QStringLiteral("calendar")};
}

QStringList PlanFieldRules::commitments()
{
    return {QStringLiteral("none"), QStringLiteral("1y"), QStringLiteral("3y")};
}

QStringList PlanFieldRules::architectures()
{
    return {QStringLiteral("tpu-vm"), QStringLiteral("tpu-node")};
}

QStringList PlanFieldRules::workloadKinds()
{
    return {QStringLiteral("auto"), QStringLiteral("Job"), QStringLiteral("JobSet"), QStringLiteral("Deployment")};
}

QStringList PlanFieldRules::frameworks()
{
    return {QStringLiteral("jax"), QStringLiteral("pytorch"), QStringLiteral("tensorflow"), QStringLiteral("other")};
}

bool PlanFieldRules::isDnsLabel(const QString &name, int maxLength)
{
    static const QRegularExpression pattern(QRegularExpression::anchoredPattern(QStringLiteral("[a-z0-9]([-a-z0-9]*[a-z0-9])?")));
    return name.size() <= maxLength && pattern.match(name).hasMatch();
}

bool PlanFieldRules::isMetricName(const QString &name)
{
    static const QRegularExpression pattern(QRegularExpression::anchoredPattern(QStringLiteral("[a-zA-Z_:][a-zA-Z0-9_:]*")));
    return name.size() <= 200 && pattern.match(name).hasMatch();
}

QString PlanFieldRules::maxCpu()
{
    return QStringLiteral("100000");
}

QString PlanFieldRules::maxMemory()
{
    return QStringLiteral("1Pi");
}

} // namespace tpuplan
