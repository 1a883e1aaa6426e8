"""What a lesson's step looks like on the table: a callout (a note in the table's look with the step's words and
the lesson's buttons) and a spotlight (a lit ring round each piece the step is about, and an arrow from the
callout to the first of them). Where the callout goes is `placing.py`'s; its arrow's shape is `arrows.py`'s.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QPen, QPolygonF
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ponzi_desktop.ui.formatting import no_lone_character
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.lesson.arrows import along, arrow_curve, arrow_head, arrow_target, holds
from ponzi_desktop.ui.look import BUTTON_STYLE

#: The callout's width at scale 1 (a 1280x720 window), and a small note's (who plays while the others play).
WIDTH, COMPACT_WIDTH = 360, 220
RING = QColor("#ffd54a")
#: The callout's other widths, against its usual one (`Callout.shapes`): wider and shorter, then narrower.
SHAPES = (1.0, 1.2, 1.4, 0.88, 1.65)


class Callout(QFrame):
    """The note a step shows: a counter, a title, the words, a line for a refusal, and the buttons (Back, Leave,
    and Next / Skip step / Play on). It asks; the coach decides."""

    back_requested = Signal()
    leave_requested = Signal()
    forward_requested = Signal()  # Next, Skip step or Play on: whichever the step shows

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("lesson_callout")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        self.scale = 1.0
        self._waiting = False
        self._back_allowed = False
        self._compact = False
        self._width: int | None = None  # the width `set_width` chose for the note showing (None: its usual)
        column = QVBoxLayout(self)
        self.counter = QLabel(self)
        self.title = QLabel(self)
        self.text = QLabel(self)
        self.title_words = self.words = ""  # the title and the words as written (the labels may join characters)
        self.refusal = QLabel(self)
        for label in (self.counter, self.title, self.text, self.refusal):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
            column.addWidget(label)
        self.refusal.hide()
        self.counter.setObjectName("counter")
        self.title.setObjectName("title")
        self.refusal.setObjectName("refusal")
        row = QHBoxLayout()
        self.back = QPushButton(self)
        self.leave = QPushButton(self)
        self.forward = QPushButton(self)
        self.forward.setProperty("role", "primary")
        row.addWidget(self.back)
        row.addWidget(self.leave)
        row.addStretch(1)
        row.addWidget(self.forward)
        column.addLayout(row)
        # a note narrower than its row of buttons (docked beside the table: `shapes(narrow=...)`) puts Next on a
        # row of its own, under Back and Leave lesson
        self._row, self._under = row, QHBoxLayout()
        self._under.addStretch(1)
        column.addLayout(self._under)
        self._stacked = False
        self.back.clicked.connect(self.back_requested)
        self.leave.clicked.connect(self.leave_requested)
        self.forward.clicked.connect(self.forward_requested)
        self._flash = QTimer(self)
        self._flash.setSingleShot(True)
        self._flash.timeout.connect(self.update)
        self.set_scale(1.0)
        self.retranslate()

    def retranslate(self) -> None:
        self.back.setText(self.tr("Back"))
        self.back.setToolTip(self.tr("The lesson's step before this one"))
        self.leave.setText(self.tr("Leave lesson"))
        self.leave.setToolTip(self.tr("Back to the start page"))

    def set_scale(self, scale: float) -> None:
        """Sizes for a table `scale` times as large as in a 1280x720 window."""
        self.scale = s = scale
        self._width = None  # its shapes are the new scale's

        def px(v: float) -> int:
            return max(1, round(v * s))

        self.setFixedWidth(px(WIDTH))  # `fit` widens it for buttons whose words need more
        m = px(16)
        self.layout().setContentsMargins(m, px(12), m, px(14))
        self.layout().setSpacing(px(6))
        ink, soft = look.INK.name(), look.INK_SOFT.name()
        self.setStyleSheet(BUTTON_STYLE + f"""
QLabel {{ color: {ink}; font-size: {max(12, px(14))}px; background: transparent; }}
QLabel#counter {{ color: {soft}; font-size: {max(11, px(12))}px; }}
QLabel#title {{ font-size: {max(13, px(17))}px; font-weight: bold; }}
QLabel#refusal {{ color: #8c1d13; font-weight: bold; }}
QPushButton {{ font-size: {max(12, px(13))}px; padding: {px(5)}px {px(12)}px; }}
QPushButton[role="primary"] {{ font-size: {max(12, px(13))}px; padding: {px(5)}px {px(14)}px; }}
""")
        self.fit()

    def _least_width(self) -> int:
        """As wide as its buttons' words need in the language shown, on one row."""
        layout = self.layout()
        m = layout.contentsMargins()
        buttons = [b for b in (self.back, self.leave, self.forward) if not b.isHidden()]
        row = sum(b.sizeHint().width() for b in buttons) + layout.spacing() * (len(buttons) + 1)
        return row + m.left() + m.right()

    def stacked_width(self) -> int:
        """As wide as its buttons' words need with Next on a row of its own (under Back and Leave lesson)."""
        layout = self.layout()
        m = layout.contentsMargins()
        rows = [[b for b in (self.back, self.leave) if not b.isHidden()],
                [b for b in (self.forward,) if not b.isHidden()]]
        widest = max(sum(b.sizeHint().width() for b in row) + layout.spacing() * (len(row) + 1) for row in rows)
        return widest + m.left() + m.right()

    def _stack(self, stacked: bool) -> None:
        """Next on a row of its own (`stacked`), or at the end of the buttons' row."""
        if stacked == self._stacked:
            return
        self._stacked = stacked
        (self._row if stacked else self._under).removeWidget(self.forward)
        (self._under if stacked else self._row).addWidget(self.forward)

    def _stacks_at(self, width: int) -> bool:
        """Whether at `width` its buttons take two rows (the one row does not fit, two do)."""
        return not self._compact and self.stacked_width() <= width < self._least_width()

    def _usual_width(self) -> int:
        """`WIDTH` wide (a small note's `COMPACT_WIDTH`), or as wide as its buttons' words need."""
        return max(round((COMPACT_WIDTH if self._compact else WIDTH) * self.scale), self._least_width())

    def height_for(self, width: int, reserve: str = "") -> int:
        """How high its words make it at `width` (wrapped labels: the layout's height for that width); with
        `reserve`, as high as a refusal of those words under its words would make it."""
        layout = self.layout()
        layout.activate()
        height = layout.totalHeightForWidth(width)
        height = height if height > 0 else layout.totalSizeHint().height()
        stacks = self._stacks_at(width)
        if stacks != self._stacked:  # measured for the other way of laying out its buttons: a row more or less
            row = self.forward.sizeHint().height() + layout.spacing()
            height += row if stacks else -row
        if reserve and self.refusal.isHidden():
            m = layout.contentsMargins()
            self.refusal.setText(reserve)  # hidden: only measured
            height += layout.spacing() + self.refusal.heightForWidth(width - m.left() - m.right())
            self.refusal.clear()
        return height

    def fit(self) -> None:
        """As wide as `set_width` made it for the note showing, else `WIDTH` (or as wide as its buttons' words
        need in the language shown); as high as its words need at that width."""
        width = self._width or self._usual_width()
        self._stack(self._stacks_at(width))
        width = max(width, self.stacked_width() if self._stacked else self._least_width())
        self.setFixedWidth(width)
        self.setFixedHeight(self.height_for(width))

    def set_width(self, width: int) -> None:
        """Another of its `shapes` for the note showing (kept while its words change: a refusal said under
        them makes it taller, not wider): `width` wide and as high as its words need then."""
        self._width = width if width != self._usual_width() else None
        self.fit()

    def shapes(self, reserve: str = "") -> list[QSize]:
        """The sizes it may take for the words showing, its usual one first: then wider and shorter, and narrower
        and taller (`place` tries them in turn); with `reserve`, each as high as a refusal of those words would
        make it (`height_for`). The same widths, in the same order, with or without `reserve`."""
        usual, least = self._usual_width(), self._least_width()
        widths: list[int] = []
        for factor in SHAPES:
            width = max(least, round(usual * factor))
            if width not in widths:
                widths.append(width)
        return [QSize(w, self.height_for(w, reserve)) for w in widths]

    def narrow_shape(self, width: int, reserve: str = "") -> QSize | None:
        """Its size `width` wide, narrower than its shapes (its buttons on two rows where one does not fit): a
        note docked in a narrow side of the window; None where its buttons do not fit even on two rows."""
        if self._compact or width < self.stacked_width():
            return None
        return QSize(width, self.height_for(width, reserve))

    def set_words(self, text: str) -> None:
        """The note's words, kept as written (`words`: what the coach reads and matches names and amounts in),
        and shown with no character left alone on a line (the title too: `title_words` as written)."""
        self.words = text
        self.text.setText(no_lone_character(text))

    def show_step(self, counter: str, title: str, text: str, forward: str, forward_tip: str, back: bool,
                  compact: bool = False) -> None:
        """`compact`: a small note of its title and counter and no buttons (who plays while the others play),
        its words in its tooltip."""
        self._compact = compact
        self._width = None  # a new note: its usual shape, until `set_width`
        self.counter.setText(counter)
        self.counter.setVisible(bool(counter))
        self.title.setText(no_lone_character(title))  # never "…ようこ" / "そ"
        self.set_words(text)
        self.title_words = title
        self.text.setVisible(not compact)
        self.setToolTip(text if compact else "")
        for button in (self.back, self.leave):
            button.setVisible(not compact)
        self.refusal.hide()
        self.refusal.clear()
        self.forward.setText(forward)
        self.forward.setToolTip(forward_tip)
        self.forward.setVisible(bool(forward))
        self.forward.setEnabled(not self._waiting)  # greyed while Skip step's line was read
        self._back_allowed = back
        self.back.setEnabled(back and not self._waiting)
        self.fit()

    def clear_refusal(self) -> None:
        if not self.refusal.isHidden():
            self.refusal.hide()
            self.refusal.clear()
            self.fit()

    def set_waiting(self, waiting: bool) -> None:
        """A dialog is open over the table: the buttons are greyed until it closes (the window's mouse is the
        dialog's meanwhile)."""
        if waiting == self._waiting:
            return
        self._waiting = waiting
        self.leave.setEnabled(not waiting)
        self.forward.setEnabled(not waiting)
        self.back.setEnabled(not waiting and self._back_allowed)

    def show_refusal(self, text: str) -> None:
        """A refused move, said under the step's words (and the callout's edge flashes)."""
        self.refusal.setText(text)
        self.refusal.show()
        self.fit()
        self._flash.start(900)
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(2, 2, -3, -3)
        for i in range(3):  # a soft shadow on the felt
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 40 - 12 * i))
            p.drawRoundedRect(r.translated(1, 2).adjusted(-i, -i, i, i), 10 + i, 10 + i)
        p.setBrush(look.paper_gradient(r))
        edge = look.DANGER if self._flash.isActive() else RING.darker(135)
        p.setPen(QPen(edge, 2.5 * self.scale))
        p.drawRoundedRect(r, 10, 10)


#: How far a lit ring stands off its piece (pixels at scale 1): rings of pieces closer than twice this merge.
RING_OFF = 6


def ring_paths(rings: Sequence[QRect], scale: float, inside: QRectF) -> tuple[QPainterPath, QPainterPath]:
    """The lit outline round `rings` (one outline round pieces that lie close together) and the pieces' own
    area, which nothing of the ring is painted over. A ring at the room's edge is kept inside it, drawn whole."""
    s = scale
    inside = inside.adjusted(3 * s, 3 * s, -3 * s, -3 * s)
    outline, pieces = QPainterPath(), QPainterPath()
    for ring in rings:
        around = QPainterPath()
        around.addRoundedRect(QRectF(ring).adjusted(-RING_OFF * s, -RING_OFF * s, RING_OFF * s, RING_OFF * s)
                              .intersected(inside), 10 * s, 10 * s)
        outline = outline.united(around)
        piece = QPainterPath()
        piece.addRect(QRectF(ring).adjusted(-1, -1, 1, 1))
        pieces = pieces.united(piece)
    return outline.simplified(), pieces


#: How far a ring's edge stops short of the table's words that no ring holds (pixels at scale 1): a neighbour's
#: label that begins inside a ring's margin sits in a break of the edge, not struck through by it.
WORDS_OFF = 4


class Spotlight(QWidget):
    """Rings round the step's pieces and an arrow from the callout to the first: painted over the table, never
    in the way of the mouse."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.rings: list[QRect] = []  # in this widget's coordinates
        self.callout: QRect | None = None
        self.clear: list[QRect] = []  # what the arrow keeps off where it can (`arrow_curve`)
        self.texts: list[QRect] = []  # the table's words, which no ring is painted over
        self.prefer: list[QRect] = []  # what the arrow keeps off as well where a way does (what the table values)
        self.scale = 1.0
        # what a frame draws, worked out once per marks and size (`_shapes`), not at each of the pulse's frames:
        # (the key it is for, the lit outline, the clip that keeps it off the pieces and words, the arrow's curve)
        self._shaped: tuple | None = None
        self._phase = 0.0
        self._pulse = QTimer(self)
        self._pulse.setInterval(60)
        self._pulse.timeout.connect(self._tick)

    def set_marks(self, rings: list[QRect], callout: QRect | None, scale: float, clear: Sequence[QRect] = (),
                  texts: Sequence[QRect] = (), prefer: Sequence[QRect] = ()) -> None:
        clear, texts, prefer = list(clear), list(texts), list(prefer)
        if rings == self.rings and callout == self.callout and scale == self.scale and clear == self.clear \
                and texts == self.texts and prefer == self.prefer:
            return
        self.rings, self.callout, self.scale, self.clear, self.texts = rings, callout, scale, clear, texts
        self.prefer = prefer
        if rings and not self._pulse.isActive():
            self._pulse.start()
        elif not rings:
            self._pulse.stop()
        self.update()

    def _tick(self) -> None:
        """The rings' glow pulses: only the rings are painted again (the table under them is not redrawn)."""
        self._phase = (self._phase + 0.06) % 1.0
        pad = round((RING_OFF + 6) * self.scale)
        for ring in self.rings:
            self.update(ring.adjusted(-pad, -pad, pad, pad))

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        if not self.rings:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        glow = 0.55 + 0.45 * math.sin(self._phase * 2 * math.pi)
        s = self.scale
        outline, clip, curve = self._shapes()
        p.setClipPath(clip)
        halo = QColor(RING)
        halo.setAlpha(round(70 * glow))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(halo, 7 * s))
        p.drawPath(outline)
        p.setPen(QPen(RING, 3 * s))
        p.drawPath(outline)
        p.setClipping(False)
        if curve is not None:
            self._arrow(p, curve)

    def _shapes(self) -> tuple[QPainterPath, QPainterPath, tuple[QPointF, QPointF, QPointF] | None]:
        """The lit outline, the clip it is drawn in and the arrow's curve, for the marks and size now."""
        key = (tuple(self.rings), self.callout, self.scale, tuple(self.clear), tuple(self.texts),
               tuple(self.prefer), self.size())
        if self._shaped is None or self._shaped[0] != key:
            s = self.scale
            outline, pieces = ring_paths(self.rings, s, QRectF(self.rect()))
            # drawn round the pieces, never over them: rings of pieces side by side merge into one outline, and
            # no ring crosses a piece's words (a card's "$143 due every 4" footer, the start player's star)
            clip = QPainterPath()
            clip.addRect(QRectF(self.rect()))
            pieces.setFillRule(Qt.FillRule.WindingFill)  # a word's box over a piece's adds to it, not cancels
            for text in self.texts:  # a neighbour's words beside a lit piece ("Grain", "7 left"): well clear
                m = 1 if any(holds(ring, text) for ring in self.rings) else WORDS_OFF * s
                pieces.addRect(QRectF(text).adjusted(-m, -m, m, m))
            curve = None
            if self.callout is not None and self.rings:  # from the callout's edge to the first piece's
                # off the table's words but its piece's own where a way keeps off them: its head on a
                # neighbour's count ("15 left" under the pile it means) reads as pointing there
                words = [QRectF(t) for t in self.texts if not holds(self.rings[0], t)]
                curve = arrow_curve(QRectF(self.callout), arrow_target(self.rings[0], s), s,
                                    [QRectF(k) for k in self.clear], [QRectF(k) for k in self.prefer], words)
            self._shaped = key, outline, clip.subtracted(pieces.simplified()), curve
        return self._shaped[1], self._shaped[2], self._shaped[3]

    def ring_edge(self) -> QPainterPath:
        """Where the rings' edge is painted now (its pen's width, kept off the pieces and the words): empty
        without a ring."""
        if not self.rings:
            return QPainterPath()
        outline, clip, _curve = self._shapes()
        stroker = QPainterPathStroker()
        stroker.setWidth(3 * self.scale)  # `paintEvent`'s pen
        return stroker.createStroke(outline).intersected(clip)

    def arrow(self) -> tuple[QPointF, QPointF, QPointF] | None:
        """The arrow painted now (its start, its bend, its tip), None without one."""
        if not self.rings or self.callout is None:
            return None
        return self._shapes()[2]

    def arrow_points(self) -> list[QPointF]:
        """Points along the arrow painted now, its head too (none without an arrow): what it runs over."""
        curve = self.arrow()
        return along(curve, self.scale) if curve is not None else []

    def _arrow(self, p: QPainter, curve: tuple[QPointF, QPointF, QPointF]) -> None:
        """Along `curve`, from the callout's edge to the target's nearest edge, with a head at the target."""
        s = self.scale
        start, bend, end = curve
        path = QPainterPath(start)
        path.quadTo(bend, end)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(0, 0, 0, 90), 6 * s, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawPath(path.translated(1, 2))
        p.setPen(QPen(RING, 4 * s, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawPath(path)
        head = QPolygonF(arrow_head(bend, end, s))
        p.setPen(QPen(RING.darker(150), 1.5 * s))
        p.setBrush(RING)
        p.drawPolygon(head)
