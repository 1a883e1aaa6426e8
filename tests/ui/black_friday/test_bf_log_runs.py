"""Black Friday's log tells shares of one colour bought (or sold) in one turn as one line that grows ("You buy 2
Green shares for $30"), one action at a time, as the player sees it in a real session's log."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random  # noqa: E402

from ponzi_desktop.engine.core import Event  # noqa: E402
from ponzi_desktop.persistence import Seat  # noqa: E402
from ponzi_desktop.ui.black_friday.narration import continues, narrate  # noqa: E402
from ponzi_desktop.ui.log import GameLogModel  # noqa: E402
from ponzi_desktop.ui.session import GameSession  # noqa: E402

NAMES = ["Alice", "Bob", "Carol"]


def test_one_colour_bought_twice_is_one_line(qapp):
    first = Event("shares_bought", 1, {"colour": "green", "count": 1, "price": 15})
    both = continues(first, first)
    assert narrate(both, NAMES, 1) == "You buy 2 Green shares for $30"
    assert narrate(both, NAMES, 0) == "Bob buys 2 Green shares for $30"
    sold = Event("shares_sold", 1, {"colour": "green", "count": 1, "price": 15})
    assert narrate(continues(sold, sold), NAMES, 1) == "You sell 2 Green shares for $30"
    # another colour, another player, or a sale after a purchase: a line of its own
    assert continues(first, first._replace(data={**first.data, "colour": "blue"})) is None
    assert continues(first, first._replace(player=2)) is None
    assert continues(first, sold) is None


def test_a_session_s_log_has_no_two_lines_for_one_run(qtbot, tmp_path):
    seats = [Seat(name=name, kind="human") for name in NAMES]
    session = GameSession.new("black_friday", {"players": 3}, 5, seats, autosave_dir=tmp_path, bot_delay_ms=0)
    model = GameLogModel(session)
    rng = random.Random(5)
    while session.action_count < 120 and not session.is_over:
        if session.viewer != session.current_seat:
            session.claim_seat(session.handoff_pending)
            continue
        choices = session.view().choices
        buys = [c for c in choices if type(c.action).__name__ in ("Buy", "Sell")]
        choice = rng.choice(buys) if buys and rng.random() < 0.9 else rng.choice(choices)
        action = choice.with_value(rng.randint(choice.lo, choice.hi)) if choice.param else choice.action
        assert session.submit(action), action
    events = [model.index(r, 0).data(GameLogModel.EventRole) for r in range(model.rowCount())]
    runs = [e for e in events if e.kind in ("shares_bought", "shares_sold")]
    assert any(e.data["count"] > 1 for e in runs)  # the game bought or sold more than one share at a time
    for a, b in zip(events, events[1:], strict=False):
        assert continues(a, b) is None, (a, b)
    session.shutdown()


def test_spanish_colours_agree_and_are_lower_case_inside_a_sentence(qapp):
    from ponzi_desktop.ui import i18n
    from ponzi_desktop.ui.black_friday.labels import share_colour_word

    try:
        i18n.install("es")
        one = Event("shares_bought", 0, {"colour": "yellow", "count": 1, "price": 12})
        assert narrate(one, NAMES, 0).startswith("Compras 1 acción amarilla por 12")
        assert narrate(continues(one, one), NAMES, 0).startswith("Compras 2 acciones amarillas por 24")
        placed = Event("share_placed", 1, {"track": "gold", "colour": "white", "space": 2})
        assert narrate(placed, NAMES, 0).startswith("Bob pone una acción blanca en la casilla 2")
        assert (share_colour_word("purple"), share_colour_word("purple", 3)) == ("morada", "moradas")
    finally:
        i18n.install("en")
