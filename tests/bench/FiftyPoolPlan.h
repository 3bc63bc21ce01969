// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

/// The 50-pool plan of the benchmarks (YAML): six shapes of four TPU versions in one region,
/// every pool reserved and autoscaling, each with a workload.
inline QByteArray fiftyPoolPlan()
{
    struct Shape
    {
        const char *tpu, *machineType, *topology, *zone;
    };
    // Zones of one region (us-central1) offer v6e, v5p, v5e and v3; a mix of single- and multi-host.
    const Shape shapes[] = {
        {"v5e", "ct5lp-hightpu-4t", "16x16", "us-central1-a"}, {"v5e", "ct5lp-hightpu-8t", "2x4", "us-central1-a"},
        {"v5p", "ct5p-hightpu-4t", "8x12x16", "us-central1-a"}, {"v5p", "ct5p-hightpu-4t", "2x2x1", "us-central1-a"},
        {"v6e", "ct6e-standard-4t", "8x8", "us-central1-b"},    {"v3", "ct3-hightpu-4t", "2x2", "us-central1-b"},
    };
    QByteArray yaml = "apiVersion: tpu-planner/v1\nkind: Plan\nmetadata: {name: fifty}\n"
                      "cluster: {name: big, mode: standard, region: us-central1, version: 1.31.5-gke.1000000}\n"
                      "quota: {v5e: 100000, v5p: 100000, v6e: 100000, v3: 100000}\n"
                      "dataBucket: {location: us}\npools:\n";
    for (int i = 0; i < 50; ++i) {
        const Shape &s = shapes[i % 6];
        yaml += QStringLiteral("  - name: pool-%1\n    tpu: %2\n    machineType: %3\n    topology: %4\n    zone: %5\n"
                               "    capacity: reservation\n    reservation:\n      name: res-%1\n      affinity: specific\n"
                               "    autoscaling:\n      enabled: true\n      minNodes: 0\n      maxNodes: 1\n"
                               "    workload:\n      image: us-docker.pkg.dev/my-project/train/trainer:1.0\n"
                               "      command: [\"python3\", \"train.py\"]\n      cpu: \"8\"\n      memory: 16Gi\n")
                    .arg(i)
                    .arg(QLatin1String(s.tpu), QLatin1String(s.machineType), QLatin1String(s.topology), QLatin1String(s.zone))
                    .toUtf8();
    }
    return yaml;
}
