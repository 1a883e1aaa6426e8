"""Why a control is greyed: every disabled button or menu entry of a table carries its reason, in its tooltip
and, when it is clicked anyway, in the panel's prompt line (the words a refused drag gets).

A disabled `QPushButton` gets no click, so a filter watches the presses on it instead. A menu entry that
cannot be chosen stays in its menu, greyed, with the reason as its tooltip and its status text: a menu never
leaves an option out without saying why; a click on it says the reason too (`ReasonClicks.watch_menu`), as a
greyed entry's tooltip waits for the pointer to rest.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint
from PySide6.QtGui import QAction, QHelpEvent, QIcon, QKeyEvent, QMouseEvent, Qt
from PySide6.QtWidgets import QApplication, QLabel, QMenu, QToolTip, QWidget, QWidgetAction

from ponzi_desktop.ui.formatting import plain_tip
from ponzi_desktop.ui.kit.look import INK
from ponzi_desktop.ui.look import style_app

#: The widget property a greyed control keeps its reason in (tests read it as well).
REASON = "why_disabled"
#: The keys that choose a menu's entry: on a greyed one they say why.
_CHOOSE = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Select)


def give_reason(widget: QWidget, reason: str) -> None:
    """`widget` is greyed because of `reason`: its tooltip and its accessible description say so."""
    widget.setProperty(REASON, reason)
    widget.setToolTip(plain_tip(reason))  # a refusal may name a player
    widget.setAccessibleDescription(reason)


def explain_widget(widget: QWidget, reason: str | None, tip: str) -> None:
    """A page's or a dialog's button usable (`reason` None, with its `tip`) or greyed saying why (tooltip and
    accessible description), as `explain_action` does for a window's action."""
    widget.setEnabled(reason is None)
    if reason is None:
        widget.setProperty(REASON, None)
        widget.setToolTip(tip)
        widget.setAccessibleDescription("")
    else:
        give_reason(widget, reason)


def reason_of(widget: QWidget) -> str:
    """The reason a greyed control gives ("" for one that gives none)."""
    return str(widget.property(REASON) or "")


class ReasonClicks(QObject):
    """Says a greyed control's reason when it is pressed: `say(reason)` (the panel shows it in its prompt)."""

    def __init__(self, say: Callable[[str], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.say = say
        self.tip = ReasonTip()
        self.destroyed.connect(self.tip.deleteLater)

    def watch(self, widget: QWidget) -> None:
        widget.installEventFilter(self)

    def watch_menu(self, menu: QMenu) -> None:
        """A click on one of `menu`'s greyed entries says its reason and closes the menu (where the prompt
        shows, the menu may cover it)."""
        menu.setToolTipsVisible(True)
        if menu.property("reasons_watched"):
            return
        menu.setProperty("reasons_watched", True)
        # its arrow keys stop on greyed entries too: the app's style says so for every menu (`look.AppStyle`,
        # installed once here if the app was made without it; a style set on the menu itself would take the
        # app's style sheet off it)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            style_app(app)
        menu.installEventFilter(self)
        menu.hovered.connect(lambda act, m=menu: self.tip.show_for(m, act))
        menu.aboutToHide.connect(self.tip.hide)  # the reason goes with its menu

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if isinstance(watched, QMenu):
            if event.type() == QEvent.Type.Show:  # opened again on the greyed entry it was left on
                self.tip.show_for(watched, watched.activeAction())
            if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
                return self._one_tip(watched, event)
            return self._menu_key(watched, event) or self._menu_click(watched, event)
        if event.type() == QEvent.Type.MouseButtonPress and isinstance(watched, QWidget) \
                and not watched.isEnabled() and watched.isVisible():
            reason = reason_of(watched)
            if reason:
                self.say(reason)
                return True
        return False

    def _one_tip(self, menu: QMenu, event: QHelpEvent) -> bool:
        """Qt's own tooltip is not shown for a greyed entry that gives a reason: `ReasonTip` already says it
        beside the entry, and two boxes with the same words at once read as a glitch."""
        act = menu.actionAt(event.pos())
        if act is None or act.isEnabled() or not action_reason(act):
            return False
        QToolTip.hideText()
        self.tip.show_for(menu, act)
        return True

    def _menu_key(self, menu: QMenu, event: QEvent) -> bool:
        """Enter or Space on a greyed entry the arrows stopped on: its reason, as a click on it says. A tooltip
        goes at any key's release: the reason's own (`ReasonTip`) stays while the entry is the menu's."""
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent) or event.key() not in _CHOOSE:
            return False
        return self._say_for(menu, menu.activeAction())

    def _menu_click(self, menu: QMenu, event: QEvent) -> bool:
        if event.type() != QEvent.Type.MouseButtonRelease or not isinstance(event, QMouseEvent):
            return False
        return self._say_for(menu, menu.actionAt(event.position().toPoint()))

    def _say_for(self, menu: QMenu, act: QAction | None) -> bool:
        if act is None or act.isEnabled():
            return False
        reason = action_reason(act)
        if not reason:
            return False
        while isinstance(menu.parentWidget(), QMenu):  # a submenu: the whole chain goes
            menu = menu.parentWidget()
        menu.close()
        self.say(reason)
        return True


class ReasonTip(QLabel):
    """A greyed menu entry's reason beside it, while the keyboard (or the pointer) is on it, in a tooltip's
    look. Not Qt's tooltip: that waits for a pointer to rest, and closes at any key's release (the arrow's that
    came to the entry); this one goes when the menu's highlight leaves the entry or the menu closes."""

    def __init__(self) -> None:
        super().__init__(None, Qt.WindowType.ToolTip | Qt.WindowType.FramelessWindowHint
                         | Qt.WindowType.WindowDoesNotAcceptFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)  # the menu keeps the keyboard
        self.setObjectName("reason_tip")
        self.setTextFormat(Qt.TextFormat.PlainText)  # it may name a player
        self.setWordWrap(True)
        self.setStyleSheet(f"QLabel#reason_tip {{ color: {INK.name()}; background: #fbf5e6; "
                           "border: 1px solid #b08d57; padding: 4px 6px; }")

    def show_for(self, menu: QMenu, act: QAction | None) -> None:
        reason = action_reason(act) if act is not None and not act.isEnabled() else ""
        if not reason or not menu.isVisible():
            self.hide()
            return
        self.setText(reason)
        self.setFont(menu.font())
        # on one line where it is short, else a few lines about forty letters wide
        margins = self.contentsMargins().left() + self.contentsMargins().right() + 14
        wide = min(self.fontMetrics().horizontalAdvance(reason) + margins,
                   max(40 * self.fontMetrics().averageCharWidth(), menu.width()))
        self.setFixedSize(wide, self.heightForWidth(wide))
        box = menu.actionGeometry(act)
        at = menu.mapToGlobal(QPoint(menu.width(), box.top()))  # beside the menu, level with the entry
        screen = menu.screen().availableGeometry() if menu.screen() is not None else None
        if screen is not None:
            if at.x() + self.width() > screen.right():
                at = menu.mapToGlobal(QPoint(-self.width(), box.top()))  # on the menu's other side
            at.setY(max(screen.top(), min(at.y(), screen.bottom() - self.height())))  # whole on the screen
        self.move(at)
        self.show()
        self.raise_()


def action_reason(act: QAction) -> str:
    """The reason a greyed menu entry gives ("" for one that gives none, like a menu's heading line)."""
    return str(act.property(REASON) or "")


def menu_entry(menu: QMenu, text: str, reason: str | None = None, icon: QIcon | None = None) -> QAction:
    """An entry of `menu`; with a `reason` it is greyed and says why (tooltip and status text)."""
    act = menu.addAction(icon, text) if icon is not None else menu.addAction(text)
    if reason:
        act.setEnabled(False)
        act.setProperty(REASON, reason)
        act.setToolTip(plain_tip(reason))
        act.setStatusTip(status_tip(reason))
        menu.setToolTipsVisible(True)
    return act


def menu_prompt(menu: QMenu, text: str) -> QWidgetAction:
    """A line at the top of `menu` that says what its entries choose ("Which share goes onto the share
    purchase track?"), in the menu's ink, bold, with a separator under it: a list of bare choices (colours, say)
    tells the player nothing about what they choose. It is words only: never selected, never chosen."""
    label = QLabel(text, menu)
    label.setObjectName("menu_prompt")
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setStyleSheet(f"QLabel#menu_prompt {{ color: {INK.name()}; font-weight: bold; padding: 5px 10px 6px 10px;"
                        " background: transparent; }")  # the menu's ink, not greyed
    act = QWidgetAction(menu)
    act.setDefaultWidget(label)
    act.setEnabled(False)  # the arrow keys and the mouse pass over it
    act.setText(text)  # what a screen reader and a test read
    menu.addAction(act)
    menu.addSeparator()
    return act


def explain_action(act: QAction, reason: str | None, tip: str) -> None:
    """A window's action usable (`reason` None, with its `tip`) or greyed saying why (tooltip and status text)."""
    act.setEnabled(reason is None)
    act.setProperty(REASON, reason)
    text = tip if reason is None else reason
    act.setToolTip(plain_tip(text))
    act.setStatusTip(status_tip(text))


def status_tip(text: str) -> str:
    """`text` as an action's status text, or none where it looks like markup (a name typed "<b>Eve</b>"):
    a status line may take it for rich text, and the tooltip says it as typed."""
    return "" if Qt.mightBeRichText(text) else text

