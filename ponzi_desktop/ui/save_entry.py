"""One entry of the list of saved games: its words (the name, a badge, the game and round, the players, when it
was saved; for a damaged file, what is wrong) and how a delegate paints it, as a small card with the save's
picture beside the words. The words are plain text, drawn as such: names are what people typed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    QDateTime,
    QLocale,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTextBoundaryFinder,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from ponzi_desktop.ui import games
from ponzi_desktop.ui.formatting import (
    WORD_JOINER,
    escape,
    isolate,
    keep_phrases,
    line_starts,
    locale,
    no_widow,
    paired_bidi,
    plural,
    separated_list,
)
from ponzi_desktop.ui.i18n import todays_name
from ponzi_desktop.ui.kit.labels import SAVE_PROBLEMS, label
from ponzi_desktop.ui.look import BRASS, CREAM, INK, serif
from ponzi_desktop.ui.save_names import shown_name
from ponzi_desktop.ui.save_pictures import THUMBNAIL, picture

if TYPE_CHECKING:
    from ponzi_desktop.persistence import SaveSummary

#: The item data role an entry's `SaveSummary` is given under (the model gives it, the delegate paints it).
SUMMARY_ROLE = Qt.ItemDataRole.UserRole + 1


# ---- words -------------------------------------------------------------------------------------------
def when_text(summary: SaveSummary, long: bool = False) -> str:
    """When the game was saved, in the app's locale: "Today, 14:32", "Yesterday, 9:05", else the date."""
    seconds = summary.saved_at.timestamp() if summary.saved_at is not None else summary.modified
    return moment_text(seconds, long)


def moment_text(seconds: float, long: bool = False) -> str:
    """A moment (seconds since the epoch) in the app's locale: "Today, 14:32", "Yesterday, 9:05", else the date
    (long: in words) and the time."""
    moment = QDateTime.fromMSecsSinceEpoch(round(seconds * 1000)).toLocalTime()
    loc = locale()
    time = loc.toString(moment.time(), QLocale.FormatType.ShortFormat)
    days = moment.date().daysTo(QDate.currentDate())
    if days == 0:
        return QCoreApplication.translate("SavedGames", "Today, %1").replace("%1", time)
    if days == 1:
        return QCoreApplication.translate("SavedGames", "Yesterday, %1").replace("%1", time)
    date = loc.toString(moment.date(), QLocale.FormatType.LongFormat if long else QLocale.FormatType.ShortFormat)
    return QCoreApplication.translate("SavedGames", "%1, %2") \
        .replace("%1", date).replace("%2", time)


@dataclass(frozen=True)
class EntryTexts:
    """The words of one entry, each a plain string (the name without the bidi controls that come unpaired)."""

    name: str
    badge: str  # "Autosave", "Game over", "Damaged" or ""
    badge_kind: str  # "autosave", "over", "damaged" or ""
    game: str  # the game, the round and the actions; or what is wrong
    players: str  # the names; or the technical reason
    when: str
    brief: str = ""  # the game line in a word or two, for a short entry: "Round 4"; or what is wrong
    moves: str = ""  # "40 moves", for a short entry (the game line has them); none where the file is damaged

    def lines(self) -> list[str]:
        """The entry's words in order, the name set apart from the rest (they are read as one text)."""
        return [t for t in (isolate(self.name), self.badge, self.game, self.players, self.when) if t]


def actions_text(count: int) -> str:
    return plural(QCoreApplication.translate("SavedGames", "%n move(s)", None, count), count)


def round_text(summary: SaveSummary) -> str:
    """"Round 4", "Game over", or "" when the round is not known."""
    if summary.over:
        return QCoreApplication.translate("SavedGames", "Game over")
    if summary.round is None:
        return ""
    return QCoreApplication.translate("SavedGames", "Round %1").replace("%1", locale().toString(summary.round))


def entry_texts(summary: SaveSummary) -> EntryTexts:
    autosave = QCoreApplication.translate("SavedGames", "Autosave")
    when = when_text(summary)
    if not summary.ok:
        problem = label(SAVE_PROBLEMS, summary.problem.kind)
        return EntryTexts(autosave if summary.autosave else paired_bidi(summary.name),
                          QCoreApplication.translate("SavedGames", "Damaged"), "damaged",
                          problem, str(summary.problem), when, problem)
    title = games.title(summary.game)
    if summary.autosave:  # its file name says nothing: the game is its name
        name, badge, kind, parts = title, autosave, "autosave", [round_text(summary)]
    elif summary.over:
        name, badge, kind, parts = shown_name(summary), round_text(summary), "over", [title]
    else:
        name, badge, kind, parts = shown_name(summary), "", "", [title, round_text(summary)]
    if not summary.autosave and name.casefold().startswith(title.casefold()):
        parts.remove(title)  # a name Save made up starts with the game: no need to say it twice
    line = " · ".join(p for p in [*parts, actions_text(summary.actions)] if p)
    brief = "" if summary.over else round_text(summary)  # "Game over" is the badge
    players = separated_list(isolate(todays_name(n)) for n in summary.names)
    return EntryTexts(paired_bidi(name), badge, kind, line, players, when, brief, actions_text(summary.actions))


def tooltip(summary: SaveSummary) -> str:
    """The entry as a tooltip: rich text built here, with every piece escaped (names are what people typed)."""
    t = entry_texts(summary)
    lines = [f"<b>{escape(isolate(t.name))}</b>",
             *(escape(x) for x in (t.badge, t.game, t.players, t.when) if x)]
    return "<p style='white-space:pre-wrap'>" + "<br>".join(lines) + "</p>"


def wrapped_lines(text: str, font: QFont, width: float, most: int = 2) -> list[str]:
    """`text` in lines of at most `width` pixels, broken between words (in Japanese and Chinese, where a line
    may break: between most characters, never inside a short phrase: "下午" / "7:39" split a time,
    `formatting.keep_phrases`). A text that needs more than `most` lines ends its last one with "…" after the
    last word that fits whole; only a single word wider than the line is cut inside."""
    metrics = QFontMetricsF(font)
    if not text or metrics.horizontalAdvance(text) <= width:
        return [text] if text else []
    joined = keep_phrases(text)
    if joined != text:
        return [line.replace(WORD_JOINER, "") for line in wrapped_lines(joined, font, width, most)]
    starts = line_starts(text, font, width)  # a word wider than the line is broken anywhere, never before "）"
    ends = [*starts[1:], len(text)]
    lines = [text[a:b].strip() for a, b in zip(starts, ends, strict=True)]
    if len(lines) <= most:
        return [line for line in lines if line]
    rest = text[starts[most - 1]:].strip()
    finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Line, rest)
    last = ""
    while (end := finder.toNextBoundary()) != -1:
        candidate = rest[:end].rstrip(" ,、，・–-")
        if candidate and metrics.horizontalAdvance(candidate + "…") <= width:
            last = candidate + "…"
        elif last:
            break
    if not last:  # the first word alone is wider than the line
        last = metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width)
    return [*lines[: most - 1], last]


# ---- painting an entry -------------------------------------------------------------------------------------
@dataclass
class EntryLayout:
    """Where an entry draws its parts, and its words as drawn."""

    picture: QRectF
    text: QRectF  # the words' column beside the picture
    room: int  # the width of the name's lines (beside the badge)
    name: list[str]  # the name's lines, the last one cut at a word when two cannot hold it
    lines: list[tuple[str, QFont, QColor]]  # the lines under the name, whole, with their fonts and inks
    shown: list[str]  # those lines as drawn (cut at a word where they must be)
    top: float  # where the name's first line starts

    def cut(self, name: str) -> list[str]:
        """The texts that are not drawn whole."""
        out = [name] if " ".join(self.name).replace(" ", "") != name.replace(" ", "") else []
        return out + [full for (full, _, _), shown in zip(self.lines, self.shown, strict=True) if shown != full]


BADGE_COLOURS = {"autosave": BRASS.darker(135), "over": QColor("#1f5a38"), "damaged": QColor("#a12a1c")}


class SaveEntryDelegate(QStyledItemDelegate):
    """Paints an entry as a small cream card: the picture on the left, four lines of plain text beside it.

    `compact` entries (the start page) are smaller and leave out the players."""

    def __init__(self, compact: bool = False, parent=None) -> None:
        super().__init__(parent)
        self.compact = compact
        self.pad = 6 if compact else 8
        self.picture_height = 54 if compact else 90
        self._fonts()

    def _fonts(self) -> None:
        self.title_font = serif(11.5 if self.compact else 13, True)
        self.body_font = QFont()
        self.body_font.setPixelSize(12 if self.compact else 13)
        self.small_font = QFont(self.body_font)
        self.small_font.setPixelSize(11 if self.compact else 12)
        self.badge_font = QFont(self.small_font)
        self.badge_font.setBold(True)
        self.badge_font.setPixelSize(10 if self.compact else 11)

    #: Lines a name may take: a long one wraps rather than being cut (the whole name is in the tooltip).
    NAME_LINES = 2

    def lines(self, summary: SaveSummary, texts: EntryTexts, name_lines: int) -> list[tuple[str, QFont, QColor]]:
        """The lines under the name, with their fonts and inks: the game, the players (not in `compact`) and
        the time. A `compact` entry whose name takes two lines says the round, the moves and the time in one line
        (the same facts as an entry whose name takes one: a review saw one entry without its moves)."""
        game = (texts.game, self.body_font, QColor("#a12a1c") if not summary.ok else QColor("#3b2a17"))
        players = (texts.players, self.small_font, QColor("#5b4a32"))  # or what is wrong, in the file's words
        when = (texts.when, self.small_font, QColor("#6b5a40"))
        if not self.compact:
            return [game, players, when]
        if name_lines < 2:
            return [game, when]
        return [(" · ".join(t for t in (texts.brief, texts.moves, texts.when) if t), self.body_font, game[2])]

    def _text_height(self, name_lines: int, fonts: list[QFont]) -> int:
        return name_lines * QFontMetrics(self.title_font).height() + 2 + sum(QFontMetrics(f).height() + 1
                                                                             for f in fonts)

    def sizeHint(self, option: QStyleOptionViewItem, index) -> QSize:  # noqa: N802 - Qt override
        self._fonts()  # the app font may have changed with the language
        body, small = self.body_font, self.small_font
        shapes = [(1, [body, small, small]), (2, [body, small, small])] if not self.compact else \
            [(1, [body, small]), (2, [body])]
        text = max(self._text_height(n, fonts) for n, fonts in shapes)
        return QSize(200, max(self.picture_height, text) + 2 * self.pad + 4)  # as wide as the view

    def paint(self, p: QPainter, option: QStyleOptionViewItem, index) -> None:
        summary: SaveSummary = index.data(SUMMARY_ROLE)
        if summary is None:
            return
        texts = entry_texts(summary)
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.card_rect(option.rect)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        hovered = bool(option.state & QStyle.StateFlag.State_MouseOver)
        focused = bool(option.state & QStyle.StateFlag.State_HasFocus)
        card = QColor("#fffaf0")
        if selected:
            card = QColor("#f3e2b8")
        elif hovered:
            card = QColor("#fff4dc")
        p.setBrush(card)
        border = BRASS if selected or focused else QColor("#d5c39c")
        p.setPen(QPen(border, 2 if selected or focused else 1))
        p.drawRoundedRect(rect, 8, 8)

        shape = self.entry_layout(summary, texts, rect)
        frame = shape.picture
        clip = QPainterPath()
        clip.addRoundedRect(frame, 5, 5)
        p.save()
        p.setClipPath(clip)
        ratio = p.device().devicePixelRatioF() if p.device() is not None else 1.0
        p.drawPixmap(frame.toRect(), picture(summary, frame.size().toSize(), ratio))
        p.restore()
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(43, 33, 24, 120), 1))
        p.drawRoundedRect(frame, 5, 5)

        text_rect, y = shape.text, shape.top
        title_metrics = QFontMetrics(self.title_font)
        if texts.badge:
            self._badge(p, texts.badge, texts.badge_kind, QRectF(text_rect.left(), y, text_rect.width(),
                                                                  title_metrics.height()))
        p.setFont(self.title_font)
        p.setPen(INK)
        for line in shape.name:
            p.drawText(QRectF(text_rect.left(), y, shape.room, title_metrics.height()),
                       Qt.AlignmentFlag.AlignVCenter, line)
            y += title_metrics.height()
        y += 2
        for (_full, font, colour), shown in zip(shape.lines, shape.shown, strict=True):
            metrics = QFontMetrics(font)
            p.setFont(font)
            p.setPen(colour)
            p.drawText(QRectF(text_rect.left(), y, text_rect.width(), metrics.height()),
                       Qt.AlignmentFlag.AlignVCenter, shown)
            y += metrics.height() + 1
        p.restore()

    def entry_layout(self, summary: SaveSummary, texts: EntryTexts, rect: QRectF) -> EntryLayout:
        """Where an entry in `rect` (its card) draws its picture and its words, and the words as drawn."""
        pad = self.pad
        ph = min(self.picture_height, rect.height() - 2 * pad)
        pw = ph * THUMBNAIL.width() / THUMBNAIL.height()
        frame = QRectF(rect.left() + pad, rect.top() + (rect.height() - ph) / 2, pw, ph)
        left = frame.right() + pad + 4
        text_rect = QRectF(left, rect.top() + pad, rect.right() - pad - left, rect.height() - 2 * pad)
        badge_width = QFontMetrics(self.badge_font).horizontalAdvance(texts.badge) + 12 if texts.badge else 0
        room = int(text_rect.width() - badge_width - (8 if badge_width else 0))
        name = self.name_lines(texts.name, room)
        lines = self.lines(summary, texts, len(name))
        # the other lines are cut at a word too, if they must be (the tooltip has them whole)
        shown = [(wrapped_lines(text, font, int(text_rect.width()), 1) or [""])[0] for text, font, _ in lines]
        # the words sit in the middle of the card beside the picture, whether the name takes one line or two
        height = self._text_height(len(name), [font for _, font, _ in lines])
        top = text_rect.top() + max(0.0, (text_rect.height() - height) / 2)
        return EntryLayout(frame, text_rect, room, name, lines, shown, top)

    @staticmethod
    def card_rect(item: QRect) -> QRectF:
        """The card an entry draws in the item's rectangle."""
        return QRectF(item).adjusted(1, 2, -1, -2)

    def name_lines(self, name: str, width: int) -> list[str]:
        """The name as an entry `width` pixels wide draws it: on one line, or two, cut at a word if need be, and
        never a word alone on its second line ("…7:39" / "PM", `formatting.no_widow`: a time stays whole)."""
        lines = wrapped_lines(no_widow(name), self.title_font, width, self.NAME_LINES)
        spaced = "\u00a0" not in name  # the no-break space no_widow put in is drawn as the space it was
        return [line.replace(WORD_JOINER, "").replace("\u00a0", " ") if spaced else line.replace(WORD_JOINER, "")
                for line in lines]

    def _badge(self, p: QPainter, text: str, kind: str, area: QRectF) -> float:
        """A small coloured label at the right end of the name's first line (`area`); its width."""
        metrics = QFontMetrics(self.badge_font)
        width = metrics.horizontalAdvance(text) + 12
        height = metrics.height() + 2
        box = QRectF(area.right() - width, area.center().y() - height / 2, width, height)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(BADGE_COLOURS.get(kind, BRASS))
        p.drawRoundedRect(box, height / 2, height / 2)
        p.setFont(self.badge_font)
        p.setPen(CREAM)
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        return width
