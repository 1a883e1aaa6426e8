"""The log's quieter lines (minor moves, phases, a round's heading) read at WCAG AA, 4.5:1 or better, on what
they are written on, hovered or not (greyed log lines were once 4.0:1), in every game's log."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QPalette

from ponzi_desktop.persistence import Seat
from ponzi_desktop.ui import games
from ponzi_desktop.ui.log import GameLogModel
from ponzi_desktop.ui.log_view import LogEntryDelegate, dot_ring, readable
from ponzi_desktop.ui.look import contrast
from ponzi_desktop.ui.session import GameSession

GAMES = sorted(g.id for g in games.playable())
STYLES = ("normal", "minor", "phase", "separator", "alert", "result")


def play(session: GameSession, actions: int) -> None:
    """The first legal choice of whoever decides, hand-offs made as the page makes them."""
    while session.action_count < actions and not session.is_over:
        if session.handoff_pending is not None:
            session.cover_table()
            session.claim_seat(session.handoff_pending)
            continue
        choice = session.view().choices[0]
        assert session.submit(choice.with_value(max(1, choice.lo)) if choice.param else choice.action)


def test_readable_darkens_only_as_far_as_it_takes():
    paper = QColor("#fbf5e6")
    already = QColor("#2b2118")
    assert readable(already, paper, 4.5) == already
    brass = QColor("#b08d57")
    made = readable(brass, paper, 4.5)
    assert 4.5 <= contrast(made, paper) < 5.5 and made.lightness() < brass.lightness()
    night = QColor("#1b140d")
    assert contrast(readable(QColor("#6d5c48"), night, 4.5), night) >= 4.5  # lighter on a dark ground


@pytest.mark.parametrize("game", GAMES)
def test_every_line_of_the_log_reads_at_aa_hovered_or_not(window, game):
    seats = [Seat(name=name, kind="human") for name in ("Ann", "Bob", "Cy")]
    assert window.start_session(GameSession.new(game, {}, 4, seats, **window.session_options()))
    play(window.session, 4)
    log = window.game_page.log_view
    delegate = log.list.itemDelegate()
    assert isinstance(delegate, LogEntryDelegate)
    palette = log.list.palette()
    model = log.list.model()
    shown = {model.index(row, 0).data(GameLogModel.StyleRole) or "normal" for row in range(model.rowCount())}
    assert "separator" in shown and len(shown) >= 2, shown  # the log has quieter lines to check
    for style in sorted(shown | set(STYLES)):
        for hovered in (False, True):
            ink, ground = delegate.ink(style, palette, hovered), delegate.background(style, palette, hovered)
            assert contrast(ink, ground) >= 4.5, (game, style, hovered, ink.name(), ground.name())
    base = palette.color(QPalette.ColorRole.Base)
    soft = over(palette.color(QPalette.ColorRole.PlaceholderText), base)  # the greyed ink is still quieter
    assert contrast(soft, base) < contrast(palette.color(QPalette.ColorRole.Text), base)


def over(ink: QColor, ground: QColor) -> QColor:
    """`ink` as it shows on `ground`: a half-transparent black is a grey, not black."""
    a = ink.alphaF()
    return QColor.fromRgbF(*(a * getattr(ink, part)() + (1 - a) * getattr(ground, part)()
                             for part in ("redF", "greenF", "blueF")))


@pytest.mark.parametrize("game", GAMES)
def test_every_seats_dot_is_ringed_3_to_1_on_the_paper(game):
    """A line's seat dot: Anti-Monopoly's white seat's stood 2.3:1 on the log's paper with its old ring."""
    from ponzi_desktop.ui.kit import look

    for colour in games.seat_colours(game):
        assert contrast(dot_ring(QColor(colour)), look.PAPER) >= 3.0, (game, colour)
