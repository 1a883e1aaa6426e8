"""Black Friday pieces: what a glow, a count or a small screen must never hide."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from ponzi_desktop.ui.black_friday.pieces import ShareItem


def rendered(item, scale: float = 4.0) -> QImage:
    r = item.boundingRect()
    image = QImage(int(r.width() * scale), int(r.height() * scale), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.scale(scale, scale)
    p.translate(-r.topLeft())
    item.paint(p, None)
    p.end()
    return image


def test_a_lit_stack_still_shows_its_count(qtbot):
    """The glow of a legal drop is drawn under the count badge, never across it."""
    share = ShareItem("blue", 40, 52)
    share.set_count(15)
    plain = rendered(share)
    share.set_glow("target")
    lit = rendered(share)
    r, scale = share.rect, 4.0
    centre = QPointF(r.right() - 2, r.bottom() - 4) - share.boundingRect().topLeft()
    badge = QRectF(centre.x() - 9, centre.y() - 9, 18, 18)  # inside the badge's paper disc
    for y in range(int(badge.top() * scale), int(badge.bottom() * scale)):
        for x in range(int(badge.left() * scale), int(badge.right() * scale)):
            assert lit.pixel(x, y) == plain.pixel(x, y), (x, y)


def test_your_shares_on_a_five_seat_screen_are_big_and_their_counts_beside_not_on_them(qtbot):
    from PySide6.QtGui import QColor

    from ponzi_desktop.engine.black_friday.tables import tables
    from ponzi_desktop.ui.black_friday.scene import BlackFridayScene, HolderLook

    looks = [HolderLook(n, QColor("#336699"), i > 0) for i, n in enumerate(["Ann", "Bob", "Cleo", "Dev", "Eve"])]
    scene = BlackFridayScene(looks, 5)
    screen = scene.screens[0]
    t = tables()
    screen.show_holder(100, (2, 12, 0, 1, 3), 0, 1, False, 300, True, 20, (10,) * t.k)
    assert screen.share_w >= 27  # 22.7 scene units before: about 15 px in a 1280x720 window
    bottom = screen.rect.bottom() - screen.BOTTOM_H
    shares = [screen.shares[c] for c in t.colours]
    for s in shares:
        count = s.mapRectToParent(s.count_rect())
        assert count.bottom() <= bottom and count.top() >= s.mapRectToParent(s.rect).bottom()
        for other in shares:
            assert not count.intersects(other.mapRectToParent(other.rect)), (s.colour, other.colour)
    scene.deleteLater()


def test_a_wrapped_line_leaves_no_character_alone():
    """"ついたての後ろの株券" in a five-seat screen: two even lines, never "券" alone on the second."""
    from PySide6.QtGui import QFontMetricsF

    from ponzi_desktop.ui.black_friday.pieces import balanced
    from ponzi_desktop.ui.kit import look

    text, px = "ついたての後ろの株券", 17
    whole = QFontMetricsF(look.font(px)).horizontalAdvance(text)
    # a screen a little narrower than the words (166 px once; the kana's proportional widths fit them there now)
    rect = QRectF(0, 0, round(whole) - 4, 54)
    fit = balanced(text, px, rect)
    assert fit.width() <= whole / 2 + 2 * px and fit.center().x() == rect.center().x()


def test_the_sale_track_counts_stand_beside_their_shares_clear_of_every_symbol(qtbot):
    """A sale row's shares are small: a badge over their corner hid half the symbol. Each count now stands right
    of its pile, on nothing else: not its own share, not the next colour's, not the row's tally text."""
    from ponzi_desktop.ui.black_friday.pieces import SaleRowsItem

    colours = ("purple", "yellow", "green", "blue", "white")
    sale = SaleRowsItem(colours, 3, 2, 1000, 160)
    sale.show_rows([(2, 2, 12, 2, 2)] * 3, [1, 2, 3], 0, 0, 5, False, True)
    for r in range(3):
        pieces = [sale.shares[r][c] for c in colours] + [sale.blacks[r]]
        piles = [p.mapRectToParent(p.pile_rect()) for p in pieces]
        tally = sale.removed_text.mapRectToParent(sale.removed_text.boundingRect())
        for i, piece in enumerate(pieces):
            assert piece.beside and piece.visible_count()
            badge = piece.mapRectToParent(piece.badge_rect())
            assert not any(badge.intersects(pile) for pile in piles), (r, i)
            assert r != 0 or not badge.intersects(tally), (i, badge, tally)


def test_price_markers_sharing_a_cell_lie_inside_it_and_clear_of_one_another(qtbot):
    """Three markers tied on one price were laid at full size in a line: they overlapped and spilled into the
    next cell. Now 2, 3, 4 or 5 tied colours lie inside their cell, below its price, none over another, in a cell
    of the middle and in the chart's corners; one alone keeps its full size."""
    from PySide6.QtGui import QColor

    from ponzi_desktop.ui.black_friday.prices import MARKER
    from ponzi_desktop.ui.black_friday.scene import BlackFridayScene, HolderLook

    scene = BlackFridayScene([HolderLook(n, QColor("#0072B2"), False) for n in ("Ann", "Bob", "Cy", "Dev")], 4)
    chart, colours = scene.chart, scene.colours
    for tied in (2, 3, 4, 5):
        for cell in ((0, 3), (0, 0), (12, 6), (5, 6)):
            elsewhere = (6, 0) if cell != (6, 0) else (7, 0)
            scene.place_markers([cell] * tied + [elsewhere] * (len(colours) - tied))
            room = chart.mapRectToScene(chart.cell_rect(*cell))
            price = chart.mapRectToScene(chart.cell_rect(*cell).adjusted(0, 0, 0, -chart.cell_h * 0.6 - 0.5))  # the price
            discs = [scene.markers[c].mapRectToScene(scene.markers[c].rect) for c in colours[:tied]]
            for i, disc in enumerate(discs):
                assert room.contains(disc.adjusted(-1, -1, 1, 1)), (tied, cell, i, disc, room)  # its outline too
                assert not disc.intersects(price), (tied, cell, i)
                assert not any(disc.intersects(other) for other in discs[i + 1:]), (tied, cell, i)
                assert disc.width() >= 12, (tied, disc.width())  # a mark still to be told apart
    scene.place_markers([(1, 1)] + [(6, 0)] * (len(colours) - 1))
    assert scene.markers[colours[0]].mapRectToScene(scene.markers[colours[0]].rect).width() == MARKER


def test_the_sale_rows_tally_is_one_whole_line_inside_the_lit_rows_band_in_every_language(qtbot, english_after):
    """A review saw the tally ("1 of 5 shares taken from the current row") on two lines touching the lit row's
    frame, and its Chinese running to the band's right end. It is one line now, whole, with air inside the band
    on every side, whichever row is lit, at the size the table gives the track."""
    from PySide6.QtWidgets import QGraphicsScene

    from ponzi_desktop.ui import i18n
    from ponzi_desktop.ui.black_friday.pieces import SaleRowsItem
    from ponzi_desktop.ui.kit.pieces import TextProbe

    colours = ("purple", "yellow", "green", "blue", "white")
    for lang in ("en", "ja", "es", "zh_TW"):
        i18n.install(lang)
        scene = QGraphicsScene()
        sale = SaleRowsItem(colours, 3, 2, 1012, 176)  # as the Black Friday scene makes it
        scene.addItem(sale)
        for current in range(3):
            sale.show_rows([(2, 2, 2, 2, 2)] * 3, [1, 1, 1], current, 5, 5, False, True)
            image = QImage(1012, 176, QImage.Format.Format_ARGB32_Premultiplied)
            painter = QPainter(image)
            with TextProbe() as probe:
                sale.removed_text.paint(painter, None)
            painter.end()
            drawn = [d for d in probe.drawn if d.text == sale.removed_text.text()]
            assert len(drawn) == 1 and not drawn[0].cut and len(drawn[0].lines) == 1, (lang, drawn)
            ink = sale.removed_text.mapRectToParent(drawn[0].rect)  # the ink's box, in the text's own units
            band_top = -sale._h / 2 + sale.row_y(current) - sale.row_h / 2 + 2
            band = QRectF(-sale._w / 2 + sale.BAND_INSET, band_top, sale._w - 2 * sale.BAND_INSET, sale.row_h - 4)
            inside = band.adjusted(4, 4, -4, -4)  # the frame's 2 px pen and air beyond it
            assert inside.contains(ink), (lang, current, ink, band)
            assert drawn[0].px >= 18, (lang, drawn[0].px)  # not shrunk: the table's size for it
