"""The trading envelope: the offering player writes an amount on it and seals it, the target opens it and
answers Sold or Counter-offer.

Both dialogs are the kit's (`ui/kit/dialogs.py`), in the table's look, with the envelope painted beside the
words: the offer's amount is written on it as it is typed, the answer's sticks out of it, large. The table lays
both on itself (`BaseTable.open_on_table`: no window of the platform's, no nested event loop), so the table keeps
animating and bots keep their pace.
Each shows the amount only to the person it is meant for: the table opens them only when that person is the
viewer and closes them when the viewer changes. Names are user input: plain text, isolated in sentences.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QWidget

from ponzi_desktop.engine.ponzi.actions import COUNTER, SELL
from ponzi_desktop.ui.formatting import isolate, plain_tip
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.amount_dialog import AmountDialog
from ponzi_desktop.ui.kit.dialogs import ChoiceButton, TableDialog
from ponzi_desktop.ui.kit.pieces import draw_icon, draw_text
from ponzi_desktop.ui.ponzi import style
from ponzi_desktop.ui.ponzi.items import industry_name
from ponzi_desktop.ui.ponzi.style import money

#: The envelope's paper, as on the table (`items.EnvelopeItem`).
PAPER_TOP, PAPER_BOTTOM, FLAP, EDGE = QColor("#f8edca"), QColor("#efdca6"), QColor("#e6d19a"), QColor("#8a6d3b")
NOTE, NOTE_EDGE = QColor("#e9f1dc"), QColor("#5f8a52")
WRONG = QColor("#a12a1c")  # an amount that cannot go in: dark red on the paper (6:1)
#: The picture's size in its own units at scale 1; it is drawn in these and scaled once.
UNIT_W, UNIT_H = 270.0, 204.0


class EnvelopePicture(QWidget):
    """The envelope, painted: the paper with its flap, the industry's stamp, the name, and the amount written
    on it (`opened`: the envelope as the target sees it, the amount on a note pulled out of it)."""

    def __init__(self, industry: str, name_line: str, opened: bool, scale: float,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.industry, self.name_line, self.opened, self.scale = industry, name_line, opened, scale
        self.amount: int | None = None
        self.setFixedSize(QSize(round(UNIT_W * scale), round(UNIT_H * scale)))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def set_amount(self, amount: int | None) -> None:
        """The amount written on the envelope; None: nothing that can go in (drawn as a red question mark)."""
        if amount != self.amount:
            self.amount = amount
            self.update()

    def amount_text(self) -> str:
        return money(self.amount) if self.amount is not None else "?"

    def visible_texts(self) -> list[str]:
        return [self.name_line, industry_name(self.industry), self.amount_text()]

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.scale(self.width() / UNIT_W, self.height() / UNIT_H)
        top = 96.0 if self.opened else 72.0  # where the body starts: an open envelope shows its note above
        body = QRectF(8, top, UNIT_W - 16, UNIT_H - top - 10)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 70))
        p.drawRoundedRect(body.translated(3, 5), 4, 4)
        flap = QPolygonF([QPointF(body.left(), body.top()), QPointF(body.center().x(), top - 66),
                          QPointF(body.right(), body.top())])
        p.setPen(QPen(EDGE, 1.5))
        p.setBrush(FLAP)
        p.drawPolygon(flap)
        amount_px = 40.0
        if self.opened:
            note = QRectF(46, 22, UNIT_W - 92, 106)
            p.setBrush(NOTE)
            p.setPen(QPen(NOTE_EDGE, 1.5))
            p.drawRect(note)
            p.setPen(QPen(NOTE_EDGE, 1, Qt.PenStyle.DotLine))
            p.drawRect(note.adjusted(5, 5, -5, -5))
            amount_box = QRectF(note.left() + 8, note.top() + 10, note.width() - 16, top - note.top() - 12)
            amount_px = 44.0
        self._paint_body(p, body)
        # the name on one line, or on two when it is long (a name may have 24 letters): never cut
        name_box = QRectF(body.left() + 12, body.top() + 8, body.width() - 90, 22)
        one_line = QFontMetricsF(look.font(16, True)).horizontalAdvance(self.name_line) <= name_box.width()
        if one_line:
            draw_text(p, name_box, self.name_line, 16, style.INK, True, Qt.AlignmentFlag.AlignLeft
                      | Qt.AlignmentFlag.AlignVCenter)
        else:  # two lines, in the largest size at which they fit (12 at the least: 12 px at 1280x720)
            name_box.setHeight(38)
            flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
            px = next((px for px in (14.0, 13.0, 12.0) if QFontMetricsF(look.font(px, True)).boundingRect(
                name_box, flags, self.name_line).height() <= name_box.height()), 12.0)
            draw_text(p, name_box, self.name_line, px, style.INK, True, Qt.AlignmentFlag.AlignLeft
                      | Qt.AlignmentFlag.AlignTop, wrap=True)
        draw_text(p, QRectF(name_box.left(), name_box.bottom() + 2, name_box.width(), 20),
                  industry_name(self.industry), 14, style.INK_SOFT, False,
                  Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self._paint_stamp(p, QRectF(body.right() - 66, body.top() + 10, 54, 62))
        if not self.opened:
            amount_box = QRectF(body.left() + 12, body.bottom() - 52, body.width() - 24, 46)
            p.setPen(QPen(EDGE, 1.2))
            p.drawLine(QPointF(amount_box.left(), amount_box.bottom()), QPointF(amount_box.right(),
                                                                                 amount_box.bottom()))
        colour = style.INK if self.amount is not None else WRONG
        draw_text(p, amount_box, self.amount_text(), amount_px, colour, True)

    def _paint_body(self, p: QPainter, body: QRectF) -> None:
        paper = QLinearGradient(body.topLeft(), body.bottomLeft())
        paper.setColorAt(0, PAPER_TOP)
        paper.setColorAt(1, PAPER_BOTTOM)
        p.setBrush(paper)
        p.setPen(QPen(EDGE, 1.5))
        p.drawRoundedRect(body, 3, 3)
        folds = QPainterPath()  # the side flaps' folds, faint
        folds.moveTo(body.bottomLeft())
        folds.lineTo(body.center().x() - 16, body.center().y() - 4)
        folds.moveTo(body.bottomRight())
        folds.lineTo(body.center().x() + 16, body.center().y() - 4)
        p.setPen(QPen(QColor(138, 109, 59, 70), 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(folds)

    def _paint_stamp(self, p: QPainter, rect: QRectF) -> None:
        """A postage stamp in the industry's colour with its icon: which tile the envelope is for."""
        p.setPen(QPen(QColor("#b8a47c"), 1))
        p.setBrush(QColor("#fffaf0"))
        p.drawRect(rect)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(PAPER_TOP)
        step = 7.0
        for edge in (rect.top(), rect.bottom()):  # the perforation
            x = rect.left() + 3.5
            while x < rect.right():
                p.drawEllipse(QPointF(x, edge), 2.0, 2.0)
                x += step
        for edge in (rect.left(), rect.right()):
            y = rect.top() + 3.5
            while y < rect.bottom():
                p.drawEllipse(QPointF(edge, y), 2.0, 2.0)
                y += step
        inner = rect.adjusted(5, 5, -5, -5)
        colour = style.industry_colour(self.industry)
        p.setBrush(colour)
        p.drawRect(inner)
        draw_icon(p, style.industry_icon(self.industry), inner.center(), inner.width() * 0.78,
                  look.ink_on(colour))


class OfferDialog(AmountDialog):
    """Write the amount for `target`'s `industry` tile on the envelope (from `lo` to `hi`, your cash), seal it.
    `value`: the amount written on it to begin with (a hinted offer's), else `lo`."""

    def __init__(self, target: int, target_name: str, industry: str, lo: int, hi: int,
                 parent: QWidget | None = None, value: int | None = None) -> None:
        value = lo if value is None or not lo <= value <= hi else value
        super().__init__("", lo, hi, parent, value=value)
        self.target, self.industry = target, industry
        self.setObjectName("offer_dialog")
        name, tile = isolate(target_name), industry_name(industry)
        self.set_title(self.tr("Envelope for %1").replace("%1", name))
        self.picture = EnvelopePicture(industry, self.tr("To: %1").replace("%1", name), False, self.scale, self)
        self.set_picture(self.picture)
        self.meaning = self.label(self.tr("If %1 sells, you pay the amount and get one of %1's %2 tiles. If %1 "
                                          "counter-offers, %1 pays you the amount and takes one of your %2 "
                                          "tiles.").replace("%1", name).replace("%2", tile))
        self.secret = self.label(self.tr("Only you and %1 see the amount.").replace("%1", name), "soft")
        self.column.insertWidget(0, self.meaning)
        self.column.insertWidget(1, self.secret)
        self.column.insertSpacing(2, self.px(4))
        self.column.addStretch(1)
        self.set_range_text(self.tr("From %1 to %2 (your cash)").replace("%1", money(lo)).replace("%2", money(hi)))
        self.field.setAccessibleName(self.tr("Amount in the envelope"))
        self.seal = self.confirm_button
        self.seal.setText(self.tr("Seal and Hand Over"))
        self.seal.setToolTip(plain_tip(self.tr("Give %1 the envelope: they must sell or counter-offer.").replace(
            "%1", name)))
        self.cancel_button.setToolTip(self.tr("Keep the envelope: choose again"))
        self.set_column_width(300)
        self.amount_changed.connect(self.picture.set_amount)
        self.picture.set_amount(value)


class AnswerDialog(TableDialog):
    """The target's answer: Sold (take the money, give a tile) or Counter-offer (pay it, take a tile)."""

    answered = Signal(object)  # SELL or COUNTER
    hint_requested = Signal()

    def __init__(self, offerer_name: str, industry: str, amount: int, can_counter: bool, cash: int | None,
                 parent: QWidget | None = None) -> None:
        super().__init__("", parent)
        self.setObjectName("answer_dialog")
        name, tile = isolate(offerer_name), industry_name(industry)
        self.set_title(self.tr("An Envelope from %1").replace("%1", name))
        self.picture = EnvelopePicture(industry, self.tr("From: %1").replace("%1", name), True, self.scale, self)
        self.picture.set_amount(amount)
        self.set_picture(self.picture)
        intro = self.label(self.tr("%1 offers you %2 for one of your %3 tiles.").replace("%1", name).replace(
            "%2", money(amount)).replace("%3", tile), "strong")
        self.set_column_width(300)
        self.column.addStretch(1)  # the words beside the envelope's middle
        self.column.addWidget(intro)
        self.column.addWidget(self.label(self.tr("You cannot refuse: answer with one of the two buttons."),
                                         "soft"))
        self.column.addStretch(1)
        self.sold = ChoiceButton(self.tr("Sold!"), self.tr("You get %1 and give %2 one %3 tile.").replace(
            "%1", money(amount)).replace("%2", name).replace("%3", tile), self, self.scale)
        self.sold.setAccessibleName(self.tr("Sold"))
        self.sold.setToolTip(plain_tip(self.tr("Take the envelope and give %1 one %2 tile.").replace(
            "%1", name).replace("%2", tile)))
        self.counter = ChoiceButton(self.tr("Counter-offer!"), self.tr(
            "You pay %2 %1 and take one of %2's %3 tiles.").replace("%1", money(amount)).replace(
            "%2", name).replace("%3", tile), self, self.scale)
        self.counter.setAccessibleName(self.tr("Counter-offer"))
        self.counter.setEnabled(can_counter)
        cannot = self.tr("You have only %1: you cannot pay %2, so you must sell.").replace(
            "%1", money(cash or 0)).replace("%2", money(amount))
        self.counter.setToolTip(plain_tip(self.tr("Pay %1 the same amount and take one of %1's %2 tiles.").replace(
            "%1", name).replace("%2", tile) if can_counter else cannot))
        tallest = max(self.sold.sizeHint().height(), self.counter.sizeHint().height())
        for button in (self.sold, self.counter):  # side by side, of one height
            button.setFixedHeight(tallest)
        row = QHBoxLayout()
        row.setSpacing(self.px(14))
        row.addWidget(self.sold)
        row.addWidget(self.counter)
        self.add_row(row)
        if not can_counter:
            self.must_sell = self.label(cannot, "error")
            self.outer.insertWidget(self.outer.count() - 1, self.must_sell)
        # a hint, when there is a choice to make: the hard bot's answer on this player's view, shown as a lit
        # button (the main window's Ctrl+H cannot reach a dialog)
        self.hint = self.add_button(self.tr("&Hint"))
        self.hint.setObjectName("answer_hint")
        self.hint.setToolTip(self.tr("Ask the hard bot which answer it would give in your place. It sees only "
                                     "what you see."))
        self.hint.setAutoDefault(False)
        self.hint.setVisible(can_counter)
        self.hint.clicked.connect(self.hint_requested)
        self.sold.clicked.connect(lambda: self._answer(SELL))
        self.counter.clicked.connect(lambda: self._answer(COUNTER))
        # neither answer can be taken back: Enter alone plays neither (no default button), and the keyboard
        # starts on Hint (or on the dialog): Tab to an answer, then Space or Enter, is a deliberate choice
        for button in (self.sold, self.counter):
            button.setAutoDefault(False)
            button.setDefault(False)
        if can_counter:
            self.hint.setFocus()
        else:
            self.setFocus()

    def show_hint(self, pending: bool, action) -> None:
        """The hint button busy while the bot thinks; then the answer it suggests lit and focused."""
        if self.hint.hasFocus() and (pending or action is not None):
            self.setFocus()  # a disabled Hint would hand the keyboard to Sold!
        self.hint.setEnabled(not pending and action is None)
        if pending or action is not None:  # greyed, it says why
            self.hint.setToolTip(self.tr("The hard bot is thinking about your answer: its hint comes in a moment.")
                                 if pending else self.tr("The hint is in: the lit answer is the one it suggests."))
        else:
            self.hint.setToolTip(self.tr("Ask the hard bot which answer it would give in your place. It sees only "
                                         "what you see."))
        self.hint.setText(self.tr("Thinking…") if pending else self.tr("&Hint"))
        for button, answer in ((self.sold, SELL), (self.counter, COUNTER)):
            button.set_lit(action == answer)  # lit, not focused: Enter must not play the suggestion unasked

    def _answer(self, action) -> None:
        self.answered.emit(action)
        self.accept()
