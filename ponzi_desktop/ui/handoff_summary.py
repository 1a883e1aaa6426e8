"""The hand-off cover's summary of what happened since a person's last turn: every line, grouped under who
moved, in a box that scrolls when they do not all fit and comes to rest at a line's top.

The cover gives it the log's `Since` (log.py) as rows; it leaves nothing out and cuts no line in half.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QRegion
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QScrollArea, QWidget

from ponzi_desktop.ui.history_common import SCROLL_STYLE
from ponzi_desktop.ui.log import earlier_line


class Summary(QScrollArea):
    """Every line of a summary, oldest first, in a box that scrolls when they do not all fit (a styled
    scroll bar; the wheel, or Page Up and Page Down on the cover): a heading (who made the moves) in bold
    type, a line with a bullet under it. Quiet lines (a turn that ends, a rule recalled) are drawn lighter.
    Nothing is left out and nothing is cut in half; it opens on the newest lines, the oldest a scroll up (a review:
    opened at the top, at "Since the game began", the other person's moves were below the box's edge).

    Lines are of many heights (a wrapped line, a heading with air above it), so the box cannot be a whole number
    of lines tall: it stops at a line's top instead (the scroll bar, the wheel and the keys all come to rest on
    one) and shows only the lines that fit whole below it, the rest of the box left empty (the viewport masked
    under the last whole line). The page is padded at its foot so that the last lines can come to the top."""

    INDENT = 14
    LINE_STYLE = "color: #4a3b28; font-size: 13px;"
    QUIET_STYLE = "color: #66563f; font-size: 13px;"  # lighter, still 4.5:1 and more on the box's cream
    HEADING_STYLE = "color: #6b4d1f; font-size: 13px; font-weight: 700;"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[tuple[str, str]] = []
        self.earlier = 0
        self.quiet: frozenset[int] = frozenset()
        self.opening = 0
        self.setObjectName("since_scroll")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard stays on the cover's button
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # the lines' looks by their `look` property, in the box's one style sheet: a style sheet of each label's
        # own was parsed and polished anew for every line of every cover
        looks = {"heading": self.HEADING_STYLE, "line": self.LINE_STYLE, "quiet": self.QUIET_STYLE,
                 "note": self.QUIET_STYLE + " font-style: italic;"}
        self.setStyleSheet("QScrollArea#since_scroll, QWidget#since_lines { background: transparent; }"
                           + "".join(f' QWidget#since_lines QLabel[look="{k}"] {{ {v} }}' for k, v in looks.items())
                           + SCROLL_STYLE)
        self._widgets: list[tuple[QLabel | None, QLabel]] = []  # (bullet, text) per row
        self._spans: list[tuple[int, int]] = []  # (top, bottom) of each row on the page, while it scrolls
        self._headings: set[int] = set()  # the rows that are a mover's heading
        self._rest = 0  # the row top the box stands at
        self._newest = True  # whether the box stands on the newest lines until the person scrolls it
        self._measuring = False
        self._looks: tuple[tuple[str, str], ...] | None = None  # each shown line's text and look (`set_rows`)
        self.setWidget(self._new_page())
        self.verticalScrollBar().valueChanged.connect(self._come_to_rest)
        self.verticalScrollBar().actionTriggered.connect(self._scrolled)  # the wheel, the bar dragged or clicked

    def _new_page(self) -> QWidget:
        """An empty page for the lines, with its layout: filled before it goes into the box, which then measures
        it whole (lines added to a page on view would keep the height the page had)."""
        page = QWidget()
        page.setObjectName("since_lines")
        grid = QGridLayout(page)
        grid.setContentsMargins(0, 0, 6, 0)  # the scroll bar's room
        grid.setHorizontalSpacing(0)
        grid.setVerticalSpacing(3)
        grid.setColumnMinimumWidth(0, self.INDENT)
        grid.setColumnStretch(1, 1)
        return page

    def set_rows(self, rows: list[tuple[str, str]], earlier: int, nothing: str, quiet: tuple[int, ...] = (),
                 opening: int = 0) -> None:
        """Show `rows` ((text, "heading" or "line")), `earlier` lines having been left out already (said in a
        line at the top); `nothing` is said when no line (only headings, or none) is left to tell. `quiet`: the
        rows drawn lighter; `opening`: how many first rows are the game's opening facts (see `log.Since`)."""
        self.rows, self.earlier = list(rows), earlier
        self.quiet, self.opening = frozenset(quiet), opening
        told = any(kind == "line" for _, kind in self.rows) or earlier
        shown = list(enumerate(self.rows)) if told else [(-1, (nothing, "note"))]
        if earlier:
            shown.insert(0, (-1, (earlier_line(earlier), "note")))
        looks = tuple((text, kind if kind != "line" else "quiet" if place in self.quiet else "line")
                      for place, (text, kind) in shown)
        if looks != self._looks:  # the same lines (a cover shown again, or for another name) keep their page
            self._looks = looks
            self._fill(shown)
        self._rest = 0
        self._newest = True
        self.verticalScrollBar().setValue(0)
        self._measure()

    def _fill(self, shown: list[tuple[int, tuple[str, str]]]) -> None:
        """A new page with the `shown` rows ((row in `rows` or -1, (text, kind))) in the box."""
        page = self._new_page()
        grid = page.layout()
        self._widgets = []
        self._headings = {row for row, (_, (_, kind)) in enumerate(shown) if kind == "heading"}
        for row, (place, (text, kind)) in enumerate(shown):
            label = QLabel(text)
            label.setTextFormat(Qt.TextFormat.PlainText)  # names are typed: never markup
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            bullet = None
            if kind == "heading":
                label.setProperty("look", "heading")
                if row:
                    label.setContentsMargins(0, 5, 0, 0)  # a little air above each mover's moves
                grid.addWidget(label, row, 0, 1, 2)
            elif kind == "line":
                label.setProperty("look", "quiet" if place in self.quiet else "line")
                bullet = QLabel("•")
                bullet.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
                bullet.setProperty("look", "line")
                grid.addWidget(bullet, row, 0)
                grid.addWidget(label, row, 1)
            else:
                label.setProperty("look", "note")
                grid.addWidget(label, row, 0, 1, 2)
            self._widgets.append((bullet, label))
        grid.setRowStretch(len(shown), 1)  # the lines at the top of a box taller than they are
        self.setWidget(page)  # the old page goes, with its labels
        page.installEventFilter(self)
        page.show()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched is self.widget() and event.type() == QEvent.Type.Resize and not self._measuring:
            self._measure()  # the page's width settles after the scroll bar comes or goes: its lines wrap anew
        return super().eventFilter(watched, event)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._measure()

    def _measure(self) -> None:
        """Find where each row stands on the page as laid out at the box's width, pad the page so that the last
        rows can come to the top, and show the lines that fit whole from where the box stands."""
        if self._measuring:
            return
        self._measuring = True
        try:
            self._measure_page()
        finally:
            self._measuring = False

    def _measure_page(self) -> None:
        page = self.widget()
        if page.minimumHeight():
            page.setMinimumHeight(0)
            QCoreApplication.sendEvent(self, QEvent(QEvent.Type.LayoutRequest))
        room = self.viewport().height()
        layout = page.layout()
        layout.activate()
        natural = layout.heightForWidth(page.width()) if layout.hasHeightForWidth() else layout.sizeHint().height()
        if natural <= room or room <= 0:
            self._spans = []
            self.viewport().clearMask()
            return
        spans = []
        for bullet, label in self._widgets:  # a label's text, not the room its row was given
            place = label.geometry()
            top, bottom = place.top(), place.top() + label.heightForWidth(place.width())
            if bullet is not None:
                top, bottom = min(top, bullet.geometry().top()), max(bottom, bullet.geometry().bottom() + 1)
            spans.append((top, bottom))
        self._spans = spans
        end = spans[-1][1]
        last = min(top for top, _ in spans if end - top <= room) if any(end - t <= room for t, _ in spans) \
            else spans[-1][0]
        page.setMinimumHeight(last + room)  # the box's last place: the last rows at its top, the rest empty
        QCoreApplication.sendEvent(self, QEvent(QEvent.Type.LayoutRequest))  # the scroll bar's range, now
        bar = self.verticalScrollBar()
        if self._newest:
            bar.setValue(bar.maximum())  # the newest lines, as the page is laid out at the box's width now
        self._come_to_rest(bar.value())

    def _scrolled(self, _action: int = 0) -> None:
        """The person scrolled the box: it stays where they put it, the page measured anew or not."""
        self._newest = False

    def _tops(self) -> list[int]:
        """The row tops the box may stand at (a row top within the scroll bar's range)."""
        most = self.verticalScrollBar().maximum()
        return [top for top, _ in self._spans if top <= most] or [0]

    def _come_to_rest(self, value: int) -> None:
        """The box stands at a row's top (the next one the way it went) and shows only the rows whole below it."""
        if not self._spans:
            return
        tops = self._tops()
        if value > self._rest:
            rest = next((top for top in tops if top >= value), tops[-1])
        else:
            rest = max((top for top in tops if top <= value), default=0)
        self._rest = rest
        if rest != value:
            self.verticalScrollBar().setValue(rest)  # back here with the value at rest
            return
        self.viewport().setMask(QRegion(0, 0, self.viewport().width(), self._shown_to(rest) - rest))

    def _shown_to(self, rest: int) -> int:
        """Where the rows shown whole from `rest` end on the page: a mover's heading is not left last, under
        it nothing of theirs."""
        room = self.viewport().height()
        whole = [i for i, (top, bottom) in enumerate(self._spans) if top >= rest and bottom - rest <= room]
        if not whole:
            return rest + room
        if len(whole) > 1 and whole[-1] in self._headings and whole[-1] + 1 < len(self._spans):
            whole.pop()
        return self._spans[whole[-1]][1]

    def shown_lines(self) -> list[str]:
        """Every text in the box, top to bottom (scrolled into view or not: none is left out)."""
        return [label.text() for _, label in self._widgets]

    def scroll_page(self, down: bool) -> None:
        """Scroll a page of lines (Page Down or Page Up on the cover): down, the first row not shown whole comes
        to the top; up, the rows above come into view so that the top row now is the first not shown whole."""
        bar = self.verticalScrollBar()
        self._scrolled()
        if not self._spans:
            bar.setValue(bar.value() + (1 if down else -1) * bar.pageStep())
            return
        room, now, tops = self.viewport().height(), self._rest, self._tops()
        if down:
            hidden = [top for top, bottom in self._spans if top > now and bottom > self._shown_to(now)]
            target = min(hidden[0] if hidden else tops[-1], tops[-1])
            target = max(target, next((top for top in tops if top > now), now))
        else:
            target = min((top for top in tops if top >= now - room), default=0)
            target = min(target, max((top for top in tops if top < now), default=0))
        bar.setValue(target)
