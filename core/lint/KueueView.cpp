// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lint/KueueView.h"

#include "core/common/GkeKeys.h"

#include <algorithm>

namespace tpuplan {

void KueueView::collect(const ManifestNode &object)
{
    const QString kind = object["kind"].text();
    const QString name = object["metadata"]["name"].text();
    if (kind == QLatin1String("List")) {
        const ManifestNode items = object["items"];
        for (std::size_t i = 0; i < items.size(); ++i)
            collect(items.at(i));
    } else if (kind == QLatin1String("ResourceFlavor")) {
        KueueFlavor flavor;
        flavor.name = name;
        const ManifestNode labels = object["spec"]["nodeLabels"];
        if (labels.isMap()) {
            for (const auto &entry : labels.yaml()) {
                if (entry.first.IsScalar() && entry.second.IsScalar()) {
                    const QString key = QString::fromStdString(entry.first.Scalar());
                    flavor.nodeLabels.insert(key, labels.child(key));
                }
            }
        }
        m_flavors.append(flavor);
    } else if (kind == QLatin1String("LocalQueue")) {
        m_localQueues.insert(name, object["spec"]["clusterQueue"].text());
    } else if (kind == QLatin1String("ClusterQueue")) {
        QStringList flavors;
        const ManifestNode groups = object["spec"]["resourceGroups"];
        for (std::size_t g = 0; g < groups.size(); ++g) {
            const ManifestNode list = groups.at(g)["flavors"];
            for (std::size_t f = 0; f < list.size(); ++f)
                flavors.append(list.at(f)["name"].text());
        }
        m_clusterQueues.insert(name, flavors);
    }
}

void KueueView::merge(const KueueView &other)
{
    for (const KueueFlavor &flavor : other.m_flavors) {
        const bool known = std::any_of(m_flavors.cbegin(), m_flavors.cend(), [&](const KueueFlavor &f) { return f.name == flavor.name; });
        if (!known)
            m_flavors.append(flavor);
    }
    m_localQueues.insert(other.m_localQueues);
    m_clusterQueues.insert(other.m_clusterQueues);
}

bool KueueView::knowsQueue(const QString &queue) const
{
    return m_localQueues.contains(queue) && m_clusterQueues.contains(m_localQueues.value(queue));
}

QList<KueueFlavor> KueueView::tpuFlavorsFor(const QString &queue) const
{
    QList<KueueFlavor> candidates;
    const auto isTpu = [](const KueueFlavor &flavor) { return flavor.nodeLabels.contains(GkeKeys::kAccelerator); };
    if (knowsQueue(queue)) {
        for (const QString &name : m_clusterQueues.value(m_localQueues.value(queue))) {
            for (const KueueFlavor &flavor : m_flavors) {
                if (flavor.name == name && isTpu(flavor))
                    candidates.append(flavor);
            }
        }
        return candidates;
    }
    for (const KueueFlavor &flavor : m_flavors) {
        if (isTpu(flavor))
            candidates.append(flavor);
    }
    return candidates;
}

} // namespace tpuplan
