"""A window closed and deleted leaves nothing behind that fires later: no timer calls into it, and the event loop
runs on without an error. A timer without its object's context emitted a signal of the deleted start-up watcher
("Signal source has been deleted"), and the next Python event filter to run took that error as its own: PySide
then crashed the process (a test worker died in another test's teardown)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSettings
from PySide6.QtWidgets import QApplication

from ponzi_desktop.ui.main_window import MainWindow
from ponzi_desktop.ui.settings import AppSettings


def test_a_deleted_window_leaves_no_timer_behind_and_the_next_one_opens(qtbot, tmp_path):
    for n in range(2):
        settings = AppSettings(QSettings(str(tmp_path / f"{n}.ini"), QSettings.Format.IniFormat))
        window = MainWindow(settings, language="en")
        window.resize(1280, 701)
        window.show()
        qtbot.waitExposed(window)
        QApplication.processEvents()  # painted: the watcher's timer is set
        window.close()
        window.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        del window
        QApplication.processEvents()  # raised "Signal source has been deleted"
