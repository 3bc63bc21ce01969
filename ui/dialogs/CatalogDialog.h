// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"

#include <QDialog>

class QPlainTextEdit;

namespace tpuplan {

/// Help > About the Catalog: how fresh the facts are, as `tpu-plan catalog --check` prints it
/// (the catalog's date, its sources oldest first, the facts resting only on third parties).
class CatalogDialog : public QDialog
{
    Q_OBJECT
public:
    explicit CatalogDialog(const Catalog &catalog, QWidget *parent = nullptr);

    QPlainTextEdit *report() const { return m_report; }

private:
    QPlainTextEdit *m_report;
};

} // namespace tpuplan
