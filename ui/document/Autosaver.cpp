// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/document/Autosaver.h"

#include "core/common/FileRead.h"

#include "ui/document/PlanDocument.h"

#include "core/common/FileWrite.h"
#include "core/plan/PlanReader.h"
#include "core/plan/PlanWriter.h"

#include <QCryptographicHash>

#include <QDir>
#include <QFileInfo>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QStandardPaths>
#include <QTimer>
#include <QUuid>

#include <chrono>

namespace tpuplan {
namespace {

const QLatin1String kPlanSuffix(".tpuplan.yaml");

/// The session id a recovery copy's files are named after.
QString idOf(const QString &recoveryPath)
{
    return QFileInfo(recoveryPath).fileName().chopped(kPlanSuffix.size());
}

QString planFile(const QString &dir, const QString &id)
{
    return dir + QLatin1Char('/') + id + kPlanSuffix;
}
QString infoFile(const QString &dir, const QString &id)
{
    return dir + QLatin1Char('/') + id + QStringLiteral(".json");
}
QString lockFile(const QString &dir, const QString &id)
{
    return dir + QLatin1Char('/') + id + QStringLiteral(".lock");
}

QString checksumOf(const QByteArray &text)
{
    return QString::fromLatin1(QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex());
}

/// Why the copy `text` cannot stand for the plan it was written from; empty when it reads whole.
/// The size and checksum catch a copy cut short that still reads as a smaller plan; copies
/// written before they were recorded are judged by the plan reader alone.
QString damageOf(const QByteArray &text, const QJsonObject &info)
{
    const QJsonValue bytes = info.value(QStringLiteral("bytes"));
    if (bytes.isDouble() && qint64(bytes.toDouble()) != text.size())
        return Autosaver::tr("it is %n byte(s) long, not the %1 that were written", nullptr, int(text.size()))
            .arg(qint64(bytes.toDouble()));
    const QJsonValue sum = info.value(QStringLiteral("sha256"));
    if (sum.isString() && sum.toString() != checksumOf(text))
        return Autosaver::tr("its content is not what was written");
    const PlanLoadResult loaded = PlanReader::readBytes(text);
    if (loaded.status != PlanLoadResult::Status::Loaded)
        return Autosaver::tr("it is not a plan any more");
    for (const Finding &finding : loaded.findings) {
        if (finding.severity == Severity::Error)
            return Autosaver::tr("line %1: %2").arg(finding.line).arg(finding.message);
    }
    return QString();
}

/// The lock of session `id`, taken; null when a live session holds it.
std::unique_ptr<QLockFile> lockOf(const QString &dir, const QString &id)
{
    auto lock = std::make_unique<QLockFile>(lockFile(dir, id));
    lock->setStaleLockTime(0);
    return lock->tryLock(0) ? std::move(lock) : nullptr;
}

} // namespace

Autosaver::Autosaver(QObject *parent)
    : QObject(parent), m_timer(new QTimer(this)), m_id(QUuid::createUuid().toString(QUuid::WithoutBraces))
{
    m_clock = [] {
        using namespace std::chrono;
        return qint64(duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count());
    };
    m_timer->setSingleShot(true);
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
    m_timer->stop();
    m_pendingSince.reset();
    m_document = document;
    if (!document)
        return;
    connect(document, &PlanDocument::changed, this, &Autosaver::schedule);
    connect(document, &PlanDocument::modifiedChanged, this, [this](bool modified) {
        if (!modified)
            saveNow();
    });
}

void Autosaver::setDelays(int quiet, int latest)
{
    m_quiet = quiet;
    m_latest = latest;
}

void Autosaver::setClock(Clock clock)
{
    m_clock = std::move(clock);
}

void Autosaver::schedule()
{
    // Restarting a plain timer on every edit would never fire while the user keeps typing.
    const qint64 now = m_clock();
    if (!m_pendingSince)
        m_pendingSince = now;
    const qint64 left = *m_pendingSince + m_latest - now;
    if (left <= 0) {
        saveNow();
        return;
    }
    m_timer->start(int(std::min<qint64>(m_quiet, left)));
}

void Autosaver::adopt(const Recovery &recovery)
{
    removeFiles();
    const QString id = idOf(recovery.recoveryPath);
    // Another session may have taken the copy over meanwhile; then this one keeps its own.
    if (std::unique_ptr<QLockFile> lock = lockOf(recoveryDirectory(), id)) {
        m_id = id;
        m_lock = std::move(lock);
    }
    saveNow();
}

void Autosaver::saveNow()
{
    m_timer->stop();
    m_pendingSince.reset();
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
        m_lock = lockOf(dir, m_id);
        if (!m_lock)
            return;
    }
    const QByteArray text = PlanWriter::toYaml(m_document->plan());
    const QJsonObject info{{QStringLiteral("original"), m_document->filePath()},
                           {QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)},
                           {QStringLiteral("bytes"), double(text.size())},
                           {QStringLiteral("sha256"), checksumOf(text)}};
    // Through FileWrite: a full disk must not replace the last good copy with an empty one.
    QString error;
    if (!FileWrite::replace(planFile(dir, m_id), text, &error)
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
        const std::optional<QByteArray> bytes = FileRead::read(infoFile(dir, id), FileRead::kListMaxBytes);
        if (!bytes || !QFile::exists(planFile(dir, id)))
            continue;
        QJsonParseError parsed;
        const QJsonDocument infoDocument = QJsonDocument::fromJson(*bytes, &parsed);
        const QJsonObject info = infoDocument.object();
        Recovery recovery{planFile(dir, id), info.value(QStringLiteral("original")).toString(),
                          QDateTime::fromString(info.value(QStringLiteral("savedAt")).toString(), Qt::ISODate),
                          QString()};
        if (parsed.error != QJsonParseError::NoError || !infoDocument.isObject()) {
            // Without its information the copy cannot say which file it belongs to.
            recovery.originalPath.clear();
            recovery.damage = tr("the file that says which plan it belongs to is damaged");
        } else {
            QString error;
            const std::optional<QByteArray> copy = FileRead::read(planFile(dir, id), FileRead::kYamlMaxBytes, &error);
            recovery.damage = copy ? damageOf(*copy, info) : tr("it cannot be read (%1)").arg(error);
        }
        found.append(recovery);
    }
    return found;
}

void Autosaver::discard(const Recovery &recovery)
{
    const QString dir = QFileInfo(recovery.recoveryPath).absolutePath();
    const QString id = idOf(recovery.recoveryPath);
    QFile::remove(planFile(dir, id));
    QFile::remove(infoFile(dir, id));
    QFile::remove(lockFile(dir, id));
}

} // namespace tpuplan
