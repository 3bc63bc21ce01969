// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/migrate/PythonSource.h"

#include <cctype>

namespace tpuplan {

namespace {

/// 1-based line and column (in bytes) of byte `offset`.
PySyntaxError positionOf(const QByteArray &bytes, qsizetype offset, const QString &message)
{
    int line = 1;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < offset; ++i) {
        if (bytes.at(i) == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    return PySyntaxError{line, int(offset - lineStart) + 1, message};
}

/// Offset of the first byte that is not well-formed UTF-8 (overlong forms, surrogates and code
/// points past U+10FFFF included), or -1.
qsizetype invalidUtf8(const QByteArray &bytes)
{
    const auto *s = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype n = bytes.size();
    qsizetype i = 0;
    while (i < n) {
        const unsigned char c = s[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        int length = 0;
        char32_t min = 0;
        char32_t cp = 0;
        if ((c & 0xE0) == 0xC0) {
            length = 2;
            min = 0x80;
            cp = c & 0x1F;
        } else if ((c & 0xF0) == 0xE0) {
            length = 3;
            min = 0x800;
            cp = c & 0x0F;
        } else if ((c & 0xF8) == 0xF0) {
            length = 4;
            min = 0x10000;
            cp = c & 0x07;
        } else {
            return i;
        }
        if (i + length > n)
            return i;
        for (int k = 1; k < length; ++k) {
            if ((s[i + k] & 0xC0) != 0x80)
                return i;
            cp = (cp << 6) | (s[i + k] & 0x3F);
        }
        if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return i;
        i += length;
    }
    return -1;
}

/// The encoding a PEP 263 line names (`# -*- coding: latin-1 -*-`, `# vim: set fileencoding=utf-8`)
/// in one of the first two lines, lower-cased; empty when there is none. Only comment lines
/// count, as in Python.
QByteArray codingDeclaration(const QByteArray &bytes)
{
    qsizetype start = 0;
    for (int lineNo = 0; lineNo < 2 && start < bytes.size(); ++lineNo) {
        qsizetype end = bytes.indexOf('\n', start);
        if (end < 0)
            end = bytes.size();
        const QByteArray line = bytes.mid(start, end - start);
        start = end + 1;
        qsizetype p = 0;
        while (p < line.size() && (line.at(p) == ' ' || line.at(p) == '\t' || line.at(p) == '\f'))
            ++p;
        if (p >= line.size() || line.at(p) != '#')
            continue;
        qsizetype at = line.indexOf("coding", p);
        while (at >= 0) {
            qsizetype q = at + 6;
            if (q < line.size() && (line.at(q) == ':' || line.at(q) == '=')) {
                ++q;
                while (q < line.size() && (line.at(q) == ' ' || line.at(q) == '\t'))
                    ++q;
                qsizetype e = q;
                while (e < line.size() && (std::isalnum(static_cast<unsigned char>(line.at(e))) || line.at(e) == '-'
                                           || line.at(e) == '_' || line.at(e) == '.'))
                    ++e;
                if (e > q)
                    return line.mid(q, e - q).toLower();
            }
            at = line.indexOf("coding", at + 6);
        }
    }
    return {};
}

bool isAtomStart(const PyTokenText &t)
{
    return t.kind == PyToken::Kind::Number || t.kind == PyToken::Kind::String
        || (t.kind == PyToken::Kind::Name
            && (!PythonTokenizer::isKeyword(t.text) || t.text == QLatin1String("None") || t.text == QLatin1String("True")
                || t.text == QLatin1String("False")));
}

bool isAtomEnd(const PyTokenText &t)
{
    return isAtomStart(t) || t.isOp(u")") || t.isOp(u"]") || t.isOp(u"}");
}

/// Names that may start a statement and be followed by an expression: Python 3's soft keywords
/// and Python 2's print and exec statements.
bool isStatementWord(const PyTokenText &t)
{
    static const QStringList words = {QStringLiteral("print"), QStringLiteral("exec"), QStringLiteral("match"),
                                      QStringLiteral("case"), QStringLiteral("type")};
    return t.kind == PyToken::Kind::Name && words.contains(t.text);
}

} // namespace

std::optional<QString> PythonSource::decode(const QByteArray &bytes, PySyntaxError *error)
{
    const qsizetype nul = bytes.indexOf('\0');
    if (nul >= 0) {
        *error = positionOf(bytes, nul, tr("the file holds a NUL byte: it is binary, not Python source"));
        return std::nullopt;
    }
    QByteArray body = bytes;
    const bool bom = body.startsWith("\xEF\xBB\xBF");
    if (bom)
        body.remove(0, 3);
    const QByteArray coding = codingDeclaration(body);
    const bool latin1 = coding == "latin-1" || coding == "latin1" || coding == "iso-8859-1" || coding == "iso8859-1"
        || coding == "iso-latin-1" || coding == "l1" || coding.startsWith("latin-1-") || coding.startsWith("iso-8859-1-");
    const bool utf8 = coding.isEmpty() || coding == "utf-8" || coding == "utf8" || coding.startsWith("utf-8-")
        || coding == "ascii" || coding == "us-ascii";
    if (latin1 && !bom)
        return QString::fromLatin1(body);
    if (!utf8 && !latin1) {
        *error = PySyntaxError{1, 1, tr("the coding line names '%1', which this reader does not decode (UTF-8 and Latin-1 only)")
                                         .arg(QString::fromLatin1(coding))};
        return std::nullopt;
    }
    const qsizetype bad = invalidUtf8(body);
    if (bad >= 0) {
        *error = positionOf(body, bad, tr("the file is not valid UTF-8 (and no coding line says otherwise): not Python source"));
        return std::nullopt;
    }
    return QString::fromUtf8(body);
}

std::optional<PySyntaxError> PythonSource::checkStatements(const PyTokens &tokens)
{
    const auto error = [&tokens](qsizetype i, const QString &message) {
        return PySyntaxError{tokens.line(tokens.tokens[i]), tokens.column(tokens.tokens[i]), message};
    };
    PyTokenText previous; // last significant token of the logical line so far (index -1: none)
    PyTokenText lineEnd;  // last significant token of the previous logical line
    qsizetype previousIndex = -1;
    qsizetype lineEndIndex = -1;
    bool previousStartsStatement = false;
    bool needIndent = false;
    int depth = 0;
    for (qsizetype i = 0; i < tokens.tokens.size(); ++i) {
        const PyToken &token = tokens.tokens[i];
        PyTokenText t{token.kind, tokens.text(token), depth};
        const int bracket = t.bracket();
        depth += bracket;
        if (bracket < 0)
            t.depth = depth; // a closing bracket stands outside what it closes
        switch (t.kind) {
        case PyToken::Kind::Comment:
            continue;
        case PyToken::Kind::Newline:
            lineEnd = previous;
            lineEndIndex = previousIndex;
            needIndent = previousIndex >= 0 && previous.isOp(u":");
            previousIndex = -1;
            continue;
        case PyToken::Kind::Indent:
            if (!needIndent)
                return error(i, tr("unexpected indent"));
            needIndent = false;
            continue;
        case PyToken::Kind::Dedent:
            continue;
        case PyToken::Kind::End:
            if (needIndent && lineEndIndex >= 0)
                return error(lineEndIndex, tr("expected an indented block after this ':'"));
            return std::nullopt;
        default:
            break;
        }
        if (needIndent && lineEndIndex >= 0)
            return error(lineEndIndex, tr("expected an indented block after this ':'"));
        const bool startsStatement =
            previousIndex < 0 || previous.isOp(u";") || (previous.isOp(u":") && previous.depth == 0);
        if (previousIndex >= 0 && isAtomEnd(previous) && isAtomStart(t)) {
            const bool concatenation = previous.kind == PyToken::Kind::String && t.kind == PyToken::Kind::String;
            const bool statementWord = previousStartsStatement && isStatementWord(previous);
            if (!concatenation && !statementWord)
                return error(i, tr("invalid syntax: '%1' follows '%2' with no operator between them")
                                    .arg(t.text.left(40).toString(), previous.text.left(40).toString()));
        }
        previousStartsStatement = startsStatement;
        previous = t;
        previousIndex = i;
    }
    return std::nullopt;
}

PythonTokenizer::Result PythonSource::read(QByteArray bytes)
{
    PythonTokenizer::Result result;
    PySyntaxError error;
    std::optional<QString> text = decode(bytes, &error);
    if (!text) {
        result.error = error;
        return result;
    }
    bytes = QByteArray(); // the caller's copy may be the only one left: the source is decoded
    result = PythonTokenizer::tokenize(*text);
    text.reset();
    if (!result.error)
        result.error = checkStatements(result);
    if (result.error)
        result = PythonTokenizer::Result{{}, result.error};
    return result;
}

} // namespace tpuplan
