"""The list of saved games, as the start page and the Open dialog show it: one entry per save (and the latest
autosave), newest first, each with a picture of the table, its name, the game, the round, the players and
when it was saved. A file that cannot be opened is listed too, marked damaged, with the reason.

The entries are painted by a delegate, so names people typed are always drawn as plain text. This module brings
the save files' code (pydantic, the engine): the start page imports it only when the summaries
(`persistence.library.SaveSummary`) arrive, after its first paint.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractListModel,
    QBuffer,
    QByteArray,
    QCoreApplication,
    QDate,
    QDateTime,
    QElapsedTimer,
    QEvent,
    QIODevice,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTextBoundaryFinder,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QImage,
    QImageReader,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPixmapCache,
    QRadialGradient,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from ponzi_desktop.persistence import Library
from ponzi_desktop.persistence import files as save_files
from ponzi_desktop.ui import games
from ponzi_desktop.ui.formatting import (
    cjk_breaks,
    escape,
    isolate,
    locale,
    paired_bidi,
    plural,
    separated_list,
)
from ponzi_desktop.ui.i18n import todays_name
from ponzi_desktop.ui.kit.labels import SAVE_PROBLEMS, label
from ponzi_desktop.ui.look import BRASS, CREAM, FELT, FELT_DARK, INK, serif
from ponzi_desktop.ui.save_names import shown_name
from ponzi_desktop.ui.settings import autosave_dir, progress_index_path, saves_dir

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

    from ponzi_desktop.persistence import SaveSummary

#: The picture stored beside a save: the table scaled and cut to 16:9.
THUMBNAIL = QSize(320, 180)
SUMMARY_ROLE = Qt.ItemDataRole.UserRole + 1

_libraries: dict[tuple, Library] = {}


def library() -> Library:
    """The saves folder of this user (one `Library` per folder, so its cache lasts as long as the program)."""
    key = (saves_dir(), autosave_dir(), progress_index_path())
    found = _libraries.get(key)
    if found is None:
        found = _libraries[key] = Library(*key)
    return found


# ---- the picture of the table ----------------------------------------------------------------------------
def thumbnail_png(widget: QWidget | QImage) -> bytes | None:
    """`widget` (or a picture) as a THUMBNAIL-sized PNG: scaled to cover 16:9 and cut in the middle. None if it
    draws nothing."""
    image = widget if isinstance(widget, QImage) else widget.grab().toImage()
    if image.isNull() or image.width() < 2 or image.height() < 2:
        return None
    scaled = image.scaled(THUMBNAIL, Qt.AspectRatioMode.KeepAspectRatioByExpanding,
                          Qt.TransformationMode.SmoothTransformation)
    x = (scaled.width() - THUMBNAIL.width()) // 2
    y = (scaled.height() - THUMBNAIL.height()) // 2
    cut = scaled.copy(x, y, THUMBNAIL.width(), THUMBNAIL.height()).convertToFormat(QImage.Format.Format_RGB32)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not cut.save(buffer, "PNG"):
        return None
    buffer.close()
    return bytes(data.data())


def write_thumbnail(save: Path, widget: QWidget | QImage) -> bool:
    """Store the picture of `widget` beside the save file `save` (`<name>.png`), atomically. A picture is a
    nicety: a failure is reported by the result, never raised."""
    data = thumbnail_png(widget)
    if data is None:
        return False
    try:
        save_files.atomic_write_bytes(save.with_suffix(".png"), data)
    except OSError:
        return False
    return True


def drop_stale_picture(session) -> None:
    """Remove the picture beside `session`'s autosave that an earlier game of its kind left: it is not this
    game's. A folder that refuses (read-only) is not a reason to stop a game starting: the autosave fails there
    too and says so, and the picture goes once the autosave works again (session.autosave_restored)."""
    path = session.autosave_file
    if path is None:
        return
    try:
        path.with_suffix(".png").unlink(missing_ok=True)
    except OSError:
        session.autosave_restored.connect(lambda: drop_stale_picture(session), Qt.ConnectionType.SingleShotConnection)


class AutosavePicture(QObject):
    """Keeps a picture of the table beside a game's autosave, as the saved games have, so that the list shows
    the autosave's table too (while the game is on, and after a crash).

    The autosave is written after every action; a picture costs 20 to 40 ms (the spectator's table drawn on a
    scene of its own, scaled and written as a PNG: benchmarks/autosave_picture.py), too much for every
    action. So a picture is drawn at most once every `interval_ms`, in the GUI thread, when the game has
    changed since the last one; `flush()` draws one at once (the game is left, or the list is about to
    show it). `picture` gives what to draw (the game page's `picture_widget`: nothing private in it);
    `last_ms` is how long the last picture took."""

    INTERVAL_MS = 30_000

    def __init__(self, session, picture: Callable[[], QWidget | QImage], interval_ms: int = INTERVAL_MS,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session, self.picture = session, picture
        self.last_ms: float | None = None
        self.count = 0  # pictures drawn
        self._changed = True  # a new game on the table: its autosave has no picture yet
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.flush)
        session.state_changed.connect(self._on_change)
        self._timer.start()

    def _on_change(self) -> None:
        self._changed = True
        if not self._timer.isActive():  # not restarted by each action: a long game gets a picture each interval
            self._timer.start()

    def flush(self) -> bool:
        """Draw the picture now if the game changed since the last one; whether one was written."""
        self._timer.stop()
        path = self.session.autosave_file
        if not self._changed or path is None or not path.is_file():
            return False
        clock = QElapsedTimer()
        clock.start()
        written = write_thumbnail(path, self.picture())
        self.last_ms = clock.nsecsElapsed() / 1e6
        self.count += 1
        self._changed = not written
        return written


def _placeholder(size: QSize, ratio: float, damaged: bool) -> QPixmap:
    """A neutral picture for a save without one: felt with three blank cards; greyed with a "!" when damaged."""
    key = f"ponzi-desktop/save-placeholder/{size.width()}x{size.height()}@{ratio}/{int(damaged)}"
    pixmap = QPixmapCache.find(key)
    if pixmap is not None:
        return pixmap
    pixmap = QPixmap(round(size.width() * ratio), round(size.height() * ratio))
    pixmap.setDevicePixelRatio(ratio)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    w, h = size.width(), size.height()
    light, dark = (QColor("#9a927f"), QColor("#6b6455")) if damaged else (FELT.lighter(112), FELT_DARK.lighter(130))
    glow = QRadialGradient(QPointF(w / 2, h / 2), max(w, h) * 0.7)
    glow.setColorAt(0.0, light)
    glow.setColorAt(1.0, dark)
    p.fillRect(0, 0, w, h, glow)
    card = QRectF(-h * 0.16, -h * 0.22, h * 0.32, h * 0.44)
    p.setPen(QPen(QColor(248, 240, 220, 150), max(1.0, h / 60)))
    p.setBrush(QColor(248, 240, 220, 40))
    for angle in (-14, 0, 14):
        p.save()
        p.translate(w / 2 + angle * h / 60, h / 2 + abs(angle) * h / 300)
        p.rotate(angle)
        p.drawRoundedRect(card, h / 30, h / 30)
        p.restore()
    if damaged:
        r = h * 0.16
        centre = QPointF(w / 2, h / 2)
        p.setPen(QPen(QColor("#fff8e6"), max(1.0, h / 50)))
        p.setBrush(QColor("#a12a1c"))
        p.drawEllipse(centre, r, r)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(8, round(r * 1.4)))
        p.setFont(font)
        p.drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, "!")
    p.end()
    QPixmapCache.insert(key, pixmap)
    return pixmap


def picture(summary: SaveSummary, size: QSize, ratio: float = 1.0) -> QPixmap:
    """The save's picture at `size` (logical pixels), or the placeholder when it has none or it cannot be read."""
    path = summary.thumbnail
    if path is not None and summary.ok:
        try:
            stamp = path.stat().st_mtime_ns
        except OSError:
            stamp = None
        if stamp is not None:
            key = f"ponzi-desktop/save-picture/{path}/{stamp}/{size.width()}x{size.height()}@{ratio}"
            pixmap = QPixmapCache.find(key)
            if pixmap is not None:
                return pixmap
            reader = QImageReader(str(path))
            reader.setScaledSize(QSize(round(size.width() * ratio), round(size.height() * ratio)))
            image = reader.read()
            if not image.isNull():
                pixmap = QPixmap.fromImage(image)
                pixmap.setDevicePixelRatio(ratio)
                QPixmapCache.insert(key, pixmap)
                return pixmap
    return _placeholder(size, ratio, not summary.ok)


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
    return EntryTexts(paired_bidi(name), badge, kind, line, players, when, brief)


def tooltip(summary: SaveSummary) -> str:
    """The entry as a tooltip: rich text built here, with every piece escaped (names are what people typed)."""
    t = entry_texts(summary)
    lines = [f"<b>{escape(isolate(t.name))}</b>",
             *(escape(x) for x in (t.badge, t.game, t.players, t.when) if x)]
    return "<p style='white-space:pre-wrap'>" + "<br>".join(lines) + "</p>"


def wrapped_lines(text: str, font: QFont, width: float, most: int = 2) -> list[str]:
    """`text` in lines of at most `width` pixels, broken between words (in Japanese and Chinese, where a line
    may break: between most characters). A text that needs more than `most` lines ends its last one with
    "…" after the last word that fits whole; only a single word wider than the line is cut inside."""
    metrics = QFontMetricsF(font)
    if not text or metrics.horizontalAdvance(text) <= width:
        return [text] if text else []
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    starts = []
    layout.beginLayout()
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        starts.append(line.textStart())
    layout.endLayout()
    starts = cjk_breaks(text, starts)  # a word wider than the line is broken anywhere: never before "）" or "。"
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


# ---- the model -----------------------------------------------------------------------------------------
class SavedGamesModel(QAbstractListModel):
    """The summaries, in the order given (newest first). `SUMMARY_ROLE` gives an entry's `SaveSummary`."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._items: list[SaveSummary] = []

    def set_summaries(self, summaries: list[SaveSummary]) -> None:
        self.beginResetModel()
        self._items = list(summaries)
        self.endResetModel()

    def summaries(self) -> list[SaveSummary]:
        return list(self._items)

    def row_of(self, path: Path) -> int:
        return next((i for i, s in enumerate(self._items) if s.path == path), -1)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._items)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._items):
            return None
        summary = self._items[index.row()]
        if role == SUMMARY_ROLE:
            return summary
        if role == Qt.ItemDataRole.DisplayRole:
            return entry_texts(summary).name
        if role in (Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.AccessibleDescriptionRole):
            return ", ".join(entry_texts(summary).lines())
        if role == Qt.ItemDataRole.ToolTipRole:
            return tooltip(summary)
        return None


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
        the time. A `compact` entry whose name takes two lines says the game and the time in one line."""
        game = (texts.game, self.body_font, QColor("#a12a1c") if not summary.ok else QColor("#3b2a17"))
        players = (texts.players, self.small_font, QColor("#5b4a32"))  # or what is wrong, in the file's words
        when = (texts.when, self.small_font, QColor("#6b5a40"))
        if not self.compact:
            return [game, players, when]
        if name_lines < 2:
            return [game, when]
        return [(" · ".join(t for t in (texts.brief, texts.when) if t), self.body_font, game[2])]

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
        """The name as an entry `width` pixels wide draws it: on one line, or two, cut at a word if need be."""
        return wrapped_lines(name, self.title_font, width, self.NAME_LINES)

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


#: The list on cream paper: no frame of its own, and a slim brass scroll bar.
LIST_STYLE = """
QListView { background: transparent; border: none; outline: none; }
QScrollBar:vertical { background: #efe4c8; width: 10px; margin: 0; border-radius: 5px; }
QScrollBar::handle:vertical { background: #c8a96a; min-height: 32px; border-radius: 5px; }
QScrollBar::handle:vertical:hover { background: #b08d4a; }
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }
"""


# ---- the view ------------------------------------------------------------------------------------------
class SavedGamesView(QListView):
    """Saved games as a list of cards. `open_requested(summary)` on Enter or a double click, or on a single
    click when `click_opens` (the start page, where an entry is a button).

    With `most` set (the start page), the view asks for room for that many entries, shows as many whole
    entries as the room it gets holds (at least one), and never scrolls."""

    open_requested = Signal(object)
    delete_requested = Signal()  # the Delete key, where entries can be deleted (not on the start page)
    rename_requested = Signal()  # F2

    def __init__(self, compact: bool = False, click_opens: bool = False, most: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model_ = SavedGamesModel(self)
        self.setModel(self.model_)
        self.delegate = SaveEntryDelegate(compact, self)
        self.setItemDelegate(self.delegate)
        self.click_opens = click_opens
        self.most = most
        self.setUniformItemSizes(True)
        self.setMouseTracking(True)  # the hover shade
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFrameShape(QListView.Shape.NoFrame)
        self.viewport().setAutoFillBackground(False)
        self.setStyleSheet(LIST_STYLE)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.doubleClicked.connect(self._activated)
        if click_opens:
            self.clicked.connect(self._activated)
            self.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        if most is not None:
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def set_summaries(self, summaries: list[SaveSummary], keep: Path | None = None) -> None:
        if keep is None and self.current() is not None:
            keep = self.current().path
        self.model_.set_summaries(summaries)
        row = self.model_.row_of(keep) if keep is not None else -1
        if row < 0 and not self.click_opens and summaries:
            row = 0
        if row >= 0:
            self.setCurrentIndex(self.model_.index(row))
            self.scrollTo(self.model_.index(row))
        self._fit()
        self.updateGeometry()

    def current(self) -> SaveSummary | None:
        index = self.currentIndex()
        return index.data(SUMMARY_ROLE) if index.isValid() else None

    def _activated(self, index: QModelIndex) -> None:
        summary = index.data(SUMMARY_ROLE)
        if summary is not None:
            self.open_requested.emit(summary)

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt override
        # Enter opens here, and only here: the dialog's default button must not open a second time
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentIndex().isValid():
            self._activated(self.currentIndex())
            event.accept()
            return
        if not self.click_opens and self.currentIndex().isValid() and event.modifiers() in (
                Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier):
            asks = {Qt.Key.Key_Delete: self.delete_requested, Qt.Key.Key_F2: self.rename_requested}
            if event.key() in asks:
                asks[event.key()].emit()
                event.accept()
                return
        super().keyPressEvent(event)

    def focusInEvent(self, event) -> None:  # noqa: N802 - Qt override
        if not self.currentIndex().isValid() and self.model_.rowCount():
            self.setCurrentIndex(self.model_.index(0))  # the keyboard lands on an entry, not on nothing
        super().focusInEvent(event)

    # ---- size --------------------------------------------------------------------------------------------
    def row_height(self) -> int:
        return self.delegate.sizeHint(QStyleOptionViewItem(), QModelIndex()).height()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        if self.most is None:
            return super().sizeHint()
        rows = max(1, min(self.model_.rowCount(), self.most))
        return QSize(self.delegate.sizeHint(QStyleOptionViewItem(), QModelIndex()).width(), rows * self.row_height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        if self.most is None:
            return super().minimumSizeHint()
        return QSize(200, self.row_height())

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """Show only the entries that fit whole (the start page's view never scrolls)."""
        if self.most is None:
            return
        fit = max(1, min(self.most, self.viewport().height() // max(1, self.row_height())))
        for row in range(self.model_.rowCount()):
            self.setRowHidden(row, row >= fit)

    def shown(self) -> list[SaveSummary]:
        """The entries on screen (all of them, where the view scrolls)."""
        return [s for row, s in enumerate(self.model_.summaries()) if not self.isRowHidden(row)]

    def layouts(self) -> list[tuple[SaveSummary, EntryTexts, EntryLayout]]:
        """The entries on screen as they are drawn now."""
        out = []
        for row, summary in enumerate(self.model_.summaries()):
            if not self.isRowHidden(row):
                texts = entry_texts(summary)
                rect = self.delegate.card_rect(self.visualRect(self.model_.index(row)))
                out.append((summary, texts, self.delegate.entry_layout(summary, texts, rect)))
        return out

    def visible_texts(self) -> list[str]:
        """Every text the entries on screen draw, each whole (for the translation checks)."""
        out = []
        for _summary, texts, shape in self.layouts():
            out += [x for x in (texts.name, texts.badge, *(full for full, _, _ in shape.lines)) if x]
        return out

    def cut_texts(self) -> list[str]:
        """The texts of the entries on screen that are not drawn whole (a name cut after two lines, say)."""
        return [text for _summary, texts, shape in self.layouts() for text in shape.cut(texts.name)]

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.LanguageChange):
            self.delegate._fonts()
            self.scheduleDelayedItemsLayout()
        super().changeEvent(event)
