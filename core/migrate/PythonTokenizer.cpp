// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/migrate/PythonTokenizer.h"

#include <QChar>
#include <QHash>

#include <algorithm>
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
bool isStringPrefix(QStringView name)
{
    static const std::array<QLatin1StringView, 12> prefixes = {
        QLatin1StringView("r"),  QLatin1StringView("u"),  QLatin1StringView("b"),  QLatin1StringView("f"),
        QLatin1StringView("t"),  QLatin1StringView("br"), QLatin1StringView("rb"), QLatin1StringView("fr"),
        QLatin1StringView("rf"), QLatin1StringView("ur"), QLatin1StringView("tr"), QLatin1StringView("rt"),
    };
    for (const QLatin1StringView p : prefixes) {
        if (name.compare(p, Qt::CaseInsensitive) == 0)
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

/// The lexer proper: walks the source once, keeping line, the open brackets and the
/// indentation stack. It reads UTF-16 code units in place (a copy of the source as code points
/// took four bytes per character); every character it compares with is ASCII, so only names
/// decode surrogate pairs, and columns count them as one character through PyLines.
class Lexer
{
public:
    explicit Lexer(const QString &source) : m_s(source.constData()), m_size(source.size())
    {
        m_out.source = source;
        qsizetype lineBreaks = 0;
        for (qsizetype i = 0; i < m_size; ++i) {
            if (isNewline(at(i)))
                ++lineBreaks;
            else if (i + 1 < m_size && m_s[i].isHighSurrogate() && m_s[i + 1].isLowSurrogate())
                m_out.lines.surrogatePair(i++);
        }
        // Every token but Indent, Dedent and the last ones holds a character: the list never
        // grows past this, so it is never copied while it grows (untouched pages cost nothing).
        m_out.tokens.reserve(m_size + 2 * lineBreaks + 4);
    }

    PythonTokenizer::Result run();

private:
    struct Bracket
    {
        char32_t c;
        int line;
        int column;
    };

    /// The code unit at i (0 past the end).
    char32_t at(qsizetype i) const { return i < m_size ? char32_t(m_s[i].unicode()) : char32_t(0); }
    /// The character at i, a surrogate pair decoded.
    char32_t codePoint(qsizetype i) const
    {
        if (i + 1 < m_size && m_s[i].isHighSurrogate() && m_s[i + 1].isLowSurrogate())
            return QChar::surrogateToUcs4(m_s[i], m_s[i + 1]);
        return at(i);
    }
    static qsizetype width(char32_t c) { return QChar::requiresSurrogates(c) ? 2 : 1; }
    int column(qsizetype i) const { return m_out.lines.column(quint32(i)); }
    /// Consumes one line break at m_pos (\n, \r\n or \r) and starts a new line.
    void newLine()
    {
        if (at(m_pos) == U'\r' && at(m_pos + 1) == U'\n')
            ++m_pos;
        ++m_pos;
        ++m_line;
        m_out.lines.startLine(m_pos);
    }
    void emit(PyToken::Kind kind, qsizetype from)
    {
        PyToken token;
        token.kind = kind;
        token.offset = quint32(from);
        token.length = quint32(m_pos - from) & PyToken::kMaxLength;
        m_out.tokens.append(token);
        if (kind != PyToken::Kind::Comment && kind != PyToken::Kind::Newline)
            m_lineHasTokens = true;
    }
    void emitEmpty(PyToken::Kind kind, qsizetype at)
    {
        PyToken token;
        token.kind = kind;
        token.offset = quint32(at);
        m_out.tokens.append(token);
    }
    bool fail(int line, int col, const QString &message)
    {
        if (!m_error)
            m_error = PySyntaxError{line, col, message};
        return false;
    }

    bool indentation();
    bool scanString(qsizetype prefixLength);
    bool scanStringBody(char32_t quote, bool triple, bool raw, bool format, int line, qsizetype start);
    bool scanReplacementField(char32_t quote, bool triple, int line, qsizetype start);
    bool scanNumber();
    bool scanOperator();
    void scanNewline();
    bool scanContinuation();
    void scanName();

    const QChar *m_s;
    qsizetype m_size;
    qsizetype m_pos = 0;
    int m_line = 1;
    bool m_lineHasTokens = false;
    QList<int> m_indents{0};
    QList<Bracket> m_brackets;
    PythonTokenizer::Result m_out;
    std::optional<PySyntaxError> m_error;
};

bool Lexer::indentation()
{
    // At the start of a logical line outside brackets: measure, then Indent or Dedent.
    int width = 0;
    qsizetype p = m_pos;
    while (p < m_size) {
        const char32_t c = at(p);
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
    if (p >= m_size || c == U'#' || isNewline(c) || (c == U'\\' && isNewline(at(p + 1))))
        return true; // a blank or comment-only line does not indent
    if (width > m_indents.last()) {
        m_indents.append(width);
        emitEmpty(PyToken::Kind::Indent, p);
        return true;
    }
    while (width < m_indents.last()) {
        m_indents.removeLast();
        emitEmpty(PyToken::Kind::Dedent, p);
    }
    if (width != m_indents.last())
        return fail(m_line, column(p), PythonTokenizer::tr("unindent does not match any outer indentation level"));
    return true;
}

bool Lexer::scanReplacementField(char32_t quote, bool triple, int line, qsizetype start)
{
    // After '{' in an f-string: an expression (brackets and strings nest), then an optional
    // !conversion and :format spec (which may hold nested fields), up to the matching '}'.
    int depth = 0;
    bool spec = false;
    while (true) {
        if (m_pos >= m_size)
            return fail(line, column(start), PythonTokenizer::tr("unterminated f-string"));
        const char32_t c = at(m_pos);
        if (isNewline(c)) {
            if (!triple && spec)
                return fail(line, column(start), PythonTokenizer::tr("unterminated f-string"));
            newLine();
            continue;
        }
        if (spec) {
            if (c == U'{') {
                ++m_pos;
                if (!scanReplacementField(quote, triple, line, start))
                    return false;
                continue;
            }
            if (c == U'}') {
                ++m_pos;
                return true;
            }
            if (c == quote && !triple)
                return fail(line, column(start), PythonTokenizer::tr("unterminated f-string"));
            ++m_pos;
            continue;
        }
        if (c == U'\'' || c == U'"') {
            const int l = m_line;
            const qsizetype innerStart = m_pos;
            const bool tripleInner = at(m_pos + 1) == c && at(m_pos + 2) == c;
            m_pos += tripleInner ? 3 : 1;
            if (!scanStringBody(c, tripleInner, false, false, l, innerStart))
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

bool Lexer::scanStringBody(char32_t quote, bool triple, bool raw, bool format, int line, qsizetype start)
{
    Q_UNUSED(raw); // a backslash escapes the next character in raw strings too, for termination
    while (true) {
        if (m_pos >= m_size) {
            return fail(line, column(start), triple ? PythonTokenizer::tr("unterminated triple-quoted string literal")
                                                    : PythonTokenizer::tr("unterminated string literal"));
        }
        const char32_t c = at(m_pos);
        if (c == U'\\') {
            ++m_pos;
            if (m_pos >= m_size)
                continue;
            if (isNewline(at(m_pos)))
                newLine();
            else
                ++m_pos;
            continue;
        }
        if (isNewline(c)) {
            if (!triple)
                return fail(line, column(start), PythonTokenizer::tr("unterminated string literal"));
            newLine();
            continue;
        }
        if (format && c == U'{') {
            if (at(m_pos + 1) == U'{') {
                m_pos += 2;
                continue;
            }
            ++m_pos;
            if (!scanReplacementField(quote, triple, line, start))
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
    bool raw = false;
    bool format = false;
    for (qsizetype i = 0; i < prefixLength; ++i) {
        const char32_t p = at(m_pos + i);
        raw = raw || p == U'r' || p == U'R';
        format = format || p == U'f' || p == U'F' || p == U't' || p == U'T';
    }
    m_pos += prefixLength;
    const char32_t quote = at(m_pos);
    const bool triple = at(m_pos + 1) == quote && at(m_pos + 2) == quote;
    m_pos += triple ? 3 : 1;
    if (!scanStringBody(quote, triple, raw, format, line, start))
        return false;
    emit(PyToken::Kind::String, start);
    return true;
}

bool Lexer::scanNumber()
{
    const qsizetype start = m_pos;
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
    emit(PyToken::Kind::Number, start);
    return true;
}

bool Lexer::scanOperator()
{
    const qsizetype start = m_pos;
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
        const char32_t c = at(m_pos);
        if (c == U')' || c == U']' || c == U'}') {
            const QString closing = QString(QChar(c));
            if (m_brackets.isEmpty())
                return fail(m_line, column(start), PythonTokenizer::tr("unmatched '%1'").arg(closing));
            const Bracket open = m_brackets.last();
            const char32_t expected = open.c == U'(' ? U')' : open.c == U'[' ? U']' : U'}';
            if (c != expected) {
                return fail(m_line, column(start), PythonTokenizer::tr("closing '%1' does not match the '%2' opened at line %3, column %4")
                                                       .arg(closing, QString(QChar(open.c)))
                                                       .arg(open.line)
                                                       .arg(open.column));
            }
            m_brackets.removeLast();
        }
        m_pos += op.size();
        emit(PyToken::Kind::Op, start);
        if (c == U'(' || c == U'[' || c == U'{')
            m_brackets.append(Bracket{c, m_line, column(start)});
        return true;
    }
    const char32_t c = codePoint(m_pos);
    return fail(m_line, column(start), PythonTokenizer::tr("invalid character '%1' (U+%2)")
                                           .arg(QString::fromUcs4(&c, 1))
                                           .arg(uint(c), 4, 16, QLatin1Char('0')));
}

void Lexer::scanNewline()
{
    if (m_brackets.isEmpty() && m_lineHasTokens) {
        emit(PyToken::Kind::Newline, m_pos);
        m_out.tokens.last().length = 1;
        m_lineHasTokens = false;
    }
    newLine();
}

bool Lexer::scanContinuation()
{
    const int col = column(m_pos);
    ++m_pos;
    if (m_pos >= m_size)
        return fail(m_line, col, PythonTokenizer::tr("unexpected end of file after a line continuation character"));
    if (!isNewline(at(m_pos)))
        return fail(m_line, col, PythonTokenizer::tr("unexpected character after a line continuation character"));
    newLine(); // the logical line goes on: no Newline, no indentation
    return true;
}

void Lexer::scanName()
{
    const qsizetype start = m_pos;
    while (m_pos < m_size) {
        const char32_t c = codePoint(m_pos);
        if (!isIdentifierPart(c))
            break;
        m_pos += width(c);
    }
    const char32_t q = at(m_pos);
    if ((q == U'\'' || q == U'"') && isStringPrefix(QStringView(m_s + start, m_pos - start))) {
        const qsizetype prefixLength = m_pos - start;
        m_pos = start;
        scanString(prefixLength);
        return;
    }
    emit(PyToken::Kind::Name, start);
}

PythonTokenizer::Result Lexer::run()
{
    if (quint64(m_size) > PyToken::kMaxLength) {
        fail(1, 1, PythonTokenizer::tr("the script is too long to read (more than %n characters)", nullptr,
                                       int(PyToken::kMaxLength)));
        m_out.error = m_error;
        return std::move(m_out);
    }
    bool atLineStart = true;
    // A byte order mark is not part of the source.
    if (at(0) == 0xFEFF)
        m_pos = 1;
    m_out.lines.startLine(m_pos);
    while (!m_error) {
        if (atLineStart && m_brackets.isEmpty()) {
            atLineStart = false;
            if (!indentation())
                break;
        }
        while (at(m_pos) == U' ' || at(m_pos) == U'\t' || at(m_pos) == U'\f')
            ++m_pos;
        if (m_pos >= m_size)
            break;
        const char32_t c = codePoint(m_pos);
        if (isNewline(c)) {
            scanNewline();
            atLineStart = m_brackets.isEmpty(); // inside brackets a line break is only space
        } else if (c == U'#') {
            const qsizetype start = m_pos;
            while (m_pos < m_size && !isNewline(at(m_pos)))
                ++m_pos;
            emit(PyToken::Kind::Comment, start);
        } else if (c == U'\\') {
            if (!scanContinuation())
                break;
        } else if (isIdentifierStart(c)) {
            scanName();
        } else if (isDigit(c) || (c == U'.' && isDigit(at(m_pos + 1)))) {
            scanNumber();
        } else if (c == U'\'' || c == U'"') {
            scanString(0);
        } else {
            scanOperator();
        }
    }
    if (!m_error && !m_brackets.isEmpty()) {
        const Bracket open = m_brackets.last();
        fail(open.line, open.column, PythonTokenizer::tr("'%1' is never closed").arg(QString(QChar(open.c))));
    }
    if (m_error) {
        PythonTokenizer::Result failed;
        failed.error = m_error;
        return failed;
    }
    if (m_lineHasTokens)
        emitEmpty(PyToken::Kind::Newline, m_pos);
    while (m_indents.size() > 1) {
        m_indents.removeLast();
        emitEmpty(PyToken::Kind::Dedent, m_pos);
    }
    emitEmpty(PyToken::Kind::End, m_pos);
    return std::move(m_out);
}

} // namespace

int PyTokenText::bracket() const
{
    if (kind != PyToken::Kind::Op || text.size() != 1)
        return 0;
    const QChar c = text.front();
    if (c == QLatin1Char('(') || c == QLatin1Char('[') || c == QLatin1Char('{'))
        return 1;
    if (c == QLatin1Char(')') || c == QLatin1Char(']') || c == QLatin1Char('}'))
        return -1;
    return 0;
}

int PyLines::line(quint32 offset) const
{
    const auto after = std::upper_bound(m_starts.cbegin(), m_starts.cend(), offset);
    return int(std::max<qsizetype>(after - m_starts.cbegin(), 1));
}

int PyLines::column(quint32 offset) const
{
    const quint32 start = m_starts.isEmpty() ? 0 : m_starts.at(line(offset) - 1);
    if (offset < start)
        return 1;
    // A character beyond U+FFFF is two code units and one column, as Python counts it.
    const auto first = std::lower_bound(m_pairs.cbegin(), m_pairs.cend(), start);
    const auto last = std::lower_bound(first, m_pairs.cend(), offset);
    return int(offset - start - quint32(last - first)) + 1;
}

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

std::optional<QString> PythonTokenizer::plainStringValue(QStringView literal)
{
    QStringView body = literal;
    if (body.startsWith(QLatin1Char('u')) || body.startsWith(QLatin1Char('U')))
        body = body.mid(1);
    if (body.size() < 2)
        return std::nullopt;
    const QChar quote = body.front();
    if ((quote != QLatin1Char('\'') && quote != QLatin1Char('"')) || body.back() != quote)
        return std::nullopt;
    const bool triple = body.size() >= 6 && body.startsWith(QString(3, quote)) && body.endsWith(QString(3, quote));
    const QString value = (triple ? body.mid(3, body.size() - 6) : body.mid(1, body.size() - 2)).toString();
    if (value.contains(QLatin1Char('\\')))
        return std::nullopt;
    return value;
}

} // namespace tpuplan
