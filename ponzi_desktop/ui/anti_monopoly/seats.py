"""A player's place at the Anti-Monopoly table: the seat's banner, the role's badge (an icon and the word),
cash (public in this game), where the pawn stands or Prison / Price War and the turns there, what is owed
while raising money, and the deeds as a spread of title cards grouped by city (`seat_deeds.py`). A bankrupt
player's place is greyed and says so.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from ponzi_desktop.engine.anti_monopoly.board import board
from ponzi_desktop.ui.anti_monopoly.deed import text_height
from ponzi_desktop.ui.anti_monopoly.labels import BOARD_WORDS, role_name
from ponzi_desktop.ui.anti_monopoly.seat_deeds import DeedChip, Layout, groups, no_rent, show_deeds
from ponzi_desktop.ui.anti_monopoly.space_names import place_name, tight_place_name
from ponzi_desktop.ui.anti_monopoly.style import ROLE_INK, role_colour, role_icon
from ponzi_desktop.ui.formatting import plain_tip
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.labels import label
from ponzi_desktop.ui.kit.look import money, number
from ponzi_desktop.ui.kit.moves import Target
from ponzi_desktop.ui.kit.pieces import draw_icon, draw_text
from ponzi_desktop.ui.kit.seat import HEADER_H, SeatArea

__all__ = ["DeedChip", "PlayerArea", "groups"]

translate = QCoreApplication.translate
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
TOP_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
PX = 17.0
BADGE_H = 28.0
MARGIN = 8.0
SPARE_H = 200.0  # the deeds' least height (eight rows of the list) for which a place gives its status two lines
BESIDE_TWO = 230.0  # the room beside the badge a two-line slot needs ("En guerra de precios")
#: How narrow a place's status line may be drawn, in %: as the tables' narrowest letters (a slot beside the badge)
STATUS_STRETCHES = (100, 92, look.MIN_STRETCH)
BESIDE_MIN = 120.0  # the least room beside the badge worth a status slot ("On START"; longer ones in narrower letters)


class PlayerArea(SeatArea):
    """One player's place; it is a drop target (a deed bought goes to its buyer's place, a deed of another
    player dropped on yours, or yours on theirs, opens a trade)."""

    def __init__(self, seat: int, name: str, colour: QColor, bot: bool, role: str, w: float, h: float,
                 mark: str = "", parent: QGraphicsItem | None = None) -> None:
        super().__init__(seat, name, colour, bot, w, h, right_room=112, parent=parent)
        self.role = role
        self.mark = mark or number(seat + 1)
        self.target = Target("seat", seat)
        self.cash = 0
        self.status = ""
        self.status_short = ""  # the status in the board's short words, where the whole does not fit its slot
        self.status_tight = ""  # the status in the board's one word for the place, where even that does not fit
        self.status_tightest = ""  # and in the fewest words (a card's "no rent"), where even that does not fit
        self.status_alert = False
        self.owed = ""
        self.bankrupt = False
        self.role_word = role_name(role)
        self.chips: dict[int, DeedChip] = {}
        self.status_text = ""
        self.layout: Layout | None = None
        self.shown: tuple | None = None  # what `show_player` was last given (a new size shows it again)
        self._key: tuple | None = None  # what of it the place shows now (`show_player` leaves a place as it is)
        self._lay_slots()
        for sq in board().properties:
            chip = DeedChip(sq, self)
            chip.setVisible(False)
            self.chips[sq] = chip

    def disc_icon(self):
        """None: the disc carries the seat's mark for every seat, a bot's too (its pawn on the board carries it;
        the banner's subtitle says "bot")."""
        return None

    def disc_text(self) -> str:
        return self.mark

    def _lay_slots(self) -> None:
        w, h = self.rect.width(), self.rect.height()
        self.line_y = -h / 2 + HEADER_H + 6
        fm = QFontMetricsF(look.font(PX, True))
        self.badge_w = min(34 + fm.horizontalAdvance(self.role_word) + 14, w * 0.55)
        # the status's slot, the same whatever it says, so that the deeds under it never move: beside the
        # badge where the place is wide, else under it; one line high (six players' places need every line
        # for their deeds): a long status is written in narrower letters, and only one too long even so takes
        # a second line
        # a second line where the place is tall enough to spare it (up to four players), so that Prison's
        # "turn 1 of 3" never moves the deeds there either
        two = text_height("Ag\nAg", w, PX, True) + 4
        tall = h / 2 - 16 - (self.line_y + BADGE_H + 4 + two) >= SPARE_H
        beside = w - 2 * MARGIN - self.badge_w - 10
        if beside >= (BESIDE_TWO if tall else BESIDE_MIN):
            self.slot = QRectF(-w / 2 + MARGIN + self.badge_w + 10, self.line_y, beside, two if tall else BADGE_H)
        else:
            self.slot = QRectF(-w / 2 + MARGIN, self.line_y + BADGE_H + 4, w - 2 * MARGIN, two if tall else BADGE_H)
        self.status_stretch = 100
        self.status_box = QRectF(self.slot)

    def set_size(self, w: float, h: float) -> None:
        """A new size (the table re-laid for its view's shape): the slots and the deeds are laid again."""
        if (w, h) == (self.rect.width(), self.rect.height()):
            return
        super().set_size(w, h)
        self._lay_slots()
        if self.shown is not None:
            self.show_player(*self.shown)

    def show_player(self, view, p: int, names: list[str], mine: bool, owed: str) -> None:
        """Show seat `p` of `view`: cash, where the pawn is, what is owed, the deeds."""
        self.shown = (view, p, names, mine, owed)
        # what the seat's place shows depends on: its own cash, pawn and debt, and the deeds' owners, buildings
        # and rents (`show_deeds`: the rent rules read roles, Prison and the cards' "no rent" of every seat). A
        # sync shows every seat after each move, and most seats are then as they were: they are left so.
        key = (p, tuple(names), mine, owed, view.cash[p], view.positions[p], view.bankrupt, view.jail, view.roles,
               view.owners, view.mortgaged, view.buildings, view.rent_blocked, view.settings, self._w, self._h)
        if key == self._key and self.cash == view.cash[p]:  # (a step of a move may have changed the cash shown)
            return
        self._key = key
        drawn = self._drawn()
        cash, jail, bankrupt = view.cash[p], view.jail[p], view.bankrupt[p]
        self.cash, self.bankrupt, self.owed = cash, bankrupt, owed
        if bankrupt:
            self.status, self.status_alert = translate("AntiMonopolyTable", "Bankrupt"), True
        elif jail:
            where = translate("AntiMonopolyTable", "In Prison") if self.role == "monopolist" else \
                translate("AntiMonopolyTable", "In Price War")
            self.status = where + " · " + translate("AntiMonopolyTable", "turn %1 of 3").replace("%1", number(jail))
            self.status_alert = True
        else:
            self.status = translate("AntiMonopolyTable", "On %1").replace("%1", place_name(view.positions[p]))
            self.status_short = translate("AntiMonopolyTable", "On %1").replace(
                "%1", place_name(view.positions[p], short=True))
            self.status_tight = translate("AntiMonopolyTable", "On %1").replace(
                "%1", tight_place_name(view.positions[p]))
            self.status_alert = False
        if bankrupt or jail:
            self.status_short = self.status_tight = self.status
        self.status_tightest = ""
        if jail:  # the board's word for the band and the turn as a count: "Prison · 1/3"
            word = label(BOARD_WORDS, "prison" if self.role == "monopolist" else "price_war")
            self.status_tight = f"{word} · {number(jail)}/{number(3)}"
            self.status_tightest = word  # the turn in the place's tooltip
        blocked = view.rent_blocked[p] if not bankrupt else 0
        if blocked and not jail:  # M14/M15: no rent for the owner's next turns, even out of Prison
            more = " · " + translate("AntiMonopolyTable", "no rent for %n more turn(s)", None, blocked)
            self.status += more
            self.status_short += more
            # where room is short, the rent matters more than the place (the pawn on the board says it)
            self.status_tight = more[3:]
            self.status_tightest = no_rent()  # how many turns more: in the place's tooltip
            self.status_alert = True
        self._lay_status()
        r = self.rect
        top = max(self.slot.bottom(), self.status_box.bottom())
        region = QRectF(r.left() + MARGIN, top + 8, r.width() - 2 * MARGIN, r.bottom() - 8 - top - 8)
        self.layout = show_deeds(self.chips, region, view, p, names, mine)
        self.setOpacity(0.55 if bankrupt else 1.0)
        tip = translate("AntiMonopolyTable", "%1, %2: cash %3").replace("%1", self.name).replace(
            "%2", self.role_word).replace("%3", money(cash))
        self.spoken = f"{tip}; {self.status}"  # the place's whole name, where the slot shows its short form
        self.setToolTip(plain_tip(f"{tip}\n{self.status}"))
        if self._drawn() != drawn:  # repainted only where it changed: a sync shows every seat
            self.update()

    def _drawn(self) -> tuple:
        """What `paint_face` draws of the seat's own state (the banner repaints itself as it changes)."""
        return (self.cash, self.owed, self.status_text, self.status_alert, self.status_stretch,
                self.status_box, self.line_y, self.badge_w, self.role_word)

    def show_position(self, sq: int, jail: int = 0) -> None:
        """The pawn's place (and Prison's turn) as the board shows it now, between two views: the status moves on
        with the pawn, the log and the status line (the animation's steps call this as the pawn arrives), the
        cash as the animation has it so far, the rest as last shown."""
        if self.shown is None:
            return
        view, p, names, mine, owed = self.shown
        if view.positions[p] == sq and view.jail[p] == jail:
            return
        def one(values: tuple, value) -> tuple:
            return values[:p] + (value,) + values[p + 1:]

        self.show_player(view._replace(positions=one(view.positions, sq), jail=one(view.jail, jail),
                                       cash=one(view.cash, self.cash)), p, names, mine, owed)

    def status_line(self) -> str:
        """The status (or what is owed) as written: on one line where it fits in its slot, else broken at its
        dot (Prison / Price War, then the turn) and wrapped."""
        return self.owed or self.status

    def _lay_status(self) -> None:
        """The status in its fixed slot (`slot`), with the place's whole name as the log says it ("On Georgetown")
        wherever it fits: one line level with the badge; else two lines where the slot has them; else the same in
        narrower letters (no narrower than the board's names); only then in the board's short words ("On G'town",
        the whole in the place's tooltip), then in the board's one word for the place ("On Card", "On Foundation",
        "On Harv."), and only one too long even so takes a second line the slot does not have (a second line
        took the deeds' room: a spread of cards became a list for the turns the pawn stood on "Card Space by Union
        Square", and cards again after)."""
        texts = [self.owed] if self.owed else list(dict.fromkeys(
            (self.status, self.status_short or self.status, self.status_tight or self.status,
             self.status_tightest or self.status_tight or self.status)))
        bold = self.status_alert or bool(self.owed)
        slot = self.slot
        two = slot.height() > BADGE_H
        for text in texts:
            for stretch in STATUS_STRETCHES:
                f = look.font(PX, bold)
                f.setStretch(stretch)
                fm = QFontMetricsF(f)  # as drawn: narrower letters are not narrower in proportion
                if fm.horizontalAdvance(text) + 12 <= slot.width():
                    self.status_text, self.status_stretch = text, stretch
                    self.status_box = QRectF(slot.left(), slot.top(), slot.width(), BADGE_H)
                    return
                if two:  # two lines: broken at its dot, else wrapped at its spaces
                    split = text.replace(" · ", "\n", 1) if " · " in text else text
                    if self._fits_lines(split, stretch, bold):
                        self.status_text, self.status_stretch, self.status_box = split, stretch, QRectF(slot)
                        return
        text = texts[-1]
        self.status_text = text.replace(" · ", "\n", 1) if " · " in text else text
        self.status_stretch = STATUS_STRETCHES[-1]
        if two:
            self.status_box = QRectF(slot)
            return
        # too long even in narrow letters: two lines, and the deeds make room this once
        h = text_height(self.status_text, slot.width() - 12, PX, bold)
        self.status_box = QRectF(slot.left(), slot.top(), slot.width(), max(BADGE_H, h + 4))

    def _fits_lines(self, text: str, stretch: int, bold: bool) -> bool:
        """Whether `text` (its line breaks kept, else wrapped at its spaces) fits the two-line slot whole."""
        box = self.slot.adjusted(2, 2, -2, 0)
        f = look.font(PX, bold)
        f.setStretch(stretch)
        fm = QFontMetricsF(f)
        flags = int(TOP_LEFT) | int(Qt.TextFlag.TextWordWrap)
        r = fm.boundingRect(box, flags, text)
        widest = max(fm.horizontalAdvance(word) for line in text.split("\n") for word in line.split())
        return r.height() <= box.height() + 0.5 and widest <= box.width()

    def filled_rect(self) -> QRectF:
        """The banner, the role's badge and status, and the deeds shown: the room below them is empty."""
        r = self.rect
        filled = QRectF(r.left(), r.top(), r.width(), HEADER_H).united(self.status_box).united(
            QRectF(r.left() + MARGIN, self.line_y, self.badge_w, BADGE_H))
        for chip in self.chips.values():
            if chip.isVisible():
                filled = filled.united(chip.mapRectToParent(chip.boundingRect()))
        return self.mapRectToScene(filled)

    def chip_pos(self, sq: int) -> QPointF:
        chip = self.chips.get(sq)
        return chip.scenePos() if chip is not None and chip.isVisible() else self.scenePos()

    def paint_face(self, painter: QPainter) -> None:
        super().paint_face(painter)
        r = self.rect
        # cash at the banner's right end, in a paper box
        box = QRectF(r.right() - 116, r.top() + 9, 106, 36)
        painter.setPen(QPen(QColor("#2b2118"), 1.2))
        painter.setBrush(look.PAPER)
        painter.drawRoundedRect(box, 8, 8)
        draw_text(painter, box.adjusted(4, 0, -4, 0), money(self.cash), 22, look.INK, True)
        # the role's badge
        badge = QRectF(r.left() + MARGIN, self.line_y, self.badge_w, BADGE_H)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(role_colour(self.role))
        painter.drawRoundedRect(badge, 14, 14)
        draw_icon(painter, role_icon(self.role), QPointF(badge.left() + 18, badge.center().y()), 20, ROLE_INK)
        draw_text(painter, badge.adjusted(34, 0, -8, 0), self.role_word, PX, ROLE_INK, True, LEFT)
        line = self.status_box
        wrap = "\n" in self.status_text or line.height() > BADGE_H + 4
        align = TOP_LEFT if wrap else LEFT
        if not self.owed:
            draw_text(painter, line.adjusted(2, 2, -2, 0), self.status_text, PX,
                      QColor("#ffb0a0") if self.status_alert else look.TEXT_ON_FELT, self.status_alert, align, wrap=wrap,
                      stretch=self.status_stretch)
        else:
            owe = line.adjusted(-2, 0, 2, 0)
            painter.setPen(QPen(look.DANGER, 1.5))
            painter.setBrush(QColor(60, 10, 8, 200))
            painter.drawRoundedRect(owe, 6, 6)
            draw_text(painter, owe.adjusted(6, 2, -6, 0), self.status_text, PX, QColor("#ffd2c8"), True, align, wrap=wrap,
                      stretch=self.status_stretch)

    def accessible_name(self) -> str:
        """Who sits here, their role and cash, and where their pawn is, with the place's whole name."""
        return getattr(self, "spoken", self.name)

    def visible_texts(self) -> list[str]:
        return [self.mark, self.name, money(self.cash), self.role_word, self.status_text]
