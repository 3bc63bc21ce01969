// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "ui/document/Autosaver.h"

#include <QObject>

#include <functional>
#include <memory>

class QAction;
class QMainWindow;
class QMenu;

namespace tpuplan {

class PlanDocument;
struct Plan;
struct PlanLoadResult;

/// The open plan and what happens to it as a file: New, Open, Open Recent, Open Example, Save,
/// Save As, the recovery copies a crashed session left, and a plan file dropped on the window.
/// It owns the document and its recovery copy; the window shows whichever document it names.
class DocumentController : public QObject
{
    Q_OBJECT
public:
    /// The catalog new documents are checked against (it changes with the contract prices).
    using CatalogSource = std::function<std::shared_ptr<const Catalog>()>;
    /// Plain words for a reader's message (field paths as the editors label them).
    using Wording = std::function<QString(const QString &message)>;

    DocumentController(QMainWindow *window, CatalogSource catalog, Wording wording);

    PlanDocument *document() const { return m_document; }
    Autosaver *autosaver() const { return m_autosaver; }

    /// Loads `path` and shows it; false (with a message box unless `quiet`) when it is not a plan.
    bool openPlan(const QString &path, bool quiet = false);
    /// A new untitled plan, without asking about the current one (the window's first plan).
    void startNewPlan();
    /// Starts a new untitled plan (after asking to save the current one).
    void newPlan();
    bool save();
    bool saveAs();
    bool saveTo(const QString &path);
    /// Asks to save unsaved changes; false when the user cancels.
    bool maybeSave();
    /// Shows `plan` as the open document, as the file `path` (empty: untitled); `modified` when
    /// it differs from that file (a recovered or imported plan).
    void adoptPlan(const Plan &plan, const QString &path, bool modified);
    /// Offers the recovery copies a crashed session left behind.
    void offerRecovery();
    /// The window is closing: stops the recovery copy (the document is saved or discarded).
    void close();

    QAction *newAction() const { return m_newAction; }
    QAction *openAction() const { return m_openAction; }
    QAction *saveAction() const { return m_saveAction; }
    QAction *saveAsAction() const { return m_saveAsAction; }
    QMenu *recentMenu() const { return m_recentMenu; }
    QMenu *examplesMenu() const { return m_examplesMenu; }
    void retranslate();

Q_SIGNALS:
    /// Another document is open; `document` stays valid until the next change.
    void documentChanged(PlanDocument *document);
    /// A plan was read from a file (or imported) rather than made here.
    void planOpened();
    /// A line for the status bar, shown for `timeout` milliseconds.
    void message(const QString &text, int timeout);

protected:
    /// Plan files dropped on the window open as if chosen in File > Open.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createActions();
    void setDocument(PlanDocument *document);
    void chooseAndOpen();
    void fillExamplesMenu();
    void offerDamagedRecovery(const Autosaver::Recovery &recovery);
    QString whyNotOpened(const QString &path, const PlanLoadResult &loaded) const;

    QMainWindow *m_window;
    CatalogSource m_catalog;
    Wording m_wording;
    PlanDocument *m_document = nullptr;
    Autosaver *m_autosaver;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_examplesMenu = nullptr;
};

} // namespace tpuplan
