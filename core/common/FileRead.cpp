// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/FileRead.h"

#include "core/common/SpecialFile.h"

#include <QCoreApplication>
#include <QFile>

namespace tpuplan {
namespace {

std::optional<QByteArray> fail(QString *error, const QString &reason)
{
    if (error)
        *error = reason;
    return std::nullopt;
}

QString sizeLimit(qint64 maxBytes)
{
    return maxBytes >= 1024 * 1024 ? FileRead::tr("%1 MiB").arg(maxBytes / (1024 * 1024)) : FileRead::tr("%1 bytes").arg(maxBytes);
}

/// Length of the UTF-8 sequence starting at `bytes[i]`, 0 when it is not a valid one (overlong
/// forms, surrogates and code points past U+10FFFF included).
int sequenceLength(const QByteArray &bytes, qsizetype i)
{
    const auto byte = [&](qsizetype k) { return k < bytes.size() ? static_cast<unsigned char>(bytes[k]) : 0u; };
    const unsigned lead = byte(i);
    if (lead < 0x80)
        return 1;
    const auto continuation = [&](qsizetype k) { return (byte(k) & 0xC0) == 0x80; };
    if (lead >= 0xC2 && lead <= 0xDF)
        return continuation(i + 1) ? 2 : 0;
    if (lead >= 0xE0 && lead <= 0xEF) {
        const unsigned second = byte(i + 1);
        const bool ok = (lead == 0xE0 ? second >= 0xA0 && second <= 0xBF
                         : lead == 0xED ? second >= 0x80 && second <= 0x9F
                                        : continuation(i + 1));
        return ok && continuation(i + 2) ? 3 : 0;
    }
    if (lead >= 0xF0 && lead <= 0xF4) {
        const unsigned second = byte(i + 1);
        const bool ok = (lead == 0xF0 ? second >= 0x90 && second <= 0xBF
                         : lead == 0xF4 ? second >= 0x80 && second <= 0x8F
                                        : continuation(i + 1));
        return ok && continuation(i + 2) && continuation(i + 3) ? 4 : 0;
    }
    return 0;
}

struct Utf8Break
{
    qsizetype offset = -1; ///< -1: the whole text is UTF-8
    int line = 1;
    int column = 1;
};

Utf8Break locate(const QByteArray &bytes)
{
    Utf8Break at;
    for (qsizetype i = 0; i < bytes.size();) {
        const int length = sequenceLength(bytes, i);
        if (length == 0) {
            at.offset = i;
            return at;
        }
        if (bytes[i] == '\n') {
            ++at.line;
            at.column = 1;
        } else {
            ++at.column;
        }
        i += length;
    }
    return at;
}

} // namespace

std::optional<QByteArray> FileRead::read(const QString &path, qint64 maxBytes, QString *error)
{
    const bool standardInput = path == QLatin1String("/dev/stdin");
    if (!standardInput) {
        if (const QString kind = SpecialFile::describe(path); !kind.isEmpty())
            return fail(error, tr("it is %1, not a regular file").arg(kind));
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(error, tr("cannot open the file: %1").arg(file.errorString()));
    if (!standardInput && file.size() > maxBytes)
        return fail(error, tr("the file is %1 bytes long; files of this kind larger than %2 are refused")
                               .arg(file.size())
                               .arg(sizeLimit(maxBytes)));
    // One byte more than allowed, so that a file growing meanwhile (or stdin) is refused, not cut.
    QByteArray bytes;
    while (bytes.size() <= maxBytes) {
        const QByteArray chunk = file.read(std::min<qint64>(maxBytes + 1 - bytes.size(), 1024 * 1024));
        if (file.error() != QFileDevice::NoError)
            return fail(error, tr("cannot read the file: %1").arg(file.errorString()));
        if (chunk.isEmpty())
            break;
        bytes += chunk;
    }
    if (bytes.size() > maxBytes)
        return fail(error, tr("the input is longer than %1, the limit for files of this kind").arg(sizeLimit(maxBytes)));
    return bytes;
}

std::optional<std::pair<int, int>> FileRead::firstNonUtf8(const QByteArray &bytes)
{
    const Utf8Break at = locate(bytes);
    if (at.offset < 0)
        return std::nullopt;
    return std::make_pair(at.line, at.column);
}

QString FileRead::utf8Problem(const QByteArray &bytes, bool withPosition)
{
    const Utf8Break at = locate(bytes);
    if (at.offset < 0)
        return QString();
    const QString reason = tr("the file is not UTF-8 text (byte 0x%1); save it as UTF-8 (read as Latin-1 or "
                              "Windows-1252 its letters would be lost)")
                               .arg(static_cast<unsigned char>(bytes[at.offset]), 2, 16, QLatin1Char('0'));
    return withPosition ? tr("line %1, column %2: %3").arg(at.line).arg(at.column).arg(reason) : reason;
}

} // namespace tpuplan
