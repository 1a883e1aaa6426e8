"""The deed card shown big on the board while a space is under the mouse (or chosen): its city and name, its
price, the rents of both roles at every level, the building cost, the mortgage and redemption values, the
owner, and what landing there would cost each player now (the engine's rent rules, `reckon.py`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from ponzi_desktop.engine.anti_monopoly.board import COMPETITOR, MONOPOLIST, STREET, TRANSPORT, UTILITY, board
from ponzi_desktop.ui.anti_monopoly.labels import city_name, role_name, space_name
from ponzi_desktop.ui.anti_monopoly.reckon import Reckoner
from ponzi_desktop.ui.anti_monopoly.style import MORTGAGE_RED, city_colours, role_colour
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.look import money, number
from ponzi_desktop.ui.kit.pieces import TableItem, draw_text

translate = QCoreApplication.translate
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
ROW = 21.0
PX = 17.0


def t(text: str) -> str:
    return translate("AntiMonopolyTable", text)


def rent_rows(sq: int) -> list[tuple[str, str, str]]:
    """(level, Competitor's rent, Monopolist's rent) rows of a property's printed rents."""
    b = board()
    kind = b.kind[sq]
    if kind == STREET:
        c, m = b.rent[COMPETITOR][sq], b.rent[MONOPOLIST][sq]
        return [(t("Alone"), money(c[0]), money(m[0])),
                (t("City monopolised"), "—", money(m[1])),
                (t("1 house"), money(c[1]), money(m[2])),
                (t("2 houses"), money(c[2]), money(m[3])),
                (t("3 houses"), money(c[3]), money(m[4])),
                (t("4 houses"), money(c[4]), "—"),
                (t("Apartment"), money(c[5]), money(m[5]))]
    if kind == TRANSPORT:
        return [(t("%1 owned").replace("%1", number(k)),
                 money(b.fare[COMPETITOR][k]), money(b.fare[MONOPOLIST][k])) for k in range(1, 5)]
    if kind == UTILITY:
        return [(t("%1 owned").replace("%1", number(k)),
                 t("%1 × dice").replace("%1", str(b.util_mult[COMPETITOR][k])),
                 t("%1 × dice").replace("%1", str(b.util_mult[MONOPOLIST][k]))) for k in (1, 2)]
    return []


class DeedCard(TableItem):
    """The deed of one property, big, with what it costs now (`show_deed`)."""

    W, H = 400.0, 560.0

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

    def show_deed(self, sq: int, view, names: list[str], colours: list[QColor]) -> None:
        b = board()
        r = Reckoner(view)
        self.sq = sq
        self.head = space_name(sq)
        kind = b.kind[sq]
        self.city = city_name(b.city_names[b.city[sq]]) if kind == STREET else (
            t("Transportation company") if kind == TRANSPORT else t("Utility"))
        self.colour = city_colours().get(b.city_names[b.city[sq]]) if kind == STREET else (
            QColor("#3b3f46") if kind == TRANSPORT else QColor("#f2d46b"))
        self.facts = [(t("Price"), money(b.price[sq]))]
        if kind == STREET:
            self.facts.append((t("Each building costs"), money(b.house[sq])))
        self.facts += [(t("Mortgage value"), money(b.mortgage[sq])), (t("Redemption price"), money(b.redeem[sq]))]
        self.rows = rent_rows(sq)
        owner = view.owners[sq]
        self.mortgaged = owner >= 0 and view.mortgaged[sq]
        if owner < 0:
            self.owner_line = t("Owner: the Treasury (for sale)")
        else:
            self.owner_line = t("Owner: %1 (%2)").replace("%1", names[owner]).replace("%2", role_name(view.roles[owner]))
            if self.mortgaged:
                self.owner_line += " · " + t("mortgaged")
        self.costs = []
        for q, name in enumerate(names):
            if view.bankrupt[q]:
                continue
            self.costs.append((name, self._cost_for(q, sq, owner, r, view), colours[q]))
        self.update()

    def _cost_for(self, q: int, sq: int, owner: int, r: Reckoner, view) -> str:
        if owner < 0:
            return t("may buy it for %1").replace("%1", money(board().price[sq]))
        if owner == q:
            return t("owns it")
        if view.mortgaged[sq]:
            return t("nothing: mortgaged")
        times = r.utility_times(sq)
        if times is not None:
            return t("%1 × the dice").replace("%1", str(times))
        rent = r.rent_now(sq)
        if rent is None:
            return t("nothing: the owner is in Prison")
        return money(rent)

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        painter.setPen(QPen(QColor(0, 0, 0, 60), 1))
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(r.translated(5, 7), 12, 12)
        painter.setPen(QPen(QColor("#2b2118"), 2))
        painter.setBrush(QBrush(look.paper_gradient(r)))
        painter.drawRoundedRect(r, 12, 12)
        head = QRectF(r.left() + 12, r.top() + 12, r.width() - 24, 70)
        painter.setPen(QPen(QColor("#2b2118"), 1.5))
        painter.setBrush(self.colour)
        painter.drawRect(head)
        ink = look.ink_on(self.colour)
        draw_text(painter, QRectF(head.left(), head.top() + 4, head.width(), 22), self.city, PX, ink)
        draw_text(painter, QRectF(head.left() + 4, head.top() + 26, head.width() - 8, 40), self.head, 26, ink, True)
        y = head.bottom() + 8
        x0, w = r.left() + 18, r.width() - 36
        for words, value in self.facts:
            draw_text(painter, QRectF(x0, y, w - 100, ROW), words, PX, look.INK, False, LEFT)
            draw_text(painter, QRectF(x0 + w - 100, y, 100, ROW), value, PX, look.INK, True, RIGHT)
            y += ROW
        y += 6
        col = 92.0
        for i, role in enumerate(("competitor", "monopolist")):
            box = QRectF(x0 + w - col * (2 - i), y, col - 4, ROW + 2)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(role_colour(role))
            painter.drawRoundedRect(box, 5, 5)
            draw_text(painter, box, role_name(role), PX, QColor("#ffffff"), True)
        y += ROW + 6
        for words, comp, mono in self.rows:
            draw_text(painter, QRectF(x0, y, w - 2 * col, ROW), words, PX, look.INK, False, LEFT)
            draw_text(painter, QRectF(x0 + w - 2 * col, y, col - 8, ROW), comp, PX, look.INK, False, RIGHT)
            draw_text(painter, QRectF(x0 + w - col, y, col - 8, ROW), mono, PX, look.INK, False, RIGHT)
            y += ROW
        y += 8
        painter.setPen(QPen(QColor(0, 0, 0, 60), 1))
        painter.drawLine(x0, y - 4, x0 + w, y - 4)
        draw_text(painter, QRectF(x0, y, w, ROW), self.owner_line, PX, MORTGAGE_RED if self.mortgaged else look.INK,
                  True, LEFT)
        y += ROW + 4
        draw_text(painter, QRectF(x0, y, w, ROW), t("Landing here now:"), PX, look.INK_SOFT, False, LEFT)
        y += ROW
        for name, cost, colour in self.costs:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawEllipse(QRectF(x0, y + 5, 12, 12))
            draw_text(painter, QRectF(x0 + 18, y, w * 0.45, ROW), name, PX, look.INK, False, LEFT)
            draw_text(painter, QRectF(x0 + 18 + w * 0.45, y, w * 0.55 - 18, ROW), cost, PX, look.INK, True, RIGHT)
            y += ROW

    def visible_texts(self) -> list[str]:
        out = [self.city, self.head, *(a for f in self.facts for a in f), self.owner_line]
        out += [a for row in self.rows for a in row] + [a for c in self.costs for a in c[:2]]
        return out
