// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/WindowLayout.h"

#include <QCryptographicHash>
#include <QDataStream>
#include <QIODevice>

namespace tpuplan {
namespace {

constexpr quint32 kMagic = 0x54504c59; // "TPLY"
constexpr auto kHash = QCryptographicHash::Sha256;
constexpr QDataStream::Version kStreamVersion = QDataStream::Qt_6_0;

} // namespace

QByteArray WindowLayout::toBytes() const
{
    QByteArray payload;
    QDataStream out(&payload, QIODevice::WriteOnly);
    out.setVersion(kStreamVersion);
    out << kMagic << qint32(version) << geometry << docks << splitter;
    return payload + QCryptographicHash::hash(payload, kHash);
}

std::optional<WindowLayout> WindowLayout::fromBytes(const QByteArray &bytes)
{
    const qsizetype hashSize = QCryptographicHash::hashLength(kHash);
    if (bytes.size() <= hashSize)
        return std::nullopt;
    const QByteArray payload = bytes.first(bytes.size() - hashSize);
    if (QCryptographicHash::hash(payload, kHash) != bytes.last(hashSize))
        return std::nullopt;
    QDataStream in(payload);
    in.setVersion(kStreamVersion);
    quint32 magic = 0;
    qint32 version = 0;
    WindowLayout layout;
    in >> magic >> version >> layout.geometry >> layout.docks >> layout.splitter;
    if (in.status() != QDataStream::Ok || !in.atEnd() || magic != kMagic || version != kVersion)
        return std::nullopt;
    return layout;
}

} // namespace tpuplan
