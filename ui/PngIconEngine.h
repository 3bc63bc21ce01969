// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QIconEngine>
#include <QList>
#include <QPixmap>

namespace tpuplan {

/// One picture rendered to PNG at several sizes (files "<prefix><size>.png"), decoded one size at
/// a time when an icon of about that size is first drawn. QIcon's own engine decodes every file
/// when it is added: for the toolbar that meant decoding sizes never shown before the first frame.
/// Other sizes are scaled from the nearest larger rendering; disabled and selected looks come
/// from the style, as for any icon.
class PngIconEngine : public QIconEngine
{
public:
    PngIconEngine(QString prefix, QList<int> sizes);

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override;
    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override;
    QSize actualSize(const QSize &size, QIcon::Mode mode, QIcon::State state) override;
    QList<QSize> availableSizes(QIcon::Mode mode, QIcon::State state) override;
    QIconEngine *clone() const override;
    QString key() const override;
    bool isNull() override;

private:
    QString fileFor(int extent) const;

    QString m_prefix;
    QList<int> m_sizes; ///< ascending
    QHash<QString, QPixmap> m_drawn; ///< by size, mode and (for styled modes) palette
};

} // namespace tpuplan
