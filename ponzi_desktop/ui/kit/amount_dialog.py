"""A dialog that asks for a whole amount in a range, in the table's look (an offer, gold bars, a bid), for any
game: the amount typed or stepped in its field (`AmountField`, also on its own in a game's dialog), a few round
amounts as chips, and a sentence that says why an amount outside the range cannot be confirmed.
"""

from __future__ import annotations

from PySide6.QtCore import QRegularExpression, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QRegularExpressionValidator, QWheelEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from ponzi_desktop.ui.formatting import money, no_lone_character, number, plain_tip
from ponzi_desktop.ui.kit.dialogs import TableDialog


def _restyle(widget: QWidget, name: str, value: object) -> None:
    if widget.property(name) != value:
        widget.setProperty(name, value)
        widget.style().unpolish(widget)
        widget.style().polish(widget)
        widget.update()



class AmountField(QLineEdit):
    """The amount, typed: only digits go in, the first one typed replaces the whole amount; Up/Down step it by
    one, PageUp/PageDown by a tenth of the range, and so does the mouse wheel. Stepping stays in the range;
    typing is never changed: `problem()` in the dialog says what is wrong with it.

    Like a QSpinBox: `value()`, `setValue()`, `minimum()`, `maximum()`, `stepBy()`."""

    value_changed = Signal(object)  # the typed amount (int), or None when nothing is typed

    def __init__(self, lo: int, hi: int, value: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lo, self.hi = lo, hi
        self.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,9}"), self))
        self.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.setInputMethodHints(Qt.InputMethodHint.ImhDigitsOnly)
        self.textChanged.connect(lambda _t: self.value_changed.emit(self.value()))
        self.setValue(value)

    def minimum(self) -> int:
        return self.lo

    def maximum(self) -> int:
        return self.hi

    def set_range(self, lo: int, hi: int) -> None:
        """A new range (the payer changed, say); the typed amount stays as it is, and says so if outside."""
        self.lo, self.hi = lo, hi
        self.updateGeometry()
        self.value_changed.emit(self.value())

    def page_step(self) -> int:
        return max(1, round((self.hi - self.lo) / 10))

    def value(self) -> int | None:
        text = self.text().strip()
        return int(text) if text else None

    def setValue(self, value: int) -> None:  # noqa: N802 - QSpinBox's name, so the field stands in for one
        self.setText(str(int(value)))
        self.selectAll()

    def stepBy(self, steps: int) -> None:  # noqa: N802 - QSpinBox's name
        current = self.value()
        base = self.lo if current is None else min(max(current, self.lo), self.hi)
        self.setValue(min(max(base + steps, self.lo), self.hi))

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        hint = super().sizeHint()  # Qt's own is seventeen letters wide: an amount needs a few digits
        digits = self.fontMetrics().horizontalAdvance("8" * max(4, len(str(self.hi)) + 1))
        return QSize(digits + 28, hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return self.sizeHint()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        key = event.key()
        steps = {Qt.Key.Key_Up: 1, Qt.Key.Key_Down: -1, Qt.Key.Key_PageUp: self.page_step(),
                 Qt.Key.Key_PageDown: -self.page_step()}.get(key)
        if steps is not None:
            self.stepBy(steps)
            event.accept()
            return
        super().keyPressEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt override
        notches = round(event.angleDelta().y() / 120)
        if notches:
            self.stepBy(notches)
        event.accept()

    def focusInEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().focusInEvent(event)
        QTimer.singleShot(0, self, self.selectAll)  # after a click has placed the cursor: the next digit replaces


def quick_amounts(lo: int, hi: int, between: int = 3) -> list[int]:
    """The chips' amounts: `lo`, up to `between` round amounts inside the range, and `hi`."""
    if hi <= lo:
        return [lo]
    for step in (n * 10 ** k for k in range(12) for n in (1, 2, 5, 25) if n != 25 or k > 0):
        inside = range((lo // step + 1) * step, hi, step)
        if len(inside) <= between:  # the finest round step that gives no more than `between` amounts
            return [lo, *inside, hi]
    return [lo, hi]


class AmountDialog(TableDialog):
    """Choose a whole amount from `lo` to `hi`: type it (the amount field has the focus and digits typed
    replace it), step it (arrow keys, PageUp/PageDown, the wheel) or pick a chip; Enter confirms, Esc cancels.

    An amount outside the range is refused with a sentence that says why, never changed into another one.
    `count`: a number of things (gold bars), not money: no currency sign, the chips and sentences plain
    numbers; the range then is best said in the caller's words (`set_range_text`).
    `amount_changed` carries the typed amount when it is valid, else None. `spin` is the amount field.
    """

    amount_changed = Signal(object)

    def __init__(self, title: str, lo: int, hi: int, parent: QWidget | None = None, value: int | None = None,
                 scale: float | None = None, count: bool = False) -> None:
        super().__init__(title, parent, scale)
        self.lo, self.hi = lo, hi
        self.count = count
        self.written = number if count else money  # a count of things (bars, cards) or an amount of money
        self.range_label = self.label(self.tr("Any whole amount from %1 to %2.").replace(
            "%1", self.written(lo)).replace("%2", self.written(hi)), "soft")
        self.field = self.spin = AmountField(lo, hi, lo if value is None else value, self)
        self.field.setObjectName("amount")
        self.field.setAccessibleName(self.tr("Amount"))
        # the currency sign where the locale writes it (none before a count)
        prefix, _, suffix = ("", "", "") if count else money(0).partition("0")
        row = QHBoxLayout()
        row.setSpacing(self.px(6))
        for part, where in ((prefix.strip(), 0), (suffix.strip(), 1)):
            sign = QLabel(part, self)
            sign.setProperty("role", "strong")
            sign.setStyleSheet(f"font-size: {self.px(24)}px;")
            sign.setVisible(bool(part))
            if where == 0:
                row.addWidget(sign)
                row.addWidget(self.field)
            else:
                row.addWidget(sign)
        row.addSpacing(self.px(8))
        self.chips: list[QPushButton] = []
        for amount in quick_amounts(lo, hi):
            chip = QPushButton(self.written(amount), self)
            chip.setProperty("role", "chip")
            chip.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard has the field; chips are for the mouse
            chip.setAutoDefault(False)
            chip.clicked.connect(lambda _c=False, a=amount: self._pick(a))
            row.addWidget(chip)
            self.chips.append(chip)
        row.addStretch(1)
        self.error = self.label("", "error")
        keep = self.error.sizePolicy()
        keep.setRetainSizeWhenHidden(True)  # a message coming and going moves nothing
        self.error.setSizePolicy(keep)
        self.error.hide()
        self.amount_box = QVBoxLayout()
        self.amount_box.setSpacing(self.px(6))
        self.amount_box.addWidget(self.range_label)
        self.amount_box.addLayout(row)
        self.amount_box.addWidget(self.error)
        self.column.addLayout(self.amount_box)
        self.cancel_button = self.add_button(self.tr("Cancel"))
        self.cancel_button.clicked.connect(self.reject)
        self.confirm_button = self.add_button(self.tr("Confirm"), primary=True)
        self.confirm_button.clicked.connect(self.accept)
        self.field.value_changed.connect(self._changed)
        self.field.setFocus()
        self._changed(self.field.value())

    def set_range_text(self, text: str) -> None:
        """The range in the caller's words ("From $0 to $57, your cash.")."""
        self.range_label.setText(no_lone_character(text))

    def amount(self) -> int:
        """The chosen amount (valid once the dialog is accepted)."""
        value = self.field.value()
        return self.lo if value is None else value

    def problem(self) -> str | None:
        """Why the typed amount cannot be confirmed, or None."""
        value = self.field.value()
        w = self.written
        if value is None:
            return self.tr("Type an amount from %1 to %2.").replace("%1", w(self.lo)).replace("%2", w(self.hi))
        if value > self.hi:
            return self.tr("%1 is more than %2, the most you can choose.").replace("%1", w(value)).replace(
                "%2", w(self.hi))
        if value < self.lo:
            return self.tr("%1 is less than %2, the least you can choose.").replace("%1", w(value)).replace(
                "%2", w(self.lo))
        return None

    def _pick(self, amount: int) -> None:
        self.field.setValue(amount)
        self.field.setFocus()

    def _changed(self, value: int | None) -> None:
        problem = self.problem()
        # nothing typed yet is no mistake while typing: it is said only when Enter asks to confirm
        self._show_problem(problem if value is not None else None)
        self.confirm_button.setEnabled(problem is None)
        self.confirm_button.setToolTip(plain_tip(problem) if problem else "")  # greyed, it says why
        self.amount_changed.emit(None if problem else value)

    def _show_problem(self, problem: str | None) -> None:
        _restyle(self.field, "invalid", problem is not None)
        self.error.setText(no_lone_character(problem or ""))
        self.error.setVisible(problem is not None)
        self.field.setToolTip(problem or "")

    def accept(self) -> None:
        problem = self.problem()
        if problem is not None:
            self._show_problem(problem)
            self.field.setFocus()
            self.field.selectAll()
            return
        super().accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not isinstance(self.focusWidget(),
                                                                                  QPushButton):
            self.accept()  # Enter in the field confirms, even while the confirm button is greyed: to say why
            event.accept()
            return
        super().keyPressEvent(event)
