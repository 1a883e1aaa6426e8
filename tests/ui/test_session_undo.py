"""The session's undo policy on its own: which move may be taken back, and the reason when none may."""

from __future__ import annotations

import pytest

from ponzi_desktop.engine.core import Event
from ponzi_desktop.ui.kit.labels import REFUSALS
from ponzi_desktop.ui.session_undo import UndoPolicy

REVEALING = {"card_drawn", "dice_rolled"}


def policy(loaded: int = 0) -> UndoPolicy:
    return UndoPolicy(REVEALING, loaded=loaded)


def test_a_persons_own_last_move_may_be_taken_back_by_them_only():
    undo = policy()
    undo.played(0, True, [Event("moved", 0)])
    assert undo.refusal(0, handoff_waiting=False) is None
    assert undo.refusal(1, handoff_waiting=False) == "undo_not_yours"
    assert undo.refusal(None, handoff_waiting=False) == "undo_not_yours"


def test_nothing_played_a_loaded_game_and_a_bots_move_are_not_undone():
    assert policy().refusal(0, handoff_waiting=False) == "undo_nothing"
    loaded = policy(loaded=3)
    assert loaded.refusal(0, handoff_waiting=False) == "undo_loaded"
    loaded.played(1, False, [])
    assert loaded.refusal(1, handoff_waiting=False) == "undo_not_yours"  # a bot's (or a forced) move


def test_a_move_that_revealed_a_draw_is_refused_with_what_came_to_light():
    undo = policy()
    undo.played(0, True, [Event("moved", 0), Event("card_drawn", 0, {"card": 3}), Event("dice_rolled", 0)])
    assert undo.refusal(0, handoff_waiting=False) == "undo_revealed_card_drawn"  # the first that revealed
    assert "undo_revealed_card_drawn" in REFUSALS


def test_a_hand_off_waiting_for_the_next_person_comes_first():
    undo = policy()
    undo.played(0, True, [])
    assert undo.refusal(0, handoff_waiting=True) == "waiting_for_handoff"


def test_taking_back_keeps_the_record_and_the_ledger_in_step():
    undo = policy(loaded=1)
    actions = ["loaded", "mine"]
    undo.played(0, True, [])
    undo.take_back(actions)
    assert actions == ["loaded"]
    assert undo.refusal(0, handoff_waiting=False) == "undo_loaded"


@pytest.mark.parametrize("position", [0, 2])
def test_reset_is_a_load_of_that_many_actions(position):
    undo = policy()
    undo.played(0, True, [])
    undo.reset(position)
    assert undo.refusal(0, handoff_waiting=False) == ("undo_loaded" if position else "undo_nothing")
    assert undo.last_by(0) == 0


def test_the_ledger_says_who_played_last_and_which_moves_were_forced():
    undo = policy(loaded=2)
    undo.played(0, True, [])
    undo.played(1, False, [], forced=True)
    undo.played(2, False, [])
    assert [undo.forced(i) for i in range(-1, 6)] == [None, None, None, False, True, False, None]
    assert (undo.last_by(0), undo.last_by(1), undo.last_by(2), undo.last_by(3)) == (3, 4, 5, 0)
