"""Test set-up shared by every folder: the tests folder itself is importable (shared checks live there), and
the tests refuse to run on compiled engine modules older than their sources (they would test old code), and no
test waits for the disk to flush what it wrote."""

import os
import sys

sys.path.insert(0, os.path.dirname(__file__))


def pytest_configure(config):
    from ponzi_desktop.native import pure_python, stale_modules

    stale = [] if pure_python() else stale_modules()
    if stale:
        import pytest

        pytest.exit(f"compiled modules older than their sources ({', '.join(stale[:3])}"
                    f"{' ...' if len(stale) > 3 else ''}): run ./dev.sh test, or `python setup.py build_ext "
                    "--inplace`, or set PONZI_DESKTOP_PURE=1", returncode=4)


import pytest  # noqa: E402


@pytest.fixture(scope="session")
def qapp(qapp):
    """pytest-qt's application, wearing the app's style sheet as a player's does (`make_application` puts it on at
    start): every widget test measures the look a player sees. Measured without it, the menu bar was 4 px
    shorter and the table's room taller than any player's, and the one test that put it on (the shell's) left it
    on for the tests after it in its worker, so that their measures hung on the order the tests ran in."""
    from ponzi_desktop.ui.app_style import apply_app_style

    apply_app_style(qapp)
    return qapp


@pytest.hookimpl(hookwrapper=True, trylast=True)
def pytest_runtest_teardown(item, nextitem):
    """Delete what the test's widgets left to `deleteLater` (pytest-qt closes them so): the tests run no event
    loop, so without this every window of every test stayed alive and answered each later language change
    (the suite grew slower with every test)."""
    yield
    if "PySide6.QtWidgets" not in sys.modules:
        return
    from PySide6.QtCore import QCoreApplication, QEvent

    if QCoreApplication.instance() is not None:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    """The windows a test gave pytest-qt to close (`qtbot.addWidget`) paint nothing more once the test has
    ended: pytest-qt handles the events left after a test before it closes them, and painting every such window
    once more, at the state the test ended in and after its last look, was 3.5 % of the UI tests' CPU (35 ms a
    test in a sample of 44). The events themselves (timers, queued signals, a language change) are still
    handled, and an exception in them still fails the test; only the windows' paint events are left out."""
    try:
        return (yield)
    finally:
        for ref, _ in getattr(item, "qt_widgets", ()):
            widget = ref()
            if widget is not None:
                widget.setUpdatesEnabled(False)


@pytest.fixture(autouse=True, scope="session")
def no_disk_flush():
    """`os.fsync` asks the disk to keep what was written through a power cut: no test cuts the power, and every
    save and autosave (one per move of every game a test plays) waited for the disk, a few milliseconds each.
    The call is still made, and still refuses a closed or wrong file (`fstat`'s error, as fsync's); a test of a
    failing fsync puts its own in (tests/persistence)."""

    def checked(fd: int) -> None:
        os.fstat(fd)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "fsync", checked)
        yield
