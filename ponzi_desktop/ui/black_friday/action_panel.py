"""The Black Friday buttons of the action panel: the click and keyboard way to buy, sell and buy gold.

Every button of a phase stays where it is for the whole phase (disabled, never taken away, when it does not
apply). Choosing an action: a Buy button per colour (its price on it), a Sell button per colour (how many
you hold), Buy gold… (a menu of the colours for the gold track, each with the bars it may buy at what price,
then how many bars), and the zero moves (buy nothing, sell nothing) and the bonus tile's free move as menus
grouped by what they do. Buying or selling: more of a colour, or the move that ends the action. The Pass
button ends the turn after the action (the bonus move declined).
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QLabel, QMenu

from ponzi_desktop.engine.black_friday.actions import Buy, BuyGold, Place, Sell, Take
from ponzi_desktop.ui.black_friday.labels import share_colour_word
from ponzi_desktop.ui.black_friday.moves import Moves, Selection
from ponzi_desktop.ui.black_friday.pieces import ShareItem, colour_name
from ponzi_desktop.ui.kit.action_panel import ActionPanel
from ponzi_desktop.ui.kit.look import money, number
from ponzi_desktop.ui.kit.panel_buttons import hold_width, number_samples
from ponzi_desktop.ui.kit.pieces import face_icon
from ponzi_desktop.ui.kit.reasons import menu_entry, menu_prompt

_SHARE_ICONS: dict[str, QIcon] = {}


def share_icon(colour: str) -> QIcon:
    """A share of `colour`, as large as the icon it is shown in (a button's, a menu entry's). Drawn once per
    colour: the panel fills its buttons and menus anew at every decision, some twenty icons each time, and
    drawing each (a piece made and painted) was most of the panel's time."""
    icon = _SHARE_ICONS.get(colour)
    if icon is None:
        icon = _SHARE_ICONS[colour] = face_icon(ShareItem(colour, 30, 38))
    return icon


class BlackFridayActionPanel(ActionPanel):
    """Asks (`asked`): ("gold", colour) to choose how many gold bars, with `colour` for the gold track."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.pass_button.setText(self.tr("End turn"))
        self.pass_button.setAccessibleName(self.tr("End turn"))
        self.pass_button.setToolTip(self.tr("End your turn without the bonus tile's free move"))

    def group(self, text: str) -> QLabel:
        """A word before a group of buttons ("Buy:", "Sell:")."""
        lab = QLabel(text, self.buttons_box)
        lab.setAccessibleName(text)
        self.buttons.addWidget(lab)
        lab.show()
        return lab

    def fill(self, moves: Moves, sel: Selection) -> None:
        phase = moves.phase
        colours = moves.view.colours
        if phase in ("action", "buy"):
            # at the level's limit, a Buy button spends the bonus tile: the group says so
            self.group(self.tr("Buy:"))  # one word all the turn: the buttons after it keep their places
            extra = phase == "buy" and moves.bonus_advantage(Buy(colours[0])) is not None
            for colour in colours:
                action = Buy(colour)
                ok = moves.legal(action)
                price = money(moves.price(colour))
                if not ok:
                    tip = moves.why_not_buy(colour)
                elif extra:
                    tip = self.tr("Buy one more %1 share for %2, with your bonus tile (once a game)")
                else:
                    tip = self.tr("Buy a %1 share for %2")
                b = self.button(price, tip.replace("%1", share_colour_word(colour)).replace("%2", price),
                                share_icon(colour), ok, name=self.tr("Buy %1").replace("%1", colour_name(colour)),
                                commits=True, room_for=self.price_room(moves), does=(action,))
                b.clicked.connect(lambda _=False, a=action: self.submit_requested.emit(a))
        if phase in ("action", "sell"):
            self.group(self.tr("Sell:"))
            extra = phase == "sell" and moves.bonus_advantage(Sell(colours[0])) is not None
            for colour in colours:
                action = Sell(colour)
                ok = moves.legal(action)
                price = money(moves.price(colour))
                if not ok:
                    tip = moves.why_not_sell(colour)
                elif extra:
                    tip = self.tr("Sell one more %1 share for %2, with your bonus tile (once a game)")
                else:
                    tip = self.tr("Sell a %1 share for %2")
                b = self.button("×" + number(moves.held(colour)), tip.replace("%1", share_colour_word(colour)).replace(
                    "%2", price), share_icon(colour), ok, name=self.tr("Sell %1").replace("%1", colour_name(colour)),
                    commits=True, room_for=number_samples(moves.most_shares(), lambda n: "×" + number(n)),
                    does=(action,))
                b.clicked.connect(lambda _=False, a=action: self.submit_requested.emit(a))
        if phase == "action":
            self._gold_button(moves)
            self._more_button(moves)
        if phase == "buy":
            self._menu_button(self.tr("Finish buying"), self.tr("End the purchase: a share you bought goes from "
                                                               "the market onto the share purchase track"),
                              [(Place(c), colour_name(c)) for c in colours], moves, primary=True,
                              prompt=self.tr("Which colour goes onto the share purchase track?"),
                              one=self.tr("Finish buying: %1 goes onto the share purchase track"))
        if phase == "sell":
            self._menu_button(self.tr("Finish selling"), self.tr("End the sale: a share of the sale row goes to "
                                                                "the market"),
                              [(Take(c), colour_name(c)) for c in colours], moves, primary=True, none_take=True,
                              prompt=self.tr("Which colour of the sale row goes to the market?"),
                              one=self.tr("Finish selling: %1 from the sale row goes to the market"))
        if phase == "bonus":
            self._bonus_button(moves)

    @staticmethod
    def price_room(moves: Moves) -> list[str]:
        """A Buy button's room: the chart's highest price from the start ("$240": three digits)."""
        return number_samples(moves.highest_price(), money)

    # ---- a row that keeps its prices and counts ------------------------------------------------------------
    def _row_widgets(self) -> list:
        return [w for i in range(self.buttons.count()) if (w := self.buttons.itemAt(i).widget()) is not None]

    def _need(self) -> int:
        shown = [w for w in self._row_widgets() if not w.isHidden()]
        return sum(max(w.sizeHint().width(), w.minimumWidth()) for w in shown) \
            + self.buttons.spacing() * max(0, len(shown) - 1)

    def _fit_row(self) -> None:
        """The row fits its room without losing a price or a count (Spanish at 1280x720, say): first the
        buttons get tighter (less padding, smaller pictures; never other words: "Buy gold…" became "Gold…"
        once prices reached three digits, a button that changed under the hand), then the group words
        ("Buy:", "Sell:") go (every button's tooltip and accessible name still say it). Only where even that is
        too wide (a panel docked beside the table) do the kit's picture-only buttons come."""
        buttons = self._move_buttons()
        labels = [w for w in self._row_widgets() if isinstance(w, QLabel)]
        for b in buttons:  # everything back as it was made
            full = b.property("full_text")
            if full:
                b.setText(full)
                b.setProperty("full_text", None)
            if b.property("tight"):
                b.setProperty("tight", False)
                b.setStyleSheet("")
                b.setIconSize(self.icon_size())
            hold_width(b)
        for lab in labels:
            lab.setVisible(True)
        room = self.buttons_box.width()
        if room <= 1 or self._need() <= room:
            return
        side = max(12, round(self.icon_size().width() * 0.8))
        for b in buttons:
            b.setProperty("tight", True)
            b.setStyleSheet(f"padding: {round(3 * self.scale)}px {round(4 * self.scale)}px;")
            if not b.icon().isNull():
                b.setIconSize(QSize(side, side))
            hold_width(b)
        if self._need() <= room:
            return
        for lab in labels:
            lab.setVisible(False)
        if self._need() <= room:
            return
        super()._fit_row()

    def _gold_button(self, moves: Moves) -> None:
        colours = moves.gold_colours()
        ok = bool(colours)
        b = self.button(self.tr("Buy gold…"), self.tr("Buy gold bars; a market share of your choice goes onto "
                                                      "the gold purchase track") if ok else moves.why_not_gold(),
                        None, ok, does=(BuyGold,))
        if not ok:
            return
        if colours == [None]:
            b.clicked.connect(lambda: self.asked.emit("gold", None))
            return
        menu = QMenu(b)
        menu_prompt(menu, self.tr("Which colour goes onto the gold purchase track?"))
        for colour in colours:
            act = menu.addAction(share_icon(colour), self.gold_entry(moves, colour))
            act.triggered.connect(lambda _=False, c=colour: self.asked.emit("gold", c))
        b.setMenu(menu)

    def gold_entry(self, moves: Moves, colour: str) -> str:
        """A gold menu entry: the share it puts on the gold purchase track, and the bars it may buy at what price,
        as the dialog after it says (a review found entries that named neither)."""
        choice = moves.gold_choice(colour)
        bars = choice.hi if choice is not None else 0
        price = money(moves.view.gold_price)
        if bars == 0:
            text = self.tr("%1 share onto the gold track: no bar (your cash is short of %2)")
        else:
            text = self.tr("%1 share onto the gold track: up to %n bar(s) at %2 each", "", bars)
        return text.replace("%1", share_colour_word(colour)).replace("%2", price)

    def _menu_button(self, text: str, tip: str, actions: list, moves: Moves, primary: bool = False,
                     none_take: bool = False, prompt: str = "", one: str = "") -> None:
        """A menu of the ways to end the purchase or the sale, under a `prompt` that says what is chosen: every
        colour listed, those that cannot end it now greyed with why. Where only one way is open, no menu: the
        button plays it at once, and its tooltip (`one`, "%1" the colour's words) says what it does."""
        entries = [(a, words, None if moves.legal(a) else moves.why_not(a)) for a, words in actions]
        if none_take and moves.legal(Take(None)):
            entries.append((Take(None), self.tr("None: the sale row is empty"), None))
        legal = [(a, words) for a, words, reason in entries if reason is None]
        if len(legal) == 1:  # nothing to choose: a menu of one would only cost a click
            action, words = legal[0]
            said = one.replace("%1", words) if getattr(action, "colour", None) is not None \
                else self.tr("Finish selling: the sale row is empty, no share goes to the market")
            b = self.button(text, said, None, True, commits=True, does=(action,))
            if primary:
                b.setProperty("role", "primary")
            b.clicked.connect(lambda _=False, a=action: self.submit_requested.emit(a))
            return
        reason = tip if legal else (moves.waiting or next((r for _a, _w, r in entries if r), ""))
        b = self.button(text, reason, None, bool(legal), does=[a for a, _words in legal])
        if primary:
            b.setProperty("role", "primary")
        if not legal:
            return
        menu = QMenu(b)
        if prompt:
            menu_prompt(menu, prompt)
        for action, words, why in entries:
            colour = getattr(action, "colour", None)
            act = menu_entry(menu, words, why, share_icon(colour) if colour else None)
            if why is None:
                act.triggered.connect(lambda _=False, a=action: self.submit_requested.emit(a))
        b.setMenu(menu)

    def _more_button(self, moves: Moves) -> None:
        """The moves a turn rarely makes, in one menu of a few groups, as a player thinks of them: buying nothing
        and selling nothing (only a share moves, towards the next price change; a colour each), and the bonus
        tile's free move, a group for each track it can move a share along (25 entries in one list, before)."""
        colours = moves.view.colours
        buy = [(Place(c), colour_name(c)) for c in colours if moves.legal(Place(c))]
        sell = [(Take(c), colour_name(c)) for c in colours if moves.legal(Take(c))]
        if moves.legal(Take(None)):
            sell.append((Take(None), self.tr("None: the sale row is empty")))
        free = moves.free_moves()
        b = self.button(self.tr("More"), self.tr("Buy or sell nothing, or your bonus tile's free move")
                        if buy or sell or free else moves.why_not_place(colours[0]), None, bool(buy or sell or free),
                        does=[a for a, _words in buy + sell] + list(free))
        if not (buy or sell or free):
            return
        menu = QMenu(b)
        self._group(menu, self.tr("Buy nothing: a share onto the share purchase track"), buy)
        self._group(menu, self.tr("Sell nothing: a share from the sale row to the market"), sell)
        if free:
            menu.addSeparator()
            self._free_entries(menu, free)
        b.setMenu(menu)

    def _group(self, menu: QMenu, title: str, entries: list) -> QMenu:
        """A submenu of `menu` with an entry per (action, words), each with its share; greyed when empty
        (listed all the same: a menu never silently leaves a kind of move out)."""
        sub = menu.addMenu(title)
        for action, words in entries:
            colour = getattr(action, "colour", None)
            act = sub.addAction(share_icon(colour), words) if colour else sub.addAction(words)
            act.triggered.connect(lambda _=False, a=action: self.submit_requested.emit(a))
        sub.menuAction().setEnabled(bool(entries))
        return sub

    def _free_entries(self, menu: QMenu, free: list) -> None:
        """The bonus tile's free moves: a group for each track, a colour each."""
        titles = {"place": self.tr("Bonus tile: a share onto the share purchase track"),
                  "gold": self.tr("Bonus tile: a share onto the gold purchase track"),
                  "take": self.tr("Bonus tile: a share from the sale row to the market")}
        for move in ("place", "gold", "take"):
            entries = [(a, colour_name(a.colour)) for a in free if a.move == move]
            if entries:
                self._group(menu, titles[move], entries)

    def _bonus_button(self, moves: Moves) -> None:
        free = moves.free_moves()
        b = self.button(self.tr("Bonus move"), self.tr("Your bonus tile's free move (once a game)") if free
                        else moves.why_not_bonus(), None, bool(free), does=list(free))
        if not free:
            return
        menu = QMenu(b)
        self._free_entries(menu, free)
        b.setMenu(menu)

