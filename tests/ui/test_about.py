"""Help → About was a bare message box (a name, a version and one sentence): it now says the app's name and
version, each game with its designer (and the edition the app follows), the licence and the credits, on the
shell's paper, in every language, nothing cut."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QLabel
from widget_checks import clipped, too_small

from ponzi_desktop import __version__
from ponzi_desktop.ui import games, i18n
from ponzi_desktop.ui.about_dialog import AboutDialog
from ponzi_desktop.ui.look import DIALOG_STYLE

DESIGNERS = {"ponzi": "Jesse Li", "black_friday": "Friedemann Friese", "anti_monopoly": "Ralph Anspach"}


def texts(dialog) -> list[str]:
    """The words shown, as read (no-break spaces and word joiners that keep a last word company taken out)."""
    return [w.text().replace("\u00a0", " ").replace("\u2060", "") for w in dialog.findChildren(QLabel)
            if w.isVisible() and w.text()]


@pytest.mark.parametrize("lang", ["en", "ja", "es", "zh_TW"])
def test_about_names_the_app_its_version_the_games_their_designers_and_the_licence(qtbot, window, lang):
    i18n.install(lang)
    try:
        about = AboutDialog(window, window.windowIcon())
        qtbot.addWidget(about)
        about.show()
        qtbot.waitExposed(about)
        words = "\n".join(texts(about))
        assert about.styleSheet().startswith(DIALOG_STYLE)  # the shell's paper, not a stock box
        assert __version__ in about.version.text()
        for game in games.playable():
            if game.id in DESIGNERS:
                assert games.title(game.id) in words and DESIGNERS[game.id] in words, (lang, game.id)
        friese = about.findChild(QLabel, "about_credit_black_friday")
        assert friese is not None and "2023" in friese.text()
        assert about.licence.text() and "PySide6" in about.libraries.text()
        if lang != "en":  # translated: no English sentence left
            i18n.install("en")
            english = AboutDialog(window, window.windowIcon())
            qtbot.addWidget(english)
            i18n.install(lang)
            assert about.licence.text() != english.licence.text()
            assert about.windowTitle() != english.windowTitle()
            assert friese.text() != english.findChild(QLabel, "about_credit_black_friday").text()
        QApplication.processEvents()
        assert not clipped(about) and not too_small(about), (clipped(about), too_small(about))
        assert about.close_button.hasFocus() or about.focusWidget() is about.close_button
        about.close_button.click()
        assert not about.isVisible()
    finally:
        i18n.install("en")


def test_help_about_opens_the_about_dialog(qtbot, window, monkeypatch):
    opened = []
    monkeypatch.setattr(AboutDialog, "exec", lambda self: opened.append(self) or 0)
    window.menus.act_about.trigger()
    QApplication.processEvents()  # a menu's window opens just after its entry's trigger
    assert len(opened) == 1 and isinstance(opened[0], AboutDialog)


def test_a_menu_entry_that_opens_a_window_returns_before_the_window_waits(qtbot, window, monkeypatch):
    """An assistive technology presses a menu entry and waits for the press to return: an entry whose window
    waits for an answer (`exec`) inside the press never returned until the window closed (a screen reader
    stalled 8 and 43 s on Settings… and Rules). Each such entry returns at once; its window opens just after."""
    from ponzi_desktop.ui import rules_dialog, settings_dialog

    opened = []
    for cls in (AboutDialog, settings_dialog.SettingsDialog, rules_dialog.RulesDialog):
        monkeypatch.setattr(cls, "exec", lambda self: opened.append(type(self).__name__) or 0)
    menus = window.menus
    for act in (menus.act_about, menus.act_settings, menus.act_rules):
        act.trigger()
    assert opened == [], "a window was opened inside its entry's press"
    QApplication.processEvents()
    assert opened == ["AboutDialog", "SettingsDialog", "RulesDialog"]
