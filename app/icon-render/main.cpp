// SPDX-License-Identifier: GPL-3.0-or-later
// Build step: renders the planner's SVG icons (resources/icons) to PNG at the sizes the window
// draws them. At start-up an SVG icon is parsed when the QIcon is made and again when it is first
// drawn, ~2 ms for the toolbar; a PNG is only decoded. The SVGs stay the source.
// Usage: tpuplan-render-icons --sizes 16,24 OUT-DIR ICON.svg...   (writes OUT-DIR/<name>-<size>.png)
#include <QCommandLineParser>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgRenderer>

#include <cstdio>

namespace {

bool render(QSvgRenderer &svg, int size, const QString &target)
{
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    svg.render(&painter, QRectF(0, 0, size, size));
    painter.end();
    QSaveFile out(target);
    if (!out.open(QIODevice::WriteOnly) || !image.save(&out, "PNG") || !out.commit()) {
        std::fprintf(stderr, "%s: %s\n", qPrintable(target), qPrintable(out.errorString()));
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen"); // a build step: no display
    QGuiApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Renders SVG icons to PNG at the sizes the planner draws them."));
    parser.addHelpOption();
    const QCommandLineOption sizesOption(QStringLiteral("sizes"), QStringLiteral("Comma-separated pixel sizes"), QStringLiteral("sizes"));
    parser.addOption(sizesOption);
    parser.addPositionalArgument(QStringLiteral("out-dir"), QStringLiteral("Folder for <name>-<size>.png"));
    parser.addPositionalArgument(QStringLiteral("icons"), QStringLiteral("SVG files"), QStringLiteral("ICON.svg..."));
    parser.process(app);
    const QStringList args = parser.positionalArguments();
    if (args.size() < 2)
        parser.showHelp(2);
    const QString outDir = args.first();
    QList<int> sizes;
    for (const QString &text : parser.value(sizesOption).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int size = text.toInt(&ok);
        if (!ok || size < 1 || size > 1024) {
            std::fprintf(stderr, "--sizes: \"%s\" is not a pixel size\n", qPrintable(text));
            return 2;
        }
        sizes.append(size);
    }
    if (sizes.isEmpty()) {
        std::fprintf(stderr, "--sizes: at least one size is needed\n");
        return 2;
    }
    for (const QString &file : args.mid(1)) {
        QSvgRenderer svg(file);
        if (!svg.isValid()) {
            std::fprintf(stderr, "%s: not a valid SVG file\n", qPrintable(file));
            return 1;
        }
        const QString name = QFileInfo(file).completeBaseName();
        for (const int size : sizes) {
            if (!render(svg, size, QStringLiteral("%1/%2-%3.png").arg(outDir, name).arg(size)))
                return 1;
        }
    }
    return 0;
}
