// SPDX-License-Identifier: GPL-3.0-or-later
// The planner's icons: SVG drawings rendered to PNG at build time and drawn by PngIconEngine.
#include "AppIcons.h"
#include "PngIconEngine.h"

#include <QApplication>
#include <QIcon>
#include <QImage>
#include <QPainter>
#include <QTest>

using namespace tpuplan;

namespace {

int opaquePixels(const QImage &image)
{
    int opaque = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            opaque += qAlpha(image.pixel(x, y)) > 128 ? 1 : 0;
    return opaque;
}

QImage rendering(const QString &name, int size)
{
    return QImage(QStringLiteral(":/icons/%1-%2.png").arg(name).arg(size)).convertToFormat(QImage::Format_ARGB32_Premultiplied);
}

} // namespace

class TestAppIcons : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyDrawingIsRenderedAtEverySize()
    {
        // One PNG per drawing and size, each with a picture in it (not an empty canvas).
        for (const char *name : {"document-new", "document-open", "document-save", "edit-undo", "list-add",
                                 "severity-error", "severity-warning", "severity-info", "zoom-fit-best"}) {
            const QIcon icon = AppIcons::named(QLatin1String(name));
            QVERIFY2(!icon.isNull(), name);
            QCOMPARE(icon.availableSizes(), (QList<QSize>{{16, 16}, {24, 24}, {32, 32}, {48, 48}}));
            for (const QSize &size : icon.availableSizes()) {
                const QImage png = rendering(QLatin1String(name), size.width());
                QCOMPARE(png.size(), size);
                QVERIFY2(opaquePixels(png) > size.width() * size.height() / 20, name);
            }
        }
        QVERIFY(AppIcons::named(QStringLiteral("no-such-icon")).isNull());
    }

    void aRenderedSizeIsDrawnAsIs()
    {
        const QIcon icon = AppIcons::named(QStringLiteral("document-save"));
        for (const int size : {16, 24, 32, 48}) {
            const QImage drawn = icon.pixmap(QSize(size, size)).toImage().convertToFormat(QImage::Format_ARGB32_Premultiplied);
            QCOMPARE(drawn, rendering(QStringLiteral("document-save"), size));
        }
    }

    void otherSizesAreScaledFromTheNextLargerRendering()
    {
        const QIcon icon = AppIcons::named(QStringLiteral("document-save"));
        const QImage twenty = icon.pixmap(QSize(20, 20)).toImage();
        QCOMPARE(twenty.size(), QSize(20, 20));
        const QImage expected = rendering(QStringLiteral("document-save"), 24).scaled(20, 20, Qt::KeepAspectRatio, Qt::SmoothTransformation);
        QCOMPARE(twenty.convertToFormat(QImage::Format_ARGB32_Premultiplied), expected);
        // Larger than the largest rendering: scaled up rather than left small.
        QCOMPARE(icon.pixmap(QSize(96, 96)).size(), QSize(96, 96));
        // Not square: the picture keeps its shape and fits.
        QCOMPARE(icon.actualSize(QSize(40, 24)), QSize(24, 24));
    }

    void hiDpiScreensGetTheDoubleSizeRendering()
    {
        const QIcon icon = AppIcons::named(QStringLiteral("edit-undo"));
        const QPixmap pixmap = icon.pixmap(QSize(24, 24), 2.0);
        QCOMPARE(pixmap.devicePixelRatio(), 2.0);
        QCOMPARE(pixmap.size(), QSize(48, 48));
        QImage drawn = pixmap.toImage().convertToFormat(QImage::Format_ARGB32_Premultiplied);
        drawn.setDevicePixelRatio(1.0);
        QCOMPARE(drawn, rendering(QStringLiteral("edit-undo"), 48));
        // Painting through QIcon::paint on a 2x device uses the same rendering.
        QImage canvas(48, 48, QImage::Format_ARGB32_Premultiplied);
        canvas.setDevicePixelRatio(2.0);
        canvas.fill(Qt::transparent);
        QPainter painter(&canvas);
        icon.paint(&painter, QRect(0, 0, 24, 24));
        painter.end();
        canvas.setDevicePixelRatio(1.0);
        QCOMPARE(canvas, rendering(QStringLiteral("edit-undo"), 48));
    }

    void disabledIconsLookDisabled()
    {
        const QIcon icon = AppIcons::named(QStringLiteral("list-add")); // green: greyed out when disabled
        const QImage normal = icon.pixmap(QSize(24, 24), QIcon::Normal).toImage();
        const QImage disabled = icon.pixmap(QSize(24, 24), QIcon::Disabled).toImage();
        QCOMPARE(disabled.size(), normal.size());
        QVERIFY(disabled != normal);
        // The style's disabled look has no saturated colour left.
        int saturated = 0;
        for (int y = 0; y < disabled.height(); ++y)
            for (int x = 0; x < disabled.width(); ++x) {
                const QColor c = disabled.pixelColor(x, y);
                saturated += c.alpha() > 128 && c.hsvSaturation() > 100 ? 1 : 0;
            }
        QCOMPARE(saturated, 0);
    }

    void disabledIconsFollowAPaletteChange()
    {
        const QIcon icon = AppIcons::named(QStringLiteral("document-open"));
        const QPalette light = QApplication::palette();
        const QImage before = icon.pixmap(QSize(24, 24), QIcon::Disabled).toImage();
        QPalette dark = light;
        for (const QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive, QPalette::Disabled}) {
            dark.setColor(group, QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
            dark.setColor(group, QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
        }
        QApplication::setPalette(dark);
        const QImage after = icon.pixmap(QSize(24, 24), QIcon::Disabled).toImage();
        QApplication::setPalette(light);
        QVERIFY(before != after); // not the look cached for the light palette
        QCOMPARE(icon.pixmap(QSize(24, 24), QIcon::Disabled).toImage(), before);
    }

    void copiesShareTheEngineAndItsCache()
    {
        const QIcon icon(new PngIconEngine(QStringLiteral(":/icons/document-new-"), {48, 16, 24, 32}));
        const QIcon copy = icon; // NOLINT(performance-unnecessary-copy-initialization): the copy is the test
        QCOMPARE(copy.pixmap(QSize(16, 16)).cacheKey(), icon.pixmap(QSize(16, 16)).cacheKey());
        QCOMPARE(icon.availableSizes().first(), QSize(16, 16)); // sizes sorted whatever the order given
        QVERIFY(QIcon(new PngIconEngine(QStringLiteral(":/icons/x-"), {})).isNull());
    }
};

QTEST_MAIN(TestAppIcons)
#include "tst_appicons.moc"
