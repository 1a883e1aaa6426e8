"""A notice on the table: a sentence for the player ("Saved", "Autosave failed…", a refused move) on a wooden
plate, in the table's look, instead of a grey status bar nobody reads. It floats in a row the host gives it
(`place`; the window's menu bar row), never over the table's words: one line, cut with "…" when too long, the
whole sentence in its tooltip.

A notice stays long enough to be read (`reading_ms`: a few seconds plus time for every character), stays while
the pointer rests on it, and a failure stays until the player dismisses it (its × button). Nothing here knows
about a window.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QToolButton, QWidget

from ponzi_desktop.ui.kit import look

#: Every notice is shown at least this long, plus `PER_CHAR_MS` for each character (about 200 words a minute).
BASE_MS = 4000
PER_CHAR_MS = 60
#: Text size of a notice: above the 11 px floor at 1280x720, the size of the action panel's words.
TEXT_PX = 14

_WOOD = look.WOOD_DARK.name()
NOTICE_STYLE = f"""
#table_notice {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #5a361b, stop:1 {_WOOD});
  border: 1px solid #c8962e; border-radius: 6px; }}
#table_notice[failure="true"] {{ border: 1px solid {look.DANGER.name()};
  background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #5e2418, stop:1 #3d140c); }}
#table_notice QLabel {{ color: {look.TEXT_ON_FELT.name()}; font-size: {TEXT_PX}px; background: transparent; }}
#table_notice QToolButton {{ color: {look.TEXT_ON_FELT.name()}; font-size: {TEXT_PX + 2}px; font-weight: 700;
  border: 1px solid transparent; border-radius: 4px; padding: 0 6px; margin: 0; background: transparent; }}
#table_notice QToolButton:hover {{ border-color: #c8962e; background: rgba(255, 240, 200, 40); }}
"""


def reading_ms(text: str) -> int:
    """How long a notice saying `text` stays up when nothing keeps it: a few seconds and time to read it."""
    return BASE_MS + PER_CHAR_MS * len(text)


class Notice(QFrame):
    """One sentence at a time over the table. `text_changed` says what it shows now ("" once it is gone)."""

    text_changed = Signal(str)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("table_notice")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(NOTICE_STYLE)
        self.setProperty("failure", False)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 0, 2, 0)
        layout.setSpacing(6)
        self.label = QLabel(self)
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # names people typed may be in it
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        layout.addWidget(self.label, 1)
        self.close_button = QToolButton(self)
        self.close_button.setText("×")
        self.close_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.close_button.clicked.connect(self.dismiss)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.dismiss)
        self._lasting = False
        self._text = ""
        self._area = QRect()
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.close_button.setToolTip(self.tr("Dismiss this notice"))
        self.close_button.setAccessibleName(self.tr("Dismiss this notice"))

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ---- what it says ---------------------------------------------------------------------------------
    def text(self) -> str:
        """The sentence shown now; "" when no notice is up."""
        return self._text if not self.isHidden() else ""

    @property
    def failure(self) -> bool:
        return bool(self.property("failure"))

    def show_text(self, text: str, failure: bool = False) -> None:
        """Say `text` over the table; a `failure` stays until dismissed, anything else for `reading_ms`."""
        self._text = text
        self.setAccessibleName(text)
        self.setToolTip(text)
        if self.failure != failure:
            self.setProperty("failure", failure)
            self.style().unpolish(self)
            self.style().polish(self)
        self._lasting = failure
        self._timer.stop()
        if not failure:
            self._timer.start(reading_ms(text))
        self._fit()
        self.show()
        self.raise_()
        self.text_changed.emit(text)

    def dismiss(self) -> None:
        """Take the notice away (its × button, its time up, or the game moving on)."""
        self._timer.stop()
        if not self.isHidden():
            self.hide()
            self.text_changed.emit("")

    # ---- the pointer keeps it -----------------------------------------------------------------------
    def enterEvent(self, event) -> None:  # noqa: N802 - Qt override
        self._timer.stop()  # read at leisure while the pointer rests on it
        super().enterEvent(event)

    def leaveEvent(self, event) -> None:  # noqa: N802 - Qt override
        if not self._lasting and not self.isHidden():
            self._timer.start(BASE_MS)
        super().leaveEvent(event)

    # ---- where it floats ----------------------------------------------------------------------------
    def place(self, area: QRect) -> None:
        """Float in the row `area` (in the parent's coordinates): as high as it, centred, as wide as its words
        (the whole row at most)."""
        self._area = QRect(area)
        self._fit()

    def _fit(self) -> None:
        area = self._area if self._area.isValid() else self.parentWidget().rect()
        metrics = self.label.fontMetrics()
        room = self.close_button.sizeHint().width() + 12 + 2 + 6 + 8  # the × and the margins around the words
        # four pixels to spare: the words' advance is rounded, and elidedText cut the last letter of words given
        # exactly their advance ("7:32 A…", "does not go the…" with the row half empty)
        width = max(120, min(area.width(), metrics.horizontalAdvance(self._text) + room + 4))
        self.close_button.setFixedHeight(max(12, area.height() - 4))
        self.setGeometry(area.x() + (area.width() - width) // 2, area.y(), width, area.height())
        self.label.setText(metrics.elidedText(self._text, Qt.TextElideMode.ElideRight, width - room))
