"""How the Anti-Monopoly table shows what happened: the dice tumbling and landing on the throw, the pawn
walking space by space (and straight to Prison or Price War), a drawn card turned up big and going back
under its deck, a deed going to its buyer, buildings coming from the Treasury, money moving between the
players and the Treasury.

Every step starts from where the pieces are, at the speed of the Settings (`ms`); a click on the table jumps
to the end. The last word is always the scene's `sync`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QPointF

from ponzi_desktop.ui.anti_monopoly.cards import card_text
from ponzi_desktop.ui.anti_monopoly.scene import CENTRE, AntiMonopolyScene
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.animation import Animator
from ponzi_desktop.ui.kit.look import money

translate = QCoreApplication.translate
Step = Callable[[], QAbstractAnimation | None]
PAID = look.DANGER.lighter(130)


class AntiMonopolyAnimator(Animator):
    scene: AntiMonopolyScene

    def snap(self) -> None:
        self.scene.card.setVisible(False)
        super().snap()

    # ---- where things are ------------------------------------------------------------------------------
    def _seat_pos(self, p: int | None) -> QPointF:
        areas = self.scene.areas
        if p is None or not 0 <= p < len(areas):
            return self.scene.treasury.scenePos()
        return areas[p].scenePos()

    def _money(self, text: str, start: QPointF, end: QPointF, base: int = 520,
               after: Callable[[], None] | None = None) -> Step:
        def step() -> QAbstractAnimation:
            anim = self.token(text, look.GOLD, start, end, self.ms(base))
            if after is not None:
                anim.finished.connect(after)
            return anim

        return step

    def _cash(self, p: int, change: int) -> None:
        """Seat `p`'s cash changes by `change` when the event is told (`settle`), with its log line."""
        if 0 <= p < len(self.scene.areas):
            area = self.scene.areas[p]

            def change_it() -> None:
                area.cash += change
                area.update()

            self.settle(change_it)

    # ---- the dice and the pawns ------------------------------------------------------------------------
    def _on_dice_rolled(self, e) -> list[Step]:
        faces = tuple(e.data.get("dice", ()))
        dice = self.scene.dice
        rng = [3, 5, 2, 6, 1, 4, 6, 2]

        def step() -> QAbstractAnimation:
            def tumble(t: float) -> None:
                k = int(t * 7)
                if t < 0.95:
                    dice.faces = tuple(rng[(k + i * 3) % len(rng)] for i in range(max(2, len(faces))))[:len(faces) or 2]
                else:
                    dice.faces = faces
                dice.setRotation(12 * (1 - t) * (1 if k % 2 else -1))
                dice.update()

            anim = self._value_anim(self.ms(520), tumble)
            anim.finished.connect(lambda: (setattr(dice, "faces", faces), dice.setRotation(0), dice.update()))
            return anim

        return [step]

    def _on_pawn_moved(self, e) -> list[Step]:
        p = e.player
        path = list(e.data.get("path", ()))
        if not path or not 0 <= p < len(self.scene.pawns):
            return []
        pawn = self.scene.pawns[p]
        roles = self.scene.view_now.roles if self.scene.view_now is not None else ("competitor",) * 6

        def hop(sq: int) -> Step:
            def step() -> QAbstractAnimation:
                start = pawn.pos()
                end = self.scene.pawn_spot(sq, p, False, roles[p], [p])

                def move(t: float) -> None:
                    lift = 10 * (1 - (2 * t - 1) ** 2)
                    pawn.setPos(start + (end - start) * t - QPointF(0, lift))

                return self._value_anim(self.ms(110), move)

            return step

        return [hop(sq) for sq in path] + [self._arrived(p, path[-1], 0)]

    def _arrived(self, p: int, sq: int, jail: int) -> Step:
        """A step: the seat's place says where its pawn now stands, as the pawn gets there (the log tells it
        at the same moment), not at the end of the whole transition."""
        def step() -> None:
            if 0 <= p < len(self.scene.areas):
                self.scene.areas[p].show_position(sq, jail)

        return step

    def _on_left_jail(self, e) -> list[Step]:
        areas = self.scene.areas
        if not 0 <= e.player < len(areas) or areas[e.player].shown is None:
            return []
        view = areas[e.player].shown[0]
        return [self._arrived(e.player, view.positions[e.player], 0)]

    def _on_stayed_in_jail(self, e) -> list[Step]:
        areas = self.scene.areas
        if not 0 <= e.player < len(areas) or areas[e.player].shown is None:
            return []
        view = areas[e.player].shown[0]
        return [self._arrived(e.player, view.positions[e.player], e.data.get("next_turn", 1))]

    def _on_sent_to_jail(self, e) -> list[Step]:
        p = e.player
        if not 0 <= p < len(self.scene.pawns):
            return []
        pawn = self.scene.pawns[p]
        role = "monopolist" if e.data.get("where") == "prison" else "competitor"

        def step() -> QAbstractAnimation:
            start = pawn.pos()
            end = self.scene.pawn_spot(e.data.get("square", 10), p, True, role, [p])

            def move(t: float) -> None:
                pawn.setPos(start + (end - start) * t)

            return self._value_anim(self.ms(600), move)

        return [step, self._arrived(p, e.data.get("square", 10), 1)]

    # ---- cards ----------------------------------------------------------------------------------------
    def _on_card_drawn(self, e) -> list[Step]:
        role = e.data.get("deck", "competitor")
        deck = self.scene.decks.get(role)
        card = self.scene.card
        if deck is None:
            return []
        start = deck.scenePos()

        def turn_up() -> QAbstractAnimation:
            card.show_card(role, card_text(e.data.get("card", "")))
            card.setPos(start)
            card.setScale(0.3)
            card.setVisible(True)

            def grow(t: float) -> None:
                card.setPos(start + (CENTRE - start) * t)
                card.setScale(0.3 + 0.7 * t)

            return self._value_anim(self.ms(380), grow)

        def back_under() -> QAbstractAnimation:
            def shrink(t: float) -> None:
                card.setPos(CENTRE + (start - CENTRE) * t)
                card.setScale(1.0 - 0.75 * t)
                card.setOpacity(1.0 - 0.6 * t)

            anim = self._value_anim(self.ms(420), shrink)
            anim.finished.connect(lambda: (card.setVisible(False), card.setOpacity(1.0), card.setScale(1.0),
                                           deck.update()))
            return anim

        # long enough to read at every speed (the Settings' speed scales it; a click on the table ends it)
        reading = 1800 + 40 * len(card_text(e.data.get("card", "")))
        return [turn_up, lambda: self.pause(reading), back_under]

    # ---- property ---------------------------------------------------------------------------------------
    def _on_bought(self, e) -> list[Step]:
        sq, p = e.data.get("square"), e.player
        space = self.scene.spaces[sq]

        def step() -> QAbstractAnimation:
            self._cash(p, -e.data.get("price", 0))
            return self.fly(space, space.scenePos(), self._seat_pos(p), self.ms(520), 0.6, fade_out=True)

        return [step]

    def _on_built(self, e) -> list[Step]:
        sq, p = e.data.get("square"), e.player
        piece = self.scene.treasury.apartment if e.data.get("apartment") else self.scene.treasury.house

        def step() -> QAbstractAnimation:
            self._cash(p, -e.data.get("cost", 0))
            return self.fly(piece, piece.scenePos(), self.scene.spaces[sq].scenePos(), self.ms(480), 0.7)

        return [step]

    def _on_building_sold(self, e) -> list[Step]:
        return [self._money("+" + money(e.data.get("refund", 0)), self.scene.treasury.scenePos(),
                            self._seat_pos(e.player), after=lambda: self._cash(e.player, e.data.get("refund", 0)))]

    def _on_mortgaged(self, e) -> list[Step]:
        return [self._money("+" + money(e.data.get("amount", 0)), self.scene.treasury.scenePos(),
                            self._seat_pos(e.player), after=lambda: self._cash(e.player, e.data.get("amount", 0)))]

    def _on_redeemed(self, e) -> list[Step]:
        return [self._money("-" + money(e.data.get("amount", 0)), self._seat_pos(e.player),
                            self.scene.treasury.scenePos(), after=lambda: self._cash(e.player, -e.data.get("amount", 0)))]

    # ---- money ----------------------------------------------------------------------------------------
    def _on_rent_paid(self, e) -> list[Step]:
        amount, to = e.data.get("amount", 0), e.data.get("to")
        def landed() -> None:
            self._cash(e.player, -amount)
            if to is not None and to >= 0:
                self._cash(to, amount)

        return [self._money(money(amount), self._seat_pos(e.player), self._seat_pos(to), 620, landed)]

    def _on_paid(self, e) -> list[Step]:
        amount, to = e.data.get("amount", 0), e.data.get("to", -1)

        def landed() -> None:
            self._cash(e.player, -amount)
            if to is not None and to >= 0:
                self._cash(to, amount)

        return [self._money(money(amount), self._seat_pos(e.player), self._seat_pos(to if to >= 0 else None), 560,
                            landed)]

    def _on_collected(self, e) -> list[Step]:
        amount = e.data.get("amount", 0)
        return [self._money("+" + money(amount), self.scene.treasury.scenePos(), self._seat_pos(e.player), 520,
                            lambda: self._cash(e.player, amount))]

    def _on_bankrupt(self, e) -> list[Step]:
        return [lambda: self.pause(700)]

