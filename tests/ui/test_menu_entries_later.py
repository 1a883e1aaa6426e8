"""The menus' entries are made just after the window's first paint (or when first asked for), not before it."""

from __future__ import annotations

from ponzi_desktop.ui.main_window import MainWindow


def test_the_bar_shows_its_titles_at_once_and_the_entries_come_after_the_first_paint(qtbot, app_settings):
    window = MainWindow(app_settings)
    qtbot.addWidget(window)
    bar = window.menuBar()
    assert [a.text() for a in bar.actions()] == ["&Game", "&View", "&Help"]
    assert not window.menus.made and window.menus.menu_game.actions() == []
    window.resize(1280, 720)
    window.show()
    qtbot.waitUntil(lambda: window.menus.made)
    assert window.menus.act_new in window.menus.menu_game.actions()
    assert any(a.shortcut().toString() == "Ctrl+N" for a in window.actions())


def test_an_entry_asked_for_before_the_first_paint_makes_them(qtbot, app_settings):
    window = MainWindow(app_settings)
    qtbot.addWidget(window)
    assert window.menus.act_log.isChecked() and window.menus.made
    assert window.menus.act_log in window.menus.menu_view.actions()
    assert window.lessons.menu.menuAction() in window.menus.menu_help.actions()
    assert window.menus.greyed_shortcuts  # a greyed entry's keys say why
    assert not window.menus.act_save.isEnabled()  # greyed: no game on the table


def test_opening_a_menu_makes_them(qtbot, app_settings):
    window = MainWindow(app_settings)
    qtbot.addWidget(window)
    window.menus.menu_help.aboutToShow.emit()
    assert window.menus.made and window.menus.act_rules in window.menus.menu_help.actions()


def test_every_entry_is_one_that_asking_for_makes(qtbot, app_settings):
    window = MainWindow(app_settings)
    qtbot.addWidget(window)
    before = set(vars(window.menus))
    window.menus.make_entries()
    made = set(vars(window.menus)) - before
    assert made == set(window.menus.ENTRIES)  # one left out would fail when asked for before the first paint
