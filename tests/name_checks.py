"""Names people typed, wherever the app shows them: never read as markup, set apart from the words near them.

`shown_texts(roots)` lists every text the widgets under `roots` show or say, as a person reads it: labels
(rich ones rendered), buttons, menus and actions (a single & is the shortcut mark), tooltips (rendered when Qt
takes them for rich text, as QToolTip does), window titles, status bars, item views' rows, text documents,
accessible names, and in every graphics view its items' tooltips and texts and the words the table's pieces
paint. `name_problems(texts, names)` says where a name came out as markup, where it sits inside a longer
text without the bidi isolates (U+2068 ... U+2069) around it, and where a text's bidi controls are unpaired
(an override that would reverse the rest of its line). Any table's test can hand it its widgets: nothing here
knows a game.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt
from PySide6.QtGui import QAction, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QPlainTextEdit,
    QStatusBar,
    QTextEdit,
    QWidget,
)
from widget_checks import shown_text

FSI, PDI = "\u2068", "\u2069"
#: The bidi controls that open something (embeddings and overrides, closed by PDF; isolates, closed by PDI).
EMBEDDINGS, ISOLATES = "\u202a\u202b\u202d\u202e", "\u2066\u2067\u2068"
PDF = "\u202c"
#: any bidi control `unpaired_controls` looks at: a text with none (most of them) has none unpaired
_CONTROLS = re.compile(f"[{EMBEDDINGS}{ISOLATES}{PDF}{PDI}]")
OBJECT = "\ufffc"  # what a rendered <img> leaves in a document's plain text


@dataclass(frozen=True)
class Shown:
    where: str  # which widget, item or property, for the failure message
    text: str  # as a person reads it
    title: bool = False  # a window title: the app drops isolates there (title bars draw them as boxes)


def rendered(text: str) -> str:
    """Rich text as it reads on the screen."""
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def tip_text(tip: str) -> str:
    """A tooltip as QToolTip shows it: rendered when Qt takes it for rich text."""
    return rendered(tip) if GuiQt.mightBeRichText(tip) else tip


def label_text(label: QLabel) -> str:
    text, fmt = label.text(), label.textFormat()
    if fmt == Qt.TextFormat.RichText or (fmt == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text)):
        return rendered(text)
    if fmt == Qt.TextFormat.MarkdownText:
        doc = QTextDocument()
        doc.setMarkdown(text)
        return doc.toPlainText()
    return shown_text(text) if label.buddy() is not None else text


def _name(obj) -> str:
    return f"{type(obj).__name__}({obj.objectName()})" if obj.objectName() else type(obj).__name__


def _actions(actions: Iterable[QAction], where: str) -> list[Shown]:
    out = []
    for act in actions:
        if act.text():
            out.append(Shown(f"{where} action", shown_text(act.text())))
        for tip in {act.toolTip(), act.statusTip()} - {"", shown_text(act.text()), act.text()}:
            out.append(Shown(f"{where} action tip", tip_text(tip)))
    return out


def _rows(view: QAbstractItemView, where: str) -> list[Shown]:
    model, out = view.model(), []
    if model is None:
        return out
    roles = {Qt.ItemDataRole.DisplayRole: "row", Qt.ItemDataRole.ToolTipRole: "row tip",
             Qt.ItemDataRole.AccessibleTextRole: "row accessible", Qt.ItemDataRole.AccessibleDescriptionRole:
             "row description"}
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(QModelIndex())
    for r in range(model.rowCount(QModelIndex())):
        for c in range(columns):
            index = model.index(r, c)
            for role, what in roles.items():
                value = model.data(index, role)
                if isinstance(value, str) and value:
                    text = tip_text(value) if role == Qt.ItemDataRole.ToolTipRole else value
                    out.append(Shown(f"{where} {what} {r}", text))
    return out


def _scene(view: QGraphicsView, where: str) -> list[Shown]:
    from ponzi_desktop.ui.kit.pieces import TextProbe

    scene, out = view.scene(), []
    if scene is None:
        return out
    items = scene.items()
    for item in items:
        name = f"{where} {type(item).__name__}"
        if item.toolTip():
            out.append(Shown(f"{name} tip", tip_text(item.toolTip())))
        if isinstance(item, QGraphicsTextItem) and item.toPlainText():
            out.append(Shown(name, item.toPlainText()))
        if isinstance(item, QGraphicsSimpleTextItem) and item.text():
            out.append(Shown(name, item.text()))
    modes = [item.cacheMode() for item in items]  # caches off, so that every piece really paints its words
    for item in items:
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    try:
        with TextProbe() as probe:
            view.viewport().grab()
    finally:
        for item, mode in zip(items, modes, strict=True):
            item.setCacheMode(mode)
    out += [Shown(f"{where} painted", drawn.text) for drawn in probe.drawn]
    return out


def widget_texts(w: QWidget) -> list[Shown]:
    """What one widget shows or says (not its children)."""
    where, out = _name(w), []
    if isinstance(w, QLabel) and w.text():
        out.append(Shown(where, label_text(w)))
    elif isinstance(w, QAbstractButton) and w.text():
        out.append(Shown(where, shown_text(w.text())))
    elif isinstance(w, QGroupBox) and w.title():
        out.append(Shown(where, shown_text(w.title())))
    elif isinstance(w, (QTextEdit, QPlainTextEdit)):
        out.append(Shown(where, w.toPlainText()))
    elif isinstance(w, QComboBox):
        out += [Shown(f"{where} item", w.itemText(i)) for i in range(w.count())]
    elif isinstance(w, QStatusBar) and w.currentMessage():
        out.append(Shown(where, w.currentMessage()))
    if w.toolTip():
        out.append(Shown(f"{where} tip", tip_text(w.toolTip())))
    for text, what in ((w.accessibleName(), "accessible"), (w.accessibleDescription(), "description"),
                       (w.statusTip(), "status tip"), (w.whatsThis(), "what's this")):
        if text:
            out.append(Shown(f"{where} {what}", tip_text(text) if what == "what's this" else text))
    if w.isWindow() and w.windowTitle():
        out.append(Shown(f"{where} title", w.windowTitle(), title=True))
    menus = getattr(w, "menus", None)
    if menus is not None and hasattr(menus, "make_entries"):
        menus.make_entries()  # a main window's entries: made after its first paint, else when asked for
    out += _actions(w.actions(), where)
    if isinstance(w, QAbstractItemView):
        out += _rows(w, where)
    if isinstance(w, QGraphicsView):
        out += _scene(w, where)
    return out


def shown_texts(roots: Iterable[QWidget]) -> list[Shown]:
    """Every text under `roots` (hidden widgets too: they show theirs when they are shown)."""
    seen: set[int] = set()
    out: list[Shown] = []
    for root in roots:
        for w in [root, *root.findChildren(QWidget)]:
            if id(w) not in seen:
                seen.add(id(w))
                out += widget_texts(w)
    return out


# ---- the checks --------------------------------------------------------------------------------------------
def unpaired_controls(text: str) -> list[str]:
    """Bidi controls in `text` that open without closing or close without opening."""
    if not _CONTROLS.search(text):
        return []
    stack: list[str] = []
    bad: list[str] = []
    for ch in text:
        if ch in EMBEDDINGS or ch in ISOLATES:
            stack.append(ch)
        elif ch == PDF:
            if stack and stack[-1] in EMBEDDINGS:
                stack.pop()
            else:
                bad.append(ch)
        elif ch == PDI:
            if any(c in ISOLATES for c in stack):
                while stack.pop() not in ISOLATES:
                    pass
            else:
                bad.append(ch)
    return bad + stack


def shown_name(name: str) -> str:
    """A name as it must read: as typed, less the bidi controls that do not come in pairs."""
    keep = [True] * len(name)
    stack: list[int] = []
    for i, ch in enumerate(name):
        if ch in EMBEDDINGS or ch in ISOLATES:
            stack.append(i)
        elif ch == PDF:
            if stack and name[stack[-1]] in EMBEDDINGS:
                stack.pop()
            else:
                keep[i] = False
        elif ch == PDI:
            if any(name[j] in ISOLATES for j in stack):
                while name[stack.pop()] not in ISOLATES:
                    pass
            else:
                keep[i] = False
    for i in stack:
        keep[i] = False
    return "".join(ch for ch, k in zip(name, keep, strict=True) if k)


def core(name: str) -> str:
    """The longest word of a name outside its tags and entities ("Eve" of "<b>Eve</b>"): what is left of it
    when it is taken for markup. A name that is all tag has none (the whole name stands for itself)."""
    words = re.findall(r"[^\W\d_]{3,}", re.sub(r"<[^>]*>|&\w+;", " ", shown_name(name)))
    return max(words, key=len) if words else shown_name(name)


def name_problems(texts: Iterable[Shown], names: Iterable[str], isolated: bool = True) -> list[str]:
    """Where a name is not shown as typed, or (`isolated`) sits in a longer text without isolates; unpaired
    bidi controls; rendered images. (A text quoting a file, like a reason, is isolated as a whole: pass
    `isolated=False` for the names inside it.)"""
    prepared = []  # each name's forms and searches, made once (the texts are thousands)
    for name in names:
        whole, word = shown_name(name), core(name)
        titled = whole.replace(FSI, "").replace(PDI, "")
        prepared.append((name, whole, titled, re.compile(re.escape(whole)), re.compile(re.escape(titled)),
                         re.compile(rf"(?<!\w){re.escape(word)}(?!\w)")))
    bad = []
    for shown in texts:
        text = shown.text
        if unpaired := unpaired_controls(text):
            bad.append(f"{shown.where}: unpaired bidi controls {unpaired!r} in {text!r}")
        if OBJECT in text:
            bad.append(f"{shown.where}: an image or object in {text!r}")
        for name, whole, titled, whole_re, titled_re, word_re in prepared:
            if shown.title:  # titles drop the isolates: the name must be there as typed
                whole, whole_re = titled, titled_re
            matches = list(word_re.finditer(text))
            if not matches:
                continue
            spans = [(m.start(), m.end()) for m in whole_re.finditer(text)]
            for m in matches:
                span = next(((a, b) for a, b in spans if a <= m.start() and m.end() <= b), None)
                if span is None:
                    bad.append(f"{shown.where}: {name!r} is not shown as typed in {text!r}")
                elif (isolated and not shown.title and text.strip() != whole
                      and not (text[span[0] - 1:span[0]] == FSI and text[span[1]:span[1] + 1] == PDI)):
                    bad.append(f"{shown.where}: {name!r} is not isolated in {text!r}")
    return bad


def texts_with(texts: Iterable[Shown], name: str) -> list[Shown]:
    """The texts that show `name` as typed."""
    typed = shown_name(name).replace(FSI, "").replace(PDI, "")
    return [t for t in texts if typed in t.text]
