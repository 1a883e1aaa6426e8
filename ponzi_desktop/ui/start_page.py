"""The start page: the table-top the app opens on, with a card per game, Continue, Load, Rules, Settings, Quit."""

from __future__ import annotations

import random
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QLinearGradient,
    QPainter,
    QPen,
    QPixmap,
    QPixmapCache,
    QPolygonF,
    QRadialGradient,
    QRegion,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsDropShadowEffect,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ponzi_desktop.ui.labels import GAMES, label

#: The games whose table `main_window.table_for` can build; a game joins when its table does, so the start
#: page never offers a button that leads nowhere.
PLAYABLE_GAMES: tuple[str, ...] = ("ponzi",)

FELT, FELT_DARK, WOOD, WOOD_DARK = QColor("#2f7a4f"), QColor("#14402a"), QColor("#8a5a33"), QColor("#4a2c16")
CREAM, INK, BRASS = QColor("#f8f0dc"), QColor("#2b2118"), QColor("#c8962e")
SERIF = ["Georgia", "DejaVu Serif", "Noto Serif", "serif"]

#: Shared by the start page, the hand-off cover and the dialogs, so every surface of the shell matches.
BUTTON_STYLE = """
QPushButton { color: #3b2a17; font-weight: 600; padding: 8px 18px; border-radius: 8px;
  border: 1px solid #9c7a4a; background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fffaf0, stop:1 #ecdcb8); }
QPushButton:hover { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fffdf6, stop:1 #f3e6c6); }
QPushButton:pressed { background: #e2cfa4; }
QPushButton:focus { border: 2px solid #c8962e; }
QPushButton:disabled { color: #9c907c; border-color: #cdbf9f; background: #efe6d2; }
QPushButton[role="primary"] { color: #fff8e6; border: 1px solid #0e2f1e; font-size: 15px; padding: 10px 22px;
  background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #3f8f5f, stop:1 #1f5a38); }
QPushButton[role="primary"]:hover { background: qlineargradient(x1:0, y1:0, x2:0, y2:1,
  stop:0 #4ea26f, stop:1 #256842); }
QPushButton[role="primary"]:focus { border: 2px solid #f0c75a; }
QPushButton[role="primary"]:disabled { color: #d9d2c0; background: #7d9686; border-color: #5f7667; }
"""

def _felt_noise() -> QPixmap:
    """A small tile of grey speckles that gives the felt its cloth grain (seeded, so it never flickers).

    Kept in QPixmapCache rather than a module global: a pixmap must not outlive the QApplication.
    """
    noise = QPixmapCache.find("ponzi-desktop/felt-noise")
    if noise is None:
        size = 128
        speckles = random.Random(1979).randbytes(size * size)
        noise = QPixmap.fromImage(QImage(speckles, size, size, size, QImage.Format.Format_Grayscale8).copy())
        QPixmapCache.insert("ponzi-desktop/felt-noise", noise)
    return noise


def paint_felt(painter: QPainter, rect: QRectF, frame: float = 0.0) -> None:
    """Green felt with a soft light in the middle, inside an optional wooden frame `frame` pixels wide.

    Painted once per size into QPixmapCache: repaints (a dialog closing over the page, the cover shown
    again) then cost one blit.
    """
    ratio = painter.device().devicePixelRatioF()
    key = f"ponzi-desktop/felt/{rect.width():.0f}x{rect.height():.0f}@{ratio}/{frame}"
    pixmap = QPixmapCache.find(key)
    if pixmap is None:
        pixmap = QPixmap(round(rect.width() * ratio), round(rect.height() * ratio))
        pixmap.setDevicePixelRatio(ratio)
        p = QPainter(pixmap)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        _paint_felt(p, QRectF(0, 0, rect.width(), rect.height()), frame)
        p.end()
        QPixmapCache.insert(key, pixmap)
    painter.drawPixmap(rect.topLeft(), pixmap)


def _paint_felt(painter: QPainter, rect: QRectF, frame: float) -> None:
    if frame > 0:
        _paint_frame(painter, rect, frame)
        rect = rect.adjusted(frame, frame, -frame, -frame)
    glow = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
    glow.setColorAt(0.0, FELT.lighter(115))
    glow.setColorAt(0.6, FELT)
    glow.setColorAt(1.0, FELT_DARK)
    painter.fillRect(rect, glow)
    painter.setOpacity(0.1)
    painter.drawTiledPixmap(rect, _felt_noise())
    painter.setOpacity(1.0)
    if frame > 0:
        painter.setPen(QPen(QColor(0, 0, 0, 110), 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect.adjusted(1.5, 1.5, -1.5, -1.5))


def _paint_frame(painter: QPainter, rect: QRectF, width: float) -> None:
    """A mitred wooden frame: four boards, each with its grain running along it."""
    outer = [rect.topLeft(), rect.topRight(), rect.bottomRight(), rect.bottomLeft()]
    inner_rect = rect.adjusted(width, width, -width, -width)
    inner = [inner_rect.topLeft(), inner_rect.topRight(), inner_rect.bottomRight(), inner_rect.bottomLeft()]
    rng = random.Random(7)  # the same grain on every paint
    for side in range(4):
        board = QPolygonF([outer[side], outer[(side + 1) % 4], inner[(side + 1) % 4], inner[side]])
        start, end = outer[side], outer[(side + 1) % 4]
        inward = inner[side] - outer[side]
        shade = QLinearGradient(start, start + inward)
        lit = side in (0, 3)  # light from the top left: top and left boards lighter
        shade.setColorAt(0.0, WOOD.lighter(118) if lit else WOOD)
        shade.setColorAt(1.0, WOOD if lit else WOOD.darker(130))
        painter.save()
        painter.setClipRegion(QRegion(board.toPolygon()))
        painter.fillRect(board.boundingRect(), shade)
        steps = max(int(width / 2.5), 1)
        for i in range(steps):  # straight grain lines of uneven strength along the board
            t = (i + rng.uniform(0.2, 0.8)) / steps
            painter.setPen(QPen(QColor(40, 20, 8, rng.randrange(20, 70)), rng.uniform(0.6, 1.4)))
            painter.drawLine(start + inward * t - (end - start) * 0.1, end + inward * t + (end - start) * 0.1)
        painter.restore()
        painter.setPen(QPen(QColor(30, 15, 5, 90), 1))  # the mitre joint
        painter.drawLine(outer[side], inner[side])


def serif(point_size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setFamilies(SERIF)
    font.setPointSizeF(point_size)
    font.setBold(bold)
    return font


class CreamCard(QFrame):
    """A cream card lying on the felt, with a paper edge and a soft shadow (painted, so it stays cheap)."""

    SHADOW = 6

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        s = self.SHADOW
        self.setContentsMargins(s, s - 2, s + 4, s + 6)

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.SHADOW
        body = QRectF(self.rect()).adjusted(s - 2, s - 4, -(s + 2), -(s + 2))
        for i in range(4):  # a soft shadow, darker near the card
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 26 - 5 * i))
            p.drawRoundedRect(body.translated(2, 4).adjusted(-i, -i, i, i), 12 + i, 12 + i)
        paper = QLinearGradient(body.topLeft(), body.bottomLeft())
        paper.setColorAt(0, CREAM.lighter(103))
        paper.setColorAt(1, CREAM.darker(104))
        p.setBrush(paper)
        p.setPen(QPen(QColor("#c9b58c"), 1))
        p.drawRoundedRect(body, 12, 12)
        p.setPen(QPen(QColor(200, 150, 46, 90), 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(body.adjusted(5, 5, -5, -5), 8, 8)


class _PonziEmblem(QWidget):
    """Three fund cards fanned over a time wheel: the picture on the Ponzi Scheme card."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(220, 150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        scale = min(self.width() / 220.0, self.height() / 150.0)
        p.translate(self.width() / 2, self.height() / 2 + 6 * scale)
        p.scale(scale, scale)  # drawn in a 220×150 unit box, centred
        hexagon = QPolygonF([QPointF(62 * c, 62 * s) for c, s in
                             ((1, 0), (0.5, 0.866), (-0.5, 0.866), (-1, 0), (-0.5, -0.866), (0.5, -0.866))])
        p.setPen(QPen(BRASS, 3))
        p.setBrush(QColor("#e9dcbc"))
        p.drawPolygon(hexagon)
        # real cards from the deck (value, interest, period), fanned like a hand around a point below them
        for value, interest, period, angle, bear in ((9, 8, 5, -24, False), (50, 93, 4, 0, False),
                                                     (80, 144, 3, 24, True)):
            p.save()
            p.translate(0, 100)
            p.rotate(angle)
            p.translate(0, -108)
            card = QRectF(-27, -40, 54, 76)
            p.setPen(QPen(QColor("#8d7650"), 1.2))
            p.setBrush(QColor("#fffaf0"))
            p.drawRoundedRect(card, 5, 5)
            if bear:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor("#b3362a"))
                p.drawPolygon(QPolygonF([card.topRight() + QPointF(-18, 0), card.topRight(),
                                         card.topRight() + QPointF(0, 18)]))
            p.setPen(INK)
            p.setFont(serif(17, True))
            p.drawText(card.adjusted(5, 2, 0, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                       f"{value}")
            small = QFont()
            small.setPointSizeF(7.5)
            p.setFont(small)
            p.setPen(QColor("#6b5a40"))
            p.drawText(card.adjusted(0, 0, 0, -6), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                       f"{interest} / {period}")
            p.restore()


class _GameCard(CreamCard):
    """One game: its name, a picture, a line on how it plays, and the button that starts a new game."""

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setFixedWidth(360)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(26, 22, 26, 24)
        layout.setSpacing(10)
        title = QLabel(label(GAMES, game), self)
        title.setFont(serif(20, True))
        title.setStyleSheet("color: #2b2118;")
        title.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(title)
        if game == "ponzi":
            layout.addWidget(_PonziEmblem(self))
        blurb, players = self._texts(game)
        text = QLabel(blurb, self)
        text.setWordWrap(True)
        text.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        text.setStyleSheet("color: #4a3b28; font-size: 13px;")
        layout.addWidget(text)
        facts = QLabel(players, self)
        facts.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        facts.setStyleSheet("color: #7a6446; font-size: 12px; font-style: italic;")
        layout.addWidget(facts)
        layout.addStretch(1)
        self.new_button = QPushButton(self.tr("&New Game"), self)
        self.new_button.setProperty("role", "primary")
        self.new_button.setAccessibleName(self.tr("New game of %1").replace("%1", label(GAMES, game)))
        self.new_button.setToolTip(self.tr("Choose the players and the rules, then sit down at the table"))
        layout.addWidget(self.new_button)

    def _texts(self, game: str) -> tuple[str, str]:
        # Player counts are written out rather than read from the engine: importing the engines here would
        # slow down the start-up, which has a budget.
        if game == "ponzi":
            return (self.tr("Raise money by promising your investors interest, trade shares of made-up "
                            "industries in secret envelopes, and stay solvent longer than everyone else."),
                    self.tr("3 to 5 players · about an hour"))
        if game == "black_friday":
            return (self.tr("Buy and sell shares while the prices swing, and get into gold before the "
                            "market falls."), self.tr("2 to 5 players · about an hour"))
        return (self.tr("Competitors against monopolists on one board: buy streets, build, and survive "
                        "the price wars."), self.tr("2 to 6 players · about two hours"))


class StartPage(QWidget):
    """The page the app opens on. It only asks (`*_requested`); the main window decides what happens."""

    new_game_requested = Signal(str)
    continue_requested = Signal()
    load_requested = Signal()
    rules_requested = Signal()
    settings_requested = Signal()
    quit_requested = Signal()

    FRAME = 18

    def __init__(self, parent: QWidget | None = None, games: Sequence[str] = PLAYABLE_GAMES) -> None:
        super().__init__(parent)
        self.setObjectName("start_page")
        self.setStyleSheet(BUTTON_STYLE)
        self.setAccessibleName(self.tr("Start page"))
        outer = QVBoxLayout(self)
        f = self.FRAME
        outer.setContentsMargins(f + 32, f + 28, f + 32, f + 24)
        outer.setSpacing(6)
        outer.addStretch(2)
        title = QLabel(self.tr("Ponzi Desktop"), self)
        title.setFont(serif(40, True))
        title.setStyleSheet("color: #f8f0dc;")
        title.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        title.setGraphicsEffect(self._shadow(14, 3))
        subtitle = QLabel(self.tr("Board games of money and nerve, at one table"), self)
        subtitle.setFont(serif(15))
        subtitle.setStyleSheet("color: #d9e8d0; font-style: italic;")
        subtitle.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        outer.addWidget(title)
        outer.addWidget(subtitle)
        outer.addSpacing(28)
        row = QHBoxLayout()
        row.setSpacing(28)
        row.addStretch(1)
        self.game_cards: dict[str, _GameCard] = {}
        for game in games:
            card = _GameCard(game, self)
            card.new_button.clicked.connect(lambda _=False, g=game: self.new_game_requested.emit(g))
            self.game_cards[game] = card
            row.addWidget(card)
        row.addWidget(self._menu_card())
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(3)
        first = next(iter(self.game_cards.values()), None)
        self.setFocusProxy(first.new_button if first else self.load_button)
        self.set_continue_available(False, "")

    @staticmethod
    def _shadow(blur: float, offset: float) -> QGraphicsDropShadowEffect:
        effect = QGraphicsDropShadowEffect()
        effect.setBlurRadius(blur)
        effect.setOffset(0, offset)
        effect.setColor(QColor(0, 0, 0, 160))
        return effect

    def _menu_card(self) -> QWidget:
        card = CreamCard(self)
        card.setFixedWidth(320)
        layout = QVBoxLayout(card)
        layout.setContentsMargins(24, 22, 24, 24)
        layout.setSpacing(10)
        self.continue_box = QWidget(card)
        box = QVBoxLayout(self.continue_box)
        box.setContentsMargins(0, 0, 0, 8)
        box.setSpacing(6)
        heading = QLabel(self.tr("Your game is waiting"), self.continue_box)
        heading.setFont(serif(14, True))
        heading.setStyleSheet("color: #2b2118;")
        self.continue_label = QLabel(self.continue_box)
        self.continue_label.setTextFormat(Qt.TextFormat.PlainText)  # it holds names people typed
        self.continue_label.setWordWrap(True)
        self.continue_label.setStyleSheet("color: #4a3b28; font-size: 13px;")
        self.continue_button = QPushButton(self.tr("&Continue"), self.continue_box)
        self.continue_button.setProperty("role", "primary")
        self.continue_button.clicked.connect(self.continue_requested)
        box.addWidget(heading)
        box.addWidget(self.continue_label)
        box.addWidget(self.continue_button)
        layout.addWidget(self.continue_box)
        self.welcome_box = QWidget(card)
        box = QVBoxLayout(self.welcome_box)
        box.setContentsMargins(0, 0, 0, 8)
        heading = QLabel(self.tr("Welcome to the table"), self.welcome_box)
        heading.setFont(serif(14, True))
        heading.setStyleSheet("color: #2b2118;")
        text = QLabel(self.tr("Start a new game, or pick up one you saved. Press F1 at any time for the "
                              "rules."), self.welcome_box)
        text.setWordWrap(True)
        text.setStyleSheet("color: #4a3b28; font-size: 13px;")
        box.addWidget(heading)
        box.addWidget(text)
        layout.addWidget(self.welcome_box)
        for name, text, signal, tip in (
                ("load_button", self.tr("&Load a Saved Game…"), self.load_requested,
                 self.tr("Open a game you saved earlier")),
                ("rules_button", self.tr("&Rules"), self.rules_requested, self.tr("Read how to play")),
                ("settings_button", self.tr("&Settings"), self.settings_requested,
                 self.tr("Animation and bot speed")),
                ("quit_button", self.tr("&Quit"), self.quit_requested, self.tr("Close Ponzi Desktop"))):
            button = QPushButton(text, card)
            button.setToolTip(tip)
            button.clicked.connect(signal)
            setattr(self, name, button)
            if name == "quit_button":
                layout.addStretch(1)  # Quit stands apart at the bottom
            layout.addWidget(button)
        return card

    def set_continue_available(self, available: bool, description: str) -> None:
        """Offer (or stop offering) the interrupted game; `description` says which game it is."""
        self.continue_label.setText(description)
        self.continue_button.setEnabled(available)
        self.continue_button.setAccessibleName(self.tr("Continue: %1").replace("%1", description)
                                               if available else self.tr("Continue"))
        self.continue_box.setVisible(available)
        self.welcome_box.setVisible(not available)
        if available:
            self.setFocusProxy(self.continue_button)
        else:
            first = next(iter(self.game_cards.values()), None)
            self.setFocusProxy(first.new_button if first else self.load_button)

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        paint_felt(QPainter(self), QRectF(self.rect()), self.FRAME)
