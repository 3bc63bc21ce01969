// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/torus/TorusGraph.h"

#include <QPointer>
#include <QWidget>

#include <memory>
#include <optional>

class QAction;
class QComboBox;
class QLabel;
class QScrollArea;
class QSpinBox;
class QStackedLayout;
class QToolBar;
class QToolButton;

namespace tpuplan {

class Catalog;
struct Plan;
class TorusController;
enum class TorusColouring;
struct TorusDisplayOptions;

/// The torus visualizer as one self-contained widget: toolbar (colouring, link toggles, ragged
/// wraparound, node outlines, twist, 3D or plane view, reset, PNG export, full screen), a caption
/// saying what the slice is and why it is wired so, the view (OpenGL, or the QPainter fallback
/// when OpenGL is unavailable or the platform is offscreen), a legend and the selected chip's
/// details. The planner window embeds it and calls showPool() whenever the selected pool or its
/// topology changes.
class TorusPanel : public QWidget
{
    Q_OBJECT
public:
    enum class Renderer { Automatic, OpenGL, Painter };

    explicit TorusPanel(QWidget *parent = nullptr, Renderer renderer = Renderer::Automatic);
    ~TorusPanel() override;

    /// Shows pool `poolIndex` of `plan`; explains in the caption when it cannot be drawn.
    void showPool(const Plan &plan, int poolIndex, const Catalog &catalog);
    /// Shows a slice described directly (demo, benchmark, tests). False when it cannot be drawn.
    bool showSpec(const TorusSpec &spec);
    /// Shows no slice, only `message`.
    void clear(const QString &message);

    TorusController *controller() const { return m_controller; }
    const TorusGraph *graph() const;
    /// The widget that draws (a TorusView or a TorusPainterView).
    QWidget *view() const { return m_view; }
    bool usesOpenGL() const;
    /// The caption text shown above the view (plain text).
    QString caption() const;

    /// The picture as shown, for export and tests.
    QImage renderImage();
    bool exportPng(const QString &path, QString *error = nullptr);
    /// Opens a full-screen window with its own view of the same scene (Esc closes it).
    QWidget *showFullScreenView();

    /// True when an OpenGL 3.3 (or ES 3.0) context can be created on this platform; false on the
    /// offscreen platform or when TPUPLAN_TORUS_RENDERER=painter.
    static bool openGlUsable();

Q_SIGNALS:
    /// A chip was selected in the view (-1 when the selection was cleared).
    void chipSelected(int chip);
    /// Something the window's status bar should say (e.g. how to leave full screen).
    void message(const QString &text, int timeout);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    /// OpenGL or the QPainter fallback, as the renderer asked for at construction allows.
    bool rendererUsesOpenGl() const;
    void buildToolbars();
    /// The legend, the selected chip's details and the OpenGL fallback note, beside the view.
    QScrollArea *buildSidePanel();
    void retranslate();
    /// Colouring, link toggles, ragged wraparound, node outlines and twist.
    void buildDisplayBar();
    /// 3D or plane view, reset, PNG export and full screen.
    void buildViewBar();
    /// The view bar's buttons with their words where they fit, as icons (with tooltips) where
    /// they do not: never hidden behind the tool bar's "»".
    void fitViewBar();
    void createView(bool openGl);
    QWidget *createViewWidget(bool openGl, QWidget *parent);
    void fallBackToPainter(const QString &reason);
    void updateCaption();
    void updateLegend();
    /// The legend's part for the colouring: a heading, a swatch per colour (the first few), the rest summarised.
    static QStringList colourLegendRows(const TorusGraph &g, TorusColouring colouring);
    /// What colour `index` stands for (a node, host tray, slice or workload), as rich text.
    static QString colourLegendLabel(const TorusGraph &g, TorusColouring colouring, int index);
    /// The legend's part for the links: one line per axis, then the optical, DCN and outline marks shown.
    static QStringList linkLegendRows(const TorusGraph &g, const TorusDisplayOptions &options);
    void updateSelection(int chip);
    void updateControls();
    void chooseExportFile();
    QString titleText() const;

    TorusController *m_controller = nullptr;
    std::optional<TorusSpec> m_spec;
    Renderer m_renderer;
    bool m_openGl = false;
    bool m_userChoseBoundaries = false;

    QToolBar *m_displayBar = nullptr;
    QToolBar *m_viewBar = nullptr;
    QComboBox *m_colouring = nullptr;
    QAction *m_axisActions[3] = {};
    QAction *m_wrapAction = nullptr;
    QAction *m_opticalAction = nullptr;
    QAction *m_raggedAction = nullptr;
    QAction *m_boundariesAction = nullptr;
    QAction *m_twistedAction = nullptr;
    QAction *m_resetAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_fullScreenAction = nullptr;
    QLabel *m_colourLabel = nullptr;
    QToolButton *m_linksButton = nullptr;
    QLabel *m_viewLabel = nullptr;
    QLabel *m_planeLabel = nullptr;
    bool m_showsDefaultMessage = false;
    QComboBox *m_viewMode = nullptr;
    QSpinBox *m_plane = nullptr;
    QAction *m_planeLabelAction = nullptr;
    QAction *m_planeAction = nullptr;
    QLabel *m_caption = nullptr;
    QLabel *m_legend = nullptr;
    QLabel *m_details = nullptr;
    QLabel *m_fallbackNote = nullptr;
    QStackedLayout *m_viewStack = nullptr;
    QWidget *m_view = nullptr;
    QPointer<QWidget> m_fullScreen;
};

} // namespace tpuplan
