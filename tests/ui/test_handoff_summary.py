"""The hand-off cover's summary fills its box (review 2 of issue 16, j07.png and s30.png): it said "the 8 earlier
moves aren't shown here" over two moves and an empty box, the first moves shown had lost their round's
heading, and a first cover never said which side the person plays on. Now the box shows as many of the newest
lines as fit whole (measured as drawn, Japanese too), each under its heading, and a first cover keeps the
game's opening facts at its top."""

from __future__ import annotations

import pytest
from am_games import record_of
from PySide6.QtWidgets import QWidget

from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.handoff import HandoffCover, Summary
from ponzi_desktop.ui.log import GameLogModel, Since
from ponzi_desktop.ui.session import GameSession

SIZES = ((1280, 720), (1920, 1080))


@pytest.fixture
def speak(qapp):
    yield i18n.install
    i18n.install("en")


PAGES: list[QWidget] = []  # the pages the covers stand on, kept alive while a test runs


def cover_on_page(qtbot, size) -> HandoffCover:
    page = QWidget()
    qtbot.addWidget(page)
    page.resize(size[0], size[1] - 44)  # under the menu and status bars
    page.show()
    qtbot.waitExposed(page)
    PAGES[:] = [page]
    return HandoffCover(page)


def check_full(summary: Summary) -> None:
    """What the box shows is whole and in order, every line under its heading, and when it leaves lines out
    none of them would have fitted in the room left (with its heading, if that is not shown)."""
    widgets = summary._widgets
    shown = [i for i, (_, label) in enumerate(widgets) if not label.isHidden()]
    assert shown
    labels = [widgets[i][1] for i in shown] + ([summary.more] if not summary.more.isHidden() else [])
    for label in labels:
        assert summary.rect().contains(label.geometry()), label.text()
        assert label.heightForWidth(label.width()) <= label.height(), label.text()
    tops = sorted(labels, key=lambda label: label.y())
    assert all(a.geometry().bottom() < b.y() for a, b in zip(tops, tops[1:], strict=False))  # none overlap
    assert [widgets[i][1].y() for i in shown] == sorted(widgets[i][1].y() for i in shown)  # oldest first
    for i in shown:
        head = summary._heading_of(i)
        assert head is None or head in shown, (widgets[i][1].text(), widgets[head][1].text())
    if not summary.left_out():
        assert summary.more.isHidden()
        return
    assert not summary.more.isHidden()
    free = summary.height() - max(label.geometry().bottom() + 1 for label in labels)
    lines = [i for i, (bullet, _) in enumerate(widgets) if bullet is not None]
    main = [i for i in shown if i >= summary.opening and widgets[i][0] is not None] or shown
    # the box could have taken the next older line, or a quiet one among those it shows
    hidden = [i for i in lines if i not in shown]
    candidates = [i for i in hidden if i > min(main)]
    older = [i for i in hidden if i < min(main) and i not in summary.quiet]
    candidates += older[-1:]
    for i in candidates:
        need = widgets[i][1].heightForWidth(summary.width() - summary.INDENT) + summary.GAP
        head = summary._heading_of(i)
        if head is not None and head not in shown:
            need += widgets[head][1].heightForWidth(summary.width()) + summary.GAP
        assert need > free, (widgets[i][1].text(), need, free)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("count", [1, 3, 6, 14, 30])
def test_the_box_shows_every_line_it_has_room_for(qtbot, size, count):
    cover = cover_on_page(qtbot, size)
    rows = [("A new game for 4 players", "heading"), ("Competitors: Bob · Monopolists: you", "line"),
            ("Game A: the last player standing wins", "line")]
    for n in range(count):
        rows += [(f"Round {n + 1} · Bob's turn", "heading"), (f"Bob rolled {n} and moved", "line"),
                 ("Bob ended the turn", "line")]
    rows.append(("Round 9 · your turn", "heading"))
    quiet = (2, *(i for i, (text, _) in enumerate(rows) if text.startswith("Bob ended")))
    cover.show_for(0, "Ann", None, Since(rows, 0, quiet, 3), first_turn=True)
    summary = cover.summary
    check_full(summary)
    on_view = summary.shown_lines()
    assert on_view[-1] == "Round 9 · your turn" and f"Bob rolled {count - 1} and moved" in on_view
    assert "Competitors: Bob · Monopolists: you" in on_view  # the sides, however long the summary
    if count == 1 and size[1] >= 1080:
        assert not summary.left_out()  # room for all: nothing said to be left out


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("actions", [8, 20, 45])
def test_an_anti_monopoly_cover_fills_its_box_and_a_first_one_tells_the_sides(qtbot, tmp_path, speak, lang,
                                                                             size, actions):
    speak(lang)
    record = record_of(4, {}, 3, actions, humans=(0, 3))
    session = GameSession(record, autosave_dir=tmp_path, bot_delay_ms=0)
    session.set_paused(True)
    model = GameLogModel(session)
    cover = cover_on_page(qtbot, size)
    try:
        for seat in range(4):
            since = model.public_since(seat)
            first = not model.has_acted(seat)
            cover.show_for(seat, session.seats[seat].name, None, since, first_turn=first)
            check_full(cover.summary)
            assert since.earlier == 0  # every line is given: the box decides what fits
            if first:
                sides = next(text for text, kind in since.lines[:since.opening] if kind == "line")
                assert sides in cover.summary.shown_lines(), (seat, cover.summary.shown_lines())
    finally:
        session.shutdown()
