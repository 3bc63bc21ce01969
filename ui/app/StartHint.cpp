// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/StartHint.h"

#include <QEvent>

namespace tpuplan {

StartHint::StartHint(QWidget *parent) : QLabel(parent)
{
    setObjectName(QStringLiteral("StartHint"));
    setTextFormat(Qt::RichText);
    setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    setWordWrap(true);
    setMargin(6);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::AlternateBase);
    setFrameShape(QFrame::StyledPanel);
    connect(this, &QLabel::linkActivated, this, [this](const QString &link) {
        dismiss();
        if (link == QLatin1String("guided"))
            Q_EMIT guidedPlanningRequested();
        else if (link == QLatin1String("example"))
            Q_EMIT examplesRequested();
        else if (link == QLatin1String("pool"))
            Q_EMIT poolRequested();
    });
    retranslate();
}

void StartHint::dismiss()
{
    hide();
}

void StartHint::retranslate()
{
    setText(tr("New here? Begin with <a href=\"guided\">Guided Planning</a>, open <a href=\"example\">an example</a>, "
               "or edit <a href=\"pool\">the TPU pool</a> of this plan."));
}

void StartHint::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QLabel::changeEvent(event);
}

} // namespace tpuplan
