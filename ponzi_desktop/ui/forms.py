"""Form pieces the shell's dialogs share: a captioned choice with a hint, segmented buttons, and the form of a
game's rule settings, built from the engine's settings model."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ponzi_desktop.ui.formatting import money
from ponzi_desktop.ui.look import draw_inner_ring
from ponzi_desktop.ui.wrapped_label import WrappedLabel

if TYPE_CHECKING:
    from pydantic import BaseModel


def add_choice(layout: QVBoxLayout, caption: str, widget: QWidget, hint: QLabel | str) -> QLabel:
    """A choice as the shell's dialogs show it: a bold caption, the widget, a small hint below; the hint.
    A number (a spin box) stands beside its caption: a row less for each, so that a game with many rule
    settings fits the new-game dialog on a 1280x720 screen in every language, without a scroll bar."""
    parent = layout.parentWidget()
    heading = QLabel(caption, parent)
    heading.setStyleSheet("font-weight: 600; margin-top: 4px;")
    # no indent: a label whose style sheet gives it a margin counts it as a frame, and Qt then indents the text by
    # half an "x" (a review found these captions 4 px right of the spin boxes' beside them)
    heading.setIndent(0)
    heading.setBuddy(widget.focusProxy() or widget)
    if isinstance(hint, str):
        hint = WrappedLabel(hint, parent)
    hint.setProperty("role", "hint")
    hint.setWordWrap(True)
    # a wrapped hint takes the width the choices give it: Japanese and Chinese, without spaces to guess
    # a line length from, would otherwise ask for the whole sentence on one line and widen the dialog
    policy = hint.sizePolicy()
    policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored)
    hint.setSizePolicy(policy)
    if isinstance(widget, QSpinBox):
        heading.setStyleSheet("font-weight: 600;")  # the row keeps the caption's air above it
        row = QHBoxLayout()
        row.setContentsMargins(0, 4, 0, 0)
        row.setSpacing(10)
        row.addWidget(heading, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(widget, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addStretch(1)
        layout.addLayout(row)
    else:
        layout.addWidget(heading)
        layout.addWidget(widget)
    layout.addWidget(hint)
    return hint


#: The ring inside a chosen segment that has the keyboard's focus: the checked face's cream ink. The gold border
#: the style sheet gives a focused button is as light as the green face it surrounds (1.1:1), and on its outside
#: the chosen segment's border was dark already: a review saw no mark on the focused, chosen game.
SEGMENT_FOCUS_INNER = QColor("#fff8e6")


class SegmentButton(QPushButton):
    """A segment of a row of choices: focused while chosen (green), it draws a cream ring inside its border, which
    stands out 3:1 and more against the green face."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setCheckable(True)
        self.setProperty("segment", True)

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().paintEvent(event)
        if not (self.hasFocus() and self.isChecked()):
            return  # on the cream face of a segment not chosen, the gold border stands out by itself
        draw_inner_ring(self, SEGMENT_FOCUS_INNER)


class Segments(QWidget):
    """A row of checkable buttons, exactly one checked: a choice among a few named options."""

    def __init__(self, choices: dict[str, str], name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.group = QButtonGroup(self)
        self.buttons: dict[str, QPushButton] = {}
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        for key, text in choices.items():
            button = SegmentButton(text, self)
            self.group.addButton(button)
            self.buttons[key] = button
            row.addWidget(button)
        row.addStretch(1)
        self.setAccessibleName(name)
        for key, text in choices.items():
            self.set_words(key, text)
        self.setFocusProxy(next(iter(self.buttons.values())))

    def set_words(self, key: str, text: str) -> None:
        """An option's words (and its accessible name, "Bot: Normal", after the row's name)."""
        button = self.buttons[key]
        button.setText(text)
        button.setAccessibleName(self.tr("%1: %2").replace("%1", self.accessibleName()).replace("%2", text))

    def value(self) -> str:
        return next(key for key, button in self.buttons.items() if button.isChecked())

    def set_value(self, key: str) -> None:
        self.buttons[key].setChecked(True)


# ---- a game's rule settings, built from the engine's settings model ------------------------------------------
@dataclass(frozen=True)
class Setting:
    """How one field of a game's settings model is asked for. Texts are English, marked with
    QT_TRANSLATE_NOOP in the game's form's `CONTEXT`; `options` maps each value to its words."""

    name: str  # the settings model's field
    caption: str
    hint: str = ""
    #: a choice among a few values (segmented buttons); "%1" in the words is the value as money
    options: tuple[tuple[Any, str], ...] = ()
    #: a check box's words: for a bool, or for a number that may be left out (None), the box turning it on
    switch: str = ""
    #: for a number that may be left out: the value its box offers when it is turned on (else the lowest)
    suggested: int | None = None


class SettingsForm(QGroupBox):
    """A game's rule settings: every field of `SETTINGS`, with the engine model's limits and defaults.

    A field with `options` is a row of segmented buttons; a bool a check box; a whole number a spin box
    with the model's `ge` / `le`; a number the model allows to be None a check box (`switch`) that turns
    the spin box on. `values()` gives what `GameSpec.settings_from` takes. A game's form subclasses this,
    sets `CONTEXT` and `SETTINGS`, and may adapt to the seats (`set_seats`).
    """

    CONTEXT = "SettingsForm"
    SETTINGS: tuple[Setting, ...] = ()

    changed = Signal()  # a choice changed: the dialog checks `problem()` again

    def __init__(self, defaults: BaseModel, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Rules"), parent)
        self.model = type(defaults)
        self.defaults = defaults
        self.form = QVBoxLayout(self)
        self.form.setContentsMargins(9, 6, 9, 6)  # tight: six settings fit a 720 screen in Japanese
        self.form.setSpacing(4)
        self.widgets: dict[str, QWidget] = {}
        self.spins: dict[str, QSpinBox] = {}
        for setting in self.SETTINGS:
            self._add(setting)

    def text(self, english: str) -> str:
        return QCoreApplication.translate(self.CONTEXT, english)

    def option_text(self, value: Any, english: str) -> str:
        words = self.text(english)
        return words.replace("%1", money(value)) if isinstance(value, int) and not isinstance(value, bool) else words

    def _add(self, setting: Setting) -> None:
        field = self.model.model_fields[setting.name]
        default = getattr(self.defaults, setting.name)
        caption, hint = self.text(setting.caption), self.text(setting.hint) if setting.hint else ""
        if setting.options:
            widget = Segments({f"{value}": self.option_text(value, words) for value, words in setting.options},
                              caption, self)
            widget.set_value(f"{default}")
        elif field.annotation is bool:
            widget = QCheckBox(self.text(setting.switch or setting.caption), self)
            widget.setChecked(bool(default))
        else:
            lo, hi = limits(field)
            spin = QSpinBox(self)
            spin.setRange(lo, hi)
            spin.setAccessibleName(caption)
            spin.setMinimumWidth(96)  # room for four digits and the arrows, no more: the rules column stays narrow
            spin.setMaximumWidth(180)
            self.spins[setting.name] = spin
            if setting.switch:
                widget = QWidget(self)
                row = QHBoxLayout(widget)
                row.setContentsMargins(0, 0, 0, 0)
                box = QCheckBox(self.text(setting.switch), widget)
                box.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)  # never cut its words
                box.setChecked(default is not None)
                spin.setValue(default if default is not None else setting.suggested or lo)
                spin.setEnabled(default is not None)
                box.toggled.connect(spin.setEnabled)
                row.addWidget(box)
                row.addWidget(spin)
                row.addStretch(1)
                widget.setFocusProxy(box)
                widget.switch = box  # type: ignore[attr-defined]
            else:
                spin.setValue(int(default))
                widget = spin
        self.widgets[setting.name] = widget
        add_choice(self.form, caption, widget, hint)

    def values(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for setting in self.SETTINGS:
            widget = self.widgets[setting.name]
            if setting.options:
                chosen = widget.value()
                out[setting.name] = next(value for value, _ in setting.options if f"{value}" == chosen)
            elif isinstance(widget, QCheckBox):
                out[setting.name] = widget.isChecked()
            elif setting.switch:
                out[setting.name] = self.spins[setting.name].value() if widget.switch.isChecked() else None
            else:
                out[setting.name] = self.spins[setting.name].value()
        return out

    def set_seats(self, names: list[str], kinds: list[str]) -> None:
        """The seats changed (how many, their names, human or bot): adapt what depends on them."""

    def problem(self) -> str:
        """A sentence saying what must change before the game can start, "" when nothing."""
        return ""


def limits(field: Any) -> tuple[int, int]:
    """The `ge` / `le` bounds of a pydantic field (0 and a large number when it has none)."""
    lo, hi = 0, 1_000_000
    for rule in field.metadata:
        lo = getattr(rule, "ge", lo)
        hi = getattr(rule, "le", hi)
    return lo, hi
