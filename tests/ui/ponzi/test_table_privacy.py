"""The Ponzi table keeps secrets: only the viewer's cash is drawn (in hot seat too, while the screen is handed
over), an envelope's amount shows only to its two players, and private event data never reaches the animations."""

from __future__ import annotations

from ponzi_desktop.ui.ponzi.style import money


def test_hidden_cash_is_never_drawn(make_table):
    table, session = make_table("trade")
    view = session.view()
    for p, area in enumerate(table.scene.areas):
        if p == 0:
            assert area.cash.visible_texts() == [money(view.players[0].cash)]
        else:
            assert view.players[p].cash is None
            assert area.cash.cash is None and area.cash.visible_texts() == []
            assert "hidden" in area.cash.toolTip()
    texts = " ".join(table.visible_texts())
    assert money(view.players[0].cash) in texts


def test_spectator_sees_no_cash_in_hot_seat(make_table, qtbot):
    table, session = make_table("fund", humans=(0, 1, 2, 3))
    session.set_paused(False)
    assert session.viewer in (None, 0)
    # play until a hand-off covers the table: the viewer is nobody and no cash may be drawn
    while session.handoff_pending is None:
        session.submit(session.view().choices[0].action)
    assert session.viewer is None
    assert all(area.cash.cash is None for area in table.scene.areas)
    assert table.answer_dialog is None and table.offer_dialog is None
    assert all(not a.is_me for a in table.scene.areas)


def test_private_event_data_never_reaches_the_animations(make_table):
    from ponzi_desktop.engine.core import Event

    table, session = make_table("fund")
    secret = Event("offer_made", 1, {"target": 2, "industry": "media", "amount": 33}, (1, 2), ("amount",))
    mine = Event("offer_made", 0, {"target": 2, "industry": "media", "amount": 21}, (0, 2), ("amount",))
    table._on_events([secret, mine])
    assert [e.data.get("amount") for e in table._pending] == [None, 21]
    table._pending = []


def test_dialogs_close_when_the_viewer_changes(make_table):
    table, session = make_table(predicate=lambda s: s.phase == "answer" and s.actor == 0)
    assert table.answer_dialog is not None
    table._on_viewer(None)
    assert table.answer_dialog is None


def test_hot_seat_privacy_walk(make_table, qtbot):
    """Three humans in turn: at every state, only the viewer's cash (and envelope) is on the table."""
    import random as _random

    table, session = make_table("fund", players=3, humans=(0, 1, 2), speed="fast")
    session.set_paused(False)
    rng = _random.Random(5)
    for _ in range(60):
        if session.is_over:
            break
        if session.handoff_pending is not None:
            seat = session.handoff_pending
            for area in table.scene.areas:
                assert area.cash.cash is None
            assert table.answer_dialog is None and table.offer_dialog is None
            session.claim_seat(seat)
        viewer = session.viewer
        for p, area in enumerate(table.scene.areas):  # mid-animation too: others' cash never shows
            assert p == viewer or area.cash.cash is None
        table.animator.snap()
        full = session._state  # the test may look at the truth to know what must show
        for p, area in enumerate(table.scene.areas):
            assert area.cash.cash == (full.cash[p] if p == viewer else None)
        if table.answer_dialog is not None:
            assert session.view().offer[1] == viewer
        view = session.view()
        choice = view.choices[rng.randrange(len(view.choices))]
        action = choice.action if choice.param is None else choice.with_value(rng.randint(choice.lo, choice.hi))
        table.submit(action)
    qtbot.waitUntil(lambda: not table.animator.busy, timeout=10000)


def test_the_envelope_shows_its_amount_only_to_the_two_players(make_table):
    table, session = make_table(predicate=lambda s: s.phase == "answer" and s.actor == 1 and s.offer[0] != 0)
    env = table.scene.envelope
    view = session.view()
    assert env.isVisible() and view.offer[3] is None
    assert env.amount is None and env.visible_texts() == []
    assert "inside" not in env.toolTip()


def test_the_target_sees_the_amount_on_the_envelope(make_table):
    table, session = make_table(predicate=lambda s: s.phase == "answer" and s.actor == 0)
    env = table.scene.envelope
    assert env.isVisible()
    assert env.amount == session.view().offer[3]
