// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/DocumentController.h"

#include "ui/app/RecentFilesMenu.h"
#include "ui/app/Settings.h"
#include "ui/document/PlanDocument.h"
#include "ui/icons/AppIcons.h"

#include "core/advice/PlanEdits.h"
#include "core/plan/PlanReader.h"

#include <QAction>
#include <QDir>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QUndoStack>

namespace tpuplan {
namespace {

bool isPlanFile(const QUrl &url)
{
    return url.isLocalFile() && url.toLocalFile().endsWith(QLatin1String(".yaml"), Qt::CaseInsensitive);
}

/// The one plan file a drag carries, or an empty string.
QString droppedPlan(const QMimeData *data)
{
    const QList<QUrl> urls = data->urls();
    return urls.size() == 1 && isPlanFile(urls.first()) ? urls.first().toLocalFile() : QString();
}

enum class RecoveryChoice { Recover, OpenUntitled, Discard, Later };

RecoveryChoice askAboutRecovery(QWidget *parent, const Autosaver::Recovery &recovery)
{
    const QString name = recovery.originalPath.isEmpty() ? DocumentController::tr("an untitled plan")
                                                         : QFileInfo(recovery.originalPath).fileName();
    QMessageBox box(QMessageBox::Question, DocumentController::tr("Recover unsaved changes?"),
                    // The application's name and the date as the chosen language says them
                    // (LanguageManager sets both).
                    DocumentController::tr("%1 did not close properly. Unsaved changes to %2 from %3 were kept.")
                        .arg(QGuiApplication::applicationDisplayName(), name,
                             QLocale().toString(recovery.savedAt.toLocalTime(), QLocale::ShortFormat)),
                    QMessageBox::NoButton, parent);
    box.setInformativeText(DocumentController::tr("Recover opens them; they stay kept until you save or discard the plan. "
                                                  "Discard deletes them. Later keeps them for the next start."));
    QPushButton *recover = box.addButton(DocumentController::tr("&Recover"), QMessageBox::AcceptRole);
    QPushButton *discard = box.addButton(DocumentController::tr("&Discard"), QMessageBox::DestructiveRole);
    QPushButton *later = box.addButton(DocumentController::tr("&Later"), QMessageBox::RejectRole);
    box.setDefaultButton(recover);
    box.setEscapeButton(later);
    box.exec();
    if (box.clickedButton() == recover)
        return RecoveryChoice::Recover;
    return box.clickedButton() == discard ? RecoveryChoice::Discard : RecoveryChoice::Later;
}

/// A copy that does not read whole is offered for what it is: it may be opened as a new,
/// untitled plan (saving asks for a name, so it never replaces the original), discarded, or kept.
RecoveryChoice askAboutDamagedRecovery(QWidget *parent, const Autosaver::Recovery &recovery, bool readable)
{
    const QString name = recovery.originalPath.isEmpty() ? DocumentController::tr("an untitled plan")
                                                         : QFileInfo(recovery.originalPath).fileName();
    QMessageBox box(QMessageBox::Warning, DocumentController::tr("Damaged recovery copy"),
                    DocumentController::tr("%1 did not close properly, and the copy of the unsaved changes to %2 "
                                           "is damaged: %3.")
                        .arg(QGuiApplication::applicationDisplayName(), name, recovery.damage),
                    QMessageBox::NoButton, parent);
    box.setInformativeText(
        readable ? DocumentController::tr("Open as Untitled shows what could be read as a new plan; it is never saved over "
                                          "%1. Discard deletes the copy. Later keeps it for the next start (%2).")
                       .arg(name, QDir::toNativeSeparators(recovery.recoveryPath))
                 : DocumentController::tr("Nothing of it can be opened as a plan. Discard deletes the copy. Later keeps it "
                                          "for the next start (%1).")
                       .arg(QDir::toNativeSeparators(recovery.recoveryPath)));
    QPushButton *open = readable ? box.addButton(DocumentController::tr("Open as &Untitled"), QMessageBox::AcceptRole)
                                 : nullptr;
    QPushButton *discard = box.addButton(DocumentController::tr("&Discard"), QMessageBox::DestructiveRole);
    QPushButton *later = box.addButton(DocumentController::tr("&Later"), QMessageBox::RejectRole);
    box.setDefaultButton(later);
    box.setEscapeButton(later);
    box.exec();
    if (open && box.clickedButton() == open)
        return RecoveryChoice::OpenUntitled;
    return box.clickedButton() == discard ? RecoveryChoice::Discard : RecoveryChoice::Later;
}

} // namespace

DocumentController::DocumentController(QMainWindow *window, CatalogSource catalog, Wording wording)
    : QObject(window), m_window(window), m_catalog(std::move(catalog)), m_wording(std::move(wording)),
      m_autosaver(new Autosaver(this))
{
    setObjectName(QStringLiteral("DocumentController"));
    createActions();
    window->setAcceptDrops(true);
    window->installEventFilter(this);
    connect(m_autosaver, &Autosaver::failed, this, [this](const QString &error) {
        Q_EMIT message(tr("The recovery copy could not be written (%1).").arg(error), 15000);
    });
}

void DocumentController::createActions()
{
    m_newAction = new QAction(AppIcons::named(QStringLiteral("document-new")), QString(), this);
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, &DocumentController::newPlan);
    m_openAction = new QAction(AppIcons::named(QStringLiteral("document-open")), QString(), this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &DocumentController::chooseAndOpen);
    m_saveAction = new QAction(AppIcons::named(QStringLiteral("document-save")), QString(), this);
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &DocumentController::save);
    m_saveAsAction = new QAction(AppIcons::named(QStringLiteral("document-save-as")), QString(), this);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, this, &DocumentController::saveAs);
    auto *recent = new RecentFilesMenu(m_window);
    connect(recent, &RecentFilesMenu::fileChosen, this, [this](const QString &path) {
        if (maybeSave())
            openPlan(path);
    });
    m_recentMenu = recent;
    m_examplesMenu = new QMenu(m_window);
    // Listed by their titles, read when the menu first opens (not at start-up).
    connect(m_examplesMenu, &QMenu::aboutToShow, this, &DocumentController::fillExamplesMenu);
}

void DocumentController::retranslate()
{
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_examplesMenu->setTitle(tr("Open &Example"));
    m_newAction->setText(tr("&New"));
    m_newAction->setToolTip(tr("Start a new plan"));
    m_openAction->setText(tr("&Open..."));
    m_openAction->setToolTip(tr("Open a plan file"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As..."));
}

void DocumentController::setDocument(PlanDocument *document)
{
    PlanDocument *old = m_document;
    m_document = document;
    m_autosaver->setDocument(document);
    Q_EMIT documentChanged(document);
    if (old)
        old->deleteLater();
}

void DocumentController::startNewPlan()
{
    adoptPlan(PlanEdits::newPlan(*m_catalog()), QString(), false);
}

void DocumentController::adoptPlan(const Plan &plan, const QString &path, bool modified)
{
    auto *document = new PlanDocument(plan, m_catalog(), m_window);
    document->setFilePath(path);
    if (modified) {
        // A recovered plan differs from its file: one undoable step marks it modified.
        Plan copy = plan;
        document->replacePlan(copy);
        document->undoStack()->resetClean();
    }
    setDocument(document);
}

bool DocumentController::openPlan(const QString &path, bool quiet)
{
    const PlanLoadResult loaded = PlanReader::readFile(path);
    if (loaded.status != PlanLoadResult::Status::Loaded || hasErrors(loaded.findings)) {
        if (!quiet)
            QMessageBox::warning(m_window, tr("Cannot open plan"), whyNotOpened(path, loaded));
        return false;
    }
    adoptPlan(loaded.plan, QFileInfo(path).absoluteFilePath(), false);
    Q_EMIT planOpened();
    Settings::addRecentFile(path);
    Settings::lastDirectory.set(QFileInfo(path).absolutePath());
    Q_EMIT message(tr("Opened %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

QString DocumentController::whyNotOpened(const QString &path, const PlanLoadResult &loaded) const
{
    // Where and what, as a person reads it: "line 4, column 3: ...", fields by their labels.
    QStringList lines;
    for (const Finding &f : loaded.findings) {
        if (!f.isError())
            continue;
        const QString message = m_wording(f.message);
        lines.append(f.line <= 0     ? message
                     : f.column <= 0 ? tr("line %1: %2").arg(f.line).arg(message)
                                     : tr("line %1, column %2: %3").arg(f.line).arg(f.column).arg(message));
    }
    const QString file = QDir::toNativeSeparators(path);
    const QString headline = loaded.status == PlanLoadResult::Status::NotReadable ? tr("%1 cannot be read.").arg(file)
                             : loaded.status == PlanLoadResult::Status::NotYaml
                                 ? tr("%1 has a YAML syntax error (a plan is written in YAML):").arg(file)
                                 : tr("%1 is not a plan this version can edit.").arg(file);
    return headline + QStringLiteral("\n\n") + lines.join(QLatin1Char('\n'));
}

void DocumentController::newPlan()
{
    if (maybeSave())
        startNewPlan();
}

void DocumentController::chooseAndOpen()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open plan"), Settings::lastDirectory.get(),
                                                      tr("TPU plans (*.tpuplan.yaml *.yaml);;All files (*)"));
    if (!path.isEmpty())
        openPlan(path);
}

bool DocumentController::save()
{
    if (m_document->filePath().isEmpty())
        return saveAs();
    return saveTo(m_document->filePath());
}

bool DocumentController::saveAs()
{
    QString suggestion = m_document->filePath();
    if (suggestion.isEmpty()) {
        const QString name = m_document->plan().cluster.name.isEmpty() ? QStringLiteral("plan") : m_document->plan().cluster.name;
        suggestion = QDir(Settings::lastDirectory.get()).filePath(name + QStringLiteral(".tpuplan.yaml"));
    }
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save plan"), suggestion, tr("TPU plans (*.tpuplan.yaml)"));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".yaml")))
        path += QStringLiteral(".tpuplan.yaml");
    return saveTo(path);
}

bool DocumentController::saveTo(const QString &path)
{
    QString error;
    if (!m_document->save(path, &error)) {
        // The document stays modified and its recovery copy stays: nothing is lost yet.
        QMessageBox::warning(m_window, tr("Cannot save plan"),
                             tr("The plan could not be saved to %1.\n\n%2\n\nThe file on disk is unchanged and your "
                                "changes are still open: free some space or choose another place with Save As.")
                                 .arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    Settings::addRecentFile(path);
    Settings::lastDirectory.set(QFileInfo(path).absolutePath());
    Q_EMIT message(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

bool DocumentController::maybeSave()
{
    if (!m_document || !m_document->isModified())
        return true;
    const QMessageBox::StandardButton answer = QMessageBox::warning(
        m_window, tr("Unsaved changes"),
        tr("%1 has changes that are not saved.\nSave them before going on?").arg(m_document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void DocumentController::close()
{
    m_autosaver->setDocument(nullptr);
}

void DocumentController::offerRecovery()
{
    // A copy is deleted only when the user says Discard. A recovered one stays, rewritten from
    // the window at once, until the plan is saved or discarded: a second crash loses nothing.
    for (const Autosaver::Recovery &recovery : Autosaver::orphans()) {
        if (!recovery.damage.isEmpty()) {
            offerDamagedRecovery(recovery);
            continue;
        }
        switch (askAboutRecovery(m_window, recovery)) {
        case RecoveryChoice::OpenUntitled:
        case RecoveryChoice::Discard:
            Autosaver::discard(recovery);
            break;
        case RecoveryChoice::Later:
            break;
        case RecoveryChoice::Recover: {
            const PlanLoadResult loaded = PlanReader::readFile(recovery.recoveryPath);
            if (loaded.status != PlanLoadResult::Status::Loaded) {
                QMessageBox::warning(m_window, tr("Cannot recover"),
                                     tr("The recovery copy %1 cannot be read; it is kept.")
                                         .arg(QDir::toNativeSeparators(recovery.recoveryPath)));
            } else if (maybeSave()) { // Cancel keeps the copy for later
                adoptPlan(loaded.plan, recovery.originalPath, true);
                m_autosaver->adopt(recovery);
            }
            break;
        }
        }
    }
}

void DocumentController::offerDamagedRecovery(const Autosaver::Recovery &recovery)
{
    const PlanLoadResult loaded = PlanReader::readFile(recovery.recoveryPath);
    const bool readable = loaded.status == PlanLoadResult::Status::Loaded;
    switch (askAboutDamagedRecovery(m_window, recovery, readable)) {
    case RecoveryChoice::Discard:
        Autosaver::discard(recovery);
        break;
    case RecoveryChoice::OpenUntitled:
        // Untitled and modified: Save asks for a new name. The copy stays until discarded.
        if (maybeSave())
            adoptPlan(loaded.plan, QString(), true);
        break;
    case RecoveryChoice::Recover:
    case RecoveryChoice::Later:
        break;
    }
}

void DocumentController::fillExamplesMenu()
{
    if (!m_examplesMenu->isEmpty())
        return;
    const QString suffix = QStringLiteral(".tpuplan.yaml");
    for (const QString &name : QDir(QStringLiteral(":/examples")).entryList({QLatin1Char('*') + suffix}, QDir::Files)) {
        const QString path = QStringLiteral(":/examples/") + name;
        const PlanLoadResult loaded = PlanReader::readFile(path);
        if (loaded.status != PlanLoadResult::Status::Loaded)
            continue;
        const QString title = loaded.plan.metadata.name.isEmpty() ? name.chopped(int(suffix.size())) : loaded.plan.metadata.name;
        QAction *action = m_examplesMenu->addAction(title);
        action->setToolTip(name);
        action->setStatusTip(name);
        connect(action, &QAction::triggered, this, [this, plan = loaded.plan] {
            if (maybeSave())
                adoptPlan(plan, QString(), false); // a copy: saving asks for a file name
        });
    }
}

bool DocumentController::eventFilter(QObject *watched, QEvent *event)
{
    const bool drag = event->type() == QEvent::DragEnter || event->type() == QEvent::Drop;
    if (watched != m_window || !drag)
        return QObject::eventFilter(watched, event);
    auto *drop = static_cast<QDropEvent *>(event); // QDragEnterEvent is a QDropEvent
    const QString path = droppedPlan(drop->mimeData());
    if (path.isEmpty())
        return false; // not a plan: the window refuses it as it refuses any drop
    drop->acceptProposedAction();
    if (event->type() == QEvent::Drop && maybeSave())
        openPlan(path);
    return true;
}

} // namespace tpuplan
