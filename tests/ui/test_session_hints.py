"""The session's hint service on its own: asked, pending, answered, and stale once the game changes."""

from __future__ import annotations

import threading

from ponzi_desktop.engine.ponzi.actions import PASS, Fund
from ponzi_desktop.ui.session_hints import HintService


class Advisor:
    """A stand-in for the hard bot (not one of the app's bots: it thinks on a thread). Each answer waits for
    its gate; `after` makes an answer wait until the thread of an earlier one has ended, so that the earlier
    answer reaches the GUI thread first."""

    def __init__(self, *answers) -> None:
        self.answers = list(answers)
        self.views: list = []
        self.gates = [threading.Event() for _ in answers]
        self.threads: list[threading.Thread] = []
        self.after: dict[int, int] = {}

    def choose(self, view, rng, budget=None):
        number = len(self.views)
        self.views.append(view)
        self.threads.append(threading.current_thread())
        assert self.gates[number].wait(10)
        if number in self.after:
            self.threads[self.after[number]].join(10)
        answer = self.answers[number]
        if isinstance(answer, Exception):
            raise answer
        return answer


def service(advisor, usable=lambda action: True):
    told: list = []
    hints = HintService(advisor=lambda: advisor, usable=usable, changed=lambda: told.append("changed"),
                        failed=lambda exc: told.append(("failed", str(exc))))
    return hints, told


def test_an_answer_asked_for_arrives_and_is_kept(qtbot):
    advisor = Advisor(PASS)
    hints, told = service(advisor)
    assert not hints.asked
    hints.ask("the viewer's view", "seed")
    assert hints.pending and hints.hint is None and hints.asked and told == ["changed"]
    advisor.gates[0].set()
    qtbot.waitUntil(lambda: hints.hint is not None, timeout=10_000)
    assert hints.hint == PASS and not hints.pending and told == ["changed", "changed"]
    assert advisor.views == ["the viewer's view"]


def test_an_answer_that_is_no_longer_a_legal_move_is_not_kept(qtbot):
    advisor = Advisor(Fund("media", 80))
    hints, told = service(advisor, usable=lambda action: False)
    hints.ask("view", "seed")
    advisor.gates[0].set()
    qtbot.waitUntil(lambda: not hints.pending, timeout=10_000)
    assert hints.hint is None and told == ["changed", "changed"]


def test_a_hint_goes_stale_when_the_game_changes_and_its_late_answer_is_dropped(qtbot):
    advisor = Advisor(Fund("media", 80), PASS)
    advisor.after[1] = 0  # the second answer comes after the first, stale one
    hints, told = service(advisor)
    hints.ask("before", "seed 1")
    hints.drop()  # a move was played, or the viewer changed
    assert not hints.asked and told == ["changed", "changed"]
    hints.drop()  # nothing to drop: nothing said
    assert told == ["changed", "changed"]
    hints.ask("after", "seed 2")
    advisor.gates[0].set()
    advisor.gates[1].set()
    qtbot.waitUntil(lambda: hints.hint is not None, timeout=10_000)
    assert hints.hint == PASS  # the stale answer (a fund) never showed
    assert told == ["changed"] * 4


def test_a_hint_that_fails_is_said_and_nothing_is_lit(qtbot):
    advisor = Advisor(RuntimeError("the advisor's bug"))
    hints, told = service(advisor)
    hints.ask("view", "seed")
    advisor.gates[0].set()
    qtbot.waitUntil(lambda: not hints.pending, timeout=10_000)
    assert hints.hint is None and told == ["changed", ("failed", "the advisor's bug"), "changed"]


def test_an_answer_ready_before_the_asking_ends_still_comes_after_it(qtbot, monkeypatch):
    """A future already done when its callback is hung on it calls the callback at once, on the asking (GUI)
    thread: the answer still waits for the next turn of the event loop, so that `ask` leaves the hint pending
    and tells of it once, before the answer is told (a hint asked for under load came back inside the click)."""
    from ponzi_desktop.ui import thinker

    monkeypatch.setattr(thinker, "think", lambda bot, view, seed, done, kept=None: done(PASS, 0.0))
    hints, told = service(Advisor(PASS))
    hints.ask("view", "seed")
    assert hints.pending and hints.hint is None and told == ["changed"]
    qtbot.waitUntil(lambda: hints.hint is not None, timeout=2_000)
    assert hints.hint == PASS and not hints.pending and told == ["changed", "changed"]
