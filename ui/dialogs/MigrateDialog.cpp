// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/MigrateDialog.h"

#include "ui/dialogs/DialogSize.h"
#include "core/common/FileRead.h"

#include "ui/dialogs/LineTint.h"
#include "ui/dialogs/NumberedTextView.h"
#include "ui/docks/WrappingItemDelegate.h"

#include "core/common/ControlText.h"
#include "core/common/FileWrite.h"
#include "core/migrate/PythonSource.h"
#include "core/migrate/SkeletonWriter.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTextBlock>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace tpuplan {

namespace {

enum MigrationColumn { LineColumn, ConstructColumn, MessageColumn, Tf2Column };

} // namespace

MigrateDialog::MigrateDialog(QWidget *parent)
    : QDialog(parent),
      m_header(new QLabel(this)),
      m_script(new NumberedTextView(this)),
      m_skeleton(new QPlainTextEdit(this)),
      m_findings(new QTreeWidget(this)),
      m_open(new QPushButton(this)),
      m_save(new QPushButton(this)),
      m_close(new QPushButton(this))
{
    const QFont code = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    for (QPlainTextEdit *view : {m_script, m_skeleton}) {
        view->setReadOnly(true);
        view->setFont(code);
    }
    // The script keeps its lines (the findings point at line and column); the skeleton, read
    // beside it in half the width, wraps its long lines instead of hiding their ends.
    m_script->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_skeleton->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_skeleton->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    m_header->setWordWrap(true);
    m_header->setTextFormat(Qt::PlainText); // a file name is never markup
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // The whole width under both texts; what each construct was for and its TF2 way share the
    // room left by the short columns and wrap, so "In TF2" is never off to the right.
    m_findings->setRootIsDecorated(false);
    m_findings->setUniformRowHeights(false);
    m_findings->setWordWrap(true);
    m_findings->setTextElideMode(Qt::ElideNone);
    m_findings->setColumnCount(4);
    m_findings->setItemDelegate(new WrappingItemDelegate(m_findings, QList<int>{MessageColumn, Tf2Column}));
    m_findings->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    QHeaderView *header = m_findings->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(LineColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(ConstructColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(MessageColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(Tf2Column, QHeaderView::Stretch);
    connect(m_findings, &QTreeWidget::currentItemChanged, this, [this] { showFinding(m_findings->indexOfTopLevelItem(m_findings->currentItem())); });

    auto *sides = new QSplitter(Qt::Horizontal, this);
    sides->addWidget(m_script);
    sides->addWidget(m_skeleton);
    auto *rows = new QSplitter(Qt::Vertical, this);
    rows->setObjectName(QStringLiteral("MigrateSplitter"));
    rows->addWidget(sides);
    rows->addWidget(m_findings);
    rows->setStretchFactor(0, 3);
    rows->setStretchFactor(1, 2);

    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_open, QDialogButtonBox::ActionRole);
    buttons->addButton(m_save, QDialogButtonBox::ActionRole);
    buttons->addButton(m_close, QDialogButtonBox::RejectRole);
    connect(m_open, &QPushButton::clicked, this, &MigrateDialog::chooseScript);
    connect(m_save, &QPushButton::clicked, this, &MigrateDialog::chooseSkeletonFile);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_header);
    layout->addWidget(rows, 1);
    layout->addWidget(buttons);
    DialogSize::resizeToFit(this, {1100, 700});
    retranslate();
    showScan();
}

void MigrateDialog::retranslate()
{
    setWindowTitle(tr("Migrate TensorFlow Script"));
    m_open->setText(tr("&Open Script…"));
    m_save->setText(tr("&Save Skeleton…"));
    m_save->setToolTip(tr("Write the TF2 TPUStrategy skeleton to a new Python file"));
    m_close->setText(tr("Close"));
    m_open->setDefault(m_scan.file.isEmpty());
    m_findings->setHeaderLabels({tr("Line:column"), tr("Construct"), tr("What it was for"), tr("In TF2")});
    m_script->setPlaceholderText(tr("Open a TensorFlow 1 training script (TPUEstimator) to see what to change."));
    m_skeleton->setPlaceholderText(tr("The TF2 skeleton appears here."));
}

bool MigrateDialog::openScript(const QString &path)
{
    m_scan = MigrationScanner::scanFile(path);
    m_skeletonText = m_scan.status == MigrationScan::Status::Read && !m_scan.findings.isEmpty() ? SkeletonWriter::write(m_scan) : QString();
    showScan();
    return m_scan.status == MigrationScan::Status::Read;
}

void MigrateDialog::showScan()
{
    m_findings->clear();
    m_script->clear();
    tintLines(m_script, {}, 0);
    m_skeleton->setPlainText(m_skeletonText);
    m_save->setEnabled(!m_skeletonText.isEmpty());
    if (m_scan.file.isEmpty()) {
        m_header->setText(tr("No script open."));
        return;
    }
    const QString name = ControlText::escaped(QFileInfo(m_scan.file).fileName());
    if (m_scan.status != MigrationScan::Status::Read) {
        // Why it was refused, with line and column as `tpu-plan migrate` says it.
        const QString why = m_scan.error ? m_scan.error->message : QString();
        if (m_scan.error && m_scan.error->line > 0) {
            m_header->setText(tr("%1 is not Python: line %2, column %3: %4").arg(name).arg(m_scan.error->line).arg(m_scan.error->column).arg(why));
            // The script is shown with the failing line marked, as a finding's line is.
            showScriptText();
            tintLines(m_script, {m_scan.error->line}, m_scan.error->line);
            showLine(m_scan.error->line, m_scan.error->column, 0);
        } else {
            m_header->setText(tr("%1 could not be read: %2").arg(name, why));
        }
        m_save->setToolTip(tr("There is no skeleton: the script could not be read"));
        return;
    }
    showScriptText();
    if (m_scan.findings.isEmpty()) {
        m_header->setText(tr("%1: nothing to migrate, no TPUEstimator-era construct found.").arg(name));
        m_save->setToolTip(tr("There is no skeleton: nothing to migrate"));
    } else {
        m_header->setText(tr("%1: %n construct(s) to migrate. Click one to see its line; the TF2 skeleton is on the right.", nullptr,
                             int(m_scan.findings.size()))
                              .arg(name));
        m_save->setToolTip(tr("Write the TF2 TPUStrategy skeleton to a new Python file"));
    }
    for (const MigrationFinding &f : m_scan.findings) {
        auto *item = new QTreeWidgetItem(m_findings);
        item->setText(LineColumn, QStringLiteral("%1:%2").arg(f.line).arg(f.column));
        item->setText(ConstructColumn, f.construct);
        item->setText(MessageColumn, f.message);
        item->setText(Tf2Column, f.tf2);
        item->setToolTip(MessageColumn, f.message);
        item->setToolTip(Tf2Column, f.tf2);
    }
    markFindings(-1);
}

void MigrateDialog::markFindings(int current)
{
    // Every construct's line is tinted; the chosen one is highlighted, its construct selected.
    QList<int> lines;
    for (const MigrationFinding &f : m_scan.findings)
        lines.append(f.line);
    tintLines(m_script, lines, current >= 0 && current < m_scan.findings.size() ? m_scan.findings.at(current).line : 0);
}

void MigrateDialog::showFinding(int row)
{
    if (row < 0 || row >= m_scan.findings.size())
        return;
    const MigrationFinding &f = m_scan.findings.at(row);
    if (!showLine(f.line, f.column, int(f.construct.section(QLatin1Char('.'), -1).size())))
        return;
    markFindings(row);
    if (m_findings->currentItem() != m_findings->topLevelItem(row))
        m_findings->setCurrentItem(m_findings->topLevelItem(row));
}

void MigrateDialog::showScriptText()
{
    if (const std::optional<QByteArray> bytes = FileRead::read(m_scan.file, PythonSource::kMaxBytes))
        m_script->setPlainText(QString::fromUtf8(*bytes));
}

bool MigrateDialog::showLine(int line, int column, int length)
{
    const QTextBlock block = m_script->document()->findBlockByNumber(line - 1);
    if (!block.isValid())
        return false;
    QTextCursor cursor(block);
    cursor.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor, std::max(0, column - 1));
    cursor.movePosition(QTextCursor::Right, QTextCursor::KeepAnchor, std::max(0, std::min(length, block.length() - column)));
    m_script->setTextCursor(cursor);
    m_script->centerCursor();
    return true;
}

bool MigrateDialog::saveSkeleton(const QString &path, QString *error)
{
    if (m_skeletonText.isEmpty()) {
        if (error)
            *error = tr("there is no skeleton to save");
        return false;
    }
    if (QFileInfo(path).absoluteFilePath() == QFileInfo(m_scan.file).absoluteFilePath()) {
        if (error)
            *error = tr("%1 is the script itself; the skeleton would replace it").arg(path);
        return false;
    }
    return FileWrite::replace(path, m_skeletonText.toUtf8(), error);
}

void MigrateDialog::chooseScript()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open TensorFlow Script"), QFileInfo(m_scan.file).path(),
                                                      tr("Python scripts (*.py);;All files (*)"));
    if (!path.isEmpty())
        openScript(path);
}

void MigrateDialog::chooseSkeletonFile()
{
    const QFileInfo script(m_scan.file);
    const QString suggested = script.dir().filePath(script.completeBaseName() + QStringLiteral("_tf2.py"));
    const QString path = QFileDialog::getSaveFileName(this, tr("Save TF2 Skeleton"), suggested, tr("Python scripts (*.py)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveSkeleton(path, &error))
        QMessageBox::warning(this, tr("Save TF2 Skeleton"), tr("The skeleton was not saved: %1").arg(error));
}

void MigrateDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // The findings' words come from the core in the language of the moment.
        if (!m_scan.file.isEmpty())
            openScript(m_scan.file);
    }
    QDialog::changeEvent(event);
}

} // namespace tpuplan
