// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

namespace tpuplan {

/// One token of Python source, as Python's own tokenizer cuts it: a string (prefix and quotes
/// included, triple-quoted ones spanning lines) is one token, a comment is one token, and a call
/// spread over several lines inside brackets is one logical line (no Newline inside brackets).
/// A token is where its text stands in the source (PyTokens gives its text, line and column):
/// eight bytes, so a 16 MiB script of one-character tokens stays a small multiple of its size
/// (an owned string and position per token took 75 bytes each).
struct PyToken
{
    enum class Kind : quint8 {
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
    /// The longest token (and source) a token can describe, in UTF-16 code units.
    static constexpr quint32 kMaxLength = (1u << 28) - 1;

    quint32 offset = 0;           ///< where its text starts in the source, in UTF-16 code units
    quint32 length : 28 = 0;      ///< of its text, as written in the file (none for Indent, Dedent, End)
    Kind kind : 4 = Kind::End;
};
static_assert(sizeof(PyToken) == 8, "a token is eight bytes: scripts of one-character tokens stay small");

/// A token with its text and bracket depth, as the readers of a token list look at it.
struct PyTokenText
{
    PyToken::Kind kind = PyToken::Kind::End;
    QStringView text;
    int depth = 0; ///< how many brackets are open before this token

    bool is(PyToken::Kind k, QStringView t) const { return kind == k && text == t; }
    bool isOp(QStringView t) const { return is(PyToken::Kind::Op, t); }
    bool isName() const { return kind == PyToken::Kind::Name; }
    /// An opening (1), closing (-1) or no bracket (0).
    int bracket() const;
};

/// The 1-based line and column (in characters, as Python counts them) of every place in a
/// source, from the offsets where its lines start and those of its characters beyond U+FFFF
/// (two code units each): kept apart from the tokens, which only need them for messages.
class PyLines
{
public:
    void startLine(qsizetype offset) { m_starts.append(quint32(offset)); }
    void surrogatePair(qsizetype offset) { m_pairs.append(quint32(offset)); }
    int line(quint32 offset) const;
    int column(quint32 offset) const;

private:
    QList<quint32> m_starts;    ///< ascending; the first line starts after a byte order mark
    QList<quint32> m_pairs;     ///< ascending
};

/// The tokens of one source and the source they stand in.
struct PyTokens
{
    QString source;
    QList<PyToken> tokens;
    PyLines lines;

    QStringView text(const PyToken &t) const { return QStringView(source).mid(t.offset, t.length); }
    int line(const PyToken &t) const { return lines.line(t.offset); }
    int column(const PyToken &t) const { return lines.column(t.offset); }
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
    struct Result : PyTokens
    {
        std::optional<PySyntaxError> error;
    };
    static Result tokenize(const QString &source);

    /// The Python keywords (Python 3, plus Python 2's `print` and `exec` are *not* among them).
    static bool isKeyword(QStringView name);
    /// The value of a plain string literal (no prefix other than u, no escapes), or nullopt.
    static std::optional<QString> plainStringValue(QStringView literal);
};

} // namespace tpuplan
