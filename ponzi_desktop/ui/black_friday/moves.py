"""What a drag, a drop or a click on the Black Friday table means: the move it makes, the half-move it selects,
or why not.

Pieces picked up (`Payload`): a market share ("market", colour), one of your shares ("own", colour), a share of
the current sale row ("row", colour), the bank's gold ("bank_gold"), your bonus tile ("bonus"). Places
(`Target`): your screen ("screen", seat), the market, the share purchase and gold purchase tracks ("track",
"purchase" | "gold"). So:
- a market share onto your screen buys it; onto the share purchase track it ends the purchase (or is
  buying nothing); onto the gold purchase track it buys gold (how many bars: an amount dialog, or the bars
  chosen first by dragging the bank's gold onto your screen);
- one of your shares onto the market sells it; a sale-row share onto the market ends the sale (or is
  selling nothing);
- with the bonus tile picked up first, the same drops onto a track or the market are its free move.
Clicks do the same in two steps (the piece, then the place). Legality is the view's choices (the engine's);
the reasons are ours, in words for people.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QCoreApplication

from ponzi_desktop.engine.black_friday.actions import Buy, BuyGold, EndTurn, FreeMove, Place, Sell, Take
from ponzi_desktop.engine.black_friday.data import black_friday_data
from ponzi_desktop.engine.black_friday.tables import EXTRA_BUY, EXTRA_GOLD, EXTRA_SELL, tables
from ponzi_desktop.engine.core import Action, Choice
from ponzi_desktop.ui.black_friday.labels import share_colour_word
from ponzi_desktop.ui.kit.look import money, number
from ponzi_desktop.ui.kit.moves import NONE, Payload, Result, Target, refuse
from ponzi_desktop.ui.kit.narration import fill

translate = QCoreApplication.translate


def sentences(first: str, then: str) -> str:
    """Two sentences one after the other, as the language writes them (a space, or none in Japanese)."""
    return fill(translate("BlackFridayMoves", "%1 %2", "two sentences, one after the other"), first, then)


@dataclass(frozen=True, slots=True)
class Selection:
    """The first half of a two-step move: a piece picked by a click, gold bars chosen, the bonus tile."""

    piece: Payload | None = None  # a share picked by a click (market, own or row)
    bars: int | None = None  # gold bars chosen from the bank, waiting for a share on the gold track
    bonus: bool = False  # the bonus tile is picked up: the next track or market drop is its free move

    @property
    def empty(self) -> bool:
        return self.piece is None and self.bars is None and not self.bonus


class Moves:
    """The Black Friday move logic for one view and the person looking at it (the kit's `Moves` protocol)."""

    def __init__(self, view: Any, names: list[str], waiting: str | None) -> None:
        self.view = view
        self.names = names
        self.me = view.seat
        self.waiting = waiting
        self.phase = view.phase
        self.choices: tuple[Choice, ...] = tuple(view.choices) if waiting is None else ()

    # ---- facts ----------------------------------------------------------------------------------------
    def legal(self, action: Action) -> bool:
        return any(c.admits(action) for c in self.choices)

    def gold_choice(self, colour: str | None) -> Choice | None:
        for c in self.choices:
            if isinstance(c.action, BuyGold) and c.action.colour == colour:
                return c
        return None

    def gold_colours(self) -> list[str | None]:
        return [c.action.colour for c in self.choices if isinstance(c.action, BuyGold)]

    def bars_limit(self) -> int:
        """The most gold bars you may buy now (the level's limit, your cash, the bonus tile's one more)."""
        return max((c.hi for c in self.choices if isinstance(c.action, BuyGold)), default=0)

    def can_buy_gold(self) -> bool:
        return any(isinstance(c.action, BuyGold) for c in self.choices)

    def free_moves(self) -> list[FreeMove]:
        return [c.action for c in self.choices if isinstance(c.action, FreeMove)]

    def has_free_move(self) -> bool:
        return bool(self.free_moves())

    def can_pass(self) -> bool:
        return any(isinstance(c.action, EndTurn) for c in self.choices)

    def count_now(self) -> int:
        return self.view.action_count

    def limit(self) -> int:
        return self.view.share_limit

    def market(self, colour: str) -> int:
        return self.view.market[self.view.colours.index(colour)]

    def price(self, colour: str) -> int:
        return self.view.prices[self.view.colours.index(colour)]

    @staticmethod
    def highest_price() -> int:
        """The price chart's highest price (a Buy button has room for it from the start)."""
        return max(max(row) for row in black_friday_data().chart.values)

    @staticmethod
    def most_shares() -> int:
        """The most shares of a colour anybody may hold (a Sell button's count has room for it)."""
        return black_friday_data().components.shares_per_colour

    def held(self, colour: str) -> int:
        shares = self.view.my_shares
        return 0 if shares is None else shares[self.view.colours.index(colour)]

    def in_row(self, colour: str) -> int:
        return self.view.sale_rows[self.view.sale_row][self.view.colours.index(colour)]

    # ---- the bonus tile's "one more" ----------------------------------------------------------------------
    def has_extra(self, advantage: str) -> bool:
        """Whether my bonus tile offers `advantage` (EXTRA_BUY, EXTRA_SELL, EXTRA_GOLD) and is still unused."""
        if self.me is None or not 0 <= self.me < len(self.view.holders):
            return False
        holder = self.view.holders[self.me]
        return not holder.bonus_used and advantage in tables().advantages[holder.bonus_tile]

    def bonus_advantage(self, action: Action) -> str | None:
        """The bonus tile advantage `action` would spend (the engine spends it on one more share or bar than
        the level allows: trades.py `use_extra`), or None."""
        view = self.view
        if isinstance(action, Buy) and view.action_count >= view.share_limit:
            return EXTRA_BUY
        if isinstance(action, Sell) and view.action_count >= view.share_limit:
            return EXTRA_SELL
        if isinstance(action, BuyGold) and action.bars > view.gold_limit:
            return EXTRA_GOLD
        return None

    def extra_bars(self) -> bool:
        """Whether the gold bars may go one past the level's limit now (the tile, and cash for it)."""
        return self.bars_limit() > self.view.gold_limit

    def bonus_question(self, action: Action) -> str | None:
        """The question to ask before `action` when it would spend the bonus tile (None: it does not)."""
        advantage = self.bonus_advantage(action)
        if advantage is None or not self.legal(action):
            return None
        level = number(self.view.level)
        if advantage == EXTRA_BUY:
            return translate("BlackFridayMoves", "Level %1 allows %n share(s) an action. Buying one more %2 share "
                             "uses your bonus tile, which works once a game.", None, self.limit()).replace(
                "%1", level).replace("%2", share_colour_word(action.colour))
        if advantage == EXTRA_SELL:
            return translate("BlackFridayMoves", "Level %1 allows %n share(s) an action. Selling one more %2 share "
                             "uses your bonus tile, which works once a game.", None, self.limit()).replace(
                "%1", level).replace("%2", share_colour_word(action.colour))
        return translate("BlackFridayMoves", "Level %1 allows %n gold bar(s) an action. Buying one more uses your "
                         "bonus tile, which works once a game.", None, self.view.gold_limit).replace("%1", level)

    # ---- how a purchase ends ------------------------------------------------------------------------------
    def finish_colours(self) -> list[str]:
        """The market shares that may end the purchase now: a colour bought this turn while the market has one,
        else any colour the market has (the engine's `Place` choices)."""
        return [c.action.colour for c in self.choices if isinstance(c.action, Place)]

    def finish_purchase(self) -> str:
        """How a purchase ends, in the words the status line and every refusal about it use: which share to
        move, from where, to where (the colour named when there is one; the shares meant are lit: `prompted`), and
        that a drag, two clicks or the panel's Finish buying make it."""
        colours = self.finish_colours()
        bought = [self.view.colours[i] for i in self.view.action_colours]
        if len(colours) == 1 and colours[0] in bought:
            return translate("BlackFridayMoves", "To finish, put a %1 share (a colour you bought) on the share "
                             "purchase track: drag or click it, or Finish buying.").replace(
                "%1", share_colour_word(colours[0]))
        if colours and set(colours) <= set(bought):
            return translate("BlackFridayMoves", "Finish: put a share of a colour you bought this turn on the share "
                             "purchase track: drag or click it, or Finish buying.")
        return translate("BlackFridayMoves", "Finish: put a share of any colour on the share purchase track (none "
                         "you bought is left): drag or click it, or Finish buying.")

    def prompted(self) -> list[Payload]:
        """The pieces the status line names while the level allows no more shares: the market shares that end
        the purchase, or the sale row's shares that end the sale."""
        if self.waiting is not None or self.view.action_count < self.view.share_limit:
            return []
        if self.phase == "buy":
            return [Payload("market", c) for c in self.finish_colours()]
        if self.phase == "sell":
            return [Payload("row", c.action.colour) for c in self.choices
                    if isinstance(c.action, Take) and c.action.colour is not None]
        return []

    # ---- reasons ----------------------------------------------------------------------------------------
    def why_not_buy(self, colour: str) -> str:
        if self.waiting is not None:
            return self.waiting
        name = share_colour_word(colour)
        if self.phase == "sell":
            return translate("BlackFridayMoves", "You are selling this turn: finish the sale first (a share from the sale row to the market).")
        if self.phase == "bonus":
            return translate("BlackFridayMoves", "Your action is over: use your bonus tile's free move, or end your turn.")
        if self.market(colour) == 0:
            return translate("BlackFridayMoves", "The market has no %1 share left.").replace("%1", name)
        if self.view.my_cash is not None and self.price(colour) > self.view.my_cash:
            return translate("BlackFridayMoves", "A %1 share costs %2: more than your cash (%3).").replace("%1", name).replace(
                "%2", money(self.price(colour))).replace("%3", money(self.view.my_cash))
        return translate("BlackFridayMoves", "At level %1 an action buys at most %n share(s).", None, self.limit()).replace(
            "%1", number(self.view.level))

    def why_not_sell(self, colour: str) -> str:
        if self.waiting is not None:
            return self.waiting
        if self.phase == "buy":  # the status line's words for how a purchase ends, said again
            return sentences(translate("BlackFridayMoves", "You are buying, not selling."), self.finish_purchase())
        if self.phase == "bonus":
            return translate("BlackFridayMoves", "Your action is over: use your bonus tile's free move, or end your turn.")
        if self.held(colour) == 0:
            return translate("BlackFridayMoves", "You hold no %1 share.").replace("%1", share_colour_word(colour))
        return translate("BlackFridayMoves", "At level %1 an action sells at most %n share(s).", None, self.limit()).replace(
            "%1", number(self.view.level))

    def why_not_place(self, colour: str) -> str:
        if self.waiting is not None:
            return self.waiting
        if self.phase == "sell":
            return translate("BlackFridayMoves", "You are selling: a sale ends with a share from the sale row to the market.")
        if self.phase == "bonus":
            return translate("BlackFridayMoves", "Your action is over: only your bonus tile could put a share on a track now.")
        if self.market(colour) == 0:
            return translate("BlackFridayMoves", "The market has no %1 share to put on the track.").replace("%1", share_colour_word(colour))
        return self.finish_purchase()

    def why_not_take(self, colour: str) -> str:
        if self.waiting is not None:
            return self.waiting
        if self.phase == "buy":
            return translate("BlackFridayMoves", "You are buying: a purchase ends with a market share onto the share purchase track.")
        if self.phase == "bonus":
            return translate("BlackFridayMoves", "Your action is over: only your bonus tile could move a share from the sale row now.")
        if self.in_row(colour) == 0:
            return translate("BlackFridayMoves", "The current sale row has no %1 share.").replace("%1", share_colour_word(colour))
        return translate("BlackFridayMoves", "End your sale with a colour you sold this turn.")

    def why_not_gold(self) -> str:
        if self.waiting is not None:
            return self.waiting
        if self.phase == "buy":
            return translate("BlackFridayMoves", "You are buying shares this turn: gold is a different action.")
        if self.phase == "sell":
            return translate("BlackFridayMoves", "You are selling shares this turn: gold is a different action.")
        if self.phase == "bonus":
            return translate("BlackFridayMoves", "Your action is over: use your bonus tile's free move, or end your turn.")
        return translate("BlackFridayMoves", "You cannot buy gold now.")

    def why_not_bonus(self) -> str:
        if self.waiting is not None:
            return self.waiting
        if self.phase in ("buy", "sell"):
            return translate("BlackFridayMoves", "Finish your action first: the bonus tile's free move comes before it or after it.")
        holder = self.view.holders[self.me] if self.me is not None and 0 <= self.me < len(self.view.holders) else None
        if holder is not None and not holder.bonus_tile:
            return translate("BlackFridayMoves", "You have no bonus tile: the start player plays without one.")
        if holder is not None and holder.bonus_used:
            return translate("BlackFridayMoves", "You have used your bonus tile: it works once a game.")
        return translate("BlackFridayMoves", "Your bonus tile's free move is not available: it is used, or you have none.")

    # ---- actions from pieces ---------------------------------------------------------------------------
    def _share_onto(self, source: str, colour: str, target: Target, sel: Selection) -> Result:
        """A share of `colour` from `source` ("market", "own", "row") dropped on `target`."""
        kind, where = target.kind, target.value
        if sel.bonus or self.phase == "bonus":  # after the action, a share can only make the free move
            move = {("market", "track", "purchase"): "place", ("market", "track", "gold"): "gold",
                    ("row", "market", None): "take"}.get((source, kind, where))
            if move is None:
                return refuse(translate("BlackFridayMoves", "Your bonus tile's free move takes a market share onto a purchase track, or a "
                                 "share from the sale row to the market."))
            action = FreeMove(move, colour)
            if self.legal(action):
                return Result("submit", action)
            return refuse(translate("BlackFridayMoves", "There is no %1 share to move there.").replace("%1", share_colour_word(colour))
                          if self.has_free_move() else self.why_not_bonus())
        if source == "market" and kind == "screen":
            if where != self.me:
                return refuse(translate("BlackFridayMoves", "Bought shares go behind your own screen."))
            action = Buy(colour)
            return Result("submit", action) if self.legal(action) else refuse(self.why_not_buy(colour))
        if source == "market" and kind == "track" and where == "purchase":
            action = Place(colour)
            return Result("submit", action) if self.legal(action) else refuse(self.why_not_place(colour))
        if source == "market" and kind == "track" and where == "gold":
            choice = self.gold_choice(colour)
            if choice is None:
                return refuse(self.why_not_gold() if not self.can_buy_gold() else
                              translate("BlackFridayMoves", "The market has no %1 share to put on the gold track.").replace(
                                  "%1", share_colour_word(colour)))
            if sel.bars is not None:
                return Result("submit", choice.with_value(min(sel.bars, choice.hi)))
            return Result("gold", data=(colour,))
        if source == "own" and kind == "market":
            action = Sell(colour)
            return Result("submit", action) if self.legal(action) else refuse(self.why_not_sell(colour))
        if source == "row" and kind == "market":
            action = Take(colour)
            return Result("submit", action) if self.legal(action) else refuse(self.why_not_take(colour))
        if (source, kind) in (("market", "market"), ("row", "sale")) or source == "own" and target == \
                Target("screen", self.me):
            return NONE  # put back where it lies: nothing was tried
        if source == "own" and self.phase == "buy":
            return refuse(self.why_not_sell(colour))  # how the purchase ends, as the status line says it
        return refuse(sentences(self.purpose(target), self._goes(source)))

    def _goes(self, source: str) -> str:
        """Where a piece from `source` does go (said after the purpose of the place it was dropped on)."""
        if source == "own":
            return translate("BlackFridayMoves", "Your shares are sold onto the share market.")
        if source == "row":
            return translate("BlackFridayMoves", "A sale-row share goes to the share market to end a sale.")
        if source == "bank_gold":
            return translate("BlackFridayMoves", "Gold bars from the bank go onto your own screen.")
        return translate("BlackFridayMoves", "A market share is bought onto your screen, or put on a purchase "
                         "track.")

    def purpose(self, target: Target) -> str:
        """What a place of the table is for (a drop where the piece does not go says it)."""
        kind, where = target.kind, target.value
        if kind == "screen":
            if where == self.me:
                return translate("BlackFridayMoves", "Your screen: a market share dropped here is bought, and "
                                 "gold bars from the bank too.")
            return translate("BlackFridayMoves", "%1's screen: only they buy onto it.").replace(
                "%1", self.names[where] if where is not None and where < len(self.names) else "")
        if kind == "market":
            return translate("BlackFridayMoves", "The market: your shares are sold onto it, and a sale ends "
                             "with a share from the sale row onto it.")
        if kind == "track" and where == "gold":
            return translate("BlackFridayMoves", "The gold purchase track: a market share goes onto it when you "
                             "buy gold bars.")
        if kind == "track":
            return translate("BlackFridayMoves", "The share purchase track: a purchase ends with a market share "
                             "of a colour bought this turn.")
        if kind == "sale":
            return translate("BlackFridayMoves", "The share sale track: a sale ends with a share of its current "
                             "row moved to the share market.")
        raise ValueError(f"no place {target!r} on the Black Friday table")

    # ---- the kit's protocol ---------------------------------------------------------------------------
    def draggable(self, payload: Payload) -> bool:
        if self.waiting is not None:
            return False
        return bool(self.targets(payload, Selection()) or payload.kind == "bonus" and self.has_free_move())

    def drop(self, payload: Payload, target: Target | None, sel: Selection) -> Result:
        if self.waiting is not None:
            return refuse(self.waiting)
        if target is None:
            return NONE
        kind = payload.kind
        if kind in ("market", "own", "row"):
            return self._share_onto(kind, payload.value, target, sel)
        if kind == "bank_gold":
            if target.kind != "screen" or target.value != self.me:
                return refuse(sentences(self.purpose(target), self._goes("bank_gold")))
            return self._gold_from_bank()
        if kind == "bonus":
            return self._pick_bonus(sel)
        return NONE

    def _gold_from_bank(self) -> Result:
        if not self.can_buy_gold():
            return refuse(self.why_not_gold())
        colours = self.gold_colours()
        if colours == [None]:  # the market is empty: no share goes onto the gold track
            return Result("gold", data=(None,))
        return Result("gold_bars")

    def _pick_bonus(self, sel: Selection) -> Result:
        if not self.has_free_move():
            return refuse(self.why_not_bonus())
        if sel.bonus:
            return Result("select", selection=Selection())
        return Result("select", selection=Selection(bonus=True), text=translate(
            "BlackFridayMoves", "Bonus tile: now move a market share onto a purchase track, or a sale-row share onto "
            "the market: drag it, or click it and then where it goes."))

    def click(self, payload: Payload | None, target: Target | None, sel: Selection) -> Result:
        if self.waiting is not None:
            return refuse(self.waiting) if payload is not None or target is not None else NONE
        if sel.piece is not None and target is not None and payload != sel.piece \
                and target in self.targets(sel.piece, sel):
            # the place for the piece picked first (a share lying on it does not take the click)
            return self._share_onto(sel.piece.kind, sel.piece.value, target, sel)
        if payload is not None and payload.kind == "bonus":
            return self._pick_bonus(sel)
        if payload is not None and payload.kind == "bank_gold":
            return self._gold_from_bank()
        if payload is not None and payload.kind in ("market", "own", "row"):
            if sel.piece == payload:
                return Result("select", selection=replace(sel, piece=None))
            if not self.targets(payload, sel):
                return refuse(self._why_not_piece(payload))
            return Result("select", selection=replace(sel, piece=payload), text=self._next_step(payload))
        if target is not None and sel.piece is not None:
            return self._share_onto(sel.piece.kind, sel.piece.value, target, sel)
        if target is not None:
            return NONE
        return Result("click_empty")

    def why_not(self, action: Action) -> str:
        """Why a move of the panel's is not possible now (the words a refused drag gets)."""
        colour = getattr(action, "colour", None)
        if isinstance(action, Buy):
            return self.why_not_buy(colour)
        if isinstance(action, Sell):
            return self.why_not_sell(colour)
        if isinstance(action, Place):
            return self.why_not_place(colour)
        if isinstance(action, Take):
            return self.why_not_take(colour) if colour is not None else self.waiting or translate(
                "BlackFridayMoves", "The sale row has shares: one of them goes to the market.")
        if isinstance(action, BuyGold):
            return self.why_not_gold()
        return self.why_not_bonus()

    def _why_not_piece(self, payload: Payload) -> str:
        colour = payload.value
        if payload.kind == "market":
            if self.phase == "buy" and self.market(colour) and not self.legal(Place(colour)):
                # a share more than the level allows: its limit, not how a purchase ends
                return self.why_not_buy(colour)
            return self.why_not_buy(colour) if self.phase != "buy" else self.why_not_place(colour)
        if payload.kind == "own":
            return self.why_not_sell(colour)
        return self.why_not_take(colour)

    def _next_step(self, payload: Payload) -> str:
        if payload.kind == "market":
            if self.targets(payload, Selection()) == [Target("track", "purchase")]:  # the level allows no more
                return translate("BlackFridayMoves", "Now click the share purchase track to finish the purchase "
                                 "with it.")
            return translate("BlackFridayMoves", "Now click your screen to buy it, or a purchase track to put it there.")
        if payload.kind == "own":
            return translate("BlackFridayMoves", "Now click the market to sell it.")
        return translate("BlackFridayMoves", "Now click the market to move it there.")

    def targets(self, payload: Payload, sel: Selection) -> list[Target]:
        if self.waiting is not None:
            return []
        kind, colour = payload.kind, payload.value
        out: list[Target] = []
        if sel.bonus or self.phase == "bonus":
            if kind == "market":
                if self.legal(FreeMove("place", colour)):
                    out.append(Target("track", "purchase"))
                if self.legal(FreeMove("gold", colour)):
                    out.append(Target("track", "gold"))
            if kind == "row" and self.legal(FreeMove("take", colour)):
                out.append(Target("market"))
            return out
        if kind == "market":
            if self.legal(Buy(colour)):
                out.append(Target("screen", self.me))
            if self.legal(Place(colour)):
                out.append(Target("track", "purchase"))
            if self.gold_choice(colour) is not None:
                out.append(Target("track", "gold"))
        elif kind == "own":
            if self.legal(Sell(colour)):
                out.append(Target("market"))
        elif kind == "row":
            if self.legal(Take(colour)):
                out.append(Target("market"))
        elif kind == "bank_gold" and self.can_buy_gold():
            out.append(Target("screen", self.me))
        return out

    def selection_lights(self, sel: Selection) -> list[Target]:
        if sel.piece is not None:
            return self.targets(sel.piece, sel)
        if sel.bars is not None:
            return [Target("track", "gold")]
        if sel.bonus:
            out = []
            if any(m.move == "place" for m in self.free_moves()):
                out.append(Target("track", "purchase"))
            if any(m.move == "gold" for m in self.free_moves()):
                out.append(Target("track", "gold"))
            if any(m.move == "take" for m in self.free_moves()):
                out.append(Target("market"))
            return out
        return []

    def selected(self, sel: Selection) -> list[Payload]:
        out = []
        if sel.piece is not None:
            out.append(sel.piece)
        if sel.bars is not None:
            out.append(Payload("bank_gold", None))
        if sel.bonus:
            out.append(Payload("bonus", None))
        return out
