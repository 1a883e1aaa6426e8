"""The game session: bots off the GUI thread, hot-seat hand-offs, refusals, undo, autosave and resume."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from ponzi_desktop.engine.ponzi.actions import PASS, Fund  # noqa: E402
from ponzi_desktop.persistence import SaveError, Seat, latest_autosave, read_save  # noqa: E402
from ponzi_desktop.ui.formatting import isolate  # noqa: E402
from ponzi_desktop.ui.log import GameLogModel  # noqa: E402
from ponzi_desktop.ui.session import GameSession  # noqa: E402


def bots(n):
    return [Seat(name=f"Bot {i}", kind="bot", level="random") for i in range(n)]


def humans(n):
    return [Seat(name=name, kind="human") for name in ["Alice", "Bob", "Carol", "Dave", "Erin"][:n]]


def new(qtbot, seats, tmp_path, seed=3, **settings):
    """A session with instant bots; bots start on the first change (or `set_paused(False)`)."""
    return GameSession.new("ponzi", settings, seed, seats, autosave_dir=tmp_path, bot_delay_ms=0)


def test_bots_play_a_whole_game_through_the_session(qtbot, tmp_path):
    session = new(qtbot, bots(4), tmp_path)
    with qtbot.waitSignal(session.game_finished, timeout=60_000):
        session.set_paused(False)
    assert session.is_over
    assert session.outcome.reason == "bankruptcy"
    assert session.viewer is None  # nobody human: nothing private is shown
    record, state = read_save(latest_autosave(tmp_path))
    assert state.is_over and len(record.actions) == session.action_count


def test_the_only_human_sees_their_own_seat_and_bots_answer(qtbot, tmp_path):
    session = new(qtbot, humans(1) + bots(3), tmp_path, start_player=0)
    assert session.viewer == 0
    assert session.current_seat == 0 and session.my_turn()
    view = session.view()
    assert view.players[0].cash == 0 and all(p.cash is None for p in view.players[1:])
    with qtbot.waitSignal(session.state_changed, timeout=10_000):
        assert session.submit(PASS)
    qtbot.waitUntil(lambda: session.current_seat == 0 or session.is_over, timeout=30_000)
    assert session.action_count >= 4  # the three bots funded or passed in turn


def test_an_illegal_move_is_refused_and_changes_nothing(qtbot, tmp_path):
    session = new(qtbot, humans(1) + bots(3), tmp_path, start_player=0)
    before = session.record
    with qtbot.waitSignal(session.action_rejected) as refusal:
        assert not session.submit(Fund("media", 80))
    assert refusal.args[0]
    assert session.record == before and session.action_count == 0


def test_a_move_out_of_turn_is_refused(qtbot, tmp_path):
    session = new(qtbot, humans(1) + bots(3), tmp_path, start_player=1)
    assert session.check(PASS) == "not_your_turn"
    with qtbot.waitSignal(session.action_rejected):
        assert not session.submit(PASS)


def test_hot_seat_covers_the_table_until_the_next_human_claims_it(qtbot, tmp_path):
    session = new(qtbot, humans(3), tmp_path, start_player=0)
    assert session.handoff_pending == 0 and session.viewer is None
    assert session.check(PASS) == "waiting_for_handoff"
    assert all(p.cash is None for p in session.view().players)
    session.claim_seat(0)
    assert session.viewer == 0 and session.my_turn()
    with qtbot.waitSignal(session.handoff_requested) as asked:
        session.submit(PASS)
    assert asked.args == [1]
    assert session.viewer is None  # Alice's cash disappears before Bob looks
    session.claim_seat(2)  # the wrong person cannot claim
    assert session.viewer is None
    session.claim_seat(1)
    assert session.viewer == 1


def test_undo_takes_back_a_pass_but_not_a_fund_that_showed_a_new_card(qtbot, tmp_path):
    session = new(qtbot, humans(3), tmp_path, start_player=0)
    session.claim_seat(0)
    session.submit(PASS)
    assert not session.can_undo()  # handed off: Alice's pass is not Bob's to take back
    session.claim_seat(1)
    assert not session.can_undo()
    fund = next(c.action for c in session.view().choices if isinstance(c.action, Fund))
    session.submit(fund)
    assert not session.can_undo()  # a fund draws a new card onto the board
    session.claim_seat(2)
    session.submit(PASS)
    assert session.action_count > 4  # trading passed by those with nobody to trade with, played for them
    # Carol's pass: others' moves came after it (here the forced passes), so it is no longer hers to take back
    assert not session.can_undo()


def test_undo_in_a_solo_game_before_the_bots_act(qtbot, tmp_path):
    session = new(qtbot, humans(1) + bots(3), tmp_path, start_player=0)
    session.set_paused(True)  # hold the bots so the human's pass is still the last move
    session.submit(PASS)
    assert session.can_undo()
    assert session.undo()
    assert session.action_count == 0 and session.current_seat == 0
    record, _ = read_save(latest_autosave(tmp_path))
    assert record.actions == []  # the autosave forgot the move too


def test_autosave_then_a_killed_process_resumes_the_same_game(qtbot, tmp_path):
    session = new(qtbot, bots(4), tmp_path)
    session.set_paused(False)
    qtbot.waitUntil(lambda: session.action_count >= 25, timeout=30_000)
    session.shutdown()  # as if the window went away: no more writes
    path = latest_autosave(tmp_path)
    _, saved_state = read_save(path)
    resumed = GameSession.load(path, autosave_dir=tmp_path / "again", bot_delay_ms=0)
    resumed.set_paused(True)
    assert resumed.action_count == len(read_save(path)[0].actions)
    assert resumed._state.digest() == saved_state.digest()  # noqa: SLF001 - the test checks the owner


def test_a_corrupt_save_is_refused_and_the_autosave_left_alone(qtbot, tmp_path):
    session = new(qtbot, bots(4), tmp_path)
    session.set_paused(True)
    autosave = latest_autosave(tmp_path)
    before = autosave.read_bytes()
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": 1, "game": "ponzi"')
    with pytest.raises(SaveError):
        GameSession.load(bad, autosave_dir=tmp_path)
    assert autosave.read_bytes() == before


def test_stale_bot_answers_are_dropped_after_undo(qtbot, tmp_path):
    session = new(qtbot, humans(1) + bots(3), tmp_path, start_player=0)
    session.bot_delay_ms = 200
    session.submit(PASS)
    qtbot.waitUntil(lambda: session.bot_thinking is not None, timeout=5_000)
    assert session.undo()  # the bot was thinking about a game that no longer exists
    assert session.action_count == 0 and session.current_seat == 0
    qtbot.wait(400)
    assert session.action_count == 0  # nothing the bot said was played


def test_a_process_killed_mid_game_loses_nothing(tmp_path):
    """A real SIGKILL while bots play: the autosave on disk is whole and resumes the same game."""
    import signal
    import subprocess
    import sys
    import time

    script = f"""
import os
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtCore import QCoreApplication
from ponzi_desktop.persistence import Seat
from ponzi_desktop.ui.session import GameSession
app = QCoreApplication([])
seats = [Seat(name=f"Bot {{i}}", kind="bot", level="random") for i in range(4)]
session = GameSession.new("ponzi", {{"round_limit": 1000}}, 8, seats, autosave_dir={str(tmp_path)!r},
                          bot_delay_ms=5)
session.set_paused(False)
app.exec()
"""
    proc = subprocess.Popen([sys.executable, "-c", script])
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            path = latest_autosave(tmp_path)
            if path is not None:
                try:
                    if len(read_save(path)[0].actions) >= 15:
                        break
                except SaveError:
                    pass  # the writer is never caught half-way (atomic), but the file may not exist yet
            time.sleep(0.05)
        proc.send_signal(signal.SIGKILL)
    finally:
        proc.wait(10)
    record, state = read_save(latest_autosave(tmp_path))  # whole, and its digest checks out
    assert len(record.actions) >= 15
    resumed = GameSession.load(latest_autosave(tmp_path), autosave_dir=tmp_path / "resumed", bot_delay_ms=0)
    resumed.set_paused(True)
    assert resumed.action_count == len(record.actions)
    assert resumed._state.digest() == state.digest()  # noqa: SLF001 - the test checks the owner


class _SpyBot:
    """Records the view it is given and answers the first legal choice."""

    def __init__(self):
        self.views = []

    def choose(self, view, rng, budget=None):
        self.views.append(view)
        return view.choices[0].action


def test_a_hint_asks_the_hard_bot_with_the_humans_view_only(qtbot, tmp_path, monkeypatch):
    from ponzi_desktop.ui import session as session_module

    spy = _SpyBot()
    made = []
    real_make_bot = session_module.make_bot
    monkeypatch.setattr(session_module, "make_bot",
                        lambda name, game: (made.append(name), spy)[1] if name == "hard" else real_make_bot(name, game))
    session = new(qtbot, humans(1) + bots(3), tmp_path, start_player=0)
    assert session.can_hint() and session.hint is None
    with qtbot.waitSignal(session.hint_changed, timeout=10_000, check_params_cb=lambda: session.hint is not None):
        assert session.request_hint()
    qtbot.waitUntil(lambda: session.hint is not None, timeout=10_000)
    assert made == ["hard"]
    (view,) = spy.views
    assert view.seat == 0 and view.players[0].cash == 0
    assert all(p.cash is None for p in view.players[1:])  # others' cash stays hidden from the hint
    assert session.check(session.hint) is None
    assert session.action_count == 0  # a hint plays nothing


def test_a_hint_goes_stale_when_the_game_moves_on_and_is_only_for_ones_own_turn(qtbot, tmp_path):
    session = new(qtbot, humans(1) + bots(3), tmp_path, start_player=1)
    assert not session.can_hint() and not session.request_hint()  # a bot's turn
    session = new(qtbot, humans(1) + bots(3), tmp_path / "b", start_player=0)
    session.request_hint()
    assert session.hint_pending
    with qtbot.waitSignal(session.state_changed, timeout=10_000):
        session.submit(PASS)
    assert session.hint is None and not session.hint_pending
    qtbot.wait(1300)  # the hard bot's answer (1 s) arrives for a decision that is gone: dropped
    assert session.hint is None


def test_a_failing_bot_is_replaced_by_a_legal_move_and_the_game_goes_on(qtbot, tmp_path, monkeypatch):
    from ponzi_desktop.ui import session as session_module

    class Broken:
        def choose(self, view, rng, budget=None):
            raise RuntimeError("bug")

    real_make_bot = session_module.make_bot
    monkeypatch.setattr(session_module, "make_bot",
                        lambda name, game: Broken() if name == "easy" else real_make_bot(name, game))
    seats = humans(1) + [Seat(name="Broken", kind="bot", level="easy")] + bots(2)
    rejected = []
    session = GameSession.new("ponzi", {"start_player": 1}, 3, seats, autosave_dir=tmp_path, bot_delay_ms=0)
    session.action_rejected.connect(rejected.append)
    qtbot.waitUntil(lambda: session.action_count >= 1, timeout=10_000)
    assert "bot_error" in rejected
    assert session.record.actions[0]  # the random bot's move stood in for the broken one


# ---- moves forced by public information ------------------------------------------------------------------
def _forced_positions(variant: str, want):
    """(actions, seed, state) of the first seeded random position where `want(state)` holds."""
    import random as _random

    from ponzi_desktop.engine.core import game_spec as _spec

    spec = _spec("ponzi")
    for seed in range(200):
        state = spec.new_game(spec.settings_from(4, {"variant": variant}), seed)
        rng, texts = _random.Random(seed), []
        while not state.is_over:
            if want(state):
                return texts, seed, state
            c = rng.choice(state.legal_choices())
            action = c.with_value(rng.randint(c.lo, c.hi)) if c.param else c.action
            state.apply(action)
            texts.append(action.to_text())
    raise AssertionError("no such position")


def _hot_seat_at(tmp_path, variant, texts, seed):
    from ponzi_desktop.engine.core import game_spec as _spec
    from ponzi_desktop.persistence import GameRecord

    model = _spec("ponzi").settings_from(4, {"variant": variant})
    record = GameRecord(game="ponzi", settings=model.model_dump(mode="json"), seed=seed,
                        seats=[Seat(name=n, kind="human") for n in ("Ann", "Bob", "Cy", "Di")], actions=texts)
    return GameSession(record, autosave_dir=tmp_path, bot_delay_ms=0)


def test_a_pass_forced_by_public_information_needs_no_hand_off(qtbot, tmp_path):
    """Basic game, trading, nobody to trade with: the pass is played for the person (no cover, no claim), the
    log says why, and the screen goes to the next person with a real decision."""
    texts, seed, state = _forced_positions("basic", lambda s: s.forced_by_public() is not None)
    forced = state.actor
    session = _hot_seat_at(tmp_path, "basic", texts, seed)
    assert session.record.actions[len(texts)] == "pass"  # played at once, for the forced seat
    assert session.viewer is None and session.handoff_pending is not None
    assert _spec_state(session, session.action_count).forced_by_public() is None  # a real decision waits
    assert session.played_forced(len(texts)) is True
    log = GameLogModel(session)
    said = f"{isolate(session.seats[forced].name)} has no industry in common with anyone: no offer to make"
    assert said in log.texts()
    # she never saw that pass: her cover tells it, and everything since the last turn she played herself
    since = [text for text, kind in log.public_since(forced).lines if kind == "line"]
    assert "You have no industry in common with anyone: trading passes you by" in since
    assert log.has_acted(forced) == any(actor == forced for actor in log._actors[1:len(texts) + 1])
    session.shutdown()


def test_a_pass_the_person_plays_at_the_screen_is_a_pass_in_the_log(qtbot, tmp_path):
    """The same position with that person alone at the screen: nobody plays for them, they click Pass, and
    the log says they passed (the "no industry in common" words are for a pass nobody chose)."""
    from ponzi_desktop.engine.core import game_spec as _spec
    from ponzi_desktop.persistence import GameRecord

    texts, seed, state = _forced_positions("basic", lambda s: s.forced_by_public() is not None)
    forced = state.actor
    model = _spec("ponzi").settings_from(4, {"variant": "basic"})
    seats = [Seat(name=n, kind="human" if i == forced else "bot", level=None if i == forced else "random")
             for i, n in enumerate(("Ann", "Bob", "Cy", "Di"))]
    record = GameRecord(game="ponzi", settings=model.model_dump(mode="json"), seed=seed, seats=seats, actions=texts)
    session = GameSession(record, autosave_dir=tmp_path, bot_delay_ms=0)
    session.set_paused(True)
    assert session.my_turn() and session.action_count == len(texts)
    log = GameLogModel(session)
    assert session.submit(next(c.action for c in session.view().choices if c.action.to_text() == "pass"))
    assert session.played_forced(len(texts)) is False
    assert log.texts()[-1] == "You pass: no offer" or "You pass: no offer" in log.texts()
    assert not any("passes you by" in text for text in log.texts())
    session.shutdown()


def test_a_pass_only_the_players_cash_forces_is_theirs_to_make(qtbot, tmp_path):
    """Advanced game, luxuries for sale, no industry in common, cash too short for any of them: only a pass is
    legal, but playing it for them would tell everybody their cash is short. The person gets the screen."""
    from ponzi_desktop.engine.ponzi.actions import PASS

    def short(s):
        p = s.actor
        alone = not any(s.tiles[p][k] and s.tiles[j][k] for j in range(s.n) if j != p for k in range(4))
        return (s.phase == "trade" and alone and s.lux_bank
                and [c.action for c in s.legal_choices()] == [PASS])

    texts, seed, state = _forced_positions("advanced", short)
    session = _hot_seat_at(tmp_path, "advanced", texts, seed)
    assert session.action_count == len(texts)  # nothing played for them
    assert session.handoff_pending == state.actor
    session.shutdown()


def _spec_state(session, upto):
    from ponzi_desktop.engine.core import game_spec as _spec

    record = session.record
    spec = _spec("ponzi")
    state = spec.new_game(spec.settings_from(len(record.seats), record.settings), record.seed)
    for text in record.actions[:upto]:
        state.apply_text(text)
    return state


def test_bots_think_in_a_process_of_their_own_with_the_same_answer(qapp):
    """A bot thinking on a thread of the app's process starved the GUI thread of Python's lock (frames of half
    a second against the hard bot): the app's own bots think in a worker process, and answer as they would
    anywhere (seeded); a stand-in bot that cannot be sent there thinks on a thread."""
    import os
    import threading

    from ponzi_desktop.bots import make_bot
    from ponzi_desktop.engine.core import game_spec
    from ponzi_desktop.ui import thinker

    spec = game_spec("ponzi")
    state = spec.new_game(spec.settings_from(4, {}), 5)
    view = state.view(state.current_player)
    for level in ("random", "normal"):
        bot = make_bot(level, "ponzi")
        assert thinker.sendable(bot)
        answered = threading.Event()
        got: list = []

        def done(action, seconds, got=got, answered=answered):
            got.append(action)
            answered.set()

        thinker.think(bot, view, "seed", done)
        assert answered.wait(30)
        assert got == [thinker.decide(bot, view, "seed")[0]]
    pool = thinker._executor
    assert pool is not None and pool._processes and all(pid != os.getpid() for pid in pool._processes)

    class StandIn:
        def choose(self, view, rng):
            return threading.current_thread().name

    assert not thinker.sendable(StandIn())
    answered, got = threading.Event(), []
    thinker.think(StandIn(), view, "seed", lambda action, seconds: (got.append(action), answered.set()))
    assert answered.wait(5) and got == ["bot"]


def test_a_bot_that_thought_in_the_worker_keeps_what_it_remembers(qtbot, tmp_path):
    """Anti-Monopoly's bots remember their own mortgages and offers (a view has no history); in the worker
    process a bot thinks on a copy, which comes back with the answer and replaces the session's bot, so the
    next decision knows what the last ones did (the review saw refused offers made again in the app)."""
    from ponzi_desktop.ui import thinker

    seats = [Seat(name=n, kind="bot", level="normal") for n in ("Ann", "Bob", "Cy")]
    session = GameSession.new("anti_monopoly", {}, 11, seats, autosave_dir=tmp_path, bot_delay_ms=0)
    first = dict(session._bot_runner.bots)
    assert thinker.sendable(first[0])
    session.set_paused(False)
    qtbot.waitUntil(lambda: session.action_count >= 30 or session.is_over, timeout=60_000)
    session.set_paused(True)
    assert any(session._bot_runner.bots[s] is not first[s] for s in first)  # the copies that thought came back
    assert max(b.memory.round for b in session._bot_runner.bots.values()) >= 2  # and they saw the game go on
    session.shutdown()
