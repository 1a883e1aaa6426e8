"""No menu entry of the main window is greyed without saying why (a play review found View → Scores of the Game greyed
during a game with nothing to say so): every disabled entry of every menu carries a reason in its tooltip and status
text, and its menu shows tooltips; on the start page, during a game, and once it is over."""

from __future__ import annotations

from PySide6.QtWidgets import QMenu

from ponzi_desktop.persistence import Seat
from ponzi_desktop.ui import games
from ponzi_desktop.ui.session import GameSession


def greyed_without_reason(window) -> list[str]:
    """The greyed entries of `window`'s menus that say nothing (a tooltip that is only the entry's own text, as
    Qt makes one up), or whose menu does not show tooltips."""
    silent = []
    for menu in window.menuBar().findChildren(QMenu) + window.findChildren(QMenu):
        for act in menu.actions():
            if act.isSeparator() or act.isEnabled() or not act.isVisible() or act.menu() is not None:
                continue
            plain = act.text().replace("&", "").rstrip("…")
            tip = act.toolTip().replace("&", "").rstrip("…")
            if tip == plain or not act.statusTip() or not menu.toolTipsVisible():
                silent.append(f"{menu.title()} → {act.text()}")
    return sorted(set(silent))


def test_every_greyed_menu_entry_says_why(qtbot, window, tmp_path):
    assert not greyed_without_reason(window)  # the start page: no game on the table
    assert not window.act_scores.isEnabled()
    assert "No game is on the table" in window.act_scores.toolTip()
    game = sorted(g.id for g in games.playable())[0]
    seats = [Seat(name="Ann", kind="human")] + [Seat(name=n, kind="bot", level="random") for n in ("Bob", "Cleo")]
    window.start_session(GameSession.new(game, {"start_player": 0}, 5, seats, autosave_dir=tmp_path, bot_delay_ms=0))
    assert not greyed_without_reason(window)  # a game in progress
    assert not window.act_scores.isEnabled()
    assert window.act_scores.toolTip() == "The scores are shown once the game is over."
    assert window.act_save.isEnabled() and window.act_save.toolTip() == "Keep the game in your saved games"


def test_the_reasons_follow_the_language(qtbot, window):
    from ponzi_desktop.ui import i18n

    english = window.act_scores.toolTip()
    try:
        i18n.install("ja")
        window.retranslate()
        assert window.act_scores.toolTip() not in ("", english)
        assert not greyed_without_reason(window)
    finally:
        i18n.install("en")
        window.retranslate()
