"""The Anti-Monopoly board's looks: the deed card never over the Treasury, the dice or its space, and gone
during a drag; every text of the deed card whole for every space (unowned, owned, mortgaged, with buildings)
in the four languages; a mortgaged space keeps its name and price and its marks inside it; pawns stand off
the spaces' names; seat colours never the roles' green or blue; the drawn card big over the middle."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from table_mouse import point

from ponzi_desktop.engine.anti_monopoly.board import CARD, GO_TO, STREET, board
from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.anti_monopoly.deed import DeedCard
from ponzi_desktop.ui.anti_monopoly.roles import ROLE_COLOURS
from ponzi_desktop.ui.anti_monopoly.scene import DEED_RECT
from ponzi_desktop.ui.anti_monopoly.spaces import SpaceItem
from ponzi_desktop.ui.anti_monopoly.style import SEAT_PALETTE, clashes_with_roles
from ponzi_desktop.ui.kit.pieces import TextProbe

from .test_am_table import page_for
from .test_am_table_turns import take_screen, to_after_with_a_deed
from .test_trade import NewStrings, game

LANGS = ["en", "ja", "es", "zh_TW"]


def body(item):
    """An item's own rectangle on the scene (without the room kept for its glow)."""
    return item.rect.translated(item.scenePos())


def test_the_deed_card_never_covers_the_treasury_the_dice_or_its_space(qtbot, tmp_path):
    session, sq = to_after_with_a_deed(tmp_path)
    page = page_for(qtbot, tmp_path, session, size=(1280, 701))
    take_screen(page)
    sc = page.table.scene
    for q in board().properties:
        sc.hover_space(q)
        assert sc.deed.isVisible()
        card = body(sc.deed)
        for item in (sc.treasury, sc.dice, sc.spaces[q]):
            assert not card.intersects(body(item)), (q, item)
        assert DEED_RECT.contains(card)
    sc.hover_space(None)


def test_the_deed_card_goes_during_a_drag_and_on_a_press(qtbot, tmp_path):
    session, sq = to_after_with_a_deed(tmp_path)
    page = page_for(qtbot, tmp_path, session, size=(1280, 701))
    take_screen(page)
    table, sc = page.table, page.table.scene
    vp = table.view.viewport()
    sc.hover_space(sq)
    assert sc.deed.isVisible()
    a, b = point(table, sc.spaces[sq]), point(table, sc.treasury)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, 5):
        QTest.mouseMove(vp, (QPointF(a) + (QPointF(b) - QPointF(a)) * (i / 4)).toPoint())
        assert table.drag.dragging and not sc.deed.isVisible()
        sc.hover_space(sq)  # a hover arriving during the drag does not bring it back
        assert not sc.deed.isVisible()
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
    QApplication.processEvents()
    # a press elsewhere hides it; a chosen space's card goes a moment after the mouse leaves
    sc.hover_space(sq)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(vp.width() - 5, 5))
    assert not sc.deed.isVisible()
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(vp.width() - 5, 5))
    sc.choose_space(sq)
    assert sc.deed.isVisible()
    sc.deed_timer.setInterval(50)
    qtbot.waitUntil(lambda: not sc.deed.isVisible(), timeout=2_000)


@pytest.fixture(params=LANGS)
def lang(request, qapp):
    i18n.install(request.param)
    extra = NewStrings(request.param)
    QApplication.installTranslator(extra)
    yield request.param
    QApplication.removeTranslator(extra)
    i18n.install("en")


def drawn(item, size) -> list:
    image = QImage(int(size[0]) + 40, int(size[1]) + 40, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.translate(size[0] / 2 + 20, size[1] / 2 + 20)
    with TextProbe() as probe:
        item.paint(painter, None, None)
    painter.end()
    return probe.drawn


def test_every_deed_card_is_whole_in_every_language(qapp, lang):
    names = ["Alice", "Bartholomew", "Carol"]
    b = board()
    streets = [sq for sq in b.properties if b.kind[sq] == STREET]
    states = {
        "unowned": game({}),
        "owned": game({0: list(b.properties[::2]), 1: list(b.properties[1::2])}),
        "mortgaged": game({0: list(b.properties)}, mortgaged=list(b.properties)),
        "built": game({1: streets}, levels={sq: 3 for sq in streets}),
    }
    card = DeedCard()
    cut = []
    for what, state in states.items():
        view = state.view(0)
        for sq in b.properties:
            card.show_deed(sq, view, names, [ROLE_COLOURS["competitor"]] * 3)
            assert card.rect.height() <= DeedCard.H
            for d in drawn(card, (card.rect.width(), card.rect.height())):
                if d.cut:
                    cut.append(f"{lang} {what} {sq}: {d.text!r} shown as {d.shown!r}")
    assert not cut, cut[:10]


def test_a_mortgaged_space_keeps_its_name_and_price_whole():
    b = board()
    cut = []
    for sq in b.properties:
        item = SpaceItem(sq)
        item.show_state(ROLE_COLOURS["monopolist"], "monopolist", 0, True, "")
        for d in drawn(item, (item.rect.width(), item.rect.height())):
            if d.cut:
                cut.append((sq, d.text))
        assert item.boundingRect().contains(item.rect)
    assert not cut


def test_pawns_stand_off_the_spaces_names_and_prices(qtbot, tmp_path):
    session, _sq = to_after_with_a_deed(tmp_path)
    page = page_for(qtbot, tmp_path, session, size=(1280, 701))
    sc = page.table.scene
    for sq in range(1, 40):
        if sq % 10 == 0:
            continue
        item = sc.spaces[sq]
        words = item.name_box.translated(item.pos()).united(item.price_box.translated(item.pos()))
        for n in range(1, 7):  # up to six pawns on a space, the middle's pieces clear of them all
            for k in range(n):
                spot = sc.pawn_spot(sq, k, False, "competitor", list(range(n)))
                scale = sc.pawn_scale(sq, n)
                r = sc.pawns[0].rect
                pawn = QRectF(spot.x() + r.left() * scale, spot.y() + r.top() * scale, r.width() * scale,
                              r.height() * scale)
                assert not pawn.intersects(words), (sq, n, k)
                assert not pawn.intersects(body(sc.treasury)) and not pawn.intersects(body(sc.dice)), (sq, n, k)


def test_seat_colours_are_never_the_roles_green_or_blue():
    assert not any(clashes_with_roles(QColor(c)) for c in SEAT_PALETTE)
    assert len({QColor(c).name() for c in SEAT_PALETTE}) == len(SEAT_PALETTE) == 6
    assert all(clashes_with_roles(QColor(c)) for c in ("#0072B2", "#009E73", "#56B4E9"))  # the shell's
    assert clashes_with_roles(ROLE_COLOURS["monopolist"]) and clashes_with_roles(ROLE_COLOURS["competitor"])
    assert ROLE_COLOURS["monopolist"].hslHue() > 180  # blue, as the box's Monopolist pawns


def test_a_seats_role_pill_reads_at_aa(qtbot, tmp_path):
    """A review: "Competitor" in white bold on the seat's green pill had 4.25:1, under AA's 4.5:1 for text that
    size. Both roles' pills, as a seat paints them, read 4.5:1 and more; the pills and the badges are one colour."""
    from ponzi_desktop.ui.anti_monopoly import style
    from ponzi_desktop.ui.look import contrast

    for role in ("competitor", "monopolist"):
        assert style.role_colour(role) == ROLE_COLOURS[role], role
        assert contrast(QColor("#ffffff"), style.role_colour(role)) >= 4.5, role
    session, _sq = to_after_with_a_deed(tmp_path)
    page = page_for(qtbot, tmp_path, session)
    take_screen(page)
    area = page.table.scene.areas[0]
    image = QImage(int(area.rect.width()), int(area.rect.height()), QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    painter.translate(-area.rect.topLeft())
    area.paint(painter, None)
    painter.end()
    # on the pill's upper edge, right of its mark and above its words
    pill = image.pixelColor(int(8 + 30), int(area.line_y - area.rect.top() + 3))
    assert pill == style.role_colour(area.role), (pill.name(), area.role)


def test_the_drawn_card_covers_the_status_line(qtbot, tmp_path):
    session, _sq = to_after_with_a_deed(tmp_path)
    page = page_for(qtbot, tmp_path, session, size=(1280, 701))
    sc = page.table.scene
    sc.card.setPos(sc.treasury.scenePos().__class__(436, 436))
    card = sc.card.sceneBoundingRect()
    assert card.width() >= 872 / 3 * 2 - 1 or card.width() * card.height() >= 872 * 872 / 4
    assert card.contains(sc.status.sceneBoundingRect())
    assert sc.card.zValue() > max(i.zValue() for i in sc.items() if i is not sc.card and i.parentItem() is None
                                  and i.zValue() < 1000)


def test_no_tooltip_opens_over_the_deed_card(qtbot, tmp_path):
    session, _sq = to_after_with_a_deed(tmp_path)
    page = page_for(qtbot, tmp_path, session)
    sc = page.table.scene
    for sq, item in enumerate(sc.spaces):
        if board().is_property[sq]:
            assert item.toolTip() == "" and item.description.startswith(item.description.split("\n")[0]), sq
            assert item.description, sq  # the words stay, for whoever reads them out
        else:
            assert item.toolTip(), sq  # no deed card there: the tooltip says what it is


def test_the_status_line_goes_while_a_card_is_shown(qtbot, tmp_path):
    session, _sq = to_after_with_a_deed(tmp_path)
    page = page_for(qtbot, tmp_path, session, size=(1280, 701))
    sc = page.table.scene
    assert sc.status.isVisible()
    sc.card.setVisible(True)
    assert not sc.status.isVisible()
    sc.card.setVisible(False)
    assert sc.status.isVisible()


def test_a_place_on_a_card_space_says_which(qapp):
    from ponzi_desktop.ui.anti_monopoly.labels import space_name
    from ponzi_desktop.ui.anti_monopoly.space_names import place_name

    cards = [sq for sq in range(40) if board().kind[sq] == CARD]
    assert cards
    for sq in cards:
        assert place_name(sq) == f"Card Space by {space_name(sq - 1)}"


def test_a_seats_place_line_has_one_form_for_every_kind_of_space(qapp, lang):
    """A review found "On Wilshire" beside "On Card, by Trucking" (and, with more room, "On the card space by
    U.S. Trucking Company"): the line reads "On" and the place's name for every kind of space, in the long and
    the short words alike, which differ only in the names they hold."""
    from ponzi_desktop.ui.anti_monopoly.labels import BOARD_WORDS, space_name
    from ponzi_desktop.ui.anti_monopoly.space_names import place_name, short_name
    from ponzi_desktop.ui.kit.labels import label

    for sq in range(40):
        full, short = place_name(sq), place_name(sq, short=True)
        if board().kind[sq] == CARD:
            assert short == full.replace(space_name(sq - 1), short_name(sq - 1)), (lang, sq, full, short)
        elif board().kind[sq] == GO_TO:  # the corner's two places, the board's own words, without its verb
            prison, war = label(BOARD_WORDS, "prison"), label(BOARD_WORDS, "price_war")
            assert short in (full, f"{prison} / {war}") and prison in full and war in full, (lang, sq, full, short)
        else:
            assert short in (full, short_name(sq)), (lang, sq, full, short)
        if lang == "en":  # a name, as the board's are: a capital, no article, no comma
            assert full[0].isupper() and not full.startswith("the ") and ", " not in full, (sq, full)


def test_the_deed_cards_column_heads_fit_with_room_to_spare(qapp, lang):
    from PySide6.QtGui import QFontMetricsF

    from ponzi_desktop.ui.kit import look

    card = DeedCard()
    card.show_deed(1, game({}).view(0), ["Alice", "Bob"], [ROLE_COLOURS["competitor"]] * 2)
    heads = [op for op in card.ops if op[0] == "role"]
    assert len(heads) == 2
    for _, box, words, _colour, px, bold in heads:
        fm = QFontMetricsF(look.font(px, bold))
        # drawn bigger (1920 wide) hinted letters come out wider: "Competito" was cut there
        assert all(fm.horizontalAdvance(w) * 1.06 <= box.width() - 6 for w in words.split()), (lang, words)
