"""The Black Friday panel at 1280x720 in every language: each Buy button shows its price and each Sell button
its count, and the row fits (the words before the groups and the buttons' padding give way first)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QPushButton
from widget_checks import MAXIMISED_720

from ponzi_desktop.persistence import Seat
from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.main_window import MainWindow
from ponzi_desktop.ui.session import GameSession

NAMES = ["Ann", "Bob", "Cleo", "Dev", "Eve"]


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


@pytest.mark.parametrize("lang", ["en", "es", "ja", "zh_TW"])
@pytest.mark.parametrize("players", [4, 5])
def test_every_buy_and_sell_button_shows_its_price_or_count(qtbot, app_settings, tmp_path, english_after, lang,
                                                            players):
    app_settings.animation_speed = "off"
    window = MainWindow(app_settings, language=lang)
    qtbot.addWidget(window)
    window.resize(*MAXIMISED_720)
    window.show()
    qtbot.waitExposed(window)
    seats = [Seat(name=NAMES[0], kind="human")] + [Seat(name=n, kind="bot", level="random")
                                                  for n in NAMES[1:players]]
    session = GameSession.new("black_friday", {}, 5, seats, autosave_dir=tmp_path / "a", bot_delay_ms=0)
    window.start_session(session)
    qtbot.waitUntil(session.my_turn, timeout=30_000)
    table = window.game_page.table
    table.animator.snap()
    panel = table.panel
    view = session.view()
    moves = [b for b in panel.buttons_box.findChildren(QPushButton) if b.isVisible()]
    shares = [b for b in moves if not b.icon().isNull()]  # a share's picture: the Buy and Sell buttons
    assert len(shares) == 10, [b.accessibleName() for b in moves]  # five to buy, five to sell
    for b in shares:
        assert b.text().strip(), (lang, b.accessibleName())
    need = sum(b.sizeHint().width() for b in moves)
    assert need <= panel.buttons_box.width()
    assert view.phase == "action"
    session.shutdown()
