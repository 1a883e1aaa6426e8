"""The panels a game adds beside its table (`GameUI.docks`), as the main window keeps them: their View menu
entries, built when first asked for, retranslated, taken away with the game, and opened again with the next
game of the same kind when they were open as it left (Play again, a load).

A mixin of the main window (it reads the window's `session`, `game_page`, `menu_view` and its
`view_docks_separator`, and makes its actions with `_action`); the docks themselves are `docks.PanelDock`.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from ponzi_desktop.ui import games


class DockHost:
    """The game's panels of a main window: `_docks` (a PanelDock by name), `_dock_actions`, `_open_docks`."""

    def _reopen_docks(self, game: str) -> None:
        """The panels that were open when the last game of this kind left the table (Play again, a load)."""
        for name in sorted(self._open_docks.get(game, ())):
            spec = self._dock_spec(name)
            if spec is not None and name not in self._docks:
                self.toggle_dock(spec)

    def _add_dock_actions(self, game: str) -> None:
        """The View menu's entries for the panels the game adds beside its table."""
        try:
            specs = games.game_ui(game).docks
        except KeyError:
            specs = ()
        for spec in specs:
            act = self._action("", lambda _=False, spec=spec: self.toggle_dock(spec), spec.shortcut or None)
            act.setCheckable(True)
            act.setData(spec.name)
            self.menu_view.insertAction(self.view_docks_separator, act)
            self._dock_actions.append(act)
        self._retranslate_docks()

    def _dock_spec(self, name: str) -> games.DockSpec | None:
        if self.session is None:
            return None
        return next((d for d in games.game_ui(self.session.game).docks if d.name == name), None)

    def _retranslate_docks(self) -> None:
        for act in getattr(self, "_dock_actions", []):
            spec = self._dock_spec(act.data())
            if spec is None:
                continue
            game = games.game_ui(self.session.game)
            act.setText(game.text(spec.title))
            act.setToolTip(game.text(spec.tooltip) if spec.tooltip else "")
            dock = self._docks.get(spec.name)
            if dock is not None:
                dock.set_titles(act.text(), game.text(spec.tab) if spec.tab else "")

    def _remove_docks(self) -> None:
        if self.session is not None:  # the panels open now open again with the next game of this kind
            self._open_docks[self.session.game] = {name for name, dock in self._docks.items() if dock.isVisible()}
        for dock in self._docks.values():
            dock.deleteLater()
        self._docks.clear()
        for act in self._dock_actions:
            self.menu_view.removeAction(act)
            self.removeAction(act)
            act.deleteLater()
        self._dock_actions.clear()

    def shown_docks(self) -> list:
        """The game's panels shown beside the table now (not closed, not floating), in the order they opened."""
        return [d for d in self._docks.values() if not d.isHidden() and not d.isFloating()]

    def toggle_dock(self, spec: games.DockSpec) -> None:
        """Show or hide one of the game's panels (built the first time it is asked for)."""
        if self.session is None:
            return
        dock = self._docks.get(spec.name)
        act = next((a for a in self._dock_actions if a.data() == spec.name), None)
        if dock is None:
            # lazy: docks bring the kit's dialogs and the engine, not wanted before the start page's first paint
            from ponzi_desktop.ui.docks import PanelDock  # in the table's look, not the platform's grey

            dock = PanelDock(games.game_ui(self.session.game).text(spec.title), self)
            dock.setObjectName(spec.name)
            if spec.tab:
                dock.set_titles(dock.windowTitle(), games.game_ui(self.session.game).text(spec.tab))
            widget = games.load(spec.widget)(self.session, dock)
            follow = getattr(widget, "follow_table", None)  # a panel that shows the board's moment, as the log
            if follow is not None and self.game_page is not None:
                follow(self.game_page.table)
            dock.setWidget(widget)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            if act is not None:
                dock.visibilityChanged.connect(act.setChecked)
            dock.visibilityChanged.connect(lambda _shown: self.side_room.settle())  # its own close button too
            dock.topLevelChanged.connect(lambda _floating: self.side_room.settle())
            self._docks[spec.name] = dock
            dock.show()
        else:
            dock.setVisible(not dock.isVisible())
        self.side_room.settle()  # the panel takes the room the table can spare, or stacks under the log
