"""The start page: the table-top the app opens on, with a card per playable game, and a card with Continue,
the most recent saved games, All Saved Games, History and Statistics, Rules, Settings and Quit."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QRectF, Signal
from PySide6.QtGui import (
    QColor,
)
from PySide6.QtWidgets import (
    QGraphicsDropShadowEffect,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from ponzi_desktop.ui import kept_surfaces
from ponzi_desktop.ui.formatting import no_widow
from ponzi_desktop.ui.games import GameUI, load, playable
from ponzi_desktop.ui.lesson.files import has_lesson
from ponzi_desktop.ui.look import BUTTON_STYLE, CreamCard, emphasis_css, paint_felt, serif
from ponzi_desktop.ui.wrapped_label import WrappedLabel

#: The most saved games the start page lists (fewer when the window is too low for them).
RECENT_SAVES = 3
#: How the page's heading makes room in a low window, roomiest first: the margins above and below the page,
#: the gap over the cards, and the sizes in points of the title and of the line under it. The line stays at
#: every level: hiding it (a level once did) lost it in Japanese at the window's least size.
HEADINGS = ((28, 24, 28, 40, 15), (14, 12, 14, 32, 15), (8, 6, 8, 28, 13), (4, 4, 4, 24, 12))
#: Pixels a fitted page keeps spare: a line of CJK text found two pixels taller after the fit (seen only in
#: long runs, a font's fallback chosen anew) must not cut the buttons at the cards' foot.
FIT_SLACK = 4
#: A game's card and the menu card at their roomiest, the gap between cards and the page's side margin; a
#: narrower page (three games at 1280 or 1440 px) narrows the cards down to `NARROW` and the game's picture
#: with them, so that every card stays whole and side by side.
CARD_WIDTH, MENU_WIDTH, GAP, SIDE = 360, 420, 28, 32
#: A wider page (1920 px) widens the cards past their roomiest, all in step, up to these widths: a card's lines
#: stay short enough to read at a glance (about 60 characters), and its picture grows with it up to `PICTURE_MOST`.
CARD_MOST, MENU_MOST, PICTURE_MOST = 440, 500, 280
NARROW = {"gap": 12, "side": 8, "menu": (260, MENU_WIDTH), "margin": 12, "game": 212}
#: The game's name in points, largest first: the first that fits the card's width.
TITLE_POINTS = (20, 18, 16, 15, 14, 13)


def page_style() -> str:
    """The page's inks, sizes and paddings, by each label's "ink" and each small button's "pad": one sheet on
    the page, not one on each of twenty-two widgets (Qt parsed and matched each of them before the first
    paint)."""
    emphasis = emphasis_css()
    return f"""
QLabel[ink="title"] {{ color: #f8f0dc; }}
QLabel[ink="subtitle"] {{ color: #d9e8d0; {emphasis} }}
QLabel[ink="dark"] {{ color: #2b2118; }}
QLabel[ink="text"] {{ color: #4a3b28; font-size: 13px; }}
QLabel[ink="facts"] {{ color: #7a6446; font-size: 12px; {emphasis} }}
QLabel[ink="later"] {{ color: #6b5a40; font-size: 13px; {emphasis} }}
QPushButton[pad="low"] {{ padding: 4px 12px; }}
QPushButton[pad="narrow"] {{ padding: 8px 10px; }}
QPushButton:focus {{ padding: 7px 17px; }}
QPushButton[role="primary"]:focus {{ padding: 9px 21px; }}
QPushButton[pad="low"]:focus {{ padding: 3px 11px; }}
QPushButton[pad="narrow"]:focus {{ padding: 7px 9px; }}
"""


def _centred(label: QLabel) -> QLabel:
    """`label` with its lines centred, the alignment given by its name (Qt's property system reads it): naming
    Qt.AlignmentFlag would make PySide make Qt's whole namespace, which the first paint does without
    (ui/kept_surfaces.py)."""
    label.setProperty("alignment", "AlignHCenter")
    return label


def _button(text: str, parent: QWidget) -> QPushButton:
    """A push button saying `text`, made and then given its words, as Qt's QPushButton(text, parent) does: PySide
    choosing among that constructor's overloads (one takes an icon) makes QIcon and its enums, 1.6 ms of CPU
    before the first paint, and nothing else on the start page needs it."""
    button = QPushButton(parent)
    button.setText(text)
    return button


class _GameCard(CreamCard):
    """One game: its name, its picture, a line on how it plays, and the button that starts a new game."""

    def __init__(self, game: GameUI, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game.id
        self.kept_as = f"card-{game.id}"
        self._picture_side, self._picture_cut = 220, 0  # the picture's width, and the pixels its height gives up
        self._picture_room, self._picture_more = 220, 0  # the most its width may be; the pixels of height it takes
        self.setFixedWidth(CARD_WIDTH)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(26, 22, 26, 24)
        layout.setSpacing(10)
        self.title = title = QLabel(game.text(game.title), self)
        title.setFont(serif(20, True))
        title.setProperty("ink", "dark")
        layout.addWidget(_centred(title))
        # a card as tall as its neighbour (the saves listed there) spreads its room around the picture
        layout.addStretch(1)
        self.emblem = load(game.emblem)(self) if game.emblem is not None else None
        if self.emblem is not None:
            self.emblem.kept_as = f"picture-{game.id}"
            layout.addWidget(self.emblem)
        text = _centred(QLabel(no_widow(game.text(game.blurb)), self))  # never "…金" / "條。"
        text.setWordWrap(True)
        text.setProperty("ink", "text")
        layout.addWidget(text)
        facts = _centred(QLabel(game.text(game.facts), self))
        facts.setWordWrap(True)  # two lines on a narrow card
        facts.setProperty("ink", "facts")
        layout.addWidget(facts)
        layout.addStretch(2)
        self.new_button = _button(self.tr("New Game"), self)  # no Alt+ key: every game's card has one
        self.new_button.setProperty("role", "primary")
        self.new_button.setAccessibleName(self.tr("New game of %1").replace("%1", game.text(game.title)))
        self.new_button.setToolTip(self.tr("Choose the players and the rules, then sit down at the table"))
        layout.addWidget(self.new_button)
        self.learn_button: QPushButton | None = None
        if has_lesson(game.id):
            self.learn_button = _button(self.tr("Learn to Play"), self)
            self.learn_button.setAccessibleName(self.tr("Learn to play %1").replace("%1", game.text(game.title)))
            self.learn_button.setToolTip(self.tr("A guided first game: the table shows you each kind of move"))
            self.learn_button.setProperty("pad", "low")  # second to New Game, and low
            layout.addWidget(self.learn_button)

    def give_up_height(self, pixels: int) -> None:
        """Draw the picture `pixels` lower (at most a third of it), for a page a few pixels too low."""
        self._picture_cut = max(0, pixels)
        self._size_picture()

    def take_height(self, pixels: int) -> None:
        """Draw the picture up to `pixels` taller (as wide as the card's room allows), for a page with height to
        spare: at 1920x1080 the cards stood in a band across the middle of an empty felt."""
        self._picture_more = max(0, pixels)
        self._size_picture()

    def _size_picture(self) -> None:
        if self.emblem is None:  # drawn in a 220 x 150 box, scaled to the widget
            return
        side = self._picture_side
        if self._picture_more:
            side = max(side, min(self._picture_room, side + round(self._picture_more * 220 / 150)))
        height = round(side * 150 / 220)
        height -= min(self._picture_cut, height // 3)
        self.emblem.setMinimumSize(min(side, round(height * 220 / 150)), height)
        self.emblem.setMaximumHeight(height)
        self.layout().invalidate()
        self.updateGeometry()

    def set_width(self, width: int, margin: int) -> None:
        """The card `width` wide with `margin` at its sides: the picture and the name as large as fit."""
        width = max(width, 2 * margin + 40)  # a window not laid out yet (its first, tiny size): never negative
        self.setFixedWidth(width)
        layout = self.layout()
        m = layout.contentsMargins()
        layout.setContentsMargins(margin, m.top(), margin, m.bottom())
        frame = self.width() - self.contentsRect().width()  # the card's own edge (its frame and shadow)
        room = width - 2 * margin - frame
        # the picture is 220 px wide on a card at its roomiest, and grows with a wider card
        self._picture_side = max(1, min(room, max(220, round(220 * width / CARD_WIDTH)), PICTURE_MOST))
        self._picture_room = max(1, room)
        self._size_picture()
        for points in TITLE_POINTS:
            self.title.setFont(serif(points, True))
            if self.title.fontMetrics().horizontalAdvance(self.title.text()) + 6 <= room:
                break
        layout.invalidate()
        self.updateGeometry()


class StartPage(QWidget):
    """The page the app opens on. It only asks (`*_requested`); the main window decides what happens."""

    new_game_requested = Signal(str)
    continue_requested = Signal()
    load_requested = Signal()  # the list of every saved game
    open_save_requested = Signal(object)  # a `SaveSummary` of the recent saves
    rules_requested = Signal()
    settings_requested = Signal()
    history_requested = Signal()  # the finished games and the statistics
    lesson_requested = Signal(str)  # a game's guided first game (its card's Learn to Play)
    quit_requested = Signal()

    FRAME = 18

    def __init__(self, parent: QWidget | None = None, games: Sequence[GameUI] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("start_page")
        self.setStyleSheet(BUTTON_STYLE + page_style())
        self.setAccessibleName(self.tr("Start page"))
        outer = QVBoxLayout(self)
        outer.setSpacing(6)
        outer.addStretch(2)
        self.title = title = _centred(QLabel(self.tr("Ponzi Desktop"), self))
        title.setProperty("ink", "title")
        title.setGraphicsEffect(self._shadow(14, 3))
        self.subtitle = subtitle = _centred(QLabel(no_widow(self.tr("Board games of money and nerve, at one table")),
                                                   self))
        subtitle.setFont(serif(15))
        subtitle.setProperty("ink", "subtitle")
        outer.addWidget(title)
        outer.addWidget(subtitle)
        self._gap = QSpacerItem(0, 28, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        outer.addItem(self._gap)
        self._heading = -1
        self._refitted: tuple[int, int, int, int] | None = None  # the state the last refit on a layout request left
        self._side = SIDE  # the page's margin at its sides, within the frame
        # no fitting before the page's first resize: fitted to a new widget's 100 x 30 px it tried every heading,
        # loading fonts at sizes the page never shows (a fifth of the window's making), and the first resize
        # fits it anyway
        self._sized = False
        #: whether saved games are on the disk, their list not read yet (`expect_saves`): the page is laid out as
        #: it will be once they are listed
        self._saves_expected = False
        self._set_heading(0)
        row = self.cards_row = QHBoxLayout()
        row.setSpacing(GAP)
        row.addStretch(1)
        self.game_cards: dict[str, _GameCard] = {}
        for game in playable() if games is None else games:  # a game has a card once its table exists
            card = _GameCard(game, self)
            card.new_button.clicked.connect(lambda _=False, g=game.id: self.new_game_requested.emit(g))
            if card.learn_button is not None:
                card.learn_button.clicked.connect(lambda _=False, g=game.id: self.lesson_requested.emit(g))
            self.game_cards[game.id] = card
            row.addWidget(card)
        self.menu_card = self._menu_card()
        row.addWidget(self.menu_card)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(3)
        first = next(iter(self.game_cards.values()), None)
        self._first_focus = first.new_button if first else self.load_button
        self.set_continue_available(False, "")
        # the page fits its cards to its width (`_fit_width`): what they need now is no least size for the window
        self.setMinimumSize(1, 1)

    @staticmethod
    def _shadow(blur: float, offset: float) -> QGraphicsDropShadowEffect:
        effect = QGraphicsDropShadowEffect()
        effect.setBlurRadius(blur)
        effect.setOffset(0, offset)
        effect.setColor(QColor(0, 0, 0, 160))
        return effect

    def _menu_card(self) -> QWidget:
        card = CreamCard(self)
        card.kept_as = "card-menu"
        card.setFixedWidth(MENU_WIDTH)
        layout = QVBoxLayout(card)
        layout.setContentsMargins(24, 22, 24, 24)
        layout.setSpacing(10)
        self.continue_box = QWidget(card)
        box = QVBoxLayout(self.continue_box)
        box.setContentsMargins(0, 0, 0, 8)
        box.setSpacing(6)
        heading = QLabel(self.tr("Your game is waiting"), self.continue_box)
        heading.setWordWrap(True)  # two lines on a narrow card
        heading.setFont(serif(14, True))
        heading.setProperty("ink", "dark")
        self.continue_label = WrappedLabel("", self.continue_box)  # two lines when the names need them
        # it holds names people typed: plain text, given by name (see `_centred`)
        self.continue_label.setProperty("textFormat", "PlainText")
        self.continue_label.setProperty("ink", "text")
        self.continue_button = _button(self.tr("&Continue"), self.continue_box)
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
        heading.setWordWrap(True)  # two lines on a narrow card
        heading.setFont(serif(14, True))
        heading.setProperty("ink", "dark")
        text = QLabel(no_widow(self.tr("Start a new game, or pick up one you saved. Press F1 at any time for "
                                       "the rules.")), self.welcome_box)
        text.setWordWrap(True)
        text.setProperty("ink", "text")
        # what the card will hold: a first start's card stood empty between its buttons
        later = QLabel(no_widow(self.tr("The games you save are listed here, newest first, and a game you leave "
                                        "unfinished waits here for you to continue it.")), self.welcome_box)
        later.setObjectName("welcome_later")
        later.setWordWrap(True)
        later.setProperty("ink", "later")
        box.addWidget(heading)
        box.addWidget(text)
        box.addSpacing(6)
        box.addWidget(later)
        layout.addWidget(self.welcome_box)
        self.saves_box = QWidget(card)
        box = QVBoxLayout(self.saves_box)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(4)
        self.saves_heading = QLabel(self.tr("Saved games"), self.saves_box)
        self.saves_heading.setWordWrap(True)  # two lines on a narrow card
        self.saves_heading.setFont(serif(14, True))
        self.saves_heading.setProperty("ink", "dark")
        self.recent = None  # the list, built when there are saves to show (after the first paint)
        box.addWidget(self.saves_heading)
        layout.addWidget(self.saves_box)
        self.saves_box.hide()  # until there are saves to list
        self.load_button = _button(self.tr("&All Saved Games…"), card)
        self.load_button.setToolTip(self.tr("Open, rename, delete or import saved games"))
        self.load_button.clicked.connect(self.load_requested)
        layout.addWidget(self.load_button)
        row = QHBoxLayout()
        row.setSpacing(10)
        for name, text, signal, tip in (
                ("rules_button", self.tr("&Rules"), self.rules_requested, self.tr("Read how to play")),
                ("settings_button", self.tr("&Settings"), self.settings_requested,
                 self.tr("Animation and bot speed"))):
            button = _button(text, card)
            button.setToolTip(tip)
            button.clicked.connect(signal)
            setattr(self, name, button)
            row.addWidget(button)
        layout.addLayout(row)
        layout.addStretch(1)  # Quit stands apart at the bottom, beside the history (no height of its own there)
        bottom = QHBoxLayout()
        bottom.setSpacing(10)
        self.history_button = _button(self.tr("History and S&tatistics"), card)
        self.history_button.setToolTip(self.tr("Your finished games, to look at again or replay, and who wins most"))
        self.history_button.clicked.connect(self.history_requested)
        self.quit_button = _button(self.tr("&Quit"), card)
        self.quit_button.setToolTip(self.tr("Close Ponzi Desktop"))
        self.quit_button.clicked.connect(self.quit_requested)
        for button in (self.history_button, self.quit_button):  # a little less padding: the row fits a narrow card
            button.setProperty("pad", "narrow")
        bottom.addWidget(self.history_button, 1)
        bottom.addWidget(self.quit_button)
        layout.addLayout(bottom)
        return card

    def _set_heading(self, level: int) -> None:
        """Lay the heading out as `HEADINGS[level]` says."""
        if level == self._heading:
            return
        self._heading = level
        top, bottom, gap, title_pt, subtitle_pt = HEADINGS[level]
        f = self.FRAME
        self.layout().setContentsMargins(f + self._side, f + top, f + self._side, f + bottom)
        self._gap.changeSize(0, gap, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        self.title.setFont(serif(title_pt, True))
        self.subtitle.setFont(serif(subtitle_pt))
        self.layout().invalidate()

    def _fit_height(self) -> None:
        """The roomiest heading the page's height allows, so that everything on the cards keeps its size
        (the window's least size on a small screen cut the description, the Continue button and the saves
        in half, and laid the game's picture over its description)."""
        if self.recent is not None and not self.saves_box.isHidden():
            self.recent.setFixedHeight(self.recent.row_height())  # one save at least: `_fit_recent` adds more
        for card in self.game_cards.values():
            card.give_up_height(0)
            card.take_height(0)
        for level in range(len(HEADINGS)):
            self._set_heading(level)
            self._relayout()
            if self.needed_height() + FIT_SLACK <= self.height():
                self._use_spare_height()
                return
        # the tightest heading is still a few pixels too tall (a font's line a little taller than another's):
        # the games' pictures give up those pixels, never the words or the buttons
        over = self.needed_height() + FIT_SLACK - self.height()
        for card in self.game_cards.values():
            card.give_up_height(over)
        self._relayout()

    def _use_spare_height(self) -> None:
        """The games' pictures grow into a part of the height the page has to spare (a third of it: the felt
        keeps a frame round the cards), each as wide as its card's room allows."""
        spare = self.height() - self.needed_height() - FIT_SLACK
        if spare < 24 or self._saves_expected or self.recent is not None and not self.saves_box.isHidden():
            return  # the saves' list takes the height a page with saves has to spare (`_fit_recent`)
        for card in self.game_cards.values():
            card.take_height(spare // 3)
        self._relayout()

    def _relayout(self) -> None:
        # the saves' box first: it caches the list's height, and the menu card's height is taken from it (the
        # list set to one row still counted as two, and a page fitted at start chose a tighter heading and two
        # saves, where the same page fitted on going home chose the roomier heading and one)
        for card in (self.saves_box, *self.game_cards.values(), self.menu_card):
            card.layout().invalidate()
            card.updateGeometry()
        self.cards_row.invalidate()
        self.layout().invalidate()

    def needed_height(self) -> int:
        """The least height the page needs for everything on it at its own size (wrapped lines included)."""
        layout = self.layout()
        margins = layout.contentsMargins()
        cards = max(card.minimumSizeHint().height() if not card.hasHeightForWidth()
                    else max(card.minimumSizeHint().height(), card.heightForWidth(card.width() or card.minimumWidth()))
                    for card in (*self.game_cards.values(), self.menu_card))
        heading = self.title.sizeHint().height() + self._gap.sizeHint().height() + layout.spacing() * 2
        if not self.subtitle.isHidden():
            heading += self.subtitle.sizeHint().height() + layout.spacing()
        return margins.top() + margins.bottom() + heading + cards

    def set_continue_available(self, available: bool, description: str) -> None:
        """Offer (or stop offering) the interrupted game; `description` says which game it is."""
        self.continue_label.setText(description)  # never "ボット" / "3）": its label keeps them whole
        self.continue_button.setEnabled(available)
        self.continue_button.setAccessibleName(self.tr("Continue: %1").replace("%1", description)
                                               if available else self.tr("Continue"))
        self.continue_box.setVisible(available)
        self._update_welcome()
        self._fit()
        if available:
            self._first_focus = self.continue_button
        else:
            first = next(iter(self.game_cards.values()), None)
            self._first_focus = first.new_button if first else self.load_button

    def focusInEvent(self, event) -> None:  # noqa: N802 - Qt override
        """The page given the keyboard hands it to its first button (Continue when a game waits). Not a focus
        proxy: with one, Tab from the last button of the menu jumped to the proxy and never reached the games'
        cards (Qt treats a widget with a proxy among its children as one stop)."""
        super().focusInEvent(event)
        if self._first_focus.isVisible():
            self._first_focus.setFocus(event.reason())

    def expect_saves(self, expected: bool) -> None:
        """Saved games (or a game to continue) are on the disk, listed once read (`set_saves`, after the first
        paint): until then the welcome is hidden and the games' pictures keep to their size, as they will with the
        list shown, so that the first frame's cards stand where the settled page has them."""
        self._saves_expected = expected
        self._update_welcome()
        self._fit()

    def set_saves(self, summaries: list) -> None:
        """Show the most recent saved games (`SaveSummary`, newest first); none hides the list."""
        self._saves_expected = False
        if summaries and self.recent is None:
            # lazy: the list brings the save files (pydantic, the engine), not loaded before the first paint
            from ponzi_desktop.ui.saved_games import SavedGamesView

            self.recent = SavedGamesView(compact=True, click_opens=True, most=RECENT_SAVES, parent=self.saves_box)
            self.recent.setAccessibleName(self.tr("Recent saved games"))
            self.recent.open_requested.connect(self.open_save_requested)
            self.saves_box.layout().addWidget(self.recent)
        if self.recent is not None:
            self.recent.set_summaries(list(summaries)[:RECENT_SAVES])
        self.saves_box.setVisible(bool(summaries))
        self._update_welcome()
        self._fit()

    def _fit(self) -> None:
        """The heading and the recent saves fitted to the page's height, once it has one."""
        if self._sized:
            self._fit_height()
            self._fit_recent()

    def _fit_recent(self) -> None:
        """As many recent saves as the page has room for (one at least): the list grows into the height the
        cards have to spare, and the page never needs more height than the window has."""
        view = self.recent
        count = min(view.model_.rowCount(), RECENT_SAVES) if view is not None else 0
        if count == 0 or self.saves_box.isHidden():
            return
        row = view.row_height()
        view.setFixedHeight(row)
        # everything between the list and the page caches its size hint: a layout until it is invalidated, a
        # widget's place in its parent's layout until the widget's geometry is updated
        for box in (self.saves_box, self.menu_card):
            box.layout().invalidate()
            box.updateGeometry()
        self.cards_row.invalidate()
        self.layout().invalidate()
        cards = [*self.game_cards.values(), self.menu_card]
        slack = max(card.sizeHint().height() for card in cards) - self.menu_card.sizeHint().height()
        spare = self.height() - self.layout().sizeHint().height()
        view.setFixedHeight(row * (1 + max(0, min(count - 1, (spare + slack) // row))))

    def _fit_width(self) -> None:
        """The cards side by side at their roomiest, wider on a wider page (up to `CARD_MOST`, `MENU_MOST`), or,
        where the page is narrower than that, narrower cards with smaller gaps and margins: every card whole, none
        out of the page."""
        count = len(self.game_cards)
        f = self.FRAME
        roomy = count * CARD_WIDTH + MENU_WIDTH + count * GAP + 2 * (f + SIDE)
        if self.width() >= roomy:  # the room past the roomiest widths shared in step (at 1920 px it stood empty)
            side, gap, margin = SIDE, GAP, 26
            grow = (self.width() - 2 * (f + side) - count * gap) / (count * CARD_WIDTH + MENU_WIDTH)
            game, menu = min(CARD_MOST, int(CARD_WIDTH * grow)), min(MENU_MOST, int(MENU_WIDTH * grow))
        else:
            side, gap, margin = NARROW["side"], NARROW["gap"], NARROW["margin"]
            room = self.width() - 2 * (f + side) - count * gap
            low, high = NARROW["menu"]
            low = max(low, self._menu_least())
            # the saved games' names want the menu card wide; the games' cards keep room for their words
            menu = max(low, min(high, round(room * 0.35), room - count * NARROW["game"]))
            game = min(CARD_WIDTH, (room - menu) // max(1, count))
        if side != self._side:
            self._side = side
            margins = self.layout().contentsMargins()
            self.layout().setContentsMargins(f + side, margins.top(), f + side, margins.bottom())
        self.cards_row.setSpacing(gap)
        for card in self.game_cards.values():
            card.set_width(game, margin)
        points = min((card.title.font().pointSize() for card in self.game_cards.values()), default=0)
        for card in self.game_cards.values():  # the games' names all of one size: the smallest that fits
            card.title.setFont(serif(points, True))
        self.menu_card.setFixedWidth(menu)
        self.cards_row.invalidate()

    def _menu_least(self) -> int:
        """The least width of the menu card that keeps its buttons' words whole."""
        margins = self.menu_card.layout().contentsMargins()
        frame = self.menu_card.width() - self.menu_card.contentsRect().width()
        rules_row = self.rules_button.sizeHint().width() + self.settings_button.sizeHint().width() + 10
        bottom_row = self.history_button.sizeHint().width() + self.quit_button.sizeHint().width() + 10
        buttons = max(self.load_button.sizeHint().width(), rules_row, bottom_row, self.continue_button.sizeHint().width())
        return buttons + margins.left() + margins.right() + frame + 2

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._sized = True
        self._fit_width()
        self._fit_height()
        self._fit_recent()
        # the cards where their new widths put them before the page is painted: the page's layout placed them
        # before this resize widened them, and its request to place them again waits for the event loop, after the
        # paint of a window the window manager maximised once shown (a first frame, 50 ms, with the cards where a
        # narrower page had them, and the pictures kept from it)
        self.layout().activate()

    def event(self, event: QEvent) -> bool:
        done = super().event(event)
        # the cards' words can grow after the last fit with no resize (a style polished, a font's fallback
        # found at first paint): fit again when they no longer fit, and only then (a fit lays out again)
        if event.type() == QEvent.Type.LayoutRequest and self.isVisible():
            state = (self.needed_height(), self.height(), self._menu_least(), self.menu_card.width())
            if state != self._refitted and (state[0] > state[1] or state[2] > state[3]):
                self._fit_width()
                self._fit_height()
                self._fit_recent()
                # a page that cannot fit at all (a window far below the least size) is fitted once, not forever
                self._refitted = (self.needed_height(), self.height(), self._menu_least(), self.menu_card.width())
        return done

    def _update_welcome(self) -> None:
        # the welcome is for a first start: once there is a game to go back to, that takes its place
        self.welcome_box.setVisible(self.continue_box.isHidden() and self.saves_box.isHidden()
                                    and not self._saves_expected)

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        kept_surfaces.paint_kept(self, event, "felt", ("ponzi_desktop.ui.look",),
                                 lambda p: paint_felt(p, QRectF(self.rect()), self.FRAME))
