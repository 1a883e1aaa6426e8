"""The hand-off cover, as play-testers found it: a name broken over two lines, a button that moved with the
summary, "Since your last turn" on a first turn, every "Player N" with the same "P" token, and the cover
coming up before the mover saw their own move. In every language, at 1280 x 720 and 1920 x 1080."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QCoreApplication, QElapsedTimer, QPoint, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from widget_checks import clipped

from ponzi_desktop.bots.random_bot import RandomBot
from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.persistence import Seat
from ponzi_desktop.ui import game_page, games, i18n
from ponzi_desktop.ui.formatting import isolate
from ponzi_desktop.ui.handoff import HandoffCover, token_marks
from ponzi_desktop.ui.handoff_heading import Heading, heading_pieces
from ponzi_desktop.ui.kit.click_guard import held_back
from ponzi_desktop.ui.log import Since
from ponzi_desktop.ui.session import GameSession

LANGUAGES = ("en", "ja", "es", "zh_TW")
NAMES = ["Player 1", "Bob", "Maximiliana Alexandra", "ABCDEFGHIJKLMNOPQRSTUVWX", "Ana María de la Cruz",
         "山田花子", "佐藤 太郎", "陳小明陳小明陳小明陳小明陳小明陳小明", "プレイヤー1", "玩家 1", "<b>&Eve</b>"]
SIZES = ((1280, 720), (1920, 1080))


@pytest.fixture
def speak(qapp):
    """Switch the app's language (English again afterwards)."""
    yield i18n.install
    i18n.install("en")


@pytest.fixture
def page(qtbot):
    """A bare page of the main window's size under the menu and status bars, for a cover."""
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.resize(1280, 676)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def summaries() -> list[list[str]]:
    long = ("Carol counters: pays Bob and takes a Real Estate tile, and the time wheels turn after the "
            "market crash that nobody saw coming")
    return [[], ["You receive the start player marker"], ["陳小明 funds Media: takes the $67 card"] * 3,
            [long] * 12, [f"Round {n} · Bob starts" for n in range(30)]]


# ---- the heading --------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_heading_never_breaks_a_name_and_fits_the_card(qtbot, page, speak, lang):
    speak(lang)
    cover = HandoffCover(page)
    template = QCoreApplication.translate("HandoffCover", "Pass the screen to %1")
    assert lang == "en" or template != "Pass the screen to %1"
    for name in NAMES:
        cover.show_for(1, name, "#0072B2")
        heading = cover.title
        lines = heading.lines()
        assert sum(name in line for line in lines) == 1, (name, lines)  # the whole name on one of its lines
        assert "".join(lines).replace(" ", "") == template.replace("%1", name).replace(" ", "")
        metrics = QFontMetricsF(heading._font)
        assert all(metrics.horizontalAdvance(line) <= heading.width() for line in lines), lines
        assert heading.height() <= Heading.tallest() and heading.point_size() >= 13
        assert heading.accessibleName() == template.replace("%1", isolate(name))


def test_a_short_default_name_stays_on_one_line_with_the_sentence(qtbot, page):
    cover = HandoffCover(page)
    cover.show_for(0, "Player 1", None)
    assert cover.title.lines() == ["Pass the screen to Player 1"]  # shrunk a little, not wrapped
    cover.show_for(0, "Maximiliana Alexandra", None)
    assert cover.title.lines() == ["Pass the screen to", "Maximiliana Alexandra"]  # between words


def test_the_heading_wraps_only_between_words_or_japanese_phrases():
    pieces, gaps = heading_pieces("画面を%1に渡してください", "Player 1")
    assert [p.text for p in pieces] == ["画面を", "Player 1", "に", "渡してください"]
    assert [ok for _, ok in gaps] == [True, False, True]  # "Player 1に" stays together
    pieces, gaps = heading_pieces("請把螢幕交給%1", "玩家 1")
    assert [p.text for p in pieces] == ["請把螢幕交給", "玩家 1"] and gaps == [("", True)]
    pieces, gaps = heading_pieces("Pass the screen to %1.", "Bob")
    assert [p.text for p in pieces] == ["Pass", "the", "screen", "to", "Bob", "."]
    assert gaps[-1] == ("", False)  # no line starts with the full stop


# ---- the button keeps its place -----------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_the_button_is_at_the_same_place_on_every_cover(qtbot, page, speak, lang, size):
    speak(lang)
    page.resize(size[0], size[1] - 44)
    cover = HandoffCover(page)
    places = set()
    # each summary for every name in turn: the cover keeps a summary's lines from one name to the next, as it
    # does when it is shown again
    for since in summaries():
        for first in (False, True):
            for i, name in enumerate(NAMES):
                cover.show_for(i % 4, name, None, since, first_turn=first)
                places.add((cover.button.mapTo(page, QPoint(0, 0)).toTuple(), cover.button.size().toTuple()))
                assert cover.card.geometry().bottom() <= page.height() and cover.card.y() >= 0
                QApplication.processEvents()  # the summary's scroll area lays its lines out
                assert not clipped(cover), clipped(cover)
    assert len(places) == 1, places


@pytest.mark.parametrize("size", SIZES)
def test_the_card_is_in_the_middle_of_the_page(qtbot, page, size):
    """At 1280x720 a first turn's card stood at the bottom (277 px of felt above it, 30 below), and with a
    summary it was still low; at every size and on every cover it is in the middle now."""
    page.resize(size[0], size[1] - 44)
    cover = HandoffCover(page)
    for name, since, first in (("Ann", [], True), ("Bob", ["Ann passes: no funding"], False),
                               ("Maximiliana Alexandra", summaries()[3], False)):
        cover.show_for(0, name, None, since, first_turn=first)
        above, below = cover.card.y(), page.height() - cover.card.geometry().bottom() - 1
        assert abs(above - below) <= 1 and above >= 0, (name, above, below)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_the_summary_takes_the_room_the_card_has(qtbot, page, speak, lang, size):
    """The play-tester's cover at 1280x720: the box scrolled after three entries while the card had room to
    spare (the second line of a one-line heading, the page's room at 1920x1080 capped at 400 px). Now the card
    takes the page less its margins and the box all of the card the rest leaves, so two movers' turns are told
    without a scroll bar; it scrolls only when the lines do not fit."""
    from ponzi_desktop.ui.handoff import PAGE_MARGIN

    speak(lang)
    page.resize(size[0], size[1] - 44)
    cover = HandoffCover(page)
    rows = []
    for mover in ("Player 1", "Bot 1"):
        rows += [(mover, "heading"), (f"{mover} funds Media: takes the $10 card (owes $9 interest every 5 rounds)",
                                      "line"), ("New on the funding board: $53", "line")]
    cover.show_for(1, "Player 2", "#E69F00", Since(rows, 0))
    QApplication.processEvents()
    card = cover.card.geometry()
    assert abs(card.top() - PAGE_MARGIN) <= 1 and abs(page.height() - card.bottom() - 1 - PAGE_MARGIN) <= 1, card
    parts = [cover.token, cover.title, cover.hint, cover.since_box, cover.button]
    inner = cover.card.layout()
    used = sum(w.height() for w in parts) + 6 + 5 * inner.spacing()
    margins = inner.contentsMargins()
    assert card.height() - used - margins.top() - margins.bottom() - cover.card.contentsMargins().top() \
        - cover.card.contentsMargins().bottom() <= 2  # nothing but the box takes the card's room
    assert cover.title.height() == cover.title.needed()  # a one-line heading keeps no empty line
    bar = cover.summary.verticalScrollBar()
    assert bar.maximum() == 0 and not bar.isVisible(), (lang, size, bar.maximum())


@pytest.mark.parametrize("size", SIZES)
def test_a_long_summary_keeps_every_line_and_scrolls_in_a_box_as_tall(qtbot, page, size):
    """The box once showed only the newest lines that fit and counted the rest, and a whole turn of the other person was
    lost behind "… 11 earlier moves". Now every line is there, whole, the box as tall as on any cover (the button does
    not move), and a styled scroll bar brings the later lines into view."""
    page.resize(size[0], size[1] - 44)
    cover = HandoffCover(page)
    cover.show_for(0, "Ann", None, [])
    height = cover.since_box.height()
    lines = summaries()[3] + ["The newest line"]
    cover.show_for(0, "Ann", None, Since([(line, "line") for line in lines], 0))
    QApplication.processEvents()
    assert cover.since_box.height() == height and cover.since_box.isVisible()
    summary = cover.summary
    assert summary.shown_lines() == lines
    texts = [label for _, label in summary._widgets]
    assert all(w.heightForWidth(w.width()) <= w.height() for w in texts)  # none cut in half
    bar = summary.verticalScrollBar()
    assert bar.isVisible() and bar.maximum() > 0 and "QScrollBar" in summary.styleSheet()


def test_a_round_heading_is_a_heading_not_a_line(qtbot, page):
    cover = HandoffCover(page)
    cover.show_for(0, "Ann", None, Since([("Round 1 · your turn", "heading"), ("Bob passes", "line")], 0))
    heading = next(w for w in cover.summary.findChildren(QLabel) if w.text() == "Round 1 · your turn")
    bullets = [w for w in cover.summary.findChildren(QLabel) if w.text() == "•" and w.isVisible()]
    assert len(bullets) == 1 and heading.font().bold() or "700" in heading.styleSheet()
    cover.show_for(0, "Ann", None, Since([("Round 1 · you start", "heading")], 0), first_turn=True)
    assert cover.summary.shown_lines() == ["Nothing has happened yet: the game begins with you."]


# ---- what the summary says -----------------------------------------------------------------------------
def test_a_first_turn_says_since_the_game_began_or_nothing(qtbot, page):
    cover = HandoffCover(page)
    cover.show_for(1, "Bob", None, ["Ann passes: no funding"], first_turn=True)
    assert cover.since_title.text() == "Since the game began" and cover.since_box.isVisible()
    cover.show_for(0, "Ann", None, [], first_turn=True)
    assert cover.since_box.isVisible()  # nothing happened yet: said so (the card is as tall as ever)
    assert cover.summary.shown_lines() == ["Nothing has happened yet: the game begins with you."]
    cover.show_for(0, "Ann", None, ["Bob passes: no funding"])
    assert cover.since_title.text() == "Since your last turn"


def test_the_summary_shows_typed_names_as_text(qtbot, page):
    cover = HandoffCover(page)
    cover.show_for(0, "Ann", None, ["<b>Eve</b> & Bob pass"])
    assert cover.since_lines == ["<b>Eve</b> & Bob pass"]
    label = next(w for w in cover.summary.findChildren(QLabel) if "Eve" in w.text())
    assert label.textFormat() == Qt.TextFormat.PlainText and label.text() == "<b>Eve</b> & Bob pass"


# ---- the token ------------------------------------------------------------------------------------------
def test_default_names_get_tokens_that_differ_by_more_than_colour():
    """A default name's token shows its number in every language ("プ1" said nothing); a typed name's, its
    initials."""
    assert token_marks(["Player 1", "Player 2", "Player 3", "Player 4"]) == ["1", "2", "3", "4"]
    assert token_marks(["プレイヤー1", "Jugador 2", "玩家3", "Bot 4"]) == ["1", "2", "3", "4"]
    assert token_marks(["Ada Lovelace", "Team 7", "山田", "ana"]) == ["AL", "T7", "山", "A"]
    assert token_marks(["Alice", "Anna", "Bob"]) == ["A1", "A2", "B"]
    assert token_marks(["Ann", "Bob", "Cleo"]) == ["A", "B", "C"]
    assert len(set(token_marks(["Player", "Player", "Player"]))) == 3


def test_a_default_name_shows_its_seat_number_once_in_every_language(speak):
    """A review saw "Player 1" beside "Bot 1" (Ponzi: Player 1, Player 2, Bot 1) marked "11": the two shared "1",
    and the first letter of "1" came before the seat's number. A default name shows its seat's number, once."""
    for lang in LANGUAGES:
        speak(lang)
        player = QCoreApplication.translate("NewGameDialog", "Player %1")
        bot = QCoreApplication.translate("NewGameDialog", "Bot %1")
        names = [player.replace("%1", "1"), player.replace("%1", "2"), bot.replace("%1", "1")]
        assert token_marks(names) == ["1", "2", "3"], lang
        assert token_marks([*names, "Ann", "Al"]) == ["1", "2", "3", "A4", "A5"], lang
    assert token_marks(["Player 1", "1"]) == ["1", "12"]  # a typed "1" told apart from the default name


@pytest.mark.parametrize("game", [g.id for g in games.playable()])
def test_the_covers_token_of_a_default_name_is_its_seat_number(qtbot, window, tmp_path, game):
    spec = game_spec(game)
    seats = [Seat(name="Player 1", kind="human"), Seat(name="Player 2", kind="human")] + [
        Seat(name=f"Bot {i}", kind="bot", level="random") for i in range(1, max(spec.min_players, 3) - 1)]
    window.start_session(GameSession.new(game, {"start_player": 0}, 3, seats, autosave_dir=tmp_path,
                                         bot_delay_ms=0))
    cover = window.game_page.cover
    assert cover.isVisible() and cover.token.letter == "1"


def test_the_token_mark_fits_its_ring(qtbot, page):
    cover = HandoffCover(page)
    cover.show_for(0, "Team 12", None)
    assert cover.token.letter == "T12"
    room = cover.token.width() - 40
    assert QFontMetricsF(cover.token.mark_font()).horizontalAdvance("P12") <= room


# ---- the moment the cover comes up ------------------------------------------------------------------------
def hot_seat(window, tmp_path, kinds=("human", "human", "human"), speed="normal") -> GameSession:
    names = ["Ann", "Bob", "Cleo", "Dev"]
    seats = [Seat(name=names[i], kind=k, level=None if k == "human" else "random") for i, k in enumerate(kinds)]
    session = GameSession.new("ponzi", {"start_player": 0}, 3, seats, autosave_dir=tmp_path, bot_delay_ms=0)
    window.settings.animation_speed = speed
    window.start_session(session)
    page = window.game_page
    assert page.cover.isVisible() and session.viewer is None  # the first person is asked for at once
    page.cover.claim()
    return session


def fund(session) -> None:
    """The person at the screen funds (a move that changes their cash), or passes."""
    view = session.view()
    funding = [c for c in view.choices if type(c.action).__name__ == "Fund"]
    assert session.submit((funding or view.choices)[0].action)


def cash_shown(table) -> list:
    return [area.cash.cash for area in table.scene.areas]


def test_the_mover_sees_their_move_played_out_before_the_cover(qtbot, window, tmp_path):
    session = hot_seat(window, tmp_path)
    page, table = window.game_page, window.game_page.table
    mover = session.viewer
    clock = QElapsedTimer()
    clock.start()
    moments: dict[str, tuple] = {}

    def presented(actions: int) -> None:  # the board shows the mover's move: what is on the screen then
        if actions == upto and "shown" not in moments:
            moments["shown"] = (clock.elapsed(), session.viewer, page.cover.isVisible(), cash_shown(table)[mover])

    def covered(viewer) -> None:
        if viewer is None:
            moments["covered"] = (clock.elapsed(), page.cover.isVisible())

    upto = session.action_count + 1
    table.presented.connect(presented)
    session.viewer_changed.connect(covered)
    fund(session)
    # the next person is due, but the mover still looks at their own table while it plays their move
    assert session.handoff_pending is not None and session.viewer == mover
    assert page.handoff_held and not page.cover.isVisible() and table.animator.busy
    due = session.handoff_pending
    assert session.check(session.view(due).choices[0].action, due) == "waiting_for_handoff"  # nobody moves yet
    qtbot.waitUntil(lambda: "shown" in moments, timeout=10_000)
    shown_at, viewer, cover_up, cash = moments["shown"]
    assert viewer == mover and not cover_up
    assert cash == session.view(mover).players[mover].cash  # their new cash, on their own table
    button = page.table.panel.hand_over_button
    assert not button.isHidden() and "covered" not in moments  # the cover waits for Hand Over
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    covered_at, cover_up = moments["covered"]
    assert cover_up and covered_at >= shown_at
    assert session.viewer is None and not page.handoff_held
    assert all(cash is None for cash in cash_shown(table))  # nothing private once the cover is up
    page.cover.claim()
    assert session.viewer == session.current_seat


def test_hand_over_brings_the_cover_at_once(qtbot, window, tmp_path):
    session = hot_seat(window, tmp_path)
    page = window.game_page
    fund(session)
    assert page.handoff_held
    button = page.table.panel.hand_over_button
    assert not button.isHidden()
    qtbot.waitUntil(lambda: not held_back(button), timeout=2000)  # the click-through guard's moment
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert page.cover.isVisible() and session.viewer is None
    assert all(cash is None for cash in cash_shown(page.table))


def test_the_moment_is_long_enough_to_read_and_nobody_decides_in_it(qtbot, window, tmp_path):
    """The moment before the cover: at least 1.5 s once the board shows the move; the panel's prompt says to
    press Hand Over, the board who plays next (not the prompt's words again: test_handoff_said_once.py); nobody
    is shown deciding, the next seat is shown as up next."""
    assert game_page.HOLD_MS >= 1500
    session = hot_seat(window, tmp_path, speed="fast")
    page, table = window.game_page, window.game_page.table
    fund(session)
    due = session.handoff_pending
    qtbot.waitUntil(lambda: not table.animator.busy, timeout=10_000)
    assert page.handoff_held and not page.cover.isVisible()
    name = session.seats[due].name
    said = f"Your move is made: press Hand Over for {isolate(name)}."
    assert table.panel.prompt.text() == said
    assert table.scene.piles.status.text() == f"{isolate(name)} plays next."
    areas = table.scene.areas
    assert not any(area.active for area in areas)
    assert areas[due].tag_text.text() == "up next" and areas[due].up_next
    page.table.panel.hand_over_button.click()
    assert page.cover.isVisible()


@pytest.mark.parametrize("speed", ["off", "fast"])
def test_undo_in_the_moment_takes_the_move_back(qtbot, window, tmp_path, speed, monkeypatch):
    """Ctrl+Z right after a move, before the cover: the move is taken back and the mover goes on, no cover."""
    from PySide6.QtTest import QTest

    monkeypatch.setattr(game_page, "HOLD_MS", 100)  # the moment, short: waiting longer proves no cover comes
    session = hot_seat(window, tmp_path, speed=speed)
    page = window.game_page
    mover, count = session.viewer, session.action_count
    assert session.submit(next(c.action for c in session.view().choices if c.action.to_text() == "pass"))
    assert page.handoff_held and session.can_undo()  # a pass reveals nothing: it may be taken back
    assert not page.table.panel.undo_button.isHidden()
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.action_count == count and session.viewer == mover and session.my_turn()
    assert session.handoff_pending is None and not page.handoff_held
    QTest.qWait(game_page.HOLD_MS + 300)
    assert not page.cover.isVisible() and session.viewer == mover


def test_without_animation_the_move_still_shows_a_moment(qtbot, window, tmp_path):
    session = hot_seat(window, tmp_path, speed="off")
    page = window.game_page
    mover = session.viewer
    fund(session)
    assert page.handoff_held and not page.cover.isVisible()
    assert cash_shown(page.table)[mover] == session.view(mover).players[mover].cash
    name = session.seats[session.handoff_pending].name  # the panel says what comes, not whose turn it is
    assert page.table.panel.prompt.text() == f"Your move is made: press Hand Over for {isolate(name)}."
    page.table.panel.hand_over_button.click()
    assert page.cover.isVisible() and session.viewer is None


def test_bots_between_two_people_play_on_and_the_cover_waits_only_for_the_movers_move(qtbot, window, tmp_path):
    session = hot_seat(window, tmp_path, kinds=("human", "bot", "human", "bot"), speed="fast")
    page = window.game_page
    bot, rng = RandomBot(), random.Random(4)
    between = 0
    for _ in range(40):  # hand-offs, most with bots' moves between the two people
        mover, before = session.viewer, session.action_count
        assert session.submit(bot.choose(session.view(), rng))
        qtbot.waitUntil(lambda: page.cover.isVisible() or page.handoff_held or session.my_turn() or session.is_over,
                        timeout=20_000)
        if session.is_over:
            break
        if page.handoff_held:
            qtbot.waitUntil(lambda: not page.table.animator.busy, timeout=20_000)  # the bots' moves shown
            page.table.panel.hand_over_button.click()
        if not page.cover.isVisible():
            continue  # the same person goes on
        assert session.last_action_by(mover) == before + 1 and session.viewer is None
        assert all(cash is None for cash in cash_shown(page.table))
        between += session.action_count > before + 1
        page.cover.claim()
        assert session.my_turn()
        if between >= 3:
            break
    assert between >= 3


def test_the_cover_lists_what_happened_in_the_second_person(qtbot, window, tmp_path):
    session = hot_seat(window, tmp_path, speed="off")
    page = window.game_page
    names = [s.name for s in session.seats]
    seen_first = False
    for _ in range(12):
        fund(session)
        if session.my_turn():
            continue  # the same person goes on (the start player removes a card, then funds)
        page.table.panel.hand_over_button.click()  # seen: no need to wait the moment out
        assert page.cover.isVisible()
        seat = page.cover.seat
        model = page.log_view.model
        since = model.public_since(seat)
        assert page.cover.since_lines == [text for text, _ in since.lines]
        assert not any(names[seat] in line for line in page.cover.since_lines), page.cover.since_lines
        first = not model.has_acted(seat)
        seen_first |= first
        title = "Since the game began" if first else "Since your last turn"
        assert page.cover.since_title.text() == title
        assert page.cover.token.letter == names[seat][0]
        page.cover.claim()
    assert seen_first


def test_the_cover_in_the_window_at_two_sizes(qtbot, window, tmp_path):
    """At 1280 x 720 and 1920 x 1080 the whole card is on the page and none of its words are cut."""
    for width, height in SIZES:
        window.resize(width, height)
        session = hot_seat(window, tmp_path, speed="off")
        fund(session)
        window.game_page.table.panel.hand_over_button.click()
        cover = window.game_page.cover
        assert cover.isVisible()
        assert cover.rect().contains(cover.card.geometry()) and not clipped(cover)


@pytest.mark.parametrize("game", [g.id for g in games.playable()])
def test_the_first_cover_tells_what_the_set_up_did(qtbot, window, tmp_path, game):
    """Black Friday's broker buys and places a share before anybody sits down (the engine's `opening`, which
    the log shows): the first cover said "Nothing has happened yet", and the next person's "Since the game
    began" left the broker's turn out. Every game's first two covers tell the set-up's public events."""
    spec = game_spec(game)
    players = spec.min_players
    seats = [Seat(name=n, kind="human") for n in ["Ann", "Bob", "Cleo", "Dev", "Eve"][:players]]
    session = GameSession.new(game, {}, 3, seats, autosave_dir=tmp_path, bot_delay_ms=0)
    window.start_session(session)
    page = window.game_page
    model = page.log_view.model
    narrator = model._narrator
    opening = [e.for_seat(None) for e in getattr(session.spec.new_game(session.settings, 3), "opening", ())]
    opening = [e for e in opening if e is not None and narrator.style(e) != "separator"]
    words = games.game_ui(game).private_words  # what is private, in the game's words (no envelope in all)
    hint = words if games.game_ui(game).all_public else f"Everyone else, please look away. {words}"
    assert words and page.cover.hint.text() == hint
    for _ in range(2):
        assert page.cover.isVisible()
        seat = page.cover.seat
        told = page.cover.since_lines
        for e in opening:
            assert narrator.narrate(e, model._names, seat) in told, (game, told)
        if opening:
            assert "Nothing has happened yet" not in " ".join(page.cover.summary.shown_lines())
        page.cover.claim()
        view = session.view()
        assert session.submit(view.choices[0].action)
        page.table.panel.hand_over_button.click()
        qtbot.waitUntil(lambda: page.cover.isVisible() or session.my_turn(), timeout=5_000)
        if not page.cover.isVisible():
            break
    assert game != "black_friday" or opening  # the broker's game has a set-up to tell


@pytest.mark.click_guard
def test_a_double_press_on_hand_over_does_not_lift_the_next_persons_cover(qtbot, page):
    """Enter twice (or a double click) on Hand Over: the second press lands on the cover that just came, and
    must not show the person who moved the next one's table. The cover's button waits a moment first; then one
    Enter or click lifts it."""
    from ponzi_desktop.ui.handoff import COVER_GUARD_MS

    claims: list[int] = []
    for press in ("key", "click", "repeat"):
        cover = HandoffCover(page)
        cover.claimed.connect(claims.append)
        cover.show_for(1, "Bob", None)
        qtbot.wait(150)  # 0.15 s after Hand Over, as seen
        if press == "key":
            qtbot.keyClick(cover.button, Qt.Key.Key_Return)
            qtbot.keyClick(cover, Qt.Key.Key_Return)
        elif press == "click":
            qtbot.mouseClick(cover.button, Qt.MouseButton.LeftButton)
        else:
            qtbot.keyPress(cover, Qt.Key.Key_Return)  # a key still held: its repeats never lift the cover
            qtbot.waitUntil(lambda cover=cover: not held_back(cover.button), timeout=COVER_GUARD_MS + 1000)
            from PySide6.QtGui import QKeyEvent
            repeat = QKeyEvent(QKeyEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r", True)
            QApplication.sendEvent(cover, repeat)
        assert cover.isVisible() and claims == [], press
        qtbot.waitUntil(lambda cover=cover: not held_back(cover.button), timeout=COVER_GUARD_MS + 1000)
        qtbot.keyClick(cover.button, Qt.Key.Key_Return)
        assert not cover.isVisible() and claims == [1], press
        claims.clear()


def test_the_spanish_hand_off_reads_with_a_default_name(qapp):
    """Spanish puts the article before a seat's default name ("al Jugador 1", never "a Jugador 1") and none before
    a person's name ("a Ana"): the hand-off heading is worded so that it reads with either."""
    from ponzi_desktop.ui.seat_rows import default_name

    i18n.install("es")
    try:
        words = QCoreApplication.translate("HandoffCover", "Pass the screen to %1")
        for name in (default_name("human", 1), default_name("bot", 2), "Ana"):
            heading = words.replace("%1", name)
            assert not re.search(r"\b(a|de|para) (Jugador|Bot)\b", heading), heading
            assert name in heading
    finally:
        i18n.install("en")
