// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/BundleWriter.h"

#include "core/common/FileRead.h"
#include "core/common/FileWrite.h"
#include "core/common/SpecialFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

#include <cerrno>
#include <cstdio> // renameat2 (glibc 2.28+)
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <optional>
#include <system_error>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tpuplan {
namespace {

namespace fs = std::filesystem;

fs::path fsPath(const QString &path)
{
    return fs::path(QFile::encodeName(path).toStdString());
}

QString qPath(const fs::path &path)
{
    return QFile::decodeName(QByteArray::fromStdString(path.string()));
}

QString systemError(const std::error_code &ec)
{
    return QString::fromLocal8Bit(ec.message().c_str());
}

/// Takes an exclusive lock on a folder (flock on its descriptor); the kernel drops it when the
/// process ends, killed or not. -1 when it cannot be taken (held by another export, or a file
/// system without locks).
int lockFolder(const QString &path)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        return -1;
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

/// lockFolder for a scope.
class FolderLock
{
public:
    explicit FolderLock(const QString &path) : m_fd(lockFolder(path)) {}
    ~FolderLock()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    FolderLock(const FolderLock &) = delete;
    FolderLock &operator=(const FolderLock &) = delete;

private:
    int m_fd;
};

/// Removes the staging folders interrupted exports to `name` left in `parent`: only folders
/// named as Stage names them (`.NAME.tpu-plan-XXXXXXXX`, with `.old` after a two-rename swap),
/// owned by this user, that no running export holds (their lock can be taken).
QStringList removeStaleStages(const QString &parent, const QString &name)
{
    static const QString pattern = QStringLiteral("^\\.%1\\.tpu-plan-[0-9a-f]{8}(\\.old)?$");
    const QRegularExpression stageName(pattern.arg(QRegularExpression::escape(name)));
    QStringList removed;
    const QStringList candidates = QDir(parent).entryList(QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot | QDir::NoSymLinks);
    for (const QString &candidate : candidates) {
        if (!stageName.match(candidate).hasMatch())
            continue;
        const QString path = parent + QLatin1Char('/') + candidate;
        struct stat info{};
        if (::lstat(QFile::encodeName(path).constData(), &info) != 0 || !S_ISDIR(info.st_mode) || info.st_uid != ::geteuid())
            continue;
        const int lock = lockFolder(path);
        if (lock < 0)
            continue; // an export is using it, or it cannot be told: leave it
        std::error_code ec;
        fs::remove_all(fsPath(path), ec);
        ::close(lock);
        if (!ec)
            removed.append(candidate);
    }
    return removed;
}

/// The new folder, built beside the target. Removed (with whatever it holds by then, the old
/// bundle after a swap) when it goes out of scope; remove() says whether that worked.
class Stage
{
public:
    Stage(const QString &parent, const QString &name, int simulatedErrno = 0)
    {
        if (simulatedErrno != 0) {
            m_error = QString::fromLocal8Bit(std::strerror(simulatedErrno));
            return;
        }
        for (int attempt = 0; attempt < 100 && m_path.isEmpty(); ++attempt) {
            const QString path = QStringLiteral("%1/.%2.tpu-plan-%3")
                                     .arg(parent, name)
                                     .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
            std::error_code ec;
            // create_directory, not QTemporaryDir: the folder becomes the bundle and keeps the
            // usual permissions (0777 less the umask), not 0700.
            if (fs::create_directory(fsPath(path), ec)) {
                m_path = path;
                m_lock = lockFolder(path);
            } else if (ec && ec != std::errc::file_exists) {
                m_error = systemError(ec);
                break; // not a name taken by chance: another name will not help
            }
        }
    }
    ~Stage()
    {
        remove();
        if (m_lock >= 0)
            ::close(m_lock);
    }
    Stage(const Stage &) = delete;
    Stage &operator=(const Stage &) = delete;

    bool isValid() const { return !m_path.isEmpty(); }
    QString path() const { return m_path; }
    QString error() const { return m_error; }
    /// After the new bundle took the target's place, the path holds the old one.
    bool remove()
    {
        if (m_path.isEmpty())
            return true;
        std::error_code ec;
        fs::remove_all(fsPath(m_path), ec);
        if (ec)
            return false;
        m_path.clear();
        return true;
    }
    /// Stop tracking the path (it is the target now).
    void release() { m_path.clear(); }

private:
    QString m_path;
    QString m_error;
    int m_lock = -1; ///< held while this export runs: the next export leaves the folder alone
};

/// The paths `.tpu-plan-files` of an earlier export lists; nothing when there is none.
std::optional<QSet<QString>> readRecord(const QString &folder, QString *error = nullptr)
{
    const QString path = folder + QLatin1Char('/') + BundleWriter::recordFileName();
    if (!QFileInfo::exists(path))
        return std::nullopt;
    // Bounded, and never a FIFO or /dev/zero behind the name: such a list is an error, not "none".
    QString reason;
    const std::optional<QByteArray> bytes = FileRead::read(path, FileRead::kListMaxBytes, &reason);
    if (!bytes) {
        if (error)
            *error = BundleWriter::tr("%1: %2; nothing was written").arg(path, reason);
        return std::nullopt;
    }
    const QJsonObject record = QJsonDocument::fromJson(*bytes).object();
    if (record.value(QStringLiteral("writtenBy")).toString() != QLatin1String("tpu-plan"))
        return std::nullopt;
    QSet<QString> paths;
    for (const QJsonValue &listed : record.value(QStringLiteral("files")).toArray())
        paths.insert(listed.toString());
    return paths;
}

QByteArray recordContents(const QList<BundleFile> &files)
{
    QJsonArray paths;
    for (const BundleFile &file : files)
        paths.append(file.path);
    return QJsonDocument(QJsonObject{{QStringLiteral("writtenBy"), QStringLiteral("tpu-plan")},
                                     {QStringLiteral("comment"),
                                      QStringLiteral("The files tpu-plan export wrote here. The next export replaces or "
                                                     "removes these and keeps every other file.")},
                                     {QStringLiteral("files"), paths}})
        .toJson(QJsonDocument::Indented);
}

/// A folder exported before `.tpu-plan-files` existed: the exporter's own headers say which
/// files it wrote that a new bundle may not write again.
bool hasExporterHeader(const QString &folder, const QString &relative)
{
    const bool manifest = relative.startsWith(QLatin1String("manifests/")) && relative.count(QLatin1Char('/')) == 1
                          && relative.endsWith(QLatin1String(".yaml"));
    const bool autoprovisioning = relative == QLatin1String("autoprovisioning.yaml");
    if (!manifest && !autoprovisioning)
        return false;
    const QString path = folder + QLatin1Char('/') + relative;
    if (!SpecialFile::describe(path).isEmpty())
        return false; // a FIFO would wait for a writer: not a manifest of ours anyway
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray head = file.read(1024);
    return manifest ? head.contains("\n# Generated by tpu-plan. ")
                    : head.startsWith("# Node auto-provisioning limits for cluster ");
}

bool fail(BundleWriteResult &result, const QString &message)
{
    result.ok = false;
    result.error = message;
    return false;
}

/// A file as the kernel knows it (device and inode): the same file under any name or link.
std::optional<std::pair<dev_t, ino_t>> fileId(const QString &path)
{
    struct stat info{};
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return std::nullopt;
    return std::make_pair(info.st_dev, info.st_ino);
}

/// True when the folder holds an earlier bundle: its `.tpu-plan-files`, or (from before that
/// list existed) a file with the exporter's header.
bool heldABundle(const QString &target, const std::optional<QSet<QString>> &previous)
{
    if (previous)
        return true;
    if (hasExporterHeader(target, QStringLiteral("autoprovisioning.yaml")))
        return true;
    const QStringList manifests = QDir(target + QStringLiteral("/manifests")).entryList({QStringLiteral("*.yaml")}, QDir::Files);
    return std::any_of(manifests.cbegin(), manifests.cend(), [&](const QString &name) {
        return hasExporterHeader(target, QStringLiteral("manifests/") + name);
    });
}

QString someOf(QStringList names)
{
    constexpr int kShown = 10;
    names.sort();
    if (names.size() <= kShown)
        return names.join(QStringLiteral(", "));
    return BundleWriter::tr("%1 and %n more", nullptr, int(names.size() - kShown))
        .arg(names.mid(0, kShown).join(QStringLiteral(", ")));
}

/// Before anything is written: the plan being exported is never an output, and files tpu-plan
/// did not write are replaced only when the options say so. `result.others` lists those files.
bool checkOwnership(const QString &target, const QList<BundleFile> &files, const BundleWriteOptions &options,
                    BundleWriteResult &result)
{
    for (const QString &input : options.inputs) {
        const auto inputId = fileId(input);
        for (const BundleFile &file : files) {
            if (inputId && fileId(target + QLatin1Char('/') + file.path) == inputId)
                return fail(result, BundleWriter::tr("%1 is the plan being exported, and the bundle writes its own %2 "
                                                     "there; nothing was written. Export into another folder.")
                                        .arg(QDir::toNativeSeparators(input), file.path));
        }
    }
    if (!QFileInfo::exists(target))
        return true;
    QString recordError;
    const std::optional<QSet<QString>> previous = readRecord(target, &recordError);
    if (!recordError.isEmpty())
        return fail(result, recordError);
    const bool bundleBefore = heldABundle(target, previous);
    for (const BundleFile &file : files) {
        const QFileInfo there(target + QLatin1Char('/') + file.path);
        if (!there.exists() && !there.isSymLink())
            continue;
        if (there.isDir() && !there.isSymLink())
            continue; // refused later as a folder in the way, whatever the options
        const bool ours = previous ? previous->contains(file.path) : hasExporterHeader(target, file.path);
        if (!ours)
            result.others.append(file.path);
    }
    result.others.sort();
    if (options.replaceOthers)
        return true;
    if (!bundleBefore) {
        const QStringList entries = QDir(target).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
        if (!entries.isEmpty()) {
            result.others = entries;
            return fail(result, BundleWriter::tr("%1 is not empty and holds no bundle tpu-plan wrote (%2); nothing was "
                                                 "written. Export into an empty or new folder, or allow replacing "
                                                 "files tpu-plan did not write.")
                                    .arg(QDir::toNativeSeparators(target), someOf(entries)));
        }
    }
    if (!result.others.isEmpty())
        return fail(result, BundleWriter::tr("%1 holds %n file(s) of the bundle's names that tpu-plan did not write: %2; "
                                             "nothing was written. Export into an empty or new folder, or allow "
                                             "replacing them.", nullptr, int(result.others.size()))
                                .arg(QDir::toNativeSeparators(target), someOf(result.others)));
    return true;
}

bool cancelled(const BundleWriteOptions &options, BundleWriteResult &result)
{
    if (!stopRequested(options.progress))
        return false;
    fail(result, BundleWriter::tr("the export was cancelled; nothing was written"));
    return true;
}

bool writeBundle(const QList<BundleFile> &files, const QString &stage, const BundleWriteOptions &options,
                 BundleWriteResult &result)
{
    if (options.progress)
        options.progress->total = int(files.size());
    for (const BundleFile &file : files) {
        if (cancelled(options, result))
            return false;
        const QString path = stage + QLatin1Char('/') + file.path;
        if (!QDir().mkpath(QFileInfo(path).absolutePath()))
            return fail(result, BundleWriter::tr("cannot create the folder for %1").arg(path));
        QString error;
        if (!FileWrite::replace(path, file.contents, &error))
            return fail(result, error);
        if (file.executable
            && !QFile::setPermissions(path, QFile::permissions(path) | QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther))
            return fail(result, BundleWriter::tr("cannot make %1 executable").arg(path));
        result.written.append(file.path);
        if (options.progress)
            ++options.progress->done;
    }
    QString error;
    if (!FileWrite::replace(stage + QLatin1Char('/') + BundleWriter::recordFileName(), recordContents(files), &error))
        return fail(result, error);
    return true;
}

/// Puts `from` (a file, link or other entry of the old folder) at `to` in the new one without
/// touching the old: a hard link, a copy where the file system refuses links.
bool keepEntry(const fs::path &from, const fs::path &to, const fs::file_status &status, BundleWriteResult &result)
{
    std::error_code ec;
    if (fs::is_symlink(status)) {
        const fs::path target = fs::read_symlink(from, ec);
        if (!ec)
            fs::create_symlink(target, to, ec);
    } else {
        fs::create_hard_link(from, to, ec);
        if (ec && fs::is_regular_file(status)) {
            ec.clear();
            fs::copy_file(from, to, ec);
            std::error_code sizeError;
            if (!ec && fs::file_size(to, ec) != fs::file_size(from, sizeError))
                ec = std::make_error_code(std::errc::no_space_on_device);
        }
    }
    if (ec)
        return fail(result, BundleWriter::tr("cannot keep %1 in the new bundle: %2").arg(qPath(from), systemError(ec)));
    return true;
}

dev_t deviceOf(const fs::path &path)
{
    struct stat info{};
    return ::lstat(path.c_str(), &info) == 0 ? info.st_dev : dev_t(-1);
}

/// The files the bundle was made from, by device and inode (a user's file is never one of them).
QSet<std::pair<dev_t, ino_t>> inputFileIds(const QStringList &inputs)
{
    QSet<std::pair<dev_t, ino_t>> ids;
    for (const QString &input : inputs) {
        if (const auto id = fileId(input))
            ids.insert(*id);
    }
    return ids;
}

/// Brings every entry of the old folder that tpu-plan did not write into the new one, and
/// lists what goes and what stays.
bool keepUserFiles(const QString &target, const QString &stage, const QList<BundleFile> &files, const QStringList &inputs,
                   BundleWriteResult &result)
{
    const QSet<std::pair<dev_t, ino_t>> inputIds = inputFileIds(inputs);
    QSet<QString> produced;
    for (const BundleFile &file : files)
        produced.insert(file.path);
    const std::optional<QSet<QString>> previous = readRecord(target);
    const fs::path root = fsPath(target);
    const fs::path newRoot = fsPath(stage);
    QList<std::pair<fs::path, fs::perms>> folders; // permissions applied once everything is in
    const dev_t rootDevice = deviceOf(root);
    std::error_code ec;
    for (fs::recursive_directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec)) {
        const fs::path relativePath = it->path().lexically_relative(root);
        const QString relative = qPath(relativePath.generic_string());
        const fs::file_status status = it->symlink_status(ec);
        if (ec)
            break;
        const fs::path to = newRoot / relativePath;
        if (fs::is_directory(status)) {
            // Another file system mounted inside can be neither linked nor moved with the folder.
            if (deviceOf(it->path()) != rootDevice)
                return fail(result, BundleWriter::tr("%1 is another file system mounted in the folder; "
                                                     "export into a folder of its own")
                                        .arg(qPath(it->path())));
            const QString inTheWay =
                BundleWriter::tr("the folder %1 is where the bundle writes a file; move it elsewhere").arg(qPath(it->path()));
            if (produced.contains(relative))
                return fail(result, inTheWay);
            if (!fs::exists(to)) {
                fs::create_directory(to, ec);
                if (ec)
                    return fail(result, BundleWriter::tr("cannot create the folder %1: %2").arg(qPath(to), systemError(ec)));
            } else if (!fs::is_directory(fs::symlink_status(to))) {
                return fail(result, inTheWay);
            }
            folders.append({to, status.permissions()});
            continue;
        }
        if (relative == BundleWriter::recordFileName() || produced.contains(relative))
            continue; // replaced by the new bundle
        const bool input = inputIds.contains(fileId(qPath(it->path())).value_or(std::pair<dev_t, ino_t>{}));
        if (!input && (previous ? previous->contains(relative) : hasExporterHeader(target, relative))) {
            result.removed.append(relative);
            continue;
        }
        if (fs::exists(fs::symlink_status(to)))
            return fail(result, BundleWriter::tr("%1 is where the bundle writes a folder; move it elsewhere").arg(qPath(it->path())));
        if (!keepEntry(it->path(), to, status, result))
            return false;
        result.kept.append(relative);
    }
    if (ec)
        return fail(result, BundleWriter::tr("cannot read the folder %1: %2").arg(target, systemError(ec)));
    folders.append({newRoot, fs::status(root, ec).permissions()});
    for (auto it = folders.crbegin(); it != folders.crend(); ++it) {
        fs::permissions(it->first, it->second, ec);
        if (ec)
            return fail(result, BundleWriter::tr("cannot set the permissions of %1: %2").arg(qPath(it->first), systemError(ec)));
    }
    result.kept.sort();
    result.removed.sort();
    return true;
}

bool renamePath(const QString &from, const QString &to, QString *error)
{
    std::error_code ec;
    fs::rename(fsPath(from), fsPath(to), ec);
    if (ec && error)
        *error = BundleWriter::tr("cannot move %1 to %2: %3").arg(from, to, systemError(ec));
    return !ec;
}

/// Puts the new folder in the target's place and the old one in the new one's. One atomic
/// exchange where the kernel and file system offer it; otherwise two renames, the first undone
/// when the second fails.
bool exchange(const QString &stage, const QString &target, BundleWriteResult &result, QString *oldBundle, int simulatedErrno)
{
    if (simulatedErrno != 0)
        return fail(result, BundleWriter::tr("cannot move %1 to %2: %3")
                                .arg(stage, target, QString::fromLocal8Bit(std::strerror(simulatedErrno))));
#ifdef RENAME_EXCHANGE
    if (::renameat2(AT_FDCWD, QFile::encodeName(stage).constData(), AT_FDCWD, QFile::encodeName(target).constData(),
                    RENAME_EXCHANGE) == 0) {
        *oldBundle = stage;
        return true;
    }
    if (errno != EINVAL && errno != ENOSYS && errno != ENOTSUP)
        return fail(result, BundleWriter::tr("cannot move %1 to %2: %3")
                                .arg(stage, target, QString::fromLocal8Bit(std::strerror(errno))));
#endif
    const QString aside = stage + QStringLiteral(".old");
    QString error;
    if (!renamePath(target, aside, &error))
        return fail(result, error);
    if (!renamePath(stage, target, &error)) {
        if (!renamePath(aside, target, nullptr)) {
            result.target = BundleWriteResult::Target::OldMovedAside;
            result.aside = aside;
        }
        return fail(result, error);
    }
    *oldBundle = aside;
    return true;
}

/// After the swap, `old` (the folder that was the target) may hold files another process wrote
/// there while the bundle was built, after the user's files were linked into the new one. Each
/// entry that is not the earlier bundle's own is moved into the new folder (a later version
/// replacing the link made before), so only the bundle's own files go with the old folder.
void bringOverLateFiles(const QString &old, const QString &target, const QList<BundleFile> &files,
                        const QStringList &removed, BundleWriteResult &result)
{
    QSet<QString> bundleOwn(removed.cbegin(), removed.cend());
    for (const BundleFile &file : files)
        bundleOwn.insert(file.path);
    bundleOwn.insert(BundleWriter::recordFileName());
    const fs::path oldRoot = fsPath(old);
    const fs::path newRoot = fsPath(target);
    std::error_code ec;
    for (fs::recursive_directory_iterator it(oldRoot, ec), end; !ec && it != end; it.increment(ec)) {
        const fs::path relativePath = it->path().lexically_relative(oldRoot);
        std::error_code entryError;
        const fs::file_status status = it->symlink_status(entryError);
        if (entryError || fs::is_directory(status)
            || bundleOwn.contains(qPath(relativePath.generic_string())))
            continue;
        const fs::path to = newRoot / relativePath;
        if (fs::is_directory(fs::symlink_status(to, entryError)))
            continue; // the bundle writes a folder there: the file stays with the old folder
        fs::create_directories(to.parent_path(), entryError);
        fs::rename(it->path(), to, entryError);
        if (entryError)
            result.aside = qPath(oldRoot); // keep the old folder: it holds a file that could not be moved
    }
}

/// For a bundle moved into the target file by file: which files of the folder stay (the user's)
/// and which go (the earlier bundle's, no longer produced), and whether anything is in the way.
/// Nothing is moved or linked. `stageName` is the hidden folder the bundle is staged in.
bool sortInPlace(const QString &target, const QString &stageName, const QList<BundleFile> &files, const QStringList &inputs,
                 BundleWriteResult &result)
{
    const QSet<std::pair<dev_t, ino_t>> inputIds = inputFileIds(inputs);
    QSet<QString> produced;
    QSet<QString> producedFolders;
    for (const BundleFile &file : files) {
        produced.insert(file.path);
        for (qsizetype slash = file.path.indexOf(QLatin1Char('/')); slash > 0;
             slash = file.path.indexOf(QLatin1Char('/'), slash + 1))
            producedFolders.insert(file.path.left(slash));
    }
    const std::optional<QSet<QString>> previous = readRecord(target);
    const fs::path root = fsPath(target);
    std::error_code ec;
    for (fs::recursive_directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec)) {
        const QString relative = qPath(it->path().lexically_relative(root).generic_string());
        const fs::file_status status = it->symlink_status(ec);
        if (ec)
            break;
        if (fs::is_directory(status)) {
            if (relative == stageName || deviceOf(it->path()) != deviceOf(root))
                it.disable_recursion_pending(); // the stage, or another file system: none of the bundle's
            else if (produced.contains(relative))
                return fail(result, BundleWriter::tr("the folder %1 is where the bundle writes a file; move it elsewhere")
                                        .arg(qPath(it->path())));
            continue;
        }
        if (relative == BundleWriter::recordFileName() || produced.contains(relative))
            continue; // replaced by the new bundle
        const bool input = inputIds.contains(fileId(qPath(it->path())).value_or(std::pair<dev_t, ino_t>{}));
        if (!input && (previous ? previous->contains(relative) : hasExporterHeader(target, relative)))
            result.removed.append(relative);
        else if (producedFolders.contains(relative))
            return fail(result,
                        BundleWriter::tr("%1 is where the bundle writes a folder; move it elsewhere").arg(qPath(it->path())));
        else
            result.kept.append(relative);
    }
    if (ec)
        return fail(result, BundleWriter::tr("cannot read the folder %1: %2").arg(target, systemError(ec)));
    result.kept.sort();
    result.removed.sort();
    return true;
}

/// Moves the staged files into the target one by one (each rename atomic), then removes the
/// earlier bundle's files the new one no longer has. The list of tpu-plan's files names both
/// bundles' files until the end: an export stopped half-way leaves no file of tpu-plan's that
/// the next export would take for the user's.
bool moveInPlace(const QString &stage, const QString &target, const QList<BundleFile> &files, BundleWriteResult &result)
{
    QList<BundleFile> both = files;
    for (const QString &path : std::as_const(result.removed))
        both.append({path, {}, false});
    const QString record = target + QLatin1Char('/') + BundleWriter::recordFileName();
    QString error;
    if (!FileWrite::replace(record, recordContents(both), &error))
        return fail(result, error);
    result.target = BundleWriteResult::Target::PartlyWritten;
    for (const BundleFile &file : files) {
        const QString to = target + QLatin1Char('/') + file.path;
        if (!QDir().mkpath(QFileInfo(to).absolutePath()))
            return fail(result, BundleWriter::tr("cannot create the folder for %1").arg(to));
        if (!renamePath(stage + QLatin1Char('/') + file.path, to, &error))
            return fail(result, error);
    }
    for (const QString &path : std::as_const(result.removed)) {
        std::error_code ec;
        fs::remove(fsPath(target + QLatin1Char('/') + path), ec);
    }
    if (!FileWrite::replace(record, recordContents(files), &error))
        return fail(result, error);
    return true;
}

/// The bundle staged in a hidden folder inside the target and moved in file by file, where the
/// target cannot be replaced in one step (`why`: the error of that step).
bool writeFileByFile(const QList<BundleFile> &files, const QString &target, const BundleWriteOptions &options, const QString &why,
                     BundleWriteResult &result)
{
    result.fileByFile = why;
    result.error.clear();
    result.written.clear();
    result.kept.clear();
    result.removed.clear();
    result.target = BundleWriteResult::Target::Unchanged;
    const QString name = QFileInfo(target).fileName();
    const FolderLock lock(target);
    Stage stage(target, name);
    if (!stage.isValid())
        return fail(result, BundleWriter::tr("cannot create a temporary folder in %1: %2").arg(target, stage.error()));
    if (!sortInPlace(target, QFileInfo(stage.path()).fileName(), files, options.inputs, result))
        return false;
    if (options.progress)
        options.progress->done = 0;
    if (!writeBundle(files, stage.path(), options, result) || cancelled(options, result))
        return false;
    return moveInPlace(stage.path(), target, files, result);
}

/// Puts the staged folder in the existing target's place, keeping the user's files.
/// `exchangeFailed`: false when it failed before the exchange (a refusal, a cancel).
bool swapIn(Stage &stage, const QString &target, const QList<BundleFile> &files, const BundleWriteOptions &options,
            BundleWriteResult &result, bool *exchangeFailed)
{
    // Locked like the stage: after the swap this folder is the old one at the stage's name,
    // and another export must not take it for an interrupted one's while files leave it.
    const FolderLock oldFolderLock(target);
    if (!keepUserFiles(target, stage.path(), files, options.inputs, result) || cancelled(options, result))
        return false;
    QString oldBundle;
    if (!exchange(stage.path(), target, result, &oldBundle, options.simulate.exchange)) {
        *exchangeFailed = true;
        return false;
    }
    bringOverLateFiles(oldBundle, target, files, result.removed, result);
    if (!result.aside.isEmpty()) {
        stage.release(); // holds a file of the user's that could not be moved: not deleted
    } else if (oldBundle == stage.path()) {
        if (!stage.remove())
            result.aside = oldBundle;
    } else {
        stage.release();
        std::error_code ec;
        fs::remove_all(fsPath(oldBundle), ec);
        if (ec)
            result.aside = oldBundle;
    }
    return true;
}

BundleWriteResult succeeded(BundleWriteResult &result)
{
    result.ok = true;
    result.target = BundleWriteResult::Target::Written;
    result.error.clear();
    return result;
}

} // namespace

QStringList BundleWriteResult::describe() const
{
    QStringList lines;
    const QString folder = QDir::toNativeSeparators(directory);
    if (!ok) {
        if (target == Target::PartlyWritten)
            lines << BundleWriter::tr("%1: the export stopped while moving the files in one by one; the files moved so far "
                                      "are the new bundle's, the others are as they were")
                         .arg(folder);
        else if (target == Target::OldMovedAside)
            lines << BundleWriter::tr("%1: the new bundle could not be put in place and the earlier folder could not be "
                                      "moved back; it is in %2")
                         .arg(folder, QDir::toNativeSeparators(aside));
        else if (replaced)
            lines << BundleWriter::tr("%1: nothing was changed; the files there are as they were").arg(folder);
        else
            lines << BundleWriter::tr("%1: nothing was written").arg(folder);
        return lines;
    }
    if (!fileByFile.isEmpty())
        lines << BundleWriter::tr("The folder could not be replaced in one step (%1), so the files were moved into it one by "
                                  "one: each file is whole, but the bundle was not written all or nothing.")
                     .arg(fileByFile);
    if (!kept.isEmpty())
        lines << BundleWriter::tr("Kept %n file(s) in the folder that tpu-plan did not write: %1", nullptr, int(kept.size()))
                     .arg(kept.join(QStringLiteral(", ")));
    if (!others.isEmpty())
        lines << BundleWriter::tr("Replaced %n file(s) tpu-plan did not write, as asked: %1", nullptr, int(others.size()))
                     .arg(others.join(QStringLiteral(", ")));
    if (!removed.isEmpty())
        lines << BundleWriter::tr("Removed %n file(s) an earlier export wrote that this bundle no longer has: %1", nullptr,
                                  int(removed.size()))
                     .arg(removed.join(QStringLiteral(", ")));
    if (!staleStages.isEmpty())
        lines << BundleWriter::tr("Removed %n hidden folder(s) interrupted exports left beside the folder: %1", nullptr,
                                  int(staleStages.size()))
                     .arg(staleStages.join(QStringLiteral(", ")));
    if (!aside.isEmpty())
        lines << BundleWriter::tr("The earlier bundle could not be deleted; it is still in %1").arg(QDir::toNativeSeparators(aside));
    return lines;
}

BundleWriteResult BundleWriter::write(const QList<BundleFile> &files, const QString &directory, const BundleWriteOptions &options)
{
    BundleWriteResult result;
    result.directory = directory;
    const QFileInfo target(directory);
    // Replacing a link would put a real folder where the user keeps a link: write where it points.
    // cleanPath: "out/" is the folder out, beside which the new one is built.
    const QString absolute = QDir::cleanPath(target.exists() ? target.canonicalFilePath() : target.absoluteFilePath());
    result.replaced = target.exists();
    if (target.exists() && !target.isDir()) {
        fail(result, BundleWriter::tr("%1 exists and is not a folder").arg(directory));
        return result;
    }
    if (!checkOwnership(absolute, files, options, result))
        return result;
    const QString parent = QFileInfo(absolute).absolutePath();
    if (!QDir().mkpath(parent)) {
        fail(result, BundleWriter::tr("cannot create the folder %1").arg(parent));
        return result;
    }

    const QString name = QFileInfo(absolute).fileName();
    result.staleStages = removeStaleStages(parent, name);
    if (result.replaced) // and those an interrupted export file by file left inside
        result.staleStages += removeStaleStages(absolute, name);
    Stage stage(parent, name, options.simulate.stageBeside);
    if (!stage.isValid()) {
        // A parent folder the user cannot write to: an existing target can still take the files.
        if (result.replaced && !cancelled(options, result) && writeFileByFile(files, absolute, options, stage.error(), result))
            return succeeded(result);
        if (!result.replaced)
            fail(result, BundleWriter::tr("cannot create a temporary folder in %1: %2").arg(parent, stage.error()));
        return result;
    }
    if (!writeBundle(files, stage.path(), options, result) || cancelled(options, result))
        return result;
    if (!result.replaced) {
        QString error;
        if (!renamePath(stage.path(), absolute, &error)) {
            fail(result, error);
            return result;
        }
        stage.release();
    } else if (bool exchangeFailed = false; !swapIn(stage, absolute, files, options, result, &exchangeFailed)) {
        // A mount point cannot be renamed: when the swap itself failed with nothing moved, move
        // the files in instead (a refusal before the swap stays a refusal).
        if (!exchangeFailed || result.target != BundleWriteResult::Target::Unchanged || !stage.remove())
            return result;
        if (!writeFileByFile(files, absolute, options, result.error, result))
            return result;
    }
    return succeeded(result);
}

bool BundleWriter::write(const QList<BundleFile> &files, const QString &directory, QString *error)
{
    const BundleWriteResult result = write(files, directory);
    if (!result.ok && error)
        *error = result.error;
    return result.ok;
}

} // namespace tpuplan
