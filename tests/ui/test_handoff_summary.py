"""The hand-off cover tells everything: "Since your last turn" lists every public log entry since that seat's last turn,
grouped under the name of who made the move, in a box that scrolls (a styled scroll bar) rather than cutting the older
lines (Black Friday dropped the other person's whole turn behind "… 11 earlier moves"); a Black Friday price change says
one line per colour; no text on the cover is under 11 px."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from ponzi_desktop.bots.random_bot import RandomBot
from ponzi_desktop.engine.core import Event, all_games
from ponzi_desktop.persistence import Seat
from ponzi_desktop.ui.black_friday import narration as bf
from ponzi_desktop.ui.handoff import HandoffCover
from ponzi_desktop.ui.kit.narration import continued, last_entry, told
from ponzi_desktop.ui.log import GameLogModel, Since
from ponzi_desktop.ui.session import GameSession

GAMES = sorted(spec.id for spec in all_games())
SHORT = {"ponzi": {}, "black_friday": {}, "anti_monopoly": {"round_limit": 12}}
PAGES: list[QWidget] = []  # the pages the covers stand on, kept alive while a test runs


def cover_on_page(qtbot, size=(1280, 720)) -> HandoffCover:
    page = QWidget()
    qtbot.addWidget(page)
    page.resize(size[0], size[1] - 44)  # under the menu bar
    page.show()
    qtbot.waitExposed(page)
    PAGES[:] = [page]
    return HandoffCover(page)


def expected(model: GameLogModel, seat: int, start: int | None = None) -> list[tuple[str, str]]:
    """Every public entry since `seat`'s last turn (or since group `start`), worked out from the raw events: (the
    mover's heading, line)."""
    narrator, names = model._narrator, model._names
    last = model._last_turn(seat)
    summarise = getattr(narrator, "summarise", lambda events: events)
    out, before = [], None
    if start is None:
        start = 0 if last is None else last + 1
    for index in range(start, len(model._groups)):
        public = [model._marked(e, index) for e in (raw.for_seat(None) for raw in model._groups[index])
                  if e is not None]
        mover = model._actors[index]
        first = None if index == 0 else "You" if mover == seat else heading_of(narrator, names, mover)
        # an entry the log tells again with more (its `continues`) replaces the one before, by the same mover
        again = bool(out) and out[-1][0] == first and continued(narrator, before, public) is not None
        tellings = told(narrator, public, before)
        before = last_entry(tellings, before)
        for event in summarise(tellings):
            if event is not None and narrator.style(event) == "separator" and event.player is not None:
                mover = event.player  # a turn inside the action: the broker's
            heading = None if index == 0 else "You" if mover == seat else heading_of(narrator, names, mover)
            if event is not None and narrator.style(event) == "phase" and index:  # the game's own steps
                heading = "The game moves on"  # nobody's move (a review saw the start marker under a bot's name)
            if event is not None and narrator.style(event) != "separator":  # the set-up's are headings
                if again:
                    out.pop()
                    again = False
                out.append((heading, narrator.narrate(event, names, seat)))
    return out


def heading_of(narrator, names, holder: int) -> str:
    return names[holder] if holder < len(names) else narrator.holder_heading(holder)


def under_headings(summary) -> list[tuple[str | None, str]]:
    """The summary's lines (bulleted) with the heading they stand under."""
    heading, out = None, []
    for text, kind in summary.rows:
        if kind == "heading":
            heading = text
        else:
            out.append((heading, text))
    return out


@pytest.mark.parametrize(("game", "players"), [*((game, 3) for game in GAMES), ("black_friday", 2)])
def test_the_cover_holds_every_public_entry_since_the_last_turn_grouped_by_mover(qtbot, tmp_path, game, players):
    """Black Friday with two players has the broker, whose turn is played inside a person's action: its moves
    go under its own heading."""
    seats = [Seat(name=name, kind="human") for name in ("Alice", "Bob", "Carol")[:players]]
    session = GameSession.new(game, {**SHORT[game], "start_player": 0}, 5, seats, autosave_dir=tmp_path,
                              bot_delay_ms=0)
    model = GameLogModel(session)
    cover = cover_on_page(qtbot)
    rng, bot = random.Random(1), RandomBot()
    covers = 0
    try:
        for _ in range(400):
            if session.is_over or covers >= 14:
                break
            seat = session.handoff_pending
            if seat is not None:
                covers += 1
                cover.show_for(seat, session.seats[seat].name, None, model.public_since(seat),
                               first_turn=not model.has_acted(seat))
                want = expected(model, seat)
                got = under_headings(cover.summary)
                assert [t for _, t in got] == [t for _, t in want], (game, seat)
                # after the set-up (under the narrator's own headings), each move under its mover's name
                assert all(h == hw for (h, _), (hw, _) in zip(got, want, strict=True) if hw is not None)
                shown = cover.summary.shown_lines()
                assert all(text in shown for _, text in want)  # none cut to the newest lines
                assert not any("earlier move" in text for text in shown)
                session.claim_seat(seat)
            assert session.submit(bot.choose(session.view(), rng))
        assert covers >= 3
    finally:
        session.shutdown()


@pytest.mark.parametrize("game", GAMES)
def test_the_cover_tells_what_came_after_the_persons_turn_ended_and_nothing_they_watched(qtbot, tmp_path, game):
    """A turn ends when the next person takes the screen: the bots' moves after the person's own, and the moves
    the session played for others without a cover, they watched at their own table ("Carol passes" was told
    to Bob again on his next cover). The cover starts exactly where the screen left them: nothing told twice,
    nothing dropped."""
    seats = [Seat(name="Alice", kind="human"), Seat(name="Bot", kind="bot", level="random"),
             Seat(name="Bob", kind="human"), Seat(name="Carol", kind="human")]
    session = GameSession.new(game, {**SHORT[game], "start_player": 0}, 7, seats, autosave_dir=tmp_path,
                              bot_delay_ms=0)
    model = GameLogModel(session)
    rng, bot = random.Random(3), RandomBot()
    left: dict[int, int] = {}  # seat -> the groups there were when the screen left its person
    at_screen: int | None = None
    covers = watched = 0
    try:
        for _ in range(600):
            if session.is_over or covers >= 16:
                break
            seat = session.handoff_pending
            if seat is not None:
                if at_screen is not None:
                    left[at_screen] = session.action_count + 1  # the opening is group 0
                if seat in left:
                    covers += 1
                    since = model.public_since(seat)
                    got = [text for text, kind in since.lines if kind != "heading"]
                    want = expected(model, seat, left[seat])
                    assert got == [text for _, text in want], (game, seat, left[seat])
                    own = max(i for i, actor in enumerate(model._actors) if actor == seat and not model._forced[i])
                    watched += left[seat] - 1 > own  # moves after their own, seen at their table
                session.claim_seat(seat)
                at_screen = seat
                continue
            if session.current_seat is not None and session.viewer == session.current_seat:
                assert session.submit(bot.choose(session.view(), rng))
                continue
            count = session.action_count
            qtbot.waitUntil(lambda count=count: session.action_count > count or session.handoff_pending is not None
                            or session.is_over, timeout=60_000)
        assert covers >= 3 and watched
    finally:
        session.set_paused(True)
        session.shutdown()


def test_a_long_summary_scrolls_in_a_styled_box_and_nothing_on_the_cover_is_under_11_px(qtbot):
    cover = cover_on_page(qtbot)
    rows = []
    for n in range(40):
        rows += [(f"Bob {n}", "heading"), (f"Bob buys {n} Purple shares", "line"), ("Bob ends the turn", "line")]
    cover.show_for(0, "Ann", None, Since(rows, 0, (2,)))
    summary = cover.summary
    bar = summary.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()  # it opens on the newest lines
    assert "QScrollBar" in summary.styleSheet()  # the table's scroll bar, not the stock one
    assert summary.shown_lines() == [text for text, _ in rows]
    QTest.keyClick(cover, Qt.Key.Key_PageUp)
    assert bar.value() < bar.maximum() and cover.isVisible()  # the keys scroll; only Enter and Space claim the seat
    for label in cover.findChildren(QLabel):
        if label.text():
            label.ensurePolished()
            px = label.font().pixelSize()
            px = px if px > 0 else round(label.font().pointSizeF() * label.logicalDpiY() / 72)
            assert px >= 11, (label.text(), px)


def price(colour, before, after, cause="price_change"):
    return Event("price_moved", None, {"colour": colour, "cause": cause, "from": before, "to": after,
                                       "path": (after,), "price": 0})


def test_a_black_friday_price_change_says_one_line_per_colour():
    moves = [Event("price_change_started", None, {"number": 2, "trigger": "gold"}),
             price("purple", (1, 1), (2, 2)), price("yellow", (1, 1), (1, 2)),
             price("purple", (2, 2), (3, 3), "empty_market"),
             Event("price_change_ended", None, {"number": 2})]
    before = [price("purple", (0, 0), (1, 1), "third_on_track")]  # before the price change: a line of its own
    out = bf.summarise(before + moves)
    kept = [e for e in out if e is not None and e.kind == "price_moved"]
    assert [e.data["colour"] for e in kept] == ["purple", "purple", "yellow"]
    assert kept[0].data["cause"] == "third_on_track"
    assert kept[1].data["from"] == (1, 1) and kept[1].data["to"] == (3, 3)  # from before to after the change
    assert len(out) == len(before + moves)


def rows_in_view(summary) -> tuple[list[str], list[str]]:
    """The summary's texts its box shows whole, and those it shows in part only (cut by the box's edge)."""
    viewport = summary.viewport()
    shown = viewport.mask().boundingRect() if not viewport.mask().isEmpty() else viewport.rect()
    value = summary.verticalScrollBar().value()
    whole, cut = [], []
    for bullet, label in summary._widgets:
        place = label.geometry().translated(0, -value)
        place.setHeight(label.heightForWidth(place.width()))  # its text, not its row's room
        if bullet is not None:
            place = place.united(bullet.geometry().translated(0, -value))
        inside = place.intersected(shown)
        if not inside.isEmpty():
            (cut if inside.height() < place.height() else whole).append(label.text())
    return whole, cut


def cut_rows(summary) -> list[str]:
    return rows_in_view(summary)[1]


def long_turns(lang: str) -> list[tuple[str, str]]:
    """Two movers' turns of seven and more entries, some of them wrapping, in the words of `lang`."""
    from PySide6.QtCore import QCoreApplication

    def tr(text: str) -> str:
        return QCoreApplication.translate("HandoffCover", text)

    wordy = {"en": "Carol counters: pays Bob and takes a Real Estate tile, and the time wheels turn",
             "ja": "Carolが買い取り：Bobに支払い、不動産の産業プレートを受け取る。時間円盤が回転する",
             "es": "Carol hace una contraoferta: paga a Bob y se lleva una ficha de Bienes raíces",
             "zh_TW": "Carol 買入：付錢給 Bob，拿走一張房地產產業卡，時間輪轉動"}[lang]
    rows = []
    for turn in range(12):
        mover = ("Bob", "Carol")[turn % 2]
        rows.append((f"{mover} ({turn + 1})", "heading"))
        rows += [(f"{mover} {tr('Since your last turn')} {turn}.{n}", "line") for n in range(4)]
        rows += [(f"{wordy} {turn}", "line"), (f"{wordy} {wordy} {turn}", "line")]
    return rows


@pytest.mark.parametrize("lang", ["en", "ja", "es", "zh_TW"])
@pytest.mark.parametrize("entries", [7, 9, 14, 40])
def test_a_scrolling_summary_shows_whole_lines_only(qtbot, lang, entries):
    """The play-tester's cover at 1280x720 (seven entries and more): the box's last visible line was cut in
    half. The box stands at a line's top and shows only the lines that fit whole under it, wherever it is
    scrolled to: by the keys, the wheel or the scroll bar (dragged anywhere, it comes to rest on a line)."""
    from ponzi_desktop.ui import i18n

    i18n.install(lang)
    try:
        cover = cover_on_page(qtbot)
        rows = long_turns(lang)[:entries + 2]
        cover.show_for(0, "Ann", None, Since(rows, 0))
        QApplication.processEvents()
        summary = cover.summary
        bar = summary.verticalScrollBar()
        assert summary.shown_lines() == [text for text, _ in rows]
        assert cut_rows(summary) == [], (lang, 0)
        assert rows[-1][0] in rows_in_view(summary)[0]  # it opens on the newest lines
        if entries < 9 and bar.maximum() == 0:
            return  # seven short entries may fit the box whole
        assert bar.maximum() > 0
        bar.setValue(0)  # from the oldest line
        assert cut_rows(summary) == [], (lang, 0)
        seen = set(rows_in_view(summary)[0])
        for _ in range(len(rows)):  # page by page to the end: every line is seen whole on the way
            QTest.keyClick(cover, Qt.Key.Key_PageDown)
            assert cut_rows(summary) == [], (lang, bar.value())
            seen |= set(rows_in_view(summary)[0])
        assert bar.value() == bar.maximum() and rows[-1][0] in rows_in_view(summary)[0]
        assert seen == {text for text, _ in rows}
        for value in range(0, bar.maximum() + 1, 7):  # the scroll bar dragged: at rest on a line, none cut
            bar.setValue(value)
            assert cut_rows(summary) == [], (lang, value, bar.value())
        QTest.keyClick(cover, Qt.Key.Key_PageUp)
        assert cut_rows(summary) == []
        bar.setValue(0)
        assert rows_in_view(summary)[0][0] == rows[0][0]
    finally:
        i18n.install("en")


def test_a_summary_opens_on_the_newest_lines_and_stays_where_the_person_scrolls_it(qtbot):
    """A review's first Black Friday hand-off: the box opened at "Since the game began" and the game's opening facts,
    and Player 1's moves, the news, were below its edge. It opens on the newest lines now, whole; scrolled up by
    the person, it stays there when the cover is laid out again."""
    cover = cover_on_page(qtbot)
    rows = [("Since the game began", "heading"), ("A new game for 3 players", "heading")]
    rows += [(f"Opening fact {n}: 20 shares are drawn from the bag into the market", "line") for n in range(6)]
    rows += [("Round 1 · Bot 1's turn", "heading"), ("Bot 1", "heading"), ("Bot 1 buys 1 gold bar for $20", "line")]
    rows += [("Player 1", "heading"), ("Player 1 buys 1 Green share for $10", "line"),
             ("Player 1 puts a Green share on space 1 of the share purchase track", "line")]
    cover.show_for(2, "Ann", None, Since(rows, 0, (), 8))
    QApplication.processEvents()
    summary = cover.summary
    bar = summary.verticalScrollBar()
    assert bar.maximum() > 0, "the test's summary must not fit the box whole"
    whole, cut = rows_in_view(summary)
    assert rows[-1][0] in whole and rows[-2][0] in whole and "Player 1" in whole and not cut
    assert rows[0][0] not in whole
    QTest.keyClick(cover, Qt.Key.Key_PageUp)
    assert bar.value() < bar.maximum()
    page = PAGES[0]
    page.resize(page.width() - 40, page.height())  # laid out again: the lines wrap anew, the page measured anew
    QApplication.processEvents()
    assert bar.value() < bar.maximum()  # where the person scrolled it, not back on the newest lines
