// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/CatalogTypes.h"
#include "core/common/Finding.h"
#include "core/sizing/Workload.h"

#include <QList>
#include <QMap>

namespace tpuplan {

/// A name that is known but refused (a mixture-of-experts model), with the reason.
struct RefusedModel
{
    QString id;
    QString reason;
    QString source;
};

/// The built-in model presets (resources/sizing/models.yaml): dense decoders with the
/// dimensions of their publishers' configs, each with its source, and the refused names.
class ModelPresets
{
public:
    static const ModelPresets &builtIn();
    /// Reads a presets document; `problems` gets one finding per bad field (line and column).
    static ModelPresets read(const QByteArray &bytes, Findings *problems);

    const ModelDims *find(const QString &id) const;
    const RefusedModel *refused(const QString &id) const;
    QStringList ids() const;

    QList<ModelDims> models;
    QList<RefusedModel> refusedModels;
    QMap<QString, SourceRef> sources;
};

} // namespace tpuplan
