// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/cost/PriceOverrides.h"
#include "core/plan/Plan.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QTableWidget;

namespace tpuplan {

/// Prices the catalog does not know or that a team negotiated (TPU7x has no public price):
/// one row per TPU version and region of the plan (and of prices entered before), per chip-hour,
/// on-demand, Spot, 1-year and 3-year. An empty cell keeps the catalog's value, shown as the
/// cell's placeholder. The result is a PriceOverrides, the same thing `tpu-plan --prices` reads.
class ContractPricesDialog : public QDialog
{
    Q_OBJECT
public:
    ContractPricesDialog(const Catalog &catalog, const Plan &plan, const PriceOverrides &current, QWidget *parent = nullptr);

    /// What the table holds now; rows without a value are left out.
    PriceOverrides overrides() const;

    QTableWidget *table() const { return m_table; }
    QLineEdit *sourceEdit() const { return m_source; }
    /// The editor of one price cell; column 0 = on-demand .. 3 = 3-year.
    QLineEdit *priceEdit(int row, int priceColumn) const;
    int rowOf(const QString &tpu, const QString &region) const;

private:
    void addRow(const QString &tpu, const QString &region);
    void fill(const PriceOverrides &overrides);
    void loadFile();
    void clearAll();

    const Catalog &m_catalog;
    QTableWidget *m_table;
    QLineEdit *m_source;
    QLabel *m_problems;
};

} // namespace tpuplan
