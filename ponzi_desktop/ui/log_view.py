"""The game log's panel beside the table: `GameLogView`, titled, showing a `GameLogModel`'s rows (log.py) as
`LogEntryDelegate` paints them.

The panel follows the newest entry unless the user scrolled up, shows entries as the table presents them
(`follow_table`) and reports the hovered entry (`entry_hovered`). Every entry's words read at `AA` contrast
on what they are written on (`readable`), greyed lines and headings too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QEvent, QModelIndex, QObject, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from ponzi_desktop.engine.core import Event
from ponzi_desktop.ui.docks import TitleButton
from ponzi_desktop.ui.formatting import WORD_JOINER, isolate, no_lone_character, no_widow
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.log import GameLogModel
from ponzi_desktop.ui.look import contrast, serif


def scaled_font(font: QFont, factor: float) -> QFont:
    """`font` made `factor` times larger, whether its size is in pixels or in points."""
    out = QFont(font)
    if font.pixelSize() > 0:
        out.setPixelSize(max(1, round(font.pixelSize() * factor)))
    else:
        out.setPointSizeF(font.pointSizeF() * factor)
    return out


def readable(ink: QColor, background: QColor, minimum: float) -> QColor:
    """`ink`, made darker (on a light background) or lighter (on a dark one) only as far as it takes to read
    at `minimum` contrast on `background`."""
    light = background.lightnessF() > 0.5
    for _ in range(40):
        if contrast(ink, background) >= minimum:
            break
        h, sat, lightness, _alpha = ink.getHslF()
        ink = QColor.fromHslF(max(h, 0.0), sat, max(0.0, lightness - 0.03) if light else min(1.0, lightness + 0.03))
    return ink


def dot_ring(colour: QColor) -> QColor:
    """The ring round a line's seat dot: its colour darkened by half, so that a light seat colour (a white
    one) shows on the log's paper (a third darker, white's ring stood 2.3:1)."""
    return QColor(colour).darker(200)


#: A name of a place up to this many characters is kept whole on a log's line (a longer one may need the break).
PLACE_LIMIT = 8


class LogEntryDelegate(QStyledItemDelegate):
    """Paints one entry: a seat dot and wrapped text; rounds as separators; alerts and the result tinted.

    Heights depend on the list's width (text wraps), so the list must use `ResizeMode.Adjust`.
    """

    PAD_X, PAD_Y, DOT, TEXT_X, LOCK_W = 8, 4, 9, 24, 16
    RULE_MIN, RULE_GAP = 14, 8  # a round's heading keeps rules this long on both sides, this far from its words
    ACCENT = QColor("#b08d57")  # brass, as on the table's rims
    #: The least contrast of any words in the log on their background (WCAG AA, with a little room for the
    #: antialiased edges of small letters).
    AA = 4.7

    def __init__(self, view: QListView) -> None:
        super().__init__(view)
        self._view = view
        self._sizes: dict[tuple, QSize] = {}  # an entry's size by what decides it (`sizeHint`)
        # ... and by row, for the width and font it was measured at: the view asks for every row again at each
        # entry added, and reading a row's style, privacy and words from the model cost more than the measure
        self._by_row: list[tuple[tuple, QSize] | None] = []
        self._model: QAbstractItemModel | None = None  # whose rows `_by_row` follows
        self._shown: dict[str, str] = {}  # an entry's words as drawn, by its text (`shown_text`)
        # the font last measured with and its key: the key is built anew (a long string) only when the font changes
        self._font_seen: QFont | None = None
        self._font_key = ""
        #: The names kept whole on a line (the table's `log_phrases`, in today's language).
        self.phrases: Callable[[], list[str]] = list

    def forget_sizes(self, *_args) -> None:
        """Measure every row again when next asked (the rows' words or the phrases kept whole changed)."""
        self._by_row = [None] * (self._model.rowCount() if self._model is not None else 0)

    def _track(self, model: QAbstractItemModel) -> None:
        if self._model is not None:
            for news, slot in self._news(self._model):
                news.disconnect(slot)
        self._model = model
        for news, slot in self._news(model):
            news.connect(slot)
        self.forget_sizes()

    def _news(self, model: QAbstractItemModel) -> list:
        return [(model.rowsInserted, self._rows_inserted), (model.rowsRemoved, self._rows_removed),
                *((news, self.forget_sizes) for news in (model.modelReset, model.layoutChanged, model.dataChanged,
                                                         model.rowsMoved))]

    def _rows_inserted(self, _parent: QModelIndex, first: int, last: int) -> None:
        self._by_row[first:first] = [None] * (last - first + 1)

    def _rows_removed(self, _parent: QModelIndex, first: int, last: int) -> None:
        del self._by_row[first:last + 1]

    def shown_text(self, index: QModelIndex) -> str:
        """An entry's words as they are measured and drawn: in Chinese and Japanese, where Qt may break a line
        between any two characters, never one character alone on its last line nor a short phrase split
        ("…電力会社へ進" / "む", "あ" / "なた": `formatting.no_lone_character`). The row's own text (read aloud,
        copied) stays as it is."""
        return self._shown_of(index.data(Qt.ItemDataRole.DisplayRole) or "")

    @staticmethod
    def _words(style: str, shown: str) -> str:
        """A round's heading never ends on a word alone, in any language ("A new game for 4" / "players", a
        review found in a narrow log): its last two words joined (`no_widow`). An entry wraps as it is."""
        return no_widow(shown) if style == "separator" else shown

    def _shown_of(self, text: str) -> str:
        shown = self._shown.get(text)
        if shown is None:
            if len(self._shown) > 4096:
                self._shown.clear()
            joined = text
            for phrase in self.phrases():  # a place's name is a phrase too: "哈佛廣場", never "哈佛廣" / "場"
                if 2 <= len(phrase) <= PLACE_LIMIT and phrase in joined and all(ord(ch) >= 0x2E80 for ch in phrase):
                    joined = joined.replace(phrase, WORD_JOINER.join(phrase))
            shown = self._shown[text] = no_lone_character(joined)
        return shown

    def _font(self, style: str, base: QFont) -> QFont:
        font = QFont(base)
        if style in ("minor", "phase"):
            font = scaled_font(base, 0.9)
        if style in ("separator", "alert", "result", "phase"):
            font.setBold(True)
        return font

    def _text_rect(self, style: str, width: int, private: bool) -> QRect:
        if style == "separator":  # between the least rules on both sides; the words wrap there if they must
            side = self.PAD_X + self.RULE_MIN + self.RULE_GAP
            return QRect(side, 0, max(40, width - 2 * side), 0)
        left = self.TEXT_X if style != "phase" else self.TEXT_X - 4
        right = self.PAD_X + (self.LOCK_W if private else 0)
        return QRect(left, 0, max(40, width - left - right), 0)

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:  # noqa: N802
        width = max(80, self._view.viewport().width())
        if index.model() is not self._model:
            self._track(index.model())
        row, measured = index.row(), (width, self._key_of(option.font))
        known = self._by_row[row] if 0 <= row < len(self._by_row) else None
        if known is not None and known[0] == measured:
            return QSize(known[1])
        size = self._measure(option, index, width)
        if 0 <= row < len(self._by_row):
            self._by_row[row] = (measured, size)
        return QSize(size)

    def _key_of(self, font: QFont) -> str:
        """`font`'s key: the view asks for every row's size at each layout, nearly always in the same font."""
        if font != self._font_seen:
            self._font_seen = QFont(font)
            self._font_key = font.key()
        return self._font_key

    def _measure(self, option: QStyleOptionViewItem, index: QModelIndex, width: int) -> QSize:
        look = index.data(GameLogModel.LookRole)  # one read where the model has it (another model: three)
        if look is None:
            look = (index.data(GameLogModel.StyleRole), index.data(GameLogModel.PrivateRole),
                    index.data(Qt.ItemDataRole.DisplayRole))
        style, private = look[0] or "normal", bool(look[1])
        text = self._words(style, self._shown_of(look[2] or ""))
        # the view asks again for every row at each layout (a long game's log: thousands of word wraps)
        key = (style, private, width, text, self._key_of(option.font))
        size = self._sizes.get(key)
        if size is None:
            if len(self._sizes) > 4096:
                self._sizes.clear()
            rect = self._text_rect(style, width, private)
            metrics = QFontMetrics(self._font(style, option.font))
            flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
            height = metrics.boundingRect(QRect(0, 0, rect.width(), 100000), flags, text).height()
            extra = 14 if style == "separator" else 2 * self.PAD_Y + (4 if style in ("alert", "result") else 0)
            size = self._sizes[key] = QSize(width, height + extra)
        return size

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        style = index.data(GameLogModel.StyleRole) or "normal"
        text = self._words(style, self.shown_text(index))
        private = bool(index.data(GameLogModel.PrivateRole))
        palette = option.palette
        r = option.rect
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = self._font(style, option.font)
        painter.setFont(font)
        if style == "separator":
            self._paint_separator(painter, r, text, font)
            painter.restore()
            return
        card = QRectF(r).adjusted(2, 1, -2, -1)
        tint = self.tint(style, palette, bool(option.state & QStyle.StateFlag.State_MouseOver))
        if tint is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(tint)
            painter.drawRoundedRect(card, 5, 5)
        colour = index.data(Qt.ItemDataRole.DecorationRole)
        if isinstance(colour, QColor) and colour.isValid() and style != "phase":
            centre_y = r.top() + self.PAD_Y + QFontMetrics(font).height() / 2
            painter.setPen(QPen(dot_ring(colour), 1.5))
            painter.setBrush(colour)
            painter.drawEllipse(QRectF(self.PAD_X + 2, centre_y - self.DOT / 2, self.DOT, self.DOT))
        painter.setPen(self.ink(style, palette, bool(option.state & QStyle.StateFlag.State_MouseOver)))
        rect = self._text_rect(style, r.width(), private)
        rect.moveTop(r.top() + self.PAD_Y + (2 if style in ("alert", "result") else 0))
        rect.setHeight(r.height() - 2 * self.PAD_Y)
        rect.translate(r.left(), 0)
        painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                         text)
        if private:
            self._paint_lock(painter, r.right() - self.PAD_X - 9, r.top() + self.PAD_Y + 2,
                             self.ink("minor", palette, bool(option.state & QStyle.StateFlag.State_MouseOver)))
        painter.restore()

    # ---- colours: every ink reads at `AA` on what it is written on (greyed lines and headings too) ----------
    @staticmethod
    def tint(style: str, palette: QPalette, hovered: bool) -> QColor | None:
        """The wash over an entry's card: an alert's red, the result's gold, the hover's brass; None for none."""
        tint = {"alert": QColor(210, 60, 50, 42), "result": QColor(230, 180, 40, 70)}.get(style)
        if hovered and style != "separator":
            hover = QColor(palette.color(QPalette.ColorRole.Highlight))
            hover.setAlpha(38)
            tint = hover if tint is None else tint.darker(108)
        return tint

    def background(self, style: str, palette: QPalette, hovered: bool) -> QColor:
        """The colour under an entry's words: the paper, with its tint laid over it."""
        base = palette.color(QPalette.ColorRole.Base)
        tint = self.tint(style, palette, hovered)
        if tint is None:
            return base
        a = tint.alphaF()
        return QColor.fromRgbF(*(base.getRgbF()[i] * (1 - a) + tint.getRgbF()[i] * a for i in range(3)))

    def ink(self, style: str, palette: QPalette, hovered: bool) -> QColor:
        """The colour of an entry's words: quieter for minor lines and phases (and a round's heading in brass),
        but never under `AA` contrast on its background (a greyed line was 4.0:1)."""
        if style in ("minor", "phase"):
            ink = palette.color(QPalette.ColorRole.PlaceholderText)
        elif style == "separator":
            ink = self.ACCENT.darker(125)
        elif style == "alert":
            light = palette.color(QPalette.ColorRole.Base).lightness() > 128
            ink = QColor("#a3241b") if light else QColor("#ff8a80")
        else:
            ink = palette.color(QPalette.ColorRole.Text)
        return readable(ink, self.background(style, palette, hovered), self.AA)

    def separator_box(self, r: QRect, text: str, font: QFont) -> QRect:
        """Where a round's heading is written in the row `r`: centred, as wide as its words (wrapped, in a
        narrow log, between rules that keep `RULE_MIN` pixels on both sides rather than vanishing)."""
        metrics = QFontMetrics(font)
        room = self._text_rect("separator", r.width(), False)
        flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap)
        need = metrics.boundingRect(QRect(0, 0, room.width(), 100000), flags, text)
        width = min(room.width(), need.width())
        return QRect(int(r.left() + (r.width() - width) / 2), r.top() + 8, width, need.height())

    @staticmethod
    def rule_y(box: QRect, font: QFont) -> float:
        """Where a heading's rules run: through the middle of its first line (drawn through the middle of a
        wrapped heading's two lines they read as stray underscores under the first)."""
        return box.top() + QFontMetrics(font).height() / 2

    def _paint_separator(self, painter: QPainter, r: QRect, text: str, font: QFont) -> None:
        box = self.separator_box(r, text, font)
        mid_y = self.rule_y(box, font)
        painter.setPen(QPen(self.ACCENT, 1.2))
        painter.drawLine(int(r.left() + self.PAD_X), int(mid_y), box.left() - self.RULE_GAP, int(mid_y))
        painter.drawLine(box.right() + self.RULE_GAP, int(mid_y), int(r.right() - self.PAD_X), int(mid_y))
        painter.setPen(self.ink("separator", self._view.palette(), False))
        painter.drawText(box, int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap), text)

    @staticmethod
    def _paint_lock(painter: QPainter, x: float, y: float, colour: QColor) -> None:
        """A small padlock: this entry shows something only you (and the other party) may see."""
        painter.setPen(QPen(colour, 1.4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        shackle = QPainterPath()
        shackle.moveTo(x + 2, y + 5)
        shackle.arcTo(QRectF(x + 2, y, 6, 7), 180, -180)
        painter.drawPath(shackle)
        painter.setBrush(colour)
        painter.drawRoundedRect(QRectF(x, y + 5, 10, 7), 1.5, 1.5)


class GameLogView(QWidget):
    """The titled log panel. `entry_hovered(event)`: the filtered event under the mouse, None on leaving;
    `close_requested`: its close button (View → Game Log opens it again)."""

    entry_hovered = Signal(object)
    close_requested = Signal()

    def __init__(self, session: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setObjectName("game_log")
        self.model = GameLogModel(session, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(2)
        self.setAutoFillBackground(True)
        paper = self.palette()  # cream paper and ink, as the table's cards and the end table
        for role, colour in ((QPalette.ColorRole.Window, "#efe4c8"), (QPalette.ColorRole.Base, "#fbf5e6"),
                             (QPalette.ColorRole.Text, "#2b2118"), (QPalette.ColorRole.WindowText, "#2b2118"),
                             (QPalette.ColorRole.PlaceholderText, "#6d5c48"),
                             (QPalette.ColorRole.Highlight, "#b08d57")):
            paper.setColor(role, QColor(colour))
        self.setPalette(paper)
        self.title = QLabel(self)
        self.title.setFont(serif(12, True))
        self.title.setWordWrap(True)
        self.close_button = TitleButton("close", 24, self)  # the docks' close button, in the same look
        # for the mouse: Tab goes from the table's buttons into the log, not onto this (View → Game Log hides it)
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.clicked.connect(self.close_requested)
        self.caption = QLabel(self)
        self.caption.setObjectName("log_caption")
        self.caption.setTextFormat(Qt.TextFormat.PlainText)  # it holds a player's name
        self.caption.setWordWrap(True)  # a narrow log (a small window) wraps it rather than cut it
        muted = self.caption.palette()
        muted.setColor(QPalette.ColorRole.WindowText, muted.color(QPalette.ColorRole.PlaceholderText))
        self.caption.setPalette(muted)
        self.list = QListView(self)
        # Tab reaches it after the table's buttons (the arrows and Page Up/Down scroll it then), a click does not
        # take the keyboard from the table; its focus shows as the table's ring, on its paper
        self.list.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        # its look and scrolling set before it has rows: each of these set later laid every row out again
        # (a game's log measured, word wraps and all, before the panel had its width)
        self.list.setStyleSheet(look.panel_focus_style())
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setUniformItemSizes(False)
        self.list.setModel(self.model)
        self.list.setItemDelegate(LogEntryDelegate(self.list))
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.list.setMouseTracking(True)
        self.list.entered.connect(self._entered)
        self.list.viewport().installEventFilter(self)
        heading = QHBoxLayout()
        heading.setContentsMargins(0, 0, 0, 0)
        heading.addWidget(self.title, 1)
        heading.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(heading)
        layout.addWidget(self.caption)
        layout.addSpacing(4)  # the caption's descenders clear of the list's edge (they sat on it)
        layout.addWidget(self.list, 1)
        self._follow = True
        self._hovered: Event | None = None
        bar = self.list.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._range_changed)
        session.viewer_changed.connect(self._update_caption)
        # rows come and go under a still mouse (no new `entered`): the entry lit on the table is forgotten
        session.state_changed.connect(self._forget_hover)
        session.viewer_changed.connect(self._forget_hover)
        self.model.modelReset.connect(self._forget_hover)
        self._retranslate()  # the newest rows come into sight as the list is laid out (`_range_changed`)

    def follow_table(self, table: Any) -> None:
        """Show entries as `table` presents them (its `presented(actions)` signal): the board's moment."""
        delegate = self.list.itemDelegate()
        if isinstance(delegate, LogEntryDelegate) and hasattr(table, "log_phrases"):
            delegate.phrases = table.log_phrases
            delegate._shown.clear()
            delegate.forget_sizes()
        presented = getattr(table, "presented", None)
        if presented is not None:
            self.model.follow(True)
            presented.connect(self.model.present_upto)
            table.showing.connect(self.model.present_partly)

    def set_text_px(self, px: int) -> None:
        """Write the log at `px` pixels (the page makes it follow the table's size); notes at 0.9 of it."""
        if px == getattr(self, "_text_px", None):
            return
        self._text_px = px
        base = QFont(self.font())
        base.setPixelSize(px)
        self.list.setFont(base)
        self.caption.setFont(scaled_font(base, 0.9))
        title = QFont(self.title.font())
        title.setPixelSize(round(px * 1.3))
        self.title.setFont(title)
        self.list.scheduleDelayedItemsLayout()

    @property
    def following(self) -> bool:
        """Whether the log scrolls to each new entry (False once the user scrolled up)."""
        return self._follow

    def _retranslate(self) -> None:
        self.title.setText(self.tr("Game Log"))  # a title bar, in headline style as the panels' beside it
        self.close_button.setToolTip(self.tr("Hide the log (View → Game Log shows it again)"))
        self.close_button.setAccessibleName(self.close_button.toolTip())
        self.list.setAccessibleName(self.tr("Game log"))
        self._update_caption(self.session.viewer)

    def _update_caption(self, viewer: int | None) -> None:
        seats = self.session.seats
        if viewer is None or not 0 <= viewer < len(seats):
            self.caption.setText(self.tr("What every player may see"))
        else:
            self.caption.setText(self.tr("As %1 sees it").replace("%1", isolate(seats[viewer].name)))

    def _scrolled(self, value: int) -> None:
        self._follow = value >= self.list.verticalScrollBar().maximum() - 4

    def _range_changed(self, _lo: int, hi: int) -> None:
        if self._follow:
            self.list.verticalScrollBar().setValue(hi)

    def _entered(self, index: QModelIndex) -> None:
        self._hover(index.data(GameLogModel.EventRole) if index.isValid() else None)

    def _hover(self, event: Event | None) -> None:
        # `entered` comes once per entry the mouse enters: each is news (the table may have dropped its light
        # since, with a move); "nothing" is told once
        if event is None and self._hovered is None:
            return
        self._hovered = event
        self.entry_hovered.emit(event)

    def _forget_hover(self, *_args) -> None:
        self._hover(None)

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        self._hover(None)
        super().leaveEvent(event)

    def hideEvent(self, event) -> None:  # noqa: N802 - Qt override
        self._hover(None)
        super().hideEvent(event)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if obj is self.list.viewport():
            if event.type() in (QEvent.Type.Leave, QEvent.Type.Hide):
                self._hover(None)
            elif event.type() == QEvent.Type.MouseMove and not self.list.indexAt(event.position().toPoint()).isValid():
                self._hover(None)  # between or below the entries: nothing is pointed at
            elif event.type() == QEvent.Type.Resize and event.oldSize().width() != event.size().width():
                # wrapped heights depend on the width: lay the entries out again, or they overlap
                self.list.scheduleDelayedItemsLayout()
        return super().eventFilter(obj, event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self.model.retranslate()
        super().changeEvent(event)
