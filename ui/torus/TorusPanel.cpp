// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/torus/TorusPanel.h"

#include "ui/icons/AppIcons.h"

#include "ui/torus/TorusController.h"
#include "ui/torus/TorusPainterView.h"
#include "ui/torus/TorusView.h"

#include "core/catalog/Catalog.h"
#include "core/common/FileWrite.h"
#include "core/plan/Plan.h"

#include <QAction>
#include <QBuffer>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QImageWriter>
#include <QLabel>
#include <QMessageBox>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QPainter>
#include <QScreen>
#include <QScrollArea>
#include <QShortcut>
#include <QStandardItemModel>
#include <QSpinBox>
#include <QStackedLayout>
#include <QLayout>
#include <QMenu>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace tpuplan {
namespace {

QIcon swatchIcon(const QColor &colour, bool dashed = false)
{
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    QPen pen(colour, 3.0, dashed ? Qt::DotLine : Qt::SolidLine, Qt::FlatCap);
    painter.setPen(pen);
    painter.drawLine(QPointF(1, 8), QPointF(15, 8));
    return QIcon(pixmap);
}

QString swatch(const QColor &colour, const QString &glyph = QStringLiteral("&#9632;"))
{
    return QStringLiteral("<span style=\"color:%1\">%2</span>").arg(colour.name(), glyph);
}

QString dimsText(const std::array<int, 3> &d, int count)
{
    return count == 3 ? QStringLiteral("%1x%2x%3").arg(d[0]).arg(d[1]).arg(d[2]) : QStringLiteral("%1x%2").arg(d[0]).arg(d[1]);
}

/// Most legend rows of nodes, hosts or slices before the rest is summarised.
constexpr int kLegendRows = 12;

} // namespace

TorusPanel::TorusPanel(QWidget *parent, Renderer renderer)
    : QWidget(parent), m_controller(new TorusController(this)), m_renderer(renderer)
{
    buildToolbars();

    m_caption = new QLabel(this);
    m_caption->setWordWrap(true);
    m_caption->setTextFormat(Qt::RichText);
    m_caption->setContentsMargins(6, 2, 6, 4);
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *viewHost = new QWidget(this);
    m_viewStack = new QStackedLayout(viewHost);
    m_viewStack->setContentsMargins(0, 0, 0, 0);

    QScrollArea *sideScroll = buildSidePanel();

    auto *body = new QHBoxLayout;
    body->setContentsMargins(0, 0, 0, 0);
    body->addWidget(viewHost, 1);
    body->addWidget(sideScroll);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_displayBar);
    layout->addWidget(m_viewBar);
    layout->addWidget(m_caption);
    layout->addLayout(body, 1);

    createView(rendererUsesOpenGl());

    connect(m_controller, &TorusController::selectionChanged, this, [this](int chip) {
        updateSelection(chip);
        Q_EMIT chipSelected(chip);
    });
    connect(m_controller, &TorusController::changed, this, [this](TorusController::Changes changes) {
        if (changes & (TorusController::Colours | TorusController::Links | TorusController::Geometry)) {
            updateControls(); // options may be changed through the controller too
            updateLegend();
        }
    });
    retranslate();
    clear(tr("Select a TPU pool to see its slice."));
    m_showsDefaultMessage = true;
}

TorusPanel::~TorusPanel()
{
    delete m_fullScreen.data();
}

bool TorusPanel::openGlUsable()
{
    static const bool usable = [] {
        if (QGuiApplication::platformName() == QLatin1String("offscreen"))
            return false;
        const QByteArray forced = qgetenv("TPUPLAN_TORUS_RENDERER");
        if (forced == "painter")
            return false;
        if (forced == "gl")
            return true;
        QOpenGLContext context;
        context.setFormat(QSurfaceFormat::defaultFormat());
        if (!context.create())
            return false;
        const QSurfaceFormat format = context.format();
        return context.isOpenGLES() ? format.majorVersion() >= 3 : format.version() >= qMakePair(3, 3);
    }();
    return usable;
}

bool TorusPanel::rendererUsesOpenGl() const
{
    switch (m_renderer) {
    case Renderer::Automatic:
        return openGlUsable();
    case Renderer::OpenGL:
        return true;
    case Renderer::Painter:
        return false;
    }
    return false;
}

QScrollArea *TorusPanel::buildSidePanel()
{
    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(8, 0, 4, 0);
    m_legend = new QLabel(side);
    m_legend->setObjectName(QStringLiteral("torusLegend"));
    m_legend->setTextFormat(Qt::RichText);
    m_legend->setWordWrap(true);
    m_legend->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_details = new QLabel(side);
    m_details->setTextFormat(Qt::RichText);
    m_details->setWordWrap(true);
    m_details->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_fallbackNote = new QLabel(side);
    m_fallbackNote->setWordWrap(true);
    m_fallbackNote->setVisible(false);
    sideLayout->addWidget(m_legend);
    sideLayout->addSpacing(8);
    sideLayout->addWidget(m_details);
    sideLayout->addStretch(1);
    sideLayout->addWidget(m_fallbackNote);
    auto *sideScroll = new QScrollArea(this);
    sideScroll->setWidget(side);
    sideScroll->setWidgetResizable(true);
    sideScroll->setFrameShape(QFrame::NoFrame);
    sideScroll->setFixedWidth(250);
    sideScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return sideScroll;
}

void TorusPanel::buildToolbars()
{
    buildDisplayBar();
    buildViewBar();
}

void TorusPanel::buildDisplayBar()
{
    // Texts are set in retranslate(), again on every language switch.
    m_displayBar = new QToolBar(this);
    m_displayBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_displayBar->setIconSize(QSize(16, 16));
    m_colourLabel = new QLabel(m_displayBar);
    m_displayBar->addWidget(m_colourLabel);
    m_colouring = new QComboBox(m_displayBar);
    m_colouring->addItem(QString(), int(TorusColouring::Node));
    m_colouring->addItem(QString(), int(TorusColouring::Host));
    m_colouring->addItem(QString(), int(TorusColouring::Slice));
    m_colouring->addItem(QString(), int(TorusColouring::Workload));
    m_displayBar->addWidget(m_colouring);
    connect(m_colouring, &QComboBox::currentIndexChanged, this, [this] {
        m_controller->setColouring(TorusColouring(m_colouring->currentData().toInt()));
    });
    m_displayBar->addSeparator();
    // The link switches sit in one menu button: as separate buttons they did not fit a dock
    // sharing the window with the editor, and the tool bar hid them behind its "»".
    m_linksButton = new QToolButton(m_displayBar);
    m_linksButton->setObjectName(QStringLiteral("LinksButton"));
    m_linksButton->setPopupMode(QToolButton::InstantPopup);
    m_linksButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto *links = new QMenu(m_linksButton);
    m_linksButton->setMenu(links);
    m_displayBar->addWidget(m_linksButton);
    for (int a = 0; a < 3; ++a) {
        QAction *action = links->addAction(swatchIcon(TorusScene::axisColour(a)), QString(QLatin1Char(char('x' + a))));
        action->setCheckable(true);
        action->setChecked(true);
        connect(action, &QAction::toggled, this, [this, a](bool on) { m_controller->setAxisLinksVisible(a, on); });
        m_axisActions[a] = action;
    }
    links->addSeparator();
    m_wrapAction = links->addAction(QString());
    m_wrapAction->setCheckable(true);
    m_wrapAction->setChecked(true);
    connect(m_wrapAction, &QAction::toggled, m_controller, &TorusController::setWrapLinksVisible);
    m_opticalAction = links->addAction(swatchIcon(TorusScene::opticalColour(0), true), QString());
    m_opticalAction->setCheckable(true);
    m_opticalAction->setChecked(true);
    connect(m_opticalAction, &QAction::toggled, m_controller, &TorusController::setOpticalLinksVisible);
    m_raggedAction = links->addAction(QString());
    m_raggedAction->setCheckable(true);
    connect(m_raggedAction, &QAction::toggled, m_controller, &TorusController::setRagged);
    m_displayBar->addSeparator();
    m_boundariesAction = m_displayBar->addAction(QString());
    m_boundariesAction->setCheckable(true);
    m_boundariesAction->setChecked(true);
    connect(m_boundariesAction, &QAction::triggered, this, [this](bool on) {
        m_userChoseBoundaries = true;
        m_controller->setNodeBoundariesVisible(on);
    });
    m_twistedAction = m_displayBar->addAction(QString());
    m_twistedAction->setCheckable(true);
    connect(m_twistedAction, &QAction::triggered, this, [this](bool on) {
        if (!m_spec)
            return;
        TorusSpec spec = *m_spec;
        spec.twisted = on;
        showSpec(spec);
    });
}

void TorusPanel::buildViewBar()
{
    m_viewBar = new QToolBar(this);
    m_viewBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_viewLabel = new QLabel(m_viewBar);
    m_viewBar->addWidget(m_viewLabel);
    m_viewMode = new QComboBox(m_viewBar);
    for (int axis = -1; axis < 3; ++axis)
        m_viewMode->addItem(QString(), axis);
    m_viewBar->addWidget(m_viewMode);
    m_planeLabel = new QLabel(m_viewBar);
    m_planeLabelAction = m_viewBar->addWidget(m_planeLabel);
    m_plane = new QSpinBox(m_viewBar);
    m_planeAction = m_viewBar->addWidget(m_plane);
    auto applyPlane = [this] {
        const int axis = m_viewMode->currentData().toInt();
        m_controller->setPlane(axis, m_plane->value());
        updateControls();
    };
    connect(m_viewMode, &QComboBox::currentIndexChanged, this, applyPlane);
    connect(m_plane, &QSpinBox::valueChanged, this, applyPlane);
    m_viewBar->addSeparator();
    m_resetAction = m_viewBar->addAction(AppIcons::named(QStringLiteral("zoom-fit-best")), QString());
    connect(m_resetAction, &QAction::triggered, m_controller, &TorusController::resetCamera);
    m_exportAction = m_viewBar->addAction(AppIcons::named(QStringLiteral("document-save-as")), QString());
    connect(m_exportAction, &QAction::triggered, this, &TorusPanel::chooseExportFile);
    m_fullScreenAction = m_viewBar->addAction(AppIcons::named(QStringLiteral("view-fullscreen")), QString());
    connect(m_fullScreenAction, &QAction::triggered, this, [this] { showFullScreenView(); });
}

void TorusPanel::retranslate()
{
    m_displayBar->setWindowTitle(tr("Display"));
    m_colourLabel->setText(tr("Colour by "));
    m_colouring->setItemText(0, tr("GKE node (VM)"));
    m_colouring->setItemText(1, tr("Host tray"));
    m_colouring->setItemText(2, tr("Slice"));
    m_colouring->setItemText(3, tr("Slice workload"));
    m_colouring->setToolTip(tr("What the chip colours show"));
    m_linksButton->setText(tr("ICI links"));
    m_linksButton->setToolTip(tr("Which chip-to-chip links the view draws"));
    for (int a = 0; a < 3; ++a) {
        m_axisActions[a]->setText(tr("Along %1").arg(QLatin1Char(char('x' + a))));
        m_axisActions[a]->setToolTip(tr("Show the neighbour and wraparound links along the %1 axis").arg(QLatin1Char(char('x' + a))));
    }
    m_wrapAction->setText(tr("Wraparound"));
    m_wrapAction->setToolTip(tr("Show the links that close each ring (last chip back to the first)"));
    m_opticalAction->setText(tr("Optical"));
    m_opticalAction->setToolTip(tr("Show the links that run through optical circuit switches (dashed)"));
    m_raggedAction->setText(tr("Ragged"));
    m_raggedAction->setToolTip(tr("Draw wraparound links as short stubs at both ends instead of loops"));
    m_boundariesAction->setText(tr("Node outlines"));
    m_boundariesAction->setToolTip(tr("Outline the chips of every GKE node"));
    m_twistedAction->setText(tr("Twisted"));
    m_twistedAction->setToolTip(tr("Wire this shape as a twisted torus (only shapes the catalog lists as twistable)"));

    m_viewBar->setWindowTitle(tr("View"));
    m_viewLabel->setText(tr("View "));
    m_viewMode->setItemText(0, tr("3D"));
    m_viewMode->setItemText(1, tr("Planes across x"));
    m_viewMode->setItemText(2, tr("Planes across y"));
    m_viewMode->setItemText(3, tr("Planes across z"));
    m_viewMode->setToolTip(tr("Look down one axis at one plane of chips at a time (for large slices)"));
    m_planeLabel->setText(tr(" plane "));
    m_plane->setToolTip(tr("Which plane along the axis"));
    m_resetAction->setText(tr("Reset view"));
    m_resetAction->setToolTip(tr("Look at the whole slice again (Home)"));
    m_exportAction->setText(tr("Export PNG…"));
    m_exportAction->setToolTip(tr("Save the view as a PNG image"));
    m_fullScreenAction->setText(tr("Full screen"));
    m_fullScreenAction->setToolTip(tr("Present the view full screen (Esc to leave)"));

    // What is shown says it again in the new language.
    if (m_controller->graph()) {
        updateCaption();
        updateLegend();
        updateControls();
        updateSelection(m_controller->selectedChip());
    } else if (m_showsDefaultMessage) {
        m_caption->setText(tr("Select a TPU pool to see its slice.").toHtmlEscaped());
    }
}

void TorusPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        fitViewBar();
    }
    QWidget::changeEvent(event);
}

void TorusPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitViewBar();
}

void TorusPanel::fitViewBar()
{
    m_viewBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_viewBar->layout()->invalidate(); // the buttons' new sizes, now
    if (m_viewBar->sizeHint().width() > width())
        m_viewBar->setToolButtonStyle(Qt::ToolButtonIconOnly);
}

QWidget *TorusPanel::createViewWidget(bool openGl, QWidget *parent)
{
    if (openGl)
        return new TorusView(m_controller, parent);
    return new TorusPainterView(m_controller, parent);
}

void TorusPanel::createView(bool openGl)
{
    if (m_view) {
        m_viewStack->removeWidget(m_view);
        m_view->deleteLater();
    }
    m_openGl = openGl;
    m_view = createViewWidget(openGl, this);
    if (auto *glView = qobject_cast<TorusView *>(m_view))
        connect(glView, &TorusView::glFailed, this, &TorusPanel::fallBackToPainter);
    m_viewStack->addWidget(m_view);
    m_viewStack->setCurrentWidget(m_view);
}

void TorusPanel::fallBackToPainter(const QString &reason)
{
    if (!m_openGl)
        return;
    createView(false);
    m_fallbackNote->setText(tr("OpenGL is not available (%1); the view is drawn without it.").arg(reason));
    m_fallbackNote->setVisible(true);
}

bool TorusPanel::usesOpenGL() const
{
    return m_openGl;
}

const TorusGraph *TorusPanel::graph() const
{
    return m_controller->graph();
}

void TorusPanel::showPool(const Plan &plan, int poolIndex, const Catalog &catalog)
{
    QString error;
    std::optional<TorusSpec> spec = TorusSpec::fromPool(plan, poolIndex, catalog, &error);
    if (!spec) {
        clear(error);
        return;
    }
    // Keep the user's twist choice while they look at the same shape.
    if (m_spec && m_spec->topology == spec->topology && m_spec->tpuId == spec->tpuId)
        spec->twisted = m_spec->twisted;
    // Most edits (zone, capacity, workload...) leave the picture as it is.
    if (m_spec && m_controller->graph() && TorusController::drawsTheSame(*m_spec, *spec) && m_spec->poolName == spec->poolName
        && m_spec->tpuName == spec->tpuName)
        return;
    showSpec(*spec);
}

bool TorusPanel::showSpec(const TorusSpec &spec)
{
    QString error;
    std::optional<TorusGraph> graph = TorusGraph::build(spec, &error);
    if (!graph) {
        clear(error);
        return false;
    }
    const bool newShape = !m_spec || !(m_spec->topology == spec.topology) || m_spec->slices != spec.slices
        || m_spec->chipsPerVm != spec.chipsPerVm;
    m_spec = spec;
    if (newShape && !m_userChoseBoundaries) {
        // Outlining every node helps until there are so many that the outlines hide the chips.
        TorusDisplayOptions options = m_controller->options();
        options.nodeBoundaries = graph->nodeCount() <= 256;
        m_controller->setOptions(options);
        const QSignalBlocker blocker(m_boundariesAction);
        m_boundariesAction->setChecked(options.nodeBoundaries);
    }
    // A block pool opens on its slice workloads, the point of the picture; other pools never
    // keep a colouring they cannot show.
    const bool workloads = graph->hasWorkloads();
    if (workloads != (m_controller->options().colouring == TorusColouring::Workload) && (newShape || !workloads))
        m_controller->setColouring(workloads ? TorusColouring::Workload : TorusColouring::Node);
    m_controller->setGraph(std::make_shared<const TorusGraph>(std::move(*graph)));
    updateControls();
    updateCaption();
    updateLegend();
    updateSelection(m_controller->selectedChip());
    return true;
}

void TorusPanel::clear(const QString &message)
{
    m_showsDefaultMessage = false;
    m_spec.reset();
    m_controller->setGraph(nullptr);
    m_caption->setText(message.toHtmlEscaped());
    m_legend->clear();
    m_details->clear();
    updateControls();
}

void TorusPanel::updateControls()
{
    const TorusGraph *g = m_controller->graph();
    const bool has = g != nullptr;
    m_displayBar->setEnabled(has);
    m_viewBar->setEnabled(has);
    if (!has)
        return;
    const int dims = g->dimensionCount();
    m_axisActions[2]->setVisible(dims == 3);
    m_opticalAction->setVisible(g->spec().opticalLinks);
    m_opticalAction->setEnabled(g->linkCounts().optical > 0);
    m_wrapAction->setEnabled(g->wiring() != TorusWiring::Mesh);
    m_raggedAction->setEnabled(g->wiring() != TorusWiring::Mesh);
    m_twistedAction->setVisible(g->spec().twistable);
    {
        const QSignalBlocker blocker(m_twistedAction);
        m_twistedAction->setChecked(g->isTwisted());
    }
    const TorusDisplayOptions &options = m_controller->options();
    {
        const QSignalBlocker blockColouring(m_colouring);
        m_colouring->setCurrentIndex(m_colouring->findData(int(options.colouring)));
        auto *model = qobject_cast<QStandardItemModel *>(m_colouring->model());
        if (model && model->item(2))
            model->item(2)->setEnabled(g->sliceCount() > 1);
        if (model && model->item(3))
            model->item(3)->setEnabled(g->hasWorkloads());
    }
    auto sync = [](QAction *action, bool on) {
        const QSignalBlocker blocker(action);
        action->setChecked(on);
    };
    for (int a = 0; a < 3; ++a)
        sync(m_axisActions[a], options.axisLinks[std::size_t(a)]);
    sync(m_wrapAction, options.wrapLinks);
    sync(m_opticalAction, options.opticalLinks);
    sync(m_raggedAction, options.ragged);
    sync(m_boundariesAction, options.nodeBoundaries);
    // Plane modes: only axes the slice has.
    {
        const QSignalBlocker blockMode(m_viewMode);
        const QSignalBlocker blockPlane(m_plane);
        for (int i = 1; i < m_viewMode->count(); ++i) {
            const int axis = m_viewMode->itemData(i).toInt();
            if (auto *model = qobject_cast<QStandardItemModel *>(m_viewMode->model()); model && model->item(i))
                model->item(i)->setEnabled(axis < dims);
        }
        m_viewMode->setCurrentIndex(m_viewMode->findData(options.planeAxis));
        const bool plane = options.planeAxis >= 0;
        m_planeLabelAction->setVisible(plane);
        m_planeAction->setVisible(plane);
        if (plane) {
            m_plane->setRange(0, g->dims()[std::size_t(options.planeAxis)] - 1);
            m_plane->setValue(options.planeIndex);
            m_plane->setSuffix(tr(" of %1").arg(g->dims()[std::size_t(options.planeAxis)]));
        }
    }
}

QString TorusPanel::titleText() const
{
    const TorusGraph *g = m_controller->graph();
    if (!g)
        return QString();
    QString title = tr("%1 · %2 · %3").arg(g->spec().tpuName, g->spec().topology.toString(), TorusGraph::wiringName(g->wiring()));
    if (g->sliceCount() > 1)
        title += QStringLiteral(" · ") + tr("%n slice(s)", nullptr, int(g->sliceCount()));
    return title;
}

QString TorusPanel::caption() const
{
    return m_caption->text();
}

void TorusPanel::updateCaption()
{
    const TorusGraph *g = m_controller->graph();
    if (!g)
        return;
    const TorusGraph::LinkCounts counts = g->linkCounts();
    const TorusSpec &spec = g->spec();
    const int nodeCount = g->nodeCount();
    const int chipsPerVm = spec.chipsPerVm;
    QString nodes = tr("%1 of %2", "GKE nodes of chips").arg(tr("%n GKE nodes", nullptr, nodeCount), tr("%n chips", nullptr, chipsPerVm));
    if (!spec.machineType.isEmpty())
        nodes += QStringLiteral(" (%1)").arg(spec.machineType.toHtmlEscaped());
    const int chipCount = int(g->chips().size());
    const int hostCount = g->hostCount();
    const int linkCount = counts.total;
    QString facts = tr("%1 · %2 · %3 · %4 (%5 wraparound, %6 optical)")
                        .arg(tr("%n chips", nullptr, chipCount), nodes, tr("%n host trays", nullptr, hostCount),
                             tr("%n ICI links", nullptr, linkCount))
                        .arg(counts.wrap)
                        .arg(counts.optical);
    if (!spec.poolName.isEmpty())
        facts = tr("Pool <b>%1</b> · ").arg(spec.poolName.toHtmlEscaped()) + facts;
    m_caption->setText(QStringLiteral("<span style=\"font-size:large\"><b>%1</b></span><br>%2<br><i>%3</i>")
                           .arg(titleText().toHtmlEscaped(), facts, g->explanation().toHtmlEscaped()));
    if (m_fullScreen) {
        if (auto *view = m_fullScreen->findChild<TorusView *>())
            view->setTitle(titleText());
        else if (auto *painterView = m_fullScreen->findChild<TorusPainterView *>())
            painterView->setTitle(titleText());
    }
}

void TorusPanel::updateLegend()
{
    const TorusGraph *g = m_controller->graph();
    if (!g) {
        m_legend->clear();
        return;
    }
    const TorusDisplayOptions &options = m_controller->options();
    QStringList rows = colourLegendRows(*g, options.colouring);
    rows << QString();
    rows += linkLegendRows(*g, options);
    m_legend->setText(rows.join(QLatin1String("<br>")));
}

QStringList TorusPanel::colourLegendRows(const TorusGraph &g, TorusColouring colouring)
{
    QStringList rows;
    int count = 0;
    QString heading;
    switch (colouring) {
    case TorusColouring::Node:
        count = g.nodeCount();
        heading = tr("GKE nodes (VMs), %n chip(s) each", nullptr, g.spec().chipsPerVm);
        break;
    case TorusColouring::Host:
        count = g.hostCount();
        heading = tr("Host trays of %1 chips").arg(dimsText(g.hostBlock(), g.dimensionCount()));
        break;
    case TorusColouring::Slice:
        count = g.sliceCount();
        heading = tr("Slices");
        break;
    case TorusColouring::Workload:
        count = int(g.spec().sliceWorkloads.size());
        heading = g.isBlockPool() ? tr("Slice workloads in %n block(s)", nullptr, g.sliceCount())
                                  : tr("Sub-slice workloads in %n slice(s)", nullptr, g.sliceCount());
        break;
    }
    rows << QStringLiteral("<b>%1</b>").arg(heading.toHtmlEscaped());
    const int shown = std::min(count, kLegendRows);
    for (int i = 0; i < shown; ++i)
        rows << swatch(TorusScene::paletteColour(i)) + QLatin1Char(' ') + colourLegendLabel(g, colouring, i);
    if (colouring == TorusColouring::Workload)
        rows << swatch(TorusScene::idleColour()) + QLatin1Char(' ')
                    + (g.isBlockPool() ? tr("idle: reserved, no slice") : tr("free: no sub-slice")).toHtmlEscaped();
    // Every node has its own colour, so a long list would say nothing more: the rest is one line.
    if (count > shown)
        rows << tr("… %n more, each in its own colour: hover or click a chip to see which it is", "", count - shown);
    return rows;
}

QString TorusPanel::colourLegendLabel(const TorusGraph &g, TorusColouring colouring, int index)
{
    switch (colouring) {
    case TorusColouring::Node:
        return QStringLiteral("<tt>%1</tt>").arg(g.nodeLabel(index).toHtmlEscaped());
    case TorusColouring::Host:
        return tr("host %1").arg(index);
    case TorusColouring::Slice:
        return tr("slice %1").arg(index);
    case TorusColouring::Workload: {
        const SliceWorkload &slice = g.spec().sliceWorkloads[index];
        // Names and shapes only: nothing to translate.
        QString label = QStringLiteral("%1: %2 × %3").arg(slice.name, slice.topology).arg(slice.sliceCount()).toHtmlEscaped();
        if (const int missing = slice.sliceCount() - g.placedCopies(index); missing > 0)
            label += QLatin1Char(' ') + tr("(%n not placed: no room)", nullptr, missing).toHtmlEscaped();
        return label;
    }
    }
    return QString();
}

QStringList TorusPanel::linkLegendRows(const TorusGraph &g, const TorusDisplayOptions &options)
{
    QStringList rows;
    rows << QStringLiteral("<b>%1</b>").arg(tr("ICI links").toHtmlEscaped());
    const QString line = QStringLiteral("&#9473;&#9473;");
    for (int a = 0; a < g.dimensionCount(); ++a) {
        QString text = tr("%1 axis").arg(QLatin1Char(char('x' + a)));
        if (g.wraps(a))
            text += QLatin1String(", ") + tr("wraps around");
        rows << swatch(TorusScene::axisColour(a), line) + QLatin1Char(' ') + text.toHtmlEscaped();
    }
    if (g.linkCounts().optical > 0)
        rows << swatch(TorusScene::opticalColour(0), QStringLiteral("&#9476;&#9476;")) + QLatin1Char(' ')
                + tr("optical (OCS), dashed").toHtmlEscaped();
    if (g.wiring() == TorusWiring::Mesh)
        rows << tr("no wraparound links (mesh)").toHtmlEscaped();
    if (g.sliceCount() > 1 && !g.isBlockPool())
        rows << swatch(TorusScene::dcnColour(), QStringLiteral("&#9476;&#9476;")) + QLatin1Char(' ')
                + tr("DCN between slices (no ICI)").toHtmlEscaped();
    if (options.nodeBoundaries)
        rows << swatch(QColor(0x76, 0x80, 0x90), QStringLiteral("&#9633;")) + QLatin1Char(' ') + tr("node outline").toHtmlEscaped();
    rows << swatch(TorusScene::highlightColour(), QStringLiteral("&#9633;")) + QLatin1Char(' ')
            + tr("selected chip, its node and links").toHtmlEscaped();
    return rows;
}

void TorusPanel::updateSelection(int chip)
{
    if (!m_controller->graph()) {
        m_details->clear();
        return;
    }
    if (chip < 0) {
        m_details->setText(QStringLiteral("<i>%1</i>").arg(
            tr("Click a chip to see its node, host and links. Drag to rotate, right-drag to pan, wheel to zoom.").toHtmlEscaped()));
        return;
    }
    m_details->setText(m_controller->chipDescription(chip) + QStringLiteral("<br>") + m_controller->chipLinksDescription(chip));
}

QImage TorusPanel::renderImage()
{
    if (auto *view = qobject_cast<TorusView *>(m_view))
        return view->renderToImage();
    if (auto *view = qobject_cast<TorusPainterView *>(m_view))
        return view->renderToImage();
    return QImage();
}

bool TorusPanel::exportPng(const QString &path, QString *error)
{
    const QImage image = renderImage();
    if (image.isNull()) {
        if (error)
            *error = tr("There is nothing to export.");
        return false;
    }
    // Encoded in memory, then written whole or not at all (a full disk keeps the old file).
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    if (!writer.write(image)) {
        if (error)
            *error = writer.errorString();
        return false;
    }
    return FileWrite::replace(path, png, error);
}

void TorusPanel::chooseExportFile()
{
    const QString suggested = m_spec ? QStringLiteral("torus-%1-%2.png").arg(m_spec->tpuId, m_spec->topology.toString())
                                     : QStringLiteral("torus.png");
    const QString path = QFileDialog::getSaveFileName(this, tr("Export view as PNG"), suggested, tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportPng(path, &error))
        QMessageBox::warning(this, tr("Export failed"),
                             tr("The view could not be exported to %1.\n\n%2").arg(QDir::toNativeSeparators(path), error));
}

QWidget *TorusPanel::showFullScreenView()
{
    if (m_fullScreen) {
        m_fullScreen->raise();
        m_fullScreen->activateWindow();
        return m_fullScreen;
    }
    auto *window = new QWidget(nullptr, Qt::Window);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->setWindowTitle(titleText());
    auto *layout = new QVBoxLayout(window);
    layout->setContentsMargins(0, 0, 0, 0);
    QWidget *view = createViewWidget(m_openGl, window);
    if (auto *glView = qobject_cast<TorusView *>(view))
        glView->setTitle(titleText());
    else if (auto *painterView = qobject_cast<TorusPainterView *>(view))
        painterView->setTitle(titleText());
    // How to leave, said where the eye is (a bar that goes after a few seconds) and in the
    // window's status bar for when the presenter comes back.
    const QString leave = tr("Full screen: press Esc to leave it");
    auto *hint = new QLabel(leave, window);
    hint->setObjectName(QStringLiteral("fullScreenHint"));
    hint->setAlignment(Qt::AlignCenter);
    hint->setMargin(6);
    layout->addWidget(hint);
    QTimer::singleShot(5000, hint, &QWidget::hide);
    layout->addWidget(view, 1);
    Q_EMIT message(leave, 8000);
    for (const QKeySequence &key : {QKeySequence(Qt::Key_Escape), QKeySequence(Qt::Key_F11)}) {
        auto *shortcut = new QShortcut(key, window);
        connect(shortcut, &QShortcut::activated, window, &QWidget::close);
    }
    m_fullScreen = window;
    // Without a window manager (kiosk displays, Xvfb) the full-screen state alone does not resize.
    window->setGeometry(screen()->geometry());
    window->showFullScreen();
    view->setFocus();
    return window;
}

} // namespace tpuplan
