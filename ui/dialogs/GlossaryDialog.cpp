// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/GlossaryDialog.h"

#include "ui/dialogs/DialogSize.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace tpuplan {

GlossaryDialog::GlossaryDialog(const Glossary &glossary, std::function<QString()> language, QWidget *parent)
    : QDialog(parent), m_glossary(glossary), m_language(std::move(language)), m_search(new QLineEdit(this)),
      m_list(new QListWidget(this)), m_page(new QTextBrowser(this)), m_count(new QLabel(this))
{
    setObjectName(QStringLiteral("GlossaryDialog"));
    m_search->setClearButtonEnabled(true);
    m_page->setOpenLinks(false);
    // Long terms ("FSDP (vollständig geshardete Datenparallelität)") wrap onto a second line
    // instead of being cut or needing a horizontal scroll bar.
    m_list->setWordWrap(true);
    m_list->setTextElideMode(Qt::ElideNone);
    m_list->setResizeMode(QListView::Adjust);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_search);
    leftLayout->addWidget(m_list, 1);
    leftLayout->addWidget(m_count);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(m_page);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({260, 560});
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);
    // The page follows the search: the first match is shown as the list narrows, no entry when
    // nothing matches (an entry that does not match would read as the answer).
    connect(m_search, &QLineEdit::textChanged, this, [this] {
        fillList();
        if (m_list->count() == 0) {
            m_termId.clear();
            m_ruleId.clear();
            m_context.clear();
            render();
        } else if (m_list->item(0)->data(Qt::UserRole).toString() != m_termId) {
            showTerm(m_list->item(0)->data(Qt::UserRole).toString());
        }
    });
    // Enter in the search field opens the first match; Down moves into the list.
    connect(m_search, &QLineEdit::returnPressed, this, [this] {
        if (m_list->count() > 0)
            m_list->setCurrentRow(0);
    });
    connect(m_list, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        if (item)
            showTerm(item->data(Qt::UserRole).toString());
    });
    connect(m_page, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == QLatin1String("term"))
            showTerm(url.path());
    });
    DialogSize::resizeToFit(this, {860, 560});
    retranslate();
    if (m_list->count() > 0)
        m_list->setCurrentRow(0);
}

void GlossaryDialog::retranslate()
{
    setWindowTitle(tr("Glossary"));
    m_search->setPlaceholderText(tr("Search terms and definitions"));
    m_search->setToolTip(tr("Type part of a term or of its explanation; Enter opens the first match"));
    fillList();
    render();
}

void GlossaryDialog::fillList()
{
    const QString language = m_language();
    const QList<const GlossaryTerm *> found = m_glossary.search(m_search->text(), language);
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    for (const GlossaryTerm *term : found) {
        auto *item = new QListWidgetItem(term->text(language).term, m_list);
        item->setData(Qt::UserRole, term->id);
        item->setToolTip(term->text(language).definition);
        if (term->id == m_termId)
            m_list->setCurrentItem(item);
    }
    m_count->setText(tr("%n of %1 term(s)", nullptr, int(found.size())).arg(m_glossary.terms().size()));
}

QString GlossaryDialog::termLink(const QString &id) const
{
    const GlossaryTerm *term = m_glossary.term(id);
    if (!term)
        return id.toHtmlEscaped();
    return QStringLiteral("<a href=\"term:%1\">%2</a>").arg(id, term->text(m_language()).term.toHtmlEscaped());
}

void GlossaryDialog::render()
{
    const QString language = m_language();
    QString html;
    if (!m_context.isEmpty())
        html += QStringLiteral("<p><i>%1</i></p><hr/>").arg(m_context.toHtmlEscaped());
    QStringList links;
    QString source;
    if (const RuleExplanation *rule = m_glossary.rule(m_ruleId)) {
        html += QStringLiteral("<h2>%1</h2>").arg(tr("Rule %1").arg(rule->id).toHtmlEscaped());
        html += QStringLiteral("<h3>%1</h3><p>%2</p>").arg(tr("What it protects against").toHtmlEscaped(), rule->text(language).toHtmlEscaped());
        for (const QString &id : rule->terms)
            links.append(termLink(id));
        source = rule->source;
    } else if (const GlossaryTerm *term = m_glossary.term(m_termId)) {
        const GlossaryText &text = term->text(language);
        html += QStringLiteral("<h2>%1</h2><p>%2</p>").arg(text.term.toHtmlEscaped(), text.definition.toHtmlEscaped());
        html += QStringLiteral("<h3>%1</h3><p>%2</p>").arg(tr("Why it matters for a plan").toHtmlEscaped(), text.why.toHtmlEscaped());
        for (const QString &id : term->related)
            links.append(termLink(id));
        source = term->source;
    } else if (!m_search->text().trimmed().isEmpty()) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("No term matches “%1”. Try another word, or clear the search to see every term.")
                             .arg(m_search->text().trimmed())
                             .toHtmlEscaped());
    }
    if (!links.isEmpty())
        html += QStringLiteral("<h3>%1</h3><p>%2</p>").arg(tr("Related terms").toHtmlEscaped(), links.join(QStringLiteral(" · ")));
    // The cited pages exist in English only, and each topic names the part of its page that holds
    // the fact: the data keeps them as written there, so the line says they are English.
    if (!source.isEmpty())
        html += QStringLiteral("<p><small>%1</small></p>")
                    .arg(tr("Source of the facts (pages and topics in English): %1").arg(source).toHtmlEscaped());
    m_page->setHtml(html);
}

bool GlossaryDialog::showTerm(const QString &id, const QString &context)
{
    if (!m_glossary.term(id))
        return false;
    m_termId = id;
    m_ruleId.clear();
    m_context = context;
    // An entry the search hides: show every term again, so the list marks the one shown.
    const bool listed = !m_list->findItems(m_glossary.term(id)->text(m_language()).term, Qt::MatchExactly).isEmpty();
    if (!listed) {
        const QSignalBlocker blocker(m_search);
        m_search->clear();
        fillList();
    }
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->data(Qt::UserRole).toString() == id && m_list->currentRow() != row) {
            const QSignalBlocker blocker(m_list);
            m_list->setCurrentRow(row);
        }
    }
    render();
    return true;
}

bool GlossaryDialog::showRule(const QString &id)
{
    if (!m_glossary.rule(id))
        return false;
    m_ruleId = id;
    m_termId.clear();
    m_context.clear();
    {
        const QSignalBlocker blocker(m_list);
        m_list->setCurrentRow(-1);
    }
    render();
    return true;
}

void GlossaryDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace tpuplan
