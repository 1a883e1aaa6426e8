"""A window geometry saved on a large screen is kept on a smaller one: once, after a session at 1920x1080, the app
opened on a 1280x720 screen with a window taller than the screen. The restored geometry is clamped to the screen's room
for windows, and such a window opens maximised, as a first start there does."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QWidget

from ponzi_desktop.ui.look import fit_restored
from ponzi_desktop.ui.main_window import MainWindow

SMALL = QRect(0, 0, 1280, 696)  # a 1280x720 screen less its panel


def saved_geometry(qtbot, app_settings, rect: QRect) -> None:
    """Save the geometry of a window at `rect`, as the app does when it closes."""
    window = MainWindow(app_settings)
    qtbot.addWidget(window)
    window.setGeometry(rect)
    app_settings.set_window_geometry(window.saveGeometry())


def test_a_geometry_saved_on_a_large_screen_fits_a_small_one_and_opens_maximised(qtbot, app_settings,
                                                                                  monkeypatch):
    saved_geometry(qtbot, app_settings, QRect(200, 60, 1700, 1000))
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: SMALL)
    window = MainWindow(app_settings)
    qtbot.addWidget(window)
    g = window.geometry()
    assert g.width() <= 1280 and g.height() <= max(696 - 40, window.minimumHeight())
    assert g.x() >= 0 and g.y() >= 0 and g.right() < 1280 and g.bottom() < 696
    assert window.start_maximised


def restored(qtbot, rect: QRect, minimum=(1200, 680)) -> QWidget:
    """A window as `restoreGeometry` leaves it: at `rect`, not shown yet (offscreen, Qt itself keeps a restored
    geometry on its own 800x800 screen, so the clamp is held here on a window placed by hand)."""
    window = QWidget()
    qtbot.addWidget(window)
    window.setMinimumSize(*minimum)
    window.setGeometry(rect)
    return window


def test_a_geometry_that_fits_is_kept_as_it_was(qtbot, monkeypatch):
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 1920, 1040))
    window = restored(qtbot, QRect(30, 20, 1220, 680))
    assert not fit_restored(window)
    assert window.geometry() == QRect(30, 20, 1220, 680)


def test_a_geometry_saved_on_a_larger_screen_shrinks_to_the_room_and_comes_inside(qtbot, monkeypatch):
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 1600, 860))
    window = restored(qtbot, QRect(200, 60, 1900, 1000))
    assert fit_restored(window)
    assert window.geometry() == QRect(0, 40, 1600, 820)
    window = restored(qtbot, QRect(0, 0, 1200, 680))  # at its least size, yet taller than a 1280x720 screen's room
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: SMALL)
    assert fit_restored(window)  # so it opens maximised
    assert window.geometry() == QRect(0, 0, 1200, 680)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 1600, 860))
    window = restored(qtbot, QRect(1500, 700, 1240, 700))  # its corner off the screen: back on it, same size
    assert not fit_restored(window)
    assert window.geometry() == QRect(360, 160, 1240, 700)


def test_a_window_restored_maximised_is_left_as_it_is(qtbot, monkeypatch):
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: SMALL)
    window = restored(qtbot, QRect(0, 0, 1900, 1000))
    window.setWindowState(Qt.WindowState.WindowMaximized)
    assert not fit_restored(window)
    assert window.geometry().size() == QSize(1900, 1000)


def reopened(qtbot, app_settings, window: MainWindow) -> MainWindow:
    """`window` closed as the app closes it, and the window of the next start."""
    window.close()
    again = MainWindow(app_settings, language="en")
    qtbot.addWidget(again)
    return again


def test_a_window_left_maximised_opens_maximised_even_where_qt_refuses_its_own_record(qtbot, app_settings,
                                                                                         monkeypatch):
    """Qt's `restoreGeometry` refuses a record made on a screen of another width: the window opened at its least
    size. What the app keeps itself is read on any screen."""
    window = MainWindow(app_settings, language="en")
    qtbot.addWidget(window)
    window.showMaximized()
    normal = window.normalGeometry()
    again = reopened(qtbot, app_settings, window)
    assert again.start_maximised
    again.show_first()
    assert again.isMaximized()
    assert again.normalGeometry().size() == normal.size()  # un-maximising goes back to the size it had
    monkeypatch.setattr(QWidget, "restoreGeometry", lambda self, data: False)  # another screen, to Qt
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 2560, 1400))
    assert reopened(qtbot, app_settings, again).start_maximised


def test_a_window_left_as_a_window_opens_at_its_place_and_size(qtbot, app_settings, monkeypatch):
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 1920, 1040))
    window = MainWindow(app_settings, language="en")
    qtbot.addWidget(window)
    window.setGeometry(300, 200, 1300, 750)
    again = reopened(qtbot, app_settings, window)
    assert not again.start_maximised
    assert again.geometry() == QRect(300, 200, 1300, 750)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: SMALL)  # no longer fits: maximised
    assert reopened(qtbot, app_settings, again).start_maximised


def test_full_screen_at_closing_opens_as_what_it_came_from(qtbot, app_settings):
    window = MainWindow(app_settings, language="en")
    qtbot.addWidget(window)
    window.showMaximized()
    window.toggle_fullscreen()
    assert window.isFullScreen()
    again = reopened(qtbot, app_settings, window)
    assert again.start_maximised
