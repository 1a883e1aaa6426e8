"""The Ponzi table as one QGraphicsScene: where each part sits, and showing a whole view at once.

Layout (scene units, `SCENE_W` x `SCENE_H`): the supply and bank on the left, the funding board in the middle and the
deck, discards and phase track on the right along the top; the players' areas side by side below, in seat
order. `sync` puts every piece where the view says, at rest: the end of every animation and the one way a
new state is shown without animation.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from ponzi_desktop.ui.formatting import plain_tip
from ponzi_desktop.ui.kit.moves import Payload, Target
from ponzi_desktop.ui.kit.pieces import BannerItem, TableItem
from ponzi_desktop.ui.kit.scene import TableScene
from ponzi_desktop.ui.ponzi import style
from ponzi_desktop.ui.ponzi.board import FundingBoard, PilesArea, SupplyArea
from ponzi_desktop.ui.ponzi.items import EnvelopeItem, MarkerItem, TileItem, industry_name
from ponzi_desktop.ui.ponzi.narration import fill
from ponzi_desktop.ui.ponzi.player_area import MARKER, PlayerArea
from ponzi_desktop.ui.ponzi.style import SCENE_H, SCENE_W, TOP_BAND, card_facts

translate = QCoreApplication.translate


@dataclass(frozen=True, slots=True)
class SeatLook:
    name: str  # as shown: `formatting.isolate`d
    colour: QColor
    bot: bool


class PonziScene(TableScene):
    """Every piece of the table for one game (industries, seats and variant are fixed for a session)."""

    def __init__(self, industries: tuple[str, ...], seats: list[SeatLook], advanced: bool, parent=None) -> None:
        super().__init__(SCENE_W, SCENE_H, parent)
        self.industries = industries
        self.seats = seats
        margin, gap = 8.0, 12.0
        row_gap = 8.0  # between the board's band and the players' areas (every unit of height counts: see style)
        # the supply is the wider side: in the advanced game its luxuries for sale stand beside the industries
        supply_w, piles_w = 430.0, 390.0
        board_w = SCENE_W - 2 * margin - supply_w - piles_w - 2 * gap
        band_h = TOP_BAND - margin
        self.supply = SupplyArea(supply_w, band_h, industries, advanced)
        self.supply.setPos(margin, margin)
        self.board = FundingBoard(board_w, band_h)
        self.board.setPos(margin + supply_w + gap, margin)
        self.piles = PilesArea(piles_w, band_h)
        self.piles.setPos(SCENE_W - margin - piles_w, margin)
        for part in (self.supply, self.board, self.piles):
            self.addItem(part)
        n = len(seats)
        area_w = (SCENE_W - 2 * margin - (n - 1) * gap) / n
        area_h = SCENE_H - TOP_BAND - row_gap - margin
        self.areas: list[PlayerArea] = []
        for i, seat in enumerate(seats):
            area = PlayerArea(i, seat.name, seat.colour, seat.bot, industries, advanced, area_w, area_h)
            area.setPos(margin + area_w / 2 + i * (area_w + gap), TOP_BAND + row_gap + area_h / 2)
            self.addItem(area)
            self.areas.append(area)
        self.marker = MarkerItem(MARKER)
        self.addItem(self.marker)
        self.banner = BannerItem("", SCENE_W, 130, 76, style.DANGER.lighter(125), True)
        self.banner.setPos(0, SCENE_H / 2 - 20)
        self.banner.setZValue(1200)
        self.banner.setVisible(False)
        self.addItem(self.banner)
        self.envelope = EnvelopeItem()
        self.envelope.setVisible(False)
        self.addItem(self.envelope)

    # ---- showing a view -------------------------------------------------------------------------------
    def sync(self, view, viewer: int | None) -> None:
        """Show `view` exactly, every piece at rest (whose turn it is: `show_turn`)."""
        bears = view.settings.bears
        steps = 2 if view.phase == "return" else 1  # after a crash the wheels turn two spaces
        self.banner.setVisible(False)
        self.board.show_market(view.market, bears)
        self.supply.show_supply(view.supply)
        self.supply.show_luxuries(view.luxury_bank)
        self.piles.show_piles(view.deck_size, view.discard, view.out_of_game, bears)
        for p, (area, pv) in enumerate(zip(self.areas, view.players, strict=True)):
            area.set_state(active=area.active, is_me=p == viewer and viewer is not None,
                           thinking=area.thinking, bankrupt=pv.bankrupt, up_next=area.up_next)
            area.show_cash(pv.cash)
            area.show_tiles(pv.tiles, draggable=p == viewer and viewer is not None)
            area.show_luxuries(pv.luxuries)
            area.wheel.set_cards(list(pv.wheel), bears)
            if view.outcome is not None or pv.bankrupt:  # nothing falls due any more for them
                area.setToolTip("")
                area.show_due("")
            else:
                area.setToolTip(area.wheel.due_text(steps))
                area.show_due(area.wheel.due_line(steps))
        self.marker.setPos(self.areas[view.start_player].marker_pos())
        self.marker.setVisible(True)
        self.show_envelope(view.offer, viewer)

    def show_envelope(self, offer, viewer: int | None = None) -> None:
        """The pending envelope before its target; its amount only if the view holds it (the two players).
        Its tooltip speaks to `viewer` when it is one of the two ("You hand Bob an envelope ...")."""
        if offer is None:
            self.envelope.setVisible(False)
            return
        offerer, target, industry, amount = offer
        names = [s.name for s in self.seats]  # isolated already (the table's `names`)
        what, inside = industry_name(industry), style.money(amount) if amount is not None else ""
        if viewer is not None and viewer == offerer:
            args = [names[target], what, inside]
            tip = (translate("PonziTable", "You hand %1 an envelope for a %2 tile.") if amount is None else
                   translate("PonziTable", "You hand %1 an envelope for a %2 tile, with %3 inside."))
        elif viewer is not None and viewer == target:
            args = [names[offerer], what, inside]
            tip = (translate("PonziTable", "%1 hands you an envelope for a %2 tile.") if amount is None else
                   translate("PonziTable", "%1 hands you an envelope for a %2 tile, with %3 inside."))
        else:
            args = [names[offerer], names[target], what, inside]
            tip = (translate("PonziTable", "%1 hands %2 an envelope for a %3 tile.") if amount is None else
                   translate("PonziTable", "%1 hands %2 an envelope for a %3 tile, with %4 inside."))
        self.envelope.set_offer(industry, amount, plain_tip(fill(tip, *args)))
        # between the tiles (and their counts) and the wheel, where only the arrow's cards ever go
        self.envelope.setPos(self.areas[target].envelope_pos(self.envelope.rect.height()))
        self.envelope.setVisible(True)

    def show_turn(self, view, viewer: int | None, thinking: int | None, status: str,
                  phase: str | None = None, round_no: int | None = None, up_next: int | None = None) -> None:
        """Whose turn it is in `view`, who is thinking, and the status sentence on the phase track; `phase`:
        the phase the board is showing, when a move being shown belongs to another (the wheels turning);
        `up_next`: the seat taking the screen next while the mover still looks (then nobody decides)."""
        phase = phase or view.phase
        trading = ("answer", "trade")  # an envelope's answer is part of the trading
        same = phase == view.phase or (phase in trading and view.phase in trading)
        deciding = view.actor if same else None  # while the wheels turn and interest is paid, nobody moves
        if up_next is not None:
            deciding = None  # the mover still looks at their move: the next one has not sat down yet
        for p, area in enumerate(self.areas):
            area.set_state(active=p == deciding, is_me=p == viewer and viewer is not None, thinking=p == thinking,
                           bankrupt=area.bankrupt, up_next=p == up_next)
        bears = view.settings.bears
        on_board = sum(card_facts(c, bears).bear for c in view.market)
        self.piles.show_phase(round_no or view.round, phase, status, on_board, len(view.players),
                              view.settings.round_limit)

    # ---- what is where ----------------------------------------------------------------------------------
    def target_items(self, target: Target) -> list[TableItem]:
        k, v = target.kind, target.value
        if k == "area" and v is not None and 0 <= v < len(self.areas):
            return [self.areas[v]]
        if k == "wheel" and v is not None and 0 <= v < len(self.areas):
            return [self.areas[v]]
        if k == "card" and v in self.board.cards:
            return [self.board.cards[v]]
        if k == "supply" and v in self.supply.piles:
            return [self.supply.piles[v]]
        if k == "discard":
            return [self.piles.discard_slot]
        return []

    def payload_item(self, payload: Payload, viewer: int | None) -> TableItem | None:
        k, v = payload.kind, payload.value
        if k == "card":
            return self.board.cards.get(v)
        if k == "supply":
            return self.supply.piles.get(v)
        if k == "luxury":
            return self.supply.luxuries.get(v)
        if k == "tile" and viewer is not None:
            return self.areas[viewer].tiles.get(v)
        return None

    def banners(self) -> list:
        return [(area.banner, area.banner_inks()) for area in self.areas]

    def ghost_face(self, payload: Payload, source: TableItem) -> TableItem:
        if payload.kind in ("supply", "tile"):  # one tile leaves the pile, not the pile and its count
            return TileItem(payload.value, 58)
        return source

    def light_extras(self, targets: list[Target], selected: list[Payload]) -> None:
        """A tile picked from the supply lights the board row its funding takes a card from."""
        rows = set()
        if any(p.kind == "supply" for p in selected):
            rows = {self.board.row_of(t.value) for t in targets if t.kind == "card"} - {None}
        self.board.set_lit_rows(rows)

    def event_items(self, event) -> list[TableItem]:
        """The pieces an event concerns: its players' areas, its cards (on the board or a wheel), its tiles."""
        items: list[TableItem] = []
        data = event.data or {}
        seats = {event.player, data.get("target"), data.get("offerer"), data.get("tile_to")}
        for p in sorted(s for s in seats if isinstance(s, int) and 0 <= s < len(self.areas)):
            items.append(self.areas[p])
        cards = list(data.get("cards", ())) + list(data.get("bears", ()))
        if isinstance(data.get("card"), int):
            cards.append(data["card"])
        for c in cards:
            if c in self.board.cards:
                items.append(self.board.cards[c])
            for area in self.areas:
                if c in area.wheel.chips:
                    items.append(area.wheel.chips[c])
        industry = data.get("industry")
        if industry in self.supply.piles:
            items.append(self.supply.piles[industry])
            for p in sorted(s for s in seats if isinstance(s, int) and 0 <= s < len(self.areas)):
                items.append(self.areas[p].tiles[industry])
        if event.kind == "card_removed":
            items.append(self.piles.discard_slot)
        return items
