"""The replay session: every position of a finished game of each game, forward and back, is the position a fresh
replay of the record cut there gives; the record is never changed; whose eyes; the marks; nothing is played."""

from __future__ import annotations

import random

import pytest

from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.persistence import read_save, replay, write_save
from ponzi_desktop.persistence.sample import random_record
from ponzi_desktop.ui import games
from ponzi_desktop.ui.replay.session import CHECKPOINT, ReplaySession

PLAYABLE = [g.id for g in games.playable()]
NAMES = ["Ann", "Bob", "Cleo", "Dev"]


def finished(game: str, seed: int = 7, humans=(0,)):
    record = random_record(NAMES if game_spec(game).max_players >= 4 else NAMES[:3], None, seed=seed, game=game,
                           humans=humans)
    assert replay(record).is_over
    return record


def cut(record, k: int):
    return record.model_copy(update={"actions": record.actions[:k]}, deep=True)


def fresh_digests(record) -> list[str]:
    """The digest after every number of actions, from a fresh game (`replay(cut(record, k))` at each k)."""
    spec = game_spec(record.game)
    state = spec.new_game(spec.settings_from(len(record.seats), record.settings), record.seed)
    digests = [state.digest()]
    for text in record.actions:
        state.apply(spec.parse_action(text))
        digests.append(state.digest())
    return digests


def digest(session: ReplaySession) -> str:
    return session.progress()[0]  # the digest of the state the session shows


@pytest.mark.parametrize("game", PLAYABLE)
def test_every_position_forward_and_back_is_the_record_replayed_to_there(qtbot, game):
    record = finished(game)
    before = record.model_dump_json()
    session = ReplaySession(record)
    n = len(record.actions)
    assert session.length == n and session.position == 0 and session.finished
    expected = fresh_digests(record)
    for k in sorted({0, 1, CHECKPOINT - 1, CHECKPOINT, CHECKPOINT + 1, n // 2, n, *range(0, n, 37)}):
        assert replay(cut(record, k)).digest() == expected[k]  # the incremental digests are the replays'
    forward = [digest(session)]
    with qtbot.waitSignals([session.events_happened, session.state_changed], timeout=1000):
        session.step_forward()
    forward.append(digest(session))
    while session.step_forward():
        forward.append(digest(session))
    assert session.position == n and session.is_over and session.outcome is not None
    assert not session.step_forward()
    back = [digest(session)]
    while session.step_back():
        back.append(digest(session))
    assert session.position == 0
    assert forward == expected
    assert back[::-1] == expected
    rng = random.Random(1)
    for k in [n, 0, *rng.sample(range(n + 1), min(40, n + 1))]:  # the slider's jumps
        session.go_to(k)
        assert session.position == k == session.action_count
        assert digest(session) == expected[k]
        assert session.record.actions == record.actions[:k]
    assert record.model_dump_json() == before  # the record given is never changed
    assert session.full_record == record


def test_a_save_file_replayed_is_byte_for_byte_the_same_afterwards(qtbot, tmp_path):
    record = finished(PLAYABLE[0])
    path = tmp_path / "game.json"
    write_save(path, record, replay(record), "A game")
    data = path.read_bytes()
    loaded, _ = read_save(path)
    session = ReplaySession(loaded)
    for k in (5, 2, len(loaded.actions), 0):
        session.go_to(k)
    while session.step_forward():
        pass
    session.set_eyes(1)
    assert path.read_bytes() == data
    assert loaded == record


@pytest.mark.parametrize("game", PLAYABLE)
def test_marks_are_found_for_each_game_and_the_jumps_agree(game):
    record = finished(game)
    session = ReplaySession(record)
    kinds = {k for m in session.marks for k in m.kinds}
    expected = {PLAYABLE[0]: {"round", "marker"}}.get(game)
    wanted = expected or {k.id for k in session.marks_spec.kinds[-1:]}  # the commonest kind, at least
    assert wanted <= kinds, (game, kinds)
    assert all(session.marks_spec.kind(k).text() for k in kinds)
    positions = [m.position for m in session.marks]
    assert positions == sorted(set(positions)) and all(1 <= p <= len(record.actions) for p in positions)
    walked, at = [], 0
    while (nxt := session.next_mark(at)) is not None:
        walked.append(nxt)
        at = nxt
    assert walked == positions
    assert session.previous_mark(positions[0]) is None
    assert session.previous_mark(positions[-1]) == (positions[-2] if len(positions) > 1 else None)
    first, last = session.rounds
    assert session.round_at(session.round_start(last)) == last and session.round_start(first) == 0


def test_a_replay_never_plays(qtbot):
    record = finished(PLAYABLE[0], humans=(0, 1))
    session = ReplaySession(record, position=3)
    spec = game_spec(record.game)
    action = spec.parse_action(record.actions[3])
    assert session.check(action) == "replay"
    with qtbot.waitSignal(session.action_rejected) as refused:
        assert not session.submit(action)
    assert refused.args == ["replay"]
    assert session.position == 3 and not session.my_turn()
    assert session.undo_refusal() == "replay" and not session.undo() and not session.can_hint()
    assert session.autosave_file is None and session.bot_thinking is None and session.handoff_pending is None
    from ponzi_desktop.ui.kit.labels import REFUSALS, label

    assert label(REFUSALS, "replay") == "This is a replay: nothing can be played here."


def test_whose_eyes_an_unfinished_save_keeps_every_seat_secret_with_several_people():
    record = cut(finished(PLAYABLE[0], humans=(0, 1)), 20)
    session = ReplaySession(record, position=10)
    assert not session.finished
    assert session.eyes() == [None] and session.viewer is None
    assert not session.set_eyes(0) and not session.set_eyes(2)
    assert session.viewer is None
    session.go_to(20)
    assert session.viewer is None


def test_whose_eyes_an_unfinished_save_with_one_person_may_show_that_persons_own():
    record = cut(finished(PLAYABLE[1], humans=(1,)), 30)
    session = ReplaySession(record)
    assert session.eyes() == [None, 1] and session.viewer == 1  # what they saw, as they saw it
    assert not session.set_eyes(0)
    assert session.set_eyes(None) and session.viewer is None


@pytest.mark.parametrize("game", PLAYABLE)
def test_whose_eyes_once_the_game_is_over_any_seat(qtbot, game):
    record = finished(game, humans=(0, 1))
    session = ReplaySession(record, position=len(record.actions) // 2)
    seats = list(range(len(record.seats)))
    assert session.eyes() == [None, *seats] and session.viewer is None  # several people: nobody's by default
    for seat in [*seats, None]:
        with qtbot.waitSignal(session.viewer_changed):
            assert session.set_eyes(seat)
        assert session.viewer == seat
        assert session.view() == session.view(seat)  # the tables read the chosen eyes' view


def test_anti_monopolys_marks_are_the_moments_worth_a_jump_never_the_rolls():
    """A tick per roll made the timeline a solid band and Page Down stop at every turn: the marks are the
    trades, the cards, Prison and the Price War, the bankruptcies, and they name who."""
    record = finished("anti_monopoly")
    session = ReplaySession(record)
    kinds = {k for m in session.marks for k in m.kinds}
    assert kinds <= {"bankrupt", "trade", "prison", "price_war", "card"} and {"trade", "bankrupt"} <= kinds
    assert len(session.marks) < len(record.actions) / 10
    rounds = session.rounds[1] - session.rounds[0] + 1
    assert len(session.marks) < 4 * rounds  # fewer stops than one a turn
    trade = next(m for m in session.marks if "trade" in m.kinds)
    seats = trade.seats_of(trade.kinds.index("trade"))
    assert len(seats) == 2 and seats[0] != seats[1]


@pytest.mark.parametrize("game", PLAYABLE)
def test_the_timelines_tooltip_one_moment_a_line_one_numbering_and_who(qtbot, game):
    from PySide6.QtCore import QPoint, Qt

    from ponzi_desktop.ui.replay.timeline import Timeline

    record = finished(game)
    session = ReplaySession(record)
    names = [s.name for s in record.seats]
    timeline = Timeline(session.length, session.marks, session.marks_spec, names)
    qtbot.addWidget(timeline)
    timeline.resize(1000, 20)
    several = next((m for m in session.marks if len(m.kinds) > 1), session.marks[0])
    for mark in (session.marks[0], several, session.marks[-1]):
        for at in (mark.position, mark.position - 1, mark.position + 1):
            lines = timeline.tip_at(at).split("\n")
            if timeline.target_at(timeline.x_of(at)) != mark.position:
                continue  # another tick is nearer
            # the position a click there goes to, and the number the bar will say
            assert lines[0] == f"Action {mark.position:,} of {session.length:,}", lines
            own = timeline.sentences(mark)
            assert lines[1:1 + len(own)] == own  # each moment on a line of its own, none run into another
    named = [(m, i) for m in session.marks for i in range(len(m.kinds)) if m.seats_of(i)]
    if game != "black_friday":  # its marks (price changes, crashes, gold) concern no one player
        assert named, "the events say who: the tooltip names them"
    for mark, index in named[:20]:
        sentence = timeline.sentences(mark)[index]
        assert all(names[s] in sentence for s in mark.seats_of(index)), sentence
    with qtbot.waitSignal(timeline.position_requested) as asked:  # a click beside a tick lands on the tick
        qtbot.mouseClick(timeline, Qt.MouseButton.LeftButton,
                         pos=QPoint(round(timeline.x_of(session.marks[-1].position) + 2), 10))
    assert asked.args == [session.marks[-1].position]
