"""Dialogs in the table's look: a wooden frame around felt, a title, themed buttons, big answer buttons and a
question before a move, for any game (a dialog that asks for an amount is `kit.amount_dialog`'s).

Every surface is painted or styled here, so no native frame, stock icon or default grey shows; sizes follow
the window the way the action panel's do, so at 1920x1080 a dialog reads like the board.
Names are user input: the dialogs show them as plain text, isolated (`formatting.isolate`) inside a sentence.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QRectF, QSize, Qt, QTextBoundaryFinder
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QKeyEvent,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ponzi_desktop.ui.formatting import mnemonic_safe, no_lone_character, window_title
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.pieces import draw_text
from ponzi_desktop.ui.look import painted_once

# The felt under the words is kept dark enough that cream text reads on it at 4.5:1 even where it is lit.
FELT_LIT = look.FELT.lighter(108)
TEXT = look.TEXT_ON_FELT
SOFT = look.soft_ink_on(FELT_LIT)
ERROR = QColor("#ffc9bd")  # a warm pink: 4.5:1 on the lit felt, and no red-on-green
TITLE = QColor("#f7d070")  # the table's gold, a shade lighter to read at 4.5:1 on the lit felt
FRAME_PX = 10


def dialog_scale(parent: QWidget | None) -> float:
    """How much larger than over a 1280x720 window a dialog over `parent`'s window is drawn (1 to 2)."""
    if parent is None:
        return 1.0
    window = parent.window()
    return max(1.0, min(2.0, window.width() / 1280, window.height() / 720))


def _style(s: float) -> str:
    """The dialogs' style sheet at scale `s` (pixel sizes, so the scale is exact in every language)."""
    def px(v: float) -> int:
        return max(1, round(v * s))

    return f"""
QLabel {{ color: {TEXT.name()}; font-size: {px(14)}px; background: transparent; }}
QLabel[role="title"] {{ color: {TITLE.name()}; font-size: {px(21)}px; font-weight: bold; }}
QLabel[role="soft"] {{ color: {SOFT.name()}; font-size: {px(13)}px; }}
QLabel[role="error"] {{ color: {ERROR.name()}; font-weight: bold; }}
QLabel[role="strong"] {{ font-weight: bold; font-size: {px(15)}px; }}
QLabel[role="note"] {{ color: #2b2118; background: #fbf5e6; border: {px(2)}px solid #ffd54a;
  border-radius: {px(8)}px; padding: {px(6)}px {px(10)}px; font-size: {px(14)}px; }}
QPushButton {{ color: #2b2118; font-size: {px(14)}px; font-weight: 600; padding: {px(6)}px {px(16)}px;
  border-radius: {px(7)}px; border: 1px solid #b08d57;
  background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fffaf0, stop:1 #e9dcbc); }}
QPushButton:hover {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fffdf6, stop:1 #f3e6c6); }}
QPushButton:pressed {{ background: #e2cfa4; }}
QPushButton:focus {{ border: 2px solid {look.GOLD.name()}; outline: none; }}
QPushButton:disabled {{ color: #d8ccb4; background: #4a3a2a; border-color: #6b5640; }}
QPushButton[role="primary"] {{ border: 1px solid #7a5518;
  background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #f9da8a, stop:1 #dba93f); }}
QPushButton[role="primary"]:hover {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fce6a8,
  stop:1 #e6b852); }}
QPushButton[role="primary"]:focus {{ border: 2px solid #fffaf0; outline: none; }}
QPushButton[role="primary"]:disabled {{ color: #d8ccb4; background: #5c4a30; border-color: #6b5640; }}
QPushButton[role="chip"] {{ font-size: {px(13)}px; font-weight: 500; padding: {px(3)}px {px(10)}px;
  border-radius: {px(11)}px; }}
QPushButton[role="chip"]:checked {{ border: 2px solid #7a5518;
  background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #f9da8a, stop:1 #dba93f); }}
QPushButton[role="chip"]:checked:focus {{ border: 2px solid #fffaf0; outline: none; }}
QLineEdit {{ color: #2b2118; background: #fffaf0; border: 2px solid #b08d57; border-radius: {px(8)}px;
  font-size: {px(26)}px; font-weight: bold; padding: {px(2)}px {px(8)}px;
  selection-background-color: {look.GOLD.name()}; selection-color: #2b2118; }}
QLineEdit:focus {{ border: 2px solid {look.GOLD.name()}; }}
QLineEdit[invalid="true"] {{ border: 2px solid {look.DANGER.name()}; background: #fff1ec; }}
QToolTip {{ color: #2b2118; background: #fbf5e6; border: 1px solid #b08d57; font-size: {px(13)}px; }}
"""


class TableDialog(QDialog):
    """A dialog in the table's look: felt in a wooden frame, a gold title, cream and gold buttons.

    Put the words in `column` (with `label`), a picture beside them with `set_picture`, and the buttons with
    `add_button` (the first primary one is the default: Enter presses it). Esc cancels, as in every dialog.
    """

    def __init__(self, title: str, parent: QWidget | None = None, scale: float | None = None) -> None:
        super().__init__(parent)
        self.scale = dialog_scale(parent) if scale is None else scale
        self.setWindowTitle(window_title(title))
        self.setStyleSheet(_style(self.scale))
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        m = self.px(FRAME_PX + 16)
        self.outer = outer = QVBoxLayout(self)
        outer.setContentsMargins(m, self.px(FRAME_PX + 12), m, self.px(FRAME_PX + 14))
        outer.setSpacing(self.px(12))
        self.title_label = QLabel(title, self)
        self.title_label.setObjectName("dialog_title")
        self.title_label.setTextFormat(Qt.TextFormat.PlainText)
        self.title_label.setProperty("role", "title")
        self.title_label.setWordWrap(True)
        outer.addWidget(self.title_label)
        self.body = QHBoxLayout()
        self.body.setSpacing(self.px(20))
        self.column_box = QWidget(self)  # a widget, not a bare layout: its width is what its words wrap in
        self.column = QVBoxLayout(self.column_box)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.setSpacing(self.px(8))
        self.body.addWidget(self.column_box, 1)
        outer.addLayout(self.body, 1)
        self.button_row = QHBoxLayout()
        self.button_row.setSpacing(self.px(10))
        self.button_row.addStretch(1)
        outer.addLayout(self.button_row)

    def px(self, v: float) -> int:
        """`v` pixels of a 1280x720 window at this dialog's scale."""
        return max(1, round(v * self.scale))

    def set_title(self, title: str) -> None:
        self.setWindowTitle(window_title(title))
        self.title_label.setText(title)

    def show_note(self, text: str) -> None:
        """A note on paper under the title (a lesson's step, said where the player is looking); empty: none."""
        note = getattr(self, "_note", None)
        if note is None:
            note = self._note = QLabel(self)
            note.setObjectName("dialog_note")
            note.setTextFormat(Qt.TextFormat.PlainText)
            note.setWordWrap(True)
            note.setProperty("role", "note")
            self.outer.insertWidget(1, note)
        note.setText(text)
        note.setVisible(bool(text))
        if self.isVisible():
            self._fit()

    def add_row(self, layout: QHBoxLayout | QVBoxLayout) -> None:
        """A row across the whole dialog, under the picture and the words (big answer buttons, say)."""
        self.outer.insertLayout(self.outer.count() - 1, layout)

    def set_column_width(self, width: float) -> None:
        """The width of the words beside the picture (pixels of a 1280x720 window): they wrap in it; it may
        grow by a third for a row that cannot wrap (the amount and its chips)."""
        self.column_box.setMinimumWidth(self.px(width))
        self.column_box.setMaximumWidth(self.px(width * 4 / 3))

    def set_picture(self, picture: QWidget) -> None:
        """A picture to the left of the words (the game's own painting of what is asked)."""
        self.body.insertWidget(0, picture, 0, Qt.AlignmentFlag.AlignVCenter)

    def label(self, text: str, role: str = "", rich: bool = False) -> QLabel:
        """A wrapped label in the column's look; `role`: "" (text), "soft", "strong" or "error". Plain text
        unless `rich` (then every name in it must have been escaped). Its last line is never one character alone
        (`no_lone_character`)."""
        lab = QLabel(no_lone_character(text), self.column_box)
        lab.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
        lab.setWordWrap(True)
        if role:
            lab.setProperty("role", role)
        return lab

    def add_button(self, text: str, primary: bool = False) -> QPushButton:
        button = QPushButton(text, self)
        button.setAutoDefault(True)
        if primary:
            button.setProperty("role", "primary")
            if not any(b.isDefault() for b in self.findChildren(QPushButton)):
                button.setDefault(True)
        button.setMinimumHeight(self.px(34))
        self.button_row.addWidget(button)
        return button

    # Qt sizes a window by its layout's size hints, which guess the height of wrapped words: a long name or
    # Spanish would be cut off at the bottom of a label. The dialog asks its layout for the height the words
    # need at its width instead, and never gets shorter than that.
    def _height_for(self, width: int) -> int:
        layout = self.layout()
        return layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else 0

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        hint = super().sizeHint()
        return QSize(hint.width(), max(hint.height(), self._height_for(hint.width())))

    def _fit(self) -> None:
        need = self._height_for(self.width())
        if not self.isWindow():  # laid on the table (`on_table.OnTable`): the table sizes it
            if need and self.minimumHeight() != need:
                self.setMinimumHeight(need)
            return
        # A window has a fixed size, grown to what its words need and never shrunk: a window manager draws a
        # resizable window's resize handle under its bottom edge (openbox: a thin strip, like an empty
        # horizontal scroll bar, under the wooden frame), and a dialog as big as its content needs none.
        size = QSize(max(self.width(), self.sizeHint().width()), max(self.height(), need))
        if self.minimumSize() != size or self.maximumSize() != size:
            self.setFixedSize(size)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.resize(self.sizeHint().expandedTo(self.size()) if not self.isVisible() else self.size())
        self._fit()
        super().showEvent(event)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_frame_and_felt(p, QRectF(self.rect()), self.px(FRAME_PX))


def paint_frame_and_felt(p: QPainter, rect: QRectF, frame: float) -> None:
    """Felt with a soft light in its middle inside a wooden frame `frame` wide (grain seeded: no flicker), painted
    once per size (`painted_once`): the grain is a few hundred antialiased lines, some 70 ms a paint, and a dialog
    is painted again whenever anything over it or in it changes."""
    painted_once(p, rect, f"dialog-felt/{frame}", lambda q, r: _paint_frame_and_felt(q, r, frame))


def _paint_frame_and_felt(p: QPainter, rect: QRectF, frame: float) -> None:
    wood = QLinearGradient(rect.topLeft(), rect.bottomRight())
    wood.setColorAt(0.0, look.WOOD.lighter(118))
    wood.setColorAt(1.0, look.WOOD_DARK)
    p.fillRect(rect, wood)
    rng = random.Random(7)
    for i in range(int(rect.height() / 3)):  # the grain: thin dark lines of uneven strength
        y = rect.top() + i * 3 + rng.uniform(0, 2)
        p.setPen(QPen(QColor(40, 20, 8, rng.randrange(15, 55)), rng.uniform(0.5, 1.2)))
        p.drawLine(rect.left(), y, rect.right(), y + rng.uniform(-2, 2))
    inner = rect.adjusted(frame, frame, -frame, -frame)
    paint_felt(p, inner)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor(0, 0, 0, 110), 2))
    p.drawRoundedRect(inner.adjusted(1, 1, -1, -1), 4, 4)
    p.setPen(QPen(QColor(255, 240, 200, 60), 1))
    p.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5))


def paint_felt(p: QPainter, rect: QRectF) -> None:
    """The dialogs' felt (also under a game's side panels): lit in the middle, never lighter than `FELT_LIT`,
    so the dialogs' inks keep their contrast everywhere on it."""
    glow = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
    glow.setColorAt(0.0, FELT_LIT)
    glow.setColorAt(1.0, look.FELT_DARK)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(glow)
    p.drawRoundedRect(rect, 4, 4)


def unbreakable(text: str) -> list[str]:
    """The pieces of `text` a line may not break inside (words; in Japanese or Chinese, about a character)."""
    finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Line, text)
    pieces, start = [], 0
    while (end := finder.toNextBoundary()) != -1:
        if end > start:
            pieces.append(text[start:end].strip())
        start = end
    return [piece for piece in pieces if piece]


class QuestionDialog(TableDialog):
    """A question asked before a move, in the table's look: what the move means, and two answers. The one
    that goes ahead (`yes`) is primary and Enter presses it; `no` and Esc decline."""

    def __init__(self, title: str, text: str, yes: str, no: str, parent: QWidget | None = None,
                 scale: float | None = None) -> None:
        super().__init__(title, parent, scale)
        self.text_label = self.label(text)
        self.column.addWidget(self.text_label)
        self.set_column_width(360)
        self.no_button = self.add_button(no)
        self.no_button.clicked.connect(self.reject)
        self.yes_button = self.add_button(yes, primary=True)
        self.yes_button.clicked.connect(self.accept)
        self.yes_button.setFocus()


class ChoiceButton(QPushButton):
    """A big answer button: a title ("Sold!") over a line of what it does. `text()` holds both (the title,
    a line break, the detail); `set_lit` rings it in the hint's green when a hint suggests it."""

    def __init__(self, title: str, detail: str, parent: QWidget | None = None, scale: float = 1.0) -> None:
        # the detail may hold a name: an "&" in it is no shortcut (the button paints both texts itself)
        super().__init__(f"{title}\n{mnemonic_safe(detail)}", parent)
        self.title, self.detail, self.scale = title, detail, scale
        self.setAutoDefault(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """Enter presses the answer that has the keyboard, as Space does: a dialog may keep its answers from being
        its default button (nothing played unasked), and a button that is not one ignores Enter in Qt."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.isEnabled():
            self.click()  # at once, as Qt's own Enter on a default button
            event.accept()
            return
        super().keyPressEvent(event)

    def set_lit(self, lit: bool) -> None:
        if self.property("lit") != lit:
            self.setProperty("lit", lit)
            self.update()

    def _px(self) -> tuple[float, float, float, float]:
        """Title and detail font sizes, padding, and the widest the detail runs before it wraps."""
        s = self.scale
        return 20 * s, 14 * s, 14 * s, 250 * s

    def _layout(self, width: float | None = None) -> tuple[float, float, float]:
        """(width, title height, detail height) for the button at `width` (None: the width it wants)."""
        title_px, detail_px, pad, wrap = self._px()
        title_fm = QFontMetricsF(look.font(title_px, True))
        detail_fm = QFontMetricsF(look.font(detail_px))
        flags = int(Qt.TextFlag.TextWordWrap)
        if width is None:
            widest_word = max((detail_fm.horizontalAdvance(w) for w in unbreakable(self.detail)), default=0)
            text_w = max(title_fm.horizontalAdvance(self.title), min(detail_fm.horizontalAdvance(self.detail),
                                                                      wrap), widest_word)
            width = text_w + 2 * pad + 2 + 4
        # measured in the box the detail is drawn in (the button less its 2 px ring each side, less the padding)
        detail_h = detail_fm.boundingRect(QRectF(0, 0, width - 4 - 2 * pad, 10_000), flags, self.detail).height()
        return width, title_fm.height(), detail_h

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        width, title_h, detail_h = self._layout()
        pad = self._px()[2]
        return QSize(round(width + 0.5), round(title_h + detail_h + 2 * pad + 4 * self.scale + 0.5))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return self.sizeHint()

    def title_top(self) -> float:
        """Where the title's line starts: a fixed way below the top, where a button as tall as its words wants has
        it, not centred with its detail: answers side by side, made as tall as the tallest, keep their titles on
        one line when one's detail wraps and the other's does not (a review saw Spanish "Aceptar" 8 px above
        "Rechazar")."""
        return self._px()[2]  # the ring's 2 px and the padding, less the 2 px the block's height leaves over

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.scale
        r = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        radius = 10 * s
        enabled = self.isEnabled()
        if enabled:
            top, bottom = (QColor("#e2cfa4"), QColor("#e2cfa4")) if self.isDown() else (
                QColor("#fffdf6") if self.underMouse() else look.PAPER, look.PAPER_DARK)
            fill = QLinearGradient(r.topLeft(), r.bottomLeft())
            fill.setColorAt(0, top)
            fill.setColorAt(1, bottom)
            ink, soft = look.INK, look.INK_SOFT
        else:
            fill, ink, soft = QColor("#4a3a2a"), QColor("#e4d9c3"), QColor("#d8ccb4")
        path = QPainterPath()
        path.addRoundedRect(r, radius, radius)
        p.fillPath(path, fill)
        lit = bool(self.property("lit")) and enabled
        if lit:
            ring = QPen(look.HINT, 4 * s)
        elif self.hasFocus() and enabled:
            ring = QPen(look.GOLD, 3 * s)
        else:
            ring = QPen(QColor("#b08d57") if enabled else QColor("#6b5640"), 1.2)
        p.setPen(ring)
        p.drawPath(path)
        title_px, detail_px, pad, _wrap = self._px()
        width, title_h, detail_h = self._layout(self.width())
        y = self.title_top()
        draw_text(p, QRectF(r.left() + pad, y, r.width() - 2 * pad, title_h), self.title, title_px, ink, True)
        draw_text(p, QRectF(r.left() + pad, y + title_h + 4 * s, r.width() - 2 * pad, detail_h + 2), self.detail,
                  detail_px, soft, wrap=True)
