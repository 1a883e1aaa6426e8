"""The app shell's widgets: start page, new-game dialog, settings, rules window and the hand-off cover."""

from __future__ import annotations

import array

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QTextTable
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QWidget,
)
from widget_checks import greyed_without_reason

from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.persistence import Seat
from ponzi_desktop.ui import rules_dialog
from ponzi_desktop.ui.handoff import HandoffCover
from ponzi_desktop.ui.kit.reasons import reason_of
from ponzi_desktop.ui.look import SEAT_COLOURS
from ponzi_desktop.ui.new_game_dialog import NewGameConfig, NewGameDialog
from ponzi_desktop.ui.rules_dialog import RulesDialog
from ponzi_desktop.ui.settings_dialog import SettingsDialog
from ponzi_desktop.ui.start_page import StartPage


# ---- start page ---------------------------------------------------------------------------------------
@pytest.fixture
def page(qtbot):
    page = StartPage()
    qtbot.addWidget(page)
    page.resize(1280, 720)
    page.show()
    qtbot.waitExposed(page)
    return page


def test_start_page_offers_a_new_game_of_each_game_with_a_table(qtbot, page):
    from ponzi_desktop.ui import games

    playable = [g.id for g in games.playable()]
    assert list(page.game_cards) == playable  # no buttons for games without a table yet
    for game in playable:
        with qtbot.waitSignal(page.new_game_requested) as blocker:
            qtbot.mouseClick(page.game_cards[game].new_button, Qt.MouseButton.LeftButton)
        assert blocker.args == [game]
    texts = " ".join(label.text() for label in page.findChildren(QLabel))
    for game in games.registered():
        assert (game.text(game.title) in texts) == (game.id in playable)


@pytest.mark.parametrize("button, signal", [
    ("load_button", "load_requested"), ("rules_button", "rules_requested"),
    ("settings_button", "settings_requested"), ("quit_button", "quit_requested")])
def test_start_page_buttons_emit_their_requests(qtbot, page, button, signal):
    with qtbot.waitSignal(getattr(page, signal)):
        qtbot.mouseClick(getattr(page, button), Qt.MouseButton.LeftButton)


def test_continue_is_offered_only_when_there_is_a_game(qtbot, page):
    assert not page.continue_button.isVisible()
    page.set_continue_available(True, "Ponzi Scheme with Ann, Bob and Cy, in round 2")
    assert page.continue_button.isVisible() and page.continue_button.isEnabled()
    assert "Ann, Bob and Cy" in page.continue_label.text()
    assert "Ann, Bob and Cy" in page.continue_button.accessibleName()
    with qtbot.waitSignal(page.continue_requested):
        qtbot.mouseClick(page.continue_button, Qt.MouseButton.LeftButton)
    page.set_continue_available(False, "")
    assert not page.continue_button.isVisible() and not page.continue_button.isEnabled()


def test_start_page_is_keyboard_reachable_and_named(qtbot, page):
    page.set_continue_available(True, "a game")
    for button in page.findChildren(QPushButton):
        if button.isVisible():
            assert button.focusPolicy() & Qt.FocusPolicy.TabFocus
            assert button.accessibleName() or button.text().replace("&", "")
    page.activateWindow()
    qtbot.waitActive(page)
    page.setFocus()
    assert QApplication.focusWidget() is page.continue_button  # the page hands the keyboard to Continue
    with qtbot.waitSignal(page.continue_requested):
        qtbot.keyClick(page.continue_button, Qt.Key.Key_Space)


# ---- new-game dialog -------------------------------------------------------------------------------------
def dialog(qtbot, app_settings) -> NewGameDialog:
    d = NewGameDialog("ponzi", app_settings, None)
    qtbot.addWidget(d)
    return d


def validates(config: NewGameConfig):
    return game_spec(config.game).settings_from(len(config.seats), config.settings)


def test_default_config_is_a_valid_game(qtbot, app_settings):
    config = dialog(qtbot, app_settings).config()
    assert config.game == "ponzi" and 3 <= len(config.seats) <= 5
    model = validates(config)
    assert (model.variant, model.bears, model.first_round_trading, model.start_player) == ("basic", 18, True, None)
    assert sum(seat.kind == "human" for seat in config.seats) == 1
    assert len({seat.colour for seat in config.seats}) == len(config.seats)
    assert {seat.colour for seat in config.seats} <= set(SEAT_COLOURS)


def test_a_random_seed_is_drawn_once_and_a_typed_one_is_used(qtbot, app_settings):
    d = dialog(qtbot, app_settings)
    assert d.config().seed == d.config().seed
    qtbot.keyClicks(d.seed_edit, "42x7")  # the validator keeps digits only
    assert d.config().seed == 427


def test_seats_stay_between_three_and_five(qtbot, app_settings):
    d = dialog(qtbot, app_settings)
    d.show()
    while d.add_button.isEnabled():
        qtbot.mouseClick(d.add_button, Qt.MouseButton.LeftButton)
    assert len(d.rows) == 5
    d.add_seat()
    assert len(d.rows) == 5
    assert len({seat.colour for seat in d.config().seats}) == 5
    assert len({seat.name for seat in d.config().seats}) == 5 and d.ok_button.isEnabled()
    while d.rows[0].remove_button.isEnabled():
        qtbot.mouseClick(d.rows[0].remove_button, Qt.MouseButton.LeftButton)
    assert len(d.rows) == 3
    d.remove_seat(d.rows[0])
    assert len(d.rows) == 3
    validates(d.config())


def darkest(widget) -> int:
    """The lightness of the darkest pixel `widget` draws."""
    image = widget.grab().toImage()
    return min(image.pixelColor(x, y).lightness() for x in range(image.width()) for y in range(image.height()))


def test_at_three_players_the_remove_buttons_stay_greyed_and_say_why(qtbot, app_settings):
    """A review removed seats down to three and the buttons vanished without a word: they stay in their places,
    greyed, their tooltip and accessible description saying why; one seat more and they remove again."""
    d = dialog(qtbot, app_settings)
    d.show()
    while len(d.rows) > 3:
        qtbot.mouseClick(d.rows[-1].remove_button, Qt.MouseButton.LeftButton)
    xs = set()
    for row in d.rows:
        button = row.remove_button
        assert button.isVisible() and not button.isEnabled()
        assert button.toolTip() == "At least 3 players" == button.accessibleDescription()
        assert button.accessibleName() == f"Remove player {d.rows.index(row) + 1}"
        xs.add(button.mapTo(d, button.rect().topLeft()).x())
    assert len(xs) == 1  # in line, under one another
    greyed = darkest(d.rows[0].remove_button)
    d.add_seat()
    assert darkest(d.rows[0].remove_button) < greyed  # drawn greyed: its cross lighter than a usable one's
    d.remove_seat(d.rows[-1])
    qtbot.mouseClick(d.rows[0].remove_button, Qt.MouseButton.LeftButton)
    assert len(d.rows) == 3  # greyed: the click removes nobody
    d.add_seat()
    assert all(r.remove_button.isEnabled() and r.remove_button.toolTip().startswith("Remove player")
               and not r.remove_button.accessibleDescription() for r in d.rows)


def test_at_five_players_add_a_player_stays_greyed_and_says_why(qtbot, app_settings):
    """A review added seats up to five and "Add a Player" vanished: it stays in its place, greyed, its tooltip and
    accessible description saying why; one seat fewer and it adds again."""
    d = dialog(qtbot, app_settings)
    d.show()
    while len(d.rows) < 5:
        qtbot.mouseClick(d.add_button, Qt.MouseButton.LeftButton)
    qtbot.wait(20)
    place = d.add_button.mapTo(d, d.add_button.rect().topLeft())
    assert d.add_button.isVisible() and not d.add_button.isEnabled()
    assert d.add_button.toolTip() == "At most 5 players" == d.add_button.accessibleDescription()
    qtbot.mouseClick(d.add_button, Qt.MouseButton.LeftButton)
    assert len(d.rows) == 5  # greyed: the click adds nobody
    d.remove_seat(d.rows[-1])
    assert d.add_button.isEnabled() and not d.add_button.toolTip() and not d.add_button.accessibleDescription()
    d.add_seat()
    qtbot.wait(20)  # the dialog grows once the row is laid out; the button keeps its place under the rows
    assert d.add_button.mapTo(d, d.add_button.rect().topLeft()) == place


@pytest.mark.parametrize("names, message", [
    (["Ann", "", "Cy"], "needs a name"),
    (["Ann", "   ", "Cy"], "needs a name"),
    (["Ann", "Bob", "ann "], "“\u2068Ann\u2069”"),  # the name set apart (formatting.isolate)
])
def test_names_must_be_there_and_differ(qtbot, app_settings, names, message):
    d = dialog(qtbot, app_settings)
    while len(d.rows) > 3:
        d.remove_seat(d.rows[-1])
    for row, name in zip(d.rows, names, strict=True):
        row.name_edit.setText(name)
    assert not d.ok_button.isEnabled()
    assert message in d.error.text()
    assert reason_of(d.ok_button) == d.error.text() and greyed_without_reason(d) == []  # greyed, it says why
    assert any(row.name_edit.property("invalid") for row in d.rows)
    d.accept()
    assert d.result() != NewGameDialog.DialogCode.Accepted
    d.rows[1].name_edit.setText("Bea")
    d.rows[2].name_edit.setText("Cy")
    d.rows[0].name_edit.setText("Ann")
    assert d.ok_button.isEnabled() and d.error.text() == "" and not reason_of(d.ok_button)


def test_rule_settings_seats_and_start_player_pass_through(qtbot, app_settings):
    d = dialog(qtbot, app_settings)
    d.rules.widgets["variant"].buttons["advanced"].click()
    d.rules.widgets["bears"].buttons["16"].click()
    d.rules.widgets["first_round_trading"].setChecked(False)
    d.rows[1].kind.setCurrentIndex(0)  # a second human
    d.rows[1].name_edit.setText("Bob")
    d.start_player.setCurrentIndex(2)  # "Random", then the seats in order
    config = d.config()
    assert config.settings == {"variant": "advanced", "bears": 16, "first_round_trading": False, "round_limit": None,
                               "start_player": 1}
    model = validates(config)
    assert (model.variant, model.bears, model.first_round_trading, model.start_player) == ("advanced", 16, False, 1)
    assert config.seats[1] == Seat(name="Bob", kind="human", level=None, colour=config.seats[1].colour)
    assert all(seat.level for seat in config.seats if seat.kind == "bot")


def test_a_taken_colour_is_swapped(qtbot, app_settings):
    d = dialog(qtbot, app_settings)
    first, second = d.rows[0].colour, d.rows[1].colour
    d._pick_colour(d.rows[0], second)
    assert (d.rows[0].colour, d.rows[1].colour) == (second, first)
    d.rows[0]._fill_menu()
    texts = [action.text() for action in d.rows[0].colour_button.menu().actions()]
    assert len(texts) == len(SEAT_COLOURS) and any("swap with" in text for text in texts)


def test_the_last_seats_are_remembered(qtbot, app_settings):
    d = dialog(qtbot, app_settings)
    d.rows[0].name_edit.setText("Ann")
    d.rows[2].name_edit.setText("Cy")
    d.add_seat()
    d.accept()
    assert d.result() == NewGameDialog.DialogCode.Accepted
    again = dialog(qtbot, app_settings)
    assert [seat.name for seat in again.config().seats] == [seat.name for seat in d.config().seats]
    assert [seat.colour for seat in again.config().seats] == [seat.colour for seat in d.config().seats]


def test_a_person_is_player_n_by_default_and_a_remembered_you_too(qtbot, app_settings):
    assert dialog(qtbot, app_settings).config().seats[0].name == "Player 1"
    app_settings.set_last_seats([{"name": "You", "kind": "human"}, {"name": "Bot 1", "kind": "bot"},
                                 {"name": "Player 1", "kind": "human"}])
    # default names count each kind in seat order
    assert [seat.name for seat in dialog(qtbot, app_settings).config().seats] == ["Player 1", "Bot 1", "Player 2"]


def test_broken_remembered_seats_give_the_defaults(qtbot, app_settings):
    app_settings.set_last_seats([{"name": "Solo", "kind": "alien"}, "nonsense"])
    seats = dialog(qtbot, app_settings).config().seats
    assert 3 <= len(seats) <= 5 and "Solo" not in [seat.name for seat in seats]


# ---- settings dialog --------------------------------------------------------------------------------
def test_settings_dialog_writes_through_app_settings(qtbot, app_settings):
    d = SettingsDialog(app_settings, None)
    qtbot.addWidget(d)
    assert not d.apply_button.isEnabled()
    d.animation.buttons["off"].click()
    d.bots.buttons["slow"].click()
    assert d.apply_button.isEnabled()
    assert app_settings.animation_speed == "normal"  # nothing written before OK or Apply
    with qtbot.waitSignal(app_settings.changed):
        qtbot.mouseClick(d.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert (app_settings.animation_speed, app_settings.bot_speed) == ("off", "slow")
    assert app_settings.bot_delay_ms == 1400


def test_settings_dialog_cancel_changes_nothing(qtbot, app_settings):
    d = SettingsDialog(app_settings, None)
    qtbot.addWidget(d)
    d.bots.buttons["instant"].click()
    with qtbot.assertNotEmitted(app_settings.changed):
        d.reject()
    assert app_settings.bot_speed == "normal"
    d2 = SettingsDialog(app_settings, None)
    qtbot.addWidget(d2)
    d2.bots.buttons["fast"].click()
    d2.apply()
    assert app_settings.bot_speed == "fast" and not d2.apply_button.isEnabled()
    d2.restore_defaults()
    d2.accept()
    assert app_settings.bot_speed == "normal"


# ---- rules window -------------------------------------------------------------------------------------
def test_rules_show_the_text_contents_and_every_card(qtbot):
    d = RulesDialog("ponzi", None)
    qtbot.addWidget(d)
    text = d.browser.toPlainText()
    assert not d.missing
    assert "Clandestine trading" in text and "Counter-offer!" in text and "Our ruling." in text
    for heading in ("1. Funding", "4. Market crash", "6. Pay interest", "All fund cards"):
        assert heading in d.headings()
    tables = [frame for frame in d.browser.document().rootFrame().childFrames()
              if isinstance(frame, QTextTable) and frame.columns() == 8]
    assert len(tables) == 1 and tables[0].rows() == 1 + 36  # a header and 72 cards in two halves
    cells = {tables[0].cellAt(r, c).firstCursorPosition().block().text() for r in range(37) for c in (0, 4)}
    assert cells >= {f"${value}" for value in range(9, 81)}
    assert "<!--" not in text and "Bear (18-bear game)" in text
    d.show()
    qtbot.waitExposed(d)
    last = d.contents.topLevelItem(d.contents.topLevelItemCount() - 1)
    d._go_to(last)
    assert d.browser.verticalScrollBar().value() > 0
    d.find_edit.setText("luxury")
    assert d.find_next()


def test_black_friday_rules_show_the_text_and_the_tables_from_the_data_file(qtbot):
    d = RulesDialog("black_friday", None)
    qtbot.addWidget(d)
    text = d.browser.toPlainText()
    assert not d.missing and "<!--" not in text and "Our ruling." in text
    for heading in ("Buying shares", "Price change", "6. The level", "The automated broker (M.I.B.S.)"):
        assert heading in d.headings()
    tables = [frame for frame in d.browser.document().rootFrame().childFrames() if isinstance(frame, QTextTable)]
    levels = next(t for t in tables if t.columns() == 4 and t.rows() == 1 + 10)  # a header and levels 0-9
    assert [levels.cellAt(r, 3).firstCursorPosition().block().text() for r in (1, 10)] == ["5", "12"]
    moves = next(t for t in tables if t.columns() == 4 and t.rows() == 1 + 11)  # nets -9..+12 in two halves
    cells = {moves.cellAt(r, c).firstCursorPosition().block().text() for r in range(1, 12) for c in (0, 1, 2, 3)}
    assert {"0", "←", "+2", "↑ →", "-2", "↓ ←"} <= cells
    assert "$20 → $21" in text and text.count("$100") >= 3


def test_rules_survive_a_missing_file(qtbot, monkeypatch):
    def missing(*parts):
        raise FileNotFoundError("missing resource: " + "/".join(parts))

    monkeypatch.setattr(rules_dialog, "resource_path", missing)
    d = RulesDialog("ponzi", None)
    qtbot.addWidget(d)
    assert d.missing
    assert "The rules are missing" in d.browser.toPlainText()
    assert "missing resource" in d.browser.toPlainText()


# ---- hand-off cover ------------------------------------------------------------------------------------
MAGENTA = 0xFFFF00FF  # ARGB of the "table" below: a colour nothing on the cover uses


def has_magenta(image: QImage) -> bool:
    argb = image.convertToFormat(QImage.Format.Format_ARGB32)  # kept alive while its bits are read
    pixels = array.array("I", bytes(argb.constBits()))
    return MAGENTA in pixels


@pytest.fixture
def covered(qtbot):
    page = QWidget()
    qtbot.addWidget(page)
    row = QHBoxLayout(page)
    table = QPushButton("SECRET CASH $123", page)
    table.setStyleSheet("border: none; background: #ff00ff; color: black; font-size: 30px;")  # flat magenta
    table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
    log = QLineEdit("Ann offered $40 to Bob", page)
    row.addWidget(table, 3)
    row.addWidget(log, 1)
    cover = HandoffCover(page)
    page.resize(1280, 720)
    page.show()
    qtbot.waitExposed(page)
    return page, table, log, cover


def test_the_cover_hides_the_whole_table(qtbot, covered):
    page, table, log, cover = covered
    assert not cover.isVisible() and has_magenta(page.grab().toImage())
    cover.show_for(1, "Bob", "#0072B2")
    assert cover.isVisible() and cover.geometry() == page.rect()
    assert not has_magenta(page.grab().toImage())
    visible = " ".join(w.text() for w in cover.findChildren(QLabel) + cover.findChildren(QPushButton))
    assert "Bob" in visible and "SECRET" not in visible and "$40" not in visible
    page.resize(1600, 900)
    assert cover.geometry() == page.rect() and not has_magenta(page.grab().toImage())
    late = QLabel("late", page)
    late.show()
    assert not has_magenta(page.grab().toImage())
    assert page.children().index(cover) > page.children().index(late)


def test_the_cover_blocks_the_mouse_and_the_keyboard(qtbot, covered):
    page, table, log, cover = covered
    cover.show_for(2, "Cy", None)
    hit = page.childAt(table.geometry().center())
    assert hit is cover or cover.isAncestorOf(hit)  # the window sends clicks there to the cover
    with qtbot.assertNotEmitted(table.clicked):
        qtbot.mouseClick(cover, Qt.MouseButton.LeftButton, pos=table.geometry().center())
    cover.button.setFocus()
    qtbot.keyClick(cover.button, Qt.Key.Key_Tab)
    assert not log.hasFocus() and not table.hasFocus()
    qtbot.keyClicks(cover, "abc")
    assert log.text() == "Ann offered $40 to Bob"


def test_the_cover_is_claimed_by_click_enter_and_space(qtbot, covered):
    page, table, log, cover = covered
    for seat, claim in ((1, lambda: qtbot.mouseClick(cover.button, Qt.MouseButton.LeftButton)),
                        (2, lambda: qtbot.keyClick(cover, Qt.Key.Key_Return)),
                        (0, lambda: qtbot.keyClick(cover, Qt.Key.Key_Enter)),
                        (1, lambda: qtbot.keyClick(cover, Qt.Key.Key_Space))):
        cover.show_for(seat, f"Player {seat}", SEAT_COLOURS[seat])
        with qtbot.waitSignal(cover.claimed) as blocker:
            claim()
        assert blocker.args == [seat]
        assert not cover.isVisible()
        assert has_magenta(page.grab().toImage())


def test_bot_seats_start_at_normal_and_keep_a_remembered_level(qtbot, app_settings):
    dialog = NewGameDialog("ponzi", app_settings)
    qtbot.addWidget(dialog)
    assert [s.level for s in dialog.config().seats if s.kind == "bot"] == ["normal"] * 3
    app_settings.set_last_seats([Seat(name=n, kind="bot", level=lvl).model_dump() for n, lvl in
                                 [("A", "hard"), ("B", "easy"), ("C", "random"), ("D", "normal")]])
    again = NewGameDialog("ponzi", app_settings)
    qtbot.addWidget(again)
    assert [s.level for s in again.config().seats] == ["hard", "easy", "random", "normal"]


def test_the_app_paints_scrolled_views_again_rather_than_moving_their_pixels(qapp, monkeypatch):
    """On X11, Qt's moved pixels of the game log's first scroll were left over the menu bar (after Continue,
    under Xvfb); the app asks Qt to paint a scrolled view again, unless the user's environment says otherwise."""
    import os

    from ponzi_desktop.ui.app import make_application

    monkeypatch.delenv("QT_NO_FAST_SCROLL", raising=False)
    assert make_application() is qapp
    assert os.environ["QT_NO_FAST_SCROLL"] == "1"
