"""The start page's painted surfaces kept from one start to the next: the felt, the cards and the games'
pictures, as the window showed them, copied back at the next start instead of painted again.

Painting them names Qt's enums (a pen, a brush, a filled rectangle: PySide's choice among their overloads asks
whether an argument is one of Qt's colours or styles), and PySide then makes the whole `Qt` namespace, some 93
enums, 20-25 ms of CPU before the first paint, which a bare window never pays. A kept surface is its widget's own
pixels read back from the window once painted (the felt and the cards under it included: drawn again elsewhere, a
picture's edges round a pixel here and there differently), so the copy is the same to the pixel. A file is used only
when its key matches (the widget's place and size and those of everything round it, the screen's pixel ratio, the
language, the app's and Qt's versions, and the painting code's source): otherwise, or when it is damaged, the widget
paints as before and the file is written again.
"""

from __future__ import annotations

import os
import sys
import zlib
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QRect, QStandardPaths, QTimer, qVersion
from PySide6.QtGui import QFont, QFontInfo, QImage, QPainter
from PySide6.QtWidgets import QWidget

from ponzi_desktop import __version__
from ponzi_desktop.ui import i18n

#: The first bytes of a kept surface's file, and the version of its layout.
MAGIC = b"PDSURFACE1"
#: The most pixel bytes one surface is kept with (16 MB: the felt of a 2560x1440 window at one pixel a point). A
#: larger one (a 4K screen at twice the pixels, 33 MB) would cost more to read and check at each start than to paint.
MAX_BYTES = 16 * 1024 * 1024
#: Whether surfaces are kept: the app's own start turns it on (`ui/app.py`); a widget made elsewhere (a test, the
#: self-test) paints as always and writes nothing into the user's cache.
_state = {"on": False}


def use(on: bool = True) -> None:
    _state["on"] = on


def folder() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return (Path(base) if base else Path.home() / ".cache" / "ponzi-desktop") / "surfaces"


_sources: dict[str, str] = {}


def source_digest(*modules: str) -> str:
    """The size and CRC-32 of the named modules' source (once per run): a change to how a surface is painted makes
    its kept pixels stale. A frozen app has no source beside it: its version says the same."""
    parts = []
    for name in modules:
        if name not in _sources:
            path = getattr(sys.modules.get(name), "__file__", None)
            try:
                content = Path(path).read_bytes() if path else b""
            except OSError:
                content = b""
            _sources[name] = f"{len(content):x}{zlib.crc32(content):08x}"
        parts.append(_sources[name])
    return ".".join(parts)


def key_of(widget: QWidget, modules: tuple[str, ...], fonts: tuple[QFont, ...] = ()) -> str:
    """What `widget`'s pixels depend on: its place and size and those of every widget it lies in (the felt under a
    card is painted to the page's size), the pixel ratio, the language, the versions, the painting's source and the
    families that the `fonts` it writes in are found in here (a font installed since draws its words otherwise)."""
    places = []
    w = widget
    while w is not None:
        places.append(f"{w.x()},{w.y()},{w.width()}x{w.height()}")
        w = w.parentWidget()
    return "|".join(("/".join(places), f"{widget.devicePixelRatioF()}", i18n.current_language(), __version__,
                     qVersion(), source_digest(*modules), "/".join(QFontInfo(f).family() for f in fonts)))


def _file(name: str) -> Path:
    return folder() / f"{name}.surface"


def read(name: str, key: str) -> tuple[QImage, bytearray] | None:
    """The pixels kept as `name` under `key` (an image and the buffer it lies in, which must outlive it), or None:
    none kept, kept under another key, or a damaged file. Read into one buffer, not copied: the felt is a few MB."""
    try:
        with _file(name).open("rb") as f:
            fields = f.readline(4096).rstrip(b"\n").split(b" ", 6)
            if len(fields) != 7 or fields[0] != MAGIC or fields[6].decode("utf-8", "replace") != key:
                return None
            width, height, line, image_format, crc = (int(f) for f in fields[1:6])
            if width <= 0 or height <= 0 or line < width:
                return None
            body = bytearray(line * height)
            if f.readinto(body) != len(body) or f.read(1):
                return None
        image = QImage(body, width, height, line, QImage.Format(image_format))
    except (OSError, ValueError):
        return None
    return (image, body) if zlib.crc32(body) == crc and not image.isNull() else None


def write(name: str, key: str, image: QImage) -> None:
    """Keep `image` as `name` under `key` (whole or not at all: another copy of the app may be reading it)."""
    body = image.constBits()
    numbers = (image.width(), image.height(), image.bytesPerLine(), image.format().value, zlib.crc32(body))
    path = _file(name)
    partial = path.with_name(f"{path.name}.{os.getpid()}.part")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with partial.open("wb") as f:
            f.write(b" ".join((MAGIC, *(str(v).encode() for v in numbers), key.encode())) + b"\n")
            f.write(body)
        partial.replace(path)
    except OSError:
        partial.unlink(missing_ok=True)  # an unwritable cache: the surface is painted at every start


def paint_kept(widget: QWidget, event, name: str | None, modules: tuple[str, ...],
               paint: Callable[[QPainter], None], fonts: tuple[QFont, ...] = ()) -> None:
    """`widget`'s paintEvent: its pixels kept as `name` when they match (`read`), else `paint(painter)`; the first
    time all of the widget that can be seen was painted into its window, its pixels are read back from the window
    and kept for the next start (once: a window resized by hand writes nothing more). `modules`: those whose source
    paints it (and what lies under it); `fonts`: those it writes in. A `name` of None, or keeping not turned on
    (`use`): painted as always."""
    if name is None or not _state["on"]:
        p = QPainter(widget)
        paint(p)
        p.end()
        return
    key = key_of(widget, modules, fonts)
    # (key, its pixels or None, whether this run is done keeping, the buffer the pixels read lie in)
    kept = getattr(widget, "_kept_surface", None)
    if kept is None or kept[0] != key and not kept[2]:
        found = read(name, key)
        if found is not None:
            found[0].setDevicePixelRatio(widget.devicePixelRatioF())
        kept = widget._kept_surface = (key, found[0], True, found[1]) if found is not None else (key, None, False, None)
    p = QPainter(widget)
    if kept[0] == key and kept[1] is not None:
        p.drawImage(0, 0, kept[1])
        p.end()
        return
    paint(p)
    device = p.paintEngine().paintDevice() if p.paintEngine() is not None else None
    p.end()
    store = widget.window().backingStore()
    screen = store.paintDevice() if store is not None else None
    ratio = widget.devicePixelRatioF()
    at = widget.mapTo(widget.window(), widget.rect().topLeft())
    # only the window's own pixels, all of the widget that shows painted (a part painted again, over children
    # already drawn, is not the widget alone; a grab paints into a pixmap of its own; a window drawn by OpenGL has
    # nothing to read back), at a whole pixel ratio (at 1.25 the felt's copy, drawn again, differed from it along
    # its dark rim: such a screen paints as always)
    if kept[2] or not isinstance(screen, QImage) or not isinstance(device, QImage) \
            or device.cacheKey() != screen.cacheKey() or not widget.visibleRegion().subtracted(event.region()).isEmpty() \
            or not float(ratio).is_integer() or widget.width() * widget.height() * ratio * ratio * 4 > MAX_BYTES:
        return
    image = screen.copy(QRect(round(at.x() * ratio), round(at.y() * ratio), round(widget.width() * ratio),
                              round(widget.height() * ratio)))
    image.setDevicePixelRatio(ratio)
    widget._kept_surface = (key, image, True, None)
    QTimer.singleShot(0, lambda: write(name, key, image))  # after this paint: the writing is no part of it
