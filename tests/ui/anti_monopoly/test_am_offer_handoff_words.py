"""The moment before the hand-off of an offer between two people at one screen says what is true: the offer is
made and the screen comes back to the proposer, whose turn goes on (a review read "your move is done", in
Spanish, though the proposer still had to roll again after doubles)."""

from __future__ import annotations

import os
import random

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from ponzi_desktop.bots.random_bot import RandomBot  # noqa: E402
from ponzi_desktop.engine.anti_monopoly.actions import Give, Propose, StartTrade  # noqa: E402
from ponzi_desktop.engine.core import game_spec  # noqa: E402
from ponzi_desktop.persistence import GameRecord  # noqa: E402
from ponzi_desktop.ui import i18n  # noqa: E402
from ponzi_desktop.ui.formatting import isolate  # noqa: E402
from ponzi_desktop.ui.game_page import GamePage  # noqa: E402
from ponzi_desktop.ui.session import GameSession  # noqa: E402
from tests.table_mouse import app_settings  # noqa: E402

from .mouse_play import seats  # noqa: E402


def offer_position() -> tuple[int, list[str]]:
    """A seeded three-seat game played at random to a moment where seat 0 may offer seat 1 a deed of its own,
    and the moves of that offer: started, the deed given, proposed for nothing."""
    spec = game_spec("anti_monopoly")
    for seed in range(1, 60):
        state, rng, bot, texts = spec.new_game(spec.settings_from(3, {}), seed), random.Random(seed), RandomBot(), []
        for _ in range(300):
            if state.is_over:
                break
            choices = [c.action for c in state.view(state.current_player).choices]
            if state.current_player == 0 and StartTrade(1) in choices:
                trade = state.clone()
                trade.apply(StartTrade(1))
                gives = [c.action for c in trade.view(0).choices if isinstance(c.action, Give)]
                if gives:
                    trade.apply(gives[0])
                    if Propose(0) in [c.action for c in trade.view(0).choices]:
                        return seed, texts + [StartTrade(1).to_text(), gives[0].to_text(), "propose 0"]
            action = bot.choose(state.view(state.current_player), rng)
            if isinstance(action, StartTrade):
                action = next((c for c in choices if not isinstance(c, StartTrade)), action)
            state.apply(action)
            texts.append(action.to_text())
    raise AssertionError("no position found")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_proposer_is_told_the_screen_comes_back(qtbot, tmp_path, lang):
    seed, texts = offer_position()
    spec = game_spec("anti_monopoly")
    record = GameRecord(game="anti_monopoly", settings=spec.settings_from(3, {}).model_dump(mode="json"), seed=seed,
                        seats=seats(3, (0, 1)), actions=texts[:-1])
    i18n.install(lang)
    try:
        session = GameSession(record, autosave_dir=None, bot_delay_ms=0)
        page = GamePage(session, app_settings(tmp_path, "off"))
        qtbot.addWidget(page)
        page.resize(1600, 900)
        page.show()
        qtbot.waitExposed(page)
        if page.cover.isVisible():
            page.cover.claim()
        QApplication.processEvents()
        assert session.viewer == 0 and session.my_turn()
        assert session.submit(Propose(0))
        QApplication.processEvents()
        qtbot.waitUntil(lambda: page.handoff_held, timeout=5000)
        said = page.table.panel.prompt.text()
        name = isolate(session.seats[1].name)
        want = page.table.tr("Your offer is made: press Hand Over for %1 to answer it; the screen then comes "
                             "back to you.").replace("%1", name)
        assert said == want
        assert page.table.tr("Your move is made: press Hand Over for %1.").replace("%1", name) != said
        if lang != "en":  # said in the language, not left in English
            assert "Your offer" not in said, said
        session.shutdown()
    finally:
        i18n.install("en")
