// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/CatalogDialog.h"

#include "ui/dialogs/DialogSize.h"
#include "core/refresh/CatalogAge.h"
#include "core/report/CatalogReport.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QDir>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace tpuplan {

CatalogDialog::CatalogDialog(const Catalog &catalog, QWidget *parent)
    : QDialog(parent), m_report(new QPlainTextEdit(this))
{
    setWindowTitle(tr("About the Catalog"));
    auto *intro = new QLabel(tr("Every rule and price comes from this catalog. A team may keep its own file with "
                                "only what it changes (start the planner with --catalog FILE; the file says "
                                "'extends: built-in')."),
                             this);
    intro->setWordWrap(true);
    // Which file the window plans with, whole: the status bar only names it.
    const bool builtIn = catalog.origin.isEmpty() || catalog.origin == Catalog::builtInPath();
    auto *origin = new QLabel(builtIn ? tr("This window plans with the built-in catalog.")
                                      : tr("This window plans with %1; start the planner with --catalog %1 to plan with it "
                                           "again.")
                                            .arg(QDir::toNativeSeparators(catalog.origin)),
                              this);
    origin->setObjectName(QStringLiteral("CatalogOrigin"));
    origin->setWordWrap(true);
    origin->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // The age first: zones and versions change monthly, so an old catalog misleads quietly.
    const QDate today = QDate::currentDate();
    auto *age = new QLabel(CatalogAge::ageText(catalog, today)
                               + (CatalogAge::isStale(catalog, today) ? QStringLiteral("\n") + CatalogAge::refreshAdvice() : QString()),
                           this);
    age->setObjectName(QStringLiteral("CatalogAge"));
    age->setWordWrap(true);
    age->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_report->setReadOnly(true);
    m_report->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_report->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_report->setPlainText(CatalogReport::checkText(catalog));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(origin);
    layout->addWidget(age);
    layout->addWidget(m_report, 1);
    layout->addWidget(buttons);
    DialogSize::resizeToFit(this, {860, 520});
}

} // namespace tpuplan
