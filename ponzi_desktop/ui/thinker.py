"""Where bots think: in a process of their own, so that the table stays fluid while a hard bot thinks.

A bot is pure Python and thinks for up to a second. On a thread of the app's process it holds Python's lock
(the GIL) nearly all that time, and the GUI thread, which takes that lock again for every piece it paints
(each piece's `paint` and `boundingRect` are Python), waits its turn for each: a frame took half a second
(`benchmarks/frame_interval.py --level hard`). A second process has a lock of its own. Views and actions are
small picklable values, so a decision is sent there whole, the bot with it; a bot that remembers what it did
(its offers, its mortgages) comes back with the answer, and the caller keeps that copy for its next decision.

One worker process serves the whole app (started with the first bot, kept warm). A bot that cannot be sent
there (a test's stand-in, or a machine where no process can start) thinks on a thread as before: same answer,
only the GUI is less fluid.

The worker ends with the app, however the app ends: killed (SIGKILL) while a bot thought, the worker was left
running for good, since the executor's own pipes have a writer in the worker itself and never close. So the
worker holds the reading end of a pipe only the app writes to (its "lifeline"), and exits when it reads end of
file; on Linux the kernel also kills it the moment its parent dies (prctl PR_SET_PDEATHSIG).
"""

from __future__ import annotations

import atexit
import concurrent.futures
import contextlib
import ctypes
import logging
import multiprocessing
import os
import pickle
import random
import signal
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

logger = logging.getLogger(__name__)

#: What a decision reports: the action (or the exception the bot raised) and the seconds it took.
Done = Callable[[object, float], None]

_lock = threading.Lock()
_executor: concurrent.futures.ProcessPoolExecutor | None = None
_broken = False  # no worker process could be started here: think on threads
_lifeline: tuple[Any, Any] | None = None  # the pipe the worker watches: (reading end, writing end)
PR_SET_PDEATHSIG = 1  # linux/prctl.h


def decide(bot: Any, view: Any, seed: str) -> tuple[object, float, Any]:
    """One decision, where it runs (the worker process, or a thread): the action, or the bot's exception; the
    seconds; the bot as it is after deciding (what it remembers)."""
    start = time.perf_counter()
    try:
        action: object = bot.choose(view, random.Random(seed))
    except Exception as exc:  # a bot bug must reach the session, which plays a fallback and says so
        action = exc
    return action, time.perf_counter() - start, bot


def _warm() -> bool:
    """Run in the worker once it starts: the bots and the engines imported, before the first decision."""
    import ponzi_desktop.bots  # noqa: F401 - the warm-up itself: here, in the worker, not as it starts

    return True


def _die_with_parent(lifeline: Any, parent: int, by_kernel: bool) -> None:
    """Run in the worker as it starts (the executor's initializer): it exits when the app is gone. `by_kernel`:
    the worker was started by the app's main thread, so the kernel's parent-death signal means the app died
    (it is sent when the thread that started the process ends)."""
    if by_kernel and sys.platform.startswith("linux"):
        try:
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        except (OSError, AttributeError):  # no prctl here: the lifeline alone
            pass
    if os.getppid() != parent:  # the app died before the signal was asked for
        os._exit(0)

    def watch() -> None:
        with contextlib.suppress(EOFError, OSError):
            lifeline.recv_bytes()  # the app never writes: this returns only at end of file, the app gone
        os._exit(0)

    threading.Thread(target=watch, name="lifeline", daemon=True).start()


def _pool() -> concurrent.futures.ProcessPoolExecutor | None:
    global _executor, _broken, _lifeline
    with _lock:
        if _executor is None and not _broken:
            try:
                context = multiprocessing.get_context("spawn")
                _lifeline = context.Pipe(duplex=False)
                # the worker is started by the first submit, on this thread
                on_main = threading.current_thread() is threading.main_thread()
                _executor = concurrent.futures.ProcessPoolExecutor(
                    max_workers=1, mp_context=context, initializer=_die_with_parent,
                    initargs=(_lifeline[0], os.getpid(), on_main))
                _executor.submit(_warm)
                atexit.register(_stop)
            except (OSError, RuntimeError, ValueError) as exc:  # no process here: threads it is
                logger.warning("bots think on a thread: no worker process (%s)", exc)
                _broken = True
        return _executor


def _stop() -> None:
    global _executor, _lifeline
    with _lock:
        if _executor is not None:
            _executor.shutdown(wait=False, cancel_futures=True)
            _executor = None
        if _lifeline is not None:  # the worker, told by the executor to stop, also reads end of file
            for end in _lifeline:
                end.close()
            _lifeline = None


def warm_up() -> None:
    """Start the worker now (a session with bots does, so the first bot move does not wait for it)."""
    _pool()


def sendable(bot: Any) -> bool:
    """Whether `bot` can think in the worker process: one of the app's own bots, which pickle whole."""
    if not type(bot).__module__.startswith("ponzi_desktop.bots"):
        return False
    try:
        pickle.dumps(bot)
    except Exception:  # noqa: BLE001 - anything unpicklable thinks on a thread
        return False
    return True


def think(bot: Any, view: Any, seed: str, done: Done, kept: Callable[[Any], None] | None = None) -> None:
    """Let `bot` decide on `view` (seeded by `seed`) away from the GUI thread; `done(action, seconds)` is called
    from another thread when it has (the caller passes it on to the GUI thread, as a queued signal does), after
    `kept(bot)` with the bot as it is after deciding (the worker's copy, with what it now remembers)."""

    def answer(action: object, seconds: float, thought: Any) -> None:
        if kept is not None:
            kept(thought)
        done(action, seconds)

    pool = _pool() if sendable(bot) else None
    if pool is not None:
        try:
            future = pool.submit(decide, bot, view, seed)
        except (RuntimeError, concurrent.futures.BrokenExecutor) as exc:  # the worker died: start another
            logger.warning("the bots' worker process stopped (%s); starting another", exc)
            _stop()
            pool = _pool()
            future = pool.submit(decide, bot, view, seed) if pool is not None else None
        if future is not None:
            future.add_done_callback(lambda f: _report(f, done, answer))
            return
    threading.Thread(target=lambda: answer(*decide(bot, view, seed)), name="bot", daemon=True).start()


def _report(future: concurrent.futures.Future, done: Done, answer: Callable[[object, float, Any], None]) -> None:
    if future.cancelled():
        return
    exc = future.exception()
    if exc is not None:  # the process failed, not the bot (a bot's own exception comes back as its answer)
        done(exc, 0.0)
        return
    answer(*future.result())
