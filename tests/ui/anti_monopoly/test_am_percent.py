"""Every percentage the UI shows is `formatting.percent`'s: "10 %" with a no-break space in Spanish, "10%" in
English, Japanese and Chinese, in the Income Tax prompt and buttons, the two-hour game's end table and the
statistics' win rates and chart axis."""

from __future__ import annotations

import random

import pytest
from am_games import ENDINGS, NAMES, SPEC, session_of
from table_mouse import app_settings

from ponzi_desktop.persistence import GameRecord, Seat
from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.anti_monopoly.end_table import AntiMonopolyEndTable
from ponzi_desktop.ui.formatting import percent
from ponzi_desktop.ui.game_page import GamePage
from ponzi_desktop.ui.session import GameSession
from ponzi_desktop.ui.statistics_charts import PercentAxis
from ponzi_desktop.ui.statistics_page import rate_text

NBSP = "\u00a0"
WRITTEN = {"en": "10%", "es": "10" + NBSP + "%", "ja": "10%", "zh_TW": "10%"}


@pytest.fixture(params=list(WRITTEN))
def language(request, qapp):
    i18n.install(request.param)
    yield request.param
    i18n.install("en")


def test_percent_per_language(language):
    assert percent(10) == WRITTEN[language]
    assert percent(44.6) == WRITTEN[language].replace("10", "45")
    assert rate_text(0.45) == WRITTEN[language].replace("10", "45")
    axis = PercentAxis(orientation="left")
    assert axis.tickStrings([0.0, 50.0], 1, 25) == [WRITTEN[language].replace("10", n) for n in ("0", "50")]


def at_income_tax(seed: int = 1) -> GameRecord:
    """A random game's moves up to the first Income Tax decision, that player the person at the screen."""
    state = SPEC.new_game(SPEC.settings_from(3, {}), seed)
    rng, texts = random.Random(seed), []
    while state.view(None).phase != "tax":
        choice = rng.choice(state.legal_choices())
        action = choice.action if choice.param is None else choice.with_value(rng.randint(choice.lo, choice.hi))
        state.apply(action)
        texts.append(action.to_text())
    me = state.current_player
    seats = [Seat(name=n, kind="human" if i == me else "bot", level=None if i == me else "random")
             for i, n in enumerate(NAMES[:3])]
    return GameRecord(game="anti_monopoly", settings=SPEC.settings_from(3, {}).model_dump(mode="json"), seed=seed,
                      seats=seats, actions=texts)


def test_income_tax_prompt_and_buttons(language, qtbot, tmp_path):
    session = GameSession(at_income_tax(), autosave_dir=tmp_path / "a", bot_delay_ms=0)
    if session.handoff_pending is not None:
        session.claim_seat(session.handoff_pending)
    page = GamePage(session, app_settings(tmp_path, "off"))
    qtbot.addWidget(page)
    page.resize(1600, 900)
    page.show()
    qtbot.waitExposed(page)
    view = session.view()
    assert view.phase == "tax" and session.my_turn()
    prompt = page.table.prompt(view)
    assert WRITTEN[language] in prompt, prompt
    share = WRITTEN[language] if view.roles[view.seat] == "competitor" else WRITTEN[language].replace("10", "20")
    texts = [b.text() + " " + b.toolTip() for b in page.table.panel.buttons_box.findChildren(type(page.table.panel.pass_button))]
    assert any(share in t for t in texts), texts
    if language == "es":
        assert "10 %" not in prompt  # a plain space could leave the sign alone at a line's start


def test_two_hour_end_table(language, qtbot, tmp_path):
    players, settings, seed = ENDINGS["two_hour"]
    session = session_of(tmp_path, players, settings, seed, humans=())
    table = AntiMonopolyEndTable(session)
    qtbot.addWidget(table)
    twenty = WRITTEN[language].replace("10", "20")
    assert WRITTEN[language] in table.reason.text() and twenty in table.reason.text()
    assert WRITTEN[language] in table.column_heading("kept_cash", "")[1]
    kept = [part for row in table.rows for part in row.parts if part.kind == "kept_cash"]
    assert kept and all(percent(part.amounts[1]) in table.cell(part)[1] for part in kept)
