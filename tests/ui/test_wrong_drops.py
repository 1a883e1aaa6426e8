"""A drop in the wrong place says what that place is for (every game's `Moves.purpose`), never the phase's
prompt again; and the refusals players met say the real reason (the level's limit, not how a purchase ends;
a menu of deeds lists every deed, greyed ones with why)."""

from __future__ import annotations

import os
import random

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from test_reasons import NAMES, hot_seat  # noqa: E402  (one game of people only, for both files)

from ponzi_desktop.bots.random_bot import RandomBot  # noqa: E402
from ponzi_desktop.engine.core import game_spec  # noqa: E402
from ponzi_desktop.persistence import GameRecord, Seat  # noqa: E402
from ponzi_desktop.ui import games  # noqa: E402
from ponzi_desktop.ui.kit.pieces import TableItem  # noqa: E402
from ponzi_desktop.ui.session import GameSession  # noqa: E402

PLAYABLE = [g.id for g in games.playable()]


@pytest.mark.parametrize("game", PLAYABLE)
def test_a_drop_in_the_wrong_place_says_what_that_place_is_for(qtbot, app_settings, tmp_path, game):
    """Every place of the table has words for what it is for; over the first moves of a game, a piece of the
    person's dropped where it does not go is refused with a reason, never with the phase's prompt again, and
    where no rule of the piece applies, with that place's purpose."""
    app_settings.animation_speed = "off"
    session = hot_seat(tmp_path, game, 5)
    table = games.load(games.game_ui(game).table)(session, app_settings)
    qtbot.addWidget(table)
    table.resize(1280, 640)
    table.show()
    rng, bot = random.Random(2), RandomBot()
    purposes = said = 0
    for _step in range(8):
        if session.handoff_pending is not None:
            session.claim_seat(session.handoff_pending)
        QApplication.processEvents()
        items = [i for i in table.scene.items() if isinstance(i, TableItem) and i.isVisible()]
        places = list(dict.fromkeys(i.target for i in items if i.target is not None))
        pieces = list(dict.fromkeys(i.payload for i in items if i.payload is not None))
        moves, view = table.moves(), session.view()
        prompt = table.prompt(view)
        for place in places:
            words = moves.purpose(place)
            assert words and words != prompt, (game, place)
            purposes += 1
        for piece in pieces:
            if not moves.draggable(piece):
                continue
            fits = moves.targets(piece, table.empty_selection())
            for place in places:
                if place in fits:
                    continue
                result = moves.drop(piece, place, table.empty_selection())
                if result.kind == "refuse":
                    assert result.text and result.text != prompt, (game, piece, place)
                    said += result.text.startswith(moves.purpose(place))  # and where the piece goes, maybe
        if session.is_over:
            break
        assert table.submit(bot.choose(view, rng))
        table.animator.snap()
    assert purposes and said, (game, purposes, said)


def test_a_share_past_the_levels_limit_is_refused_with_the_limit():
    """Found: after one share bought at the first level, a second colour clicked in the market said "End your
    purchase with a colour you bought this turn"; the reason is the level's limit."""
    from ponzi_desktop.engine.black_friday.actions import Buy
    from ponzi_desktop.ui.black_friday.moves import Moves, Selection
    from ponzi_desktop.ui.kit.moves import Payload, Target

    spec = game_spec("black_friday")
    state = spec.new_game(spec.settings_from(3, {}), 0)
    view = state.view(state.current_player)
    in_market = [c for c in view.colours if view.market[view.colours.index(c)] > 1]
    state.apply(Buy(in_market[0]))
    view = state.view(state.current_player)
    moves = Moves(view, NAMES, None)
    assert view.phase == "buy" and not moves.legal(Buy(in_market[1]))  # the level allows no second share
    limit = moves.why_not_buy(in_market[1])
    assert "at most" in limit and "End your purchase" not in limit
    for result in (moves.click(Payload("market", in_market[1]), None, Selection()),
                   moves.drop(Payload("market", in_market[1]), Target("screen", moves.me), Selection())):
        assert result.kind == "refuse" and result.text == limit


def test_the_deed_menus_list_every_deed_greyed_ones_with_why(qtbot, app_settings, tmp_path):
    """Build, Sell back, Mortgage and Redeem never leave a deed of the player's out: the ones they cannot act
    on are in the menu, greyed, with why."""
    from PySide6.QtWidgets import QPushButton

    game = "anti_monopoly"
    spec = game_spec(game)
    model = spec.settings_from(3, {})
    state, bot, rng, texts = spec.new_game(model, 21), RandomBot(), random.Random(4), []
    while True:  # random moves (the engine's alone: fast) until the player to move holds a few deeds
        p = state.current_player
        if state.phase in ("turn", "after") and sum(owner == p for owner in state.view(p).owners) >= 3:
            break
        action = bot.choose(state.view(p), rng)
        state.apply(action)
        texts.append(action.to_text())
        assert not state.is_over and len(texts) < 2000
    seats = [Seat(name=NAMES[i], kind="human") for i in range(3)]
    record = GameRecord(game=game, settings=model.model_dump(mode="json"), seed=21, seats=seats, actions=texts)
    session = GameSession(record, autosave_dir=tmp_path / "autosave", bot_delay_ms=0)
    if session.handoff_pending is not None:
        session.claim_seat(session.handoff_pending)
    app_settings.animation_speed = "off"
    table = games.load(games.game_ui(game).table)(session, app_settings)
    qtbot.addWidget(table)
    table.resize(1280, 640)
    table.show()
    QApplication.processEvents()
    view = session.view()
    assert view.seat == view.actor
    owned = [sq for sq, owner in enumerate(view.owners) if owner == view.seat]
    menus = [b for b in table.panel.buttons_box.findChildren(QPushButton)
             if b.isVisible() and b.accessibleName() in ("Build", "Sell back", "Mortgage", "Redeem")]
    assert len(menus) == 4
    greyed = 0
    for b in menus:
        if b.isEnabled():
            entries = [a for a in b.menu().actions() if not a.isSeparator()]
            assert len(entries) == len(owned), (b.accessibleName(), [a.text() for a in entries])
            assert all(a.isEnabled() or a.toolTip() != a.text() and a.statusTip() == a.toolTip() for a in entries)
            greyed += sum(not a.isEnabled() for a in entries)
        else:
            assert b.toolTip()
            greyed += 1
    assert greyed  # the Redeem menu at least: nothing is mortgaged yet


def test_the_treasury_limit_is_said_from_the_engines_count():
    """The engine counts the turn's dealings with the Treasury (`view.manage_left`): once they are used up, a
    deed's dealing is refused with the limit, not with a guess."""
    from ponzi_desktop.engine.anti_monopoly.actions import Mortgage
    from ponzi_desktop.ui.anti_monopoly.moves import Moves

    spec = game_spec("anti_monopoly")
    state, bot, rng = spec.new_game(spec.settings_from(3, {"manage_limit": 1}), 21), RandomBot(), random.Random(4)
    for _ in range(3000):
        p = state.current_player
        view = state.view(p)
        mortgages = [c.action for c in view.choices if isinstance(c.action, Mortgage)]
        if state.phase in ("turn", "after") and len(mortgages) >= 2:
            break
        state.apply(bot.choose(view, rng))
    else:
        pytest.fail("nobody could mortgage two deeds")
    assert view.manage_left == 1
    state.apply(mortgages[0])
    view = state.view(p)
    assert view.manage_left == 0 and view.phase in ("turn", "after")
    words = Moves(view, NAMES, None).why_not_estate(mortgages[1])
    assert words == "A turn allows 1 dealing with the Treasury: you have made it.", words
    # the turn's trade offers are the engine's count too
    assert view.offers_left == view.settings.offers_per_turn == 1
    assert Moves(view._replace(offers_left=0), NAMES, None).why_not_trade() == \
        "A turn allows 1 trade offer: you have made it."
