"""The broker (M.I.B.S.) is told apart from the bots: its screen's banner names it whole ("Broker", never
"Broker (M.I...."), its subtitle says it is rules-driven (not "bot"), and its disc shows the market's building
instead of a bot's robot; in every language, with six holders at the table."""

from __future__ import annotations

import pytest
from widget_checks import MAXIMISED_720, table_texts

from ponzi_desktop.persistence import Seat
from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.game_page import GamePage
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.session import GameSession

from .test_table import app_settings


@pytest.fixture
def language(request):
    i18n.install(request.param)
    yield request.param
    i18n.install("en")


@pytest.mark.parametrize("language", ["en", "ja", "es", "zh_TW"], indirect=True)
def test_the_broker_is_named_whole_and_not_called_a_bot(qtbot, tmp_path, language):
    from PySide6.QtCore import QCoreApplication

    seats = [Seat(name="Ann", kind="human")] + [Seat(name=f"Bot {i}", kind="bot", level="random") for i in (1, 2)]
    session = GameSession.new("black_friday", {"mibs": True}, 3, seats, autosave_dir=tmp_path / "a", bot_delay_ms=0)
    page = GamePage(session, app_settings(tmp_path, "off"))
    qtbot.addWidget(page)
    page.resize(*MAXIMISED_720)
    page.show()
    qtbot.waitExposed(page)
    table = page.table
    broker = next(s for s in table.scene.items() if getattr(s, "broker", False) and hasattr(s, "tag_text"))
    bot_word = QCoreApplication.translate("Table", "bot")
    rules = QCoreApplication.translate("BlackFridayTable", "rules-driven")
    assert broker.tag_text.text() == rules != bot_word
    assert broker.disc_icon() is not None and broker.disc_icon() != look.robot_icon()
    drawn = {d.text: d for d in table_texts(table)}
    for text in (broker.name_text.text(), broker.tag_text.text()):
        assert text in drawn and not drawn[text].cut, (language, text)
    session.shutdown()
