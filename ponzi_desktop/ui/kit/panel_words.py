"""The action panel's line of words: the heading (the phase the board shows) and the prompt after it, with what
stands in the prompt's place for a while (a hint's sentence, a refused move's reason for a few seconds).

Neither moves: the heading keeps the room of the widest heading the table may show (`headings`), on two lines
where it is long, so the prompt after it starts at the same place; the prompt's box stays put, and its words take
the room up to the first of the panel's buttons shown beside them and wrap there, never under a button.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

#: How long a refusal stands in the prompt's place.
REFUSAL_MS = 5000
#: blank (at scale 1) kept after the longest heading, besides the grid's spacing, before the prompt
HEADING_GAP = 6


class PanelWords:
    """The heading (`title`) and the prompt (`prompt`) of an action panel (`ActionPanel.words`): labels of the
    panel, which its grid lays out. It reads the panel's `scale`, its `grid` and the buttons that stand beside the
    prompt (its `fixed_buttons`)."""

    def __init__(self, panel: QWidget) -> None:
        self.panel = panel
        self.title = QLabel(panel)
        self.title.setObjectName("phase_title")
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        # the heading starts at the panel's left edge, always at the same place, in the room of the widest
        # heading shown yet (`set_title`), on two lines where it is long: its words are never cut, and the
        # prompt after it does not jump when a shorter heading comes (right-aligned against the prompt, its
        # left edge moved from turn to turn)
        self.title.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.title.setWordWrap(True)
        self._title_room = 0
        #: every heading the table may show (`Table.heading_samples`): the heading's room is the widest of them
        #: from the start, so the prompt after it never moves when a longer heading first comes
        self.headings: Callable[[], Sequence[str]] = tuple
        self.prompt = QLabel(panel)
        self.prompt.setObjectName("prompt")
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)  # it holds player names
        self.prompt.setWordWrap(True)
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        # the prompt takes the room left to it and wraps there; its text never widens the row
        self.prompt.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self._prompt_text = ""
        self.hint_text: str | None = None  # the hint's sentence while it stands in the prompt's place
        self._refusal: str | None = None  # a refused move's reason, said in the prompt's place for a moment
        self._refusal_timer = QTimer(panel)
        self._refusal_timer.setSingleShot(True)
        self._refusal_timer.timeout.connect(self.clear_refusal)

    # ---- the prompt -----------------------------------------------------------------------------------------
    def set_prompt(self, text: str) -> None:
        self._prompt_text = text
        self.clear_refusal()  # a new prompt: the moment of the refused move is over
        if not self.prompt.property("hint"):
            self.prompt.setText(text)

    def show_hint_text(self, text: str | None) -> None:
        """A hint's sentence in the prompt's place, in the hint's look, once it is in (None: the prompt again)."""
        hinting = text is not None
        if self.prompt.property("hint") != hinting:
            self.prompt.setProperty("hint", hinting)
            self.prompt.style().unpolish(self.prompt)
            self.prompt.style().polish(self.prompt)
        if self._refusal is None:  # a refusal just said stays its few seconds
            self.prompt.setText(text if hinting else self._prompt_text)
        self.hint_text = text
        self.fit_prompt()

    def show_refusal(self, text: str) -> None:
        """Why a move was refused, in the prompt's place, where the eye is (for a few seconds, or until the
        move or the player changes); the window's notice does not say it again."""
        self._refusal = text
        self._set_refusal_look(True)
        self.prompt.setText(text)
        self.fit_prompt()
        self._refusal_timer.start(REFUSAL_MS)

    def clear_refusal(self) -> None:
        if self._refusal is None:
            return
        self._refusal = None
        self._refusal_timer.stop()
        self._set_refusal_look(False)
        self.prompt.setText(self.hint_text if self.prompt.property("hint") and self.hint_text else self._prompt_text)
        self.fit_prompt()

    def _set_refusal_look(self, on: bool) -> None:
        if bool(self.prompt.property("refusal")) != on:
            self.prompt.setProperty("refusal", on)
            self.prompt.style().unpolish(self.prompt)
            self.prompt.style().polish(self.prompt)

    def fit_prompt(self) -> None:
        """The prompt's words take its box up to the first button shown beside it (the box never moves)."""
        panel = self.panel
        shown = [b.mapTo(panel, b.rect().topLeft()).x() for b in panel.fixed_buttons if not b.isHidden() and b.width() > 1]
        box = self.prompt.geometry()
        room = max(0, box.right() + 1 - min(shown) + panel.grid.horizontalSpacing()) if shown else 0
        if self.prompt.contentsMargins().right() != room:
            self.prompt.setContentsMargins(0, 0, room, 0)

    # ---- the heading ----------------------------------------------------------------------------------------
    def set_title(self, text: str) -> None:
        """The heading, in the room of the widest heading the table may show (`headings`), or of the widest
        shown since the panel's words last changed size where one was not foreseen (it grows then, and the
        prompt moves once to stay after it); never shrinks for a shorter one (which starts where every heading
        starts, the room's spare after it). A long heading takes two lines rather than the prompt's room ("Ronda 3 · Construir, negociar o
        terminar el turno" beside "Comprar o rechazar"'s long prompt). Laid out now, not at the layout's next
        pass: a heading is never shown cut, or with the last one's room after it."""
        self.title.setText(text)
        self.title.ensurePolished()
        wide = self.title_room_for(text)
        if wide > self._title_room:
            self._title_room = wide
            self.title.setFixedWidth(wide)
        self.panel.grid.activate()

    def title_room_for(self, text: str) -> int:
        """The room `text` takes as the heading: on one line where it takes up to 29 % of the panel's width
        (at least about eighteen letters' width), else the least width that holds it on two lines (in the bold
        heading font; never under eighteen letters). A wide table keeps "Round 12 · Build, trade or end the
        turn" on one line; a longer heading, or a narrow table, leaves the prompt its room."""
        fm = QFontMetrics(self.title.font())
        margin = 2
        # and a word's room of blank after it, beside the grid's spacing: a full room never reads as one run of
        # words with the prompt ("…end the turn Hint: end your turn.")
        gap = round(HEADING_GAP * self.panel.scale)
        one = math.ceil(fm.horizontalAdvance(text)) + margin
        letters = round(18 * (self.title.font().pixelSize() if self.title.font().pixelSize() > 0 else fm.height()))
        cap = max(letters, round(self._words_width() * 0.29))
        if one <= cap:
            return one + gap
        flags = int(Qt.TextFlag.TextWordWrap)
        two = fm.boundingRect(QRect(0, 0, 10_000, 10_000), flags, "Ag\nAg").height()  # two lines, as measured
        lo, hi = letters, one
        while lo < hi:  # the narrowest width that holds it on two lines (at least eighteen letters' width)
            mid = (lo + hi) // 2
            r = fm.boundingRect(QRect(0, 0, mid - margin, 10_000), flags, text)
            if r.height() <= two and r.width() <= mid - margin:
                hi = mid
            else:
                lo = mid + 1
        return lo + gap

    def _words_width(self) -> int:
        """The row's width for the heading and the prompt together (the panel's, less its margins)."""
        m = self.panel.grid.contentsMargins()
        return max(0, self.panel.width() - m.left() - m.right())

    def forget_title_room(self) -> None:
        """The words changed size (scale, language, width): the heading's room is measured again, as wide as
        the widest heading the table may show."""
        self._title_room = max((self.title_room_for(h) for h in self.headings()), default=0)
        self.title.setFixedWidth(self._title_room)
        if self.title.text():
            self.set_title(self.title.text())
