"""The two-hour game's last dealings: while Done is still to be pressed, nothing says the player has finished (a
review: the hint said "Consejo: ya has terminado" with "Listo" still pending, and Done's tooltip "You have
finished with the Treasury"); the hint asks for Done by the button's own word, and the tooltip says what it does."""

from __future__ import annotations

import random

import pytest

from ponzi_desktop.engine.anti_monopoly.actions import Done
from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.persistence import GameRecord, Seat
from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.session import GameSession
from tests.table_mouse import app_settings  # noqa: F401 - a fixture

from .test_am_table import page_for

SPEC = game_spec("anti_monopoly")
#: what a finished player is told in each language: never while Done is pending
FINISHED = {"en": ("you are done", "have finished"), "es": ("ya has terminado", "has terminado"),
            "ja": ("終えました",), "zh_TW": ("已完成",)}


def at_last_dealings(tmp_path) -> GameSession:
    """A two-hour game played by random moves until seat 0's last dealings with the Treasury (Done pending)."""
    settings = SPEC.settings_from(3, {"two_hour_rounds": 3})
    for seed in range(1, 40):
        state, rng, texts = SPEC.new_game(settings, seed), random.Random(seed), []
        while not state.is_over and len(texts) < 3000:
            if state.current_player == 0 and Done() in [c.action for c in state.legal_choices()]:
                seats = [Seat(name="Ann", kind="human")] + [Seat(name=n, kind="bot", level="random") for n in ("Bob", "Cleo")]
                record = GameRecord(game="anti_monopoly", settings=settings.model_dump(mode="json"), seed=seed,
                                    seats=seats, actions=texts)
                session = GameSession(record, autosave_dir=tmp_path / "auto", bot_delay_ms=0)
                session.set_paused(True)
                return session
            choices = state.legal_choices()
            choice = choices[rng.randrange(len(choices))]
            action = choice.action if choice.param is None else choice.with_value(rng.randint(choice.lo, choice.hi))
            state.apply(action)
            texts.append(action.to_text())
    raise AssertionError("no game reached its last dealings")


@pytest.mark.parametrize("lang", ["en", "es", "ja", "zh_TW"])
def test_nothing_says_finished_while_done_is_pending(qtbot, tmp_path, lang):
    i18n.install(lang)
    try:
        session = at_last_dealings(tmp_path)
        page = page_for(qtbot, tmp_path, session, size=(1280, 720))
        table = page.table
        view = session.view()
        assert view.phase == "final" and Done() in [c.action for c in view.choices]
        table._refresh_controls()
        done = table.panel.pass_button
        assert done.isVisible() and done.text() == table.panel.tr("Done")
        hint = table.hint_text(Done(), view)
        assert done.text() in hint, (hint, done.text())  # it asks for the button by its word
        for said in (hint, done.toolTip(), table.move_prompt(view)):
            assert not any(word in said.lower() for word in FINISHED[lang]), said
    finally:
        i18n.install("en")
