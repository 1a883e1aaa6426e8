"""Why an entry of the main window's menus is greyed (ui/kit/reasons.py's rule for the window's own menus): the
entries that need a game on the table (Save, Save As, Export, Back to the Start Page, Game Log) and the one that
needs a finished game (Scores of the Game) say so in their tooltip and status text when greyed, and what they
do when they can be chosen. The menus show their tooltips (`QMenu.setToolTipsVisible`), and a click on a greyed
entry says its reason in the status bar and in the table's prompt line; so does its shortcut (Ctrl+Z where
nothing may be taken back did nothing visible, while the greyed Undo button said why).

The words are in the main window's translation context: they are its menus' words.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QShortcut
from PySide6.QtWidgets import QMenu

from ponzi_desktop.ui.kit.reasons import ReasonClicks, action_reason, explain_action


def no_game_reason() -> str:
    return QCoreApplication.translate("MainWindow", "No game is on the table: start one or open a saved game.")


def say_reasons_when_clicked(window) -> None:  # window: MainWindow
    """A click on a greyed entry of the window's menus says why: in the table's prompt line where a game is on
    the table (where the eye is, as the table's greyed Undo button says it), else in a notice."""
    def say(reason: str) -> None:
        page = getattr(window, "game_page", None)
        panel = getattr(page.table, "panel", None) if page is not None else None
        if panel is not None and panel.isVisible():
            panel.show_refusal(reason)
        else:
            window.show_status(reason)

    clicks = ReasonClicks(say, window)
    for menu in (window.menu_game, window.menu_view, window.menu_help):
        clicks.watch_menu(menu)
        for sub in menu.findChildren(QMenu):
            clicks.watch_menu(sub)
    window.menu_reason_clicks = clicks
    window.greyed_shortcuts = [say_reason_on_shortcut(window, act, say) for act in window.actions()
                               if not act.shortcut().isEmpty()]


def say_reason_on_shortcut(window, act: QAction, say) -> QShortcut:
    """`act`'s shortcut, while `act` is greyed, says why as a click on it would (a greyed action takes no key):
    a second shortcut on the same keys, on only while the action is off, so the two never compete."""
    keys = QShortcut(act.shortcut(), window)
    keys.setContext(act.shortcutContext())

    def follow() -> None:
        keys.setKey(act.shortcut())
        keys.setEnabled(not act.isEnabled() and bool(action_reason(act)))

    def pressed() -> None:
        if not act.isEnabled() and (reason := action_reason(act)):
            say(reason)

    act.changed.connect(follow)
    keys.activated.connect(pressed)
    follow()
    return keys


def explain_menus(window) -> None:  # window: MainWindow
    """Enable or grey `window`'s game-bound menu entries, each with its tooltip (what it does, or why not now)."""
    session = getattr(window, "session", None)
    no_game = None if session is not None else no_game_reason()
    for act, tip in (
            (window.act_save, QCoreApplication.translate("MainWindow", "Keep the game in your saved games")),
            (window.act_save_as, QCoreApplication.translate(
                "MainWindow", "Keep the game in your saved games under a name you choose")),
            (window.act_export, QCoreApplication.translate(
                "MainWindow", "Write the game to a file of your choice, to keep or to send")),
            (window.act_home, QCoreApplication.translate(
                "MainWindow", "Leave the table for the start page: the game is kept, to continue later")),
            (window.act_log, QCoreApplication.translate("MainWindow", "Show or hide the log beside the table"))):
        explain_action(act, no_game, tip)
    not_over = no_game or (None if session.is_over else QCoreApplication.translate(
        "MainWindow", "The scores are shown once the game is over."))
    explain_action(window.act_scores, not_over, QCoreApplication.translate(
        "MainWindow", "Show the scores of the finished game again"))
