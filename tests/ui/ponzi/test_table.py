"""The Ponzi table widget: every phase renders (the round and its limit, the supply's words and badges), and the
moves on the board by drag, click and keyboard: funding, removing a card, returning a tile, a luxury, Pass; their
refusals, and a half-made move."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from table_helpers import (
    app_settings,
    click,
    drag,
    find_position,
    human_at,
    last_action,
    panel_button,
    random_actions,
    seats,
    session_at,
)

from ponzi_desktop.engine.ponzi.actions import Fund, Remove, ReturnTile
from ponzi_desktop.ui.ponzi.items import industry_name  # noqa: E402
from ponzi_desktop.ui.ponzi.style import money
from ponzi_desktop.ui.ponzi.table import PonziTable


@pytest.mark.parametrize("phase", ["fund", "trade", "answer", "remove", "return"])
@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_every_phase_renders(make_table, phase, variant):
    table, session = make_table(phase, variant=variant)
    view = session.view()
    assert view.phase == phase
    assert table.grab().width() > 0
    assert set(table.scene.board.cards) == set(view.market)
    for p, area in enumerate(table.scene.areas):
        assert {c for c, _ in area.wheel.cards} == {c for c, _ in view.players[p].wheel}
    assert table.panel.prompt.text()


def test_game_over_renders(qtbot, tmp_path):
    texts, state = random_actions({"variant": "basic"}, 3, 5, lambda s, n: False)
    assert state.is_over
    session = session_at(tmp_path, texts, {"variant": "basic"}, 5, seats(3))
    table = PonziTable(session, app_settings(tmp_path))
    qtbot.addWidget(table)
    table.show()
    assert table.grab().width() > 0
    assert any("Game over" in t for t in table.visible_texts())
    session.shutdown()


def test_a_round_limit_is_shown_with_the_round(qtbot, tmp_path):
    texts, seed, state = find_position(human_at("fund"))
    for limit, heading in ((None, f"Round {state.round} · Funding"), (9, f"Round {state.round} of 9 · Funding")):
        session = session_at(tmp_path / f"{limit}", texts, {"round_limit": limit}, seed, seats(4))
        table = PonziTable(session, app_settings(tmp_path / f"{limit}"))
        qtbot.addWidget(table)
        assert table.panel.title.text() == heading
        assert table.scene.piles.round_text.text() == heading.split(" · ")[0]
        session.shutdown()


@pytest.mark.parametrize("lang", ["en", "ja", "es", "zh_TW"])
def test_the_luxuries_for_sale_have_room_for_their_words(qapp, lang):
    """Spanish '3 puntos' filled its tile edge to edge (shrunk under its size) and 'Bienes raíces' ran into
    the tiles: the points keep a margin inside the tile at their own size, and the names stop short of it."""
    from PySide6.QtGui import QFontMetricsF

    from ponzi_desktop.engine.ponzi.data import ponzi_data
    from ponzi_desktop.ui import i18n
    from ponzi_desktop.ui.kit.look import font
    from ponzi_desktop.ui.ponzi.board import SupplyArea
    from ponzi_desktop.ui.ponzi.items import industry_name

    i18n.install(lang)
    try:
        industries = ("transportation", "grain", "media", "real_estate")
        supply = SupplyArea(430, 340, industries, advanced=True)
        prices = [lux.price for lux in ponzi_data().luxuries]
        supply.show_luxuries(prices)
        tiles = list(supply.luxuries.values())
        assert len(tiles) == 4
        column = min(t.pos().x() - t.rect.width() / 2 for t in tiles)
        points = QFontMetricsF(font(18))
        for tile in tiles:
            words = QCoreApplication.translate("PonziTable", "%n point(s)", None, tile.points)
            assert points.horizontalAdvance(words) <= tile.rect.width() - 10, (words, tile.rect.width())
        # the names' boxes stop short of the luxuries and their title (the first two, beside the bank and above
        # the luxuries, may reach further: short of the bank)
        pieces = [t.mapRectToParent(t.rect) for t in tiles] + [supply.lux_title.mapRectToParent(
            supply.lux_title.boundingRect()), supply.bank.mapRectToParent(supply.bank.rect)]
        for ind, item in supply.names.items():
            box = item.mapRectToParent(item.boundingRect())
            for piece in pieces:
                assert not box.adjusted(0, 0, 8, 0).intersects(piece), (industry_name(ind), box, piece)
            if box.bottom() > pieces[-2].top():  # beside the luxuries' title or the luxuries
                assert box.right() <= column - 8, ind
    finally:
        i18n.install("en")


def test_the_supplys_count_badge_leaves_the_tiles_left_line_clear(make_table):
    """The pile's count badge "15" covered the first character of "残り15枚" (15 left)."""
    from PySide6.QtCore import QRectF

    table, _ = make_table("fund")
    supply = table.scene.supply
    for ind, tile in supply.piles.items():
        r = tile.rect
        d = max(27.0, r.width() * 0.46)
        badge = tile.mapRectToScene(QRectF(r.right() - d * 0.7, r.bottom() - d * 0.7, d, d))
        left = supply.left_texts[ind]
        assert badge.right() + 1.5 + 6 <= left.mapRectToScene(left.boundingRect()).left(), ind  # pen, a gap


def legal_fund(session) -> Fund:
    return next(c.action for c in session.view().choices if isinstance(c.action, Fund))


def test_fund_by_dragging_tile_then_card(make_table):
    table, session = make_table("fund")
    fund = legal_fund(session)
    count = session.action_count
    sc = table.scene
    drag(table, sc.supply.piles[fund.industry], sc.areas[0])
    assert session.action_count == count  # half a move: the row lights up
    assert table.selection.industry == fund.industry
    assert sc.board.lit_rows == {session.view().players[0].tiles[session.view().industries.index(fund.industry)]}
    assert sc.board.cards[fund.card].glow == "target"
    drag(table, sc.board.cards[fund.card], sc.areas[0])
    assert session.action_count == count + 1
    assert last_action(session) == fund.to_text()


def test_fund_by_dragging_card_then_tile(make_table):
    table, session = make_table("fund")
    fund = legal_fund(session)
    count = session.action_count
    sc = table.scene
    drag(table, sc.board.cards[fund.card], sc.areas[0])
    assert table.selection.card == fund.card
    assert sc.supply.piles[fund.industry].glow == "target"
    drag(table, sc.supply.piles[fund.industry], sc.areas[0])
    assert session.action_count == count + 1
    assert last_action(session) == fund.to_text()


def test_fund_by_dropping_tile_on_card(make_table):
    table, session = make_table("fund")
    fund = legal_fund(session)
    drag(table, table.scene.supply.piles[fund.industry], table.scene.board.cards[fund.card])
    assert last_action(session) == fund.to_text()


def test_fund_by_clicks(make_table):
    table, session = make_table("fund")
    fund = legal_fund(session)
    count = session.action_count
    click(table, table.scene.supply.piles[fund.industry])
    assert table.selection.industry == fund.industry
    click(table, table.scene.board.cards[fund.card])
    assert session.action_count == count + 1
    assert last_action(session) == fund.to_text()


def test_fund_by_keyboard(make_table, qtbot):
    table, session = make_table("fund")
    fund = legal_fund(session)
    count = session.action_count

    industry = panel_button(table, industry_name(fund.industry))
    assert industry.toolTip()
    industry.setFocus()
    QTest.keyClick(industry, Qt.Key.Key_Space)
    assert table.selection.industry == fund.industry
    card = panel_button(table, f"The {money(fund.card)} card")
    card.setFocus()
    QTest.keyClick(card, Qt.Key.Key_Return)
    assert session.action_count == count + 1
    assert last_action(session) == fund.to_text()


def test_illegal_drop_is_refused_with_a_reason(make_table, qtbot):
    def full_industry(s):  # the human holds 3 tiles of some industry: funding it is refused
        return s.phase == "fund" and s.actor == 0 and max(s.tiles[0]) >= 3

    table, session = make_table(predicate=full_industry)
    view = session.view()
    k = max(range(4), key=lambda i: view.players[0].tiles[i])
    industry = view.industries[k]
    count = session.action_count
    digest = session.record.actions[:]
    with qtbot.waitSignal(table.status_message) as blocker:
        drag(table, table.scene.supply.piles[industry], table.scene.areas[0])
    assert "at most 3" in blocker.args[0]
    assert session.action_count == count
    assert session.record.actions == digest
    assert table.selection.empty


def test_card_from_the_wrong_row_is_refused(make_table, qtbot):
    table, session = make_table("fund")
    view = session.view()
    fund = legal_fund(session)
    wrong = next(c for c in view.market if not any(
        ch.action == Fund(fund.industry, c) for ch in view.choices))
    drag(table, table.scene.supply.piles[fund.industry], table.scene.areas[0])
    count = session.action_count
    with qtbot.waitSignal(table.status_message) as blocker:
        drag(table, table.scene.board.cards[wrong], table.scene.areas[0])
    assert "row" in blocker.args[0]
    assert session.action_count == count


def test_pass_button(make_table):
    table, session = make_table("fund")
    count = session.action_count
    panel_button(table, "Pass").click()
    assert session.action_count == count + 1
    assert last_action(session) == "pass"


def test_moves_refused_when_not_your_turn(make_table, qtbot):
    table, session = make_table(predicate=lambda s: s.phase == "fund" and s.actor == 1)
    count = session.action_count
    ind = session.view().industries[0]
    with qtbot.waitSignal(table.status_message) as blocker:
        drag(table, table.scene.supply.piles[ind], table.scene.areas[0])
    assert "not your turn" in blocker.args[0]
    assert session.action_count == count


def test_remove_by_drag_to_discard(make_table):
    table, session = make_table("remove")
    card = session.view().market[4]
    drag(table, table.scene.board.cards[card], table.scene.piles.discard_slot)
    assert last_action(session) == Remove(card).to_text()


def test_remove_by_two_clicks(make_table):
    table, session = make_table("remove")
    card = session.view().market[0]
    click(table, table.scene.board.cards[card])
    assert table.selection.card == card
    click(table, table.scene.piles.discard_slot)
    assert last_action(session) == Remove(card).to_text()


def test_return_by_drag_to_supply(make_table):
    table, session = make_table("return")
    ret = next(c.action for c in session.view().choices if isinstance(c.action, ReturnTile))
    area = table.scene.areas[0]
    drag(table, area.tiles[ret.industry], table.scene.supply.piles[ret.industry])
    assert last_action(session) == ret.to_text()


def test_return_of_the_wrong_industry_is_refused(make_table, qtbot):
    def uneven(s):
        return s.phase == "return" and s.actor == 0 and len({x for x in s.tiles[0] if x}) > 1

    table, session = make_table(predicate=uneven)
    view = session.view()
    tiles = view.players[0].tiles
    wrong = next(view.industries[k] for k in range(4) if 0 < tiles[k] < max(tiles))
    count = session.action_count
    with qtbot.waitSignal(table.status_message) as blocker:
        drag(table, table.scene.areas[0].tiles[wrong], table.scene.supply.piles[wrong])
    assert "most" in blocker.args[0]
    assert session.action_count == count


def test_return_by_panel(make_table):
    table, session = make_table("return")
    ret = next(c.action for c in session.view().choices if isinstance(c.action, ReturnTile))

    panel_button(table, f"Return {industry_name(ret.industry)}").click()
    assert last_action(session) == ret.to_text()


def test_luxury_bought_by_drag(make_table):
    def can_buy(s):
        return s.phase == "trade" and s.actor == 0 and any(p <= s.cash[0] for p in s.lux_bank)

    table, session = make_table(predicate=can_buy, variant="advanced")
    view = session.view()
    price = next(p for p in view.luxury_bank if p <= view.my_cash)
    drag(table, table.scene.supply.luxuries[price], table.scene.areas[0])
    assert last_action(session) == f"luxury {price}"


def test_escape_forgets_the_half_move(make_table):
    table, session = make_table("fund")
    fund = legal_fund(session)
    click(table, table.scene.supply.piles[fund.industry])
    assert not table.selection.empty
    QTest.keyClick(table.view, Qt.Key.Key_Escape)
    assert table.selection.empty
    assert table.scene.board.lit_rows == set()


def test_a_half_made_move_says_what_next_in_the_prompt_only(make_table, qtbot):
    """A tile picked up lights its row; the sentence saying so was also sent as a notice, which repeated the
    prompt line word for word."""
    table, session = make_table("fund")
    fund = legal_fund(session)
    said: list[str] = []
    table.status_message.connect(said.append)
    drag(table, table.scene.supply.piles[fund.industry], table.scene.areas[0])
    assert not table.selection.empty
    assert table.panel.prompt.text() and said == []
