"""What a lesson's note must leave in sight besides the pieces it points at: the values and labels its words name.

A step that says "the blue share costs $10" is read with the $10 in view. The table is asked what it draws
(every piece lists the words it shows, and its text goes through the kit's `draw_text`, which `TextProbe`
watches), and the texts that show an amount the step's words name are kept clear, wherever the table draws
them: no lesson file has to list them.
"""

from __future__ import annotations

import re
from weakref import WeakKeyDictionary

from PySide6.QtCore import QRect
from PySide6.QtGui import QImage, QPainter, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QStyleOptionGraphicsItem

from ponzi_desktop.ui.kit.pieces import DrawnText, TextProbe

#: An amount of money as the tables write it in the language shown ("$10", "$1,500", Spanish "10 $", "1.500 $"),
#: not the start of a longer number.
AMOUNT = re.compile(r"\$\s?(\d[\d,.]*\d|\d)|(?<![\d,.])(\d[\d,.]*\d|\d)\s?\$")


def amounts(text: str) -> set[str]:
    """The amounts of money `text` names, as digits ("$1,500", "$1500" and "1.500 $" are one amount)."""
    return {re.sub(r"[,.]", "", a or b) for a, b in AMOUNT.findall(text)}


def labels(text: str, words: str) -> bool:
    """Whether `words` name the label `text`: a label of a word and a number ("Row 2", "Fila 2", "2列目") that
    the words say whole ("funds from row 2")."""
    t = " ".join(text.split()).casefold()
    if not re.search(r"\d", t) or not re.search(r"[^\W\d_]", t) or amounts(t):
        return False
    return re.search(rf"(?<![\w]){re.escape(t)}(?![\d])", " ".join(words.split()).casefold()) is not None


def names_seat(name: str, words: str) -> bool:
    """Whether `words` name the seat called `name` ("Watch Ada", "AdaとBruno"): the name whole, not inside a
    longer word of its own script ("Adam"); bidi isolates round the name (as the tables show it) are ignored."""
    name = name.strip("\u2066\u2067\u2068\u2069").strip()
    if not name:
        return False
    latin = "A-Za-z0-9\u00c0-\u024f"  # a Latin name ends where the Latin letters end (Japanese runs on: "Adaの")
    before = rf"(?<![{latin}])" if re.match(rf"[{latin}]", name[0]) else ""
    after = rf"(?![{latin}])" if re.match(rf"[{latin}]", name[-1]) else ""
    return re.search(before + re.escape(name) + after, words) is not None


def _names(text: str, words: str, wanted: set[str]) -> bool:
    return bool(amounts(text) & wanted) or labels(text, words)


#: What painting each piece found (`_painted`), for each of the last few device transforms it was painted at (a
#: window resized back and forth): its texts, and for what (its `paint_count` and its box), kept while it lives.
_found: WeakKeyDictionary[QGraphicsItem, dict[tuple, tuple[tuple, list[DrawnText]]]] = WeakKeyDictionary()
#: How many device transforms a piece's findings are kept for
_TRANSFORMS_KEPT = 4


def drawn_texts(view: QGraphicsView, words: str | None) -> list[DrawnText]:
    """The texts the view's scene draws now that show an amount `words` names or a label they name ("Row 2"),
    with their boxes in the viewport's pixels; every text it draws when `words` is None. Only the pieces that
    say they show such a text (`visible_texts`) are painted again, each on its own, where the view puts it
    (painting the whole table for this would be dear), and only those that changed since they were last painted
    for this (`_painted`)."""
    wanted = amounts(words) if words is not None else set()
    pieces = [item for item in view.scene().items() if item.isVisible() and hasattr(item, "visible_texts")
              and any(words is None or _names(t, words, wanted) for t in item.visible_texts())]
    if not pieces:
        return []
    drawn = _painted(pieces, view.viewportTransform())
    return [d for d in drawn if d.shown.strip() and (words is None or _names(d.shown, words, wanted))]


def _painted(pieces: list[QGraphicsItem], viewport: QTransform) -> list[DrawnText]:
    """The texts `pieces` draw, in turn, each where the view puts it: found again by painting a piece (on a
    scratch image: what is painted is not looked at) only when it has changed since it was painted at that
    device transform (a `Repainted` piece's `paint_count`, its box; the pieces of other kinds are always
    painted). A probe that watches already (a test's) sees every piece painted, as it would without these
    findings kept."""
    watched = bool(TextProbe._active)
    out: list[DrawnText] = []
    scratch: tuple[QImage, QPainter] | None = None
    option = QStyleOptionGraphicsItem()
    try:
        for item in pieces:
            count = getattr(item, "paint_count", None)
            device = item.deviceTransform(viewport)
            where = (device.m11(), device.m12(), device.m13(), device.m21(), device.m22(), device.m23(),
                     device.m31(), device.m32(), device.m33())
            what = None if count is None or watched else (count, item.boundingRect())
            kept = _found.get(item) if what is not None else None
            if kept is not None and where in kept and kept[where][0] == what:
                out += kept[where][1]
                continue
            if scratch is None:
                image = QImage(1, 1, QImage.Format.Format_ARGB32_Premultiplied)
                scratch = image, QPainter(image)
            painter = scratch[1]
            with TextProbe(lines=False) as probe:  # only the texts' boxes are asked for
                painter.save()
                painter.setWorldTransform(device)
                item.paint(painter, option, None)
                painter.restore()
            out += probe.drawn
            if what is not None:
                kept = _found.setdefault(item, {})
                kept.pop(where, None)
                kept[where] = what, probe.drawn
                if len(kept) > _TRANSFORMS_KEPT:
                    del kept[next(iter(kept))]
    finally:
        if scratch is not None:
            scratch[1].end()
    return out


def named_rects(view: QGraphicsView, words: str) -> list[QRect]:
    """The boxes (viewport pixels) of the drawn texts that show an amount or a label `words` name."""
    return [d.rect.toAlignedRect() for d in drawn_texts(view, words) if d.rect is not None and not d.rect.isEmpty()]


def text_rects(view: QGraphicsView) -> list[QRect]:
    """The boxes (viewport pixels) of every text the table draws now: what a note's arrow keeps off where it
    can ("Row 2", "Bank", "7 left"), and what a note that only says who plays keeps off."""
    return [d.rect.toAlignedRect() for d in drawn_texts(view, None) if d.rect is not None and not d.rect.isEmpty()]
