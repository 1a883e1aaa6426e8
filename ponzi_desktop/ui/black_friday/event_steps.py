"""How the Black Friday table shows what happened: a share flying to a screen or a track, the price change as
a sequence the eye can follow (the banner, the shares drawn from the bag onto a tray and counted per colour,
the black shares, the gold price rising space by space, each price marker walking its path one space at a
time, the track emptied into the bag, the level tile turning, the sale row moving on).

Every step starts from where the pieces are, at the speed of the Settings (`ms`), and a click on the table
jumps to the end (the kit's `Animator.snap`). The last word is always the scene's `sync`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from ponzi_desktop.ui.black_friday.marks import paint_share
from ponzi_desktop.ui.black_friday.pieces import ShareItem, paint_badge
from ponzi_desktop.ui.black_friday.scene import BlackFridayScene
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

    def _share_fly(self, colour: str, start: QPointF, end: QPointF, base: int = 420) -> Step:
        def step() -> QAbstractAnimation:
            return self.fly(ShareItem(colour, 40, 52), start, end, self.ms(base))

        return step

    # ---- the players' moves --------------------------------------------------------------------------
    def _on_shares_bought(self, e) -> list[Step]:
        colour = e.data["colour"]
        return [self._share_fly(colour, self.scene.market.stack_pos(colour), self._screen_pos(e.player))]

    def _on_shares_sold(self, e) -> list[Step]:
        colour = e.data["colour"]
        return [self._share_fly(colour, self._screen_pos(e.player), self.scene.market.stack_pos(colour))]

    def _on_share_placed(self, e) -> list[Step]:
        colour, track = e.data["colour"], e.data["track"]
        item = self.scene.purchase if track == "purchase" else self.scene.gold_track
        end = item.space_scene_pos(max(0, e.data.get("space", 1) - 1))
        return [self._share_fly(colour, self.scene.market.stack_pos(colour), end)]

    def _on_share_taken(self, e) -> list[Step]:
        colour = e.data.get("colour")
        if colour is None:
            return [lambda: self.pause(300)]
        start = self.scene.sale.share_scene_pos(e.data["row"], colour)
        return [self._share_fly(colour, start, self.scene.market.stack_pos(colour))]

    def _on_gold_bought(self, e) -> list[Step]:
        bars = e.data["bars"]
        if not bars:
            return []
        start, end = self.scene.bank.scenePos(), self._screen_pos(e.player)

        def step() -> QAbstractAnimation:
            return self.token(f"+{number(bars)}", look.GOLD, start, end, self.ms(520))

        return [step]

    def _on_bonus_used(self, e) -> list[Step]:
        def step() -> QAbstractAnimation:
            screens = self.scene.screens
            if e.player is not None and 0 <= e.player < len(screens):
                bonus = screens[e.player].bonus
                bonus.set_glow("due")
                return self.pause(500, then=lambda: bonus.set_glow(None))
            return self.pause(300)

        return [step]

    # ---- the price change ----------------------------------------------------------------------------
    def _on_price_change_started(self, e) -> list[Step]:
        def step() -> QAbstractAnimation:
            banner = self.scene.banner
            banner.set_text(translate("BlackFridayTable", "Price change!"))
            banner.setVisible(True)
            return self.pause(900, then=lambda: banner.setVisible(False))

        return [step]

    def _on_shares_drawn(self, e) -> list[Step]:
        counts, black = tuple(e.data["counts"]), e.data["black"]

        def step() -> QAbstractAnimation:
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
        return steps

    def _on_blacks_moved(self, e) -> list[Step]:
        return [lambda: self.pause(500)]

    def _on_price_moved(self, e) -> list[Step]:
        colour = e.data["colour"]
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
                a = marker.pos()
                scene.cells = tuple(cells)
                b = scene.marker_spot(colour, cell)
                marker.set_glow("hover")

                def move(t: float) -> None:
                    marker.setPos(a + (b - a) * t)

                anim = self._value_anim(self.ms(190), move)
                anim.finished.connect(lambda: marker.set_glow(None))
                return anim

            steps.append(step)
        return steps

    def _on_track_cleared(self, e) -> list[Step]:
        track = e.data["track"]

        def step() -> QAbstractAnimation:
            scene = self.scene
            bag = scene.bag.scenePos()
            if track == "sale":
                row = e.data.get("row") or 0
                flights = [self.fly(ShareItem(c, 28, 34), scene.sale.share_scene_pos(row, c), bag, self.ms(500),
                                    fade_out=True)
                           for i, c in enumerate(scene.colours) if e.data["counts"][i]]
            else:
                item = scene.purchase if track == "purchase" else scene.gold_track
                flights = [self.fly(share, share.scenePos(), bag, self.ms(500), fade_out=True)
                           for share in item.shares]
                item.show_track([])
            return self.parallel(*flights, self.pause(300))

        return [step]

    def _on_level_changed(self, e) -> list[Step]:
        new = e.data["to"]

        def step() -> QAbstractAnimation:
            t = self.scene.t
            level = self.scene.level
            level.show_level(new, t.share_limit[new], t.gold_limit[new], t.draw[new])
            self.scene.chart.show_chart(new, self.scene.chart.chart_black)
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

