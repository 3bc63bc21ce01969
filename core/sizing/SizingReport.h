// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sizing/SliceSearch.h"

#include <QJsonObject>

namespace tpuplan {

/// `tpu-plan size` output: the JSON of the contract (every figure, null when an input is
/// unknown) and a text table of the best candidates.
class SizingReport
{
    Q_DECLARE_TR_FUNCTIONS(SizingReport)
public:
    static QJsonObject toJson(const QString &file, const ModelWorkload &workload, const SizingResult &result);
    static QString toText(const QString &file, const ModelWorkload &workload, const SizingResult &result, int rows = 12);
    static QJsonObject candidateJson(const SizingCandidate &candidate);
    /// The fit's id in the JSON (fits, tight, no): a contract, never translated.
    static QString fitName(Fit fit);
    /// The bound that decides the candidate's speed (the JSON's id: compute, hbm, ici, dcn):
    /// training's, else serving's.
    static QString boundOf(const SizingCandidate &candidate);
    /// The fit and a bound id as the text table says them, in the language.
    static QString fitText(Fit fit);
    static QString boundText(const QString &bound);
};

} // namespace tpuplan
