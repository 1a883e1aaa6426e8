"""The Anti-Monopoly table as one QGraphicsScene: the square board on the left, the players' places on the right.

Layout (scene units, 1520 x 872): the board, 872 square, its 40 spaces around the edge (spaces.py); in its
middle the title and the round, the two card decks, the dice, the status line and the Treasury with its
houses and apartments; the deed card of the space under the mouse (or chosen) and a drawn card are shown
big over the middle. The players' places fill the right: one column for up to three players, two for more. In a
view taller than 1520 x 872 the places' column narrows as far as their deeds allow (`suit_view`).
`sync` puts every piece where the view says, at rest.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsRectItem, QToolTip

from ponzi_desktop.engine.anti_monopoly.actions import Build, EndTurn, Roll
from ponzi_desktop.engine.anti_monopoly.board import MAX_LEVEL, board
from ponzi_desktop.ui.anti_monopoly.deed import DeedCard
from ponzi_desktop.ui.anti_monopoly.labels import role_name, space_name
from ponzi_desktop.ui.anti_monopoly.pieces import CardItem, DeckItem, DiceItem, PawnItem, TreasuryItem
from ponzi_desktop.ui.anti_monopoly.seats import PlayerArea
from ponzi_desktop.ui.anti_monopoly.spaces import BOARD, CORNER_PAWN, PAWN_ROOM, SpaceItem, make_space
from ponzi_desktop.ui.anti_monopoly.style import BOARD_LINE
from ponzi_desktop.ui.formatting import plain_tip
from ponzi_desktop.ui.handoff import token_marks
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.look import money, number
from ponzi_desktop.ui.kit.moves import Payload, Target
from ponzi_desktop.ui.kit.narration import fill
from ponzi_desktop.ui.kit.pieces import TableItem, TextItem
from ponzi_desktop.ui.kit.scene import TableScene

translate = QCoreApplication.translate

SCENE_W, SCENE_H = 1520.0, 872.0

#: Three to six pawns beside one space are drawn this much smaller, three to a row, in two rows.
CROWD_PAWN = CORNER_PAWN
#: How far in from the spaces' bands two rows of such pawns reach (a corner's extra pawns stand past them).
CROWD_DEPTH = max(PAWN_ROOM, 1.5 + 2 * 30.0 * CROWD_PAWN + 1)
CENTRE = QPointF(BOARD / 2, BOARD / 2)
#: Where the deed card is shown: the middle's upper part, above the dice and the Treasury, inside the spaces.
DEED_RECT = QRectF(BOARD / 2 - DeedCard.W / 2, 110, DeedCard.W, DeedCard.H)
#: How long a chosen space's deed card stays once the mouse has left the board's spaces.
DEED_LINGER_MS = 2500


SEATS_X, SEAT_GAP, SEAT_MARGIN = BOARD + 12, 8.0, 6.0
#: The narrowest a player's place gets where the seats' column narrows for a taller view: the full layout's
#: four-seat place, whose deed list in three columns names every deed whole (tests/ui/anti_monopoly/
#: test_am_places.py). Two or three players' places, one column of them, narrow to it; four players' to
#: `SEAT_NARROW_W`; five and six stay as they are.
SEAT_MIN_W = (SCENE_W - SEATS_X - SEAT_MARGIN - SEAT_GAP) / 2
#: The narrowest four players' places get (two rows of two), a little under the full layout's where the view
#: is taller than it: the board takes the room they give up. Their deeds decide it: a Japanese list of all 28
#: in three columns names "ウィルシャー" whole, and a Spanish one of 20 in two columns shows every rent
#: ("Autobuses  320 $"), from this width (tests/ui/anti_monopoly/test_am_review_marks.py, test_am_view_shape.py).
SEAT_NARROW_W = 308.0


def least_place_w(n: int) -> float:
    """The narrowest a place of `n` players gets where the seats' column narrows for a taller view."""
    return SEAT_NARROW_W if n == 4 else SEAT_MIN_W


def seat_columns(n: int) -> int:
    """One column of places for up to three players (each place the column's width: no empty quarter beside
    the third), two for more."""
    return 1 if n <= 3 else 2


def seat_places(n: int, scene_w: float) -> list[QRectF]:
    """Each seat's place in a scene `scene_w` wide: a grid of `seat_columns` columns filled row by row, the
    last place of an odd number across both columns (five players: no empty place-sized hole)."""
    cols = seat_columns(n)
    rows = math.ceil(n / cols)
    w = (scene_w - SEATS_X - SEAT_MARGIN - (cols - 1) * SEAT_GAP) / cols
    h = (SCENE_H - 2 * SEAT_MARGIN - (rows - 1) * SEAT_GAP) / rows
    places = []
    for i in range(n):
        c, r = i % cols, i // cols
        wide = w if not (i == n - 1 and c < cols - 1) else cols * w + (cols - 1) * SEAT_GAP
        places.append(QRectF(SEATS_X + c * (w + SEAT_GAP), SEAT_MARGIN + r * (h + SEAT_GAP), wide, h))
    return places


def narrowest(n: int) -> float:
    """The narrowest scene `n` seats allow: their places `least_place_w` wide."""
    cols = seat_columns(n)
    return SEATS_X + SEAT_MARGIN + (cols - 1) * SEAT_GAP + cols * least_place_w(n)


class SeatLook:
    __slots__ = ("bot", "colour", "name", "role")

    def __init__(self, name: str, colour: QColor, bot: bool, role: str) -> None:
        self.name, self.colour, self.bot, self.role = name, colour, bot, role


def seat_marks(seats: list[SeatLook]) -> list[str]:
    """The mark each seat's pawn and the disc on its place's banner carry: the hand-off cover's token for that
    seat (`handoff.token_marks`: "3" for "Player 3", "A" for Alice), so the pawn, the place and the cover say
    the same (a pawn numbered by its seat's index read "2" beside a place and a cover saying "3")."""
    return token_marks([s.name for s in seats])


class BoardFrame(TableItem):
    """The board's paper under the spaces, and its middle."""

    def __init__(self) -> None:
        super().__init__(BOARD, BOARD)
        self.setPos(CENTRE)
        self.setZValue(-10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def paint_face(self, painter) -> None:
        r = self.rect
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawRect(r.translated(5, 6))
        painter.setBrush(QColor("#cfe3cf"))
        painter.drawRect(r)
        painter.setPen(QColor(BOARD_LINE))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(r.adjusted(1, 1, -1, -1))


class AntiMonopolyScene(TableScene):
    """Every piece of the table for one game (the seats are fixed for a session)."""

    def __init__(self, seats: list[SeatLook], parent=None) -> None:
        super().__init__(SCENE_W, SCENE_H, parent)
        self.seats = seats
        self.view_now = None
        self.hover_sq: int | None = None
        self.hover_tip = False  # the piece under the mouse keeps its tooltip beside the deed card (`hover_space`)
        self.chosen_sq: int | None = None
        self.addItem(BoardFrame())
        self.spaces: list[SpaceItem] = []
        for sq in range(board().size):
            item = make_space(sq)
            self.addItem(item)
            self.spaces.append(item)
        cx = BOARD / 2
        self.title = TextItem(translate("AntiMonopolyTable", "ANTI-MONOPOLY"), 560, 56, 44, QColor("#b3261e"), True,
                              shadow=False)
        self.title.setPos(cx - 280, 140)
        self.round_text = TextItem("", 560, 26, 18, look.INK_SOFT, False, shadow=False)
        self.round_text.setPos(cx - 280, 196)
        self.decks = {"competitor": DeckItem("competitor"), "monopolist": DeckItem("monopolist")}
        self.decks["competitor"].setPos(cx - 120, 300)
        self.decks["monopolist"].setPos(cx + 120, 300)
        self.dice = DiceItem()
        self._thrown: tuple[tuple[int, int, bool], bool] | None = None  # (turn, thrown yet): see `dice_shown`
        # the middle's pieces stand clear of two rows of crowded pawns inside the spaces (`CROWD_DEPTH`)
        self.status = TextItem("", 560, 66, 19, look.INK, True, shadow=False, wrap=True)
        self.status.setPos(cx - 280, 410)
        # the Treasury and the dice side by side in the middle's lower part: the deed card shown over the
        # upper part (DEED_RECT) never covers them; a corner's extra pawns stand under the Treasury
        self.treasury = TreasuryItem(440, 106)
        self.treasury.setPos(cx - 64, 643)
        self.dice.setPos(cx + 218, 650)
        for item in (self.title, self.round_text, *self.decks.values(), self.dice, self.status, self.treasury):
            self.addItem(item)
        marks = seat_marks(seats)
        self.pawns = [PawnItem(i, s.colour, s.role, marks[i]) for i, s in enumerate(seats)]
        self._pawns_placed: tuple = (None, None)  # what `place_pawns` was last given, and where it left them
        for pawn in self.pawns:
            self.addItem(pawn)
        self.areas: list[PlayerArea] = []
        places = seat_places(len(seats), SCENE_W)
        for i, s in enumerate(seats):
            area = PlayerArea(i, s.name, s.colour, s.bot, s.role, places[i].width(), places[i].height(), marks[i])
            self.addItem(area)
            self.areas.append(area)
        self._place_seats(SCENE_W)
        self.deed = DeedCard()
        self.deed.setPos(DEED_RECT.center())
        self.deed.setVisible(False)
        self.drag_active = lambda: False  # the table tells (a drag on: no deed card over the drop targets)
        self.chosen_shown = False  # a chosen space's card stays a moment after the mouse leaves, then goes
        self.deed_timer = QTimer()
        self.deed_timer.setSingleShot(True)
        self.deed_timer.setInterval(DEED_LINGER_MS)
        self.deed_timer.timeout.connect(self._chosen_fades)
        self.addItem(self.deed)
        self.card = CardItem()
        self.card.setPos(CENTRE)
        self.card.setVisible(False)
        self.addItem(self.card)
        # where the card stands once grown (never shown): what a lesson's note leaves in sight (`moment_items`)
        self.card_place = QGraphicsRectItem(self.card.sceneBoundingRect())
        self.card_place.setVisible(False)
        self.addItem(self.card_place)
        # the centre's status line goes while a drawn card is shown (its ends would stick out beside it)
        self.card.visibleChanged.connect(lambda: self.status.setVisible(not self.card.isVisible()))

    # ---- the layout for the view's shape ---------------------------------------------------------------
    def suit_view(self, width: float, height: float) -> None:
        """Where the view is taller than the full layout's shape, the seats' column narrows (to `least_place_w`
        a place) so that the board, as tall as the scene, is as tall as the view; the seats keep the rest.
        The width is in whole units: the seats are re-laid only when the width wanted changes by one."""
        wanted = round(SCENE_H * width / height) if height > 0 else SCENE_W
        scene_w = float(max(narrowest(len(self.areas)), min(SCENE_W, wanted)))
        if scene_w != self.sceneRect().width():
            self._place_seats(scene_w)

    def _place_seats(self, scene_w: float) -> None:
        self.setSceneRect(QRectF(0, 0, scene_w, SCENE_H))
        for area, place in zip(self.areas, seat_places(len(self.areas), scene_w), strict=True):
            area.set_size(place.width(), place.height())
            area.setPos(place.center())

    # ---- showing a view -------------------------------------------------------------------------------
    def dice_shown(self, view) -> tuple[int, ...]:
        """The throw the dice show: the current player's own, once they have thrown this turn; until then none,
        the dice at rest (the last throw was somebody else's, and read as this player's). A turn after doubles
        keeps the doubles: that throw is theirs.

        A view before the throw is a turn's first decision ("turn"), or a debt raised then (the fine before a
        third turn in Prison); after it comes buying, the tax, building; an offer or a debt may come either side
        of it and is told by the turn's last known side (`_thrown`, per turn)."""
        turn = (view.round, view.current, view.in_extra_turn)
        if view.phase == "turn":
            thrown = view.in_extra_turn
        elif view.phase in ("buy", "tax", "after") or (view.phase == "raise" and view.debt is not None
                                                         and view.debt[3] != "fine"):
            thrown = True
        elif self._thrown is not None and self._thrown[0] == turn:
            thrown = self._thrown[1]
        else:
            thrown = True  # a game opened in the middle of an offer: its last throw, as the view has it
        self._thrown = (turn, thrown)
        return tuple(view.dice) if thrown else ()

    def sync(self, view, viewer: int | None, names: list[str]) -> None:
        """Show `view` exactly, every piece at rest."""
        self.view_now = view
        self.names = names
        deciding = viewer is not None and view.seat == viewer and view.actor == viewer and bool(view.choices)
        legal = {c.action for c in view.choices} if deciding else set()
        for sq, item in enumerate(self.spaces):
            if not item.is_property:
                continue
            owner = view.owners[sq]
            colour = self.seats[owner].colour if owner >= 0 else None
            role = view.roles[owner] if owner >= 0 else None
            item.show_state(colour, role, view.buildings[sq], view.mortgaged[sq], self._space_tip(sq, view))
            item.payload = Payload("space", sq)
        self.place_pawns(view.positions, view.jail, view.bankrupt, view.roles)
        # after doubles the dice are "Roll again" (the turn's end and the next throw)
        again = view.phase == "after" and view.extra_turn_due and EndTurn() in legal
        self.dice.show_dice(self.dice_shown(view), Roll() in legal or again, tuple(view.dice))
        for role, deck in self.decks.items():
            deck.show_count(view.deck_sizes[0 if role == "competitor" else 1], None)
        my_role = view.roles[viewer] if viewer is not None else "competitor"
        builds = [a for a in legal if isinstance(a, Build)]
        top = MAX_LEVEL[0 if my_role == "competitor" else 1]
        self.treasury.house.show_piece(my_role, deciding, any(view.buildings[a.square] + 1 < top for a in builds))
        self.treasury.apartment.show_piece(my_role, deciding, any(view.buildings[a.square] + 1 == top for a in builds))
        debt = view.debt
        for p, area in enumerate(self.areas):
            owed = ""
            if debt is not None and debt[0] == p:
                to = names[debt[1]] if debt[1] >= 0 else translate("AntiMonopolyTable", "the Treasury")
                owed = fill(translate("AntiMonopolyTable", "Owes %1 to %2"), money(debt[2]), to)
            area.show_player(view, p, names, deciding and p == viewer, owed)
        limit = view.settings.two_hour_rounds or view.settings.round_limit
        self.round_text.set_text(translate("AntiMonopolyTable", "Round %1 of %2 · Game %3").replace(
            "%1", number(view.round)).replace("%2", number(limit)).replace("%3", view.settings.game))
        self.card.setVisible(False)
        self._show_deed()

    def _space_tip(self, sq: int, view) -> str:
        owner = view.owners[sq]
        tip = space_name(sq)
        if owner >= 0:
            tip += "\n" + translate("AntiMonopolyTable", "Owner: %1 (%2)").replace("%1", self.names[owner]).replace(
                "%2", role_name(view.roles[owner]))
        else:
            tip += "\n" + translate("AntiMonopolyTable", "For sale: %1").replace("%1", money(board().price[sq]))
        return plain_tip(tip)

    def pawn_spot(self, sq: int, seat: int, jailed: bool, role: str, sharing: list[int], before: int = 0,
                  column: bool = False) -> QPointF:
        """Where `seat`'s pawn stands on space `sq`, among the `sharing` pawns there (`before`: how many of the
        corner's other pawns already stand inside the board by it, for held pawns their band has no place for;
        `column`: two pawns on the space before a corner, two or more on the space after it)."""
        item = self.spaces[sq]
        k = sharing.index(seat) if seat in sharing else 0
        n = max(1, len(sharing))
        if sq % 10:  # beside the space, inside the board: its name and price stay in view
            return self._strip_spot(item, k, n, sq % 10 if sq % 10 in (1, 9) else 0, column)
        if jailed and sq == 10:  # on the Prison or the Price War band, else inside the board by the corner
            spot = item.jail_spot(role, k, n)
            if spot is not None:
                return spot + item.pos()
            return self._corner_spot(item, before + k - item.jail_places(role))
        inside = item.pawn_spots()  # in the corner, clear of its words
        if k < len(inside):
            return inside[k] + item.pos()
        if sq == 0:
            return self._start_spot(item, k - len(inside))
        return self._corner_spot(item, k - len(inside))

    @staticmethod
    def _start_spot(item, j: int) -> QPointF:
        """Where the j-th pawn START's row has no place for stands (a fifth and sixth player at the start): on
        the diagonal in from START's inner corner, the first in the square where its two neighbours' strips
        meet, touching the corner, the next one further in. Past the neighbours' pawns, under the Treasury (as
        the other corners' extra pawns), a fifth pawn read as standing on Wall St. The square is free: a
        neighbour's one or two pawns stand at their strip's far end, and three there with five on START would
        take seven players."""
        rect = item.rect.translated(item.pos())
        vertex = QPointF(rect.left(), rect.top())  # START is the board's bottom right corner
        size = PawnItem.SIZE * CORNER_PAWN
        step = size + 1.5  # along the diagonal, each clear of the one before (their squares too)
        depth = PAWN_ROOM / 2 + j * step
        return vertex - QPointF(depth, depth)

    @staticmethod
    def _strip_spot(item: SpaceItem, k: int, n: int, by_corner: int = 0, column: bool = False) -> QPointF:
        """The k-th of n pawns beside a space, in the strip inside the board from its band: one or two side by
        side at full size; three to six a little smaller (`CROWD_PAWN`), three to a row, a second row further in
        (every pawn whole: three and more overlapped each other in the strip).
        The strips of the two spaces by a corner meet in a square inside the corner's vertex, and pawns on both
        touched there: on those spaces (`by_corner`: 1 after a corner, 9 before one) one or two pawns stand at
        the strip's end away from the corner; two on the space before a corner while two or more stand on the
        space after it (`column`) leave the square to those, one behind the other in the rest of their strip."""
        strip = item.inner_strip().translated(item.pos())
        along = item.side in (0, 2)
        inward = {0: QPointF(0, -1), 1: QPointF(1, 0), 2: QPointF(0, 1), 3: QPointF(-1, 0)}[item.side]
        near = {0: strip.bottom(), 1: strip.left(), 2: strip.top(), 3: strip.right()}[item.side]
        centre = strip.center()
        # the way the spaces' numbers grow along the side (the bottom row runs from right to left)
        up = {0: QPointF(-1, 0), 1: QPointF(0, -1), 2: QPointF(1, 0), 3: QPointF(0, 1)}[item.side]
        away = up if by_corner == 1 else up * -1  # from the corner
        length = strip.width() if along else strip.height()
        if by_corner == 9 and column and n <= 2:
            mid = centre + away * (PAWN_ROOM / 2)  # the middle of the strip less the corner's square
            depth = PAWN_ROOM / 2 + k * (PawnItem.SIZE + 1)
            base = QPointF(mid.x(), near) if along else QPointF(near, mid.y())
            return base + inward * depth
        if by_corner and n <= 2:  # the row at the strip's end away from the corner
            span = n * PawnItem.SIZE + (n - 1) * 1.5
            centre = centre + away * (length / 2 - 2 - span / 2)  # clear of the edge line
        if n <= 2:
            size, per_row, depth0 = PawnItem.SIZE, 2, PAWN_ROOM / 2
        else:
            size, per_row, depth0 = PawnItem.SIZE * CROWD_PAWN, 3, 1.5 + PawnItem.SIZE * CROWD_PAWN / 2
        row, c = divmod(k, per_row)
        in_row = min(per_row, n - row * per_row)
        offset = (c - (in_row - 1) / 2) * (size + 1.5)
        depth = depth0 + row * (size + 1)
        if along:
            return QPointF(centre.x() + offset, near + inward.y() * depth)
        return QPointF(near + inward.x() * depth, centre.y() + offset)

    @staticmethod
    def _corner_spot(item, j: int) -> QPointF:
        """Where the j-th pawn the corner has no place for stands (its visitors first, then the pawns held in
        Prison, then in Price War, that their band has no place for): inside the board from the corner, past the
        neighbouring spaces' pawns (two rows of a crowded space's: a pawn at the strips' meeting overlapped a
        pawn on Walnut St.), in a row along the board's inner edge, close to the corner, under the Treasury."""
        rect = item.rect.translated(item.pos())
        sx = 1 if rect.center().x() < CENTRE.x() else -1
        sy = 1 if rect.center().y() < CENTRE.y() else -1
        vertex = QPointF(rect.right() if sx > 0 else rect.left(), rect.bottom() if sy > 0 else rect.top())
        size = PawnItem.SIZE * CORNER_PAWN
        first = CROWD_DEPTH + size / 2 + 1
        return vertex + QPointF(sx * (first + j * (size + 1)), sy * first)

    def place_pawns(self, positions, jail, bankrupt, roles) -> None:
        placed = (tuple(positions), tuple(jail), tuple(bankrupt), tuple(roles))
        if placed == self._pawns_placed[0] and self._pawns_placed[1] == self._pawns_now():
            return  # every pawn stands where these say (a step of a move that walked one has put it back)
        self._place_pawns(positions, jail, bankrupt, roles)
        self._pawns_placed = (placed, self._pawns_now())

    def _pawns_now(self) -> tuple:
        """Where every pawn stands now, as the table shows it."""
        return tuple((pawn.pos(), pawn.isVisible(), pawn.scale()) for pawn in self.pawns)

    def _place_pawns(self, positions, jail, bankrupt, roles) -> None:
        def key(p: int) -> tuple[int, bool, str]:  # the held pawns stand on their band, the others together
            return positions[p], bool(jail[p]), roles[p] if jail[p] else ""

        groups: dict[tuple[int, bool, str], list[int]] = {}
        for p in range(len(positions)):
            if not bankrupt[p]:
                groups.setdefault(key(p), []).append(p)
        corner = self.spaces[10]
        visitors = max(0, len(groups.get((10, False, ""), [])) - len(corner.pawn_spots()))
        held = max(0, len(groups.get((10, True, "monopolist"), [])) - corner.jail_places("monopolist"))
        before = {"monopolist": visitors, "competitor": visitors + held}  # by the corner: one row, in turn
        # two pawns on the space before a corner and two or more on the space after it: the first two one behind
        # the other
        # (not while the corner has pawns standing inside the board by it: their row passes there)
        held = sum(max(0, len(groups.get((10, True, r), ())) - corner.jail_places(r)) for r in ("monopolist", "competitor"))
        columns = {(c - 1) % 40 for c in (0, 10, 20, 30)
                   if len(groups.get(((c - 1) % 40, False, ""), ())) == 2 and len(groups.get((c + 1, False, ""), ())) >= 2
                   and len(groups.get((c, False, ""), ())) <= len(self.spaces[c].pawn_spots()) and not (c == 10 and held)}
        for p, pawn in enumerate(self.pawns):
            pawn.setVisible(not bankrupt[p])
            if bankrupt[p]:
                continue
            group = groups[key(p)]
            pawn.setPos(self.pawn_spot(positions[p], p, bool(jail[p]), roles[p], group, before[roles[p]],
                                       positions[p] in columns and not jail[p]))
            scale = self.pawn_scale(positions[p], len(group))
            if scale != pawn.scale():
                pawn.setScale(scale)
                pawn.update()  # its number is drawn for its scale

    @staticmethod
    def pawn_scale(sq: int, n: int = 1) -> float:
        """Pawns at a corner, and three or more beside a space, are drawn a little smaller (the corner's words
        stay in view; six fit beside a space in two rows)."""
        return CORNER_PAWN if sq % 10 == 0 else 1.0 if n <= 2 else CROWD_PAWN

    def show_turn(self, view, viewer: int | None, thinking: int | None, status: str, busy: bool,
                  up_next: int | None = None) -> None:
        deciding = None if busy or up_next is not None else view.actor
        for p, area in enumerate(self.areas):
            area.set_seat_state(active=p == deciding, is_me=p == viewer and viewer is not None,
                                thinking=p == thinking, up_next=p == up_next)
        self.status.set_text(status)

    # ---- the deed card ---------------------------------------------------------------------------------
    def hover_space(self, sq: int | None, tip_too: bool = False) -> None:
        """The mouse is on a piece standing for property `sq` (None: off it): its deed card is shown; `tip_too`:
        the piece's own tooltip may open beside it too (a deed in a place, far from the card)."""
        self.hover_tip = tip_too and sq is not None
        if sq != self.hover_sq:
            self.hover_sq = sq
            if sq is None and self.chosen_shown:
                self.deed_timer.start()
            self._show_deed()

    def choose_space(self, sq: int | None) -> None:
        if sq != self.chosen_sq:
            self.chosen_sq = sq
            self.chosen_shown = sq is not None
            if sq is not None and self.hover_sq is None:
                self.deed_timer.start()
            self._show_deed()

    def _chosen_fades(self) -> None:
        self.chosen_shown = False
        self._show_deed()

    def pressed(self) -> None:
        """A press anywhere on the table: the card goes (a click that chooses a space brings it back)."""
        self.hover_sq = None
        self.hover_tip = False
        self.chosen_shown = False
        self._show_deed()

    def drag_started(self) -> None:
        self.deed.setVisible(False)

    def card_shown(self) -> bool:
        """The deed card is up for the piece under the mouse, and says all its tooltip would (a space on the
        board, beside the card); a deed in a player's place keeps its tooltip, which says what its numbers are,
        by the deed, across the table from the card."""
        return self.deed.isVisible() and not self.hover_tip

    def _show_deed(self) -> None:
        sq = self.hover_sq if self.hover_sq is not None else self.chosen_sq if self.chosen_shown else None
        if sq is None or self.view_now is None or not board().is_property[sq] or self.drag_active():
            self.deed.setVisible(False)
            return
        self.deed.show_deed(sq, self.view_now, self.names, [s.colour for s in self.seats])
        self.deed.setPos(DEED_RECT.center().x(), DEED_RECT.top() + self.deed.rect.height() / 2)
        self.deed.setVisible(True)
        QToolTip.hideText()  # the deed card says it all: no tooltip beside it

    def ghost_face(self, payload: Payload, source: TableItem) -> TableItem:
        self.drag_started()  # a drag begins: nothing may cover where the piece goes
        return source

    def light_extras(self, targets: list[Target], selected: list[Payload]) -> None:
        chosen = next((p.value for p in selected if p.kind in ("space", "deed")), None)
        self.choose_space(chosen)

    # ---- what is where ----------------------------------------------------------------------------------
    def target_items(self, target: Target) -> list[TableItem]:
        k, v = target.kind, target.value
        if k == "seat" and v is not None and 0 <= v < len(self.areas):
            return [self.areas[v]]
        if k == "treasury":
            return [self.treasury]
        if k == "space" and v is not None:
            return [self.spaces[v]]
        return []

    def payload_item(self, payload: Payload, viewer: int | None) -> TableItem | None:
        k, v = payload.kind, payload.value
        if k == "space":
            return self.spaces[v]
        if k == "deed":
            owner = self.view_now.owners[v] if self.view_now is not None else -1
            return self.areas[owner].chips[v] if owner >= 0 else self.spaces[v]
        if k == "dice":
            return self.dice
        if k == "house":
            return self.treasury.house
        if k == "apartment":
            return self.treasury.apartment
        return None

    def banners(self) -> list:
        return [(area.banner, area.banner_inks()) for area in self.areas]

    def event_items(self, event) -> list[TableItem]:
        items: list[TableItem] = []
        data = event.data or {}
        if isinstance(event.player, int) and 0 <= event.player < len(self.areas):
            items.append(self.areas[event.player])
        for key in ("to", "owner", "target", "proposer", "creditor"):
            q = data.get(key)
            if isinstance(q, int) and 0 <= q < len(self.areas) and self.areas[q] not in items:
                items.append(self.areas[q])
        sq = data.get("square")
        if isinstance(sq, int) and 0 <= sq < len(self.spaces):
            items.append(self.spaces[sq])
        if event.kind == "card_drawn" and data.get("deck") in self.decks:
            items.append(self.decks[data["deck"]])
        if event.kind == "dice_rolled":
            items.append(self.dice)
        return items
