"""Nothing stock: no grey status bar; "Saved", "Autosave failed…" and every other notice is a themed notice over the
table, up long enough to read, kept while the pointer rests on it, a failure up until dismissed, in the player's
language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect
from PySide6.QtWidgets import QApplication, QStatusBar, QWidget

from ponzi_desktop.persistence import Seat
from ponzi_desktop.ui import games, i18n
from ponzi_desktop.ui.formatting import isolate
from ponzi_desktop.ui.kit.notice import BASE_MS, Notice, reading_ms
from ponzi_desktop.ui.kit.pieces import TextProbe
from ponzi_desktop.ui.session import GameSession

GAMES = sorted(g.id for g in games.playable())


def start(window, game: str) -> GameSession:
    seats = [Seat(name=name, kind="human") for name in ("Ann", "Bob", "Cy")]
    assert window.start_session(GameSession.new(game, {}, 4, seats, **window.session_options()))
    return window.session


@pytest.mark.parametrize("game", GAMES)
def test_no_status_bar_and_a_save_is_said_over_the_table_in_the_players_language(window, game):
    start(window, game)
    assert not window.findChildren(QStatusBar)  # the window never made one
    try:
        i18n.install("ja")
        window.saves.save()
        said = window.notices.text()
        translated = QCoreApplication.translate("MainWindow", "Saved as “%1”")
        assert translated != "Saved as “%1”"
        name = window.session and window.saves.name()
        assert said == translated.replace("%1", isolate(name)), said
    finally:
        i18n.install("en")
    notice = window.notices.notice
    assert notice.isVisible() and notice.label.fontInfo().pixelSize() >= 11
    assert not covered(window, notice.geometry())  # in the menu bar's row, off the table
    assert not window.findChildren(QStatusBar)


def covered(window, rect: QRect) -> list[str]:
    """What `rect` (in the window) hides: the table's words, its prompt, a menu title, the autosave badge."""
    out = []
    central = window.centralWidget()
    if rect.intersects(QRect(central.mapTo(window, QPoint(0, 0)), central.size())):
        out.append("the page (table, prompt, action panel)")
    bar = window.menuBar()
    for action in bar.actions():
        if rect.intersects(bar.actionGeometry(action).translated(bar.mapTo(window, QPoint(0, 0)))):
            out.append(f"menu {action.text()!r}")
    badge = window.notices.badge
    if badge.isVisible() and rect.intersects(QRect(badge.mapTo(window, QPoint(0, 0)), badge.size())):
        out.append("the autosave badge")
    if not QRect(0, 0, window.width(), window.height()).contains(rect):
        out.append("outside the window")
    return out


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("game", GAMES)
def test_a_notice_hides_no_word_of_the_table_nor_its_prompt(window, game, language):
    """A play review found the notice floating over the table's top, hiding the Funding board's heading, the Round
    title, the top row of the Anti-Monopoly board. It lives in the menu bar's row now: nothing of the page under it (so
    no table text and no prompt), no menu title, not the autosave badge."""
    session = start(window, game)
    long = "A very long sentence that does not fit in one row of the menu bar at all, " * 3
    try:
        i18n.install(language)
        QApplication.processEvents()
        table = window.game_page.table  # a new language makes the table again
        viewport = table.view.viewport()
        with TextProbe() as probe:
            viewport.grab()  # every word the table's board draws, with its box in the viewport
        seen = QRect(viewport.mapTo(window, QPoint(0, 0)), viewport.size())  # what the board shows of them
        words = [QRect(viewport.mapTo(window, d.rect.toRect().topLeft()), d.rect.toRect().size()).intersected(seen)
                 for d in probe.drawn if d.rect is not None]
        words = [w for w in words if not w.isEmpty()]
        assert words
        for text, failure in (("Saved", False), (long, False), ("Autosave failed", True)):
            window.notices.say(text, failure=failure)
            QApplication.processEvents()
            notice = window.notices.notice
            rect = notice.geometry()
            assert notice.isVisible() and notice.label.fontInfo().pixelSize() >= 11
            assert not covered(window, rect), (text, covered(window, rect), rect)
            assert notice.label.sizeHint().width() <= notice.label.width() + 1  # its words are shown, or cut with …
            assert window.notices.text() == text and notice.toolTip() == text
            assert not [w for w in words if w.intersects(rect)], rect
            assert not rect.intersects(QRect(table.panel.mapTo(window, QPoint(0, 0)), table.panel.size()))
        window.notices.show_badge("Autosave is failing", "why")
        QApplication.processEvents()
        assert not covered(window, window.notices.notice.geometry())
        assert session is window.session
    finally:
        i18n.install("en")
        window.notices.notice.dismiss()


def test_a_notice_stays_long_enough_to_read_and_while_the_pointer_rests_on_it(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(800, 500)
    host.show()
    notice = Notice(host)
    text = "Saved as “A game of Monday”"
    assert reading_ms(text) >= BASE_MS + 1000  # time to read, beyond the base
    notice.show_text(text)
    assert notice.isVisible() and notice.text() == text
    assert notice._timer.isActive() and notice._timer.remainingTime() > BASE_MS
    QApplication.sendEvent(notice, QEvent(QEvent.Type.Enter))
    assert not notice._timer.isActive()  # the pointer keeps it
    QApplication.sendEvent(notice, QEvent(QEvent.Type.Leave))
    assert notice._timer.isActive()
    with qtbot.waitSignal(notice.text_changed) as gone:
        notice._timer.timeout.emit()
    assert gone.args == [""] and notice.text() == "" and notice.isHidden()


def test_a_failure_stays_until_dismissed(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(800, 500)
    host.show()
    notice = Notice(host)
    notice.show_text("Autosave failed: the disk is full.", failure=True)
    assert notice.failure and not notice._timer.isActive()
    QApplication.sendEvent(notice, QEvent(QEvent.Type.Leave))
    assert not notice._timer.isActive()
    notice.close_button.click()
    assert notice.isHidden() and notice.text() == ""
    notice.show_text("Saved")  # a later ordinary notice is not a failure any more
    assert not notice.failure and notice._timer.isActive()


def test_a_passing_notice_goes_when_the_game_moves_on_a_kept_one_stays(window):
    start(window, GAMES[0])
    window.show_status("A hint is for your own turn.")
    window._clear_status()
    assert window.notices.text() == ""
    window.show_status("Your unfinished game is kept.", keep=True)
    window._clear_status()
    assert window.notices.text() == "Your unfinished game is kept."


def test_a_notice_with_room_in_its_row_shows_every_word(window):
    """A play review saw 'Saved as "Ponzi Scheme – 12/5/26 7:32 A…' and 'That piece does not go the…' with the
    row half empty: the words' advance is rounded, and the notice was made exactly as wide as it. Every text a
    notice says, in any length the row can hold, is shown whole."""
    texts = ["That piece does not go there.", "Saved as \u201cPonzi Scheme \u2013 12/5/26 7:32\u202fAM\u201d",
             "Saved as \u201cMy game: A/B test \u00e4\u201d", "The lesson asks for the lit move now.",
             "Guardada como \u00abBlack Friday \u2013 5/12/26 7:41\u00bb"]
    texts += ["x" * n + " " + "ilj" * (n % 7) for n in range(3, 40)]
    notice = window.notices.notice
    try:
        for text in texts:
            window.notices.say(text)
            assert notice.label.text() == text, (text, notice.label.text())
    finally:
        notice.dismiss()


@pytest.mark.parametrize("game", GAMES)
def test_a_sentence_the_table_shows_is_not_said_again_in_a_notice(qtbot, window, game):
    """A refused move was said in the panel's prompt line and in the notice above the table at once (Black
    Friday's refused drop, every game's Undo with nothing to undo): said once, where the eye is. A sentence the
    table does not show (why a dialog cannot open now) still comes as a notice."""
    from ponzi_desktop.ui.kit.moves import Result

    seats = [Seat(name="Ann", kind="human")] + [Seat(name=n, kind="bot", level="easy") for n in ("Bob", "Cy")]
    options = {**window.session_options(), "bot_delay_ms": 0}
    assert window.start_session(GameSession.new(game, {}, 4, seats, **options))
    table = window.game_page.table
    qtbot.waitUntil(lambda: window.session.my_turn() and not table.animator.busy, timeout=20_000)
    QApplication.processEvents()
    table.apply_result(Result("refuse", text="That share is not yours to sell."))
    assert table.panel.prompt.text() == "That share is not yours to sell."
    assert window.notices.text() == ""
    window.undo()  # nothing to undo yet: why, in the prompt line only
    assert table.panel.prompt.text() and window.notices.text() == ""
    table.status_message.emit("A sentence the table has nowhere else.")
    assert window.notices.text() == "A sentence the table has nowhere else."
    table.status_message.emit(table.board_text(table.shown_view()))  # what the status line says already
    assert window.notices.text() == "A sentence the table has nowhere else."
