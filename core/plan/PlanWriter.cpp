// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/PlanWriter.h"

#include "core/common/FileWrite.h"
#include "core/common/YamlText.h"

namespace tpuplan {
namespace {

class PlanEmitter
{
public:
    explicit PlanEmitter(YAML::Emitter &out) : m_out(out) {}

    void plan(const Plan &plan)
    {
        m_out << YAML::BeginMap;
        text("apiVersion", plan.apiVersion, true);
        text("kind", plan.kind, true);
        m_out << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap;
        text("name", plan.metadata.name, true);
        text("description", plan.metadata.description);
        unknown(plan.metadata.unknown);
        m_out << YAML::EndMap;
        cluster(plan.cluster);
        if (plan.quota) {
            m_out << YAML::Key << "quota" << YAML::Value << YAML::BeginMap;
            for (auto it = plan.quota->constBegin(); it != plan.quota->constEnd(); ++it)
                m_out << YAML::Key << it.key().toStdString() << YAML::Value << it.value();
            m_out << YAML::EndMap;
        }
        if (plan.dataBucket) {
            m_out << YAML::Key << "dataBucket" << YAML::Value << YAML::BeginMap;
            text("name", plan.dataBucket->name);
            text("location", plan.dataBucket->location, true);
            unknown(plan.dataBucket->unknown);
            m_out << YAML::EndMap;
        }
        m_out << YAML::Key << "pools" << YAML::Value << YAML::BeginSeq;
        for (const Pool &p : plan.pools)
            pool(p);
        m_out << YAML::EndSeq;
        unknown(plan.unknown);
        m_out << YAML::EndMap;
    }

private:
    void text(const char *key, const QString &value, bool always = false)
    {
        if (value.isEmpty() && !always)
            return;
        m_out << YAML::Key << key << YAML::Value;
        YamlText::emit(m_out, value);
    }

    template<typename T>
    void optional(const char *key, const std::optional<T> &value)
    {
        if (value)
            m_out << YAML::Key << key << YAML::Value << *value;
    }

    void unknown(const UnknownFields &fields)
    {
        for (const auto &[key, yaml] : fields) {
            if (key == complexUnknownKey()) {
                // Its text is a one-entry mapping: key (a list or mapping) and value together.
                const YAML::Node entry = YAML::Load(yaml.toStdString());
                for (const auto &pair : entry)
                    m_out << YAML::Key << pair.first << YAML::Value << pair.second;
                continue;
            }
            m_out << YAML::Key << key.toStdString() << YAML::Value;
            try {
                m_out << YAML::Load(yaml.toStdString());
            } catch (const YAML::Exception &) {
                YamlText::emit(m_out, yaml);
            }
        }
    }

    void cluster(const Cluster &c)
    {
        m_out << YAML::Key << "cluster" << YAML::Value << YAML::BeginMap;
        text("name", c.name, true);
        text("mode", c.mode, true);
        text("region", c.region, true);
        text("version", c.version, true);
        text("nodeImage", c.nodeImage);
        text("releaseChannel", c.releaseChannel);
        optional("autoprovisioning", c.autoprovisioning);
        optional("costAllocation", c.costAllocation);
        unknown(c.unknown);
        m_out << YAML::EndMap;
    }

    void pool(const Pool &p)
    {
        m_out << YAML::BeginMap;
        text("name", p.name, true);
        text("tpu", p.tpu, true);
        text("machineType", p.machineType);
        text("accelerator", p.accelerator);
        text("topology", p.topology, true);
        text("zone", p.zone, true);
        optional("slices", p.slices);
        text("capacity", p.capacity);
        if (p.reservation) {
            m_out << YAML::Key << "reservation" << YAML::Value << YAML::BeginMap;
            text("name", p.reservation->name);
            text("affinity", p.reservation->affinity);
            text("project", p.reservation->project);
            text("startTime", p.reservation->startTime);
            optional("durationDays", p.reservation->durationDays);
            unknown(p.reservation->unknown);
            m_out << YAML::EndMap;
        }
        text("commitment", p.commitment);
        if (p.autoscaling) {
            m_out << YAML::Key << "autoscaling" << YAML::Value << YAML::BeginMap;
            m_out << YAML::Key << "enabled" << YAML::Value << p.autoscaling->enabled;
            optional("minNodes", p.autoscaling->minNodes);
            optional("maxNodes", p.autoscaling->maxNodes);
            optional("totalMaxNodes", p.autoscaling->totalMaxNodes);
            unknown(p.autoscaling->unknown);
            m_out << YAML::EndMap;
        }
        optional("smt", p.smt);
        optional("podsPerNode", p.podsPerNode);
        text("architecture", p.architecture);
        text("bootDiskType", p.bootDiskType);
        if (p.workload)
            workload(*p.workload);
        optional("dynamicSlicing", p.dynamicSlicing);
        if (!p.sliceWorkloads.isEmpty()) {
            m_out << YAML::Key << "sliceWorkloads" << YAML::Value << YAML::BeginSeq;
            for (const SliceWorkload &slice : p.sliceWorkloads) {
                m_out << YAML::BeginMap;
                text("name", slice.name, true);
                text("topology", slice.topology, true);
                optional("count", slice.count);
                unknown(slice.unknown);
                m_out << YAML::EndMap;
            }
            m_out << YAML::EndSeq;
        }
        if (p.usage) {
            m_out << YAML::Key << "usage" << YAML::Value << YAML::BeginMap;
            optional("hoursPerMonth", p.usage->hoursPerMonth);
            unknown(p.usage->unknown);
            m_out << YAML::EndMap;
        }
        unknown(p.unknown);
        m_out << YAML::EndMap;
    }

    void workload(const Workload &w)
    {
        m_out << YAML::Key << "workload" << YAML::Value << YAML::BeginMap;
        text("kind", w.kind);
        text("image", w.image);
        if (w.command) {
            m_out << YAML::Key << "command" << YAML::Value << YAML::Flow << YAML::BeginSeq;
            for (const QString &part : *w.command)
                YamlText::emitQuoted(m_out, part);
            m_out << YAML::EndSeq;
        }
        optional("tpuChipsPerPod", w.tpuChipsPerPod);
        text("cpu", w.cpu);
        text("memory", w.memory);
        text("priorityClass", w.priorityClass);
        text("queue", w.queue);
        optional("extendedRunTime", w.extendedRunTime);
        optional("collectionScheduling", w.collectionScheduling);
        text("framework", w.framework);
        optional("maxRestarts", w.maxRestarts);
        optional("containersPerPod", w.containersPerPod);
        optional("port", w.port);
        text("queueMetric", w.queueMetric);
        unknown(w.unknown);
        m_out << YAML::EndMap;
    }

    YAML::Emitter &m_out;
};

} // namespace

QByteArray PlanWriter::toYaml(const Plan &plan)
{
    YAML::Emitter out;
    out.SetIndent(2);
    out.SetBoolFormat(YAML::TrueFalseBool);
    PlanEmitter(out).plan(plan);
    QByteArray bytes(out.c_str());
    bytes.append('\n');
    return bytes;
}

bool PlanWriter::save(const Plan &plan, const QString &path, QString *error)
{
    return FileWrite::replace(path, toYaml(plan), error);
}

} // namespace tpuplan
