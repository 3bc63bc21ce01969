// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace tpuplan {

/// Builds Terraform (HCL) text. Every plan value goes through `string()`, which escapes like
/// JSON and doubles the template introducers (`${` -> `$${`, `%{` -> `%%{`), so no value can
/// become an interpolation or a directive. Consecutive attributes are aligned as
/// `terraform fmt` aligns them.
class HclWriter
{
public:
    static QString string(const QString &value);
    static QString stringList(const QStringList &values);
    static QString number(qint64 value);
    static QString boolean(bool value);
    /// A Terraform identifier (resource name) made from a plan name: letters, digits, `_`.
    static QString identifier(const QString &name);

    void comment(const QString &text);
    void blank();
    /// `header {`, e.g. `resource "google_container_node_pool" "train"`.
    void open(const QString &header);
    void close();
    /// `name = expression`; the expression is already rendered (string(), number(), a reference).
    void attribute(const QString &name, const QString &expression);

    QString text();

private:
    void flush();
    QString indent() const;

    QString m_text;
    int m_depth = 0;
    QList<QPair<QString, QString>> m_pending;
};

} // namespace tpuplan
