// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/migrate/PythonTokenizer.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace tpuplan {

/// A file read as Python: its bytes decoded as Python decodes them (UTF-8, or Latin-1 when a
/// PEP 263 coding line says so), then tokenized and checked against the parts of Python's
/// grammar that tokens alone can tell: two names or numbers in a row (`train the model`), an
/// indented line after a line that opens no block, a block opener (`:`) with nothing indented
/// under it. This is not a full parser: some invalid Python passes (README, Limits), but prose,
/// YAML, JSON with comments, shell scripts and binary files do not.
class PythonSource
{
    Q_DECLARE_TR_FUNCTIONS(PythonSource)
public:
    /// Scripts larger than this are refused (a TensorFlow training script is a few hundred KiB).
    static constexpr qint64 kMaxBytes = 16 * 1024 * 1024;

    /// Taken by value: a caller that moves the bytes in frees them once they are decoded.
    static PythonTokenizer::Result read(QByteArray bytes);
    /// Decodes the bytes; on failure `error` says where and why.
    static std::optional<QString> decode(const QByteArray &bytes, PySyntaxError *error);
    /// The grammar checks above over a token list; nullopt when they pass.
    static std::optional<PySyntaxError> checkStatements(const PyTokens &tokens);
};

} // namespace tpuplan
