"""The view every table is shown in: the whole scene scaled to fit, on a felt that fills any spare room, with
the mouse handed to the drag controller and Esc to the table."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QRadialGradient,
    QResizeEvent,
    QTransform,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.dragging import DragController
from ponzi_desktop.ui.kit.scene import TableScene

#: The smallest scale a table is shown at: its smallest text (`look.MIN_TEXT` units) at `look.MIN_TEXT_PX`.
LEGIBLE_SCALE = look.MIN_TEXT_PX / look.MIN_TEXT


class TableView(QGraphicsView):
    """Shows the whole scene scaled to fit (aspect kept) on a felt that fills any spare room."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.controller: DragController | None = None
        self.escape: Callable[[], None] | None = None
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        # a click gives it the keyboard (Esc lets go of a half-made move); Tab passes it by: no piece on it takes
        # keys, and a stop that shows nothing had Tab users lost between the panel's buttons
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(320, 180)

    def fit(self) -> None:
        """The whole scene, as large as the viewport allows (Qt's `fitInView` keeps a margin of a few pixels
        on every side, which costs the table's smallest text a tenth of a pixel in a small window)."""
        room = self.viewport().rect()
        if room.isEmpty():
            return
        self.scene().suit_view(room.width(), room.height())  # its layout first (it may follow the view's shape)
        rect = self.sceneRect()
        if rect.isEmpty():
            return
        scale = min(room.width() / rect.width(), room.height() / rect.height())
        self.setTransform(QTransform.fromScale(scale, scale))
        self.centerOn(rect.center())

    def legible_width(self) -> int:
        """The narrowest this view may be for the table's smallest text to stay legible: the width at which
        the scene's full layout is shown at `LEGIBLE_SCALE` (the window gives the table this much before the
        log and the panels beside it get anything; a scene that narrows for a taller view only gains by it)."""
        return math.ceil(self.scene().full_size[0] * LEGIBLE_SCALE - 1e-6)

    def legible_height(self) -> int:
        """The lowest this view may be for the table's smallest text to stay legible (as `legible_width`)."""
        return math.ceil(self.scene().full_size[1] * LEGIBLE_SCALE - 1e-6)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self.fit()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802 - Qt override
        scene = self.sceneRect()
        grad = QRadialGradient(scene.center(), scene.width() * 0.75)
        grad.setColorAt(0.0, look.FELT.lighter(112))
        grad.setColorAt(0.7, look.FELT)
        grad.setColorAt(1.0, look.FELT_DARK)
        painter.fillRect(rect, QBrush(grad))
        weave = QBrush(QColor(255, 255, 255, 10), Qt.BrushStyle.Dense6Pattern)  # the felt's weave
        painter.fillRect(rect, weave)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if event.button() == Qt.MouseButton.LeftButton and self.controller is not None:
            self.controller.press(event.position())
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if self.controller is not None and self.controller.payload is not None:
            self.controller.move(event.position())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if event.button() == Qt.MouseButton.LeftButton and self.controller is not None:
            self.controller.release(event.position())
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.key() == Qt.Key.Key_Escape and self.escape is not None:
            self.escape()
            event.accept()
            return
        super().keyPressEvent(event)


