"""What each Ponzi event looks like on the table: the steps the animator plays for it, in order.

`PonziAnimator` is the kit's `Animator` with `EventSteps`: its methods `_on_<event kind>` return step
factories (called when the step starts, so each starts from where the pieces are) and keep `Shown`, the
animator's copy of what the table shows between steps, in line with the event. They use the animator's
building blocks (`fly`, `token`, `parallel`, `pause`, `ms`) and its `scene`: cards flying to wheels,
refills, the crash, turning wheels, interest flying to the bank, tiles and the marker changing hands.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QEasingCurve, QPointF
from PySide6.QtGui import QColor

from ponzi_desktop.ui.kit.animation import Animator
from ponzi_desktop.ui.ponzi import style
from ponzi_desktop.ui.ponzi.board import CARD_W
from ponzi_desktop.ui.ponzi.items import LuxuryItem, TileItem
from ponzi_desktop.ui.ponzi.style import card_facts, money

translate = QCoreApplication.translate

# Base durations in milliseconds; each is multiplied by the animation speed setting.
FLY = 480
REFILL = 320
TURN = 560  # per space
GLOW = 380
PAY = 560
RESET = 360
CRASH = 900


@dataclass
class Shown:
    """The parts of the table that steps change, as the scene shows them between steps."""

    market: list[int]
    supply: list[int]
    discard: list[int]
    out: list[int]
    deck: int
    lux_bank: list[int]
    tiles: list[list[int]]
    luxuries: list[list[int]]
    wheels: list[list[tuple[int, int]]]
    start: int
    bears: int
    industries: tuple[str, ...] = field(default_factory=tuple)
    cash: list[int | None] = field(default_factory=list)  # None: behind the player's screen

    @classmethod
    def of(cls, view: Any) -> Shown:
        return cls(list(view.market), list(view.supply), list(view.discard), list(view.out_of_game),
                   view.deck_size, list(view.luxury_bank), [list(p.tiles) for p in view.players],
                   [list(p.luxuries) for p in view.players], [list(p.wheel) for p in view.players],
                   view.start_player, view.settings.bears, view.industries, [p.cash for p in view.players])

    def pay(self, seat: int, amount: int) -> int | None:
        """`seat`'s cash changes by `amount` (a payment in, or out when negative), if the viewer sees it."""
        if self.cash[seat] is not None:
            self.cash[seat] += amount
        return self.cash[seat]


class EventSteps:
    """The steps of each event kind (a mixin of the kit's `Animator`)."""

    def shown_of(self, view: Any) -> Shown:
        return Shown.of(view)

    def _plan(self, events: list) -> list:
        """Interest payments and bankruptcies of one wheel turn are shown together; the rest one by one."""
        steps: list = []
        i = 0
        while i < len(events):
            e = events[i]
            if e.kind in ("interest_paid", "bankrupt"):
                group = []
                while i < len(events) and events[i].kind in ("interest_paid", "bankrupt"):
                    group.append(events[i])
                    i += 1
                steps.append(self.mark(i, group[0]))  # the payments show together, named by the first
                steps += self._payments(group)
                steps.append(self.told(i, group[0]))
                continue
            steps.append(self.mark(i + 1, e))
            handler = getattr(self, "_on_" + e.kind, None)
            if handler is not None:
                steps += handler(e)
            steps.append(self.told(i + 1, e))
            i += 1
        return steps

    def _on_funded(self, e) -> list:
        p, card, ind, countdown = e.player, e.data["card"], e.data["industry"], e.data["countdown"]

        def step() -> QAbstractAnimation | None:
            d, sc = self.disp, self.scene
            area = sc.areas[p]
            item = sc.board.cards.get(card)
            anims = []
            if item is not None:
                start = item.scenePos()
                item.setVisible(False)
                anims.append(self.fly(item, start, area.wheel.slot_for(card, countdown), self.ms(FLY),
                                      area.wheel.slot_width(card, countdown) / CARD_W))
            k = d.industries.index(ind)
            anims.append(self.fly(TileItem(ind, area.tiles[ind].rect.width()), sc.supply.pile_scene_pos(ind),
                                  area.tile_scene_pos(ind), self.ms(FLY)))
            anims.append(self.token(money(card), style.GOLD, sc.supply.bank.scenePos(), area.scenePos(),
                                    self.ms(FLY)))

            def land() -> None:
                if card in d.market:
                    d.market.remove(card)
                d.supply[k] -= 1
                d.tiles[p][k] += 1
                d.wheels[p].append((card, countdown))
                sc.board.drop_card(card)
                sc.supply.show_supply(d.supply)
                area.show_tiles(d.tiles[p], area.is_me)
                area.wheel.set_cards(d.wheels[p], d.bears)
                area.show_cash(d.pay(p, card_facts(card, d.bears).value))  # the investors' money is in

            return self.parallel(*anims, then=land)

        return [step]

    def _on_market_refilled(self, e) -> list:
        cards = list(e.data["cards"])

        def step() -> QAbstractAnimation | None:
            d, sc = self.disp, self.scene
            d.market = sorted(d.market + cards)
            d.deck = max(0, d.deck - len(cards))
            sc.piles.deck.set_count(d.deck)
            return sc.board.refill_animation(d.market, cards, sc.piles.deck_scene_pos(), self.ms(REFILL))

        return [step]

    def _on_deck_reshuffled(self, e) -> list:
        def step() -> None:
            d = self.disp
            d.deck += len(d.discard)
            d.discard = []
            self.scene.piles.show_piles(d.deck, d.discard, d.out, d.bears)

        return [step]

    def _on_card_removed(self, e) -> list:
        card, to = e.data["card"], e.data["to"]

        def step() -> QAbstractAnimation | None:
            d, sc = self.disp, self.scene
            item = sc.board.cards.get(card)
            if card in d.market:
                d.market.remove(card)
            (d.discard if to == "discard" else d.out).append(card)

            def land() -> None:
                sc.board.drop_card(card)
                sc.piles.show_piles(d.deck, d.discard, d.out, d.bears)

            if item is None:
                land()
                return None
            start = item.scenePos()
            item.setVisible(False)
            end = sc.piles.discard_scene_pos() if to == "discard" else start + QPointF(0, -60)
            return self.parallel(self.fly(item, start, end, self.ms(FLY), fade_out=to != "discard"), then=land)

        return [step]

    def _on_market_crashed(self, e) -> list:
        bears = list(e.data["bears"])

        def moment() -> QAbstractAnimation | None:
            sc = self.scene
            sc.banner.set_text(translate("PonziTable", "Market crash!"))
            sc.banner.setVisible(True)
            sc.banner.setOpacity(0.0)
            for c in bears:
                if c in sc.board.cards:
                    sc.board.cards[c].set_glow("danger")

            def step(t: float) -> None:
                sc.banner.setOpacity(min(1.0, t * 3))

            return self._value_anim(self.ms(CRASH), step, QEasingCurve.Type.Linear)

        def leave() -> QAbstractAnimation | None:
            d, sc = self.disp, self.scene
            anims = []
            for c in bears:
                item = sc.board.cards.get(c)
                if item is not None:
                    start = item.scenePos()
                    item.setVisible(False)
                    anims.append(self.fly(item, start, sc.piles.discard_scene_pos(), self.ms(FLY)))

            def land() -> None:  # onto the discard pile, as the log says; the reshuffle that follows takes it
                for c in bears:
                    if c in d.market:
                        d.market.remove(c)
                    sc.board.drop_card(c)
                d.discard += bears
                sc.piles.show_piles(d.deck, d.discard, d.out, d.bears)
                sc.banner.setVisible(False)

            return self.parallel(*anims, then=land)

        return [moment, leave]

    def _on_tile_returned(self, e) -> list:
        p, ind = e.player, e.data["industry"]

        def step() -> QAbstractAnimation | None:
            d, sc = self.disp, self.scene
            area = sc.areas[p]
            k = d.industries.index(ind)

            def land() -> None:
                d.tiles[p][k] = max(0, d.tiles[p][k] - 1)
                d.supply[k] += 1
                sc.supply.show_supply(d.supply)
                area.show_tiles(d.tiles[p], area.is_me)

            return self.parallel(self.fly(TileItem(ind, area.tiles[ind].rect.width()), area.tile_scene_pos(ind),
                                          sc.supply.pile_scene_pos(ind), self.ms(FLY)), then=land)

        return [step]

    def _on_luxury_bought(self, e) -> list:
        p, price = e.player, e.data["price"]

        def step() -> QAbstractAnimation | None:
            d, sc = self.disp, self.scene
            area = sc.areas[p]
            item = sc.supply.luxuries.get(price)
            start = item.scenePos() if item is not None else sc.supply.bank.scenePos()
            if item is not None:
                item.setVisible(False)
            if price in d.lux_bank:
                d.lux_bank.remove(price)
            d.luxuries[p].append(price)

            def land() -> None:
                sc.supply.show_luxuries(d.lux_bank)
                area.show_luxuries(d.luxuries[p])
                area.show_cash(d.pay(p, -price))

            end = area.luxury_slot_scene_pos(len(d.luxuries[p]) - 1)
            return self.parallel(self.fly(LuxuryItem(price, 70, 32), start, end, self.ms(FLY)),
                                 self.token(money(price), style.GOLD, area.scenePos(), sc.supply.bank.scenePos(),
                                            self.ms(FLY)), then=land)

        return [step]

    def _on_offer_made(self, e) -> list:
        p, target = e.player, e.data["target"]

        def step() -> QAbstractAnimation | None:
            sc = self.scene
            text = money(e.data["amount"]) if "amount" in e.data else translate("PonziTable", "envelope")
            return self.token(text, QColor("#f3e3b3"), sc.areas[p].scenePos(), sc.areas[target].scenePos(),
                              self.ms(FLY))

        return [step]

    def _on_trade_resolved(self, e) -> list:
        offerer, target, ind, tile_to = (e.data["offerer"], e.data["target"], e.data["industry"],
                                         e.data["tile_to"])
        giver = target if tile_to == offerer else offerer

        def step() -> QAbstractAnimation | None:
            d, sc = self.disp, self.scene
            k = d.industries.index(ind)
            anims = [self.fly(TileItem(ind, 42), sc.areas[giver].tile_scene_pos(ind),
                              sc.areas[tile_to].tile_scene_pos(ind), self.ms(FLY))]
            if "amount" in e.data:  # only the two players see the money move
                anims.append(self.token(money(e.data["amount"]), style.GOLD, sc.areas[tile_to].scenePos(),
                                        sc.areas[giver].scenePos(), self.ms(FLY)))

            def land() -> None:
                d.tiles[giver][k] = max(0, d.tiles[giver][k] - 1)
                d.tiles[tile_to][k] += 1
                if "amount" in e.data:  # who receives the tile pays the envelope's amount to who gives it
                    sc.areas[tile_to].show_cash(d.pay(tile_to, -e.data["amount"]))
                    sc.areas[giver].show_cash(d.pay(giver, e.data["amount"]))
                for s in (giver, tile_to):
                    sc.areas[s].show_tiles(d.tiles[s], sc.areas[s].is_me)

            return self.parallel(*anims, then=land)

        return [step]

    def _on_marker_passed(self, e) -> list:
        p = e.player

        def step() -> QAbstractAnimation | None:
            sc = self.scene
            start, end = sc.marker.pos(), sc.areas[p].marker_pos()
            self.disp.start = p

            def move(t: float) -> None:
                sc.marker.setPos(start + (end - start) * t)
                sc.marker.setScale(1.0 + 0.6 * (1 - abs(2 * t - 1)))

            return self._value_anim(self.ms(FLY), move)

        return [step]

    def _on_wheel_rotated(self, e) -> list:
        steps = e.data["steps"]

        def step() -> QAbstractAnimation | None:
            sc = self.scene
            anims = [area.wheel.turn_animation(steps, self.ms(TURN * steps)) for area in sc.areas
                     if area.wheel.cards]
            if not anims:
                return None

            def land() -> None:
                for p, area in enumerate(sc.areas):
                    self.disp.wheels[p] = list(area.wheel.cards)

            return self.parallel(*anims, then=land)

        return [step]

    def _payments(self, group: list) -> list:
        def glow() -> QAbstractAnimation | None:
            for e in group:
                kind = "danger" if e.kind == "bankrupt" else "due"
                self.scene.areas[e.player].wheel.glow_cards(list(e.data["cards"]), kind)
            return self.pause(GLOW)

        def pay() -> QAbstractAnimation | None:
            sc = self.scene
            anims = []
            for e in group:
                area = sc.areas[e.player]
                if e.kind == "bankrupt":
                    area.stamp.setVisible(True)
                    continue
                start = area.wheel.mapToScene(QPointF(0, area.wheel.disc_y - area.wheel.inner))
                text = translate("PonziTable", "−%1").replace("%1", money(e.data["amount"]))
                anims.append(self.token(text, style.DUE, start, sc.supply.bank.scenePos(), self.ms(PAY)))

            def paid() -> None:  # the seats' cash is told with the payments, once their cards are reset
                for e in group:
                    if e.kind == "interest_paid":
                        cash, area = self.disp.pay(e.player, -e.data["amount"]), sc.areas[e.player]
                        self.settle(lambda area=area, cash=cash: area.show_cash(cash))

            return self.parallel(*anims, then=paid) if anims else self.pause(PAY)

        def reset() -> QAbstractAnimation | None:
            d, sc = self.disp, self.scene
            anims = []
            for e in group:
                if e.kind != "interest_paid":
                    continue
                p, due = e.player, set(e.data["cards"])
                d.wheels[p] = [(c, card_facts(c, d.bears).period if c in due and cd == 0 else cd)
                               for c, cd in d.wheels[p]]
                anims.append(sc.areas[p].wheel.move_animation(d.wheels[p], self.ms(RESET)))

            def land() -> None:
                for e in group:
                    sc.areas[e.player].wheel.glow_cards(list(e.data["cards"]), None)

            return self.parallel(*anims, then=land) if anims else None

        return [glow, pay, reset]


class PonziAnimator(EventSteps, Animator):
    """The kit's animation queue with the Ponzi Scheme steps."""
