// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/learn/Glossary.h"

#include <QDialog>

#include <functional>

class QLabel;
class QLineEdit;
class QListWidget;
class QTextBrowser;

namespace tpuplan {

/// Help > Glossary: the terms of TPU planning, searchable, each with its definition, why it
/// matters for a plan, related terms (links) and the source of its facts; also the "Learn
/// more" page of a rule (what it protects against). Follows the window's language.
class GlossaryDialog : public QDialog
{
    Q_OBJECT
public:
    /// `language` says the window's language ("en", "de", ...) whenever the page is drawn.
    GlossaryDialog(const Glossary &glossary, std::function<QString()> language, QWidget *parent = nullptr);

    /// Shows the entry `id`; `context` (e.g. the focused field's own explanation) goes above it.
    bool showTerm(const QString &id, const QString &context = QString());
    /// Shows the "Learn more" page of the rule `id`; false when the glossary does not explain it.
    bool showRule(const QString &id);
    QString currentTerm() const { return m_termId; }
    QString currentRule() const { return m_ruleId; }

    QLineEdit *searchField() const { return m_search; }
    QListWidget *termList() const { return m_list; }
    QTextBrowser *page() const { return m_page; }


protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fillList();
    void render();
    QString termLink(const QString &id) const;

    const Glossary &m_glossary;
    std::function<QString()> m_language;
    QLineEdit *m_search;
    QListWidget *m_list;
    QTextBrowser *m_page;
    QLabel *m_count;
    QString m_termId;
    QString m_ruleId;
    QString m_context;
};

} // namespace tpuplan
