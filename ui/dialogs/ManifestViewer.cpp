// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/ManifestViewer.h"

#include "ui/dialogs/DialogSize.h"
#include "core/common/FileRead.h"

#include "core/common/ControlText.h"
#include "core/common/YamlDocument.h"
#include "ui/dialogs/LineTint.h"
#include "ui/dialogs/NumberedTextView.h"
#include "ui/docks/WrappingItemDelegate.h"
#include "ui/icons/AppIcons.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTextBlock>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace tpuplan {
namespace {

enum FindingColumn { LocationColumn, RuleColumn, FindingMessageColumn };

} // namespace

ManifestViewer::ManifestViewer(const LintFileResult &result, QWidget *parent)
    : QDialog(parent),
      m_result(result),
      m_listed(result.findings + result.notes),
      m_header(new QLabel(this)),
      m_text(new NumberedTextView(this)),
      m_findings(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("ManifestViewer"));
    setAttribute(Qt::WA_DeleteOnClose);
    m_header->setWordWrap(true);
    m_header->setTextFormat(Qt::PlainText);
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_findings->setColumnCount(3);
    m_findings->setRootIsDecorated(false);
    // Every finding's whole sentence, wrapped to the view's width, never cut.
    m_findings->setWordWrap(true);
    m_findings->setUniformRowHeights(false);
    m_findings->setTextElideMode(Qt::ElideNone);
    m_findings->setItemDelegate(new WrappingItemDelegate(m_findings, FindingMessageColumn));
    m_findings->header()->setStretchLastSection(true);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_text);
    splitter->addWidget(m_findings);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_header);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);
    connect(m_findings, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (!item)
            return;
        const Finding &f = m_listed.at(m_findings->indexOfTopLevelItem(item));
        showLine(f.line, f.column);
    });
    DialogSize::resizeToFit(this, {900, 640});
    load();
    retranslate();
}

void ManifestViewer::setResult(const LintFileResult &result)
{
    m_result = result;
    m_listed = result.findings + result.notes;
    load();
    retranslate();
}

void ManifestViewer::load()
{
    // Bounded and never a FIFO, as the linter read it: showing more would only stall the window.
    if (const std::optional<QByteArray> bytes = FileRead::read(m_result.file, FileRead::kYamlMaxBytes))
        m_text->setPlainText(QString::fromUtf8(*bytes));
    else
        m_text->clear();
    markLines(-1);
}

void ManifestViewer::retranslate()
{
    setWindowTitle(tr("%1 - Checked Manifest").arg(QFileInfo(m_result.file).fileName()));
    m_header->setText(headerText());
    m_findings->setHeaderLabels({tr("Where"), tr("Rule"), tr("Finding")});
    const int current = m_findings->indexOfTopLevelItem(m_findings->currentItem());
    m_findings->clear();
    for (const Finding &f : std::as_const(m_listed)) {
        auto *item = new QTreeWidgetItem(m_findings);
        item->setText(LocationColumn, f.line > 0 ? tr("line %1, column %2").arg(f.line).arg(f.column) : QString());
        item->setText(RuleColumn, f.rule);
        const QString message = ControlText::escaped(f.pool.isEmpty() ? f.message : f.pool + QStringLiteral(": ") + f.message);
        item->setText(FindingMessageColumn, message);
        item->setToolTip(FindingMessageColumn, message);
        item->setIcon(LocationColumn, AppIcons::severity(f.severity));
    }
    m_findings->resizeColumnToContents(LocationColumn);
    m_findings->resizeColumnToContents(RuleColumn);
    if (current >= 0 && current < m_findings->topLevelItemCount()) {
        const QSignalBlocker blocker(m_findings);
        m_findings->setCurrentItem(m_findings->topLevelItem(current));
    }
}

QString ManifestViewer::headerText() const
{
    const QString file = ControlText::escaped(m_result.file);
    if (m_text->document()->isEmpty())
        return tr("%1 cannot be shown: it cannot be read or is too large.").arg(file);
    if (m_result.isTemplate)
        return tr("%1: a Helm or Jinja template, not checked: the note below says why.").arg(file);
    const int errors = int(
        std::count_if(m_result.findings.begin(), m_result.findings.end(), [](const Finding &f) { return f.isError(); }));
    // Each count its own %n, so that "error" and "workload" each take the form of their number.
    if (m_result.workloads == 0)
        return tr("%1: no TPU workload, %n error(s); the lines with findings are tinted.", nullptr, errors).arg(file);
    return tr("%1: %2 in %3; the lines with findings are tinted.")
        .arg(file, tr("%n error(s)", nullptr, errors), tr("%n TPU workload(s)", nullptr, m_result.workloads));
}

void ManifestViewer::markLines(int current)
{
    // Every finding's line is tinted; the one shown is tinted more.
    QList<int> lines;
    for (const Finding &f : std::as_const(m_listed))
        lines.append(f.line);
    tintLines(m_text, lines, current);
}

void ManifestViewer::showLine(int line, int column)
{
    const QTextBlock block = m_text->document()->findBlockByNumber(line - 1);
    if (!block.isValid())
        return;
    QTextCursor cursor(block);
    cursor.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor, std::clamp(column - 1, 0, block.length() - 1));
    m_text->setTextCursor(cursor);
    m_text->centerCursor();
    markLines(line);
    for (int row = 0; row < m_listed.size(); ++row) {
        const Finding &f = m_listed.at(row);
        if (f.line == line && f.column == column && m_findings->currentItem() != m_findings->topLevelItem(row)) {
            const QSignalBlocker blocker(m_findings);
            m_findings->setCurrentItem(m_findings->topLevelItem(row));
            break;
        }
    }
}

int ManifestViewer::currentLine() const
{
    return m_text->textCursor().blockNumber() + 1;
}

void ManifestViewer::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        markLines(currentLine());
    QDialog::changeEvent(event);
}

} // namespace tpuplan
