"""Checks on widgets that several test modules share: what is visible, what is cut off, what is too small.

`clipped` finds one-line labels and buttons narrower than their text; `too_small` finds text under a pixel
size; `table_texts` lists every text a table scene draws, with its size on the screen and whether it was
cut (through the kit's `TextProbe`, with the pieces' caches off so that everything is really drawn).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontInfo, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QGroupBox,
    QLabel,
    QPushButton,
    QTabBar,
    QToolButton,
    QWidget,
)

#: The window the tables' 11 px rule is about: maximised on a 1280x720 screen. Measured under openbox on a
#: 1280x720 X screen: its title bar takes 19 px, so the window is 1280x701, and the menu bar, the status bar,
#: the action panel and the log take their room out of that (a 1280x720 window had 19 px more than anyone
#: with such a screen gets, and the table's smallest text came out at 10.7 px on the real one).
MAXIMISED_720 = (1280, 701)


def visible_widgets(root: QWidget) -> list[QWidget]:
    return [w for w in [root, *root.findChildren(QWidget)] if w.isVisible()]


def greyed_without_reason(root: QWidget) -> list[str]:
    """The greyed controls shown under `root` that do not say why (`kit.reasons`: a reason in their tooltip and
    accessible description); a control greyed because its parent is greyed is its parent's to explain."""
    from ponzi_desktop.ui.kit.reasons import reason_of

    return [f"{type(w).__name__} {shown_text(w.text()) if isinstance(w, QAbstractButton) else w.objectName()!r}"
            for w in visible_widgets(root)
            if not w.isEnabled() and (w.parentWidget() is None or w.parentWidget().isEnabled())
            and (isinstance(w, QAbstractButton) or w.focusPolicy() != Qt.FocusPolicy.NoFocus)
            and not (reason_of(w) and w.toolTip() and w.accessibleDescription())]


def shown_text(text: str) -> str:
    """The text as drawn: a single & marks the shortcut letter and is not drawn, && is a drawn &."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def clipped(root: QWidget) -> list[str]:
    """One-line labels and buttons whose text is wider than the room they have, wrapped labels whose lines are
    taller than the room they have, and tabs narrower than their words (elided) or out of their bar's sight."""
    bad = []
    for w in visible_widgets(root):
        if w.width() <= 1 or w.height() <= 1:
            continue
        if isinstance(w, QLabel) and w.text() and not w.wordWrap() and w.pixmap().isNull():
            room = w.contentsRect().width() - 2 * max(w.margin(), 0) - max(w.indent(), 0)
            if w.textFormat() == w.textFormat().RichText or "<" in w.text():
                doc = QTextDocument()
                doc.setDefaultFont(w.font())
                doc.setDocumentMargin(0)
                doc.setHtml(w.text())
                need = doc.idealWidth()
            else:
                shown = shown_text(w.text()) if w.buddy() is not None else w.text()
                need = max(w.fontMetrics().horizontalAdvance(line) for line in shown.split("\n"))
            if need > room + 1:
                bad.append(f"QLabel {w.text()!r}: needs {need:.0f}, has {room}")
        elif isinstance(w, QLabel) and w.text() and w.wordWrap() and w.pixmap().isNull():
            room = w.contentsRect().height() - 2 * max(w.margin(), 0)
            need = w.heightForWidth(w.width()) - (w.height() - w.contentsRect().height())
            if need > room + 1:
                bad.append(f"QLabel {w.text()[:40]!r} (wrapped): needs {need} px high, has {room}")
        elif isinstance(w, (QPushButton, QToolButton, QCheckBox)) and w.text():
            hint = w.minimumSizeHint() if w.hasHeightForWidth() else w.sizeHint()  # words that wrap need less
            if hint.width() > w.width() + 1:
                bad.append(f"{type(w).__name__} {w.text()!r}: needs {hint.width()}, has {w.width()}")
        elif isinstance(w, QGroupBox) and w.title():
            need = w.fontMetrics().horizontalAdvance(w.title()) + 28
            if need > w.width():
                bad.append(f"QGroupBox {w.title()!r}: needs {need}, has {w.width()}")
        elif isinstance(w, QTabBar):
            for i in range(w.count()):
                rect, hint = w.tabRect(i), w.tabSizeHint(i)  # the hint is the whole text's; an elided tab has less
                vertical = w.shape() in (QTabBar.Shape.RoundedWest, QTabBar.Shape.RoundedEast,
                                         QTabBar.Shape.TriangularWest, QTabBar.Shape.TriangularEast)
                has, need = (rect.height(), hint.height()) if vertical else (rect.width(), hint.width())
                if has + 1 < need or not w.rect().contains(rect):
                    bad.append(f"QTabBar tab {w.tabText(i)!r}: needs {need}, has {has} at {rect.getRect()}")
    return bad


def words_wider_than_room(root: QWidget) -> list[str]:
    """Wrapped labels with a part they cannot break wider than the label: its end is cut at the label's edge
    (`clipped` measures a wrapped label's height only; a Japanese Continue line whose word joiners had made the
    whole list of names one unbreakable part was cut so, one line high and wider than its card)."""
    bad = []
    for w in visible_widgets(root):
        if isinstance(w, QLabel) and w.text() and w.wordWrap() and w.pixmap().isNull() and w.width() > 1:
            need = w.minimumSizeHint().width()  # a wrapped label's least width: its widest unbreakable part
            if need > w.width() + 1:
                bad.append(f"QLabel {w.text()[:40]!r} (wrapped): a part {need} px wide, has {w.width()}")
    return bad


def too_small(root: QWidget, minimum: float = 11.0) -> list[str]:
    """Visible labels and buttons whose text is drawn below `minimum` pixels."""
    bad = []
    for w in visible_widgets(root):
        text = w.text() if isinstance(w, (QLabel, QAbstractButton)) else ""
        if not text or (isinstance(w, QLabel) and not w.pixmap().isNull()):
            continue
        px = QFontInfo(w.font()).pixelSize()
        if px < minimum:
            bad.append(f"{type(w).__name__} {text[:40]!r}: {px} px")
    return bad


def table_texts(table, only=None) -> list:
    """Every text the table's scene draws now (`DrawnText`: text, shown, px on the screen, cut); with `only`
    (pieces), those drawn where these pieces are on the screen: only that part of the view is painted (a
    piece's words are drawn as in the whole view, at the same scale and in the same room)."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QGraphicsItem

    from ponzi_desktop.ui.kit.pieces import TextProbe

    items = table.scene.items()
    modes = [item.cacheMode() for item in items]
    for item in items:
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    area = QRect(0, 0, -1, -1)  # the whole view
    if only is not None:
        area = QRect()
        for piece in only:
            shape = piece.mapToScene(piece.boundingRect() | piece.childrenBoundingRect())
            area |= table.view.mapFromScene(shape).boundingRect().adjusted(-1, -1, 1, 1)
        if area.isEmpty():
            return []
    try:
        with TextProbe() as probe:
            table.view.viewport().grab(area)
    finally:
        for item, mode in zip(items, modes, strict=True):
            item.setCacheMode(mode)
    return probe.drawn


def window_with_panel(qtbot, size: tuple[int, int], title: str, make_panel, menus: bool = True):
    """A main window of `size`, shown, with the panel `make_panel(dock)` makes in a dock on its right: the
    window is shown at its size before the panel is made, as in the app (a panel takes its scale from its
    window when it is made; a hidden window's size is not certain on every platform before it is shown).
    Menus and a status bar take the dock some height, as the main window's do. Returns (window, dock, panel)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMainWindow

    from ponzi_desktop.ui.docks import PanelDock

    window = QMainWindow()
    qtbot.addWidget(window)
    window.setCentralWidget(QWidget())
    if menus:
        window.menuBar().addMenu("&Game")
        window.statusBar().showMessage("Ready")
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == tuple(size), timeout=2000)
    dock = PanelDock(title, window)
    panel = make_panel(dock)
    dock.setWidget(panel)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    return window, dock, panel
