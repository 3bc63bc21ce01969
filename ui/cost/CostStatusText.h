// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace tpuplan {

struct CostSummary;

/// The status bar's cost, the same for every plan: the selected total per month, the Cost dock's
/// and the review bundle's figure ("at least", "at most" where it is a bound, and what a bound
/// leaves out); its tooltip gives the total per hour while every pool runs.
class CostStatusText
{
    Q_DECLARE_TR_FUNCTIONS(tpuplan::CostStatusText)
public:
    /// " · 123,411.52 USD per month" (to follow the chips and nodes), empty when the plan has no
    /// pool to price; `toolTip` gets the lines that explain it.
    static QString text(const CostSummary &cost, QString *toolTip);
};

} // namespace tpuplan
