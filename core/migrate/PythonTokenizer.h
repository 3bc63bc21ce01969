// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace tpuplan {

/// One token of Python source, as Python's own tokenizer cuts it: a string (prefix and quotes
/// included, triple-quoted ones spanning lines) is one token, a comment is one token, and a call
/// spread over several lines inside brackets is one logical line (no Newline inside brackets).
struct PyToken
{
    enum class Kind {
        Name,    ///< identifier or keyword
        Number,
        String,  ///< any string literal, f-strings included (their text is not looked into)
        Op,      ///< operator or delimiter, brackets included
        Comment, ///< from '#' to the end of the line
        Newline, ///< end of a logical line
        Indent,
        Dedent,
        End,
    };
    Kind kind = Kind::End;
    QString text;   ///< exactly as written in the file
    int line = 0;   ///< 1-based line of the first character
    int column = 0; ///< 1-based column of the first character, in characters
    int depth = 0;  ///< how many brackets are open before this token

    bool is(Kind k, QStringView t) const { return kind == k && text == t; }
    bool isOp(QStringView t) const { return is(Kind::Op, t); }
    bool isName() const { return kind == Kind::Name; }
};

/// Where and why a file is not Python.
struct PySyntaxError
{
    int line = 0;
    int column = 0;
    QString message;
};

/// Cuts Python 3 source into tokens (Python 2's `print x`, `ur''` and `10L` are accepted too).
/// It fails, naming line and column, where Python's tokenizer fails: an unterminated string, a
/// bracket that is never closed or closes the wrong one, a character that is not Python (`$`,
/// `?`, a stray `!`), a backslash not at the end of a line, an unindent that matches no outer
/// level.
class PythonTokenizer
{
    Q_DECLARE_TR_FUNCTIONS(PythonTokenizer)
public:
    struct Result
    {
        QList<PyToken> tokens;
        std::optional<PySyntaxError> error;
    };
    static Result tokenize(const QString &source);

    /// The Python keywords (Python 3, plus Python 2's `print` and `exec` are *not* among them).
    static bool isKeyword(QStringView name);
    /// The value of a plain string literal (no prefix other than u, no escapes), or nullopt.
    static std::optional<QString> plainStringValue(const QString &literal);
};

} // namespace tpuplan
