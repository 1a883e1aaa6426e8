"""Every drop of a Black Friday piece where it does not go says what that place is for and where the piece goes
(a play tester's own Blue share dropped on the share sale track got only "That piece does not go there."), and
the status line and the refusal agree on how a purchase ends, in the same words, with the shares it names lit
(found: "finish with a share you bought onto the share purchase track", and the share bought, dragged from the
player's screen, refused with "finish the purchase first (a market share onto ...)")."""

from __future__ import annotations

import random

import pytest
from table_mouse import click, drag

from ponzi_desktop.bots.random_bot import RandomBot
from ponzi_desktop.engine.black_friday.actions import Buy
from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.ui.black_friday.labels import share_colour_word
from ponzi_desktop.ui.black_friday.moves import Moves, Selection, sentences
from ponzi_desktop.ui.kit.moves import Payload, Target

from .test_table import new_session, page_for

NAMES = ["Ann", "Bob", "Cy", "Di", "Ed"]
GENERIC = "That piece does not go there."


def every_drop(moves: Moves, players: int) -> list[tuple[Payload, Target, Selection]]:
    view = moves.view
    pieces = [Payload(kind, c) for kind in ("market", "own", "row") for c in view.colours]
    pieces += [Payload("bank_gold", None), Payload("bonus", None)]
    places = [Target("screen", s) for s in range(players)]
    places += [Target("market"), Target("track", "purchase"), Target("track", "gold"), Target("sale")]
    selections = [Selection(), Selection(bonus=True), Selection(bars=1)]
    return [(p, t, s) for p in pieces for t in places for s in selections]


def test_no_drop_of_a_players_own_piece_in_any_phase_gets_the_generic_words():
    """Random games through every phase: each piece of the player's, dropped on each place of the table with
    each kind of half-made move, is played, asked about, or refused with words of its own; a refusal where no
    rule of the piece applies says that place's purpose."""
    spec, bot = game_spec("black_friday"), RandomBot()
    phases: set[str] = set()
    purposes = 0
    for seed in range(4):
        players = 3 + seed % 2
        state, rng = spec.new_game(spec.settings_from(players, {}), seed), random.Random(seed)
        for _ in range(120):
            if state.is_over:
                break
            seat = state.current_player
            view = state.view(seat)
            if seat < players:
                moves = Moves(view, NAMES, None)
                phases.add(view.phase)
                for payload, target, sel in every_drop(moves, players):
                    result = moves.drop(payload, target, sel)
                    assert result.kind != "refuse" or result.text and GENERIC not in result.text, (
                        view.phase, payload, target, sel, result)
                    purposes += result.kind == "refuse" and result.text.startswith(moves.purpose(target))
            state.apply(bot.choose(view, rng))
    assert {"action", "buy", "sell", "bonus"} <= phases, phases
    assert purposes


def test_an_own_share_on_the_share_sale_track_says_what_the_track_is_for_and_where_shares_are_sold():
    spec = game_spec("black_friday")
    state = spec.new_game(spec.settings_from(3, {}), 0)
    view = state.view(state.current_player)
    moves = Moves(view, NAMES, None)
    colour = next(c for c in view.colours if moves.held(c))
    result = moves.drop(Payload("own", colour), Target("sale"), Selection())
    assert result.kind == "refuse"
    assert result.text == sentences(moves.purpose(Target("sale")),
                                    "Your shares are sold onto the share market."), result.text
    assert "sale track" in result.text and "sold" in result.text


def test_the_status_line_and_the_refusal_say_how_the_purchase_ends_in_the_same_words(qtbot, tmp_path):
    session = new_session(tmp_path, 3, seed=3, start_player=0)  # the start player: no bonus tile
    page = page_for(qtbot, tmp_path, session)
    table = page.table
    qtbot.waitUntil(session.my_turn, timeout=30_000)
    table.animator.snap()
    sc = table.scene
    view = session.view()
    colour = next(c for c, n, p in zip(view.colours, view.market, view.prices, strict=True) if n > 1 and p <= 20)
    drag(table, sc.market.stacks[colour], sc.screens[0])  # level 0 allows one share: the limit is reached
    table.animator.snap()
    view = session.view()
    assert view.phase == "buy" and view.action_count == view.share_limit
    moves = table.moves()
    finish = moves.finish_purchase()
    assert f"a {share_colour_word(colour)} share (a colour you bought) on the share purchase track" in finish, finish
    prompt = table.panel.prompt.text()
    assert prompt.endswith(finish) and "limit is reached" in prompt, prompt
    # the share it names is lit in the market, nothing else of the market
    assert sc.market.stacks[colour].glow == "prompt"
    assert all(stack.glow is None for c, stack in sc.market.stacks.items() if c != colour)
    # the share just bought, taken from the player's screen (a press, as it cannot be dragged), or dropped
    # on the track: refused with the same words
    count = session.action_count
    click(table, sc.screens[0].shares[colour])
    refusal = table.panel.prompt.text()
    assert finish in refusal and refusal != prompt, refusal
    result = moves.drop(Payload("own", colour), Target("track", "purchase"), Selection())
    assert result.kind == "refuse" and result.text == refusal
    assert moves.why_not_sell(colour) == refusal
    # the lit market share onto the track ends the purchase
    drag(table, sc.market.stacks[colour], sc.purchase)
    assert session.action_count == count + 1 and session.record.actions[-1] == f"place {colour}"


def test_the_finish_words_with_several_colours_bought_light_them_all():
    """At a level that allows two shares an action, both colours bought are lit, and the words say which
    ones they are (a colour bought this turn)."""
    from ponzi_desktop.engine.black_friday.actions import Place

    spec = game_spec("black_friday")
    state = spec.new_game(spec.settings_from(3, {}), 0)
    first = state.view(state.current_player)
    places = {c.action.colour: c for c in first.choices if isinstance(c.action, Place)}
    two = [c for c, n in zip(first.colours, first.market, strict=True) if n][:2]
    state.apply(Buy(two[0]))
    view = state.view(state.current_player)  # as if level 1 had let a second colour be bought
    view = view._replace(share_limit=2, action_count=2, action_colours=tuple(view.colours.index(c) for c in two),
                         choices=tuple(places[c] for c in two))
    moves = Moves(view, NAMES, None)
    assert "a colour you bought this turn" in moves.finish_purchase()
    assert sorted(p.value for p in moves.prompted()) == sorted(two)
    # none of them left in the market: any colour ends the purchase, and the words say so
    moves = Moves(view._replace(action_colours=()), NAMES, None)
    assert "any colour" in moves.finish_purchase()


@pytest.mark.parametrize("lang", ["es", "ja"])  # the longest words, and the CJK ones
def test_every_refusal_and_prompt_fits_the_prompts_two_lines(qtbot, app_settings, tmp_path, lang):
    """A refusal stands in the prompt's place: the purpose of a place and where the piece goes, or how a
    purchase ends, must fit its two lines beside the panel's buttons, in a window maximised at 1280x720."""
    from PySide6.QtWidgets import QApplication
    from widget_checks import MAXIMISED_720

    from ponzi_desktop.persistence import Seat
    from ponzi_desktop.ui import i18n
    from ponzi_desktop.ui.main_window import MainWindow
    from ponzi_desktop.ui.session import GameSession

    app_settings.animation_speed = "off"
    try:
        window = MainWindow(app_settings, language=lang)
        qtbot.addWidget(window)
        window.resize(*MAXIMISED_720)
        window.show()
        qtbot.waitExposed(window)
        seats = [Seat(name=n, kind="human") for n in NAMES[:2]]
        window.start_session(GameSession.new("black_friday", {}, 3, seats, autosave_dir=tmp_path / "a",
                                             bot_delay_ms=0))
        table = window.game_page.table
        panel = table.panel
        for button in (panel.hint_button, panel.undo_button, panel.hand_over_button):  # as on a turn: the
            button.show()  # narrowest the prompt gets without a half-made move (Cancel)
        QApplication.processEvents()
        panel.words.fit_prompt()
        spec, bot, texts = game_spec("black_friday"), RandomBot(), set()
        for seed in range(3):
            players = 3 + seed
            state, rng = spec.new_game(spec.settings_from(players, {}), seed), random.Random(seed)
            for _ in range(200):
                if state.is_over:
                    break
                view = state.view(state.current_player)
                if state.current_player < players:
                    moves = Moves(view, NAMES, None)
                    if view.phase in ("buy", "sell"):
                        texts.add(table._more_prompt(view, moves))
                    for payload, target, sel in every_drop(moves, players):
                        result = moves.drop(payload, target, sel)
                        if result.kind == "refuse":
                            texts.add(result.text)
                state.apply(bot.choose(view, rng))
        prompt = panel.prompt
        over = []
        for text in sorted(texts):
            prompt.setText(text)
            if prompt.heightForWidth(prompt.width()) > prompt.height() + 1:
                over.append(text)
        assert len(texts) > 100 and not over, "\n".join(over)
        window.close()
    finally:
        i18n.install("en")
