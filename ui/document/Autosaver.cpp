// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/document/Autosaver.h"

#include "ui/document/PlanDocument.h"

#include "core/common/FileWrite.h"
#include "core/plan/PlanWriter.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QStandardPaths>
#include <QTimer>
#include <QUuid>

namespace tpuplan {
namespace {

QString planFile(const QString &dir, const QString &id)
{
    return dir + QLatin1Char('/') + id + QStringLiteral(".tpuplan.yaml");
}
QString infoFile(const QString &dir, const QString &id)
{
    return dir + QLatin1Char('/') + id + QStringLiteral(".json");
}
QString lockFile(const QString &dir, const QString &id)
{
    return dir + QLatin1Char('/') + id + QStringLiteral(".lock");
}

} // namespace

Autosaver::Autosaver(QObject *parent)
    : QObject(parent), m_timer(new QTimer(this)), m_id(QUuid::createUuid().toString(QUuid::WithoutBraces))
{
    m_timer->setSingleShot(true);
    m_timer->setInterval(3000);
    connect(m_timer, &QTimer::timeout, this, &Autosaver::saveNow);
}

Autosaver::~Autosaver()
{
    removeFiles();
}

QString Autosaver::recoveryDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

QString Autosaver::recoveryPath() const
{
    return planFile(recoveryDirectory(), m_id);
}

void Autosaver::setDocument(PlanDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    removeFiles();
    m_document = document;
    if (!document)
        return;
    connect(document, &PlanDocument::changed, m_timer, qOverload<>(&QTimer::start));
    connect(document, &PlanDocument::modifiedChanged, this, [this](bool modified) {
        if (!modified)
            saveNow();
    });
}

void Autosaver::setDelay(int milliseconds)
{
    m_timer->setInterval(milliseconds);
}

void Autosaver::saveNow()
{
    m_timer->stop();
    if (!m_document || !m_document->isModified()) {
        removeFiles();
        return;
    }
    const QString dir = recoveryDirectory();
    if (!QDir().mkpath(dir)) {
        Q_EMIT failed(tr("cannot create the folder %1").arg(QDir::toNativeSeparators(dir)));
        return;
    }
    if (!m_lock) {
        m_lock = std::make_unique<QLockFile>(lockFile(dir, m_id));
        m_lock->setStaleLockTime(0);
        if (!m_lock->tryLock(0)) {
            m_lock.reset();
            return;
        }
    }
    const QJsonObject info{{QStringLiteral("original"), m_document->filePath()},
                           {QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}};
    // Through FileWrite: a full disk must not replace the last good copy with an empty one.
    QString error;
    if (!FileWrite::replace(planFile(dir, m_id), PlanWriter::toYaml(m_document->plan()), &error)
        || !FileWrite::replace(infoFile(dir, m_id), QJsonDocument(info).toJson(), &error))
        Q_EMIT failed(error);
}

void Autosaver::removeFiles()
{
    if (!m_lock)
        return;
    const QString dir = recoveryDirectory();
    QFile::remove(planFile(dir, m_id));
    QFile::remove(infoFile(dir, m_id));
    m_lock->unlock();
    m_lock.reset();
}

QList<Autosaver::Recovery> Autosaver::orphans()
{
    QList<Recovery> found;
    const QString dir = recoveryDirectory();
    for (const QString &name : QDir(dir).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Time)) {
        const QString id = name.chopped(5);
        QLockFile lock(lockFile(dir, id));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0))
            continue; // its session is still running
        lock.unlock();
        QFile file(infoFile(dir, id));
        if (!file.open(QIODevice::ReadOnly) || !QFile::exists(planFile(dir, id)))
            continue;
        const QJsonObject info = QJsonDocument::fromJson(file.readAll()).object();
        found.append({planFile(dir, id), info.value(QStringLiteral("original")).toString(),
                      QDateTime::fromString(info.value(QStringLiteral("savedAt")).toString(), Qt::ISODate)});
    }
    return found;
}

void Autosaver::discard(const Recovery &recovery)
{
    const QString base = recovery.recoveryPath.chopped(int(QStringLiteral(".tpuplan.yaml").size()));
    QFile::remove(recovery.recoveryPath);
    QFile::remove(base + QStringLiteral(".json"));
    QFile::remove(base + QStringLiteral(".lock"));
}

} // namespace tpuplan
