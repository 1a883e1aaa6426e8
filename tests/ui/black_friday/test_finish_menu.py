"""Black Friday's "Finish buying" / "Finish selling" menus say what their colours choose (they were once a list of bare
colours under the button, with no title or question): a bold line on top, in the menu's ink, never chosen, with the
colours under it; whole and readable when the menu opens. With only one colour to choose there is no menu: the button
ends the purchase or the sale at once, and its tooltip says how."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel, QWidgetAction
from table_mouse import app_settings, drag, panel_button
from widget_checks import clipped, too_small

from ponzi_desktop.engine.black_friday.actions import Place, Sell, Take
from ponzi_desktop.persistence import Seat
from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.black_friday.moves import Moves
from ponzi_desktop.ui.black_friday.pieces import colour_name
from ponzi_desktop.ui.game_page import GamePage
from ponzi_desktop.ui.session import GameSession


def ann_at_the_table(qtbot, tmp_path):
    """A 1280x720 table where Ann (a person, against three random bots) has her first turn."""
    seats = [Seat(name="Ann", kind="human")] + [Seat(name=n, kind="bot", level="random") for n in ("Bob", "Cy", "Dev")]
    session = GameSession.new("black_friday", {}, 5, seats, autosave_dir=tmp_path / "autosave", bot_delay_ms=0)
    page = GamePage(session, app_settings(tmp_path, "off"))
    qtbot.addWidget(page)
    page.resize(1280, 720)
    page.show()
    qtbot.waitExposed(page)
    qtbot.waitUntil(session.my_turn, timeout=30_000)
    table = page.table
    return table, session


@pytest.fixture
def buying(qtbot, tmp_path):
    """Ann has bought one share of her first action (the first level's limit): the purchase waits to be finished,
    with that colour the only one that can go onto the share purchase track."""
    table, session = ann_at_the_table(qtbot, tmp_path)
    sc = table.scene
    view = session.view()
    colour = next(c for c, n, p in zip(sc.colours, view.market, view.prices, strict=True) if n and p <= 90)
    drag(table, sc.market.stacks[colour], sc.screens[0])
    assert session.view().phase == "buy"
    return table, session


@pytest.fixture
def two_colours(monkeypatch):
    """Any market colour may finish the purchase, as where a level allows shares of two colours bought."""
    legal = Moves.legal
    monkeypatch.setattr(Moves, "legal", lambda self, a: legal(self, a) or (
        isinstance(a, Place) and self.phase == "buy" and self.waiting is None and self.market(a.colour) > 0))


def test_one_colour_to_choose_finishes_the_purchase_at_once(buying, qtbot):
    table, session = buying
    places = [c.action for c in session.view().choices if isinstance(c.action, Place)]
    assert len(places) == 1  # the colour just bought
    button = panel_button(table, "Finish buying")
    assert button is not None and button.menu() is None  # no menu of one colour to open
    said = f"Finish buying: {colour_name(places[0].colour)} goes onto the share purchase track"
    assert button.toolTip() == said and button.accessibleDescription() == said
    sent = []
    table.panel.submit_requested.connect(sent.append)
    button.click()
    assert sent == [places[0]]


def test_one_colour_to_choose_finishes_the_sale_at_once(qtbot, tmp_path):
    table, session = ann_at_the_table(qtbot, tmp_path)
    sc = table.scene
    colour = next(c.action.colour for c in session.view().choices if isinstance(c.action, Sell))
    drag(table, sc.screens[0].shares[colour], sc.market)
    assert session.view().phase == "sell"
    takes = [c.action for c in session.view().choices if isinstance(c.action, Take)]
    assert takes == [Take(colour)]
    button = panel_button(table, "Finish selling")
    assert button is not None and button.menu() is None
    said = f"Finish selling: {colour_name(colour)} from the sale row goes to the market"
    assert button.toolTip() == said
    sent = []
    table.panel.submit_requested.connect(sent.append)
    button.click()
    assert sent == [Take(colour)]


def test_finish_buying_asks_which_colour_goes_onto_the_track(two_colours, buying, qtbot):
    table, _session = buying
    menu = panel_button(table, "Finish buying").menu()
    first = menu.actions()[0]
    assert isinstance(first, QWidgetAction) and not first.isEnabled()  # words, never chosen
    assert first.text() == "Which colour goes onto the share purchase track?"
    assert menu.actions()[1].isSeparator()
    colours = [a for a in menu.actions()[2:] if not a.isSeparator()]
    assert len(colours) == 5 and sum(a.isEnabled() for a in colours) >= 2
    menu.popup(table.mapToGlobal(table.rect().center()))
    qtbot.waitExposed(menu)
    label = first.defaultWidget()
    assert isinstance(label, QLabel) and label.isVisible() and label.text() == first.text()
    assert label.palette().color(label.foregroundRole()).lightness() < 80  # the menu's ink, not greyed
    assert clipped(menu) == [] and too_small(menu) == []
    menu.close()


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


def test_the_prompts_are_translated(qapp, english_after):
    from PySide6.QtCore import QCoreApplication

    prompts = ("Which colour goes onto the share purchase track?", "Which colour of the sale row goes to the market?")
    for lang in ("ja", "es", "zh_TW"):
        i18n.install(lang)
        for prompt in prompts:
            said = QCoreApplication.translate("BlackFridayActionPanel", prompt)
            assert said and said != prompt, lang
