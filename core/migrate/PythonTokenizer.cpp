// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/migrate/PythonTokenizer.h"

#include <QChar>
#include <QHash>

#include <array>

namespace tpuplan {

namespace {

constexpr int kTabSize = 8;

bool isNewline(char32_t c)
{
    return c == U'\n' || c == U'\r';
}

bool isIdentifierStart(char32_t c)
{
    if (c < 0x80)
        return (c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z') || c == U'_';
    return QChar::isLetter(c) || QChar::category(c) == QChar::Number_Letter;
}

bool isIdentifierPart(char32_t c)
{
    if (c < 0x80)
        return isIdentifierStart(c) || (c >= U'0' && c <= U'9');
    switch (QChar::category(c)) {
    case QChar::Mark_NonSpacing:
    case QChar::Mark_SpacingCombining:
    case QChar::Number_DecimalDigit:
    case QChar::Punctuation_Connector:
        return true;
    default:
        return isIdentifierStart(c);
    }
}

bool isDigit(char32_t c)
{
    return c >= U'0' && c <= U'9';
}

bool isHexDigit(char32_t c)
{
    return isDigit(c) || (c >= U'a' && c <= U'f') || (c >= U'A' && c <= U'F');
}

/// String prefixes Python accepts (any case): r, u, b, f, t and their pairs; `ur` is Python 2's.
bool isStringPrefix(const QString &name)
{
    static const std::array<QLatin1StringView, 12> prefixes = {
        QLatin1StringView("r"),  QLatin1StringView("u"),  QLatin1StringView("b"),  QLatin1StringView("f"),
        QLatin1StringView("t"),  QLatin1StringView("br"), QLatin1StringView("rb"), QLatin1StringView("fr"),
        QLatin1StringView("rf"), QLatin1StringView("ur"), QLatin1StringView("tr"), QLatin1StringView("rt"),
    };
    const QString lower = name.toLower();
    for (const QLatin1StringView p : prefixes) {
        if (lower == p)
            return true;
    }
    return false;
}

// Longest first, so that `**=` wins over `**` and `*`.
const std::array<QLatin1StringView, 48> kOperators = {
    QLatin1StringView("**="), QLatin1StringView("//="), QLatin1StringView(">>="), QLatin1StringView("<<="),
    QLatin1StringView("..."), QLatin1StringView("->"),  QLatin1StringView(":="),  QLatin1StringView("!="),
    QLatin1StringView("=="),  QLatin1StringView("<="),  QLatin1StringView(">="),  QLatin1StringView("**"),
    QLatin1StringView("//"),  QLatin1StringView("<<"),  QLatin1StringView(">>"),  QLatin1StringView("+="),
    QLatin1StringView("-="),  QLatin1StringView("*="),  QLatin1StringView("/="),  QLatin1StringView("%="),
    QLatin1StringView("&="),  QLatin1StringView("|="),  QLatin1StringView("^="),  QLatin1StringView("@="),
    QLatin1StringView("<>"),  QLatin1StringView("+"),   QLatin1StringView("-"),   QLatin1StringView("*"),
    QLatin1StringView("/"),   QLatin1StringView("%"),   QLatin1StringView("@"),   QLatin1StringView("&"),
    QLatin1StringView("|"),   QLatin1StringView("^"),   QLatin1StringView("~"),   QLatin1StringView("<"),
    QLatin1StringView(">"),   QLatin1StringView("("),   QLatin1StringView(")"),   QLatin1StringView("["),
    QLatin1StringView("]"),   QLatin1StringView("{"),   QLatin1StringView("}"),   QLatin1StringView(","),
    QLatin1StringView(":"),   QLatin1StringView(";"),   QLatin1StringView("."),   QLatin1StringView("="),
};

/// The lexer proper: walks the code points of the source once, keeping line, column, the open
/// brackets and the indentation stack.
class Lexer
{
public:
    explicit Lexer(const QString &source)
    {
        const QList<uint> ucs4 = source.toUcs4();
        m_s.reserve(ucs4.size());
        for (const uint c : ucs4)
            m_s.append(char32_t(c));
    }

    PythonTokenizer::Result run();

private:
    struct Bracket
    {
        char32_t c;
        int line;
        int column;
    };

    char32_t at(qsizetype i) const { return i < m_s.size() ? m_s.at(i) : char32_t(0); }
    int column(qsizetype i) const { return int(i - m_lineStart) + 1; }
    QString text(qsizetype from, qsizetype to) const
    {
        QString out;
        for (qsizetype i = from; i < to; ++i)
            out.append(QString::fromUcs4(&m_s.at(i), 1));
        return out;
    }
    /// Consumes one line break at m_pos (\n, \r\n or \r) and starts a new line.
    void newLine()
    {
        if (at(m_pos) == U'\r' && at(m_pos + 1) == U'\n')
            ++m_pos;
        ++m_pos;
        ++m_line;
        m_lineStart = m_pos;
    }
    /// One shared copy of each short text (operators, small numbers, short names): a script that
    /// is one long list of `0,` holds two strings, not one per token.
    QString shared(QString text)
    {
        if (text.size() > 3)
            return text;
        const auto found = m_shared.constFind(text);
        if (found != m_shared.constEnd())
            return *found;
        m_shared.insert(text, text);
        return text;
    }
    void emit(PyToken::Kind kind, qsizetype from, int line, int col)
    {
        PyToken token;
        token.kind = kind;
        token.text = shared(text(from, m_pos));
        token.line = line;
        token.column = col;
        token.depth = int(m_brackets.size());
        m_tokens.append(token);
        if (kind != PyToken::Kind::Comment)
            m_lineHasTokens = true;
    }
    void emitEmpty(PyToken::Kind kind, int line, int col)
    {
        PyToken token;
        token.kind = kind;
        token.line = line;
        token.column = col;
        token.depth = int(m_brackets.size());
        m_tokens.append(token);
    }
    bool fail(int line, int col, const QString &message)
    {
        if (!m_error)
            m_error = PySyntaxError{line, col, message};
        return false;
    }

    bool indentation();
    bool scanString(qsizetype prefixLength);
    bool scanStringBody(char32_t quote, bool triple, bool raw, bool format, int line, int col);
    bool scanReplacementField(char32_t quote, bool triple, int line, int col);
    bool scanNumber();
    bool scanOperator();

    QList<char32_t> m_s;
    qsizetype m_pos = 0;
    qsizetype m_lineStart = 0;
    int m_line = 1;
    bool m_lineHasTokens = false;
    QList<int> m_indents{0};
    QList<Bracket> m_brackets;
    QList<PyToken> m_tokens;
    QHash<QString, QString> m_shared;
    std::optional<PySyntaxError> m_error;
};

bool Lexer::indentation()
{
    // At the start of a logical line outside brackets: measure, then Indent or Dedent.
    int width = 0;
    qsizetype p = m_pos;
    while (p < m_s.size()) {
        const char32_t c = m_s.at(p);
        if (c == U' ')
            ++width;
        else if (c == U'\t')
            width = (width / kTabSize + 1) * kTabSize;
        else if (c == U'\f')
            width = 0;
        else
            break;
        ++p;
    }
    m_pos = p;
    const char32_t c = at(p);
    if (p >= m_s.size() || c == U'#' || isNewline(c) || (c == U'\\' && isNewline(at(p + 1))))
        return true; // a blank or comment-only line does not indent
    if (width > m_indents.last()) {
        m_indents.append(width);
        emitEmpty(PyToken::Kind::Indent, m_line, column(p));
        return true;
    }
    while (width < m_indents.last()) {
        m_indents.removeLast();
        emitEmpty(PyToken::Kind::Dedent, m_line, column(p));
    }
    if (width != m_indents.last())
        return fail(m_line, column(p), PythonTokenizer::tr("unindent does not match any outer indentation level"));
    return true;
}

bool Lexer::scanReplacementField(char32_t quote, bool triple, int line, int col)
{
    // After '{' in an f-string: an expression (brackets and strings nest), then an optional
    // !conversion and :format spec (which may hold nested fields), up to the matching '}'.
    int depth = 0;
    bool spec = false;
    while (true) {
        if (m_pos >= m_s.size())
            return fail(line, col, PythonTokenizer::tr("unterminated f-string"));
        const char32_t c = m_s.at(m_pos);
        if (isNewline(c)) {
            if (!triple && spec)
                return fail(line, col, PythonTokenizer::tr("unterminated f-string"));
            newLine();
            continue;
        }
        if (spec) {
            if (c == U'{') {
                ++m_pos;
                if (!scanReplacementField(quote, triple, line, col))
                    return false;
                continue;
            }
            if (c == U'}') {
                ++m_pos;
                return true;
            }
            if (c == quote && !triple)
                return fail(line, col, PythonTokenizer::tr("unterminated f-string"));
            ++m_pos;
            continue;
        }
        if (c == U'\'' || c == U'"') {
            const int l = m_line;
            const int cl = column(m_pos);
            const bool tripleInner = at(m_pos + 1) == c && at(m_pos + 2) == c;
            m_pos += tripleInner ? 3 : 1;
            if (!scanStringBody(c, tripleInner, false, false, l, cl))
                return false;
            continue;
        }
        if (c == U'(' || c == U'[' || c == U'{') {
            ++depth;
        } else if (c == U')' || c == U']') {
            --depth;
        } else if (c == U'}') {
            if (depth == 0) {
                ++m_pos;
                return true;
            }
            --depth;
        } else if (depth == 0 && c == U':') {
            spec = true;
        } else if (depth == 0 && c == U'!' && at(m_pos + 1) != U'=') {
            spec = false; // conversion: r, s or a follows
        }
        ++m_pos;
    }
}

bool Lexer::scanStringBody(char32_t quote, bool triple, bool raw, bool format, int line, int col)
{
    Q_UNUSED(raw); // a backslash escapes the next character in raw strings too, for termination
    while (true) {
        if (m_pos >= m_s.size()) {
            return fail(line, col, triple ? PythonTokenizer::tr("unterminated triple-quoted string literal")
                                          : PythonTokenizer::tr("unterminated string literal"));
        }
        const char32_t c = m_s.at(m_pos);
        if (c == U'\\') {
            ++m_pos;
            if (m_pos >= m_s.size())
                continue;
            if (isNewline(at(m_pos)))
                newLine();
            else
                ++m_pos;
            continue;
        }
        if (isNewline(c)) {
            if (!triple)
                return fail(line, col, PythonTokenizer::tr("unterminated string literal"));
            newLine();
            continue;
        }
        if (format && c == U'{') {
            if (at(m_pos + 1) == U'{') {
                m_pos += 2;
                continue;
            }
            ++m_pos;
            if (!scanReplacementField(quote, triple, line, col))
                return false;
            continue;
        }
        if (c == quote && (!triple || (at(m_pos + 1) == quote && at(m_pos + 2) == quote))) {
            m_pos += triple ? 3 : 1;
            return true;
        }
        ++m_pos;
    }
}

bool Lexer::scanString(qsizetype prefixLength)
{
    const qsizetype start = m_pos;
    const int line = m_line;
    const int col = column(m_pos);
    bool raw = false;
    bool format = false;
    for (qsizetype i = 0; i < prefixLength; ++i) {
        const char32_t p = m_s.at(m_pos + i);
        raw = raw || p == U'r' || p == U'R';
        format = format || p == U'f' || p == U'F' || p == U't' || p == U'T';
    }
    m_pos += prefixLength;
    const char32_t quote = m_s.at(m_pos);
    const bool triple = at(m_pos + 1) == quote && at(m_pos + 2) == quote;
    m_pos += triple ? 3 : 1;
    if (!scanStringBody(quote, triple, raw, format, line, col))
        return false;
    PyToken token;
    token.kind = PyToken::Kind::String;
    token.text = text(start, m_pos);
    token.line = line;
    token.column = col;
    token.depth = int(m_brackets.size());
    m_tokens.append(token);
    m_lineHasTokens = true;
    return true;
}

bool Lexer::scanNumber()
{
    const qsizetype start = m_pos;
    const int col = column(m_pos);
    const char32_t next = at(m_pos + 1);
    if (at(m_pos) == U'0' && (next == U'x' || next == U'X' || next == U'o' || next == U'O' || next == U'b' || next == U'B')) {
        m_pos += 2;
        while (isHexDigit(at(m_pos)) || at(m_pos) == U'_')
            ++m_pos;
    } else {
        while (isDigit(at(m_pos)) || at(m_pos) == U'_')
            ++m_pos;
        if (at(m_pos) == U'.') {
            ++m_pos;
            while (isDigit(at(m_pos)) || at(m_pos) == U'_')
                ++m_pos;
        }
        const char32_t e = at(m_pos);
        if ((e == U'e' || e == U'E')
            && (isDigit(at(m_pos + 1)) || ((at(m_pos + 1) == U'+' || at(m_pos + 1) == U'-') && isDigit(at(m_pos + 2))))) {
            m_pos += 2;
            while (isDigit(at(m_pos)) || at(m_pos) == U'_')
                ++m_pos;
        }
        if (at(m_pos) == U'j' || at(m_pos) == U'J')
            ++m_pos;
    }
    if (at(m_pos) == U'l' || at(m_pos) == U'L') // Python 2 long
        ++m_pos;
    emit(PyToken::Kind::Number, start, m_line, col);
    return true;
}

bool Lexer::scanOperator()
{
    const qsizetype start = m_pos;
    const int col = column(m_pos);
    for (const QLatin1StringView op : kOperators) {
        bool match = true;
        for (qsizetype i = 0; i < op.size(); ++i) {
            if (at(m_pos + i) != char32_t(op.at(i).unicode())) {
                match = false;
                break;
            }
        }
        if (!match)
            continue;
        const char32_t c = m_s.at(m_pos);
        if (c == U')' || c == U']' || c == U'}') {
            const QString closing = QString(QChar(c));
            if (m_brackets.isEmpty())
                return fail(m_line, col, PythonTokenizer::tr("unmatched '%1'").arg(closing));
            const Bracket open = m_brackets.last();
            const char32_t expected = open.c == U'(' ? U')' : open.c == U'[' ? U']' : U'}';
            if (c != expected) {
                return fail(m_line, col, PythonTokenizer::tr("closing '%1' does not match the '%2' opened at line %3, column %4")
                                             .arg(closing, QString(QChar(open.c)))
                                             .arg(open.line)
                                             .arg(open.column));
            }
            m_brackets.removeLast();
        }
        m_pos += op.size();
        emit(PyToken::Kind::Op, start, m_line, col);
        if (c == U'(' || c == U'[' || c == U'{')
            m_brackets.append(Bracket{c, m_line, col});
        return true;
    }
    const char32_t c = m_s.at(m_pos);
    return fail(m_line, col, PythonTokenizer::tr("invalid character '%1' (U+%2)")
                                 .arg(QString::fromUcs4(&c, 1))
                                 .arg(uint(c), 4, 16, QLatin1Char('0')));
}

PythonTokenizer::Result Lexer::run()
{
    bool atLineStart = true;
    // A byte order mark is not part of the source.
    if (at(0) == 0xFEFF) {
        m_pos = 1;
        m_lineStart = 1;
    }
    while (!m_error) {
        if (atLineStart && m_brackets.isEmpty()) {
            atLineStart = false;
            if (!indentation())
                break;
        }
        while (at(m_pos) == U' ' || at(m_pos) == U'\t' || at(m_pos) == U'\f')
            ++m_pos;
        if (m_pos >= m_s.size())
            break;
        const char32_t c = m_s.at(m_pos);
        if (isNewline(c)) {
            if (m_brackets.isEmpty() && m_lineHasTokens) {
                const qsizetype from = m_pos;
                const int col = column(m_pos);
                const int line = m_line;
                PyToken token;
                token.kind = PyToken::Kind::Newline;
                token.text = text(from, from + 1);
                token.line = line;
                token.column = col;
                m_tokens.append(token);
                m_lineHasTokens = false;
            }
            newLine();
            atLineStart = m_brackets.isEmpty(); // inside brackets a line break is only space
            continue;
        }
        if (c == U'#') {
            const qsizetype start = m_pos;
            const int col = column(m_pos);
            while (m_pos < m_s.size() && !isNewline(m_s.at(m_pos)))
                ++m_pos;
            emit(PyToken::Kind::Comment, start, m_line, col);
            continue;
        }
        if (c == U'\\') {
            const int col = column(m_pos);
            ++m_pos;
            if (m_pos >= m_s.size()) {
                fail(m_line, col, PythonTokenizer::tr("unexpected end of file after a line continuation character"));
                break;
            }
            if (!isNewline(at(m_pos))) {
                fail(m_line, col, PythonTokenizer::tr("unexpected character after a line continuation character"));
                break;
            }
            newLine(); // the logical line goes on: no Newline, no indentation
            continue;
        }
        if (isIdentifierStart(c)) {
            const qsizetype start = m_pos;
            const int col = column(m_pos);
            while (m_pos < m_s.size() && isIdentifierPart(m_s.at(m_pos)))
                ++m_pos;
            const char32_t q = at(m_pos);
            if ((q == U'\'' || q == U'"') && isStringPrefix(text(start, m_pos))) {
                const qsizetype prefixLength = m_pos - start;
                m_pos = start;
                scanString(prefixLength);
                continue;
            }
            emit(PyToken::Kind::Name, start, m_line, col);
            continue;
        }
        if (isDigit(c) || (c == U'.' && isDigit(at(m_pos + 1)))) {
            scanNumber();
            continue;
        }
        if (c == U'\'' || c == U'"') {
            scanString(0);
            continue;
        }
        scanOperator();
    }
    if (!m_error && !m_brackets.isEmpty()) {
        const Bracket open = m_brackets.last();
        fail(open.line, open.column, PythonTokenizer::tr("'%1' is never closed").arg(QString(QChar(open.c))));
    }
    PythonTokenizer::Result result;
    if (m_error) {
        result.error = m_error;
        return result;
    }
    const int endColumn = column(m_pos);
    if (m_lineHasTokens) {
        PyToken token;
        token.kind = PyToken::Kind::Newline;
        token.line = m_line;
        token.column = endColumn;
        m_tokens.append(token);
    }
    while (m_indents.size() > 1) {
        m_indents.removeLast();
        emitEmpty(PyToken::Kind::Dedent, m_line, endColumn);
    }
    emitEmpty(PyToken::Kind::End, m_line, endColumn);
    result.tokens = std::move(m_tokens);
    return result;
}

} // namespace

PythonTokenizer::Result PythonTokenizer::tokenize(const QString &source)
{
    return Lexer(source).run();
}

bool PythonTokenizer::isKeyword(QStringView name)
{
    static const std::array<QLatin1StringView, 35> keywords = {
        QLatin1StringView("False"),  QLatin1StringView("None"),     QLatin1StringView("True"),    QLatin1StringView("and"),
        QLatin1StringView("as"),     QLatin1StringView("assert"),   QLatin1StringView("async"),   QLatin1StringView("await"),
        QLatin1StringView("break"),  QLatin1StringView("class"),    QLatin1StringView("continue"), QLatin1StringView("def"),
        QLatin1StringView("del"),    QLatin1StringView("elif"),     QLatin1StringView("else"),    QLatin1StringView("except"),
        QLatin1StringView("finally"), QLatin1StringView("for"),     QLatin1StringView("from"),    QLatin1StringView("global"),
        QLatin1StringView("if"),     QLatin1StringView("import"),   QLatin1StringView("in"),      QLatin1StringView("is"),
        QLatin1StringView("lambda"), QLatin1StringView("nonlocal"), QLatin1StringView("not"),     QLatin1StringView("or"),
        QLatin1StringView("pass"),   QLatin1StringView("raise"),    QLatin1StringView("return"),  QLatin1StringView("try"),
        QLatin1StringView("while"),  QLatin1StringView("with"),     QLatin1StringView("yield"),
    };
    for (const QLatin1StringView k : keywords) {
        if (name == k)
            return true;
    }
    return false;
}

std::optional<QString> PythonTokenizer::plainStringValue(const QString &literal)
{
    QString body = literal;
    if (body.startsWith(QLatin1Char('u')) || body.startsWith(QLatin1Char('U')))
        body.remove(0, 1);
    if (body.size() < 2)
        return std::nullopt;
    const QChar quote = body.front();
    if ((quote != QLatin1Char('\'') && quote != QLatin1Char('"')) || body.back() != quote)
        return std::nullopt;
    const bool triple = body.size() >= 6 && body.startsWith(QString(3, quote)) && body.endsWith(QString(3, quote));
    const QString value = triple ? body.mid(3, body.size() - 6) : body.mid(1, body.size() - 2);
    if (value.contains(QLatin1Char('\\')))
        return std::nullopt;
    return value;
}

} // namespace tpuplan
