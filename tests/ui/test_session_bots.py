"""The session's bot runner on its own: a bot's turn started, its answer played after the delay, a stale answer
dropped, a failing bot stood in for by the random bot, and a scripted move played without thinking."""

from __future__ import annotations

import random
import threading

import pytest

from ponzi_desktop.bots import make_bot
from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.engine.ponzi.actions import PASS, Fund
from ponzi_desktop.ui.session_bots import BotRunner


class StandIn:
    """A bot that is not one of the app's (it thinks on a thread): answers in turn, each once its gate opens;
    `after[n] = m`: answer n waits until the thread of answer m has ended (m's answer arrives first)."""

    def __init__(self, *answers) -> None:
        self.answers = list(answers)
        self.draws: list[float] = []  # the first number of each decision's rng: which seed it was given
        self.gates = [threading.Event() for _ in answers]
        self.threads: list[threading.Thread] = []
        self.after: dict[int, int] = {}
        self.on_answer = lambda number: None

    def choose(self, view, rng, budget=None):
        number = len(self.draws)
        self.draws.append(rng.random())
        self.threads.append(threading.current_thread())
        assert self.gates[number].wait(10)
        if number in self.after:
            self.threads[self.after[number]].join(10)
        self.on_answer(number)
        answer = self.answers[number]
        if isinstance(answer, Exception):
            raise answer
        return answer

    def open(self) -> None:
        for gate in self.gates:
            gate.set()


class Table:
    """The session as the runner sees it: the seat to move, views, seeds; what the runner did, in order."""

    def __init__(self, bots: dict, to_move: int | None = 1, **kwargs) -> None:
        self.to_move = to_move
        self.state = None  # a real game, for the random bot's stand-in moves
        self.did: list[tuple] = []
        self.runner = BotRunner(
            "ponzi", bots, delay_ms=kwargs.pop("delay_ms", 0), to_move=lambda: self.to_move, view=self.view,
            seed=lambda seat: f"7:{seat}", play=lambda action, seat: self.did.append(("play", action, seat)),
            next_turn=lambda: self.did.append(("next turn",)),
            thinking_changed=lambda seat: self.did.append(("thinking", seat)),
            failed=lambda seat, exc: self.did.append(("failed", seat, str(exc))))

    def view(self, seat: int):
        return self.state.view(seat) if self.state is not None else f"view of {seat}"


def test_a_bots_turn_is_thought_with_its_seed_and_played_after_it(qtbot):
    bot = StandIn(PASS)
    table = Table({1: bot})
    table.runner.start()
    assert table.runner.thinking == 1 and table.did == [("thinking", 1)]
    bot.open()
    qtbot.waitUntil(lambda: len(table.did) == 3, timeout=10_000)
    assert table.did == [("thinking", 1), ("thinking", None), ("play", PASS, 1)]
    assert bot.draws == [random.Random("7:1").random()]  # seeded as the session says
    assert table.runner.thinking is None and len(table.runner.decision_times) == 1


@pytest.mark.parametrize("why", ["paused", "a person's turn", "nobody's turn", "a bot already thinks"])
def test_no_bot_starts_when_it_may_not(why):
    bot = StandIn(PASS, PASS)
    table = Table({1: bot}, to_move={"a person's turn": 0, "nobody's turn": None}.get(why, 1))
    table.runner.paused = why == "paused"
    if why == "a bot already thinks":
        table.runner.start()
    table.runner.start()
    assert len(bot.draws) <= 1 and table.did in ([], [("thinking", 1)])
    bot.open()


def test_a_cancelled_turns_answer_is_dropped(qtbot):
    bot = StandIn(Fund("media", 80), PASS)
    bot.after[1] = 0
    table = Table({1: bot})
    table.runner.start()
    table.runner.cancel()  # an undo: the game changed under the bot
    assert table.did == [("thinking", 1), ("thinking", None)] and table.runner.thinking is None
    table.runner.start()
    bot.open()
    qtbot.waitUntil(lambda: table.did[-1][0] == "play", timeout=10_000)
    assert [d for d in table.did if d[0] == "play"] == [("play", PASS, 1)]  # never the stale fund


def test_a_failing_bot_is_said_and_the_random_bot_moves_for_it(qtbot):
    spec = game_spec("ponzi")
    bot = StandIn(RuntimeError("the bot's bug"))
    table = Table({1: bot})
    table.state = spec.new_game(spec.settings_from(3, {"start_player": 1}), 7)
    expected = make_bot("random", "ponzi").choose(table.state.view(1), random.Random("7:1:fallback"))
    table.runner.start()
    bot.open()
    qtbot.waitUntil(lambda: table.did[-1][0] == "play", timeout=10_000)
    assert table.did == [("thinking", 1), ("failed", 1, "the bot's bug"), ("thinking", None), ("play", expected, 1)]


def test_an_answer_for_a_turn_gone_by_looks_for_the_next_turn_instead(qtbot):
    bot = StandIn(PASS)
    table = Table({1: bot})
    bot.on_answer = lambda number: setattr(table, "to_move", 2)  # the game moved on while it thought
    table.runner.start()
    bot.open()
    qtbot.waitUntil(lambda: len(table.did) == 3, timeout=10_000)
    assert table.did == [("thinking", 1), ("thinking", None), ("next turn",)]


def test_a_scripted_move_is_played_after_the_delay_without_thinking(qtbot):
    bot = StandIn()
    table = Table({1: bot}, delay_ms=20)
    assert table.runner.ready(1) and not table.runner.ready(0)
    table.runner.play_later(1, PASS)
    assert table.runner.thinking == 1 and not table.runner.ready(1)
    qtbot.waitUntil(lambda: len(table.did) == 3, timeout=10_000)
    assert table.did == [("thinking", 1), ("thinking", None), ("play", PASS, 1)] and bot.draws == []


def test_shutdown_pauses_and_drops_the_move_waiting(qtbot):
    table = Table({1: StandIn()}, delay_ms=10_000)
    table.runner.play_later(1, PASS)
    table.runner.shutdown()
    assert table.runner.paused and not table.runner.ready(1)
    assert table.did == [("thinking", 1), ("thinking", None)]
    table.runner.start()
    assert table.did == [("thinking", 1), ("thinking", None)]
