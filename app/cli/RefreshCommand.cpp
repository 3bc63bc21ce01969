// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/RefreshCommand.h"

#include "core/common/ControlText.h"
#include "core/common/FileWrite.h"
#include "core/common/NewFileTarget.h"
#include "core/refresh/CatalogRefresh.h"

#include <QJsonDocument>

namespace tpuplan {

int RefreshCommand::run(const Options &options, QTextStream &out, QTextStream &err)
{
    const auto fail = [&err](const QString &message) {
        err << QCoreApplication::applicationName() << ": " << ControlText::escaped(message) << '\n';
        err.flush();
        return 2;
    };
    if (options.files.isEmpty())
        return fail(tr("catalog refresh needs the gcloud listings to read"));
    if (options.out.isEmpty())
        return fail(tr("catalog refresh needs --out OVERLAY"));
    QString error;
    if (!NewFileTarget::check(options.out, options.force, &error))
        return fail(error);
    CatalogRefreshResult result = CatalogRefresh::refreshFiles(options.files, Catalog::builtIn(), QDate::currentDate());
    if (result.problems.isEmpty()) {
        if (!FileWrite::replace(options.out, result.overlayYaml(), &error))
            return fail(error);
        result.overlayFile = options.out;
    }
    if (options.json)
        out << QJsonDocument(result.toJson()).toJson(QJsonDocument::Indented);
    else
        (result.problems.isEmpty() ? out : err) << result.toText();
    out.flush();
    err.flush();
    if (!result.problems.isEmpty())
        return 2;
    return result.needsReview() ? 1 : 0;
}

} // namespace tpuplan
