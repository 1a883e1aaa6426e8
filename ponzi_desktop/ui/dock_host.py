"""The panels a game adds beside its table (`GameUI.docks`), as the main window keeps them: their View menu
entries, built when first asked for, retranslated, taken away with the game, and opened again with the next
game of the same kind when they were open as it left (Play again, a load). They belong to the game page: while
another page is shown (the game history, a replay over the game) they are put away, and they come back with the
game page (a review saw the Price History stay docked beside the Game History page, cutting its result card).

A part of the main window (`window.panels`), not a mixin: it reads the window's `session`, `game_page` and
`side_room`, puts its entries in the View menu with `window.menus.action`, and docks the panels on the window;
the docks themselves are `docks.PanelDock`.
"""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow

from ponzi_desktop.ui import games


class DockHost:
    """The game's panels of a main window: `docks` (a PanelDock by name), their View menu entries, and per
    game the panels that were open when its last game left."""

    def __init__(self, window: QMainWindow) -> None:  # the MainWindow it is a part of (which imports this)
        self.window = window
        self.docks: dict[str, object] = {}  # the game's panels beside the table (PanelDock by name)
        self.open_before: dict[str, set[str]] = {}  # per game, the panels open when its last game left
        self.actions: list[QAction] = []
        self.away: set[str] = set()  # the panels put away while another page than the game's is shown

    def follow_page(self) -> None:
        """Put the panels away when another page than the game's is shown, and show them again when the game page
        is back; their View menu entries keep saying they are open meanwhile."""
        window = self.window
        if not self._on_game_page():
            window.side_room.release()  # first: it keeps the tab that is in front for the game page's return
            for name, dock in self.docks.items():
                if not dock.isHidden():
                    self.away.add(name)
                    dock.hide()
            return
        back = [self.docks[name] for name in sorted(self.away) if name in self.docks]
        self.away.clear()
        for dock in back:
            dock.show()
        if back:
            window.side_room.settle(at_once=True)  # in the log's column before the page is painted again

    def _on_game_page(self) -> bool:
        window = self.window
        return window.game_page is not None and window.stack.currentWidget() is window.game_page

    def reopen(self, game: str) -> None:
        """The panels that were open when the last game of this kind left the table (Play again, a load)."""
        for name in sorted(self.open_before.get(game, ())):
            spec = self._spec(name)
            if spec is not None and name not in self.docks:
                self.toggle(spec)

    def add_actions(self, game: str) -> None:
        """The View menu's entries for the panels the game adds beside its table."""
        window = self.window
        try:
            specs = games.game_ui(game).docks
        except KeyError:
            specs = ()
        for spec in specs:
            act = window.menus.action("", lambda _=False, spec=spec: self.toggle(spec), spec.shortcut or None)
            act.setCheckable(True)
            act.setData(spec.name)
            window.menus.menu_view.insertAction(window.menus.view_docks_separator, act)
            self.actions.append(act)
        self.retranslate()

    def _spec(self, name: str) -> games.DockSpec | None:
        session = self.window.session
        if session is None:
            return None
        return next((d for d in games.game_ui(session.game).docks if d.name == name), None)

    def retranslate(self) -> None:
        for act in self.actions:
            spec = self._spec(act.data())
            if spec is None:
                continue
            game = games.game_ui(self.window.session.game)
            act.setText(game.text(spec.title))
            act.setToolTip(game.text(spec.tooltip) if spec.tooltip else "")
            dock = self.docks.get(spec.name)
            if dock is not None:
                dock.set_titles(act.text(), game.text(spec.tab) if spec.tab else "")

    def remove(self) -> None:
        """The game leaves the table: its panels and their menu entries go with it."""
        window = self.window
        if window.session is not None:  # the panels open now open again with the next game of this kind
            self.open_before[window.session.game] = {
                name for name, dock in self.docks.items() if dock.isVisible() or name in self.away}
        self.away.clear()
        for dock in self.docks.values():
            dock.deleteLater()
        self.docks.clear()
        for act in self.actions:
            window.menus.menu_view.removeAction(act)
            window.removeAction(act)
            act.deleteLater()
        self.actions.clear()

    def shown(self) -> list:
        """The game's panels shown beside the table now (not closed, not floating), in the order they opened."""
        return [d for d in self.docks.values() if not d.isHidden() and not d.isFloating()]

    def toggle(self, spec: games.DockSpec) -> None:
        """Show or hide one of the game's panels (built the first time it is asked for)."""
        from PySide6.QtCore import Qt  # here: see ui/kept_surfaces.py

        window = self.window
        if window.session is None:
            return
        dock = self.docks.get(spec.name)
        act = next((a for a in self.actions if a.data() == spec.name), None)
        if spec.name in self.away:  # closed away from the game page: it stays away, and closed
            self.away.discard(spec.name)
            if act is not None:
                act.setChecked(False)
            return
        if dock is None:
            # lazy: docks bring the kit's dialogs and the engine, not wanted before the start page's first paint
            from ponzi_desktop.ui.docks import PanelDock  # in the table's look, not the platform's grey

            game = games.game_ui(window.session.game)
            dock = PanelDock(game.text(spec.title), window)
            dock.setObjectName(spec.name)
            if spec.tab:
                dock.set_titles(dock.windowTitle(), game.text(spec.tab))
            widget = games.load(spec.widget)(window.session, dock)
            follow = getattr(widget, "follow_table", None)  # a panel that shows the board's moment, as the log
            if follow is not None and window.game_page is not None:
                follow(window.game_page.table)
            dock.setWidget(widget)
            window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            if act is not None:  # put away with the game page, a panel's entry still says it is open
                dock.visibilityChanged.connect(
                    lambda shown, act=act, name=spec.name: act.setChecked(shown or name in self.away))
            dock.visibilityChanged.connect(lambda _shown: window.side_room.settle())  # its own close button too
            dock.topLevelChanged.connect(lambda _floating: window.side_room.settle())
            self.docks[spec.name] = dock
            dock.show()
        else:
            dock.setVisible(not dock.isVisible())
        if dock.isVisible() and not self._on_game_page():  # asked for away from the game page: shown with it
            self.away.add(spec.name)
            dock.hide()
            return
        # the panel takes the room the table can spare, or stacks under the log; shown, it is the tab in front
        window.side_room.settle(dock if dock.isVisible() else None, at_once=True)
