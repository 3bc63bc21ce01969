// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/migrate/MigrationScanner.h"

#include "core/common/FileRead.h"

#include "core/common/ControlText.h"
#include "core/migrate/PythonSource.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <functional>
#include <optional>

namespace tpuplan {

namespace {

using Kind = PyToken::Kind;

/// A `def` of the script: its name, parameters and where its name stands.
struct Def
{
    QString name;
    QStringList params;
    int nameIndex = -1;
};

/// One argument of a call: `keyword=value` or a positional value, as a token range.
struct Arg
{
    QString keyword;
    int keywordIndex = -1;
    int first = 0; ///< first token of the value
    int last = 0;  ///< one past the last token of the value
};

struct Call
{
    QList<Arg> args;
    bool starred = false; ///< *args or **kwargs: positions after it are unknown
};

/// The brackets of a token list: which token closes which, and how deep every token stands.
/// Only the bracket tokens are kept, eight bytes each (a table per token cost as much as the
/// tokens themselves); a token's answer is a binary search or two away. The token list comes
/// from a successful read, so every bracket is matched.
class Brackets
{
public:
    Brackets() = default;
    explicit Brackets(const PyTokens &read)
    {
        const auto bracketAt = [&read](qsizetype i) {
            const PyToken &t = read.tokens[i];
            return PyTokenText{t.kind, read.text(t), 0}.bracket();
        };
        qsizetype count = 0;
        for (qsizetype i = 0; i < read.tokens.size(); ++i)
            count += bracketAt(i) != 0 ? 1 : 0;
        m_list.reserve(count);
        // The open brackets waiting for their close are chained through their own entries (each
        // holds the place of the one opened before it), so matching needs no stack of its own.
        int pending = -1;
        int depth = 0;
        for (qsizetype i = 0; i < read.tokens.size(); ++i) {
            const int bracket = bracketAt(i);
            if (bracket > 0) {
                m_list.append(Bracket{quint32(i), 1, pending});
                pending = int(m_list.size()) - 1;
                ++depth;
            } else if (bracket < 0 && pending >= 0) {
                Bracket &open = m_list[pending];
                pending = open.value;
                open.value = int(i);
                --depth;
                m_list.append(Bracket{quint32(i), 0, depth});
            }
        }
        while (pending >= 0) { // never closed (not from a successful read)
            Bracket &open = m_list[pending];
            pending = open.value;
            open.value = -1;
        }
    }
    /// The closing bracket of the opening one at token i; -1 when i opens nothing.
    int match(int i) const
    {
        const auto it = find(i);
        return it != m_list.cend() && int(it->index) == i && it->opens ? it->value : -1;
    }
    /// How many brackets are open before token i (a closing one stands outside what it closes).
    int depth(int i) const
    {
        auto it = find(i);
        if (it != m_list.cend() && int(it->index) == i)
            return outer(it);
        if (it == m_list.cbegin())
            return 0;
        --it;
        return it->opens ? outer(it) + 1 : it->value;
    }

private:
    struct Bracket
    {
        quint32 index : 31;
        quint32 opens : 1;
        int value; ///< an opening bracket's closing token (-1: none); a closing one's depth
    };
    using Iterator = QList<Bracket>::const_iterator;
    Iterator find(int i) const
    {
        return std::lower_bound(m_list.cbegin(), m_list.cend(), i, [](const Bracket &b, int index) { return int(b.index) < index; });
    }
    /// The depth around the pair an entry belongs to (its closing bracket's).
    int outer(Iterator it) const
    {
        if (!it->opens)
            return it->value;
        return it->value < 0 ? 0 : find(it->value)->value;
    }

    QList<Bracket> m_list;
};

class Scanner
{
public:

    Scanner(PythonTokenizer::Result read, MigrationScan *out)
        : m_out(out), m_read(std::move(read))
    {
        // In place: a second list of every token doubled what a long script costs.
        m_read.tokens.removeIf([](const PyToken &t) { return t.kind == Kind::Comment; });
        m_brackets = Brackets(m_read);
    }

    void run();

private:
    PyTokenText tok(int i) const
    {
        if (i < 0 || i >= m_t.size())
            return {};
        const PyToken &t = m_t.at(i);
        return {t.kind, m_read.text(t), m_brackets.depth(i)};
    }
    int lineOf(int i) const { return i >= 0 && i < m_t.size() ? m_read.line(m_t.at(i)) : 0; }
    int columnOf(int i) const { return i >= 0 && i < m_t.size() ? m_read.column(m_t.at(i)) : 0; }
    bool isPlainName(int i) const { return tok(i).isName() && !PythonTokenizer::isKeyword(tok(i).text); }

    void processLine(int begin, int end);
    void processStatement(int begin, int end);
    void handleImport(int begin, int end);
    void handleFrom(int begin, int end);
    void handleDef(int begin, int end);
    void handleAssignment(int begin, int equals, int end);
    void scan(int begin, int end);
    /// Reads `NAME(.NAME)*` at i; returns one past its end.
    int chainAt(int i, QStringList *parts) const;
    /// The dotted name from `start` to `after`: reports what it names that a TF2 port changes.
    void handleChain(int start, const QStringList &parts, int after);
    /// A method of an Estimator the script created (`estimator.train(...)`); true when the chain
    /// starts at one, whether or not it names a method.
    bool handleInstanceChain(int start, const QStringList &parts, const QString &written, int after);
    /// The module path a chain stands for, through an import's name or a `from M import *`;
    /// empty when neither.
    QString modulePathOf(const QStringList &parts, const QString &written) const;
    /// params['batch_size'] (or params.get('batch_size')) where params is the function's own.
    void checkBatchSizeParam(int start, const QStringList &parts, int after);
    /// os.environ['COLAB_TPU_ADDR'] and its get/getenv spellings.
    void checkColabAddress(const QString &full, int start, const QString &written, int after);
    /// The script spelled `compat.v1` in this very name.
    static bool spellsCompatV1(const QStringList &parts);
    /// A name already reported where it was bound to a construct, used again.
    bool isAliasUse(const QStringList &parts, const TfApi::Match &match) const;
    /// A call's argument by keyword or position (its signature), if written.
    using ArgumentOf = std::function<std::optional<Arg>(const char *name)>;
    void handleCall(const TfApi::Match &match, int open);
    void handleEstimator(const TfApi::Match &match, const ArgumentOf &arg);
    void handleTpuConfig(const ArgumentOf &arg);
    void handleEstimatorSpec(const ArgumentOf &arg);
    void handleTrainAndEvaluate(const TfApi::Match &match, const ArgumentOf &arg);
    void handleMethod(MigrationKind instance, const QString &method, int start, const QString &written, int after);
    void checkBatch(int nameIndex);
    Call parseCall(int open) const;
    std::optional<Arg> argument(const Call &call, const QStringList &signature, const QString &name) const;
    ScriptValue value(const Arg &arg) const;
    QString functionName(const Arg &arg) const;
    QString render(int first, int last) const;
    std::optional<Def> enclosingFunction() const;
    std::optional<QString> resolve(const QString &head) const;
    void report(int tokenIndex, MigrationKind kind, const QString &construct, const QString &detail);
    void reportArg(const Arg &arg, MigrationKind kind, const QString &construct, const QString &detail)
    {
        report(arg.keywordIndex >= 0 ? arg.keywordIndex : arg.first, kind, construct, detail);
    }
    void finish();

    MigrationScan *m_out;
    PythonTokenizer::Result m_read;
    const QList<PyToken> &m_t = m_read.tokens;
    Brackets m_brackets;
    QHash<QString, QString> m_modules;             ///< local name -> module path it stands for
    QSet<QString> m_assigned;                      ///< names of m_modules bound by `name = tf.x.y`
    QHash<QString, MigrationKind> m_instances;     ///< `estimator`, `self.est` -> TPUEstimator/Estimator
    QStringList m_starModules;                     ///< `from M import *`
    bool m_tensorflow = false;                     ///< the script imports TensorFlow
    QList<std::optional<Def>> m_blocks;            ///< indented blocks, innermost last
    std::optional<Def> m_pendingBlock;             ///< the def whose body the next Indent opens
    std::optional<Def> m_lineDef;                  ///< a def whose body is on its own line
    QList<Def> m_defs;
    QSet<int> m_chainTokens;                       ///< tokens of names resolved to a TF module
    QStringList m_modelFnRefs;
    QStringList m_inputFnRefs;
    QSet<QString> m_batchSizeFunctions;            ///< input_fns with a params['batch_size'] finding
    QSet<QString> m_reported;
    bool m_tf2Sequence = false;                    ///< the script already calls initialize_tpu_system / TPUStrategy
    QSet<int> m_plainResolvers;                    ///< TPUClusterResolver findings not reached through compat.v1
};

void Scanner::run()
{
    int i = 0;
    while (i < m_t.size()) {
        const PyToken &t = m_t.at(i);
        if (t.kind == Kind::End)
            break;
        if (t.kind == Kind::Indent) {
            m_blocks.append(m_pendingBlock);
            m_pendingBlock.reset();
            ++i;
            continue;
        }
        if (t.kind == Kind::Dedent) {
            if (!m_blocks.isEmpty())
                m_blocks.removeLast();
            ++i;
            continue;
        }
        int end = i;
        while (end < m_t.size() && m_t.at(end).kind != Kind::Newline && m_t.at(end).kind != Kind::End)
            ++end;
        processLine(i, end);
        i = end + 1;
    }
    finish();
}

void Scanner::processLine(int begin, int end)
{
    m_lineDef.reset();
    m_pendingBlock.reset();
    // Simple statements are separated by ';'. A compound statement's header (`if x:`,
    // `def f(p):`) may carry its body on the same line, after its first ':'.
    static const QStringList compound = {
        QStringLiteral("if"),   QStringLiteral("elif"),    QStringLiteral("else"), QStringLiteral("while"),
        QStringLiteral("for"),  QStringLiteral("try"),     QStringLiteral("except"), QStringLiteral("finally"),
        QStringLiteral("with"), QStringLiteral("def"),     QStringLiteral("class"), QStringLiteral("async")};
    int s = begin;
    while (s < end) {
        int e = s;
        const bool header = tok(s).isName() && compound.contains(tok(s).text);
        int colon = -1;
        while (e < end && !(tok(e).isOp(u";") && tok(e).depth == 0)) {
            if (header && colon < 0 && tok(e).isOp(u":") && tok(e).depth == 0)
                colon = e;
            ++e;
        }
        if (header && colon >= 0) {
            processStatement(s, colon + 1);
            if (colon + 1 < e) {
                // `def f(params): return params['batch_size']`: the body is on this line.
                if (m_pendingBlock)
                    m_lineDef = m_pendingBlock;
                m_pendingBlock.reset();
                processStatement(colon + 1, e);
            }
        } else {
            processStatement(s, e);
        }
        s = e + 1;
    }
}

void Scanner::processStatement(int begin, int end)
{
    if (begin >= end)
        return;
    const PyTokenText first = tok(begin);
    if (first.is(Kind::Name, u"import")) {
        handleImport(begin, end);
        return;
    }
    if (first.is(Kind::Name, u"from")) {
        handleFrom(begin, end);
        return;
    }
    if (first.is(Kind::Name, u"def") || (first.is(Kind::Name, u"async") && tok(begin + 1).is(Kind::Name, u"def"))) {
        handleDef(first.text == QLatin1String("def") ? begin : begin + 1, end);
        scan(begin, end);
        return;
    }
    for (int i = begin; i < end; ++i) {
        if (tok(i).isOp(u"=") && tok(i).depth == tok(begin).depth) {
            handleAssignment(begin, i, end);
            return;
        }
    }
    scan(begin, end);
}

int Scanner::chainAt(int i, QStringList *parts) const
{
    parts->append(tok(i).text.toString());
    int j = i + 1;
    while (tok(j).isOp(u".") && tok(j + 1).isName()) {
        parts->append(tok(j + 1).text.toString());
        j += 2;
    }
    return j;
}

void Scanner::handleImport(int begin, int end)
{
    int i = begin + 1;
    while (i < end) {
        if (!tok(i).isName())
            return;
        QStringList parts;
        const int start = i;
        i = chainAt(i, &parts);
        const QString module = parts.join(QLatin1Char('.'));
        if (tok(i).is(Kind::Name, u"as") && tok(i + 1).isName()) {
            m_modules.insert(tok(i + 1).text.toString(), module);
            m_assigned.remove(tok(i + 1).text.toString());
            m_instances.remove(tok(i + 1).text.toString());
            i += 2;
        } else {
            m_modules.insert(parts.first(), parts.first());
            m_assigned.remove(parts.first());
        }
        if (TfApi::canonical(module).tensorflow)
            m_tensorflow = true;
        if (const auto match = TfApi::matchImport(module))
            report(start, match->kind, match->construct, module);
        if (!tok(i).isOp(u","))
            return;
        ++i;
    }
}

void Scanner::handleFrom(int begin, int end)
{
    int i = begin + 1;
    bool relative = false;
    while (tok(i).isOp(u".") || tok(i).isOp(u"...")) {
        relative = true;
        ++i;
    }
    QStringList parts;
    const int moduleStart = i;
    if (tok(i).isName() && !tok(i).is(Kind::Name, u"import"))
        i = chainAt(i, &parts);
    const QString module = parts.join(QLatin1Char('.'));
    if (!tok(i).is(Kind::Name, u"import"))
        return;
    ++i;
    std::optional<TfApi::Match> strongest;
    QString strongestPath;
    const auto consider = [&strongest, &strongestPath](const QString &path) {
        const auto match = TfApi::matchImport(path);
        if (!match)
            return;
        const auto rank = [](MigrationKind k) {
            return k == MigrationKind::EstimatorImport ? 3 : k == MigrationKind::Contrib ? 2 : 1;
        };
        if (!strongest || rank(match->kind) > rank(strongest->kind)) {
            strongest = match;
            strongestPath = path;
        }
    };
    if (!relative && TfApi::canonical(module).tensorflow)
        m_tensorflow = true;
    for (; i < end; ++i) {
        const PyTokenText t = tok(i);
        if (t.isOp(u"*")) {
            if (!relative) {
                m_starModules.append(module);
                consider(module);
            }
            continue;
        }
        if (!t.isName())
            continue; // '(' ')' ','
        QString local = t.text.toString();
        if (tok(i + 1).is(Kind::Name, u"as") && tok(i + 2).isName()) {
            local = tok(i + 2).text.toString();
            i += 2;
        }
        m_instances.remove(local);
        m_assigned.remove(local);
        if (relative) {
            m_modules.remove(local);
            continue;
        }
        const QString path = module + QLatin1Char('.') + t.text.toString();
        m_modules.insert(local, path);
        consider(path);
    }
    if (strongest)
        report(moduleStart, strongest->kind, strongest->construct, strongestPath);
}

void Scanner::handleDef(int defIndex, int end)
{
    Def def;
    def.nameIndex = defIndex + 1;
    def.name = tok(defIndex + 1).text.toString();
    const int open = defIndex + 2;
    if (tok(open).isOp(u"(") && m_brackets.match(open) > open) {
        const int close = m_brackets.match(open);
        bool expectName = true;
        for (int i = open + 1; i < close; ++i) {
            const PyTokenText t = tok(i);
            if (t.depth != tok(open).depth + 1)
                continue;
            if (t.isOp(u",")) {
                expectName = true;
            } else if (expectName && t.isName()) {
                def.params.append(t.text.toString());
                expectName = false;
            } else if (!t.isOp(u"*") && !t.isOp(u"**")) {
                expectName = false;
            }
        }
    }
    Q_UNUSED(end);
    m_defs.append(def);
    m_pendingBlock = def; // the body is the indented block that follows (processLine moves it
                          // to m_lineDef when the body stands on the def's own line)
}

void Scanner::handleAssignment(int begin, int equals, int end)
{
    scan(begin, end);
    QStringList target;
    const bool chainTarget = isPlainName(begin) && chainAt(begin, &target) == equals;
    if (!chainTarget)
        return;
    const QString name = target.join(QLatin1Char('.'));
    const bool simple = target.size() == 1;
    const int rhs = equals + 1;
    if (isPlainName(rhs)) {
        QStringList parts;
        const int after = chainAt(rhs, &parts);
        if (after == end) {
            // `tpu = tf.compat.v1.estimator.tpu`: a module alias.
            if (const auto base = resolve(parts.first())) {
                if (simple) {
                    QString full = *base;
                    if (parts.size() > 1)
                        full += QLatin1Char('.') + parts.mid(1).join(QLatin1Char('.'));
                    m_modules.insert(name, full);
                    m_assigned.insert(name);
                    m_instances.remove(name);
                }
                return;
            }
        } else if (tok(after).isOp(u"(") && m_brackets.match(after) == end - 1) {
            // `estimator = tf.estimator.tpu.TPUEstimator(...)`: its methods are reported later.
            if (const auto base = resolve(parts.first())) {
                const QString full = *base + (parts.size() > 1 ? QLatin1Char('.') + parts.mid(1).join(QLatin1Char('.')) : QString());
                const auto match = TfApi::match(TfApi::canonical(full), false);
                if (match && (match->kind == MigrationKind::TPUEstimator || match->kind == MigrationKind::Estimator)) {
                    m_instances.insert(name, match->kind);
                    if (simple)
                        m_modules.remove(name);
                    return;
                }
            }
        }
    }
    m_instances.remove(name);
    if (simple) {
        m_modules.remove(name);
        m_assigned.remove(name);
    }
}

std::optional<QString> Scanner::resolve(const QString &head) const
{
    const auto it = m_modules.constFind(head);
    if (it == m_modules.cend())
        return std::nullopt;
    return *it;
}

std::optional<Def> Scanner::enclosingFunction() const
{
    if (m_lineDef)
        return m_lineDef;
    for (auto it = m_blocks.crbegin(); it != m_blocks.crend(); ++it) {
        if (*it)
            return *it;
    }
    return std::nullopt;
}

void Scanner::scan(int begin, int end)
{
    for (int i = begin; i < end; ++i) {
        const PyTokenText t = tok(i);
        if (!isPlainName(i))
            continue;
        if (tok(i - 1).isOp(u".")) {
            if (t.text == QLatin1String("batch") && tok(i + 1).isOp(u"(") && !m_chainTokens.contains(i))
                checkBatch(i);
            continue;
        }
        if (t.depth > 0 && tok(i + 1).isOp(u"="))
            continue; // a keyword argument's name
        QStringList parts;
        const int after = chainAt(i, &parts);
        handleChain(i, parts, after);
        // Names inside the chain are attributes, but `.batch(` at its end still counts.
        if (parts.size() > 1 && parts.last() == QLatin1String("batch") && tok(after).isOp(u"(") && !m_chainTokens.contains(after - 1))
            checkBatch(after - 1);
        i = after - 1;
    }
}

void Scanner::handleChain(int start, const QStringList &parts, int after)
{
    const QString written = parts.join(QLatin1Char('.'));
    if (handleInstanceChain(start, parts, written, after))
        return;
    const QString full = modulePathOf(parts, written);
    if (full.isEmpty()) {
        checkBatchSizeParam(start, parts, after);
        return;
    }
    const TfApi::Canonical canonical = TfApi::canonical(full);
    if (canonical.tensorflow) {
        for (int i = start; i < after; ++i)
            m_chainTokens.insert(i);
    }
    if (full == QLatin1String("os.environ") || full == QLatin1String("os.environ.get") || full == QLatin1String("os.getenv")) {
        checkColabAddress(full, start, written, after);
        return;
    }
    if (canonical.path == QLatin1String("tf.tpu.experimental.initialize_tpu_system")
        || canonical.path == QLatin1String("tf.distribute.TPUStrategy")
        || canonical.path == QLatin1String("tf.distribute.experimental.TPUStrategy"))
        m_tf2Sequence = true;
    const auto match = TfApi::match(canonical, spellsCompatV1(parts));
    if (!match)
        return;
    if (match->kind == MigrationKind::ClusterResolver && !canonical.compatV1)
        m_plainResolvers.insert(int(m_out->findings.size()));
    if (!isAliasUse(parts, *match))
        report(start, match->kind, match->construct, written);
    if (tok(after).isOp(u"("))
        handleCall(*match, after);
}

bool Scanner::handleInstanceChain(int start, const QStringList &parts, const QString &written, int after)
{
    for (qsizetype k = parts.size() - 1; k >= 1; --k) {
        const QString key = parts.mid(0, k).join(QLatin1Char('.'));
        const auto it = m_instances.constFind(key);
        if (it != m_instances.cend()) {
            if (k == parts.size() - 1)
                handleMethod(*it, parts.at(k), start, written, after);
            return true;
        }
    }
    return false;
}

QString Scanner::modulePathOf(const QStringList &parts, const QString &written) const
{
    if (const auto base = resolve(parts.first())) {
        if (parts.size() == 1)
            return *base;
        return *base + QLatin1Char('.') + parts.mid(1).join(QLatin1Char('.'));
    }
    for (const QString &module : std::as_const(m_starModules)) {
        // Only a name the module really exports (TPUEstimator), not anything under it.
        const QString candidate = module + QLatin1Char('.') + written;
        const TfApi::Canonical c = TfApi::canonical(candidate);
        const auto m = TfApi::match(c, false);
        if (m && m->parts == c.path.count(QLatin1Char('.')) + 1 && m->kind != MigrationKind::EstimatorApi
            && m->kind != MigrationKind::Contrib)
            return candidate;
    }
    return QString();
}

void Scanner::checkBatchSizeParam(int start, const QStringList &parts, int after)
{
    const bool subscript = parts.size() == 1 && tok(after).isOp(u"[") && m_brackets.match(after) == after + 2;
    const bool get = parts.size() == 2 && parts.at(1) == QLatin1String("get") && tok(after).isOp(u"(");
    if ((subscript || get) && tok(after + 1).kind == Kind::String
        && PythonTokenizer::plainStringValue(tok(after + 1).text) == QStringLiteral("batch_size")) {
        const std::optional<Def> function = enclosingFunction();
        if (function && function->params.contains(parts.first())) {
            m_batchSizeFunctions.insert(function->name);
            report(start, MigrationKind::InputFnBatchSize, QStringLiteral("input_fn"), function->name);
        }
    }
}

void Scanner::checkColabAddress(const QString &full, int start, const QString &written, int after)
{
    const bool keyFollows = tok(after).isOp(full == QLatin1String("os.environ") ? u"[" : u"(");
    if (keyFollows && tok(after + 1).kind == Kind::String
        && PythonTokenizer::plainStringValue(tok(after + 1).text) == QStringLiteral("COLAB_TPU_ADDR")) {
        report(start, MigrationKind::ColabTpuAddress, QStringLiteral("COLAB_TPU_ADDR"), written);
        m_out->facts.usesTpu = true;
    }
}

bool Scanner::spellsCompatV1(const QStringList &parts)
{
    for (qsizetype k = 1; k + 1 < parts.size(); ++k) {
        if (parts.at(k) == QLatin1String("compat") && parts.at(k + 1) == QLatin1String("v1"))
            return true;
    }
    return false;
}

bool Scanner::isAliasUse(const QStringList &parts, const TfApi::Match &match) const
{
    // `FLAGS = tf.flags.FLAGS` is reported where it is written; `FLAGS.batch_size` afterwards
    // is a use of that alias, not another construct to port (and so for tf.logging, tf.compat.v1
    // and tf.estimator module aliases).
    // Likewise `Config = tpu.TPUConfig` or `per_host = ...InputPipelineConfig.PER_HOST_V2`: the
    // assignment is reported, the name alone afterwards is the same construct again.
    if (parts.size() == 1 && m_assigned.contains(parts.first()))
        return true;
    const auto base = resolve(parts.first());
    if (!base || parts.size() == 1)
        return false;
    const auto own = TfApi::match(TfApi::canonical(*base), false);
    const bool moduleLevel = match.kind == MigrationKind::Tf1App || match.kind == MigrationKind::Tf1Logging
                             || match.kind == MigrationKind::CompatV1 || match.kind == MigrationKind::EstimatorApi;
    return own && own->kind == match.kind && moduleLevel;
}

Call Scanner::parseCall(int open) const
{
    Call call;
    const int close = m_brackets.match(open);
    if (close < 0)
        return call;
    const int depth = tok(open).depth + 1;
    int first = open + 1;
    for (int i = open + 1; i <= close; ++i) {
        const PyTokenText t = tok(i);
        if (i < close && !(t.isOp(u",") && t.depth == depth)) {
            // A bracketed part of an argument is passed over whole: walking into it made each of
            // 10k nested calls read all the calls inside it (quadratic).
            if (m_brackets.match(i) > i)
                i = m_brackets.match(i);
            continue;
        }
        if (first < i) {
            Arg arg;
            if (isPlainName(first) && tok(first + 1).isOp(u"=")) {
                arg.keyword = tok(first).text.toString();
                arg.keywordIndex = first;
                arg.first = first + 2;
            } else if (tok(first).isOp(u"*") || tok(first).isOp(u"**")) {
                call.starred = true;
                first = i + 1;
                continue;
            } else {
                arg.first = first;
            }
            arg.last = i;
            if (!arg.keyword.isEmpty() || !call.starred)
                call.args.append(arg);
        }
        first = i + 1;
    }
    return call;
}

std::optional<Arg> Scanner::argument(const Call &call, const QStringList &signature, const QString &name) const
{
    int position = 0;
    for (const Arg &arg : call.args) {
        if (arg.keyword == name)
            return arg;
        if (arg.keyword.isEmpty()) {
            if (position < signature.size() && signature.at(position) == name)
                return arg;
            ++position;
        }
    }
    return std::nullopt;
}

QString Scanner::render(int first, int last) const
{
    QString text;
    for (int i = first; i < last; ++i) {
        if (text.size() >= MigrationScanner::kMaxQuotedChars) {
            // Only a literal is copied into the skeleton; a longer expression is quoted in a
            // comment, where its start says enough (rendered whole, nested calls were quadratic).
            text += QStringLiteral(" …");
            break;
        }
        const PyTokenText t = tok(i);
        if (t.kind == Kind::Newline || t.kind == Kind::Indent || t.kind == Kind::Dedent)
            continue;
        const PyTokenText previous = tok(i - 1);
        const bool wordy = t.kind == Kind::Name || t.kind == Kind::Number || t.kind == Kind::String;
        const bool previousWordy = previous.kind == Kind::Name || previous.kind == Kind::Number || previous.kind == Kind::String;
        if (i > first && ((wordy && previousWordy) || previous.isOp(u",")))
            text += QLatin1Char(' ');
        text += t.text;
    }
    return text;
}

ScriptValue Scanner::value(const Arg &arg) const
{
    ScriptValue v;
    if (arg.first >= arg.last)
        return v;
    v.text = render(arg.first, arg.last);
    v.line = lineOf(arg.first);
    v.column = columnOf(arg.first);
    const int n = arg.last - arg.first;
    const PyTokenText first = tok(arg.first);
    if (n == 1) {
        qsizetype quote = 0;
        while (quote < first.text.size() && first.text.at(quote) != QLatin1Char('\'') && first.text.at(quote) != QLatin1Char('"'))
            ++quote;
        const QString prefix = first.text.left(quote).toString().toLower();
        v.literal = first.kind == Kind::Number
            || (first.kind == Kind::String && !first.text.contains(QLatin1Char('\n')) && !first.text.contains(QLatin1Char('\r'))
                && !prefix.contains(QLatin1Char('f')) && !prefix.contains(QLatin1Char('t')))
            || first.is(Kind::Name, u"True") || first.is(Kind::Name, u"False") || first.is(Kind::Name, u"None");
    } else if (n == 2) {
        v.literal = first.isOp(u"-") && tok(arg.first + 1).kind == Kind::Number;
    }
    // Never copy a terminal escape or a line separator into the skeleton.
    v.literal = v.literal && ControlText::find(v.text) < 0;
    return v;
}

QString Scanner::functionName(const Arg &arg) const
{
    if (arg.last - arg.first == 1 && isPlainName(arg.first))
        return tok(arg.first).text.toString();
    if (tok(arg.first).is(Kind::Name, u"lambda")) {
        // lambda params: input_fn(params, ...) -> input_fn
        for (int i = arg.first + 1; i < arg.last; ++i) {
            if (tok(i).isOp(u":") && tok(i).depth == tok(arg.first).depth)
                return isPlainName(i + 1) && tok(i + 2).isOp(u"(") ? tok(i + 1).text.toString() : QString();
        }
        return {};
    }
    // functools.partial(input_fn, ...)
    QStringList parts;
    if (isPlainName(arg.first)) {
        const int after = chainAt(arg.first, &parts);
        if (parts.last() == QLatin1String("partial") && tok(after).isOp(u"(") && isPlainName(after + 1)
            && (tok(after + 2).isOp(u",") || tok(after + 2).isOp(u")")))
            return tok(after + 1).text.toString();
    }
    return {};
}

void Scanner::handleCall(const TfApi::Match &match, int open)
{
    using K = MigrationKind;
    MigrationFacts &facts = m_out->facts;
    const Call call = parseCall(open);
    const QStringList signature = TfApi::signature(match.kind, match.construct);
    const ArgumentOf arg = [&](const char *name) { return argument(call, signature, QString::fromLatin1(name)); };
    switch (match.kind) {
    case K::TPUEstimator:
    case K::Estimator:
        handleEstimator(match, arg);
        break;
    case K::RunConfig:
        if (const auto a = arg("model_dir"); a && !facts.modelDir.found())
            facts.modelDir = value(*a);
        if (const auto a = arg("save_checkpoints_steps"))
            facts.saveCheckpointsSteps = value(*a);
        break;
    case K::TPUConfig:
        handleTpuConfig(arg);
        break;
    case K::EstimatorSpec:
        handleEstimatorSpec(arg);
        break;
    case K::ClusterResolver:
        facts.usesTpu = true;
        if (const auto a = arg("tpu"))
            facts.tpu = value(*a);
        break;
    case K::TrainAndEvaluate:
        handleTrainAndEvaluate(match, arg);
        break;
    case K::Tf1Optimizer:
        if (facts.optimizer.isEmpty()) {
            facts.optimizer = match.construct.section(QLatin1Char('.'), -1);
            if (const auto a = arg("learning_rate"))
                facts.learningRate = value(*a);
        }
        break;
    case K::Tf1Losses:
        if (facts.loss.isEmpty())
            facts.loss = match.construct.section(QLatin1Char('.'), -1);
        break;
    case K::CrossShardOptimizer:
        facts.crossShard = true;
        facts.usesTpu = true;
        break;
    case K::WarmStart:
        facts.warmStart = true;
        break;
    case K::HostCall:
        facts.hostCall = true;
        break;
    default:
        break;
    }
}

void Scanner::handleEstimator(const TfApi::Match &match, const ArgumentOf &arg)
{
    using K = MigrationKind;
    MigrationFacts &facts = m_out->facts;
    facts.usesEstimator = true;
    if (match.kind == K::TPUEstimator)
        facts.usesTpu = true;
    if (const auto a = arg("model_fn")) {
        const QString name = functionName(*a);
        if (!name.isEmpty()) {
            facts.modelFn = name;
            m_modelFnRefs.append(name);
        }
    }
    if (const auto a = arg("model_dir"))
        facts.modelDir = value(*a);
    if (const auto a = arg("train_batch_size")) {
        facts.trainBatchSize = value(*a);
        reportArg(*a, K::TrainBatchSize, QStringLiteral("train_batch_size"), facts.trainBatchSize.text);
    }
    if (const auto a = arg("eval_batch_size"))
        facts.evalBatchSize = value(*a);
    if (const auto a = arg("predict_batch_size"))
        facts.predictBatchSize = value(*a);
    if (const auto a = arg("use_tpu"))
        reportArg(*a, K::UseTpu, QStringLiteral("use_tpu"), value(*a).text);
    if (const auto a = arg("eval_on_tpu")) {
        const ScriptValue v = value(*a);
        facts.evalOnCpu = v.text == QLatin1String("False");
        reportArg(*a, K::EvalOnTpu, QStringLiteral("eval_on_tpu"), v.text);
    }
    if (const auto a = arg("warm_start_from")) {
        facts.warmStart = true;
        reportArg(*a, K::WarmStart, QStringLiteral("warm_start_from"), QStringLiteral("warm_start_from"));
    }
    for (const char *name : {"export_to_tpu", "export_to_cpu"}) {
        if (const auto a = arg(name))
            reportArg(*a, K::ServingInput, QString::fromLatin1(name), QString::fromLatin1(name));
    }
    if (const auto a = arg("embedding_config_spec"))
        reportArg(*a, K::Embedding, QStringLiteral("embedding_config_spec"), QStringLiteral("embedding_config_spec"));
}

void Scanner::handleTpuConfig(const ArgumentOf &arg)
{
    using K = MigrationKind;
    MigrationFacts &facts = m_out->facts;
    facts.usesTpu = true;
    if (const auto a = arg("iterations_per_loop")) {
        facts.iterationsPerLoop = value(*a);
        reportArg(*a, K::IterationsPerLoop, QStringLiteral("iterations_per_loop"), facts.iterationsPerLoop.text);
    }
    if (const auto a = arg("num_shards"))
        reportArg(*a, K::NumShards, QStringLiteral("num_shards"), value(*a).text);
    for (const char *name : {"num_cores_per_replica", "input_partition_dims"}) {
        if (const auto a = arg(name)) {
            facts.modelParallelism = true;
            reportArg(*a, K::ModelParallelism, QString::fromLatin1(name), QString::fromLatin1(name));
        }
    }
    if (const auto a = arg("per_host_input_for_training"))
        reportArg(*a, K::PerHostInput, QStringLiteral("per_host_input_for_training"), QStringLiteral("per_host_input_for_training"));
    if (const auto a = arg("experimental_host_call_every_n_steps"))
        reportArg(*a, K::HostCall, QStringLiteral("experimental_host_call_every_n_steps"),
                  QStringLiteral("experimental_host_call_every_n_steps"));
}

void Scanner::handleEstimatorSpec(const ArgumentOf &arg)
{
    using K = MigrationKind;
    MigrationFacts &facts = m_out->facts;
    for (const char *name : {"eval_metrics", "eval_metric_ops"}) {
        if (const auto a = arg(name)) {
            facts.evalMetrics = true;
            if (tok(a->first).isOp(u"(") && isPlainName(a->first + 1) && facts.metricFn.isEmpty())
                facts.metricFn = tok(a->first + 1).text.toString();
            reportArg(*a, K::EvalMetrics, QString::fromLatin1(name), QString::fromLatin1(name));
        }
    }
    if (const auto a = arg("host_call")) {
        facts.hostCall = true;
        if (tok(a->first).isOp(u"(") && isPlainName(a->first + 1) && facts.hostCallFn.isEmpty())
            facts.hostCallFn = tok(a->first + 1).text.toString();
        reportArg(*a, K::HostCall, QStringLiteral("host_call"), QStringLiteral("host_call"));
    }
    for (const char *name : {"scaffold_fn", "scaffold"}) {
        if (const auto a = arg(name)) {
            facts.warmStart = true;
            reportArg(*a, K::ScaffoldFn, QString::fromLatin1(name), QString::fromLatin1(name));
        }
    }
    for (const char *name : {"training_hooks", "evaluation_hooks", "prediction_hooks", "training_chief_hooks"}) {
        if (const auto a = arg(name)) {
            facts.hooks = true;
            reportArg(*a, K::Hooks, QString::fromLatin1(name), QString::fromLatin1(name));
        }
    }
    if (const auto a = arg("export_outputs"))
        reportArg(*a, K::ServingInput, QStringLiteral("export_outputs"), QStringLiteral("export_outputs"));
}

void Scanner::handleTrainAndEvaluate(const TfApi::Match &match, const ArgumentOf &arg)
{
    using K = MigrationKind;
    MigrationFacts &facts = m_out->facts;
    if (match.construct == QLatin1String("TrainSpec")) {
        if (const auto a = arg("input_fn")) {
            facts.trainInputFn = functionName(*a);
            m_inputFnRefs.append(facts.trainInputFn);
        }
        if (const auto a = arg("max_steps"))
            facts.trainSteps = value(*a);
    } else if (match.construct == QLatin1String("EvalSpec")) {
        if (const auto a = arg("input_fn")) {
            facts.evalInputFn = functionName(*a);
            m_inputFnRefs.append(facts.evalInputFn);
        }
        if (const auto a = arg("steps"))
            facts.evalSteps = value(*a);
    }
    if (const auto a = arg("hooks")) {
        facts.hooks = true;
        reportArg(*a, K::Hooks, QStringLiteral("hooks"), QStringLiteral("hooks"));
    }
}

void Scanner::handleMethod(MigrationKind instance, const QString &method, int start, const QString &written, int after)
{
    using K = MigrationKind;
    MigrationFacts &facts = m_out->facts;
    K kind;
    if (method == QLatin1String("train"))
        kind = K::EstimatorTrain;
    else if (method == QLatin1String("evaluate"))
        kind = K::EstimatorEvaluate;
    else if (method == QLatin1String("predict"))
        kind = K::EstimatorPredict;
    else if (method == QLatin1String("export_saved_model") || method == QLatin1String("export_savedmodel")
             || method == QLatin1String("experimental_export_all_saved_models"))
        kind = K::ExportSavedModel;
    else
        return;
    const QString construct = (instance == K::TPUEstimator ? QStringLiteral("TPUEstimator.") : QStringLiteral("Estimator."))
        + method;
    report(start, kind, construct, written);
    if (!tok(after).isOp(u"("))
        return;
    const Call call = parseCall(after);
    const QStringList signature = TfApi::signature(kind, construct);
    const auto arg = [&](const char *name) { return argument(call, signature, QString::fromLatin1(name)); };
    QString inputFn;
    if (const auto a = arg("input_fn")) {
        inputFn = functionName(*a);
        if (!inputFn.isEmpty())
            m_inputFnRefs.append(inputFn);
    }
    if (const auto a = arg("hooks")) {
        facts.hooks = true;
        reportArg(*a, K::Hooks, QStringLiteral("hooks"), QStringLiteral("hooks"));
    }
    switch (kind) {
    case K::EstimatorTrain:
        if (facts.trainInputFn.isEmpty())
            facts.trainInputFn = inputFn;
        if (const auto a = arg("steps"))
            facts.trainSteps = value(*a);
        else if (const auto m = arg("max_steps"))
            facts.trainSteps = value(*m);
        break;
    case K::EstimatorEvaluate:
        if (facts.evalInputFn.isEmpty())
            facts.evalInputFn = inputFn;
        if (const auto a = arg("steps"))
            facts.evalSteps = value(*a);
        break;
    case K::EstimatorPredict:
        facts.predicts = true;
        if (facts.predictInputFn.isEmpty())
            facts.predictInputFn = inputFn;
        break;
    case K::ExportSavedModel:
        facts.exportsSavedModel = true;
        if (const auto a = arg("export_dir_base"))
            facts.exportDir = value(*a);
        break;
    default:
        break;
    }
}

void Scanner::checkBatch(int nameIndex)
{
    if (!m_tensorflow)
        return;
    const Call call = parseCall(nameIndex + 1);
    int positional = 0;
    for (const Arg &arg : call.args) {
        const QString text = render(arg.first, arg.last);
        if (arg.keyword == QLatin1String("drop_remainder")) {
            if (text != QLatin1String("False"))
                return; // True, or a value only known at run time
            break;
        }
        if (arg.keyword.isEmpty() && ++positional == 2) {
            if (text != QLatin1String("False"))
                return;
            break;
        }
    }
    if (call.starred)
        return;
    report(nameIndex, MigrationKind::DropRemainder, QStringLiteral("batch"), QString());
}

void Scanner::report(int tokenIndex, MigrationKind kind, const QString &construct, const QString &detail)
{
    const int line = lineOf(tokenIndex);
    const int column = columnOf(tokenIndex);
    const QString key = QStringLiteral("%1:%2:%3").arg(line).arg(column).arg(construct);
    if (m_reported.contains(key))
        return;
    m_reported.insert(key);
    MigrationFinding finding;
    finding.line = line;
    finding.column = column;
    finding.kind = kind;
    finding.construct = construct;
    finding.message = TfApi::purpose(kind, detail);
    finding.tf2 = TfApi::tf2(kind);
    m_out->findings.append(finding);
}

void Scanner::finish()
{
    MigrationFacts &facts = m_out->facts;
    // tf.distribute.cluster_resolver.TPUClusterResolver is TF2 API too: it is only worth a finding
    // where the TF2 sequence (connect, initialize, TPUStrategy) is not there yet.
    if (m_tf2Sequence) {
        QList<MigrationFinding> kept;
        for (int i = 0; i < m_out->findings.size(); ++i) {
            if (!m_plainResolvers.contains(i))
                kept.append(m_out->findings.at(i));
        }
        m_out->findings = kept;
    }
    // model_fns: passed as model_fn=, or with the parameters TPUEstimator calls them with.
    for (const Def &def : std::as_const(m_defs)) {
        const bool bySignature = def.params.contains(QLatin1String("features")) && def.params.contains(QLatin1String("mode"));
        if (!bySignature && !m_modelFnRefs.contains(def.name))
            continue;
        report(def.nameIndex, MigrationKind::ModelFn, QStringLiteral("model_fn"), def.name);
        if (facts.modelFn.isEmpty())
            facts.modelFn = def.name;
        if (facts.modelFn == def.name && facts.modelFnLine == 0)
            facts.modelFnLine = lineOf(def.nameIndex);
    }
    // input_fns handed to train/evaluate/predict whose params['batch_size'] was not reported.
    for (const Def &def : std::as_const(m_defs)) {
        if (m_inputFnRefs.contains(def.name) && !m_batchSizeFunctions.contains(def.name))
            report(def.nameIndex, MigrationKind::InputFn, QStringLiteral("input_fn"), def.name);
    }
    // With no train input_fn named, the first function that read params['batch_size'].
    if (facts.trainInputFn.isEmpty()) {
        for (const Def &def : std::as_const(m_defs)) {
            if (m_batchSizeFunctions.contains(def.name)) {
                facts.trainInputFn = def.name;
                break;
            }
        }
    }
    std::stable_sort(m_out->findings.begin(), m_out->findings.end(), [](const MigrationFinding &a, const MigrationFinding &b) {
        return a.line != b.line ? a.line < b.line : a.column < b.column;
    });
}

} // namespace

MigrationScan MigrationScanner::scanTokens(PythonTokenizer::Result tokens, const QString &file)
{
    MigrationScan scan;
    scan.file = file;
    if (tokens.error) {
        scan.status = MigrationScan::Status::NotPython;
        scan.error = tokens.error;
        return scan;
    }
    Scanner(std::move(tokens), &scan).run();
    return scan;
}

MigrationScan MigrationScanner::scanBytes(QByteArray bytes, const QString &file)
{
    return scanTokens(PythonSource::read(std::move(bytes)), file);
}

MigrationScan MigrationScanner::scanFile(const QString &path)
{
    MigrationScan failed;
    failed.file = path;
    failed.status = MigrationScan::Status::NotReadable;
    if (QFileInfo(path).isDir()) {
        failed.error = PySyntaxError{0, 0, tr("it is a directory, not a Python script")};
        return failed;
    }
    QString error;
    std::optional<QByteArray> bytes = FileRead::read(path, PythonSource::kMaxBytes, &error);
    if (!bytes) {
        failed.error = PySyntaxError{0, 0, error};
        return failed;
    }
    return scanBytes(std::move(*bytes), path);
}

} // namespace tpuplan
