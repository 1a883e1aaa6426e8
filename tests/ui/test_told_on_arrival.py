"""The log and the status line tell an event when the board has shown it, not before: with animations on, as
the board begins an event (Anti-Monopoly's pawn sets off), the log's newest entry and the status line still
tell the event before it; once its animation has ended (the pawn arrived), both tell it. For every game."""

from __future__ import annotations

import time

import pytest
from test_table_rules import PLAYABLE, open_window, session_at

from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.ui.kit.narration import telling


@pytest.mark.parametrize("game", PLAYABLE)
def test_an_event_is_told_when_the_board_has_shown_it(qtbot, app_settings, game):
    window = open_window(qtbot, app_settings, (1280, 720))
    app_settings.animation_speed = "fast"
    session = session_at(game, min(3, game_spec(game).max_players), 5, 0, humans=())
    session.bot_delay_ms = 150  # the board keeps up (a board far behind jumps to the newest view)
    window.start_session(session)
    table, log = window.game_page.table, window.game_page.log_view.model
    problems, animated = [], []
    began: dict[tuple[int, int], float] = {}
    told_last = [None]

    def said(tag, count, event) -> str:
        return table._narrate(telling(table._tellings.get(tag, ()), count) or event, table.names, session.viewer)

    held: dict[int, str] = {}  # each action's newest log entry as its first event began (an earlier one's)

    def showing(tag, count, event) -> None:
        began[tag, count] = time.monotonic()
        held.setdefault(tag, (log.texts() or [""])[-1])
        words = said(tag, count, event)
        # an event the log leaves out (an offer being drawn up) is told by the entry already there: not early
        if words != told_last[0] and words != held[tag] and words in (log.texts()[-1:] + [table.panel.prompt.text()]):
            problems.append(f"{event.kind}: told as the board begins it")

    def shown(tag, count, event) -> None:
        words = told_last[0] = said(tag, count, event)
        if log.texts()[-1] != words or table.panel.prompt.text() != words:
            problems.append(f"{event.kind}: not told once the board has shown it")
        if time.monotonic() - began.get((tag, count), time.monotonic()) > 0.05:
            animated.append(event.kind)

    table.animator.showing.connect(showing)
    table.animator.shown.connect(shown)
    session.set_paused(False)
    # a throw (the board tumbles the dice) or a pawn's walk: with bots this quick the board, once far behind, jumps
    # to the newest view and may leave the walks out; which of the two the first 80 moves bring depends on the game
    wanted = {"pawn_moved", "dice_rolled"} if game == "anti_monopoly" else None

    def enough() -> bool:
        return len(animated) >= 3 and (wanted is None or not wanted.isdisjoint(animated))

    qtbot.waitUntil(lambda: enough() or session.action_count >= 80 or session.is_over, timeout=60_000)
    session.set_paused(True)
    qtbot.waitUntil(lambda: not table.animator.busy, timeout=30_000)
    assert problems == []
    assert enough(), animated  # events that took the board a while were among them
    window.close_session()
