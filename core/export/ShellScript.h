// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace tpuplan {

/// Builds a bash script line by line so that no value from a plan can become code: values are
/// single-quoted (`'` written as `'\''`) unless they consist only of characters the shell never
/// interprets, and comment text is split so a newline can never end a comment early.
class ShellScript
{
public:
    /// `value` as one shell word that expands to exactly `value`.
    static QString quote(const QString &value);
    /// `--name=value` as one shell word, the value quoted.
    static QString flag(const QString &name, const QString &value);

    /// `text` as `# ` comment lines (shell, YAML and HCL share the syntax): newlines in `text`
    /// start new lines, other control characters become spaces, so no text can end a comment.
    static QString hashComment(const QString &text, const QString &indent = QString());

    /// `# text` lines; newlines in `text` start new comment lines, other control characters
    /// become spaces.
    void comment(const QString &text);
    void blank();
    /// A line of shell the caller wrote itself (fixed text, never plan values).
    void raw(const QString &line);
    /// One command: the `head` words (already quoted) on the first line, then each of the
    /// already-quoted `arguments` on a continuation line of its own.
    void command(const QStringList &head, const QStringList &arguments);

    QString text() const { return m_text; }

private:
    QString m_text;
};

} // namespace tpuplan
