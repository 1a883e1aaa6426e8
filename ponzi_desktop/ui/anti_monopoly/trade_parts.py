"""The trade windows' parts: what may go into an offer and what a deed earns (read from a view, as the engine
decides them), the deed card the windows show, and the shelves the cards lie on and are dragged between.

The rules mirror the engine's (`engine/anti_monopoly/trades.py` and `estate.py`): a deed may go into an offer
unless it carries buildings, or it is a Monopolist's street whose city keeps buildings without two
unmortgaged streets once the deeds already leaving are gone (tests compare the two on random games).
Cards are painted widgets; a drag is the card's own mouse events (no QDrag, no nested event loop), so
synthetic QTest events drive it as a mouse does, and the window that owns the shelves decides the drop.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QApplication, QFrame, QScrollArea, QSizePolicy, QWidget

from ponzi_desktop.engine.anti_monopoly.board import STREET, board
from ponzi_desktop.engine.anti_monopoly.estate import releasable
from ponzi_desktop.engine.anti_monopoly.view import AntiMonopolyView
from ponzi_desktop.ui.anti_monopoly.labels import city_name, role_name, space_name
from ponzi_desktop.ui.anti_monopoly.reckon import Reckoner
from ponzi_desktop.ui.anti_monopoly.space_names import SHORT, fits
from ponzi_desktop.ui.anti_monopoly.style import deed_colour
from ponzi_desktop.ui.formatting import isolate, money, plain_tip, plural, separated_list
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.labels import label
from ponzi_desktop.ui.kit.pieces import draw_text

translate = QCoreApplication.translate

#: A deed card's size at scale 1 (pixels over a 1280x720 window): the name on up to two lines, then its price.
CARD_W, CARD_H = 100.0, 74.0
#: With the rent under the price (the answer's window): now on one line, "→ after the trade" on the next, each
#: the card's whole width ("4× dice → 10× dice" on one line was cut in every language).
CARD_H_RENT = 109.0
RENT_ROW = 17.0
#: ... and wider: "→ ダイスの目×10" is a Japanese rent row.
CARD_W_RENT = 120.0
BAND = 15.0  # the city's colour across the top (with "Mortgaged" on it when it is)
GAP = 6.0
SHOWN = 4  # deeds named in the offer's sentence before "and 3 more"
MORTGAGE_INK = QColor("#a12a1c")  # dark red on the paper (6:1)


# ---- the rules, read from a view -------------------------------------------------------------------------
def deeds_of(view: AntiMonopolyView, p: int) -> list[int]:
    """`p`'s properties in board order."""
    return [sq for sq in board().properties if view.owners[sq] == p]


def can_release(view: AntiMonopolyView, p: int, sq: int, leaving: tuple[int, ...] | list[int] = ()) -> bool:
    """The engine's `can_release` asked of the view: no city of a Monopolist's keeps buildings without two
    unmortgaged streets."""
    return view.roles[p] == "competitor" or releasable(board(), view.owners, view.buildings, view.mortgaged, p,
                                                       sq, leaving)


def blocked_reason(view: AntiMonopolyView, p: int, sq: int, leaving: tuple[int, ...] | list[int],
                   names: list[str]) -> str | None:
    """Why `p`'s deed `sq` cannot join the `leaving` ones in the offer (None: it can), in the viewer's words."""
    if view.buildings[sq]:
        return translate("AntiMonopolyTrade", "Buildings stand on it: they never change hands. Sell them to the "
                                              "Treasury first.")
    if not can_release(view, p, sq, leaving):
        city = city_name(board().city_names[board().city[sq]])
        if p == view.seat:
            return translate("AntiMonopolyTrade", "Your buildings in %1 need two unmortgaged streets there: this "
                                                  "one must stay.").replace("%1", city)
        return translate("AntiMonopolyTrade", "The buildings of %1 in %2 need two unmortgaged streets there: this "
                                              "one must stay.").replace("%1", isolate(names[p])).replace("%2", city)
    return None


def rent(view: AntiMonopolyView, sq: int, owners: tuple[int, ...] | list[int] | None = None) -> tuple[int, bool] | None:
    """What one landing on `sq` costs now, as the engine would charge it (`reckon.Reckoner`), with `owners` in
    place of the view's (after a trade): (amount, False), or (multiplier, True) for a utility (that many times
    the dice); None when it earns nothing (the Treasury's, mortgaged, or its owner collects no rent now: a
    Monopolist in Prison, a card's "collects no rent")."""
    r = Reckoner(view, owners)
    times = r.utility_times(sq)
    if times is not None:
        return times, True
    amount = r.rent_now(sq)
    return None if amount is None else (amount, False)


def rent_words(value: tuple[int, bool] | None) -> str:
    """A rent as a card says it: "$14", "4× dice", or a dash for nothing."""
    if value is None:
        return "–"
    amount, dice = value
    if dice:
        return translate("AntiMonopolyTrade", "%1× dice").replace("%1", str(amount))
    return money(amount)


def deed_tip(view: AntiMonopolyView, sq: int, names: list[str]) -> str:
    """A deed's particulars: where it is, its price and mortgage, who holds it and what it earns them now."""
    b = board()
    lines = [space_name(sq)]
    if b.kind[sq] == STREET:
        lines.append(translate("AntiMonopolyTrade", "City: %1").replace("%1", city_name(b.city_names[b.city[sq]])))
    lines.append(translate("AntiMonopolyTrade", "Price %1 · mortgage value %2 · redemption %3").replace(
        "%1", money(b.price[sq])).replace("%2", money(b.mortgage[sq])).replace("%3", money(b.redeem[sq])))
    o = view.owners[sq]
    if o >= 0:
        earns = rent(view, sq)
        who = isolate(names[o])
        why = Reckoner(view).no_rent(o)
        if view.mortgaged[sq]:
            lines.append(translate("AntiMonopolyTrade", "Mortgaged: it earns %1 nothing.").replace("%1", who))
        elif why == "prison":
            lines.append(translate("AntiMonopolyTrade", "Rent for %1 now: none (a Monopolist in Prison collects no "
                                                        "rent).").replace("%1", who))
        elif why == "card":
            lines.append(translate("AntiMonopolyTrade", "Rent for %1 now: none (a card: no rent for %n more "
                                                        "turn(s)).", None, view.rent_blocked[o]).replace("%1", who))
        else:
            lines.append(translate("AntiMonopolyTrade", "Rent for %1 (%2) now: %3").replace("%1", who).replace(
                "%2", role_name(view.roles[o])).replace("%3", rent_words(earns)))
    return "\n".join(lines)


# ---- the offer in words ----------------------------------------------------------------------------
def restyle(widget: QWidget, name: str, value: object) -> None:
    """A style property changed, and the style sheet applied again (an error's colour, an invalid field)."""
    if widget.property(name) != value:
        widget.setProperty(name, value)
        widget.style().unpolish(widget)
        widget.style().polish(widget)
        widget.update()


def listed(squares: list[int], cash: int = 0) -> str:
    """Deeds (and an amount) as a sentence lists them: "Basin St., Wall St. and $120"."""
    items = [space_name(sq) for sq in squares]
    if len(items) > SHOWN:
        more = len(items) - (SHOWN - 1)
        items = items[:SHOWN - 1] + [plural(translate("AntiMonopolyTrade", "%n more deed(s)", None, more), more)]
    if cash:
        items.append(money(cash))
    return separated_list(items)


def offer_words(give: list[int], ask: list[int], cash: int) -> str:
    """The offer in one sentence, to the proposer ("You give Basin St. and $120 for Wall St.")."""
    mine, theirs = listed(give, max(cash, 0)), listed(ask, max(-cash, 0))
    if mine and theirs:
        return sentence(translate("AntiMonopolyTrade", "You give %1 for %2.").replace("%1", mine).replace(
            "%2", theirs))
    if mine:
        return sentence(translate("AntiMonopolyTrade", "You give %1 and ask nothing in return.").replace(
            "%1", mine))
    if theirs:
        return sentence(translate("AntiMonopolyTrade", "You ask for %1 and give nothing in return.").replace(
            "%1", theirs))
    return translate("AntiMonopolyTrade", "Nothing is in the offer yet.")


def sentence(text: str) -> str:
    """A sentence whose last word is an abbreviation ("Wall St.") ends with its one full stop."""
    return text[:-1] if text.endswith("..") else text


# ---- the card --------------------------------------------------------------------------------------------
class DeedCard(QWidget):
    """A deed: its city's colour band, name and price, "Mortgaged" when it is, and an optional line (rent).

    `blocked`: why it cannot go into the offer (greyed; a click says why); `fixed`: in the offer for good (a
    draft's deed). A click or Space asks to move it (`toggle_requested`); a press and a move past the drag
    distance starts a drag (`drag_started`, then `drag_moved` / `dropped` with global positions).
    """

    toggle_requested = Signal(object)
    drag_started = Signal(object, QPoint)  # the card, the press's offset inside it
    drag_moved = Signal(object, QPoint)
    dropped = Signal(object, QPoint)

    def __init__(self, sq: int, owner: int, scale: float, parent: QWidget | None = None, line: str = "",
                 interactive: bool = True) -> None:
        super().__init__(parent)
        self.sq, self.owner, self.scale, self.line = sq, owner, scale, line
        self.card_w = CARD_W_RENT if line else CARD_W
        self.name = space_name(sq)
        self.shown_name, self.name_px = self._fitted_name()
        self.price = money(board().price[sq])
        self.mortgaged = False
        self.blocked: str | None = None
        self.fixed = False
        self.in_offer = False
        self.interactive = interactive
        self._press: QPoint | None = None
        self._dragging = False
        height = CARD_H_RENT if line else CARD_H
        self.setFixedSize(QSize(round(self.card_w * scale), round(height * scale)))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if interactive else Qt.FocusPolicy.NoFocus)
        if interactive:
            self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setAccessibleName(self.name)

    def name_box(self) -> QRectF:
        """Where the name is written: under the band, two lines high, in the card's paper."""
        s = self.scale
        r = QRectF(0, 0, round(self.card_w * s), round(CARD_H * s)).adjusted(1.5, 1.5, -1.5, -1.5)
        pad = 6 * s
        return QRectF(r.left() + pad, r.top() + (BAND + 2) * s, r.width() - 2 * pad, 36 * s)  # CJK fonts too

    def _fitted_name(self) -> tuple[str, float]:
        """The name and its size: the whole name on up to two lines, a size smaller where a long word needs
        it (never under 11 px at the 1280x720 scale), else the board's short form ("Penn. Ave.")."""
        short = label(SHORT, str(self.sq)) if str(self.sq) in SHORT else self.name
        box = self.name_box()
        for text in (self.name, short):
            for px in (12 * self.scale, 11 * self.scale):
                if fits(text, box, px, True):
                    return text, px
        return short, 11 * self.scale

    def set_state(self, mortgaged: bool, in_offer: bool, blocked: str | None, fixed: bool, tip: str) -> None:
        changed = (mortgaged, in_offer, blocked, fixed) != (self.mortgaged, self.in_offer, self.blocked, self.fixed)
        self.mortgaged, self.in_offer, self.blocked, self.fixed = mortgaged, in_offer, blocked, fixed
        extra = blocked or (translate("AntiMonopolyTrade", "It is in the offer you drew up and stays there: "
                                                           "Cancel withdraws the whole offer.")
                            if fixed else "")
        self.setToolTip(plain_tip(tip + ("\n\n" + extra if extra else "")))
        self.setAccessibleDescription(extra)
        if self.interactive:
            self.setCursor(Qt.CursorShape.ForbiddenCursor if blocked or fixed else Qt.CursorShape.OpenHandCursor)
        if changed:
            self.update()

    def visible_texts(self) -> list[str]:
        texts = [self.shown_name, self.price]
        if self.mortgaged:
            texts.append(translate("AntiMonopolyTrade", "Mortgaged"))
        if self.line:
            texts += self.rent_rows()
        return texts

    def rent_rows(self) -> list[str]:
        """The rent line as the card writes it: the rent now, then "→" and the rent after the trade."""
        now, arrow, later = self.line.partition(" → ")
        return [now, f"→ {later}"] if arrow else [self.line]

    # -- painting
    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.scale
        r = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        path = QPainterPath()
        path.addRoundedRect(r, 5 * s, 5 * s)
        p.fillPath(path, look.paper_gradient(r))
        band = QRectF(r.left(), r.top(), r.width(), BAND * s)
        colour = deed_colour(self.sq)
        p.save()
        p.setClipPath(path)
        p.fillRect(band, colour)
        if self.mortgaged:  # a faint diagonal hatch: the deed is the Treasury's pledge until redeemed
            p.setPen(QPen(QColor(161, 42, 28, 40), 1.2 * s))
            x = r.left() - r.height()
            while x < r.right():
                p.drawLine(x, r.bottom(), x + r.height(), band.bottom())
                x += 9 * s
        p.restore()
        pad = 6 * s
        if self.mortgaged:  # the word on the band, where the whole width of the card is free for it
            draw_text(p, band.adjusted(pad, 0, -pad, 0), translate("AntiMonopolyTrade", "Mortgaged"), 11 * s,
                      look.ink_on(colour), True, Qt.AlignmentFlag.AlignCenter)
        name_box = QRectF(r.left() + pad, band.bottom() + 2 * s, r.width() - 2 * pad, 36 * s)  # two lines, CJK fonts too
        draw_text(p, name_box, self.shown_name, self.name_px, look.INK, True, Qt.AlignmentFlag.AlignLeft
                  | Qt.AlignmentFlag.AlignTop, wrap=True)
        row = QRectF(r.left() + pad, name_box.bottom() + 1 * s, r.width() - 2 * pad, 17 * s)
        draw_text(p, row, self.price, 12 * s, look.INK_SOFT, False, Qt.AlignmentFlag.AlignLeft
                  | Qt.AlignmentFlag.AlignVCenter)
        for i, words in enumerate(self.rent_rows() if self.line else []):
            draw_text(p, QRectF(row.left(), row.bottom() + i * RENT_ROW * s, row.width(), RENT_ROW * s), words,
                      12 * s, look.INK, True, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if self.blocked or self.fixed:  # greyed (blocked) or pinned (fixed): not to be moved
            p.fillPath(path, QColor(60, 50, 40, 110) if self.blocked else QColor(255, 240, 200, 40))
        if self.hasFocus():
            ring = QPen(look.GOLD, 3 * s)
        elif self.in_offer:
            ring = QPen(look.LEGAL.darker(160), 1.6 * s)
        else:
            ring = QPen(QColor("#8a6d3b"), 1.2)
        if self.blocked:
            ring.setStyle(Qt.PenStyle.DashLine)
        p.setPen(ring)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)

    # -- the mouse and the keyboard
    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if self.interactive and event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
            self._dragging = False
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if self._press is None:
            return
        pos = event.position().toPoint()
        if not self._dragging:
            if (pos - self._press).manhattanLength() < QApplication.startDragDistance():
                return
            self._dragging = True
            self.drag_started.emit(self, self._press)
        self.drag_moved.emit(self, self.mapToGlobal(pos))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if self._press is None:
            return
        dragging, self._press, self._dragging = self._dragging, None, False
        if dragging:
            self.dropped.emit(self, self.mapToGlobal(event.position().toPoint()))
        elif self.rect().contains(event.position().toPoint()):
            self.toggle_requested.emit(self)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if self.interactive and event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self.toggle_requested.emit(self)
            event.accept()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().focusInEvent(event)
        area = self.parentWidget().parentWidget().parentWidget() if self.parentWidget() else None
        if isinstance(area, QScrollArea):
            area.ensureWidgetVisible(self)
        self.update()

    def focusOutEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().focusOutEvent(event)
        self.update()


# ---- the shelves ----------------------------------------------------------------------------------------
class DeedShelf(QWidget):
    """Where deed cards lie, in board order, `columns` to a row: one player's holdings, or one side of the
    offer (`offer`). Lit while a dragged card may be dropped on it; says `empty` when it holds nothing."""

    def __init__(self, seat: int, offer: bool, columns: int, card_h: float, scale: float, empty: str = "",
                 parent: QWidget | None = None, card_w: float = CARD_W) -> None:
        super().__init__(parent)
        self.seat, self.offer, self.columns, self.card_h, self.scale = seat, offer, columns, card_h, scale
        self.card_w = card_w
        self.empty = empty
        self.cards: list[DeedCard] = []
        self.lit = False
        self.setMinimumWidth(self.row_width())

    def px(self, v: float) -> int:
        return max(1, round(v * self.scale))

    def row_width(self) -> int:
        return self.px(self.columns * self.card_w + (self.columns - 1) * GAP + 2 * GAP)

    def height_for_rows(self, rows: int) -> int:
        return self.px(rows * self.card_h + (rows - 1) * GAP + 2 * GAP)

    def set_cards(self, cards: list[DeedCard]) -> None:
        """Lay `cards` out on this shelf (taking them from wherever they were), in board order."""
        focused = next((c for c in cards if c.window().focusWidget() is c), None)  # active window or not
        self.cards = sorted(cards, key=lambda c: c.sq)
        step_x, step_y = self.px(self.card_w + GAP), self.px(self.card_h + GAP)
        for i, card in enumerate(self.cards):
            if card.parentWidget() is not self:
                card.setParent(self)
            card.move(self.px(GAP) + (i % self.columns) * step_x, self.px(GAP) + (i // self.columns) * step_y)
            card.show()
        rows = max(1, -(-len(self.cards) // self.columns))
        self.setFixedHeight(self.height_for_rows(rows))
        if focused is not None:
            focused.setFocus()
        self.update()

    def set_lit(self, lit: bool) -> None:
        if lit != self.lit:
            self.lit = lit
            self.update()

    def visible_texts(self) -> list[str]:
        return [self.empty] if self.empty and not self.cards else []

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.empty and not self.cards:
            draw_text(p, QRectF(self.rect()).adjusted(self.px(10), 0, -self.px(10), 0), self.empty, 13 * self.scale,
                      look.TEXT_ON_FELT_SOFT, False, Qt.AlignmentFlag.AlignCenter, wrap=True)


class ShelfArea(QScrollArea):
    """A shelf in a tray of a fixed size (`rows` rows of cards show; more scroll), so nothing around it moves
    when cards come and go. The tray is what a drag is dropped on."""

    def __init__(self, shelf: DeedShelf, rows: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.shelf = shelf
        self.setWidget(shelf)
        self.setWidgetResizable(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        bar = shelf.px(8)
        self.setStyleSheet(
            f"QScrollArea {{ background: transparent; }} QScrollArea > QWidget > QWidget {{ background: transparent; }}"
            f"QScrollBar:vertical {{ width: {bar}px; background: transparent; margin: {shelf.px(4)}px 0; }}"
            f"QScrollBar::handle:vertical {{ background: #b08d57; border-radius: {bar // 2}px; min-height: 20px; }}"
            "QScrollBar::add-line, QScrollBar::sub-line { height: 0; }")
        self.viewport().setAutoFillBackground(False)
        # the tray is no Tab stop of its own (it showed no focus): Tab goes from card to card, and the tray
        # scrolls to the card that takes the focus
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFixedSize(QSize(shelf.row_width() + bar + shelf.px(2), shelf.height_for_rows(rows)))
        shelf.setFixedWidth(shelf.row_width())

    def set_lit(self, lit: bool) -> None:
        self.shelf.set_lit(lit)
        self.update()

    def contains_global(self, pos: QPoint) -> bool:
        return self.rect().contains(self.mapFromGlobal(pos))

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        p = QPainter(self.viewport())
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.viewport().rect()).adjusted(1, 1, -1, -1)
        offer, lit = self.shelf.offer, self.shelf.lit
        p.setBrush(QColor(0, 0, 0, 60) if offer else QColor(0, 0, 0, 30))
        pen = QPen(look.LEGAL if lit else QColor(244, 239, 225, 110 if offer else 50), 2.5 if lit else 1.2)
        if offer and not lit:
            pen.setStyle(Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.drawRoundedRect(r, 8 * self.shelf.scale, 8 * self.shelf.scale)
