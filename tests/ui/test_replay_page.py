"""The replay page in the window: opened from the end table and from the saved games, closed back to where it
came from; its keys and its play; its bar neither cut nor under 11 px at 1280x720 in every language, and the
board's text as large as in the game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from widget_checks import MAXIMISED_720, clipped, table_texts, too_small

from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.persistence import GameRecord, Seat, replay, write_save
from ponzi_desktop.persistence.sample import random_record
from ponzi_desktop.ui import games, i18n
from ponzi_desktop.ui.main_window import MainWindow
from ponzi_desktop.ui.session import GameSession
from ponzi_desktop.ui.settings import saves_dir

PLAYABLE = [g.id for g in games.playable()]
LANGUAGES = ["en", "ja", "es", "zh_TW"]
NAMES = ["Ann", "Bob", "Cleo", "Dev"]


def record_of(game: str, actions: int | None = None, humans=(0,)):
    names = NAMES if game_spec(game).max_players >= 4 else NAMES[:3]
    return random_record(names, actions, seed=7, game=game, humans=humans)


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


def test_replay_this_game_from_the_end_table_and_back(qtbot, window):
    record = record_of(PLAYABLE[0])
    session = GameSession(record, bot_delay_ms=0)
    window.start_session(session)
    qtbot.waitUntil(lambda: window.game_page.end_table_shown(), timeout=3000)
    end = window.game_page.end_table
    assert end.replay_button.isVisible() and end.replay_button.text() == "Replay this game"
    end.replay_button.click()
    page = window.replays.page
    assert page is not None and window.stack.currentWidget() is page
    assert page.session.full_record == record and page.session.finished
    assert not window.menus.act_undo.isEnabled() and not window.menus.act_hint.isEnabled()
    page.bar.close_button.click()
    assert window.replays.page is None
    assert window.stack.currentWidget() is window.game_page and window.session is session
    assert session.record == record


def test_replay_from_the_saved_games_and_back_to_the_start_page(qtbot, window, monkeypatch):
    from ponzi_desktop.ui.saved_games_dialog import SavedGamesDialog

    record = record_of(PLAYABLE[-1], actions=120, humans=(0, 1))  # unfinished, two people at the screen
    path = saves_dir() / "Half a game.json"
    write_save(path, record, replay(record), "Half a game")
    data = path.read_bytes()

    lists: list = []  # the save chosen in each Saved Games list shown

    def choose_and_replay(dialog):
        lists.append(dialog.view.current().path if dialog.view.current() else None)
        if len(lists) > 1:
            return dialog.reject()  # the second time: Close
        assert dialog.replay_button.isEnabled()
        dialog.replay_button.click()
        return dialog.result()

    monkeypatch.setattr(SavedGamesDialog, "exec", choose_and_replay)
    window.open_saved_games()
    page = window.replays.page
    assert page is not None and window.stack.currentWidget() is page and window.session is None
    assert page.session.full_record == record and not page.session.finished
    assert page.session.eyes() == [None] and not page.bar.eyes_box.isEnabled()
    assert "nobody's secrets" in page.bar.eyes_words.text()
    page.go_to(len(record.actions))
    page.bar.close_button.click()
    assert window.replays.page is None and window.stack.currentWidget() is window.start_page
    # Close replay goes back to the list it was chosen in, the save still chosen there
    qtbot.waitUntil(lambda: len(lists) == 2, timeout=3000)
    assert lists == [path, path]
    assert window.replays.page is None and window.stack.currentWidget() is window.start_page
    assert path.read_bytes() == data


def test_open_replay_for_the_history_page_keys_and_eyes(qtbot, window):
    record = record_of(PLAYABLE[1], humans=(0, 1))
    assert window.replays.open(record, "A game")
    page = window.replays.page
    s = page.session
    page.setFocus()
    qtbot.keyClick(page, Qt.Key.Key_Right)
    assert s.position == 1
    qtbot.keyClick(page, Qt.Key.Key_End)
    assert s.position == s.length and s.is_over
    qtbot.keyClick(page, Qt.Key.Key_Left)
    assert s.position == s.length - 1
    qtbot.keyClick(page, Qt.Key.Key_Home)
    assert s.position == 0
    qtbot.keyClick(page, Qt.Key.Key_PageDown)
    assert s.position == s.marks[0].position
    qtbot.keyClick(page, Qt.Key.Key_PageUp)
    assert s.position == s.marks[0].position  # no mark before the first
    assert page.bar.position_text().startswith(f"Action {s.position} of {s.length}")
    # eyes: any seat once the game is over, said in words
    assert page.bar.eyes_box.count() == len(record.seats) + 1
    page.bar.eyes_box.activated.emit(2)
    assert s.viewer == 1
    assert "You see what \u2068Bob\u2069 saw." in page.bar.eyes_words.text()  # the name isolated
    assert "any player's eyes" in page.bar.eyes_words.text()
    assert page.log_view.caption.text() == "As \u2068Bob\u2069 sees it"
    # nothing on the table invites a move: the panel is not there, a drop is refused in words
    assert page.table.panel.isHidden()
    assert page.table.moves().waiting == "This is a replay: nothing can be played here."
    window.replays.close()
    assert window.stack.currentWidget() is window.start_page


def test_play_moves_on_after_the_board_has_shown_each_action(qtbot, window, monkeypatch):
    from ponzi_desktop.ui.replay import page as replay_page

    monkeypatch.setattr(replay_page, "STEADY_MS", 5)
    window.replays.open(record_of(PLAYABLE[0]))
    page = window.replays.page
    qtbot.keyClick(page, Qt.Key.Key_Space)
    assert page.playing
    qtbot.waitUntil(lambda: page.session.position >= 4, timeout=3000)
    qtbot.keyClick(page, Qt.Key.Key_Space)
    assert not page.playing
    stopped = page.session.position
    qtbot.wait(50)
    assert page.session.position == stopped
    page.go_to(page.session.length - 2)
    page.play()
    qtbot.waitUntil(lambda: not page.playing, timeout=3000)  # it stops at the end
    assert page.session.position == page.session.length


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_bar_is_not_cut_nor_small_and_the_board_keeps_its_size_at_1280x720(qtbot, app_settings, english_after,
                                                                             lang):
    app_settings.animation_speed = "off"
    window = MainWindow(app_settings, language=lang)
    qtbot.addWidget(window)
    window.resize(*MAXIMISED_720)
    window.show()
    qtbot.waitExposed(window)
    bad: list[str] = []
    for game in PLAYABLE:
        record = record_of(game)
        window.replays.open(record, "A game")
        page = window.replays.page
        # the board's texts are read from `table_texts`' own drawing: it need not be painted on the screen too
        # (what is read came out the same in the four languages; a sixth of the test's time)
        page.table.view.viewport().setUpdatesEnabled(False)
        for k in (0, len(record.actions) // 2, len(record.actions)):
            page.go_to(k)
            page.session.set_eyes(None if k else 1)
            QApplication.processEvents()
            where = f"{game} at {k}"
            bad += [f"{where}: {problem}" for problem in clipped(page.bar) + too_small(page.bar)]
            bad += [f"{where}: table text {d.text!r} at {d.px:.1f} px" for d in table_texts(page.table)
                    if d.cut or d.px < 11.0 - 1e-6]
    window.replays.close()
    assert not bad, "\n".join(dict.fromkeys(bad))


@pytest.mark.parametrize("where", ["table", "round", "button", "eyes"])
def test_esc_closes_the_replay_wherever_the_keyboard_is(qtbot, window, where):
    """The table's own Esc and the page's are one: after a click on the board Esc still closes the replay."""
    window.replays.open(record_of(PLAYABLE[-1]), "A game")
    page = window.replays.page
    page.go_to(page.session.length // 2)
    target = {"table": page.table.view.viewport(), "round": page.bar.round_box,
              "button": page.bar.buttons["forward"], "eyes": page.bar.eyes_box}[where]
    if where == "table":
        qtbot.mouseClick(target, Qt.MouseButton.LeftButton, pos=target.rect().center())
        page.table.view.setFocus()
    else:
        target.setFocus()
    QApplication.processEvents()
    focused = QApplication.focusWidget()
    assert focused is not None and page.isAncestorOf(focused)
    qtbot.keyClick(focused, Qt.Key.Key_Escape)
    assert window.replays.page is None and window.stack.currentWidget() is window.start_page


@pytest.mark.parametrize("game", PLAYABLE)
def test_the_bar_says_the_same_moment_however_it_was_reached(qtbot, window, game):
    """Stepping forward (animated), stepping back, a jump and a change of eyes: at every position the bar's
    words, once the board has shown it, are those a jump to that position gives."""
    window.settings.animation_speed = "normal"
    record = record_of(game)
    window.replays.open(record, "A game")
    page = window.replays.page
    s = page.session
    last = min(s.length, 240)  # Anti-Monopoly's long game: its first rounds
    stepped: list[str] = []
    for _ in range(last):
        page.step_forward()
        page.table.animator.snap()  # the board has shown the step
        stepped.append(page.bar.position_label.text())
    for position in range(last, 0, -1):
        page.go_to(position)
        assert page.bar.position_label.text() == stepped[position - 1], position
        if position % 17 == 0:  # eyes changed and back: the same words
            page.set_eyes(None)
            assert page.bar.position_label.text() == stepped[position - 1], position
    page.go_to(last)
    page.step_back()
    assert page.bar.position_label.text() == stepped[last - 2]


def test_the_round_box_has_the_bars_look_with_its_arrows(qtbot, window):
    """The round box was the stock spin box the platform draws (a white field, a grey frame) beside the bar's
    themed combo box: it now has the combo's look (its cream field, its brass edge) and its own arrows (dark
    ink in both buttons), at the bar's font size."""
    from PySide6.QtWidgets import QStyle, QStyleOptionSpinBox

    window.replays.open(record_of(PLAYABLE[0]), "A game")
    bar = window.replays.page.bar
    box, combo = bar.round_box, bar.eyes_box
    box.setValue(box.minimum() + 1)  # both arrows enabled
    QApplication.processEvents()
    image, combo_image = box.grab().toImage(), combo.grab().toImage()
    option = QStyleOptionSpinBox()
    box.initStyleOption(option)
    for part in (QStyle.SubControl.SC_SpinBoxUp, QStyle.SubControl.SC_SpinBoxDown):
        rect = box.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, option, part, box)
        ink = [image.pixelColor(x, y).lightness() for x in range(rect.left() + 2, rect.right() - 1)
               for y in range(rect.top() + 1, rect.bottom())]
        assert min(ink) < 150, part  # an arrow drawn, not a blank button
    middle = box.height() // 2
    assert image.pixelColor(4, middle).name() == combo_image.pixelColor(4, combo.height() // 2).name() == "#fbf5e6"
    assert image.pixelColor(0, middle).name() == combo_image.pixelColor(0, combo.height() // 2).name()  # brass
    assert box.font().pixelSize() == bar.position_label.font().pixelSize()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_bar_grows_with_the_table_at_1920x1080_as_the_action_panel_does(qtbot, app_settings, english_after,
                                                                          lang):
    from PySide6.QtGui import QFontInfo

    app_settings.animation_speed = "off"
    window = MainWindow(app_settings, language=lang)
    qtbot.addWidget(window)
    sizes = {}
    for size in ((1280, 720), (1920, 1080)):
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        record = record_of(PLAYABLE[0])
        window.start_session(GameSession(record, bot_delay_ms=0))
        QApplication.processEvents()
        panel = window.game_page.table.panel.scale
        window.replays.open(record, "A game")
        page = window.replays.page
        QApplication.processEvents()
        bar = page.bar
        assert bar.scale == pytest.approx(panel, abs=0.03), size  # the action panel's size in the same window
        sizes[size] = (bar.height(), QFontInfo(bar.position_label.font()).pixelSize(),
                       QFontInfo(bar.round_box.font()).pixelSize(), QFontInfo(bar.eyes_words.font()).pixelSize())
        assert not clipped(bar) and not too_small(bar)
        window.replays.close()
        window.close_session()
    small, large = sizes[(1280, 720)], sizes[(1920, 1080)]
    assert all(b >= 1.3 * a for a, b in zip(small, large, strict=True)), (small, large)


@pytest.mark.parametrize("game", PLAYABLE)
def test_through_a_seats_eyes_the_board_says_you_as_the_log_does(qtbot, window, game):
    window.replays.open(record_of(game), "A game")
    page = window.replays.page
    s = page.session
    for position in range(1, min(s.length, 120)):
        page.go_to(position)
        actor = s.view().actor
        if actor is not None and not s.is_over:
            break
    page.set_eyes(actor)
    QApplication.processEvents()
    said = page.table.status_text(s.view()).replace("\u2068", "").replace("\u2069", "")
    name = s.seats[actor].name
    assert name not in said or said.startswith(name + ",")  # Anti-Monopoly's "Ann, answer Bob's offer."
    if not said.startswith(name):
        assert said == "You play next."
    page.set_eyes(None)  # a spectator: the player by name, who plays next (nobody decides in a replay)
    said = page.table.status_text(s.view())
    assert name in said and "deciding" not in said and "thinking" not in said


def test_the_speed_of_play_two_four_times_or_the_animations_skipped(qtbot, window, monkeypatch):
    from ponzi_desktop.ui.replay import page as replay_page

    window.settings.animation_speed = "normal"
    window.replays.open(record_of(PLAYABLE[-1]), "A game")
    page = window.replays.page
    bar = page.bar
    assert [a.text() for a in bar.speed_actions] == ["1×", "2×", "4×", "Instant: no animations"]
    assert bar.speed_button.text() == "1×"
    normal = window.settings.animation_factor
    assert page.table.settings.animation_factor == normal and normal > 0
    pause = page._pause_ms()
    width = bar.speed_button.width()
    bar.speed_actions[2].trigger()
    assert bar.speed_button.text() == "4×" and bar.speed_button.width() == width  # nothing beside it moves
    assert page.table.settings.animation_factor == pytest.approx(normal / 4)
    assert page._pause_ms() == round(pause / 4)
    monkeypatch.setattr(replay_page, "SKIP_MS", 5)
    bar.speed_actions[3].trigger()  # skip: every action shown at once, a few a second
    assert bar.speed_button.text() == "Instant" and bar.speed_actions[3].isChecked()
    assert page.table.settings.animation_factor == 0
    busy = []  # after each action: whether the board is still showing it (skipped: never)
    page.session.position_changed.connect(lambda _p: busy.append(page.table.animator.busy))
    page.play()
    # the pace is the pause's: the next action is asked for SKIP_MS after the last one is shown (a wall-clock
    # wait for 30 of them failed on a loaded machine, where showing an action takes longer than the pause)
    assert page._play_timer.isActive() and page._play_timer.interval() == 5
    qtbot.waitUntil(lambda: page.session.position >= 30, timeout=60_000)
    assert page._play_timer.interval() == 5 and len(busy) >= 30 and not any(busy)
    assert not page.table.animator.busy
    page.pause()
    assert window.settings.animation_speed == "normal"  # the app's own setting is untouched


def whole_game(game: str, extra: dict) -> GameRecord:
    """A finished game of random moves (Anti-Monopoly's by its two-hour ending: a whole game, in a few rounds)."""
    import random

    spec = game_spec(game)
    names = NAMES if spec.max_players >= 4 else NAMES[:3]
    settings = spec.settings_from(len(names), extra)
    state = spec.new_game(settings, 7)
    rng = random.Random(7)
    texts: list[str] = []
    while not state.is_over:
        choices = state.legal_choices()
        choice = choices[rng.randrange(len(choices))]
        action = choice.action if choice.param is None else choice.with_value(rng.randint(choice.lo, choice.hi))
        state.apply(action)
        texts.append(action.to_text())
    seats = [Seat(name=n, kind="human") if i == 0 else Seat(name=n, kind="bot", level="random")
             for i, n in enumerate(names)]
    return GameRecord(game=game, settings=settings.model_dump(mode="json"), seed=7, seats=seats, actions=texts)


SHORT = {"anti_monopoly": {"two_hour_rounds": 4}}


@pytest.mark.parametrize("game", PLAYABLE)
def test_the_bar_and_the_table_name_the_same_round_at_every_moment_of_a_whole_game(qtbot, window, game):
    """House rule: the status line, the log and the board show one moment. The bar's round box and its words
    named the position's round while the board still showed the action before (a new round's first action),
    and its words took the round of the newest view while the table's heading said the shown one's. Stepping
    through a whole game, animated: as each event begins to show and once the step is shown whole, the box,
    the bar's words and the table's heading name one round."""
    import re

    window.settings.animation_speed = "normal"
    record = whole_game(game, SHORT.get(game, {}))
    window.replays.open(record, "A game")
    page = window.replays.page
    table, bar, s = page.table, page.bar, page.session
    assert s.finished
    wrong: list[tuple] = []
    rounds: set[int] = set()

    def check(when: str, *_args) -> None:
        heading = table.phase_title(table.shown_view())
        named = {int(n) for n in re.findall(r"[Rr]ound (\d+)", f"{heading} | {bar.position_label.text()}")}
        rounds.add(bar.round_box.value())
        if named - {bar.round_box.value()}:
            wrong.append((s.position, when, bar.round_box.value(), heading, bar.position_label.text()))

    table.showing.connect(lambda *args: check("showing"))
    for _ in range(s.length):
        page.step_forward()
        check("stepped")
        table.animator.snap()
        check("shown")
    assert s.position == s.length and not wrong, wrong[:5]
    assert len(rounds) > 2  # rounds went by


def test_every_greyed_control_of_the_replay_bar_says_why(qtbot, window):
    """At the start, back and the previous mark are greyed: they say so, as Play, forward and the next mark at
    the end, and the eyes of an unfinished game of two people (a spectator's only)."""
    from widget_checks import greyed_without_reason

    assert window.replays.open(record_of(PLAYABLE[1], 12, humans=(0, 1)), "A game")
    page = window.replays.page
    bar, s = page.bar, page.session
    assert not bar.buttons["back"].isEnabled() and bar.buttons["back"].toolTip() == "This is the start of the game"
    assert not bar.eyes_box.isEnabled()
    assert greyed_without_reason(page) == []
    page.setFocus()
    qtbot.keyClick(page, Qt.Key.Key_End)
    assert s.position == s.length
    assert not bar.buttons["forward"].isEnabled() and bar.buttons["forward"].toolTip() == "This is the end of the game"
    assert bar.buttons["back"].isEnabled() and bar.buttons["back"].toolTip() == "One action back (Left)"
    assert greyed_without_reason(page) == []
