"""Python's cyclic garbage collector, run on the GUI thread only while games run bots on worker threads.

Python collects cycles in whatever thread allocates when its counts pass their thresholds. A bot thinking on a
worker thread may so collect a cycle that holds a Qt object; the object's destructor then waits for a Qt lock
that the GUI thread holds while it waits for the GIL the worker has: both stop for good (seen in the table's
monkey test, a hint thinking while the panel connected its buttons). So once a session starts bots, the
automatic collector is switched off and a timer on the GUI thread collects by the same thresholds Python uses.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QTimer

_timer: QTimer | None = None


def collect_on_gui_thread() -> None:
    """Switch the automatic collector off and collect from a GUI-thread timer instead (idempotent)."""
    global _timer
    app = QCoreApplication.instance()
    if app is None:
        return
    try:
        if _timer is not None and _timer.parent() is app:
            return
    except RuntimeError:  # the application it belonged to is gone
        pass
    gc.disable()
    _timer = QTimer(app)
    _timer.setInterval(100)
    _timer.timeout.connect(_collect)
    _timer.start()  # it goes with the application; the collector then stays off to the end of the process


def guarding() -> bool:
    """Whether the collector is switched off for the GUI-thread timer's collections (`collect_on_gui_thread`)."""
    try:
        return _timer is not None and _timer.parent() is QCoreApplication.instance() is not None
    except RuntimeError:  # the application it belonged to is gone
        return False


def _collect() -> None:
    """A collection of the generation Python's own thresholds would collect now, if any."""
    t0, t1, t2 = gc.get_threshold()
    c0, c1, c2 = gc.get_count()
    if c2 > t2 and t2:
        gc.collect(2)
    elif c1 > t1 and t1:
        gc.collect(1)
    elif c0 > t0:
        gc.collect(0)
