// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/Finding.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>

namespace tpuplan {

/// One reason or caveat of the Colab / Cloud TPU VM / GKE helper: a fact with its source.
struct PlatformFact
{
    QString id;     ///< stable: "colab-free-chip"
    QString source; ///< the reference file and section (and primary source with its date)
    QMap<QString, QString> texts; ///< by language

    /// The text in `language`, or in English when that language lacks it.
    QString text(const QString &language) const;
};

/// The facts of resources/glossary/platforms.yaml, in the glossary's four languages; the rules
/// that pick them are PlatformAdvisor's.
class PlatformFacts
{
    Q_DECLARE_TR_FUNCTIONS(PlatformFacts)
public:
    /// The embedded facts, loaded once (problems are warned about; tests check there are none).
    static const PlatformFacts &builtIn();
    /// Reads platforms.yaml; what is missing (a language, a source, an id twice) is reported in
    /// `problems` with its line and field.
    static PlatformFacts load(const QByteArray &yaml, Findings *problems);

    const QList<PlatformFact> &facts() const { return m_facts; }
    const PlatformFact *fact(const QString &id) const;

private:
    QList<PlatformFact> m_facts;
};

} // namespace tpuplan
