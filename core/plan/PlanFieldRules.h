// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/plan/FindingSink.h"

#include <QCoreApplication>
#include <QDateTime>

namespace tpuplan {

/// The checks of a plan's own values that need no catalog, reported as plan-invalid: the format
/// and kind, choices and number ranges, names (RFC 1123 labels), the GKE version syntax, unique
/// pool names, reservation names and project ids, Kubernetes quantities. PlanReader runs them on every file it reads and PlanCheck on the
/// editor's plan in memory, so a file and the window say the same without a YAML round trip.
/// Empty values pass: the reader reports missing required fields where it sees the file.
class PlanFieldRules
{
    Q_DECLARE_TR_FUNCTIONS(PlanFieldRules)
public:
    static void check(const Plan &plan, FindingSink &sink);
    static Findings check(const Plan &plan);

    /// check() in parts, for a caller that keeps each pool's findings (IncrementalCheck). check()
    /// lists the plan's control-character findings, then every pool's, then the plan's other
    /// findings, then every pool's.
    struct Parts
    {
        Findings control;
        Findings values;
    };
    static Parts checkPlanFields(const Plan &plan);
    /// `repeatedName`: an earlier pool has this pool's name.
    static Parts checkPoolFields(const Plan &plan, int index, bool repeatedName);

    /// Allowed values of a plan's fields: one source for the reader, these rules and the editors.
    struct Range
    {
        qint64 min;
        qint64 max;
    };
    static constexpr Range kSlices{1, 4096};
    static constexpr Range kSmt{1, 2};
    static constexpr Range kPodsPerNode{1, 100000};
    static constexpr Range kHoursPerMonth{0, 744};
    /// Loads any sensible length; the calendar-duration rule holds it to the catalog's 1 to 90 days.
    static constexpr Range kReservationDays{0, 36500};
    static constexpr Range kQuotaChips{0, 10000000};
    static constexpr Range kTpuChipsPerPod{1, 4096};
    static constexpr Range kMaxRestarts{0, 1000};
    static constexpr Range kContainersPerPod{1, 16};
    static constexpr Range kPort{1, 65535};
    /// Negative bounds load and are reported by the autoscaling-bounds rule, which says what to do.
    static constexpr Range kAutoscalingNodes{-100000, 100000};
    static QStringList modes();
    static QStringList releaseChannels(); ///< GKE release channels, fastest first
    static QStringList capacities();
    /// A reservation's start time in the one form the plan accepts (YYYY-MM-DDTHH:MM:SSZ, UTC);
    /// invalid for any other text.
    static QDateTime startTime(const QString &text);
    static QStringList commitments();
    static QStringList architectures();
    static QStringList workloadKinds();
    static QStringList frameworks();

    /// Plan, cluster and pool names are RFC 1123 labels of at most this many characters.
    static constexpr int kNameLength = 40;
    /// RFC 1123 label of at most `maxLength` characters.
    static bool isDnsLabel(const QString &name, int maxLength = kNameLength);
    /// A Prometheus metric name ([a-zA-Z_:][a-zA-Z0-9_:]*, at most 200 characters).
    static bool isMetricName(const QString &name);
    /// The most CPU and memory one Pod may ask for, as quantities.
    static QString maxCpu();
    static QString maxMemory();
};

} // namespace tpuplan
