// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/BundleWriter.h"

#include "core/common/FileWrite.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSet>
#include <QTemporaryDir>

#include <filesystem>
#include <system_error>

namespace tpuplan {
namespace {

std::filesystem::path fsPath(const QString &path)
{
    return std::filesystem::path(QFile::encodeName(path).toStdString());
}

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

bool renamePath(const QString &from, const QString &to, QString *error)
{
    std::error_code ec;
    std::filesystem::rename(fsPath(from), fsPath(to), ec);
    if (ec)
        return fail(error, QCoreApplication::translate("BundleWriter", "cannot move %1 to %2: %3")
                               .arg(from, to, QString::fromLocal8Bit(ec.message().c_str())));
    return true;
}

} // namespace

bool BundleWriter::write(const QList<BundleFile> &files, const QString &directory, QString *error)
{
    const QFileInfo target(directory);
    if (target.exists() && !target.isDir())
        return fail(error, QCoreApplication::translate("BundleWriter", "%1 exists and is not a folder").arg(directory));
    const QString absolute = target.absoluteFilePath();
    const QString parent = QFileInfo(absolute).absolutePath();
    if (!QDir().mkpath(parent))
        return fail(error, QCoreApplication::translate("BundleWriter", "cannot create the folder %1").arg(parent));

    // Stage beside the target, on the same file system, so the final moves are renames.
    QTemporaryDir staging(parent + QStringLiteral("/.") + QFileInfo(absolute).fileName() + QStringLiteral(".tpu-plan-XXXXXX"));
    if (!staging.isValid())
        return fail(error, QCoreApplication::translate("BundleWriter", "cannot create a temporary folder in %1: %2")
                               .arg(parent, staging.errorString()));
    const QString stage = staging.path() + QStringLiteral("/bundle");
    QSet<QString> topLevel;
    for (const BundleFile &file : files) {
        const QString path = stage + QLatin1Char('/') + file.path;
        if (!QDir().mkpath(QFileInfo(path).absolutePath()))
            return fail(error, QCoreApplication::translate("BundleWriter", "cannot create the folder for %1").arg(path));
        if (!FileWrite::replace(path, file.contents, error))
            return false;
        if (file.executable)
            QFile::setPermissions(path, QFile::permissions(path) | QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther);
        topLevel.insert(file.path.section(QLatin1Char('/'), 0, 0));
    }

    if (!target.exists())
        return renamePath(stage, absolute, error);

    // Existing folder: swap each top-level entry of the bundle in. Folders (manifests/) go
    // whole, the old one moved aside first and deleted with the staging folder.
    QStringList entries(topLevel.begin(), topLevel.end());
    entries.sort();
    const QString old = staging.path() + QStringLiteral("/old");
    if (!QDir().mkpath(old))
        return fail(error, QCoreApplication::translate("BundleWriter", "cannot create a temporary folder in %1").arg(parent));
    for (const QString &entry : std::as_const(entries)) {
        const QString from = stage + QLatin1Char('/') + entry;
        const QString to = absolute + QLatin1Char('/') + entry;
        const QFileInfo existing(to);
        if (QFileInfo(from).isDir()) {
            if (existing.exists() || existing.isSymLink()) {
                if (!renamePath(to, old + QLatin1Char('/') + entry, error))
                    return false;
            }
            if (!renamePath(from, to, error)) {
                renamePath(old + QLatin1Char('/') + entry, to, nullptr); // put the old one back
                return false;
            }
        } else {
            if (existing.isDir() && !existing.isSymLink()) {
                if (!renamePath(to, old + QLatin1Char('/') + entry, error))
                    return false;
            }
            if (!renamePath(from, to, error))
                return false;
        }
    }
    return true;
}

} // namespace tpuplan
