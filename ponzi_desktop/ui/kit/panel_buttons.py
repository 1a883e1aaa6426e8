"""The buttons of the action panel (ui/kit/action_panel.py) and their menus.

A panel button draws a dark ring inside the style's white focus ring; a button keeps its place when hidden
(`keep_place`) and is as wide from the start as the widest text it may show (`hold_width`, `number_samples`); it
says whether its click plays a whole move (`commits`) and what it plays (`plays`). A button's menu starts on its
first entry that can be chosen (`first_entry_on_keyboard`), and a click on another button while it is open
presses that button (`click_through`).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QAbstractButton, QMenu, QPushButton, QWidget

from ponzi_desktop.ui.kit.click_guard import held_back

#: The focus's inner ring on a cream button (`PanelButton`): the panel's wood
FOCUS_INNER = QColor("#2b1a0e")


def keep_place(widget: QWidget) -> None:
    """Hidden, the widget keeps its room: nothing beside it moves when it comes and goes (a game's panel may
    reserve a button's place this way for a whole phase, where the button has nothing to do this time)."""
    policy = widget.sizePolicy()
    policy.setRetainSizeWhenHidden(True)
    widget.setSizePolicy(policy)


class PanelButton(QPushButton):
    """A button of the panel: its focus is the style's white ring, and inside it a dark one, so that the ring
    stands out against the cream face as well as against the wood round it (a review found the white ring on a
    cream button hard to see)."""

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().paintEvent(event)
        if not self.hasFocus() or self.property("role") == "primary":  # on green the white ring stands out
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(FOCUS_INNER, 2.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(4, 4, -4, -4), 3, 3)
        painter.end()


def first_entry_on_keyboard(menu: QMenu) -> None:
    """A button's menu starts on its first entry that can be chosen, as a menu bar's does from the keyboard, so
    that Enter picks it (a review opened one with Space and its first Enter only lit the entry); the mouse moves
    the light as it goes over the entries."""
    def lit() -> None:
        first = next((a for a in menu.actions() if a.isEnabled() and not a.isSeparator()), None)
        if first is not None and menu.isVisible() and menu.activeAction() is None:
            menu.setActiveAction(first)

    menu.aboutToShow.connect(lambda: QTimer.singleShot(0, menu, lit))  # once it stands open: it starts on none


class _ClickThrough(QObject):
    """See `click_through`: the filter on one menu."""

    def __init__(self, menu: QMenu, button: QAbstractButton) -> None:
        super().__init__(menu)
        self.menu, self.button = menu, button

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() != QEvent.Type.MouseButtonPress or watched is not self.menu \
                or self.menu.rect().contains(event.position().toPoint()):
            return False
        window = self.button.window()  # the window under the menu (the button's), not another one over it
        target = window.childAt(window.mapFromGlobal(event.globalPosition().toPoint()))
        if isinstance(target, QAbstractButton) and target is not self.button and target.isEnabled() \
                and event.button() == Qt.MouseButton.LeftButton:
            self.menu.setAttribute(Qt.WidgetAttribute.WA_NoMouseReplay)  # where Qt gives the press on: once only
            if not held_back(target):  # a button that just came or changed still holds back its presses
                QTimer.singleShot(0, target, target.click)  # once the menu is closed
        return False  # the menu closes as ever


def click_through(menu: QMenu, button: QAbstractButton) -> None:
    """A click on another button of the window while `button`'s `menu` is open closes the menu and presses that
    button: a review clicked Pass with a tile's "Offer to …" menu open and nothing happened (X11 and macOS give such
    a click to the open menu only, to close it; Windows gives it on). A click anywhere else only closes the menu."""
    if menu.property("click_through"):
        return
    menu.setProperty("click_through", True)
    menu.installEventFilter(_ClickThrough(menu, button))


def hold_width(b: QPushButton) -> None:
    """A button made with `room_for` is as wide as the widest of those texts makes it in its look now (call
    again after a change of its style or pictures); a button showing only its picture needs no room."""
    texts = b.property("room_for")
    if not texts:
        return
    if not b.text():
        b.setMinimumWidth(0)
        return
    text = b.text()
    b.ensurePolished()
    # A button's width grows with its words' (the rest is its look's padding and picture), so the widest
    # words make the widest button: one measure instead of one per sample (up to 27 numbers a button, and a
    # panel fills its buttons anew at every decision).
    widest = _widest(b.font().toString(), tuple(texts))
    b.setText(widest)
    width = b.sizeHint().width()
    b.setText(text)
    b.setMinimumWidth(width)


@lru_cache(maxsize=512)
def _widest(font: str, texts: tuple[str, ...]) -> str:
    """The widest of `texts` in the font `font` (`QFont.toString`; measured once: a panel fills its buttons anew at
    every decision, with the same samples)."""
    f = QFont()
    f.fromString(font)
    metrics = QFontMetrics(f)
    return max(texts, key=lambda sample: metrics.size(int(Qt.TextFlag.TextShowMnemonic), sample).width())


def number_samples(most: int, shown: Callable[[int], str] = str) -> list[str]:
    """Every width a number up to `most` may take on a button, as `shown` writes it ("$8" .. "$240"): each
    length of digits with each digit repeated ("$999" is as wide as any three digits can be). A button's
    `room_for` these is as wide from the first turn as at the game's highest number: a row never grows, or is
    made tighter (a label shortened), when a price first reaches three digits."""
    return [shown(int(str(d) * n)) for n in range(1, len(str(max(1, most))) + 1) for d in range(1, 10)]


def meaning(button: QPushButton) -> tuple[str, str]:
    """What a button says it does (its words and its accessible name): a changed meaning is a new button."""
    return button.text(), button.accessibleName()


def commits(button: QWidget) -> bool:
    """Whether a click on `button` plays a whole move (`ActionPanel.button(commits=True)`, Pass)."""
    return bool(button.property("commits"))


def plays(button: QPushButton, what: Any) -> bool:
    """Whether `button` plays or picks `what` (`ActionPanel.button(does=...)`: an action, a piece's payload, or
    an action's class for a window it opens)."""
    return any(d == what or (isinstance(d, type) and isinstance(what, d)) for d in button.property("does") or ())
