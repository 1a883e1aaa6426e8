"""What a new player saw at the window's sizes (review 3): the menus keep one size while the log follows the
board, the log shares a small window's shrink with the board, the prompt takes the room the buttons shown
leave it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication
from widget_checks import MAXIMISED_720

from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.main_window import MainWindow
from ponzi_desktop.ui.session import GameSession

SIZES = [(1024, 640), MAXIMISED_720, (1920, 1080)]


def open_window(qtbot, app_settings, size) -> MainWindow:
    app_settings.animation_speed = "off"
    window = MainWindow(app_settings)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def a_game(window: MainWindow, tmp_path) -> GameSession:
    from ponzi_desktop.persistence import Seat

    seats = [Seat(name=n, kind="human") for n in ("Ann", "Bob", "Cy")]
    session = GameSession.new("ponzi", {}, 5, seats, autosave_dir=tmp_path / "autosave", bot_delay_ms=0)
    window.start_session(session)
    return session


def px(widget) -> int:
    return QFontInfo(widget.font()).pixelSize()


def test_the_menus_keep_one_size_whatever_the_window(qtbot, app_settings, tmp_path):
    """The menu bar was small in the first window and larger once maximised, on the same screen."""
    window = open_window(qtbot, app_settings, SIZES[0])
    a_game(window, tmp_path)
    sizes = set()
    for size in SIZES:
        window.resize(*size)
        QApplication.processEvents()
        sizes.add((px(window.menuBar()), px(window.menus.menu_game), px(window.notices.notice.label)))
    assert len(sizes) == 1, sizes
    window.close_session()


def test_the_log_follows_the_board_and_shares_the_shrink(qtbot, app_settings, tmp_path):
    """The log kept its large font while the board shrank; now its text grows and shrinks with the table
    (never so small that its notes go under 11 px), and a small window narrows it as it narrows the table."""
    window = open_window(qtbot, app_settings, SIZES[0])
    a_game(window, tmp_path)
    text, widths, scales = [], [], []
    for size in SIZES:
        window.resize(*size)
        QApplication.processEvents()
        page = window.game_page
        text.append(px(page.log_view.list))
        widths.append(page.log_view.width())
        scales.append(page.table.view.transform().m11())
        assert px(page.log_view.caption) >= 11
    assert text[0] < text[1] < text[2], text
    assert text[1] == 13  # as the action panel's text beside the table maximised on a 1280x720 screen
    assert widths[0] < widths[1] < widths[2], widths
    assert widths[0] / SIZES[0][0] == pytest.approx(widths[1] / SIZES[1][0], abs=0.01)  # the same share
    window.close_session()


def lines_of(label) -> int:
    """How many lines a word-wrapped label's text takes in the room its margins leave."""
    metrics = label.fontMetrics()
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
    height = metrics.boundingRect(QRect(0, 0, label.contentsRect().width(), 10_000), flags, label.text()).height()
    return round(height / metrics.lineSpacing())


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


@pytest.mark.parametrize("lang", ["en", "ja", "es", "zh_TW"])
def test_the_prompt_takes_the_room_up_to_the_buttons_shown(qtbot, app_settings, tmp_path, english_after, lang):
    """The prompt wrapped at half the bar ("…パスしま / す。") beside the room kept for hidden buttons; its
    words now run up to the first button shown, and its box and the buttons still never move."""
    app_settings.animation_speed = "off"
    window = MainWindow(app_settings, language=lang)
    qtbot.addWidget(window)
    window.resize(*MAXIMISED_720)
    window.show()
    qtbot.waitExposed(window)
    a_game(window, tmp_path)
    session = window.session
    session.claim_seat(session.handoff_pending)
    QApplication.processEvents()
    panel = window.game_page.table.panel
    shown = [b for b in panel.fixed_buttons if b.isVisible()]
    # Undo stays in its slot, greyed (nothing of this person's to undo yet)
    assert panel.hint_button in shown and panel.pass_button in shown and not panel.undo_button.isEnabled()
    prompt = panel.prompt
    first = min(b.geometry().left() for b in shown)
    assert prompt.geometry().left() + prompt.contentsRect().right() >= first - panel.grid.horizontalSpacing() - 1
    # the funding prompt, in a window maximised on a small screen: on one line wherever one line holds it
    fits = prompt.fontMetrics().horizontalAdvance(prompt.text()) <= prompt.contentsRect().width()
    assert lines_of(prompt) == (1 if fits else 2), prompt.text()
    assert fits or lang == "es"  # the Spanish sentence is the one longer than the room
    box = prompt.geometry()
    panel.show_undo(True)  # a button more: the words make room for it; the box stays where it was
    assert prompt.geometry() == box and lines_of(prompt) <= 2
    assert prompt.geometry().left() + prompt.contentsRect().right() < panel.undo_button.geometry().left()
    window.close_session()


def test_a_long_prompt_stays_on_one_line_on_a_large_screen(qtbot, app_settings, tmp_path):
    """At 1920x1080 "…so you can only pass." wrapped with plenty of room to spare."""
    from ponzi_desktop.ui.kit.labels import label
    from ponzi_desktop.ui.ponzi.labels import PROMPTS

    window = open_window(qtbot, app_settings, (1920, 1080))
    a_game(window, tmp_path)
    window.session.claim_seat(window.session.handoff_pending)
    QApplication.processEvents()
    panel = window.game_page.table.panel
    panel.show_waiting("Round 1 · Clandestine trading", label(PROMPTS, "trade_nothing"))
    panel.show_hint(True, False, None)
    assert lines_of(panel.prompt) == 1
    window.close_session()


# ---- the start page ------------------------------------------------------------------------------------------
def a_game_waiting(game: str, names: list[str]) -> GameSession:
    """An unfinished game of `game` in the autosave (Continue), three moves in, its seats `names` (all human)."""
    from ponzi_desktop.persistence import Seat
    from ponzi_desktop.ui.settings import autosave_dir

    seats = [Seat(name=n, kind="human") for n in names]
    session = GameSession.new(game, {}, len(names), seats, autosave_dir=autosave_dir(), bot_delay_ms=0)
    session.start_autosave()
    while session.action_count < 3:
        if session.handoff_pending is not None:
            session.claim_seat(session.handoff_pending)
        choice = session.view().choices[0]
        assert session.submit(choice.with_value(max(1, choice.lo)) if choice.param else choice.action)
    return session


def a_game_waiting_and_a_save() -> None:
    """An unfinished game in the autosave (Continue) and one saved game (the list), as the reviewer had."""
    from ponzi_desktop.ui.saved_games import library

    session = a_game_waiting("ponzi", ["Player 1", "Player 2", "Bot 1", "Bot 2"])
    name = "Ponzi Scheme – 12/1/26 8:02 AM"
    session.save(library().unique_path(name), name)
    session.shutdown()


def overlapping(page) -> list[str]:
    """Pairs of the cards' visible parts that lie over each other (the game's picture over its description)."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QWidget

    bad = []
    for card in (*page.game_cards.values(), page.menu_card):
        parts = [w for w in card.findChildren(QWidget) if w.isVisible() and w.parentWidget() is card]
        boxes = [(w, w.geometry()) for w in parts]
        for i, (a, ra) in enumerate(boxes):
            for b, rb in boxes[i + 1:]:
                if ra.intersects(rb):
                    bad.append(f"{a.objectName() or type(a).__name__} over {b.objectName() or type(b).__name__}")
        for w in parts:
            if not card.rect().contains(w.geometry().translated(QPoint(0, 0))):
                bad.append(f"{type(w).__name__} out of its card")
    return bad


def start_window(qtbot, app_settings, lang: str, size) -> MainWindow:
    window = MainWindow(app_settings, language=lang)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window._refresh_start_page()
    QApplication.processEvents()
    return window


def resized(window: MainWindow, size) -> None:
    """The next size of a walk through them: the window made that size, as a player makes it."""
    window.resize(*size)
    for _ in range(4):  # the resize, then the page's fit to it
        QApplication.processEvents()


@pytest.mark.parametrize("lang", ["en", "ja", "es", "zh_TW"])
def test_the_start_page_is_whole_at_the_least_size_and_on_a_small_screen(qtbot, app_settings, english_after, lang):
    """At 1024x640 with a game waiting, the description was cut above and below, Continue was an empty green
    bar, the saved game cut in half, and the game's picture lay over its description. One window walked
    through the two sizes."""
    from widget_checks import clipped

    a_game_waiting_and_a_save()
    sizes = [(1024, 640), MAXIMISED_720]
    window = start_window(qtbot, app_settings, lang, sizes[0])
    for size in sizes:
        resized(window, size)
        page = window.start_page
        assert page.continue_button.isVisible() and page.recent is not None and page.recent.isVisible()
        assert page.needed_height() <= page.height(), (size, page.needed_height(), page.height())
        assert not clipped(page), (size, clipped(page))
        assert not overlapping(page), (size, overlapping(page))
        button = page.continue_button  # its words and its padding (10 px above and below), not an empty bar
        assert button.height() >= button.fontMetrics().height() + 20, (size, button.height(),
                                                                      button.fontMetrics().height())
        assert page.recent.height() >= page.recent.row_height(), size


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_a_page_a_few_pixels_too_low_for_every_heading_takes_them_from_the_pictures(qtbot, english_after, lang):
    """In CI the zh_TW page at 1280x720 needed 675 px of 673 after its last fit (its words grew after the fit,
    with no resize to fit again). Below the tightest heading the games' pictures give up the pixels, at most a
    third of their height; words that grow later are fitted again."""
    from ponzi_desktop.ui.start_page import HEADINGS, StartPage

    i18n.install(lang)
    page = StartPage()
    qtbot.addWidget(page)
    page.set_continue_available(False, "")
    page.resize(1280, 700)
    page.show()
    qtbot.waitExposed(page)
    page._set_heading(len(HEADINGS) - 1)
    tightest = page.needed_height()
    for height in (tightest - 4, tightest - 30):
        page.resize(1280, height)
        QApplication.processEvents()
        assert page.needed_height() <= page.height(), (height, page.needed_height())
        for card in page.game_cards.values():
            natural = round(card._picture_side * 150 / 220)
            assert natural * 2 / 3 - 1 <= card.emblem.height() < natural
    page.resize(1280, tightest - 4)
    QApplication.processEvents()
    card = next(iter(page.game_cards.values()))
    card.title.setText(card.title.text() + "\n" + card.title.text())  # words grown after the fit: fitted again
    # (the card's layout asks first, then the page's: two turns of the event loop)
    qtbot.waitUntil(lambda: page.needed_height() <= page.height(), timeout=2000)


def cards_apart(page) -> list[str]:
    """Cards that lie over each other or run out of the page (the third game's card ran off the window)."""
    cards = [*page.game_cards.values(), page.menu_card]
    bad = [f"{type(c).__name__} out of the page" for c in cards if not page.rect().contains(c.geometry())]
    for i, a in enumerate(cards):
        for b in cards[i + 1:]:
            if a.geometry().intersects(b.geometry()):
                bad.append(f"{type(a).__name__} over {type(b).__name__}")
    return bad


@pytest.mark.parametrize("waiting", [False, True])
@pytest.mark.parametrize("lang", ["en", "ja", "es", "zh_TW"])
def test_three_games_and_the_menu_lie_side_by_side_whole(qtbot, app_settings, english_after, lang, waiting):
    """With the third game's card, the cards overlapped at 1280x720 and 1440x900, the right one ran off the
    window, the Welcome card was cut and words were cut ("industri"). Now they narrow to the window: every card
    whole and apart, no word cut, no text under 11 px, and the window keeps the size it was given. One window
    walked through the sizes."""
    from widget_checks import clipped, too_small

    if waiting:
        a_game_waiting_and_a_save()
    sizes = [MAXIMISED_720, (1440, 900), (1920, 1080)]
    window = start_window(qtbot, app_settings, lang, sizes[0])
    for size in sizes:
        resized(window, size)
        page = window.start_page
        assert (window.width(), window.height()) == size
        assert len(page.game_cards) == 3
        assert page.welcome_box.isVisible() != waiting and page.continue_button.isVisible() == waiting
        assert not cards_apart(page), (size, cards_apart(page))
        assert page.needed_height() <= page.height(), (size, page.needed_height(), page.height())
        assert not clipped(page), (size, clipped(page))
        assert not too_small(page, 11), (size, too_small(page, 11))
        assert not overlapping(page), (size, overlapping(page))
        emblems = [card.emblem for card in page.game_cards.values()]
        assert all(e.width() >= 150 and e.height() >= 100 for e in emblems), (size, [e.size() for e in emblems])
        if size == (1920, 1080):  # room for the cards at their roomiest, and past it (`test_start_page_room`)
            assert min(card.width() for card in page.game_cards.values()) >= 360


def test_a_first_start_opens_maximised_on_every_screen(qtbot, app_settings):
    """On a 1280x720 screen the window opened at about 1024x660, with everything on it the smaller; on a
    1920x1080 one it opened as a 1440x900 window, though `play --help` says the app opens maximised. Its normal
    size (where un-maximising goes) is `DEFAULT_SIZE`, made to fit the screen."""
    from ponzi_desktop.ui.main_window import DEFAULT_SIZE

    window = MainWindow(app_settings, language="en")
    qtbot.addWidget(window)
    assert window.start_maximised  # no settings: a first start
    assert window.width() <= max(DEFAULT_SIZE[0], window.minimumWidth())
    window.show_first()
    assert window.isMaximized()
    window.save_placement()
    again = MainWindow(app_settings, language="en")  # left maximised: opens maximised again
    qtbot.addWidget(again)
    assert again.start_maximised


# ---- the log can be hidden ------------------------------------------------------------------------------------
def test_the_log_can_be_hidden_from_the_view_menu_and_its_close_button(qtbot, app_settings, tmp_path):
    """The View menu had no entry for the log and the log no close button, unlike the forecast panel."""
    window = open_window(qtbot, app_settings, MAXIMISED_720)
    a_game(window, tmp_path)
    QApplication.processEvents()
    page = window.game_page
    assert window.menus.act_log in window.menus.menu_view.actions() and window.menus.act_log.shortcut().toString() == "Ctrl+L"
    assert window.menus.act_log.isChecked() and page.log_view.isVisible()
    scale = page.table.view.transform().m11()
    page.log_view.close_button.click()
    QApplication.processEvents()
    assert not page.log_view.isVisible() and not window.menus.act_log.isChecked()
    assert page.table.width() == page.width()  # the table takes the log's room
    assert page.table.view.transform().m11() >= scale
    window.menus.act_log.trigger()  # the menu (or Ctrl+L) brings it back
    QApplication.processEvents()
    assert page.log_view.isVisible() and window.menus.act_log.isChecked()
    assert page.table.view.transform().m11() == pytest.approx(scale)
    window.menus.act_log.trigger()
    window.retranslate()  # a new page (a language switched) keeps the choice
    QApplication.processEvents()
    assert not window.game_page.log_view.isVisible()
    window.close_session()
