"""The pictures of the table kept beside saves: drawn from the table (`thumbnail_png`), written beside a save
or the autosave (`write_thumbnail`, `AutosavePicture`, `drop_stale_picture`), and read back at the size an
entry shows (`picture`, with a neutral placeholder for a save without one or a damaged save), and framed as the
list frames it (`SavePicture`, for the details and the question before deleting).

A picture is a nicety: every failure to draw, write or read one leaves the save as it was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QElapsedTimer,
    QIODevice,
    QObject,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QImageReader,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPixmapCache,
    QRadialGradient,
)
from PySide6.QtWidgets import QWidget

from ponzi_desktop.persistence import files as save_files
from ponzi_desktop.ui.look import FELT, FELT_DARK

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

    from ponzi_desktop.persistence import SaveSummary

#: The picture stored beside a save: the table scaled and cut to 16:9.
THUMBNAIL = QSize(320, 180)

#: What the table is drawn to cover for a THUMBNAIL: twice its size, so that the smooth scaling down still
#: averages each pixel from four (drawn at 1280 wide, the picture cost twice as much for the same look).
DRAWN = THUMBNAIL * 2

#: The PNG's "quality", which for a PNG is how hard zlib packs it (Qt: level (100 - quality) * 9 / 91), never
#: its pixels: 80 is level 1, twice as fast as the default level 6 (2.5 ms less a picture, every game left)
#: for a file about a tenth larger (48 kB for 44 kB).
PNG_QUALITY = 80


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
    if not cut.save(buffer, "PNG", PNG_QUALITY):
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


class SavePicture(QWidget):
    """The save's picture with rounded corners and a thin edge, as the list draws it."""

    def __init__(self, parent: QWidget, size: QSize) -> None:
        super().__init__(parent)
        self.setFixedSize(size)
        self.pixmap = QPixmap()

    def set_pixmap(self, pixmap: QPixmap) -> None:
        self.pixmap = pixmap
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        if self.pixmap.isNull():
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        clip = QPainterPath()
        clip.addRoundedRect(frame, 8, 8)
        p.setClipPath(clip)
        p.drawPixmap(self.rect(), self.pixmap)
        p.setClipping(False)
        p.setPen(QPen(QColor(43, 33, 24, 120), 1))
        p.drawRoundedRect(frame, 8, 8)
