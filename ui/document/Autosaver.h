// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>
#include <optional>

class QLockFile;
class QTimer;

namespace tpuplan {

class PlanDocument;

/// Writes a recovery copy of a modified plan to the application's data folder: once the edits
/// pause for a moment, and at the latest a few seconds after the first unsaved edit, even while
/// the user keeps typing. A session that closes normally removes its copy; copies left by a
/// session that crashed (their lock file is stale) are offered on the next start, and a copy
/// that is recovered stays (kept up to date) until the plan is saved or discarded.
class Autosaver : public QObject
{
    Q_OBJECT
public:
    struct Recovery
    {
        QString recoveryPath; ///< the plan text
        QString originalPath; ///< the file it was edited from; empty for an untitled plan
        QDateTime savedAt;
        /// Empty when the copy reads whole; otherwise why it cannot be trusted as the original's
        /// content (cut short, not what was written, not a correct plan). A damaged copy is never
        /// opened under the original's name.
        QString damage;
    };

    explicit Autosaver(QObject *parent = nullptr);
    ~Autosaver() override;

    /// Milliseconds on a monotonic clock; tests give their own.
    using Clock = std::function<qint64()>;

    void setDocument(PlanDocument *document);
    /// A copy is written `quiet` ms after the last edit, and at most `latest` ms after the first
    /// edit not yet in a copy (defaults 2 s and 10 s).
    void setDelays(int quiet, int latest);
    void setClock(Clock clock);
    /// Makes `recovery` (an orphan now shown in the document) this session's copy: it is
    /// rewritten from the document at once and kept until the document is saved or replaced.
    void adopt(const Recovery &recovery);
    /// Writes (modified document) or removes (clean document) the recovery copy now.
    void saveNow();
    QString recoveryPath() const;

    static QString recoveryDirectory();
    /// Recovery copies whose session is gone, each read with the plan reader's full checks and
    /// compared with the size and checksum written beside it.
    static QList<Recovery> orphans();
    static void discard(const Recovery &recovery);

Q_SIGNALS:
    /// A recovery copy could not be written; `error` names the file and the reason. The
    /// previous copy, if any, is kept.
    void failed(const QString &error);

private:
    void schedule();
    void removeFiles();

    PlanDocument *m_document = nullptr;
    QTimer *m_timer;
    Clock m_clock;
    int m_quiet = 2000;
    int m_latest = 10000;
    std::optional<qint64> m_pendingSince; ///< when the first edit not yet in a copy was made
    QString m_id;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace tpuplan
