"""The main window's menus: the menu bar's Game, View and Help menus, their entries and shortcuts, their words,
and what each entry says in its tooltip: what it does, or why it is greyed.

A part of the main window (`window.menus`), not a mixin: its entries call the window's own commands (New Game,
Save, Undo, Full Screen…) and read its `session`, `game_page`, `lessons`, `panels` and `replays`.

Why an entry is greyed follows ui/kit/reasons.py's rule: the entries that need a game on the table (Save, Save
As, Export, Back to the Start Page, Game Log) and the one that needs a finished game (Scores of the Game) say so
in their tooltip and status text when greyed, and what they do when they can be chosen. The menus show their
tooltips (`QMenu.setToolTipsVisible`), and a click on a greyed entry says its reason in the table's prompt line,
else in a notice; so does its shortcut (Ctrl+Z where nothing may be taken back did nothing visible, while the
greyed Undo button said why).

The words are in the main window's translation context ("MainWindow"): they are its menus' words.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu

from ponzi_desktop.ui.kit.labels import REFUSALS, label
from ponzi_desktop.ui.menu_bar import EscapeLeavesMenuBar

if TYPE_CHECKING:
    from PySide6.QtGui import QKeySequence, QShortcut


def no_game_reason() -> str:
    return QCoreApplication.translate("MainWindow", "No game is on the table: start one or open a saved game.")


class WindowMenus:
    """The menu bar of `window`: `menu_game`, `menu_view`, `menu_help` and their entries (`act_new`…), made
    once; `retranslate` gives them their words, `update` greys them or not after each change of the game.

    The bar and its three titles are made with the window; the entries, with their shortcuts and tooltips, by
    `make_entries`, which the window calls just after its first paint (the first frame shows no entry, and
    they cost 3 to 5 ms of CPU before it), or which runs the first time anything asks for an entry or a menu
    opens."""

    #: what `make_entries` makes: asking for one of these before it ran makes the entries
    ENTRIES = frozenset({"act_new", "act_open", "act_save", "act_save_as", "act_export", "act_undo", "act_hint",
                         "act_home", "act_history", "act_settings", "act_quit", "act_scores", "act_log",
                         "act_fullscreen", "act_rules", "act_about", "view_docks_separator", "reason_clicks",
                         "greyed_shortcuts"})

    def __init__(self, window: QMainWindow) -> None:  # the MainWindow it is a part of (which imports this)
        self.window = window
        self.made = False  # the entries (`make_entries`)
        bar = window.menuBar()
        self.menu_game = bar.addMenu("")
        self.menu_view = bar.addMenu("")
        self.menu_help = bar.addMenu("")
        self.menu_escape = EscapeLeavesMenuBar(bar)  # no title left lit after Escape (ui/menu_bar.py)
        for menu in (self.menu_game, self.menu_view, self.menu_help):
            self.menu_escape.watch(menu)
            menu.aboutToShow.connect(self.make_entries)
        self.retranslate()

    def __getattr__(self, name: str):  # only for a name not set yet: an entry before `make_entries` ran
        if name in WindowMenus.ENTRIES and not self.__dict__.get("made", True):
            self.make_entries()
            return getattr(self, name)
        raise AttributeError(name)

    def make_entries(self) -> None:
        """The menus' entries, their shortcuts on the window and what a greyed one says (once)."""
        if self.made:
            return
        self.made = True
        from PySide6.QtGui import QKeySequence  # lazy: PySide makes a class and its enums when first named

        window = self.window
        self.menu_game.setToolTipsVisible(True)  # a greyed entry says why (Undo, Hint)
        self.act_new = self.action("", lambda: window.new_game(None), QKeySequence.StandardKey.New, opens=True)
        self.act_open = self.action("", window.open_saved_games, QKeySequence.StandardKey.Open, opens=True)
        self.act_save = self.action("", window.saves.save, QKeySequence.StandardKey.Save)
        self.act_save_as = self.action("", window.saves.save_as, QKeySequence.StandardKey.SaveAs, opens=True)
        self.act_export = self.action("", window.saves.export, opens=True)
        self.act_undo = self.action("", window.undo, QKeySequence.StandardKey.Undo)
        self.act_hint = self.action("", window.hint, "Ctrl+H")
        self.act_home = self.action("", window.go_home)
        self.act_history = self.action("", window.history.show)
        self.act_settings = self.action("", window.show_settings, opens=True)
        self.act_quit = self.action("", window.close, QKeySequence.StandardKey.Quit)
        for act in (self.act_new, self.act_open, None, self.act_save, self.act_save_as, self.act_export, None,
                    self.act_undo,
                    self.act_hint, None, self.act_history, self.act_home, self.act_settings, None, self.act_quit):
            if act is None:
                self.menu_game.addSeparator()
            else:
                self.menu_game.addAction(act)
        self.menu_game.setToolTipsVisible(True)  # a greyed-out entry says why in its tooltip
        self.menu_view.setToolTipsVisible(True)  # a greyed entry says why (Scores of the Game)
        self.act_scores = self.action("", window.show_scores, "Ctrl+E")
        self.act_log = self.action("", lambda: window.set_log_shown(self.act_log.isChecked()), "Ctrl+L")
        self.act_log.setCheckable(True)
        self.act_log.setChecked(True)
        self.act_fullscreen = self.action("", window.toggle_fullscreen, "F11")
        self.act_fullscreen.setCheckable(True)
        self.menu_view.addAction(self.act_scores)
        self.menu_view.addAction(self.act_log)
        self.view_docks_separator = self.menu_view.addSeparator()  # the game's panels come before it (DockHost)
        self.menu_view.addAction(self.act_fullscreen)
        self.act_rules = self.action("", window.show_rules, "F1", opens=True)
        self.act_about = self.action("", window.show_about, opens=True)
        self.menu_help.addAction(self.act_rules)
        window.lessons.add_menu(self.menu_help)
        self.menu_help.addAction(self.act_about)
        self._say_reasons_when_clicked()  # a click on a greyed entry says why, in the prompt line too
        self.retranslate()
        self.update()

    def action(self, text: str, slot, shortcut: QKeySequence | str | None = None, opens: bool = False) -> QAction:
        """An entry's action, on the window: its shortcut works in full screen too, without a visible menu bar.
        `opens`: it opens a window that waits for an answer (`exec`), so it is opened just after the entry's
        trigger returns: an assistive technology's Press on the entry waited for the whole dialog (8 s and 43 s
        time-outs, a screen reader stalled), as a menu closing waited on it."""
        from PySide6.QtGui import QKeySequence  # lazy: PySide makes a class and its enums when first named

        act = QAction(text, self.window)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        if opens:
            act.triggered.connect(lambda: QTimer.singleShot(0, self.window, slot))
        else:
            act.triggered.connect(slot)
        self.window.addAction(act)
        return act

    def retranslate(self) -> None:
        window = self.window
        self.menu_game.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
        self.menu_view.setTitle(QCoreApplication.translate("MainWindow", "&View"))
        self.menu_help.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        if not self.made:
            return
        self.act_new.setText(QCoreApplication.translate("MainWindow", "&New Game…"))
        self.act_open.setText(QCoreApplication.translate("MainWindow", "&Open…"))
        self.act_save.setText(QCoreApplication.translate("MainWindow", "&Save"))
        self.act_save_as.setText(QCoreApplication.translate("MainWindow", "Save &As…"))
        self.act_export.setText(QCoreApplication.translate("MainWindow", "&Export…"))
        self.act_undo.setText(QCoreApplication.translate("MainWindow", "&Undo"))
        self.act_hint.setText(QCoreApplication.translate("MainWindow", "&Hint"))
        self.act_home.setText(QCoreApplication.translate("MainWindow", "Back to the Start &Page"))
        self.act_history.setText(QCoreApplication.translate("MainWindow", "H&istory and Statistics"))
        self.act_history.setToolTip(QCoreApplication.translate("MainWindow", "Your finished games and who wins most"))
        self.act_settings.setText(QCoreApplication.translate("MainWindow", "Se&ttings…"))
        self.act_quit.setText(QCoreApplication.translate("MainWindow", "&Quit"))
        self.act_scores.setText(QCoreApplication.translate("MainWindow", "&Scores of the Game"))
        self.act_log.setText(QCoreApplication.translate("MainWindow", "Game &Log"))
        window.panels.retranslate()
        self.act_fullscreen.setText(QCoreApplication.translate("MainWindow", "&Full Screen"))
        self.act_rules.setText(QCoreApplication.translate("MainWindow", "&Rules"))
        self.act_about.setText(QCoreApplication.translate("MainWindow", "&About Ponzi Desktop"))
        window.lessons.retranslate()
        self.explain()  # the tooltips: what an entry does, or why it is greyed

    def update(self) -> None:
        """Every entry usable or greyed, saying why, as the game on the table is now."""
        if not self.made:
            return  # `make_entries` calls it
        from ponzi_desktop.ui.kit.reasons import explain_action  # lazy: after the first paint

        session = self.window.session
        self.explain()
        if session is None:
            undo_reason = hint_reason = no_game_reason()
        else:
            refusal = session.undo_refusal()
            undo_reason = label(REFUSALS, refusal) if refusal else None
            hint_reason = None if session.can_hint() else label(REFUSALS, "hint_not_now")
        explain_action(self.act_undo, undo_reason, QCoreApplication.translate("MainWindow", "Take back your last move"))
        explain_action(self.act_hint, hint_reason, QCoreApplication.translate(
            "MainWindow", "Ask the hard bot what it would do in your place"))
        self.window.replays.update_actions()

    def explain(self) -> None:
        """Enable or grey the game-bound entries, each with its tooltip (what it does, or why not now)."""
        from ponzi_desktop.ui.kit.reasons import explain_action  # lazy: after the first paint

        session = getattr(self.window, "session", None)
        no_game = None if session is not None else no_game_reason()
        for act, tip in (
                (self.act_save, QCoreApplication.translate("MainWindow", "Keep the game in your saved games")),
                (self.act_save_as, QCoreApplication.translate(
                    "MainWindow", "Keep the game in your saved games under a name you choose")),
                (self.act_export, QCoreApplication.translate(
                    "MainWindow", "Write the game to a file of your choice, to keep or to send")),
                (self.act_home, QCoreApplication.translate(
                    "MainWindow", "Leave the table for the start page: the game is kept, to continue later")),
                (self.act_log, QCoreApplication.translate("MainWindow", "Show or hide the log beside the table"))):
            explain_action(act, no_game, tip)
        not_over = no_game or (None if session.is_over else QCoreApplication.translate(
            "MainWindow", "The scores are shown once the game is over."))
        explain_action(self.act_scores, not_over, QCoreApplication.translate(
            "MainWindow", "Show the scores of the finished game again"))

    # ---- a greyed entry says why ------------------------------------------------------------------------
    def _say(self, reason: str) -> None:
        """In the table's prompt line where a game is on the table (where the eye is, as the table's greyed Undo
        button says it), else in a notice."""
        page = getattr(self.window, "game_page", None)
        panel = getattr(page.table, "panel", None) if page is not None else None
        if panel is not None and panel.isVisible():
            panel.words.show_refusal(reason)
        else:
            self.window.show_status(reason)

    def _say_reasons_when_clicked(self) -> None:
        """A click on a greyed entry of the menus says why; so does a greyed entry's shortcut."""
        from ponzi_desktop.ui.kit.reasons import ReasonClicks  # lazy: with the entries, after the first paint

        clicks = ReasonClicks(self._say, self.window)
        for menu in (self.menu_game, self.menu_view, self.menu_help):
            clicks.watch_menu(menu)
            for sub in menu.findChildren(QMenu):
                clicks.watch_menu(sub)
        self.reason_clicks = clicks
        self.greyed_shortcuts = [say_reason_on_shortcut(self.window, act, self._say)
                                 for act in self.window.actions() if not act.shortcut().isEmpty()]


def say_reason_on_shortcut(window, act: QAction, say: Callable[[str], None]) -> QShortcut:
    """`act`'s shortcut, while `act` is greyed, says why as a click on it would (a greyed action takes no key):
    a second shortcut on the same keys, on only while the action is off, so the two never compete."""
    from PySide6.QtGui import QShortcut  # lazy: PySide makes a class and its enums when first named

    from ponzi_desktop.ui.kit.reasons import action_reason  # lazy: with the entries, after the first paint

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
