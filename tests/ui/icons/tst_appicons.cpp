// SPDX-License-Identifier: GPL-3.0-or-later
// The planner's icons: SVG drawings in the resources, drawn by Qt's own SVG icon engine.
#include "ui/icons/AppIcons.h"

#include <QApplication>
#include <QDir>
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

} // namespace

class TestAppIcons : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyDrawingIsDrawnAtEverySize()
    {
        // Every SVG in the resources is an icon with a picture in it (not an empty canvas), at
        // the sizes of menus, toolbars and their HiDPI doubles. No drawing is missed: the list is
        // the resource folder itself.
        const QStringList drawings = QDir(QStringLiteral(":/icons")).entryList({QStringLiteral("*.svg")});
        QVERIFY(drawings.size() >= 9);
        for (const QString &file : drawings) {
            const QString name = file.chopped(4);
            const QIcon icon = AppIcons::named(name);
            QVERIFY2(!icon.isNull(), qPrintable(name));
            for (const int size : {16, 24, 32, 48}) {
                const QImage drawn = icon.pixmap(QSize(size, size)).toImage();
                QCOMPARE(drawn.size(), QSize(size, size));
                QVERIFY2(opaquePixels(drawn) > size * size / 20, qPrintable(name));
            }
        }
        QVERIFY(AppIcons::named(QStringLiteral("no-such-icon")).isNull());
    }

    void hiDpiScreensGetASharpDoubleSizeDrawing()
    {
        const QIcon icon = AppIcons::named(QStringLiteral("edit-undo"));
        const QPixmap pixmap = icon.pixmap(QSize(24, 24), 2.0);
        QCOMPARE(pixmap.devicePixelRatio(), 2.0);
        QCOMPARE(pixmap.size(), QSize(48, 48));
        // Drawn at 48 px from the vector drawing, not a 24 px picture scaled up: the same pixels
        // as asking for 48 px directly.
        QImage drawn = pixmap.toImage().convertToFormat(QImage::Format_ARGB32_Premultiplied);
        drawn.setDevicePixelRatio(1.0);
        const QImage direct = icon.pixmap(QSize(48, 48)).toImage().convertToFormat(QImage::Format_ARGB32_Premultiplied);
        QCOMPARE(drawn, direct);
        const QImage upscaled = icon.pixmap(QSize(24, 24)).toImage().scaled(48, 48).convertToFormat(QImage::Format_ARGB32_Premultiplied);
        QVERIFY(drawn != upscaled);
    }

    void severityIconsDiffer()
    {
        const QImage error = AppIcons::severity(Severity::Error).pixmap(16, 16).toImage();
        const QImage warning = AppIcons::severity(Severity::Warning).pixmap(16, 16).toImage();
        const QImage info = AppIcons::severity(Severity::Info).pixmap(16, 16).toImage();
        QVERIFY(error != warning);
        QVERIFY(warning != info);
        QVERIFY(error != info);
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
};

QTEST_MAIN(TestAppIcons)
#include "tst_appicons.moc"
