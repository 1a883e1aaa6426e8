"""The docks beside the table wear the table's look: a title bar of cream paper, ink and brass with the title in
the serif, whose buttons close and float the dock with the mouse and the keyboard (any game's docks)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow  # noqa: E402
from widget_checks import clipped, too_small  # noqa: E402

from ponzi_desktop.ui import games, look  # noqa: E402
from ponzi_desktop.ui.docks import PAPER_BOTTOM, PAPER_TOP, DockTitleBar, PanelDock  # noqa: E402


@pytest.fixture
def docked(qtbot):
    """A 1280x720 window with a panel docked on its right, shown."""
    window = QMainWindow()
    qtbot.addWidget(window)
    window.setCentralWidget(QLabel("the table", window))
    window.resize(1280, 720)
    dock = PanelDock("Forecast", window)
    dock.setObjectName("panel")
    dock.setWidget(QLabel("what the panel shows", dock))
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.show()
    qtbot.waitExposed(window)
    return window, dock


def test_the_title_bar_is_the_tables_not_the_platforms(qtbot, docked):
    window, dock = docked
    bar = dock.titleBarWidget()
    assert isinstance(bar, DockTitleBar) and bar.isVisible()
    assert bar.title.text() == "Forecast"
    assert bar.title.font().families() == look.SERIF
    assert bar.title.font().bold() and bar.title.font().pixelSize() >= 11
    ink = bar.title.palette().color(bar.title.foregroundRole())
    assert ink == look.INK and min(look.contrast(ink, PAPER_TOP), look.contrast(ink, PAPER_BOTTOM)) >= 4.5
    image = bar.grab().toImage()  # painted paper, not the style's grey
    assert image.pixelColor(image.width() // 2, 2).lightness() > 200
    assert not clipped(bar) and not too_small(bar)
    dock.setWindowTitle("Interest Forecast, renamed")  # the shell retitles it in another language
    assert bar.title.text() == "Interest Forecast, renamed"
    qtbot.waitUntil(lambda: not clipped(bar))  # the dock widens to its title once laid out again


def test_the_close_button_closes_and_the_float_button_floats(qtbot, docked):
    window, dock = docked
    bar = dock.titleBarWidget()
    before = bar.float_button.toolTip()
    qtbot.mouseClick(bar.float_button, Qt.MouseButton.LeftButton)
    assert dock.isFloating()
    assert bar.float_button.toolTip() != before  # now it says it puts the panel back
    assert bar.float_button.accessibleName() == bar.float_button.toolTip()
    qtbot.mouseClick(bar.float_button, Qt.MouseButton.LeftButton)
    assert not dock.isFloating() and bar.float_button.toolTip() == before
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea
    qtbot.mouseClick(bar.close_button, Qt.MouseButton.LeftButton)
    assert not dock.isVisible()


def test_the_buttons_work_from_the_keyboard(qtbot, docked):
    _window, dock = docked
    bar = dock.titleBarWidget()
    for button in (bar.float_button, bar.close_button):
        assert button.focusPolicy() & Qt.FocusPolicy.TabFocus and button.accessibleName()
    bar.float_button.setFocus()
    qtbot.keyClick(bar.float_button, Qt.Key.Key_Space)
    assert dock.isFloating()
    qtbot.keyClick(bar.float_button, Qt.Key.Key_Return)
    assert not dock.isFloating()
    bar.close_button.setFocus()
    qtbot.keyClick(bar.close_button, Qt.Key.Key_Enter)
    assert not dock.isVisible()


def test_the_buttons_follow_what_the_dock_allows(docked):
    _window, dock = docked
    bar = dock.titleBarWidget()
    assert bar.float_button.isVisible() and bar.close_button.isVisible()
    dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
    assert bar.float_button.isHidden() and bar.close_button.isHidden()
    dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable)
    assert bar.float_button.isHidden() and not bar.close_button.isHidden()


@pytest.mark.parametrize("game", [g.id for g in games.playable() if g.docks])
def test_a_games_panels_open_again_with_play_again_and_a_load(qtbot, window, game, tmp_path):
    """Play again closed the forecast the player had open, and a loaded save came without its price history:
    the panels open when a game leaves the table open again with the next game of its kind."""
    from ponzi_desktop.persistence import Seat
    from ponzi_desktop.ui.session import GameSession
    from ponzi_desktop.ui.settings import saves_dir

    spec = games.game_ui(game).docks[0]
    seats = [Seat(name=n, kind="human") for n in ("Ann", "Bob", "Cy")]
    window.start_session(GameSession.new(game, {}, 3, seats, **window.session_options()))
    window.panels.toggle(spec)
    assert window.panels.docks[spec.name].isVisible()
    window.play_again()
    assert spec.name in window.panels.docks and window.panels.docks[spec.name].isVisible()
    path = saves_dir() / "kept.json"
    window.session.save(path)
    window.load_path(path)
    assert spec.name in window.panels.docks and window.panels.docks[spec.name].isVisible()
    window.panels.docks[spec.name].close()
    window.play_again()
    assert spec.name not in window.panels.docks  # closed, it stays closed
