"""The settings dialog: animation and bot speed, and the language of the app."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QLocale
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QVBoxLayout,
    QWidget,
)

from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.formatting import no_widow
from ponzi_desktop.ui.forms import Segments, add_choice
from ponzi_desktop.ui.kit.reasons import explain_widget
from ponzi_desktop.ui.look import DIALOG_STYLE, dialog_heading, paper_palette, roomy_text
from ponzi_desktop.ui.settings import BOT_SPEEDS, AppSettings

#: A hint at most this many pixels too long for one line widens the dialog by that much, so it reads on one line: a
#: review saw Spanish "…también en la partida" / "en curso." on a line 3 px short of holding it all.
HINT_SLACK = 48


class SettingsDialog(QDialog):
    """Shows the current settings; OK or Apply writes the changed ones (AppSettings emits `changed`).

    A new language takes effect at once: the main window installs it when the setting changes, and this
    dialog, still open after Apply, builds itself again in the new language with the choices on screen kept.
    """

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setStyleSheet(DIALOG_STYLE)
        paper_palette(self)
        roomy_text(self)
        self.setMinimumWidth(520)
        self._outer = QVBoxLayout(self)
        self._outer.setContentsMargins(0, 0, 0, 0)
        self._body: QWidget | None = None
        self._built_in = ""
        self._build(settings.animation_speed, settings.bot_speed, self._saved_language())
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setFocus()

    def _saved_language(self) -> str:
        """The language the app runs in now: the saved choice, or the one the command line chose (`--lang`)
        for this run. Shown as chosen, and written only when the person picks another."""
        return i18n.current_language()

    def _chosen_elsewhere(self) -> bool:
        """Whether the language in use is not the one saved (the command line chose it for this run)."""
        saved = self.settings.language
        return bool(saved) and saved != i18n.current_language() and self.language_value() == i18n.current_language()

    def _build(self, animation: str, bots: str, language: str) -> None:
        """(Re)build every widget in the current language, showing these choices."""
        old = self._body
        focused = old is not None and old.isAncestorOf(self.focusWidget())
        if old is not None:
            # out of the dialog before it goes: a focused button deleted inside a dialog asks the dialog for
            # its default button while its children are being destroyed (Apply, clicked, crashed the app)
            self._outer.removeWidget(old)
            old.hide()
            old.setParent(None)
            old.deleteLater()
        self._built_in = i18n.current_language()
        body = self._body = QWidget(self)
        self.setWindowTitle(self.tr("Settings"))
        layout = QVBoxLayout(body)
        layout.setContentsMargins(22, 18, 22, 18)
        layout.setSpacing(12)
        title = dialog_heading(self.tr("Settings"), body)
        layout.addWidget(title)

        table = QGroupBox(self.tr("At the table"), body)
        form = QVBoxLayout(table)
        form.setSpacing(6)
        self.animation = Segments({"off": self.tr("Off"), "fast": self.tr("Fast"), "normal": self.tr("Normal"),
                                   "slow": self.tr("Slow")}, self.tr("Animation speed"), table)
        self.animation_hint = add_choice(form, self.tr("&Animation speed"), self.animation, "")
        self.bots = Segments({"instant": self.tr("Instant"), "fast": self.tr("Fast"), "normal": self.tr("Normal"),
                              "slow": self.tr("Slow")}, self.tr("Bot speed"), table)
        self.bots_hint = add_choice(form, self.tr("&Bot speed"), self.bots, "")
        layout.addWidget(table)

        words = QGroupBox(self.tr("Language"), body)
        form = QVBoxLayout(words)
        form.setSpacing(6)
        self.language = QComboBox(words)
        self.language.setMinimumHeight(30)
        self.language.setAccessibleName(self.tr("Language"))
        for code in i18n.available_languages():
            self.language.addItem(i18n.LANGUAGES[code], code)  # each language named in itself
        self.language_hint = add_choice(form, self.tr("&Language of the app"), self.language, "")
        layout.addWidget(words)
        layout.addStretch(1)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.Apply | QDialogButtonBox.StandardButton.RestoreDefaults, body)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.apply_button = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        self.apply_button.clicked.connect(self.apply)
        self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(self.restore_defaults)
        layout.addWidget(self.buttons)
        self._outer.addWidget(body)
        # the standard buttons' words come from Qt's translation ("Restaurar los valores predeterminados"):
        # the dialog is as wide as they need, or the layout squeezes the longest
        self._least_width = max(520, self.buttons.sizeHint().width() + 44)

        self.animation.set_value(animation)
        self.bots.set_value(bots)
        self.set_language(language)
        self.animation.group.buttonToggled.connect(self._changed)
        self.bots.group.buttonToggled.connect(self._changed)
        self.language.currentIndexChanged.connect(self._changed)
        self._changed()
        if focused:  # where the click was, or OK once Apply has nothing left to apply
            target = self.apply_button if self.apply_button.isEnabled() else self.buttons.button(
                QDialogButtonBox.StandardButton.Ok)
            target.setFocus()

    def _fix_size(self, least_width: int) -> None:
        """As big as its content, at least `least_width` wide, and fixed at that size (again after a rebuild in
        another language): a resizable dialog has the window manager's resize handle drawn under its bottom edge
        (openbox: a thin strip like an empty scroll bar under the frame), and one rebuilt in a language of longer
        words kept its old height, its content squeezed into it."""
        self.setMinimumSize(0, 0)
        self.setMaximumSize(16777215, 16777215)
        layout = self._outer
        layout.invalidate()
        width = self._room_for_hints(max(least_width, layout.sizeHint().width()))
        height = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else -1
        height = max(height, layout.sizeHint().height(), layout.totalMinimumSize().height())
        self.setFixedSize(width, height)

    def _room_for_hints(self, width: int) -> int:
        """`width`, or wider by the few pixels (`HINT_SLACK`) a hint needs to be read on one line rather than
        leave its last words alone on a second one. Measured once shown, when the hints have their widths."""
        if not self.isVisible():
            return width
        wanted = width
        for hint in (self.animation_hint, self.bots_hint, self.language_hint):
            if not hint.isVisible() or not hint.text():
                continue
            around = self.width() - hint.contentsRect().width()  # the dialog's width beside the hint's line
            need = hint.fontMetrics().horizontalAdvance(hint.text()) + 1 + around
            if width < need <= width + HINT_SLACK:
                wanted = max(wanted, need)
        return wanted

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self._fix_size(self._least_width)  # the hints have their widths now (`_room_for_hints`)

    def set_language(self, code: str) -> None:
        index = self.language.findData(code)
        self.language.setCurrentIndex(index if index >= 0 else 0)

    def language_value(self) -> str:
        return self.language.currentData() or i18n.SOURCE_LANGUAGE

    def _changed(self, *_args) -> None:
        self._say_hints()
        for hint in (self.animation_hint, self.bots_hint, self.language_hint):  # never "…follow" / "it."
            hint.setText(no_widow(hint.text()))
        explain_widget(self.apply_button, None if self.is_modified() else self.tr(
            "Nothing has changed yet: change a setting to apply it"), self.tr("Use the settings now, and keep the "
                                                                              "window open"))
        self._fix_size(self._least_width)  # a hint of another length: the dialog's height follows

    def _say_hints(self) -> None:
        self.animation_hint.setText({
            # said of any table's pieces: the settings are the app's, whichever game is played
            "off": self.tr("Moves appear at once: the pieces jump to their places."),
            "fast": self.tr("The pieces move across the table quickly."),
            "normal": self.tr("The pieces move across the table at an easy pace."),
            "slow": self.tr("The pieces move across the table slowly, easy to follow."),
        }[self.animation.value()])
        delay = BOT_SPEEDS[self.bots.value()]
        if delay == 0:
            self.bots_hint.setText(self.tr("Bots move as soon as they have decided."))
        else:
            self.bots_hint.setText(self.tr("Each bot move stays on screen for at least %1 seconds, so you "
                                           "can follow it.").replace("%1", QLocale().toString(delay / 1000, "g", 2)))
        if i18n.font_missing(self.language_value()):
            self.language_hint.setText(self.tr("No font on this computer can show this language, so the app "
                                               "stays in English. Install one (on Debian or Ubuntu: the "
                                               "package fonts-noto-cjk) and choose it again."))
        elif self._chosen_elsewhere():
            self.language_hint.setText(self.tr("The command line chose this language for this run. Choose "
                                               "one here to keep it for the next runs too."))
        else:
            self.language_hint.setText(self.tr("Menus, the table, the log and the rules change at once, "
                                               "the game in progress included."))

    def is_modified(self) -> bool:
        return (self.animation.value() != self.settings.animation_speed
                or self.bots.value() != self.settings.bot_speed
                or self.language_value() != self._saved_language())

    def restore_defaults(self) -> None:
        self.animation.set_value("normal")
        self.bots.set_value("normal")
        self.set_language(i18n.system_language())

    def apply(self) -> None:
        """Write what changed (each setter emits `changed` once; nothing is written when nothing changed)."""
        if self.animation.value() != self.settings.animation_speed:
            self.settings.animation_speed = self.animation.value()
        if self.bots.value() != self.settings.bot_speed:
            self.settings.bot_speed = self.bots.value()
        if self.language_value() != self._saved_language():
            self.settings.language = self.language_value()
        self._changed()

    def accept(self) -> None:
        self.apply()
        super().accept()

    def retranslate(self) -> None:
        """Build again in the language now installed, keeping what is chosen on screen."""
        self._build(self.animation.value(), self.bots.value(), self.language_value())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        # one event per translator swapped: build once, when the language really is another
        if event.type() == QEvent.Type.LanguageChange and self._body is not None \
                and self._built_in != i18n.current_language():
            self.retranslate()
        super().changeEvent(event)
