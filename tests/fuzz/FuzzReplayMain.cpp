// SPDX-License-Identifier: GPL-3.0-or-later
// main() for the replay build of a fuzz harness: feeds every file under the given files or
// folders to LLVMFuzzerTestOneInput once, as libFuzzer would, so the crashes fuzzing found
// (tests/data/fuzz/<harness>) and the seed corpus run in every ctest, with any compiler. A crash,
// an assertion or a sanitizer report fails the test; so does finding no input at all.

#include <QByteArray>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QStringList>

#include <cstdint>
#include <cstdio>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

namespace {
QStringList inputFiles(const QString &path)
{
    if (!QFileInfo(path).isDir())
        return {path};
    QStringList files;
    QDirIterator it(path, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next());
    files.sort();
    return files;
}
} // namespace

int main(int argc, char **argv)
{
    qsizetype replayed = 0;
    for (int i = 1; i < argc; ++i) {
        const QString path = QString::fromLocal8Bit(argv[i]);
        if (!QFileInfo::exists(path)) {
            // A harness's regression folder exists only once fuzzing has found something.
            std::fprintf(stderr, "no %s: skipped\n", qPrintable(path));
            continue;
        }
        for (const QString &file : inputFiles(path)) {
            QFile in(file);
            if (!in.open(QIODevice::ReadOnly)) {
                std::fprintf(stderr, "cannot read %s\n", qPrintable(file));
                return 2;
            }
            const QByteArray bytes = in.readAll();
            std::fprintf(stderr, "replaying %s (%lld bytes)\n", qPrintable(file), static_cast<long long>(bytes.size()));
            LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(bytes.constData()), size_t(bytes.size()));
            ++replayed;
        }
    }
    std::printf("replayed %lld inputs\n", static_cast<long long>(replayed));
    return replayed > 0 ? 0 : 1;
}
