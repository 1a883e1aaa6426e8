"""The deed card shown big on the board while a space is under the mouse (or chosen): its city and name, its
price, the rents of both roles at every level, the building cost, the mortgage and redemption values, the
owner, and what landing there would cost each player now (the engine's rent rules, `reckon.py`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from ponzi_desktop.engine.anti_monopoly.board import COMPETITOR, MONOPOLIST, STREET, TRANSPORT, UTILITY, board
from ponzi_desktop.ui.anti_monopoly.labels import city_name, role_name, space_name
from ponzi_desktop.ui.anti_monopoly.reckon import Reckoner
from ponzi_desktop.ui.anti_monopoly.style import MORTGAGE_RED, ROLE_INK, deed_colour, role_colour
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.look import money, number
from ponzi_desktop.ui.kit.narration import fill
from ponzi_desktop.ui.kit.pieces import TableItem, draw_text

translate = QCoreApplication.translate
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
#: Wrapped texts are drawn from their box's top (the flag tells `paint_face` to wrap).
LEFT_WRAP = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
RIGHT_WRAP = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop
CENTRE_WRAP = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
ROW = 22.0
PX = 17.0


def rent_rows(sq: int) -> list[tuple[str, str, str]]:
    """(level, Competitor's rent, Monopolist's rent) rows of a property's printed rents."""
    b = board()
    kind = b.kind[sq]
    if kind == STREET:
        c, m = b.rent[COMPETITOR][sq], b.rent[MONOPOLIST][sq]
        return [(translate("AntiMonopolyTable", "Alone"), money(c[0]), money(m[0])),
                (translate("AntiMonopolyTable", "City monopolised"), "—", money(m[1])),
                (translate("AntiMonopolyTable", "1 house"), money(c[1]), money(m[2])),
                (translate("AntiMonopolyTable", "2 houses"), money(c[2]), money(m[3])),
                (translate("AntiMonopolyTable", "3 houses"), money(c[3]), money(m[4])),
                (translate("AntiMonopolyTable", "4 houses"), money(c[4]), "—"),
                (translate("AntiMonopolyTable", "Apartment"), money(c[5]), money(m[5]))]
    if kind == TRANSPORT:
        return [(fill(translate("AntiMonopolyTable", "%1 owned"), number(k)),
                 money(b.fare[COMPETITOR][k]), money(b.fare[MONOPOLIST][k])) for k in range(1, 5)]
    if kind == UTILITY:
        return [(fill(translate("AntiMonopolyTable", "%1 owned"), number(k)),
                 fill(translate("AntiMonopolyTable", "%1 × dice"), str(b.util_mult[COMPETITOR][k])),
                 fill(translate("AntiMonopolyTable", "%1 × dice"), str(b.util_mult[MONOPOLIST][k])))
                for k in (1, 2)]
    return []


def text_height(text: str, width: float, px: float, bold: bool = False) -> float:
    """How tall `text` is, wrapped in `width` at `px` (at least one line)."""
    fm = QFontMetricsF(look.font(px, bold))
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
    return max(fm.height(), fm.boundingRect(QRectF(0, 0, width, 10_000), flags, text).height())


class DeedCard(TableItem):
    """The deed of one property, big, with what it costs now (`show_deed`): on the left its city, name,
    prices and owner; on the right the rents of both roles and what landing there costs each player now.
    Every text wraps in its column rather than being cut; the card is as tall as its longest column."""

    W, H = 640.0, 470.0  # H: the most it may take (the deed's place stops short of the dice and the Treasury)
    PAD, SPLIT, GAP = 14.0, 236.0, 16.0

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(self.W, self.H, parent)
        self.setZValue(1050)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.sq = -1
        self.head = ""
        self.city = ""
        self.colour = QColor("#cccccc")
        self.facts: list[tuple[str, str]] = []
        self.rows: list[tuple[str, str, str]] = []
        self.costs: list[tuple[str, str, QColor]] = []
        self.owner_line = ""
        self.mortgaged = False
        self.ops: list[tuple] = []  # what to draw, laid out by `_lay_out`

    def show_deed(self, sq: int, view, names: list[str], colours: list[QColor]) -> None:
        b = board()
        r = Reckoner(view)
        self.sq = sq
        self.head = space_name(sq)
        kind = b.kind[sq]
        if kind == STREET:
            self.city = city_name(b.city_names[b.city[sq]])
        elif kind == TRANSPORT:
            self.city = translate("AntiMonopolyTable", "Transportation company")
        else:
            self.city = translate("AntiMonopolyTable", "Utility")
        self.colour = deed_colour(sq)
        self.facts = [(translate("AntiMonopolyTable", "Price"), money(b.price[sq]))]
        if kind == STREET:
            self.facts.append((translate("AntiMonopolyTable", "Each building costs"), money(b.house[sq])))
        self.facts += [(translate("AntiMonopolyTable", "Mortgage value"), money(b.mortgage[sq])),
                       (translate("AntiMonopolyTable", "Redemption price"), money(b.redeem[sq]))]
        self.rows = rent_rows(sq)
        owner = view.owners[sq]
        self.mortgaged = owner >= 0 and view.mortgaged[sq]
        if owner < 0:
            self.owner_line = translate("AntiMonopolyTable", "Owner: the Treasury (for sale)")
        else:
            self.owner_line = fill(translate("AntiMonopolyTable", "Owner: %1 (%2)"), names[owner],
                                   role_name(view.roles[owner]))
            if self.mortgaged:
                self.owner_line += " · " + translate("AntiMonopolyTable", "mortgaged")
        self.costs = []
        for q, name in enumerate(names):
            if view.bankrupt[q]:
                continue
            self.costs.append((name, self._cost_for(q, sq, owner, r, view), colours[q]))
        self._lay_out()
        self.update()

    def _lay_out(self) -> None:
        """Where each text goes: two columns, every text wrapped in its box (never cut)."""
        ops: list[tuple] = []
        pad, gap = self.PAD, self.GAP
        # left: the head band, the facts, the owner
        x0, w = pad, self.SPLIT - pad
        name_h = text_height(self.head, w - 8, 26, True)
        city_h = text_height(self.city, w - 8, PX)
        head_h = 6 + city_h + name_h + 10
        ops.append(("band", QRectF(x0, pad, w, head_h)))
        ink = look.ink_on(self.colour)
        ops.append(("text", QRectF(x0 + 4, pad + 6, w - 8, city_h), self.city, PX, ink, False, CENTRE_WRAP))
        ops.append(("text", QRectF(x0 + 4, pad + 6 + city_h, w - 8, name_h), self.head, 26, ink, True,
                    CENTRE_WRAP))
        y = pad + head_h + 10
        value_w = 78.0
        for words, value in self.facts:
            h = max(ROW, text_height(words, w - value_w - 4, PX))
            ops.append(("text", QRectF(x0, y, w - value_w - 4, h), words, PX, look.INK, False, LEFT_WRAP))
            ops.append(("text", QRectF(x0 + w - value_w, y, value_w, ROW), value, PX, look.INK, True, RIGHT))
            y += h + 2
        y += 6
        ops.append(("line", x0, y - 4, x0 + w))
        h = text_height(self.owner_line, w, PX, True)
        ops.append(("text", QRectF(x0, y, w, h), self.owner_line, PX, MORTGAGE_RED if self.mortgaged else look.INK,
                    True, LEFT_WRAP))
        left_bottom = y + h
        # right: the rents of both roles, then what landing here costs each player now
        x1 = self.SPLIT + gap
        w1 = self.W - pad - x1
        col = 126.0
        label_w = w1 - 2 * col
        # the roles' names whole over their columns: bold where they fit with room to spare (drawn bigger,
        # at 1920 wide, hinted letters come out wider than measured here), else regular
        head_px = PX
        words = [w for role in ("competitor", "monopolist") for w in role_name(role).split()]
        widest = max(QFontMetricsF(look.font(head_px, True)).horizontalAdvance(w) for w in words)
        head_bold = widest * 1.08 <= col - 10
        head = max(text_height(role_name(r), col - 10, head_px, head_bold) for r in ("competitor", "monopolist"))
        y = pad
        for i, role in enumerate(("competitor", "monopolist")):
            ops.append(("role", QRectF(x1 + label_w + i * col + 2, y, col - 4, head + 4), role_name(role),
                        role_colour(role), head_px, head_bold))
        y += head + 8
        for words, comp, mono in self.rows:
            h = max(ROW, text_height(words, label_w - 4, PX))
            ops.append(("text", QRectF(x1, y, label_w - 4, h), words, PX, look.INK, False, LEFT_WRAP))
            ops.append(("text", QRectF(x1 + label_w, y, col - 10, ROW), comp, PX, look.INK, False, RIGHT))
            ops.append(("text", QRectF(x1 + label_w + col, y, col - 10, ROW), mono, PX, look.INK, False, RIGHT))
            y += h + 1
        y += 8
        ops.append(("line", x1, y - 4, x1 + w1))
        landing = translate("AntiMonopolyTable", "Landing here now:")
        h = text_height(landing, w1, PX)
        ops.append(("text", QRectF(x1, y, w1, h), landing, PX, look.INK_SOFT, False, LEFT_WRAP))
        y += h + 2
        name_w = w1 * 0.42
        for name, cost, colour in self.costs:
            h = max(ROW, text_height(name, name_w - 20, PX), text_height(cost, w1 - name_w, PX, True))
            ops.append(("dot", QRectF(x1, y + 5, 12, 12), colour))
            ops.append(("text", QRectF(x1 + 18, y, name_w - 20, h), name, PX, look.INK, False, LEFT_WRAP))
            ops.append(("text", QRectF(x1 + name_w, y, w1 - name_w, h), cost, PX, look.INK, True, RIGHT_WRAP))
            y += h + 1
        height = min(self.H, max(left_bottom, y) + pad)
        self.ops = ops
        self.set_size(self.W, height)

    def _cost_for(self, q: int, sq: int, owner: int, r: Reckoner, view) -> str:
        if owner < 0:
            return fill(translate("AntiMonopolyTable", "may buy it for %1"), money(board().price[sq]))
        if owner == q:
            return translate("AntiMonopolyTable", "owns it")
        if view.mortgaged[sq]:
            return translate("AntiMonopolyTable", "nothing: mortgaged")
        times = r.utility_times(sq)
        if times is not None:
            return fill(translate("AntiMonopolyTable", "%1 × the dice"), str(times))
        rent = r.rent_now(sq)
        if rent is None:
            if r.no_rent(owner) == "card":
                return translate("AntiMonopolyTable", "nothing: a card, no rent for now")
            return translate("AntiMonopolyTable", "nothing: the owner is in Prison")
        return money(rent)

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        painter.setPen(QPen(QColor(0, 0, 0, 60), 1))
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(r.translated(5, 7), 12, 12)
        painter.setPen(QPen(QColor("#2b2118"), 2))
        painter.setBrush(QBrush(look.paper_gradient(r)))
        painter.drawRoundedRect(r, 12, 12)
        origin = r.topLeft()
        for op in self.ops:
            kind = op[0]
            if kind == "band":
                painter.setPen(QPen(QColor("#2b2118"), 1.5))
                painter.setBrush(self.colour)
                painter.drawRect(op[1].translated(origin))
            elif kind == "text":
                _, box, text, px, ink, bold, align = op
                draw_text(painter, box.translated(origin), text, px, ink, bold, align,
                          wrap=bool(align & Qt.AlignmentFlag.AlignTop))
            elif kind == "line":
                painter.setPen(QPen(QColor(0, 0, 0, 60), 1))
                painter.drawLine(QPointF(op[1], op[2]) + origin, QPointF(op[3], op[2]) + origin)
            elif kind == "role":
                _, box, words, colour, px, bold = op
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(colour)
                painter.drawRoundedRect(box.translated(origin), 5, 5)
                draw_text(painter, box.translated(origin).adjusted(3, 0, -3, 0), words, px, ROLE_INK, bold,
                          wrap=True)
            elif kind == "dot":
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(op[2])
                painter.drawEllipse(op[1].translated(origin))

    def visible_texts(self) -> list[str]:
        out = [self.city, self.head, *(a for f in self.facts for a in f), self.owner_line]
        out += [a for row in self.rows for a in row] + [a for c in self.costs for a in c[:2]]
        return out
