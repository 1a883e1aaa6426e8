"""The Anti-Monopoly table tells one moment, and only what may be done in it: the prompt names only the moves
possible now (no "offer a trade" once the turn's offer is made), a refused build gives the first rule that
forbids it (the engine's order), a roll that values something is told before the sum it fed, another
player's deed chosen says what may be done with it (the buttons keep their words), and the seat's "On …" line
moves on with its pawn, as the log does."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QPushButton

from ponzi_desktop.engine.anti_monopoly.actions import (
    Build,
    Buy,
    Decline,
    EndTurn,
    Mortgage,
    PayFine,
    PayTax,
    Redeem,
    Roll,
    SellBuilding,
    StartTrade,
)
from ponzi_desktop.engine.anti_monopoly.board import STREET, board
from ponzi_desktop.engine.core import Choice, Event
from ponzi_desktop.ui.anti_monopoly.moves import Moves, Selection
from ponzi_desktop.ui.anti_monopoly.narration import merge, narrate
from ponzi_desktop.ui.anti_monopoly.space_names import place_name

from .mouse_play import new_session
from .test_am_table import page_for, play
from .test_am_table_turns import take_screen, to_after_with_a_deed


def keep(view, kinds):
    """`view` with only the choices of `kinds` left (as when the rest are used up or impossible)."""
    return view._replace(choices=tuple(c for c in view.choices if isinstance(c.action, kinds)))


def test_the_prompt_names_only_the_moves_possible_now(qtbot, tmp_path):
    """A review: after one trade offer Trade… was greyed ("A turn allows 1 trade offer") while the prompt still
    said "…or offer a trade"."""
    session, sq = to_after_with_a_deed(tmp_path)
    page = page_for(qtbot, tmp_path, session)
    take_screen(page)
    table = page.table
    view = session.view()
    me = view.actor
    estate = Build | SellBuilding | Mortgage | Redeem
    full = view._replace(choices=view.choices + (Choice(StartTrade(1 - me)), Choice(Mortgage(sq))))
    assert "trade" in table.prompt(full) and "Treasury" in table.prompt(full)
    used_up = keep(full, EndTurn | estate)._replace(offers_left=0)  # the turn's offer made
    assert "trade" not in table.prompt(used_up) and "Treasury" in table.prompt(used_up)
    no_dealings = keep(full, EndTurn | StartTrade)._replace(manage_left=0)
    assert "trade" in table.prompt(no_dealings) and "Treasury" not in table.prompt(no_dealings)
    assert "Build" not in table.prompt(no_dealings)
    nothing = keep(full, EndTurn)
    assert table.prompt(nothing) == "End your turn."
    again = nothing._replace(extra_turn_due=True)
    assert "trade" not in table.prompt(again) and "again" in table.prompt(again)
    turn = keep(full._replace(phase="turn"), Roll)
    assert "trade" not in table.prompt(turn) and "build" not in table.prompt(turn)


def test_a_monopolist_with_one_street_of_a_city_is_told_the_city_rule_not_the_price(qtbot, tmp_path):
    """A review: Build…'s tooltip said "A building on Pennsylvania Ave. costs $150: more than your cash" to a
    Monopolist holding one street of Washington, who may not build there at all."""
    session = new_session(tmp_path, 2, humans=(0, 1), seed=3)
    view = session.view(0)
    b = board()
    streets = b.city_streets[-1]  # Washington: Pennsylvania Ave. among its streets
    sq = streets[-1]
    owners = list(view.owners)
    owners[sq] = 0
    roles = ("monopolist",) + tuple(view.roles[1:])
    poor = view._replace(phase="after", roles=roles, owners=tuple(owners), cash=(0,) + tuple(view.cash[1:]),
                         manage_left=3, choices=(Choice(EndTurn()),))
    moves = Moves(poor, [s.name for s in session.seats], None)
    reason = moves.why_not_build(sq, "house")
    assert "Monopolist" in reason and "cash" not in reason, reason
    assert moves.why_not(Build(sq)) == reason
    # with two unmortgaged streets of the city, the cash is what stops it
    owners[streets[0]] = 0
    moves = Moves(poor._replace(owners=tuple(owners)), [s.name for s in session.seats], None)
    assert "cash" in moves.why_not_build(sq, "house")


def test_a_roll_that_values_a_utility_is_told_before_the_rent_it_fed():
    """A review: "You collect $292 in rent…" was logged before "You roll 1 and 6 to value your utility"."""
    utility = board().utilities[0]
    events = [
        Event("collected", 0, {"amount": 50, "reason": "final_rent"}),
        Event("dice_rolled", 0, {"dice": [1, 6], "for": "valuation"}),
        Event("collected", 0, {"amount": 28, "reason": "final_rent", "square": utility}),
        Event("collected", 1, {"amount": 20, "reason": "final_rent"}),
    ]
    told = [(i, e) for i, e in enumerate(merge(events)) if e is not None]
    words = [narrate(e, ["Ada", "Bruno"], 0) for _, e in told]
    roll = next(i for i, w in enumerate(words) if "roll" in w)
    rent = next(i for i, w in enumerate(words) if "You collect" in w)
    assert roll < rent, words
    assert "$78" in words[rent] and "2 properties" in words[rent], words
    assert any("Bruno collects $20" in w for w in words), words


def test_another_players_deed_chosen_says_what_may_be_done_with_it(qtbot, tmp_path):
    """A review (Traditional Chinese): a click on another player's deed showed only its name with Cancel, and the
    bottom buttons lost their "…" (they act on a deed of yours chosen, not on another's)."""
    session, sq = to_after_with_a_deed(tmp_path)
    page = page_for(qtbot, tmp_path, session)
    take_screen(page)
    table = page.table
    view = session.view()
    me = view.actor
    other = 1 - me
    theirs = next(s for s in board().properties if view.owners[s] < 0 and board().kind[s] == STREET)
    owners = list(view.owners)
    owners[theirs] = other
    mine = view._replace(owners=tuple(owners), choices=view.choices + (Choice(StartTrade(other)),))
    moves = Moves(mine, table.names, None)
    result = moves._next_step(theirs)
    assert table.names[other] in result and "trade" in result, result
    # no trade possible with them: the reason why, after whose it is
    moves = Moves(keep(mine, EndTurn)._replace(offers_left=0), table.names, None)
    words = moves._next_step(theirs)
    assert table.names[other] in words and "trade offer" in words, words
    # the buttons keep their words: menus of your deeds, not acting on theirs
    table.panel.show_moves(Moves(mine, table.names, None), Selection(square=theirs), "t", "p", ("x", theirs))
    QApplication.processEvents()
    texts = {b.accessibleName(): b.text() for b in table.panel.buttons_box.findChildren(QPushButton)}
    for name in ("Build", "Sell back", "Mortgage", "Redeem"):
        assert texts[name] == name + "…", texts
    # a deed of yours chosen: the buttons act on it
    table.panel.show_moves(Moves(mine, table.names, None), Selection(square=sq), "t", "p", ("y", sq))
    QApplication.processEvents()
    assert any(b.text() == "Mortgage" for b in table.panel.buttons_box.findChildren(QPushButton))


def test_the_seat_says_where_its_pawn_is_as_the_pawn_gets_there(qtbot, tmp_path):
    """A review: the seat's "On …" line lagged: the log and the status line told the move (the pawn too) while
    the place still said the old space, until the whole turn had been shown."""
    session = new_session(tmp_path, 2, humans=(0, 1), seed=3)
    page = page_for(qtbot, tmp_path, session, speed="fast")
    take_screen(page)
    table = page.table
    seen = []

    def on_shown(_tag, _count, event) -> None:
        if getattr(event, "kind", None) == "pawn_moved":
            area = table.scene.areas[event.player]
            seen.append((place_name(event.data["to"]), area.status))

    table.animator.shown.connect(on_shown)
    for _ in range(12):
        if session.handoff_pending is not None:
            take_screen(page)
        view = session.view()
        choices = [c.action for c in view.choices]
        play(session, Decline() if Decline() in choices else next((a for a in choices if isinstance(
            a, Roll | EndTurn | PayTax | PayFine | Buy)), choices[0]))
        qtbot.waitUntil(lambda: not table.animator.busy, timeout=20_000)
    assert seen
    for place, status in seen:
        assert place in status, (place, status)


def test_a_buyers_cash_changes_with_the_log_line_that_tells_the_buy(qtbot, tmp_path):
    """A review: a bot's cash on its seat fell by the price while its deed was still flying, the log still ending
    at its move and the status line still saying it was deciding. Sampled all through the animation, the seat's
    cash is the one before the buy, and the space unowned, until the log tells the buy; from that moment on the
    cash is the price less and the space wears its owner's colour."""
    session = new_session(tmp_path, 2, humans=(0, 1), seed=3)
    page = page_for(qtbot, tmp_path, session, speed="slow")
    take_screen(page)
    table, model = page.table, page.log_view.model
    samples: list[tuple[int, int, str, bool]] = []  # (buyer, its seat's cash, the log's last line, the space owned)
    buyer: list[int] = []
    bought: list[int] = []  # the space

    def sample() -> None:
        if buyer:
            last = model.data(model.index(model.rowCount() - 1, 0)) if model.rowCount() else ""
            owned = table.scene.spaces[bought[0]].owner_colour is not None
            samples.append((buyer[0], table.scene.areas[buyer[0]].cash, last or "", owned))

    timer = QTimer()
    timer.timeout.connect(sample)
    timer.start(5)
    for _ in range(40):
        if session.handoff_pending is not None:
            take_screen(page)
        view = session.view()
        choices = [c.action for c in view.choices]
        buy = next((a for a in choices if isinstance(a, Buy)), None)
        if buy is not None:
            before = view.cash[view.actor]
            bought.append(view.positions[view.actor])
            buyer.append(view.actor)
            play(session, buy)
            qtbot.waitUntil(lambda: not table.animator.busy, timeout=20_000)
            sample()  # the buy told, at rest
            break
        play(session, next((a for a in choices if isinstance(a, Roll | EndTurn | PayTax | PayFine)), choices[0]))
        qtbot.waitUntil(lambda: not table.animator.busy, timeout=20_000)
    timer.stop()
    assert buyer and len(samples) > 5, samples
    after = session.view().cash[buyer[0]]
    told = [s for s in samples if " for $" in s[2] and "buy" in s[2].lower()]
    untold = [s for s in samples if s not in told]
    assert told and untold, samples  # sampled on both sides of the moment
    assert all(cash == before and not owned for _, cash, _, owned in untold), (before, after, untold)
    assert all(cash == after and owned for _, cash, _, owned in told), (before, after, told)
