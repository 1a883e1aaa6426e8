"""The middle of the table: the funding board (3 rows of 3 cards), the industry supply with the bank and the
luxuries, and the deck, discard pile and phase track.

Each part is told what to show (`show_*`) by the table or by an animation step; none reads the game itself.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from ponzi_desktop.engine.ponzi.data import ponzi_data
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.labels import label
from ponzi_desktop.ui.kit.moves import Payload, Target
from ponzi_desktop.ui.kit.pieces import Panel, StepTrack, TableItem, TextItem, discard, draw_icon, draw_text
from ponzi_desktop.ui.ponzi import style
from ponzi_desktop.ui.ponzi.cards import CardBackItem, CardItem
from ponzi_desktop.ui.ponzi.items import LuxuryItem, TileItem, industry_name
from ponzi_desktop.ui.ponzi.labels import PHASES, ROUND
from ponzi_desktop.ui.ponzi.style import card_facts, number

translate = QCoreApplication.translate

CARD_W = 160.0
CARD_H = 92.0
#: The height of the round panel's sentence: three lines of the smallest text, spaced a fifth wider than the
#: font's own spacing (as some screens' fonts are)
STATUS_H = 72.0
LUXURY_W = 90.0  # a luxury for sale: room for "4 puntos" at its own size, with a margin on both sides
NAME_PX = 20.0  # an industry's name in the supply, when every name fits at it


def common_size(texts: list[str], widths: list[float], px: float, bold: bool = False) -> float:
    """The largest size up to `px` (never under the table's smallest text) at which every text fits its width:
    names read as one list only at one size ("Transportation" shrunk beside the luxuries looked a size smaller
    than "Grain")."""
    while px > look.MIN_TEXT:
        metrics = QFontMetricsF(look.font(px, bold))
        if all(metrics.horizontalAdvance(t) <= w for t, w in zip(texts, widths, strict=True)):
            break
        px -= 1  # as `draw_text` shrinks: whole pixels
    return max(px, look.MIN_TEXT)


class FundingBoard(Panel):
    """Three rows of three fund cards, sorted; row r holds the cards funded with a player's (r+1)th tile."""

    LABEL_W = 140.0

    def __init__(self, w: float, h: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(w, h, translate("PonziTable", "Funding board"), parent)
        self.cards: dict[int, CardItem] = {}
        self.market: tuple[int, ...] = ()
        self.bears = 18
        self.lit_rows: set[int] = set()
        self.row_labels = []
        for r, (title, hint) in enumerate((
            (translate("PonziTable", "Row 1"), translate("PonziTable", "1st tile of an industry")),
            (translate("PonziTable", "Row 2"), translate("PonziTable", "2nd tile of an industry")),
            (translate("PonziTable", "Row 3"), translate("PonziTable", "3rd tile of an industry")),
        )):
            y = self.slot_centre(r * 3).y()
            head = TextItem(title, self.LABEL_W - 10, 28, 22, style.TEXT_ON_FELT, True, parent=self)
            head.setPos(12, y - 38)
            # two lines at its own size in every language (Japanese breaks after 1枚目の)
            sub = TextItem(hint, self.LABEL_W - 10, 58, 18, style.TEXT_ON_FELT_SOFT, False, parent=self, wrap=True)
            sub.setPos(12, y - 10)
            self.row_labels.append((head, sub))

    def slot_centre(self, index: int) -> QPointF:
        r, i = divmod(index, 3)
        x = self.LABEL_W + 12 + CARD_W / 2 + i * (CARD_W + 8)
        y = 40 + CARD_H / 2 + r * (CARD_H + 8)  # under the title, which ends at 36
        return QPointF(x, y)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        super().paint(painter, option, widget)
        for r in range(3):
            c0, c2 = self.slot_centre(r * 3), self.slot_centre(r * 3 + 2)
            band = QRectF(10, c0.y() - CARD_H / 2 - 4, c2.x() + CARD_W / 2 + 6 - 10, CARD_H + 8)
            if r in self.lit_rows:
                painter.setPen(QPen(style.LEGAL, 3))
                painter.setBrush(QColor(255, 224, 102, 60))
                painter.drawRoundedRect(band, 10, 10)
            painter.setPen(QPen(QColor(255, 255, 255, 50), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for i in range(3):
                c = self.slot_centre(r * 3 + i)
                painter.drawRoundedRect(QRectF(c.x() - CARD_W / 2, c.y() - CARD_H / 2, CARD_W, CARD_H), 10, 10)

    def row_of(self, card: int) -> int | None:
        """The row (0-2) card `card` lies in, None when it is not on the board."""
        return self.market.index(card) // 3 if card in self.market else None

    def set_lit_rows(self, rows: set[int]) -> None:
        if rows != self.lit_rows:
            self.lit_rows = set(rows)
            self.update()

    def _card(self, value: int) -> CardItem:
        item = self.cards.get(value)
        if item is None or item.facts.bear != card_facts(value, self.bears).bear:
            discard(item)
            item = CardItem(card_facts(value, self.bears), CARD_W, CARD_H, parent=self)
            item.payload = Payload("card", value)
            item.target = Target("card", value)
            item.setZValue(5)
            self.cards[value] = item
        return item

    def drop_card(self, value: int) -> None:
        discard(self.cards.pop(value, None))

    def show_market(self, market: tuple[int, ...] | list[int], bears: int) -> None:
        """Show exactly these cards in their sorted slots, at rest."""
        self.bears = bears
        self.market = tuple(market)
        for value in [v for v in self.cards if v not in self.market]:
            self.drop_card(value)
        for i, value in enumerate(self.market):
            item = self._card(value)
            item.setPos(self.slot_centre(i))
            item.setVisible(True)
            item.setOpacity(1.0)
            item.setScale(1.0)

    def refill_animation(self, market: list[int], new_cards: list[int], deck_pos: QPointF,
                         duration: int) -> QVariantAnimation:
        """Re-sort to `market`: kept cards slide to their new slots, new cards come from the deck."""
        self.market = tuple(market)
        moves = []
        for i, value in enumerate(market):
            item = self._card(value)
            end = self.slot_centre(i)
            start = self.mapFromScene(deck_pos) if value in new_cards else item.pos()
            item.setVisible(True)
            moves.append((value, item, start, end, value in new_cards))
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(duration)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)

        def step(t: float) -> None:
            for _, item, p0, p1, new in moves:
                item.setPos(p0 + (p1 - p0) * t)
                if new:
                    item.setOpacity(min(1.0, 0.2 + t))

        anim.valueChanged.connect(step)
        step(0.0)
        return anim

    def card_scene_pos(self, value: int) -> QPointF | None:
        item = self.cards.get(value)
        return None if item is None else item.scenePos()


#: How far the "N left" line stands off the pile, past the count badge that sticks out of the tile.
BADGE_ROOM = 14


class SupplyArea(Panel):
    """The four industry piles with their counts, the bank, and the luxuries still for sale."""

    def __init__(self, w: float, h: float, industries: tuple[str, ...], advanced: bool,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(w, h, translate("PonziTable", "Industry supply"), parent)
        self.industries = industries
        self.piles: dict[str, TileItem] = {}
        self.names: dict[str, TextItem] = {}
        self.left_texts: dict[str, TextItem] = {}
        # the four piles in a column on the left; the bank (and the luxuries for sale) on the right, the
        # industries' names stopping short of them
        side = 2 * LUXURY_W + 6 if advanced else 126.0
        text_w = w - side - 14 - 64 - 8 - 12
        right = w - side / 2 - 8
        # the first two names, beside the bank, may reach to it (the luxuries for sale stand lower down)
        bank_left = right - BankItem.SIZE[0] / 2 - 8 - (14 + 64)
        widths = [max(text_w, bank_left) if advanced and k < 2 else text_w for k in range(len(industries))]
        labels = [style_label(ind) for ind in industries]
        name_px = common_size(labels, widths, NAME_PX, bold=True)
        for k, ind in enumerate(industries):
            y = 68 + k * 70
            tile = TileItem(ind, 52, pile=True, parent=self)
            tile.setPos(14 + 28, y)
            tile.payload = Payload("supply", ind)
            tile.target = Target("supply", ind)
            self.piles[ind] = tile
            # every name at one size: the size at which the longest fits its room
            name = TextItem(labels[k], widths[k], 26, name_px, style.TEXT_ON_FELT, True,
                            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, parent=self)
            name.setPos(14 + 64, y - 26)
            self.names[ind] = name
            # the count beside the pile's badge, which sticks out of the tile's corner at this height
            left = TextItem("", text_w - BADGE_ROOM, 24, 18, style.TEXT_ON_FELT_SOFT, False,
                            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, parent=self)
            left.setPos(14 + 64 + BADGE_ROOM, y + 1)
            self.left_texts[ind] = left
        self.bank = BankItem(parent=self)
        self.luxuries: dict[int, LuxuryItem] = {}
        self.lux_title = None
        self.lux_slots: list[QPointF] = []
        if advanced:
            self.bank.setPos(right, 90)
            self.lux_title = TextItem(translate("PonziTable", "Luxuries for sale"), side, 44, 18,
                                      style.TEXT_ON_FELT_SOFT, True, parent=self, wrap=True)
            self.lux_title.setPos(right - side / 2, 146)
            for i in range(4):
                self.lux_slots.append(QPointF(right - (LUXURY_W + 6) / 2 + (i % 2) * (LUXURY_W + 6),
                                              220 + (i // 2) * 62))
        else:
            self.bank.setPos(right, h / 2 + 10)

    def show_supply(self, supply: tuple[int, ...] | list[int]) -> None:
        for k, ind in enumerate(self.industries):
            n = supply[k]
            self.piles[ind].set_count(n, faded=n == 0)
            self.left_texts[ind].set_text(translate("PonziTable", "%n left", None, n))
            self.piles[ind].setToolTip(translate("PonziTable", "%1: %n tile(s) left in the supply.", None, n)
                                       .replace("%1", style_label(ind)))

    def show_luxuries(self, prices: tuple[int, ...] | list[int]) -> None:
        for price in [p for p in self.luxuries if p not in prices]:
            discard(self.luxuries.pop(price))
        for i, lux in enumerate(sorted(ponzi_data().luxuries, key=lambda lux: lux.price)):
            if lux.price in prices and i < len(self.lux_slots):
                item = self.luxuries.get(lux.price)
                if item is None:
                    item = LuxuryItem(lux.price, LUXURY_W, 58, parent=self)
                    item.payload = Payload("luxury", lux.price)
                    self.luxuries[lux.price] = item
                item.setPos(self.lux_slots[i])
                item.setVisible(True)

    def pile_scene_pos(self, industry: str) -> QPointF:
        return self.piles[industry].scenePos()


def style_label(industry: str) -> str:
    return industry_name(industry)


class BankItem(TableItem):
    """Where fund money comes from and interest goes to."""

    SIZE = (110.0, 96.0)

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(*self.SIZE, parent)
        self.setToolTip(translate("PonziTable", "The bank: pays out fund cards, collects interest and "
                                  "luxury prices."))

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        draw_icon(painter, style.bank_icon(), QPointF(0, -12), 64, QColor("#e8dcc0"))
        draw_text(painter, QRectF(r.left(), r.bottom() - 28, r.width(), 26), translate("PonziTable", "Bank"),
                  18, style.TEXT_ON_FELT, True)

    def visible_texts(self) -> list[str]:
        return [translate("PonziTable", "Bank")]


#: The bear line's colour when a crash is near: a pale red that keeps to the felt's contrast as the soft text
#: does (4.2:1 to 6.1:1 down the tray's felt; the red it replaced had 2.4:1 to 3.4:1).
WARNING_ON_FELT = QColor("#ffc2bd")
#: The words of what the board shows (the status, "Your turn, Player 1."): the table's gold made a shade paler, to
#: read 4.5:1 and more on the felt at their height (the gold itself had 4.4:1 there, a review measured).
STATUS_ON_FELT = QColor("#f6cc62")

class PilesArea(Panel):
    """Round and phase on top (the six phases as a track, the current one named); the deck and the discard
    pile below, with the cards out of the game."""

    def __init__(self, w: float, h: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(w, h, "", parent)
        self.round_text = TextItem("", w - 28, 34, 26, style.TEXT_ON_FELT, True, Qt.AlignmentFlag.AlignLeft
                                   | Qt.AlignmentFlag.AlignVCenter, parent=self)
        self.round_text.setPos(16, 5)
        # the discs are the steps of this round, not a track of rounds: "Steps" says so before them
        self.track = StepTrack([label(PHASES, ph) for ph in ROUND], translate("PonziTable", "Steps:"), parent=self)
        self.track.setPos(16, 41)
        self.phase_text = TextItem("", w - 32, 24, 20, style.TEXT_ON_FELT, True, Qt.AlignmentFlag.AlignLeft
                                   | Qt.AlignmentFlag.AlignVCenter, parent=self)
        self.phase_text.setPos(16, 72)
        # what the board is showing, as the log says it: up to three lines (a bot's funding with a long industry's
        # name, a Spanish crash), so that no language's sentence is ever cut. Three lines at the smallest text
        # take 60 units here, but a screen's font may space its lines a fifth wider (a review's 1280x720 screen
        # drew "rounds)" into the bears' line at 60): the box is 72 units, the room of three such lines
        self.status = TextItem("", w - 28, STATUS_H, 17, STATUS_ON_FELT, True, Qt.AlignmentFlag.AlignLeft
                               | Qt.AlignmentFlag.AlignVCenter, parent=self, wrap=True)
        self.status.setPos(16, 96)
        self.bears_text = TextItem("", w - 28, 22, 18, style.TEXT_ON_FELT_SOFT, False, Qt.AlignmentFlag.AlignLeft
                                   | Qt.AlignmentFlag.AlignVCenter, parent=self)
        self.bears_text.setPos(16, 96 + STATUS_H + 2)
        # a line's room of blank under the bears' line (it touched "Deck" at 192); the labels 22 above the cards
        y, over = 197, 22
        self.deck_label = TextItem(translate("PonziTable", "Deck"), w / 2 - 24, 22, 18, style.TEXT_ON_FELT, True,
                                   parent=self)
        self.deck_label.setPos(w / 4 + 8 - (w / 2 - 24) / 2, y)
        self.deck = CardBackItem(CARD_W, CARD_H, parent=self)
        self.deck.setPos(w / 4 + 8, y + over + CARD_H / 2)
        self.discard_label = TextItem("", w / 2 - 24, 22, 18, style.TEXT_ON_FELT, True, parent=self)
        self.discard_label.setPos(3 * w / 4 - 8 - (w / 2 - 24) / 2, y)
        self.discard_slot = DiscardSlot(parent=self)
        self.discard_slot.setZValue(3)
        self.discard_slot.setPos(3 * w / 4 - 8, y + over + CARD_H / 2)
        self.top_card: CardItem | None = None
        self.out_text = TextItem("", w - 28, 22, 18, style.TEXT_ON_FELT_SOFT, False, parent=self)
        self.out_text.setPos(14, y + over + CARD_H + 4)

    def show_phase(self, round_no: int, phase: str, status: str, bears_on_board: int, players: int,
                   last_round: int | None = None) -> None:
        """`phase`: a decision kind or one of the steps no one decides ("rotate", "interest"), as `ROUND`
        names them; `last_round`: the round the game ends after, when it has a limit."""
        if phase == "over":
            self.round_text.set_text(label(PHASES, "over"))
        elif last_round is not None:
            self.round_text.set_text(translate("PonziTable", "Round %1 of %2").replace("%1", number(round_no))
                                     .replace("%2", number(last_round)))
        else:
            self.round_text.set_text(translate("PonziTable", "Round %1").replace("%1", number(round_no)))
        current = {"answer": "trade"}.get(phase, phase)
        step = ROUND.index(current) if current in ROUND else None
        self.track.set_current(step)
        self.track.setVisible(phase != "over")
        self.phase_text.set_text("" if step is None else translate("PonziTable", "%1. %2").replace(
            "%1", number(step + 1)).replace("%2", label(PHASES, current)))
        self.status.set_text(status)
        if phase == "over":  # no crash is coming any more: the line would speak of a round that never comes
            self.bears_text.set_text("")
            return
        # once this round's crash check is behind (a crash, the wheels turning, interest), bears drawn since
        # wait for the next round's: three bears on the board just after a crash are not a crash due now
        checked = step is not None and step >= ROUND.index("return")
        if checked:  # as short as the line before the check: the panel's width holds no more
            words = translate("PonziTable", "Bears: %1 (a crash at %2, next round)")
        else:
            words = translate("PonziTable", "Bears on the board: %1 (a crash at %2)")
        near = bears_on_board >= players - 1 and not checked
        self.bears_text.set_text(words.replace("%1", number(bears_on_board)).replace("%2", number(players)),
                                 WARNING_ON_FELT if near else style.TEXT_ON_FELT_SOFT)

    def show_piles(self, deck: int, discards: tuple[int, ...] | list[int], out: tuple[int, ...] | list[int],
                   bears: int) -> None:
        self.deck.set_count(deck)
        self.discard_label.set_text(translate("PonziTable", "Discards: %1").replace("%1", number(len(discards))))
        top = discards[-1] if discards else None
        if self.top_card is not None and (top is None or self.top_card.facts.value != top):
            discard(self.top_card)
            self.top_card = None
        if top is not None and self.top_card is None:
            self.top_card = CardItem(card_facts(top, bears), CARD_W, CARD_H, parent=self)
            self.top_card.setPos(self.discard_slot.pos())
            self.top_card.setZValue(2)
            self.top_card.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.discard_slot.set_covered(self.top_card is not None)
        self.out_text.set_text(translate("PonziTable", "Start cards out of the game: %1").replace(
            "%1", number(len(out))) if out else "")

    def discard_scene_pos(self) -> QPointF:
        return self.discard_slot.scenePos()

    def deck_scene_pos(self) -> QPointF:
        return self.deck.scenePos()


class DiscardSlot(TableItem):
    """The empty place of the discard pile (a drop target even when the pile is empty)."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(CARD_W, CARD_H, parent)
        self.target = Target("discard")
        self.setToolTip(translate("PonziTable", "Discard pile: the new start player removes one card from "
                                  "the funding board here."))

        self.covered = False

    def set_covered(self, covered: bool) -> None:
        if covered != self.covered:
            self.covered = covered
            self.update()

    def paint_face(self, painter: QPainter) -> None:
        if self.covered:  # the top card shows; only the glow is drawn over it
            return
        painter.setPen(QPen(QColor(255, 255, 255, 90), 2, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawRoundedRect(self.rect, 10, 10)

