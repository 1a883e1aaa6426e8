"""The replay's timeline: a track over every action of the game with a tick per marked moment, coloured by its
kind, and a knob at the position shown; the legend of the kinds; the bar's small painted icons.

The track is painted in the table's look (brass on dark wood), not a stock slider. Dragging or clicking it asks
for a position (`position_requested`, at most once per event-loop turn while dragging: a long game's positions
are rebuilt no faster than the table can show them); a tick within a few pixels of the mouse draws it, so that
a click on a tick lands on its moment. The tooltip names that position as the bar does ("Action 688 of 1,471":
the game after 688 actions, a mark's action being the one that made it) and each moment there, one to a
line, naming the players where the events say who.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QIcon, QMouseEvent, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QToolTip, QWidget

from ponzi_desktop.ui.formatting import number
from ponzi_desktop.ui.replay.marks import ReplayMarks
from ponzi_desktop.ui.replay.session import Mark

TRACK = QColor("#4e3c2a")
TRACK_EDGE = QColor("#b08d57")
PLAYED = QColor("#c8962e")
KNOB = QColor("#f2c14e")


class Timeline(QWidget):
    """The track: 0 to `length` actions, ticks at the marks, the knob at `position`."""

    position_requested = Signal(int)
    drag_started = Signal()

    def __init__(self, length: int, marks: Sequence[Mark], spec: ReplayMarks, names: Sequence[str] = (),
                 parent: QWidget | None = None) -> None:
        """`names`: the seats' names as the screen shows them (the tooltip names who a moment concerns)."""
        super().__init__(parent)
        self.setObjectName("replay_timeline")
        self.length = length
        self.marks = list(marks)
        self.spec = spec
        self.names = list(names)
        self.position = 0
        self.scale = 1.0
        self._pending: int | None = None
        self._dragging = False
        self._send = QTimer(self)  # a drag asks for the newest position once the last one is shown
        self._send.setSingleShot(True)
        self._send.timeout.connect(self._send_pending)
        self.setMouseTracking(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the page's keys move it (Left, Right, Home, End)
        self.set_scale(1.0)

    def set_scale(self, scale: float) -> None:
        self.scale = scale
        self.setFixedHeight(round(18 * scale))
        self.update()

    def set_position(self, position: int) -> None:
        if position != self.position:
            self.position = position
            self.update()

    # ---- geometry ------------------------------------------------------------------------------------
    def _track(self) -> QRectF:
        pad = 9 * self.scale
        h = 6 * self.scale
        return QRectF(pad, (self.height() - h) / 2, max(1.0, self.width() - 2 * pad), h)

    def x_of(self, position: int) -> float:
        track = self._track()
        return track.left() + track.width() * (position / self.length if self.length else 0)

    def position_at(self, x: float) -> int:
        track = self._track()
        if not self.length:
            return 0
        return max(0, min(self.length, round((x - track.left()) / track.width() * self.length)))

    def _reach(self) -> float:
        """How near (in pixels) a tick draws the mouse."""
        return 4 * self.scale

    def target_at(self, x: float) -> int:
        """The position a click at `x` asks for: the nearest tick's within reach, else the one under `x`."""
        best = min(self.marks, key=lambda m: abs(self.x_of(m.position) - x), default=None)
        if best is not None and abs(self.x_of(best.position) - x) <= self._reach():
            return best.position
        return self.position_at(x)

    # ---- painting ------------------------------------------------------------------------------------
    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        track = self._track()
        radius = track.height() / 2
        p.setPen(QPen(TRACK_EDGE, 1))
        p.setBrush(TRACK)
        p.drawRoundedRect(track, radius, radius)
        played = QRectF(track.left(), track.top(), self.x_of(self.position) - track.left(), track.height())
        if played.width() > 0:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(PLAYED)
            p.drawRoundedRect(played, radius, radius)
        # ticks: the most telling kind of each mark; the less telling drawn first, so the telling ones are on top
        order = {k.id: i for i, k in enumerate(self.spec.kinds)}
        top, bottom = 1.0, self.height() - 1.0
        for mark in sorted(self.marks, key=lambda m: -order.get(m.kinds[0], 0)):
            kind = self.spec.kind(mark.kinds[0])
            if kind is None:
                continue
            x = self.x_of(mark.position)
            p.setPen(QPen(QColor(kind.colour), max(1.5, 2 * self.scale)))
            p.drawLine(QPointF(x, top), QPointF(x, bottom))
        x = self.x_of(self.position)
        r = 7 * self.scale
        p.setPen(QPen(QColor("#2b1a0e"), 1.5))
        p.setBrush(KNOB)
        p.drawEllipse(QPointF(x, self.height() / 2), r, r)
        if self.hasFocus():
            p.setPen(QPen(KNOB, 1, Qt.PenStyle.DotLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(self.rect().adjusted(0, 0, -1, -1))

    # ---- the mouse -----------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if event.button() == Qt.MouseButton.LeftButton:
            self._dragging = True
            self.drag_started.emit()
            self._ask(self.target_at(event.position().x()))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        x = event.position().x()
        if self._dragging:
            self._ask(self.target_at(x))
        QToolTip.showText(event.globalPosition().toPoint(), self.tip_at(self.target_at(x)), self)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if self._dragging:
            self._dragging = False
            self._ask(self.target_at(event.position().x()))
            self._send_pending()

    def _ask(self, position: int) -> None:
        self._pending = position
        self.set_position(position)  # the knob follows the mouse at once; the table when it can
        if not self._send.isActive():
            self._send.start(0)

    def _send_pending(self) -> None:
        self._send.stop()
        position, self._pending = self._pending, None
        if position is not None:
            self.position_requested.emit(position)

    def tip_at(self, position: int) -> str:
        """The tooltip over `position` (drawn to a tick within reach, as a click is): the position as the bar
        says it, then each moment there on a line of its own, then those of the ticks close by, with theirs."""
        position = self.target_at(self.x_of(position))
        if position == 0:
            lines = [self.tr("Before the first action")]
        else:
            lines = [self.tr("Action %1 of %2").replace("%1", number(position)).replace("%2", number(self.length))]
        x = self.x_of(position)
        near = sorted((m for m in self.marks if abs(self.x_of(m.position) - x) <= 2 * self._reach()),
                      key=lambda m: (m.position != position, abs(m.position - position)))
        for mark in near:
            for sentence in self.sentences(mark):
                if mark.position != position:
                    sentence = self.tr("Action %1: %2").replace("%1", number(mark.position)).replace("%2", sentence)
                lines.append(sentence)
                if len(lines) >= 7:
                    return "\n".join(lines)
        return "\n".join(lines)

    def sentences(self, mark: Mark) -> list[str]:
        """A mark's moments in words, most telling first, each naming the players it concerns."""
        out = []
        for index, kind_id in enumerate(mark.kinds):
            kind = self.spec.kind(kind_id)
            if kind is not None:
                names = [self.names[s] for s in mark.seats_of(index) if 0 <= s < len(self.names)]
                out.append(kind.tip_text(names))
        return out


class Legend(QWidget):
    """The kinds of marks this game has: a dot of its colour and its name, the sentence in the tooltip."""

    def __init__(self, spec: ReplayMarks, found: set[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replay_legend")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(12)
        self.entries: list[tuple[QLabel, QLabel]] = []
        for kind in spec.kinds:
            if kind.id not in found:
                continue
            dot = QLabel(self)
            dot.setObjectName("legend_dot")
            name = QLabel(kind.text(), self)
            name.setTextFormat(Qt.TextFormat.PlainText)
            for w in (dot, name):
                w.setToolTip(kind.tip_text())
            dot.setStyleSheet(f"background: {kind.colour}; border-radius: 5px; border: 1px solid #f4efe1;")
            row = QHBoxLayout()
            row.setSpacing(4)
            row.addWidget(dot)
            row.addWidget(name)
            layout.addLayout(row)
            self.entries.append((dot, name))

    def set_scale(self, scale: float) -> None:
        side = max(8, round(10 * scale))
        for dot, _name in self.entries:
            dot.setFixedSize(side, side)
            dot.setStyleSheet(dot.styleSheet().split("border-radius")[0] + f"border-radius: {side // 2}px; "
                              "border: 1px solid #f4efe1;")


def bar_icon(kind: str, px: int, colour: str = "#2b2118") -> QIcon:
    """A small icon drawn for the bar: "play", "pause", "back", "forward", "previous_mark", "next_mark"."""
    ratio = 2.0
    pixmap = QPixmap(QSize(round(px * ratio), round(px * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(colour))
    s = px

    def triangle(x0: float, x1: float) -> None:  # pointing right from x0 to x1 (left when x1 < x0)
        path = QPainterPath()
        path.moveTo(x0, s * 0.2)
        path.lineTo(x1, s * 0.5)
        path.lineTo(x0, s * 0.8)
        path.closeSubpath()
        p.drawPath(path)

    if kind == "play":
        triangle(s * 0.28, s * 0.82)
    elif kind == "pause":
        p.drawRect(QRectF(s * 0.26, s * 0.2, s * 0.16, s * 0.6))
        p.drawRect(QRectF(s * 0.58, s * 0.2, s * 0.16, s * 0.6))
    elif kind == "forward":
        triangle(s * 0.22, s * 0.66)
        p.drawRect(QRectF(s * 0.68, s * 0.2, s * 0.1, s * 0.6))
    elif kind == "back":
        triangle(s * 0.78, s * 0.34)
        p.drawRect(QRectF(s * 0.22, s * 0.2, s * 0.1, s * 0.6))
    elif kind in ("next_mark", "previous_mark"):
        right = kind == "next_mark"
        triangle(s * 0.14, s * 0.5) if right else triangle(s * 0.86, s * 0.5)
        flag = QPainterPath()  # a flag: the mark
        x = s * 0.62 if right else s * 0.26
        flag.addRect(QRectF(x, s * 0.15, s * 0.07, s * 0.7))
        flag.moveTo(x + s * 0.07, s * 0.15)
        flag.lineTo(x + s * 0.3, s * 0.27)
        flag.lineTo(x + s * 0.07, s * 0.39)
        p.drawPath(flag)
    p.end()
    return QIcon(pixmap)


def bold(font: QFont) -> QFont:
    f = QFont(font)
    f.setBold(True)
    return f
