// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QObject>
#include <QPointer>

#include <memory>

class QLockFile;
class QTimer;

namespace tpuplan {

class PlanDocument;

/// Writes a recovery copy of a modified plan a few seconds after each edit, to the
/// application's data folder. A session that closes normally removes its copy; copies left by
/// a session that crashed (their lock file is stale) are offered on the next start.
class Autosaver : public QObject
{
    Q_OBJECT
public:
    struct Recovery
    {
        QString recoveryPath; ///< the plan text
        QString originalPath; ///< the file it was edited from; empty for an untitled plan
        QDateTime savedAt;
    };

    explicit Autosaver(QObject *parent = nullptr);
    ~Autosaver() override;

    void setDocument(PlanDocument *document);
    void setDelay(int milliseconds);
    /// Writes (modified document) or removes (clean document) the recovery copy now.
    void saveNow();
    QString recoveryPath() const;

    static QString recoveryDirectory();
    /// Recovery copies whose session is gone.
    static QList<Recovery> orphans();
    static void discard(const Recovery &recovery);

Q_SIGNALS:
    /// A recovery copy could not be written; `error` names the file and the reason. The
    /// previous copy, if any, is kept.
    void failed(const QString &error);

private:
    void removeFiles();

    PlanDocument *m_document = nullptr;
    QTimer *m_timer;
    QString m_id;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace tpuplan
