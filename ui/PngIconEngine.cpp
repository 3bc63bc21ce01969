// SPDX-License-Identifier: GPL-3.0-or-later
#include "PngIconEngine.h"

#include <QApplication>
#include <QPainter>
#include <QStyle>
#include <QStyleOption>

#include <algorithm>

namespace tpuplan {

PngIconEngine::PngIconEngine(QString prefix, QList<int> sizes) : m_prefix(std::move(prefix)), m_sizes(std::move(sizes))
{
    std::sort(m_sizes.begin(), m_sizes.end());
}

QString PngIconEngine::fileFor(int extent) const
{
    // The smallest rendering at least as large as asked for: scaling down keeps it sharp.
    const auto fit = std::lower_bound(m_sizes.cbegin(), m_sizes.cend(), extent);
    return QStringLiteral("%1%2.png").arg(m_prefix).arg(fit == m_sizes.cend() ? m_sizes.last() : *fit);
}

QPixmap PngIconEngine::pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state)
{
    const QSize square = actualSize(size, mode, state); // one picture for on and off
    if (square.isEmpty() || m_sizes.isEmpty())
        return QPixmap();
    // Disabled and selected looks are made from the palette: a new palette (dark mode) makes new ones.
    const bool styled = mode != QIcon::Normal && qobject_cast<QApplication *>(QCoreApplication::instance());
    const QString key = QStringLiteral("%1:%2:%3").arg(square.width()).arg(int(styled ? mode : QIcon::Normal)).arg(styled ? QApplication::palette().cacheKey() : 0);
    if (const auto drawn = m_drawn.constFind(key); drawn != m_drawn.cend())
        return drawn.value();
    QPixmap result;
    if (styled) {
        QStyleOption option;
        option.palette = QApplication::palette();
        result = QApplication::style()->generatedIconPixmap(mode, pixmap(square, QIcon::Normal, state), &option);
    } else {
        result = QPixmap(fileFor(square.width()));
        if (result.size() != square)
            result = result.scaled(square, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    }
    m_drawn.insert(key, result);
    return result;
}

void PngIconEngine::paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state)
{
    // Device pixels for the rectangle; drawn into the rectangle's logical size, so the pixmap
    // (shared with the cache) keeps its ratio of 1 and is not copied to change it.
    const qreal ratio = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const QPixmap drawn = pixmap((QSizeF(rect.size()) * ratio).toSize(), mode, state);
    const QSizeF shown = QSizeF(drawn.size()) / ratio;
    const QPointF topLeft(rect.x() + (rect.width() - shown.width()) / 2, rect.y() + (rect.height() - shown.height()) / 2);
    painter->drawPixmap(QRectF(topLeft, shown), drawn, QRectF(drawn.rect()));
}

QSize PngIconEngine::actualSize(const QSize &size, QIcon::Mode mode, QIcon::State state)
{
    Q_UNUSED(mode)
    Q_UNUSED(state)
    const int extent = std::min(size.width(), size.height()); // the pictures are square
    return extent > 0 ? QSize(extent, extent) : QSize();
}

QList<QSize> PngIconEngine::availableSizes(QIcon::Mode mode, QIcon::State state)
{
    Q_UNUSED(mode)
    Q_UNUSED(state)
    QList<QSize> sizes;
    for (const int size : std::as_const(m_sizes))
        sizes.append(QSize(size, size));
    return sizes;
}

QIconEngine *PngIconEngine::clone() const
{
    return new PngIconEngine(*this);
}

QString PngIconEngine::key() const
{
    return QStringLiteral("tpuplan-png");
}

bool PngIconEngine::isNull()
{
    return m_sizes.isEmpty();
}

} // namespace tpuplan
