"""Cyclic garbage is collected on the GUI thread only once a session runs bots on worker threads (a collection
in a worker that destroys a Qt object deadlocks against the GUI thread)."""

from __future__ import annotations

import gc
import weakref

from ponzi_desktop.persistence import Seat
from ponzi_desktop.ui.session import GameSession


class Node:
    def __init__(self) -> None:
        self.me = self  # a cycle: only the collector frees it


def test_a_session_moves_collection_to_the_gui_thread(qtbot, tmp_path):
    seats = [Seat(name=n, kind="bot", level="random") for n in ("A", "B", "C")]
    session = GameSession.new("ponzi", {}, 1, seats, autosave_dir=tmp_path, bot_delay_ms=0)
    assert not gc.isenabled()  # no collection can start in a bot's thread
    node = Node()
    gone = weakref.ref(node)
    del node
    for _ in range(5000):  # enough allocations to pass the youngest generation's threshold
        Node()
    qtbot.waitUntil(lambda: gone() is None, timeout=5000)  # the GUI thread's timer collected it
    session.shutdown()


def test_the_collector_turned_off_for_the_start_stays_with_the_bots_once_they_have_it(qtbot, tmp_path):
    """cli.cmd_app turns the collector off while the app starts; `collect_again` turns it back on after the first
    paint (or a few seconds), but never under a session's bots, which collect on the GUI thread."""
    from ponzi_desktop.ui import gc_guard
    from ponzi_desktop.ui.app import collect_again

    gc.disable()
    if not gc_guard.guarding():
        collect_again()
        assert gc.isenabled()
    seats = [Seat(name=n, kind="bot", level="random") for n in ("A", "B", "C")]
    session = GameSession.new("ponzi", {}, 1, seats, autosave_dir=tmp_path, bot_delay_ms=0)
    assert gc_guard.guarding() and not gc.isenabled()
    collect_again()
    assert not gc.isenabled()
    session.shutdown()
