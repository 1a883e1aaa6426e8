"""While the board still plays out a person's own move (an animation shows the moment before it), the status line
says that moment was their turn: a play-tester saw "Alice is deciding." flash on their own turn."""

from __future__ import annotations


def test_the_moment_before_your_own_move_reads_as_your_turn(make_table):
    table, session = make_table("fund", players=3, humans=(0,))
    me = session.viewer
    checked = 0
    for _ in range(12):
        before = session.view()
        if before.actor != me or session.is_over:
            break
        assert session.submit(before.choices[0].action)
        shown = table.status_text(before, latest=False)  # what the status says while the board shows `before`
        assert shown == f"Your turn, {table.names[me]}.", shown
        checked += 1
    assert checked >= 1
