// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/DialogSizes.h"

#include "ui/app/Settings.h"
#include "ui/dialogs/DialogSize.h"

#include <QDialog>

namespace tpuplan {

void DialogSizes::remember(QDialog *dialog)
{
    const QString key = QString::fromLatin1(dialog->metaObject()->className());
    const QSize saved = Settings::dialogSizes.get().value(key).toSize();
    if (saved.isValid())
        DialogSize::resizeToFit(dialog, saved); // the screen may be smaller, or scaled, since then
    QObject::connect(dialog, &QDialog::finished, dialog, [dialog, key] {
        QVariantMap sizes = Settings::dialogSizes.get();
        sizes.insert(key, dialog->size());
        Settings::dialogSizes.set(sizes);
    });
}

} // namespace tpuplan
