"""Nothing on a table shifts between turns: over a 200-action game of every game, the things a player finds by place
keep their places. The action panel's row: with the same buttons and words in it, each one stands where it stood before
(a price growing from $8 to $30, or a menu's arrow appearing, moved the buttons after it), and with the same
words but for their amounts too (a button sized to its number changed width as the number changed). Anti-Monopoly's places: a
player's deeds start at the same height whatever the status line beside or under the role badge says ("On <space>" moved
them 20-30 px)."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton
from test_table_rules import open_window, session_at

from ponzi_desktop.bots.random_bot import RandomBot
from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.ui import games

PLAYABLE = [g.id for g in games.playable()]
ACTIONS = 200


def row_places(panel) -> tuple[tuple, tuple]:
    """The panel's row as (what is in it, where each thing stands). Amounts count as one: a row whose buttons
    say the same but for their numbers ("Buy for $60", "Buy for $400"; a card of $8, of $120) is the same row,
    and its buttons stand where they stood (a button sized to its number grew with it, and moved the rest)."""
    box = panel.buttons_box
    shown = [w for w in box.findChildren(QPushButton) + box.findChildren(QLabel) if w.isVisible()]
    shown.sort(key=lambda w: w.mapTo(panel, QPoint(0, 0)).x())
    key = tuple((type(w).__name__, re.sub(r"[\d,]+", "#", w.accessibleName() or w.text())) for w in shown)
    return key, tuple((w.mapTo(panel, QPoint(0, 0)).x(), w.width()) for w in shown)


def deed_tops(table) -> dict:
    """Per seat's place, where its first deed starts (Anti-Monopoly), or nothing for a table without deeds."""
    tops = {}
    for area in getattr(table.scene, "areas", []):
        chips = [c for c in getattr(area, "chips", {}).values() if c.isVisible()]
        if chips:
            tops[area.seat if hasattr(area, "seat") else id(area)] = round(
                min(c.sceneBoundingRect().top() for c in chips), 3)
    return tops


def heading_problems(panel, n: int, prompt_xs: list[int]) -> list[str]:
    """The status line's heading ("Round 74 · Build, trade or end the turn") is whole, starts at the panel's
    left edge every time (right-aligned, its left edge moved from turn to turn), and its room ends at the
    prompt; the prompt after it never jumps back (it stood after "Round 74 · Build, trade ·", cut, or after a
    140 px gap)."""
    title, prompt = panel.title, panel.prompt
    out = []
    box = title.contentsRect()
    words = title.fontMetrics().boundingRect(QRect(0, 0, box.width(), 10_000), int(Qt.TextFlag.TextWordWrap),
                                             title.text())
    if words.width() > box.width() or words.height() > box.height():
        out.append(f"action {n}: the heading {title.text()!r} ({words.width()}x{words.height()} px) is cut to "
                   f"{box.width()}x{box.height()} px")
    if not title.alignment() & Qt.AlignmentFlag.AlignLeft or title.geometry().left() != panel.grid.contentsMargins().left():
        out.append(f"action {n}: the heading {title.text()!r} does not start at the panel's left edge")
    gap = prompt.geometry().left() - title.geometry().right()
    if gap > panel.grid.horizontalSpacing() + 2:
        out.append(f"action {n}: {gap} px between the heading {title.text()!r} and the prompt")
    x = prompt.geometry().left()
    if prompt_xs and x < prompt_xs[-1]:
        out.append(f"action {n}: the prompt jumped back from {prompt_xs[-1]} to {x} ({title.text()!r})")
    prompt_xs.append(x)
    return out


@pytest.mark.parametrize("game", PLAYABLE)
def test_nothing_shifts_between_turns_over_a_200_action_game(qtbot, app_settings, game):
    """The table is shown every decision of a seeded 200-action random game through the decider's eyes (the
    scene and the panel's row as the table fills them; the session's plumbing is left out, for speed)."""
    window = open_window(qtbot, app_settings, (1280, 701))
    spec = game_spec(game)
    players = max(spec.min_players, min(3, spec.max_players))  # three: wide places, where a status fits beside
    window.start_session(session_at(game, players, 17, 0))
    QApplication.processEvents()
    table = window.game_page.table
    # places are read from the layout, not from pixels: the window need not be painted at each decision too (the
    # board alone was a quarter of the test's time; the rows, deed tops and prompt places read are the same,
    # checked in all games)
    window.setUpdatesEnabled(False)
    state = spec.new_game(spec.settings_from(players, {}), 17)
    rng, bot = random.Random(3), RandomBot()
    rows: dict[tuple, tuple] = {}
    tops: dict = {}
    prompt_xs: list[int] = []
    bad = []
    for n in range(ACTIONS):
        if state.is_over:
            break
        seat = state.current_player
        view = state.view(seat)
        table.sync_scene(view, seat)
        moves = table.make_moves(view, None)
        table.panel.show_moves(moves, table.empty_selection(), table.phase_title(view), table.prompt(view), n)
        bad += heading_problems(table.panel, n, prompt_xs)  # at once: never shown cut, or in the last one's room
        QApplication.processEvents()
        bad += heading_problems(table.panel, n, prompt_xs)
        key, places = row_places(table.panel)
        if rows.setdefault(key, places) != places:
            bad.append(f"action {n}: the row {key} moved from {rows[key]} to {places}")
        for where, top in deed_tops(table).items():
            if tops.setdefault(where, top) != top:
                bad.append(f"action {n}: seat {where}'s deeds start at {top}, not {tops[where]}")
        state.apply(bot.choose(view, rng))
    assert (n >= 100 or state.is_over) and len(rows) > 1
    # the heading's room is the widest heading's from the start: the prompt never moves along (it moved a step
    # with each longer heading, four times in a game)
    assert len(set(prompt_xs)) == 1, f"the prompt stood at {sorted(set(prompt_xs))}"
    window.close_session()
    assert not bad, "\n".join(dict.fromkeys(bad[:20]))


def test_a_long_heading_stays_on_one_line_where_the_row_has_room(qtbot):
    """At 1280 px the panel has room for "Round 12 · Build, trade or end the turn" on one line beside the prompt
    (it took two lines with the prompt's room half empty); a narrow panel still gives the prompt the room."""
    from ponzi_desktop.ui.kit.action_panel import ActionPanel

    heading = "Round 12 · Build, trade or end the turn"
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.resize(1020, 90)  # the panel's width in a 1280x720 window with the log open
    panel.show()
    panel.show_waiting(heading, "Bob is thinking.")
    QApplication.processEvents()
    fm = panel.title.fontMetrics()
    lines = fm.boundingRect(QRect(0, 0, panel.title.width(), 10_000), int(Qt.TextFlag.TextWordWrap), heading)
    assert lines.height() < 2 * fm.height(), "a wide panel's heading took two lines"
    assert not heading_problems(panel, 0, [])
    # a word's room of blank between the heading's last word and the prompt's first: a review read "…end the
    # turn Hint: end your turn." as one run of words with 5 px between them
    words_end = panel.title.x() + fm.horizontalAdvance(heading)
    assert panel.prompt.x() - words_end >= 16, (words_end, panel.prompt.x())
    panel.resize(560, 90)
    QApplication.processEvents()
    words = panel.title.fontMetrics().horizontalAdvance(heading)
    assert panel.title.width() < words, "a narrow panel's heading kept the prompt's room"
    assert not heading_problems(panel, 1, [])


def test_the_keyboard_focus_on_a_panel_button_is_a_clear_ring_that_moves_nothing(qtbot):
    """The focus showed only as a slightly different border on the bar's buttons, easy to lose: now a ring at
    3:1 or more against the panel's wood, and the button keeps its size."""
    from PySide6.QtGui import QColor

    from ponzi_desktop.ui.kit.action_panel import ActionPanel
    from ponzi_desktop.ui.look import contrast

    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.resize(1020, 90)
    panel.show()
    qtbot.waitExposed(panel)
    panel.show_waiting("Round 1", "Bob is thinking.")
    button, other = panel.hint_button, panel.undo_button
    button.setVisible(True)
    other.setVisible(True)
    panel.activateWindow()
    other.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(other.hasFocus)

    def edge() -> tuple[QColor, object]:
        QApplication.processEvents()
        image = button.grab().toImage()
        return image.pixelColor(1, image.height() // 2), button.size()

    plain, size = edge()
    button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(button.hasFocus)
    ring, focused_size = edge()
    assert focused_size == size
    assert contrast(ring, QColor("#2b1a0e")) >= 3.0, ring.name()
    assert contrast(ring, plain) >= 3.0, (ring.name(), plain.name())  # focused and not: told apart


@pytest.mark.click_guard
def test_a_button_come_where_another_stood_ignores_clicks_for_a_moment(qtbot, window):
    """A review (Ponzi Scheme, hot seat): the start player removed a card, no Hand Over came as the same person
    played on, and Pass stood where Hand Over usually is; the next click, aimed at Hand Over, passed the whole
    funding turn. A button come in the last place (or a button whose meaning changed under the pointer) ignores
    clicks for the click-through guard's moment; after it, a click plays as ever."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from ponzi_desktop.persistence import Seat
    from ponzi_desktop.ui.kit.click_guard import GUARD_MS, held_back
    from ponzi_desktop.ui.session import GameSession

    assert 300 <= GUARD_MS <= 700
    seats = [Seat(name="Ann", kind="human"), Seat(name="Bob", kind="human"),
             Seat(name="Cy", kind="bot", level="random")]
    window.start_session(GameSession.new("ponzi", {"start_player": 0}, 5, seats, **window.session_options()))
    panel = window.game_page.table.panel
    passes = []
    panel.pass_requested.connect(lambda: passes.append(True))
    panel.pass_button.setVisible(False)
    panel._guard_end(panel.end_shown())  # as the panel does around a change: none stood there before
    before = panel.end_shown()
    panel.pass_button.setVisible(True)
    panel._guard_end(before)
    assert held_back(panel.pass_button)
    QTest.mouseClick(panel.pass_button, Qt.MouseButton.LeftButton)  # at once: the click aimed at Hand Over
    assert not passes
    qtbot.waitUntil(lambda: not held_back(panel.pass_button), timeout=2000)
    QTest.mouseClick(panel.pass_button, Qt.MouseButton.LeftButton)  # after the moment: a pass
    assert passes == [True]


@pytest.mark.parametrize("game", PLAYABLE)
def test_a_new_size_places_the_board_and_the_panel_at_once(qtbot, app_settings, game):
    """A review (Japanese, 1440x900): as a lesson's first note came up the board shrank and the bottom bar moved up
    ~9 px. The table's new size scales the panel (taller), but the layout had already placed the board for the
    panel's old height, and placed it again only at its next pass: whatever came then seemed to shrink the board.
    Now the board and the panel have their places for the new size as the resize is handled."""
    window = open_window(qtbot, app_settings, (1280, 701))
    window.start_session(session_at(game, game_spec(game).min_players, 17, 0))
    QApplication.processEvents()
    table = window.game_page.table
    for width, height in ((1440, 900), (1280, 701), (1920, 1050)):
        table.resize(width, height)  # handled at once (the table is shown): no event loop in between
        panel, view = table.panel, table.view
        assert panel.height() == panel.maximumHeight(), (width, height)
        assert view.geometry().bottom() + 1 == panel.geometry().top() and panel.geometry().bottom() + 1 == height, \
            (width, height, view.geometry(), panel.geometry())
    window.close_session()


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
@pytest.mark.parametrize("game", PLAYABLE)
def test_a_row_built_before_a_new_size_stands_as_one_built_after_it(qtbot, app_settings, game, lang):
    """A review (Chinese Anti-Monopoly lesson, 1920x1080): the row moved 19 px right when Roll the dice came lit.
    The row had been built while the lesson's note held the moves back, before the table took its size, and Roll
    kept the room for "Roll again" measured in the old, smaller look; built again for the lit move, it took the
    room in the new look. The 200-action walk above never changes the size mid-game, in English "Roll the dice"
    is the wider words anyway, and a lesson's held row is kept as long as its note is read. Now a row built at
    one size and scaled to another stands exactly as the same row built afresh there, the focus on a button or
    not (the look's focus padding was not scaled: at 1920x1080 the focused button was 8 px narrower)."""
    from ponzi_desktop.ui import i18n

    i18n.install(lang)
    try:
        window = open_window(qtbot, app_settings, (1280, 701), lang)
        spec = game_spec(game)
        players = spec.min_players
        # a deal where the person at the screen (seat 0) moves first: the table's own refresh shows the same row
        seed = next(n for n in range(17, 200)
                    if spec.new_game(spec.settings_from(players, {}), n).current_player == 0)
        window.start_session(session_at(game, players, seed, 0))
        QApplication.processEvents()
        table = window.game_page.table
        assert window.session.my_turn()
        view = window.session.view()
        moves = table.make_moves(view, None)
        table.panel.show_moves(moves, table.empty_selection(), table.phase_title(view), table.prompt(view), "before")
        QApplication.processEvents()
        window.resize(1920, 1080)
        QApplication.processEvents()
        scaled = row_places(table.panel)
        table.panel.show_moves(moves, table.empty_selection(), table.phase_title(view), table.prompt(view), "after")
        QApplication.processEvents()
        afresh = row_places(table.panel)
        assert scaled[0] == afresh[0] and scaled[1] == afresh[1], f"{scaled} scaled, {afresh} built afresh"
        window.close_session()
    finally:
        i18n.install("en")


@pytest.mark.parametrize("game", PLAYABLE)
def test_hint_and_undo_stay_on_the_panel_greyed_with_their_reason(qtbot, app_settings, game):
    """A review (Anti-Monopoly): Hint went while a card was shown, leaving Undo alone; Undo was missing after a
    hot-seat hand-back. The fixed buttons keep their slots: one that cannot act now stays, greyed, saying why
    (while the board still shows the last moves, on another's turn, with nothing to undo, after a hand-off)."""
    from ponzi_desktop.ui.kit.reasons import reason_of

    app_settings.animation_speed = "fast"
    window = open_window(qtbot, app_settings, (1280, 701))
    app_settings.animation_speed = "fast"
    session = session_at(game, game_spec(game).min_players, 17, 0, humans=(0, 1))
    window.start_session(session)
    QApplication.processEvents()
    table = window.game_page.table
    panel = table.panel
    # the buttons are read for what they are, not how they look: the window need not be painted at each frame of
    # the moves shown (the animations still run, and the buttons are read while they do)
    window.setUpdatesEnabled(False)
    rng, bot, bad = random.Random(5), RandomBot(), []

    def look(when: str) -> None:
        for b in (panel.hint_button, panel.undo_button):
            if b.isHidden():
                bad.append(f"{when}: {b.objectName()} is hidden")
            elif not b.isEnabled() and not reason_of(b):
                bad.append(f"{when}: {b.objectName()} is greyed without a reason")

    for n in range(12):
        if session.is_over:
            break
        if session.handoff_pending is not None:
            session.claim_seat(session.handoff_pending)
            QApplication.processEvents()
            look(f"action {n}, after the hand-off")
        if not session.my_turn():
            break
        assert session.submit(bot.choose(session.view(), rng))
        QApplication.processEvents()
        look(f"action {n}, {'while the board shows it' if table.animator.busy else 'after it'}")
        qtbot.waitUntil(lambda: not table.animator.busy, timeout=20_000)
        look(f"action {n}, shown")
    window.close_session()
    assert not bad, "\n".join(dict.fromkeys(bad[:20]))
