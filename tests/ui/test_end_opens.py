"""The end table opens by itself once the board has shown a game's last move, with animations on: after an
Anti-Monopoly game its bots play to the end, and when what the board was showing is dropped at the end (another
viewer: the animator shows the new view at once and emits no `idle`, and an end that waited for one waited for
ever)."""

from __future__ import annotations

import pytest

from ponzi_desktop.persistence import Seat
from ponzi_desktop.persistence.sample import random_record
from ponzi_desktop.ui.session import GameSession


def nearly_over(game: str, left: int):
    record = random_record(["Ann", "Bob", "Cleo", "Dev"], None, seed=3, game=game, humans=())
    seats = [Seat(name=s.name, kind="bot", level="random") for s in record.seats]
    return record.model_copy(update={"actions": record.actions[:-left], "seats": seats})


# the game the bug was found in, and one more as a sample: not "every game"
@pytest.mark.parametrize("game", ["anti_monopoly", "ponzi"])
def test_the_end_table_opens_after_the_bots_play_to_the_end_with_animations(qtbot, window, tmp_path, game):
    window.settings.animation_speed = "fast"
    session = GameSession(nearly_over(game, 6), autosave_dir=tmp_path / "auto", bot_delay_ms=0)
    window.start_session(session)
    assert not session.is_over
    qtbot.waitUntil(lambda: session.is_over, timeout=20_000)
    qtbot.waitUntil(lambda: window.game_page.end_table_shown(), timeout=20_000)
    assert not window.game_page.table.animator.busy


def test_the_end_table_opens_when_the_last_move_shown_is_dropped_for_another_view(qtbot, window, tmp_path):
    window.settings.animation_speed = "slow"
    session = GameSession(nearly_over("anti_monopoly", 1), autosave_dir=tmp_path / "auto", bot_delay_ms=0)
    window.start_session(session)
    table = window.game_page.table
    dropped = []

    def another_view() -> None:  # the board is showing the last move: the view changes under it
        if table.animator.busy:
            dropped.append(True)
            session.viewer_changed.emit(session.viewer)

    session.game_finished.connect(another_view)
    qtbot.waitUntil(lambda: session.is_over, timeout=20_000)
    assert dropped
    qtbot.waitUntil(lambda: window.game_page.end_table_shown(), timeout=5_000)
