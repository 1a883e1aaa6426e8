"""How the Black Friday table shows what happened: a share flying to a screen or a track, the price change as
a sequence the eye can follow (the banner, the shares drawn from the bag onto a tray and counted per colour,
the black shares, the gold price rising space by space, each price marker walking its path one space at a
time, the track emptied into the bag, the level tile turning, the sale row moving on).

Every step starts from where the pieces are, at the speed of the Settings (`ms`), and a click on the table
jumps to the end (the kit's `Animator.snap`). Each step leaves the pieces as the log tells that moment: the
market's counts and prices (a price as its marker arrives), the mover's screen where it is open (the seat's
own, the broker's: hidden amounts are never worked out), the tracks, the sale row, the bag and the gold
counter. The last word is always the scene's `sync`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from ponzi_desktop.ui.black_friday.marks import paint_share
from ponzi_desktop.ui.black_friday.pieces import ShareItem, paint_badge
from ponzi_desktop.ui.black_friday.prices import MARKER
from ponzi_desktop.ui.black_friday.scene import BlackFridayScene
from ponzi_desktop.ui.black_friday.screens import ScreenItem
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.animation import Animator
from ponzi_desktop.ui.kit.look import money, number
from ponzi_desktop.ui.kit.pieces import TableItem, draw_text

translate = QCoreApplication.translate
Step = Callable[[], QAbstractAnimation | None]


class DrawTray(TableItem):
    """The shares a price change draws from the bag, counted per colour, the black ones set aside."""

    def __init__(self, colours: tuple[str, ...], parent: QGraphicsItem | None = None) -> None:
        super().__init__(520, 150, parent)
        self.colours = colours
        self.counts: tuple[int, ...] = ()
        self.black = 0
        self.title = ""
        self.setZValue(1100)

    def show_draw(self, counts: tuple[int, ...], black: int) -> None:
        self.counts, self.black = counts, black
        total = sum(counts) + black
        self.title = translate("BlackFridayTable", "Drawn from the bag: %n share(s)", None, total)
        self.update()

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        painter.setPen(QPen(look.GOLD, 3))
        painter.setBrush(QColor(20, 14, 8, 225))
        painter.drawRoundedRect(r, 16, 16)
        draw_text(painter, QRectF(r.left() + 16, r.top() + 8, r.width() - 32, 30), self.title, 22, look.GOLD, True)
        slots = [*self.colours, "black"]
        pitch = (r.width() - 40) / len(slots)
        for i, colour in enumerate(slots):
            n = self.black if colour == "black" else (self.counts[i] if i < len(self.counts) else 0)
            cx = r.left() + 20 + pitch * (i + 0.5)
            share = QRectF(cx - 22, r.top() + 52, 44, 56)
            painter.setOpacity(1.0 if n else 0.3)
            paint_share(painter, share, colour)
            painter.setOpacity(1.0)
            paint_badge(painter, QPointF(cx, r.bottom() - 24), number(n), 20)
        if self.black:  # set aside: a bar under the black shares
            painter.setPen(QPen(look.DANGER, 2.5))
            x = r.left() + 20 + pitch * (len(slots) - 1)
            painter.drawLine(QPointF(x + 4, r.top() + 46), QPointF(x + 4, r.bottom() - 8))

    def visible_texts(self) -> list[str]:
        return [self.title]


class BlackFridayAnimator(Animator):
    scene: BlackFridayScene

    def __init__(self, scene: BlackFridayScene, factor, sync, pixel_scale, parent=None) -> None:
        super().__init__(scene, factor, sync, pixel_scale, parent)
        self.tray = DrawTray(scene.colours)
        # over the holders' screens: nothing there changes while the prices do
        self.tray.setPos(scene.sale.scenePos().x(), scene.screens[0].scenePos().y())
        self.tray.setVisible(False)
        scene.addItem(self.tray)
        self._drawn: tuple[int, ...] = ()  # the shares a price change drew, until they reach the market

    def show(self, view) -> None:
        self.tray.setVisible(False)
        super().show(view)

    def snap(self) -> None:
        self.tray.setVisible(False)
        self.scene.banner.setVisible(False)
        super().snap()

    def _next_transition(self) -> None:
        if not self.queue:
            self.tray.setVisible(False)
        super()._next_transition()

    # ---- where things are ----------------------------------------------------------------------------
    def _screen_pos(self, holder: int | None) -> QPointF:
        screens = self.scene.screens
        if holder is None or not 0 <= holder < len(screens):
            return self.scene.market.scenePos()
        return screens[holder].scenePos()

    def _screen(self, holder: int | None) -> ScreenItem | None:
        screens = self.scene.screens
        return screens[holder] if holder is not None and 0 <= holder < len(screens) else None

    def _share_fly(self, colour: str, start: QPointF, end: QPointF, base: int = 420,
                   before: Callable[[], None] | None = None, after: Callable[[], None] | None = None) -> Step:
        """A share flying from `start` to `end`; `before` changes the pieces as it leaves, `after` as it lands."""
        def step() -> QAbstractAnimation:
            if before is not None:
                before()
            anim = self.fly(ShareItem(colour, 40, 52), start, end, self.ms(base))
            if after is not None:
                anim.finished.connect(after)
            return anim

        return step

    # ---- the pieces, as each step leaves them (the final `sync` only confirms) ---------------------------
    def _market_add(self, colour: str, n: int) -> None:
        market = self.scene.market
        market.set_stack(colour, market.count_of(colour) + n)

    def _holder_change(self, holder: int | None, **change) -> None:
        """The holder's screen changes by `change` (`ScreenItem.change`) when the event is told (`settle`), with its
        log line: hidden amounts stay hidden."""
        screen = self._screen(holder)
        if screen is not None:
            self.settle(lambda: screen.change(**change))

    def _bag_add(self, shares: int, black: int = 0) -> None:
        bag = self.scene.bag
        bag.show_bag(max(0, bag.size + shares), max(0, bag.black + black))

    def _new_price(self, colour: str, price: int) -> None:
        """A price marker has arrived: the market's price, and the wealth on every open screen."""
        self.scene.market.set_stack(colour, price=price)
        i = self.scene.colours.index(colour)
        for screen in self.scene.screens:
            prices = list(screen.prices)
            if i < len(prices) and prices[i] != price:
                prices[i] = price
                screen.change(prices=prices)

    # ---- the players' moves --------------------------------------------------------------------------
    def _on_shares_bought(self, e) -> list[Step]:
        colour, price = e.data["colour"], e.data.get("price", 0)
        return [self._share_fly(colour, self.scene.market.stack_pos(colour), self._screen_pos(e.player),
                                before=lambda: self._market_add(colour, -1),
                                after=lambda: self._holder_change(e.player, cash=-price, colour=colour, shares=1))]

    def _on_shares_sold(self, e) -> list[Step]:
        colour, price = e.data["colour"], e.data.get("price", 0)
        return [self._share_fly(colour, self._screen_pos(e.player), self.scene.market.stack_pos(colour),
                                before=lambda: self._holder_change(e.player, cash=price, colour=colour, shares=-1),
                                after=lambda: self._market_add(colour, 1))]

    def _on_share_placed(self, e) -> list[Step]:
        colour, track = e.data["colour"], e.data["track"]
        item = self.scene.purchase if track == "purchase" else self.scene.gold_track
        end = item.space_scene_pos(max(0, e.data.get("space", 1) - 1))
        return [self._share_fly(colour, self.scene.market.stack_pos(colour), end,
                                before=lambda: self._market_add(colour, -1),
                                after=lambda: item.show_track((*item.filled, colour)))]

    def _on_share_taken(self, e) -> list[Step]:
        colour = e.data.get("colour")
        if colour is None:
            return [lambda: self.pause(300)]
        row = e.data["row"]
        start = self.scene.sale.share_scene_pos(row, colour)
        return [self._share_fly(colour, start, self.scene.market.stack_pos(colour),
                                before=lambda: self.scene.sale.take(row, colour, e.data.get("removed", 0)),
                                after=lambda: self._market_add(colour, 1))]

    def _on_gold_bought(self, e) -> list[Step]:
        bars, price = e.data["bars"], e.data.get("price", 0)

        def landed() -> None:
            gold = self.scene.gold
            gold.show_gold(gold.index, e.data.get("counter", gold.bought))
            self._holder_change(e.player, cash=-bars * price, bars=bars)

        if not bars:
            return [landed]
        start, end = self.scene.bank.scenePos(), self._screen_pos(e.player)

        def step() -> QAbstractAnimation:
            anim = self.token(f"+{number(bars)}", look.GOLD, start, end, self.ms(520))
            anim.finished.connect(landed)
            return anim

        return [step]

    def _on_bonus_used(self, e) -> list[Step]:
        def step() -> QAbstractAnimation:
            screen = self._screen(e.player)
            if screen is not None:
                bonus = screen.bonus
                bonus.set_glow("due")

                def spent() -> None:
                    bonus.set_glow(None)
                    screen.change(used=True)

                return self.pause(500, then=spent)
            return self.pause(300)

        return [step]

    # ---- the price change ----------------------------------------------------------------------------
    def _on_price_change_started(self, e) -> list[Step]:
        def step() -> QAbstractAnimation:
            banner = self.scene.banner
            banner.set_text(translate("BlackFridayTable", "Price change!"))
            banner.setVisible(True)
            if "number" in (e.data or {}):  # counted as the log counts it ("Price change 1: …"), from its banner on
                self.scene.show_counter(self.scene.round_shown, e.data["number"])
            return self.pause(900, then=lambda: banner.setVisible(False))

        return [step]

    def _on_shares_drawn(self, e) -> list[Step]:
        counts, black = tuple(e.data["counts"]), e.data["black"]

        def step() -> QAbstractAnimation:
            self._drawn = counts
            self._bag_add(-(sum(counts) + black), -black)
            self.tray.show_draw(counts, black)
            self.tray.setVisible(True)
            bag = self.scene.bag.scenePos()
            flights = [self.fly(ShareItem(c, 30, 38), bag, self.tray.scenePos() + QPointF(-180 + i * 90, 0),
                                self.ms(480), fade_out=True)
                       for i, c in enumerate(self.scene.colours) if counts[i]]
            return self.parallel(*flights, self.pause(700))

        return [step]

    def _on_gold_moved(self, e) -> list[Step]:
        values = list(self.scene.t.gold_value)
        start, end = values.index(e.data["from"]), values.index(e.data["to"])
        steps: list[Step] = []
        for i in range(start + 1, end + 1):
            def step(i=i) -> QAbstractAnimation:
                gold = self.scene.gold
                a, b = gold.marker.pos(), gold.space_pos(i)

                def move(t: float) -> None:
                    gold.marker.setPos(a + (b - a) * t)

                anim = self._value_anim(self.ms(170), move)
                anim.finished.connect(lambda: gold.marker.set_price(values[i]))
                return anim

            steps.append(step)
        if not steps:
            steps.append(lambda: self.pause(250))

        def moved() -> None:  # the bought bars are counted again from none; gold is worth its new price
            self.scene.gold.show_gold(end, 0)
            for screen in self.scene.screens:
                if screen.gold_price != values[end]:
                    screen.change(gold_price=values[end])

        steps.append(moved)
        return steps

    def _on_blacks_moved(self, e) -> list[Step]:
        def step() -> QAbstractAnimation:
            if e.data.get("to") == "bag":
                self._bag_add(e.data.get("count", 1), e.data.get("count", 1))
            return self.pause(500)

        return [step]

    def _on_price_moved(self, e) -> list[Step]:
        colour = e.data["colour"]
        price = e.data.get("price")
        path = [tuple(cell) for cell in e.data.get("path", ())]
        marker = self.scene.markers[colour]
        steps: list[Step] = []
        if not path:
            def blocked() -> QAbstractAnimation:
                marker.set_glow("danger")
                return self.pause(250, then=lambda: marker.set_glow(None))

            return [blocked]
        for cell in path:
            def step(cell=cell) -> QAbstractAnimation:
                scene = self.scene
                cells = list(scene.cells)
                cells[scene.colours.index(colour)] = cell
                a, a_scale = marker.pos(), marker.scale()
                scene.cells = tuple(cells)
                b, size = scene.marker_spot(colour, cell)
                b_scale = size / MARKER
                marker.set_glow("hover")

                def move(t: float) -> None:
                    marker.setPos(a + (b - a) * t)
                    marker.setScale(a_scale + (b_scale - a_scale) * t)

                anim = self._value_anim(self.ms(190), move)
                # arrived: it and the markers of the cells it left and entered make room for one another
                anim.finished.connect(lambda: (marker.set_glow(None), scene.place_markers(scene.cells)))
                return anim

            steps.append(step)
        if price is not None:
            steps.append(lambda: self._new_price(colour, price))  # the marker has arrived: the price is new
        return steps

    def _on_track_cleared(self, e) -> list[Step]:
        track = e.data["track"]
        counts, black = tuple(e.data.get("counts", ())), e.data.get("black", 0)

        def step() -> QAbstractAnimation:
            scene = self.scene
            # step 4 of the price change: the drawn shares go to the market, the track into the bag
            for colour, n in zip(scene.colours, self._drawn, strict=False):
                if n:
                    self._market_add(colour, n)
            self._drawn = ()
            bag = scene.bag.scenePos()
            if track == "sale":
                row = e.data.get("row") or 0
                flights = [self.fly(ShareItem(c, 28, 34), scene.sale.share_scene_pos(row, c), bag, self.ms(500),
                                    fade_out=True)
                           for i, c in enumerate(scene.colours) if counts[i]]
                scene.sale.set_row(row, (0,) * len(scene.colours), 0)
                scene.sale.tally(0)
            else:
                item = scene.purchase if track == "purchase" else scene.gold_track
                flights = [self.fly(share, share.scenePos(), bag, self.ms(500), fade_out=True)
                           for share in item.shares]
                item.show_track([])
            return self.parallel(*flights, self.pause(300), then=lambda: self._bag_add(sum(counts) + black, black))

        return [step]

    def _on_level_changed(self, e) -> list[Step]:
        new = e.data["to"]

        def step() -> QAbstractAnimation:
            t = self.scene.t
            level = self.scene.level
            level.show_level(new, t.share_limit[new], t.gold_limit[new], t.draw[new])
            chart = self.scene.chart
            # the black shares of the levels reached leave the chart for the bag
            blacks = list(chart.chart_black)
            freed = 0
            for lv in range(e.data.get("from", new) + 1, min(new + 1, len(blacks))):
                freed += blacks[lv]
                blacks[lv] = 0
            chart.show_chart(new, blacks)
            self._bag_add(freed, freed)
            level.set_glow("due")

            def pulse(x: float) -> None:
                level.setScale(1.0 + 0.12 * (1 - abs(2 * x - 1)))

            anim = self._value_anim(self.ms(800), pulse)
            anim.finished.connect(lambda: (level.setScale(1.0), level.set_glow(None)))
            return anim

        return [step]

    def _on_sale_row_changed(self, e) -> list[Step]:
        def step() -> QAbstractAnimation:
            sale = self.scene.sale
            sale.current = e.data["row"]
            refill = e.data.get("refill")
            if refill is not None:  # the middle row again: refilled from the market, blacks from the bank
                for colour, n in zip(self.scene.colours, refill, strict=True):
                    if n:
                        self._market_add(colour, -n)
                sale.set_row(sale.current, refill, e.data.get("black", 0))
            sale.update()
            sale.set_glow("due")
            return self.pause(600, then=lambda: sale.set_glow(None))

        return [step]

    def _on_price_change_ended(self, e) -> list[Step]:
        def step() -> QAbstractAnimation:
            return self.pause(400, then=lambda: self.tray.setVisible(False))

        return [step]

    def _on_game_over(self, e) -> list[Step]:
        def step() -> QAbstractAnimation:
            banner = self.scene.banner
            banner.set_text(translate("BlackFridayTable", "Gold reaches %1: the game is over").replace(
                "%1", money(e.data.get("gold_price", 100))))
            banner.setVisible(True)
            return self.pause(1200)

        return [step]

