// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

namespace tpuplan {

/// The one line a first start without a plan shows above the editors: where to begin (Guided
/// Planning, an example, or the pool), each a link. It goes as soon as the user acts: follows
/// a link, edits the plan or opens another (dismiss()).
class StartHint : public QLabel
{
    Q_OBJECT
public:
    explicit StartHint(QWidget *parent = nullptr);

    /// Hides the hint for good (this window).
    void dismiss();

Q_SIGNALS:
    void guidedPlanningRequested();
    void examplesRequested();
    void poolRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
};

} // namespace tpuplan
