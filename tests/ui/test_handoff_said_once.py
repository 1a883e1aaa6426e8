"""The moment before a hot-seat hand-off, in every game (a reviewer's finding): "Your move is made: press Hand Over
for Bob." stood twice at once, in the panel's prompt beside the Hand Over button and in the board's status line.
The prompt says it, beside its button; the board says who plays next."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel
from widget_checks import table_texts, visible_widgets

from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.persistence import Seat
from ponzi_desktop.ui import games, i18n
from ponzi_desktop.ui.formatting import isolate
from ponzi_desktop.ui.session import GameSession

GAMES = [g.id for g in games.playable()]


@pytest.fixture
def speak(qapp):
    yield
    i18n.install("en")


def bare(text: str) -> str:
    return text.replace("\u2068", "").replace("\u2069", "")


def shown_texts(window) -> list[str]:
    """Every text on the window now: its widgets' and what the table's scene draws."""
    texts = [w.text() for w in visible_widgets(window) if isinstance(w, (QLabel, QAbstractButton))]
    return [bare(t) for t in texts + [d.text for d in table_texts(window.game_page.table)] if t]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", GAMES)
def test_the_hand_over_sentence_is_said_once(qtbot, app_settings, tmp_path, speak, game, lang):
    from ponzi_desktop.ui.main_window import MainWindow

    assert len(GAMES) >= 3
    app_settings.animation_speed = "off"
    window = MainWindow(app_settings, language=lang)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    names = ("Ann", "Bob", "Cy", "Dee", "Eve", "Flo")[:game_spec(game).min_players]
    session = GameSession.new(game, {}, 3, [Seat(name=n, kind="human") for n in names],
                              autosave_dir=tmp_path / "autosave", bot_delay_ms=0)
    window.start_session(session)
    page, table = window.game_page, window.game_page.table
    for _ in range(60):  # moves until one hands the screen on (some moves keep the turn)
        if page.cover.isVisible():
            page.cover.button.click()
        if page.handoff_held:
            break
        choice = session.view().choices[0]
        assert session.submit(choice.with_value(max(1, choice.lo)) if choice.param else choice.action)
    assert page.handoff_held and not page.cover.isVisible()
    qtbot.waitUntil(lambda: not table.animator.busy, timeout=10_000)
    name = session.seats[session.handoff_pending].name
    said = bare(table.tr("Your move is made: press Hand Over for %1.").replace("%1", name))
    assert lang == "en" or said != f"Your move is made: press Hand Over for {name}."
    texts = shown_texts(window)
    assert texts.count(said) == 1, [t for t in texts if name in t]
    assert bare(table.panel.prompt.text()) == said  # beside the Hand Over button
    board = bare(table.board_text(session.view()))
    assert board == bare(table.tr("%1 plays next.").replace("%1", name)) and board in texts
    assert isolate(name) in table.view.accessibleDescription()  # a screen reader hears the whole sentence
    window.close_session()
