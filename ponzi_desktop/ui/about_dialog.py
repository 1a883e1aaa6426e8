"""Help → About: the app's name and version, the games it plays with their designers (from the registry, so a
game's credit lives in its own package), the licence and the credits, on the shell's cream paper."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ponzi_desktop import __version__
from ponzi_desktop.ui import games
from ponzi_desktop.ui.formatting import no_widow
from ponzi_desktop.ui.look import DIALOG_STYLE, dialog_heading, paper_palette, roomy_text

#: The libraries the app is built on, with their licences: names, not words to translate.
LIBRARIES = "Qt for Python (PySide6, LGPL-3.0), pyqtgraph (MIT), pydantic (MIT)"


class AboutDialog(QDialog):
    """What the app is, which version, whose games, under what licence and with whose help."""

    def __init__(self, parent: QWidget | None = None, icon: QIcon | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about_dialog")
        self.setWindowTitle(self.tr("About Ponzi Desktop"))
        self.setStyleSheet(DIALOG_STYLE)
        paper_palette(self)
        roomy_text(self)
        self.setMinimumWidth(460)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 20, 24, 18)
        outer.setSpacing(12)

        head = QHBoxLayout()
        head.setSpacing(16)
        if icon is not None and not icon.isNull():
            picture = QLabel(self)
            picture.setObjectName("about_icon")
            picture.setPixmap(icon.pixmap(64, 64))
            picture.setAlignment(Qt.AlignmentFlag.AlignTop)
            head.addWidget(picture)
        titles = QVBoxLayout()
        titles.setSpacing(2)
        self.heading = dialog_heading(self.tr("Ponzi Desktop"), self)
        self.heading.setObjectName("about_name")
        titles.addWidget(self.heading)
        self.version = self._label(self.tr("Version %1").replace("%1", __version__), "hint")
        self.version.setObjectName("about_version")
        titles.addWidget(self.version)
        titles.addWidget(self._label(self.tr("Economic board games on one computer: with friends in hot-seat, or "
                                             "against bots.")))
        head.addLayout(titles, 1)
        outer.addLayout(head)

        outer.addWidget(dialog_heading(self.tr("The Games"), self, small=True))
        self.credits: list[QLabel] = []
        for game in games.playable():
            outer.addWidget(self._game(game))

        outer.addWidget(dialog_heading(self.tr("Licence and Credits"), self, small=True))
        self.licence = self._label(self.tr("Ponzi Desktop is proprietary software: all rights reserved."))
        self.licence.setObjectName("about_licence")
        outer.addWidget(self.licence)
        outer.addWidget(self._label(self.tr("The games are their designers' and publishers'. The rules in the app "
                                            "are written in our own words, not copied from the rulebooks.")))
        self.libraries = self._label(self.tr("Built with %1.").replace("%1", LIBRARIES), "hint")
        self.libraries.setObjectName("about_libraries")
        outer.addWidget(self.libraries)

        outer.addStretch(1)  # any height to spare goes under the words, not between them
        row = QHBoxLayout()
        row.addStretch(1)
        self.close_button = QPushButton(self.tr("Close"), self)
        self.close_button.setProperty("role", "primary")
        self.close_button.setDefault(True)
        self.close_button.ensurePolished()  # room for the focus ring's wider border, which it starts with
        self.close_button.setMinimumWidth(self.close_button.sizeHint().width() + 2)
        self.close_button.clicked.connect(self.accept)
        row.addWidget(self.close_button)
        outer.addLayout(row)
        self.close_button.setFocus()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        # Qt sizes a window by its layout's size hint, which guesses the height of wrapped words (a Japanese
        # line came out a line short): as tall as the words need at its width
        layout = self.layout()
        width = max(self.width(), self.minimumSizeHint().width())
        if layout is not None and layout.hasHeightForWidth():
            self.resize(width, max(self.height(), layout.totalHeightForWidth(width)))
        super().showEvent(event)

    def _label(self, text: str, role: str = "") -> QLabel:
        label = QLabel(no_widow(text), self)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        if role:
            label.setProperty("role", role)
        return label

    def _game(self, game: games.GameUI) -> QWidget:
        """A game's line: its title, and who designed it (and which edition the app follows)."""
        box = QWidget(self)
        column = QVBoxLayout(box)
        column.setContentsMargins(8, 0, 0, 0)
        column.setSpacing(0)
        title = self._label(games.title(game.id))
        title.setStyleSheet("font-weight: 700;")
        column.addWidget(title)
        if game.designer:
            if game.edition:
                words = self.tr("Designed by %1 (%2)").replace("%1", game.designer).replace(
                    "%2", game.text(game.edition))
            else:
                words = self.tr("Designed by %1").replace("%1", game.designer)
            credit = self._label(words, "hint")
            credit.setObjectName(f"about_credit_{game.id}")
            column.addWidget(credit)
            self.credits.append(credit)
        return box
