"""The start page's first frame is the settled page: nothing on it moves once it is shown. A reviewer saw the cards
jump 1-2 px about 0.7 s after a start in a window not maximised: the kept picture (ui/kept_surfaces.py) was the page
before the first button took the focus, whose gold ring, a pixel wider than the button's edge, made the button two
pixels taller once the app's style was put on and the page laid out again."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QSize
from PySide6.QtWidgets import QApplication, QPushButton
from test_start_page_room import start_page

from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.main_window import MainWindow


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


def shown_page(qtbot, app_settings, lang: str, size: tuple[int, int]):
    page = start_page(qtbot, app_settings, lang, size)
    return page.window(), page


def fresh_hint(button: QPushButton) -> QSize:
    """The button's size hint worked out anew from its style sheet's rules for its state now, as the app's style
    put on after the first paint has it done (Qt keeps the last hint, and the rules, until the style changes)."""
    QApplication.sendEvent(button, QEvent(QEvent.Type.StyleChange))
    return button.sizeHint()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_button_taking_the_focus_keeps_its_size(qtbot, app_settings, english_after, lang):
    window, page = shown_page(qtbot, app_settings, lang, (1300, 826))
    window._refresh_start_page = lambda: None  # the Continue card stays offered: no autosave is read
    window.activateWindow()
    qtbot.waitActive(window)
    page.set_continue_available(True, "Ponzi Scheme with Ann and Bot 1, in round 2")
    buttons = [b for b in page.findChildren(QPushButton) if b.isVisible()]
    assert len(buttons) >= 10  # two on each game's card, six on the menu card
    for button in buttons:
        button.clearFocus()
        QApplication.processEvents()
        assert not button.hasFocus()
        plain = fresh_hint(button)
        button.setFocus()
        QApplication.processEvents()
        assert button.hasFocus()
        assert fresh_hint(button) == plain, button.text()


class _Frames(QObject):
    """Where the cards stand at each paint of the page."""

    def __init__(self, page) -> None:
        super().__init__(page)
        self.page, self.seen = page, []
        page.installEventFilter(self)

    def places(self) -> list:
        return [c.geometry().getRect() for c in (*self.page.game_cards.values(), self.page.menu_card)] + [
            c.emblem.geometry().getRect() for c in self.page.game_cards.values() if c.emblem is not None]

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Paint:
            self.seen.append(self.places())
        return False


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_first_paint_at_a_new_size_is_the_page_laid_out(qtbot, app_settings, english_after, lang):
    """A window maximised by the window manager once shown is resized and painted in one go: the page's cards,
    widened in its resize, stood where the old size had them for that first frame (50 ms), and the kept pictures
    were written at those places."""
    window, page = shown_page(qtbot, app_settings, lang, (1300, 826))
    frames = _Frames(page)
    window.resize(1920, 1040)
    page.repaint()  # painted at once, as an expose straight after the resize is
    qtbot.waitUntil(lambda: bool(frames.seen))
    QApplication.processEvents()
    assert frames.seen[0] == frames.places()


# (not where the menu card with the waiting game's names and the list grows taller than the games' cards: Japanese
# at 1440x900; the row of cards grows with it when they are listed)
@pytest.mark.parametrize("lang, size", [("en", (1440, 900)), ("en", (1920, 1040)), ("ja", (1920, 1040))])
def test_with_saves_on_the_disk_the_games_cards_stay_put_when_they_are_listed(qtbot, app_settings, english_after,
                                                                             lang, size):
    """The saved games are listed after the first paint (reading them brings pydantic): the first frame had the
    games' pictures grown into the page's spare height, which the list takes once shown (at 1920x1080 the cards
    shrank 64 px and moved 25 px). Saves on the disk (a look at their folders) lay the first frame out for them."""
    from test_window_sizes import a_game_waiting_and_a_save

    a_game_waiting_and_a_save()
    i18n.install(lang)
    window = MainWindow(app_settings, language=lang)
    qtbot.addWidget(window)
    window.resize(*size)
    frames = _Frames(window.start_page)
    window.show()
    qtbot.waitExposed(window)
    page = window.start_page
    qtbot.waitUntil(lambda: page.recent is not None and page.recent.isVisible())
    QApplication.processEvents()
    assert page.continue_box.isVisible()
    first = frames.seen[0]
    games = len(page.game_cards)
    assert first[:games] + first[games + 1:] == (frames.places()[:games] + frames.places()[games + 1:])
    assert not page.welcome_box.isVisible()


def test_a_welcome_is_shown_when_the_files_on_the_disk_list_nothing(qtbot, app_settings, english_after, tmp_path):
    """An autosave of a game over (or unreadable) lists nothing: the page is the first start's, welcome and all."""
    from ponzi_desktop.ui.settings import autosave_dir

    autosave_dir().mkdir(parents=True, exist_ok=True)
    (autosave_dir() / "autosave-ponzi.json").write_text("not a game")
    window, page = shown_page(qtbot, app_settings, "en", (1440, 900))
    qtbot.waitUntil(lambda: page.welcome_box.isVisible())
    assert not page.continue_box.isVisible() and not page.saves_box.isVisible()
