"""The Black Friday row at 1280x720 keeps every button's words and width whatever the prices: "Buy gold…" was
relabelled "Gold…" once prices reached three digits (the Buy buttons had room for two), so the buttons changed
mid-game. Every Buy button has the room of the chart's highest price from the first turn."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QPushButton
from widget_checks import MAXIMISED_720

from ponzi_desktop.persistence import Seat
from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.black_friday.moves import Moves
from ponzi_desktop.ui.main_window import MainWindow
from ponzi_desktop.ui.session import GameSession


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


def row(panel) -> list[tuple[str, int, int]]:
    return [(b.accessibleName(), b.x(), b.width()) for b in panel.buttons_box.findChildren(QPushButton)
            if b.isVisible()]


@pytest.mark.parametrize("lang", ["en", "es", "ja", "zh_TW"])
def test_the_buttons_keep_their_words_and_places_when_prices_reach_three_digits(
        qtbot, app_settings, tmp_path, monkeypatch, english_after, lang):
    app_settings.animation_speed = "off"
    window = MainWindow(app_settings, language=lang)
    qtbot.addWidget(window)
    window.resize(*MAXIMISED_720)
    window.show()
    qtbot.waitExposed(window)
    seats = [Seat(name="Ann", kind="human")] + [Seat(name=n, kind="bot", level="random") for n in ("Bob", "Cleo")]
    session = GameSession.new("black_friday", {}, 5, seats, autosave_dir=tmp_path / "a", bot_delay_ms=0)
    window.start_session(session)
    qtbot.waitUntil(session.my_turn, timeout=30_000)
    table = window.game_page.table
    table.animator.snap()
    panel = table.panel
    before = row(panel)
    texts = [b.text() for b in panel._move_buttons()]
    gold = QCoreApplication.translate("BlackFridayActionPanel", "Buy gold…")
    assert gold in texts, texts  # in its own words

    monkeypatch.setattr(Moves, "price", lambda self, colour: 240)  # the chart's top, on every colour
    panel._key = None
    table._refresh_controls()
    assert [b.text() for b in panel._move_buttons() if not b.text().startswith("$") and "$" not in b.text()
            and not any(ch.isdigit() for ch in b.text())] == [
        t for t in texts if "$" not in t and not any(ch.isdigit() for ch in t)]
    qtbot.waitUntil(lambda: row(panel) == before, timeout=2000)  # laid out: as wide, at the same places
    session.shutdown()
