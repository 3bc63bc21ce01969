// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sizing/ModelPresets.h"

#include "core/common/YamlDocument.h"
#include "core/common/YamlFieldReader.h"

#include <QCoreApplication>
#include <QFile>

namespace tpuplan {
namespace {

const QString kPresetsRule = QStringLiteral("presets-invalid");
constexpr YamlFieldReader::Presence kRequired = YamlFieldReader::Required;
constexpr YamlFieldReader::Presence kOptional = YamlFieldReader::Optional;

QString presetKey(const QString &path, const char *key)
{
    return YamlFieldReader::join(path, QLatin1String(key));
}

ModelDims readModel(YamlFieldReader &r, const YAML::Node &node, const QString &path)
{
    ModelDims m;
    const auto whole = [&](const char *key, qint64 max) {
        return r.integer(node, QLatin1String(key), presetKey(path, key), kRequired, 1, max).value_or(0);
    };
    m.id = r.string(node, QStringLiteral("id"), presetKey(path, "id"), kRequired).value_or(QString());
    m.name = r.string(node, QStringLiteral("name"), presetKey(path, "name"), kRequired).value_or(QString());
    m.layers = int(whole("layers", 1000));
    m.hidden = whole("hidden", 1000000);
    m.ffn = whole("ffn", 10000000);
    m.heads = int(whole("heads", 4096));
    m.kvHeads = int(whole("kvHeads", 4096));
    m.headDim = int(whole("headDim", 4096));
    m.vocab = whole("vocab", 100000000);
    m.tiedEmbeddings = r.boolean(node, QStringLiteral("tiedEmbeddings"), presetKey(path, "tiedEmbeddings"), kOptional).value_or(false);
    m.source = r.string(node, QStringLiteral("source"), presetKey(path, "source"), kRequired).value_or(QString());
    m.notes = r.string(node, QStringLiteral("notes"), presetKey(path, "notes"), kOptional).value_or(QString());
    return m;
}

} // namespace

ModelPresets ModelPresets::read(const QByteArray &bytes, Findings *problems)
{
    ModelPresets presets;
    const YamlDocument document = YamlDocument::parse(bytes, kPresetsRule);
    problems->append(document.problems());
    if (document.isSyntaxError() || document.isExpansionExceeded())
        return presets;
    YamlFieldReader r(kPresetsRule, problems);
    const YAML::Node &root = document.root();
    if (!r.expectMap(root, QString()))
        return presets;
    const YAML::Node sources = r.child(root, QStringLiteral("sources"), QStringLiteral("sources"), kRequired);
    if (sources.IsDefined() && r.expectMap(sources, QStringLiteral("sources"))) {
        for (const auto &entry : sources) {
            const QString key = QString::fromStdString(entry.first.Scalar());
            const QString path = presetKey(QStringLiteral("sources"), entry.first.Scalar().c_str());
            SourceRef ref;
            ref.key = key;
            ref.title = r.string(entry.second, QStringLiteral("title"), presetKey(path, "title"), kRequired).value_or(QString());
            ref.url = r.string(entry.second, QStringLiteral("url"), presetKey(path, "url"), kRequired).value_or(QString());
            ref.trust = r.string(entry.second, QStringLiteral("trust"), presetKey(path, "trust"), kRequired).value_or(QString());
            ref.date = r.string(entry.second, QStringLiteral("date"), presetKey(path, "date"), kOptional).value_or(QString());
            presets.sources.insert(key, ref);
        }
    }
    const YAML::Node models = r.child(root, QStringLiteral("models"), QStringLiteral("models"), kRequired);
    if (models.IsDefined() && r.expectSequence(models, QStringLiteral("models"))) {
        for (std::size_t i = 0; i < models.size(); ++i) {
            const QString path = QStringLiteral("models[%1]").arg(i);
            if (r.expectMap(models[i], path))
                presets.models.append(readModel(r, models[i], path));
        }
    }
    const YAML::Node refused = r.child(root, QStringLiteral("refused"), QStringLiteral("refused"), kOptional);
    if (refused.IsDefined() && r.expectSequence(refused, QStringLiteral("refused"))) {
        for (std::size_t i = 0; i < refused.size(); ++i) {
            const QString path = QStringLiteral("refused[%1]").arg(i);
            if (!r.expectMap(refused[i], path))
                continue;
            RefusedModel model;
            model.id = r.string(refused[i], QStringLiteral("id"), presetKey(path, "id"), kRequired).value_or(QString());
            model.reason = r.string(refused[i], QStringLiteral("reason"), presetKey(path, "reason"), kRequired).value_or(QString());
            model.source = r.string(refused[i], QStringLiteral("source"), presetKey(path, "source"), kRequired).value_or(QString());
            presets.refusedModels.append(model);
        }
    }
    return presets;
}

const ModelPresets &ModelPresets::builtIn()
{
    static const ModelPresets presets = [] {
        QFile file(QStringLiteral(":/sizing/models.yaml"));
        Findings problems;
        // A broken built-in file is a build defect: tst_modelpresets reads it and fails.
        return file.open(QIODevice::ReadOnly) ? read(file.readAll(), &problems) : ModelPresets();
    }();
    return presets;
}

const ModelDims *ModelPresets::find(const QString &id) const
{
    for (const ModelDims &model : models) {
        if (model.id.compare(id, Qt::CaseInsensitive) == 0)
            return &model;
    }
    return nullptr;
}

const RefusedModel *ModelPresets::refused(const QString &id) const
{
    for (const RefusedModel &model : refusedModels) {
        if (model.id.compare(id, Qt::CaseInsensitive) == 0)
            return &model;
    }
    return nullptr;
}

QStringList ModelPresets::ids() const
{
    QStringList out;
    for (const ModelDims &model : models)
        out.append(model.id);
    return out;
}

} // namespace tpuplan
