// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/YamlDocument.h"

#include "core/common/FileRead.h"

#include <QCoreApplication>

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/eventhandler.h>

#include <algorithm>
#include <limits>
#include <sstream>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace tpuplan {
namespace {

/// A key-and-index path, spelled out only when something is reported (the checks run on every
/// load): `pools[3].workload`.
class PathStack
{
public:
    /// `key` must outlive its step: it is the key's text in the tree being walked.
    void pushKey(std::string_view key) { m_steps.push_back({key, 0}); }
    void pushIndex(std::size_t index) { m_steps.push_back({{}, index}); }
    void pop() { m_steps.pop_back(); }

    QString text() const
    {
        QString text;
        for (const Step &step : m_steps) {
            if (step.key.empty()) {
                text += QStringLiteral("[%1]").arg(step.index);
            } else {
                if (!text.isEmpty())
                    text += QLatin1Char('.');
                text += QString::fromUtf8(step.key.data(), qsizetype(step.key.size()));
            }
        }
        return text;
    }

private:
    struct Step
    {
        std::string_view key; ///< empty for a list index
        std::size_t index;
    };
    std::vector<Step> m_steps;
};

Finding problem(const QString &rule, const QString &field, const YAML::Mark &mark, const QString &message)
{
    Finding f;
    f.rule = rule;
    f.field = field;
    f.message = message;
    f.line = mark.is_null() ? 0 : mark.line + 1;
    f.column = mark.is_null() ? 0 : mark.column + 1;
    return f;
}

/// Thrown from the event handler to stop yaml-cpp before it recurses any deeper.
struct TooDeep
{
    YAML::Mark mark;
    QString field;
    bool throughAlias;
};

/// Thrown from the event handler when a stream makes no progress: yaml-cpp 0.7 reports document
/// after empty document at the same place for some broken input (`,key#"x: `), and LoadAll
/// would loop until memory runs out.
struct Stalled
{
    YAML::Mark mark;
};

/// A first pass over the parser's events, before any tree exists: stops at kMaxDepth levels of
/// nesting, and counts what each alias repeats (the size of its anchored node, aliases inside
/// included) without expanding anything. Values written out are not counted: a long plan is
/// not an alias bomb. An alias inside the node it names would make the tree a loop.
class EventGuard : public YAML::EventHandler
{
public:
    struct Stop
    {
        YAML::Mark mark;
        QString field;
        bool loop = false; ///< an alias to a node that holds it; otherwise kMaxAliasValues was crossed
    };
    const std::optional<Stop> &stop() const { return m_stop; }

    void OnDocumentStart(const YAML::Mark &mark) override
    {
        if (m_documents > 0 && mark.pos <= m_lastDocumentStart)
            throw Stalled{mark};
        m_lastDocumentStart = mark.pos;
        ++m_documents;
    }
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark &, YAML::anchor_t anchor) override { node(anchor, 1, 0); }
    void OnScalar(const YAML::Mark &, const std::string &, YAML::anchor_t anchor, const std::string &value) override
    {
        if (atKey())
            m_open.back().key = value;
        node(anchor, 1, 0);
    }
    void OnAlias(const YAML::Mark &mark, YAML::anchor_t anchor) override
    {
        // 0: the anchored node is still open, so the alias stands inside it.
        const qint64 size = anchor < m_sizes.size() ? m_sizes[anchor].values : 1;
        const int height = anchor < m_sizes.size() ? m_sizes[anchor].height : 0;
        // Expanded, the alias's lists and mappings nest below this one.
        if (int(m_open.size()) + height > YamlDocument::kMaxDepth)
            throw TooDeep{mark, path(), true};
        m_aliasValues = size > std::numeric_limits<qint64>::max() - m_aliasValues ? std::numeric_limits<qint64>::max()
                                                                                   : m_aliasValues + size;
        if (!m_stop && (size == 0 || m_aliasValues > YamlDocument::kMaxAliasValues))
            m_stop = Stop{mark, path(), size == 0};
        node(YAML::NullAnchor, std::max<qint64>(size, 1), height);
    }
    void OnSequenceStart(const YAML::Mark &mark, const std::string &, YAML::anchor_t anchor, YAML::EmitterStyle::value) override
    {
        open(mark, anchor, false);
    }
    void OnSequenceEnd() override { close(); }
    void OnMapStart(const YAML::Mark &mark, const std::string &, YAML::anchor_t anchor, YAML::EmitterStyle::value) override
    {
        open(mark, anchor, true);
    }
    void OnMapEnd() override { close(); }

private:
    struct Open
    {
        bool map;
        YAML::anchor_t anchor;
        qint64 size;          ///< values in this node so far, itself included
        int height;           ///< levels of lists and mappings, this one included
        std::size_t children; ///< items of a list; keys and values of a map
        std::string key;      ///< a map's latest key
    };

    bool atKey() const { return !m_open.empty() && m_open.back().map && m_open.back().children % 2 == 0; }

    /// The path of the node being read: each open node's current item or key; a deep path
    /// is cut after a few steps, as only its start helps to find the place.
    QString path() const
    {
        constexpr std::size_t kShown = 6;
        QString text;
        for (std::size_t i = 0; i < m_open.size(); ++i) {
            const Open &open = m_open[i];
            if (i == kShown) {
                text += QStringLiteral("...");
                break;
            }
            if (!open.map) {
                text += QStringLiteral("[%1]").arg(open.children);
            } else {
                if (!text.isEmpty())
                    text += QLatin1Char('.');
                text += QString::fromStdString(open.key);
            }
        }
        return text;
    }

    void setSize(YAML::anchor_t anchor, qint64 values, int height)
    {
        if (anchor == YAML::NullAnchor)
            return;
        if (m_sizes.size() <= anchor)
            m_sizes.resize(anchor + 1, Size{1, 0});
        m_sizes[anchor] = Size{values, height};
    }

    /// A node of `size` values and `height` levels is complete: it counts towards its parent.
    void node(YAML::anchor_t anchor, qint64 size, int height)
    {
        setSize(anchor, size, height);
        if (m_open.empty())
            return;
        Open &parent = m_open.back();
        parent.size = size > std::numeric_limits<qint64>::max() - parent.size ? std::numeric_limits<qint64>::max() : parent.size + size;
        parent.height = std::max(parent.height, height + 1);
        ++parent.children;
    }

    void open(const YAML::Mark &mark, YAML::anchor_t anchor, bool map)
    {
        if (int(m_open.size()) >= YamlDocument::kMaxDepth)
            throw TooDeep{mark, path(), false};
        if (atKey())
            m_open.back().key = "?";
        setSize(anchor, 0, 0);
        m_open.push_back({map, anchor, 1, 1, 0, {}});
    }

    void close()
    {
        const Open done = m_open.back();
        m_open.pop_back();
        node(done.anchor, done.size, done.height);
    }

    std::vector<Open> m_open;
    int m_documents = 0;
    int m_lastDocumentStart = -1;
    struct Size
    {
        qint64 values; ///< 0 while the anchored node is still open
        int height;
    };
    std::vector<Size> m_sizes; ///< of each anchored node, by anchor id
    qint64 m_aliasValues = 0;
    std::optional<Stop> m_stop;
};

/// Walks the loaded tree as a consumer sees it (aliases expanded, which EventGuard bounded)
/// for keys that appear twice in one mapping, and for nesting past kMaxDepth.
class DuplicateKeyWalker
{
public:
    explicit DuplicateKeyWalker(const QString &rule, Findings *problems) : m_rule(rule), m_problems(problems) {}

    /// False, and the walk stopped, when the tree nests deeper than kMaxDepth.
    bool walk(const YAML::Node &node, int depth = 0)
    {
        if (node.IsSequence() || node.IsMap()) {
            if (++depth > YamlDocument::kMaxDepth)
                return false;
        }
        if (node.IsSequence()) {
            std::size_t index = 0;
            for (const YAML::Node &child : node) {
                m_path.pushIndex(index++);
                const bool ok = walk(child, depth);
                m_path.pop();
                if (!ok)
                    return false;
            }
        } else if (node.IsMap()) {
            // A hash set: a list searched for every key made a mapping of 100k keys take 10 s. The
            // keys are views of the tree's own text (no copy per key of every mapping).
            std::unordered_set<std::string_view> seen;
            seen.reserve(node.size());
            for (const auto &entry : node) {
                const std::string_view key = entry.first.IsScalar() ? std::string_view(entry.first.Scalar()) : std::string_view("?");
                m_path.pushKey(key);
                if (!seen.insert(key).second) {
                    m_problems->append(problem(m_rule, m_path.text(), entry.first.Mark(),
                                               QCoreApplication::translate("YamlDocument",
                                                                           "the key '%1' appears twice in the same mapping; keep one")
                                                   .arg(QString::fromUtf8(key.data(), qsizetype(key.size())))));
                }
                const bool ok = walk(entry.second, depth);
                m_path.pop();
                if (!ok)
                    return false;
            }
        }
        return true;
    }

private:
    QString m_rule;
    Findings *m_problems;
    PathStack m_path;
};

/// Runs the event guard over the first document of `text`, or over each of them for a stream;
/// throws TooDeep past kMaxDepth.
void guardEvents(const std::string &text, EventGuard &guard, bool allDocuments)
{
    std::istringstream stream(text);
    YAML::Parser parser(stream);
    while (parser.HandleNextDocument(guard) && allDocuments && !guard.stop()) {
    }
}

/// Why `bytes` are refused before yaml-cpp reads them: too long, or not UTF-8.
std::optional<Finding> refusalBeforeParsing(const QByteArray &bytes, const QString &rule)
{
    if (bytes.size() > YamlDocument::kMaxBytes) {
        return problem(
            rule, QString(), YAML::Mark::null_mark(),
            QCoreApplication::translate("YamlDocument", "the file is %1 bytes long; files larger than %2 bytes are refused")
                .arg(bytes.size())
                .arg(YamlDocument::kMaxBytes));
    }
    // yaml-cpp takes Latin-1 bytes without a word, and a save would then turn each such letter
    // into U+FFFD: a file that is not UTF-8 is refused where it stops being UTF-8.
    if (const auto where = FileRead::firstNonUtf8(bytes)) {
        Finding f = problem(rule, QString(), YAML::Mark(), FileRead::utf8Problem(bytes, false));
        f.line = where->first;
        f.column = where->second;
        return f;
    }
    return std::nullopt;
}

/// The documents of `text` as yaml-cpp loads them (only the first unless `stream`). Aliases can
/// make a small text a huge or endless tree: the guard counts them before the tree exists.
/// Every alias needs a '*'; text without one skips that pass (it costs a parse). A stream is
/// always guarded: yaml-cpp's LoadAll can loop on broken input (Stalled).
std::vector<YAML::Node> loadGuarded(const std::string &text, bool stream, EventGuard &guard)
{
    if (stream || text.find('*') != std::string::npos)
        guardEvents(text, guard, stream);
    try {
        if (stream)
            return YAML::LoadAll(text);
        return {YAML::Load(text)};
    } catch (const YAML::DeepRecursion &) {
        guardEvents(text, guard, stream); // says where, and by our limit, instead of yaml-cpp's "bad file"
        throw;
    }
}

/// Keys that appear twice in one mapping, in every document. Nesting between our limit and
/// yaml-cpp's stops the walk; the guard then places it the same way (it throws TooDeep).
Findings duplicateKeys(const std::vector<YAML::Node> &documents, const std::string &text, bool stream, EventGuard &guard,
                       const QString &rule)
{
    Findings duplicates;
    for (const YAML::Node &document : documents) {
        if (!DuplicateKeyWalker(rule, &duplicates).walk(document)) {
            guardEvents(text, guard, stream);
            break;
        }
    }
    return duplicates;
}

QString tooDeepMessage(bool throughAlias)
{
    const QString message = throughAlias ? QCoreApplication::translate(
                                "YamlDocument", "with this alias (*name) expanded, lists and mappings nest more than "
                                                "%1 levels deep; the file is refused (plan files need fewer than 10)")
                                         : QCoreApplication::translate(
                                             "YamlDocument", "lists and mappings nest more than %1 levels deep here; the file is "
                                                             "refused (plan files need fewer than 10)");
    return message.arg(YamlDocument::kMaxDepth);
}

/// The problem of a document whose aliases the guard stopped: a loop, or too many values.
Finding aliasProblem(const EventGuard::Stop &stop, const QString &rule)
{
    const QString message = stop.loop
                                ? QCoreApplication::translate(
                                    "YamlDocument", "this alias (*name) stands inside the list or mapping it names, so the "
                                                    "document never ends; write the values out instead")
                                : QCoreApplication::translate(
                                      "YamlDocument", "YAML aliases (*name) repeat more than %1 values in this document, the "
                                                      "most a file may hold through aliases (an alias bomb?); write the values "
                                                      "out or use fewer aliases")
                                      .arg(YamlDocument::kMaxAliasValues);
    return problem(rule, stop.field, stop.mark, message);
}

} // namespace

YamlDocument YamlDocument::parse(const QByteArray &bytes, const QString &rule)
{
    return parse(bytes, rule, false);
}

YamlDocument YamlDocument::parseStream(const QByteArray &bytes, const QString &rule)
{
    return parse(bytes, rule, true);
}

YamlDocument YamlDocument::parse(const QByteArray &bytes, const QString &rule, bool stream)
{
    if (const std::optional<Finding> refusal = refusalBeforeParsing(bytes, rule))
        return refused(*refusal);
    const std::string text(bytes.constData(), std::size_t(bytes.size()));
    YamlDocument doc;
    EventGuard guard;
    Findings duplicates;
    try {
        doc.m_documents = loadGuarded(text, stream, guard);
        if (!doc.m_documents.empty())
            doc.m_root = doc.m_documents.front();
        if (!guard.stop())
            duplicates = duplicateKeys(doc.m_documents, text, stream, guard, rule);
    } catch (const TooDeep &deep) {
        return refused(problem(rule, deep.field, deep.mark, tooDeepMessage(deep.throughAlias)));
    } catch (const Stalled &stalled) {
        return refused(problem(rule, QString(), stalled.mark,
                               QCoreApplication::translate("YamlDocument", "not valid YAML: the text cannot be split "
                                                                           "into documents here")));
    } catch (const YAML::Exception &e) {
        return refused(
            problem(rule, QString(), e.mark,
                    QCoreApplication::translate("YamlDocument", "not valid YAML: %1").arg(QString::fromStdString(e.msg))));
    }
    if (const auto &stop = guard.stop()) {
        doc.m_problems.append(aliasProblem(*stop, rule));
        doc.m_root = YAML::Node();
        doc.m_documents.clear();
        doc.m_expansionExceeded = true;
        return doc;
    }
    doc.m_problems += duplicates;
    return doc;
}

YamlDocument YamlDocument::refused(const Finding &problem)
{
    YamlDocument doc;
    doc.m_problems.append(problem);
    doc.m_syntaxError = true;
    return doc;
}

} // namespace tpuplan
