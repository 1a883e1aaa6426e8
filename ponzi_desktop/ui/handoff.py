"""The hand-off cover: an opaque screen over the table between two people's turns in a hot-seat game."""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from ponzi_desktop.ui.look import BUTTON_STYLE, CreamCard, paint_felt, serif

#: The colour of a seat that has none of its own.
NEUTRAL = "#c8962e"


class _Token(QWidget):
    """The seat's colour as a big round token with the name's first letter, so colour is never the only clue."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colour = QColor(NEUTRAL)
        self.letter = ""
        self.setFixedSize(96, 96)

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        disc = QRectF(self.rect()).adjusted(6, 6, -6, -6)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawEllipse(disc.translated(0, 3))
        p.setBrush(self.colour)
        p.setPen(QPen(self.colour.darker(140), 3))
        p.drawEllipse(disc)
        p.setPen(QPen(QColor(255, 255, 255, 150), 2))
        p.drawEllipse(disc.adjusted(7, 7, -7, -7))
        light = self.colour.lightnessF() > 0.6
        p.setPen(QColor("#1b140d") if light else QColor("#fffaf0"))
        p.setFont(serif(30, True))
        p.drawText(disc, Qt.AlignmentFlag.AlignCenter, self.letter)


class HandoffCover(QWidget):
    """Covers its parent completely until the named person claims the seat (click, Enter or Space).

    It paints every pixel itself (nothing of the table shows through), eats the mouse and the wheel, keeps
    the keyboard focus, and raises itself over any child the parent gains while it is shown.
    """

    claimed = Signal(int)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.seat: int | None = None
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setAttribute(Qt.WidgetAttribute.WA_NoMousePropagation)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setStyleSheet(BUTTON_STYLE + "QPushButton[role=\"primary\"] { font-size: 18px; padding: 14px 30px; }")
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.card = CreamCard(self)
        self.card.setFixedWidth(560)
        self.card.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Minimum)
        inner = QVBoxLayout(self.card)
        inner.setContentsMargins(40, 34, 40, 38)
        inner.setSpacing(14)
        self.token = _Token(self.card)
        inner.addWidget(self.token, 0, Qt.AlignmentFlag.AlignHCenter)
        self.title = QLabel(self.card)
        self.title.setFont(serif(24, True))
        self.title.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setStyleSheet("color: #2b2118;")
        inner.addWidget(self.title)
        self.hint = QLabel(self.tr("Everyone else, please look away. Private things such as cash and the "
                                   "amount in an envelope appear only after the seat is claimed."), self.card)
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.hint.setStyleSheet("color: #5a4630; font-size: 13px;")
        inner.addWidget(self.hint)
        self.since_box = QFrame(self.card)
        self.since_box.setObjectName("since_box")
        self.since_box.setStyleSheet("#since_box { background: #fffaf0; border: 1px solid #d5c39c; "
                                     "border-radius: 8px; }")
        since = QVBoxLayout(self.since_box)
        since.setContentsMargins(14, 8, 14, 10)
        since.setSpacing(4)
        self.since_title = QLabel(self.tr("Since your last turn"), self.since_box)
        self.since_title.setStyleSheet("color: #3b2a17; font-weight: 700; font-size: 13px;")
        self.since_text = QLabel(self.since_box)
        self.since_text.setObjectName("since_text")
        self.since_text.setTextFormat(Qt.TextFormat.PlainText)  # it holds names people typed
        self.since_text.setWordWrap(True)
        self.since_text.setStyleSheet("color: #4a3b28; font-size: 12px;")
        since.addWidget(self.since_title)
        since.addWidget(self.since_text)
        inner.addWidget(self.since_box)
        inner.addSpacing(6)
        self.button = QPushButton(self.card)
        self.button.setProperty("role", "primary")
        self.button.setDefault(True)
        self.button.clicked.connect(self.claim)
        inner.addWidget(self.button)
        row = QHBoxLayout()  # stretches, not an alignment flag: the card then gets its height for its width
        row.addStretch(1)
        row.addWidget(self.card)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(1)
        self.setFocusProxy(self.button)
        parent.installEventFilter(self)
        self.setGeometry(parent.rect())
        self.hide()

    def show_for(self, seat: int, name: str, colour: str | None, since: list[str] | None = None) -> None:
        """Cover the table and ask for `name` (seat `seat`, drawn in `colour`) to come to the screen; `since`:
        what everybody saw happen since that person's last turn, in sentences (nothing private)."""
        self.seat = seat
        self.since_text.setText("\n".join(f"• {line}" for line in since or []))
        self.since_box.setVisible(bool(since))
        shade = QColor(colour) if colour and QColor(colour).isValid() else QColor(NEUTRAL)
        self.token.colour = shade
        self.token.letter = name.strip()[:1].upper()
        self.token.update()
        # the name in the seat's colour, darkened until it reads on cream; escaped, since people type names
        ink = shade if shade.lightnessF() < 0.45 else shade.darker(160)
        coloured = f"<span style='color:{ink.name()}'>{html.escape(name)}</span>"
        self.title.setText(self.tr("Pass the screen to %1").replace("%1", coloured))
        # the card has a fixed width, so the title's wrapped height is known; saying it keeps a long name
        # from being cut off (box layouts do not always ask a rich-text label its height for its width)
        margins = self.card.contentsMargins().left() + self.card.contentsMargins().right() + 80
        self.title.setMinimumHeight(self.title.heightForWidth(self.card.width() - margins))
        self.button.setText(self.tr("I am %1 — show my table").replace("%1", name.replace("&", "&&")))
        self.setAccessibleName(self.tr("Pass the screen to %1").replace("%1", name))
        self.button.setAccessibleName(self.tr("I am %1 — show my table").replace("%1", name))
        self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()
        self.button.setFocus(Qt.FocusReason.OtherFocusReason)

    def claim(self) -> None:
        """The person named came to the screen: uncover the table for them."""
        if self.seat is None or not self.isVisible():
            return
        self.hide()
        self.claimed.emit(self.seat)

    # ---- keeping the table covered --------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched is self.parentWidget():
            if event.type() == QEvent.Type.Resize:
                self.setGeometry(self.parentWidget().rect())
            elif event.type() == QEvent.Type.ChildAdded and self.isVisible():
                self.raise_()  # a widget added to the page later must not land on top of the cover
        return False

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#14402a"))  # every pixel, before the felt's translucent grain
        paint_felt(painter, QRectF(self.rect()))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.claim()
            return
        event.accept()  # nothing reaches the table underneath

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 - Qt override
        return True  # Tab stays on the cover's button: the table's widgets must not take the focus

    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt override
        event.accept()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 - Qt override
        event.accept()

    def mouseDoubleClickEvent(self, event) -> None:  # noqa: N802 - Qt override
        event.accept()

    def wheelEvent(self, event) -> None:  # noqa: N802 - Qt override
        event.accept()

    def contextMenuEvent(self, event) -> None:  # noqa: N802 - Qt override
        event.accept()

