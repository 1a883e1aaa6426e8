"""Anti-Monopoly state: setup, the decisions and their options, applying actions, views, clones, snapshots.

Rulings follow `docs/rules/anti_monopoly.md`; the rules themselves live in the mixins (turns, rent,
cards, estate, trades, money, ending). Hot data are plain lists of ints indexed by seat or board space.
All randomness is `self.rng`: dice are `int(rng.random() * 6) + 1`, one draw per die (tests may replace
`rng` with any object whose `random()` they control), and the decks are shuffled from it at setup.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from operator import not_
from typing import Any

from ponzi_desktop.engine.anti_monopoly import actions as act
from ponzi_desktop.engine.anti_monopoly.board import (
    AFTER,
    ANSWER,
    BUY,
    COMPETITOR,
    FINAL,
    MONOPOLIST,
    R_AFTER,
    RAISE,
    TAX,
    TRADE,
    TREASURY,
    TURN,
    board,
)
from ponzi_desktop.engine.anti_monopoly.data import ROLES
from ponzi_desktop.engine.anti_monopoly.settings import AntiMonopolySettings
from ponzi_desktop.engine.anti_monopoly.turns import TurnRules
from ponzi_desktop.engine.anti_monopoly.view import AntiMonopolyView
from ponzi_desktop.engine.core import Action, Choice, Event, GameState, event, seeded_rng, shuffle
from ponzi_desktop.engine.tuples import named

_CHOICES = AntiMonopolyView._fields.index("choices")  # where a seat's view differs from the spectator's

# The actions each decision kind accepts (for refusals that explain themselves).
_KINDS: dict[str, tuple[type, ...]] = {
    TURN: (act.Roll, act.PayFine, act.Build, act.SellBuilding, act.Mortgage, act.Redeem, act.StartTrade),
    BUY: (act.Buy, act.Decline),
    TAX: (act.PayTax,),
    AFTER: (act.EndTurn, act.Build, act.SellBuilding, act.Mortgage, act.Redeem, act.StartTrade),
    TRADE: (act.Give, act.Ask, act.Propose, act.CancelTrade),
    ANSWER: (act.Accept, act.Reject),
    RAISE: (act.SellBuilding, act.Mortgage),
    FINAL: (act.Done, act.Build, act.SellBuilding, act.Mortgage, act.Redeem),
}
_ESTATE = {act.Build: "build", act.SellBuilding: "sell", act.Mortgage: "mortgage", act.Redeem: "redeem"}

# The mutable per-game lists, copied by `clone` (everything else is an int, a tuple or shared).
_LISTS = ("role", "cash", "pos", "alive", "jail", "owner", "mortgaged", "level", "top", "out", "final_queue",
          "rent_blocked")


class AntiMonopolyState(TurnRules):
    """A game of Anti-Monopoly. Create with `new_game(settings, seed)`."""

    __slots__ = (
        "settings", "seed", "b", "n", "role", "role_names", "cash", "pos", "alive", "jail", "owner", "mortgaged", "level",
        "deck", "top", "last_card", "start", "cur", "round", "phase", "bonus", "in_extra", "dice",
        "manage_left", "offers_left", "debts", "resume", "draft", "offer", "trade_back", "final_queue",
        "bank_in", "bank_out", "out", "rent_blocked", "_public", "_owned", "_board", "_free",
    )

    game_id = "anti_monopoly"

    # ---- construction ----------------------------------------------------------------------------------
    @classmethod
    def new(cls, settings: AntiMonopolySettings, seed: int) -> AntiMonopolyState:
        s = cls.__new__(cls)
        b = board()
        s.settings = settings
        s.seed = seed
        s.rng = rng = seeded_rng(seed)
        s._choices_cache = None
        s._public = None
        s._owned = s._board = s._free = None
        s.b = b
        s.n = s.num_players = n = settings.players
        if settings.roles is not None:
            s.role = [ROLES.index(r) for r in settings.roles]
        else:  # drawn: a balanced split, the odd seat's side drawn too
            roles = [COMPETITOR, MONOPOLIST] * (n // 2)
            if n % 2:
                roles.append(rng.randrange(2))
            rng.shuffle(roles)
            s.role = roles
        s.role_names = tuple(ROLES[r] for r in s.role)
        s.cash = [b.starting_cash] * n
        s.pos = [0] * n
        s.alive = [True] * n
        s.jail = [0] * n
        s.rent_blocked = [0] * n
        s.owner = [TREASURY] * b.size
        s.mortgaged = [False] * b.size
        s.level = [0] * b.size
        s.deck = []
        for r in (COMPETITOR, MONOPOLIST):
            deck = list(b.card_ids[r])
            shuffle(deck, rng)
            s.deck.append(tuple(deck))
        s.top = [0, 0]
        s.last_card = None
        s.start = settings.start_player if settings.start_player is not None else rng.randrange(n)
        s.round = 1
        s.dice = ()
        s.debts = []
        s.resume = R_AFTER
        s.draft = None
        s.offer = None
        s.trade_back = TURN
        s.final_queue = []
        s.bank_in = s.bank_out = 0
        s.out = []
        s.result = None
        s._begin_turn(s.start, [])
        return s

    def clone(self, luck: bool = True) -> AntiMonopolyState:
        """A copy to change freely; without `luck` its rng is blank, to be seeded (see GameState.clone)."""
        cls = type(self)  # a subclass's clone keeps its overrides
        c = cls.__new__(cls)
        for name in self.__slots__:
            setattr(c, name, getattr(self, name))
        for name in GameState.__slots__:
            setattr(c, name, getattr(self, name))
        for name in _LISTS:
            setattr(c, name, getattr(self, name)[:])
        c.debts = [d[:] for d in self.debts]
        rng = self.rng
        if type(rng) is random.Random:
            c.rng = random.Random.__new__(random.Random)  # not seeded from the OS: set or seeded next
            if luck:
                c.rng.setstate(rng.getstate())
        else:  # a test's stub: clone it if it knows how
            c.rng = rng.clone() if hasattr(rng, "clone") else rng
        return c

    def owned(self, p: int) -> list[int]:
        """`p`'s properties in board order (cached until ownership changes; never mutate the list)."""
        cache = self._owned
        if cache is None:
            cache = self._owned = [[] for _ in range(self.n)]
            owner = self.owner
            for sq in self.b.properties:
                if owner[sq] >= 0:
                    cache[owner[sq]].append(sq)
        return cache[p]

    # ---- protocol hooks -------------------------------------------------------------------------------
    def _legal_choices(self) -> Sequence[Choice]:
        b = self.b
        p = self.actor
        phase = self.phase
        if phase == TURN:
            out = [b.roll]
            if self.jail[p] and self.cash[p] >= b.fine:
                out.append(b.pay_fine)
            if self.manage_left > 0:
                self._estate_choices(p, out, False)
            if self.offers_left > 0:
                self._trade_targets(p, out)
            return out
        if phase == AFTER:
            out = [b.end]
            if self.manage_left > 0:
                self._estate_choices(p, out, False)
            if self.offers_left > 0:
                self._trade_targets(p, out)
            return out
        if phase == BUY:
            if self.cash[p] >= b.price[self.pos[p]]:
                return [b.buy, b.decline]
            return [b.decline]
        if phase == TAX:
            return [b.tax_flat, b.tax_percent]
        if phase == RAISE:
            out = []
            self._estate_choices(p, out, True)
            return out
        if phase == TRADE:
            return self._draft_choices(p)
        if phase == ANSWER:
            return [b.accept, b.reject]
        if phase == FINAL:
            out = [b.done]
            if self.manage_left > 0:
                self._estate_choices(p, out, False)
            return out
        return []

    def _why_illegal(self, action: Action) -> str | None:
        phase = self.phase
        p = self.actor
        if not isinstance(action, _KINDS.get(phase, ())):
            verb = action.to_text().split()[0]
            return f"'{verb}' is not possible now: the decision is {phase}"
        name = _ESTATE.get(type(action))
        if name is not None:
            if phase in (TURN, AFTER, FINAL) and self.manage_left <= 0:
                return f"no more dealings with the Treasury this turn (at most {self.settings.manage_limit})"
            return self._why_estate(p, name, action.square)
        if isinstance(action, act.PayFine):
            if not self.jail[p]:
                return "you are not in Prison / Price War"
            return f"the fine is {self.b.fine}"
        if isinstance(action, act.Buy):
            return f"the price is {self.b.price[self.pos[p]]}"
        if isinstance(action, act.StartTrade):
            if self.offers_left <= 0:
                return "no more trade offers this turn"
            q = action.target
            if q == p or not 0 <= q < self.n or not self.alive[q]:
                return f"player {q} cannot be offered a trade"
            return "neither of you has a property that may be traded"
        if isinstance(action, act.Give | act.Ask):
            return f"space {action.square} cannot go into this offer"
        if isinstance(action, act.Propose):
            return "the offer needs a property, and each side pays at most their cash"
        return None

    # ---- applying actions -------------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        self._public = None
        p = self.actor
        tp = type(action)
        if tp is act.Roll:
            self._roll(p, events)
        elif tp is act.EndTurn:
            self._end_turn(events)
        elif tp is act.Buy or tp is act.Decline:
            sq = self.pos[p]
            if tp is act.Buy:
                price = self.b.price[sq]
                self.cash[p] -= price
                self.bank_in += price
                self.owner[sq] = p
                self._owned = self._board = self._free = None
                events.append(event("bought", p, {"square": sq, "price": price}))
            else:
                events.append(event("declined", p, {"square": sq}))
            self._proceed(events)
        elif tp in _ESTATE:
            sq = action.square
            if tp is act.Build:
                self._build(p, sq, events)
            elif tp is act.SellBuilding:
                self._sell_building(p, sq, events)
            elif tp is act.Mortgage:
                self._mortgage(p, sq, events)
            else:
                self._redeem(p, sq, events)
            if self.phase == RAISE:
                self._proceed(events)
            else:
                self.manage_left -= 1
        elif tp is act.PayTax:
            self._income_tax(p, action.how, events)
        elif tp is act.PayFine:
            self._pay_fine(p, events)
        elif tp is act.StartTrade:
            self._start_trade(p, action.target, events)
        elif tp is act.Give:
            self._add_to_draft(p, action.square, None, events)
        elif tp is act.Ask:
            self._add_to_draft(p, None, action.square, events)
        elif tp is act.Propose:
            self._propose(p, action.cash, events)
        elif tp is act.CancelTrade:
            self._cancel_trade(p, events)
        elif tp is act.Accept or tp is act.Reject:
            self._answer_trade(tp is act.Accept, events)
        elif tp is act.Done:
            self._next_final(events)
        else:  # pragma: no cover - every legal action is handled above
            raise AssertionError(f"unhandled action {action!r}")
        return events

    # ---- observation --------------------------------------------------------------------------------
    def debt(self) -> tuple[int, int, int, str] | None:
        """The debt being raised now (debtor, creditor, amount, reason), if any."""
        if self.phase != RAISE or not self.debts:
            return None
        d = self.debts[0]
        return (d[0], d[1], d[2], d[3])

    def _public_view(self) -> AntiMonopolyView:
        view = self._public
        if view is None:
            view = self._public = self._make_view(None, ())
        return view

    def _make_view(self, seat: int | None, choices: tuple) -> AntiMonopolyView:
        result = self.result
        board_part = self._board
        if board_part is None:  # what changes only with buildings, mortgages, owners and bankruptcies
            board_part = self._board = (tuple(map(not_, self.alive)), tuple(self.owner),
                                        tuple(self.mortgaged), tuple(self.level))
        bankrupt, owners, mortgaged, buildings = board_part
        return named(AntiMonopolyView, (
            seat, self.settings, self.round, self.phase, self.actor if result is None else None, self.cur,
            self.start, self.role_names, tuple(self.cash), tuple(self.pos),
            bankrupt, tuple(self.jail), owners, mortgaged, buildings, self.dice, self.bonus,
            self.in_extra, (len(self.deck[0]), len(self.deck[1])), self.last_card, self.debt(),
            self.draft, self.offer, choices, result, tuple(self.rent_blocked), self.manage_left,
            self.offers_left,
        ))

    def _view(self, player: int | None) -> AntiMonopolyView:
        if player is None:
            return self._public_view()
        choices = tuple(self.legal_choices()) if self.result is None and player == self.actor else ()
        view = self._public
        if view is None:  # the usual case in a game (every action forgets it): the seat's view directly
            return self._make_view(player, choices)
        fields = list(view)  # the spectator's view with the seat and its choices: cheaper than splicing
        fields[0] = player
        fields[_CHOICES] = choices
        return named(AntiMonopolyView, tuple(fields))

    def notation(self) -> str:
        """Public state in one line: round, decision@actor, turn player, cash, positions, owned spaces."""
        actor = "-" if self.result else str(self.actor)
        cash = ",".join(str(c) if a else "x" for c, a in zip(self.cash, self.alive, strict=True))
        pos = ",".join(f"{q}{'j' if j else ''}" for q, j in zip(self.pos, self.jail, strict=True))
        roles = "".join("CM"[r] for r in self.role)
        owned = " ".join(
            f"{sq}:{o}{'m' if self.mortgaged[sq] else ''}{self.level[sq] or ''}"
            for sq, o in enumerate(self.owner) if o != TREASURY)
        return (f"anti_monopoly r{self.round} {self.phase}@{actor} cur{self.cur} {roles} ${cash} @[{pos}] "
                f"{{{owned}}}")

    def snapshot(self) -> dict[str, Any]:
        rng_state = self.rng.getstate()
        result = self.result
        return {
            "game": self.game_id,
            "settings": self.settings.model_dump(mode="json"),
            "seed": self.seed,
            "rng": [rng_state[0], list(rng_state[1]), rng_state[2]],
            "roles": self.role, "cash": self.cash, "positions": self.pos, "alive": self.alive,
            "jail": self.jail, "owner": self.owner, "mortgaged": self.mortgaged, "level": self.level,
            "decks": [list(d) for d in self.deck], "top": self.top, "last_card": self.last_card,
            "start": self.start, "current": self.cur, "round": self.round, "phase": self.phase,
            "actor": self.actor, "bonus": self.bonus, "in_extra": self.in_extra, "dice": list(self.dice),
            "manage_left": self.manage_left, "offers_left": self.offers_left,
            "debts": [list(d) for d in self.debts], "resume": self.resume,
            "draft": None if self.draft is None else [self.draft[0], list(self.draft[1]), list(self.draft[2])],
            "offer": None if self.offer is None else [self.offer[0], self.offer[1], list(self.offer[2]),
                                                      list(self.offer[3]), self.offer[4]],
            "trade_back": self.trade_back, "final_queue": self.final_queue,
            "bank_in": self.bank_in, "bank_out": self.bank_out, "bankrupt_order": self.out,
            **self._rent_blocked_snapshot(),
            "outcome": None if result is None else {
                "winners": list(result.winners),
                "scores": {str(k): v for k, v in result.scores.items()},
                "bankrupt": list(result.bankrupt),
                "reason": result.reason,
            },
        }

    def _rent_blocked_snapshot(self) -> dict[str, Any]:
        """The M14/M15 counters, written only while one runs: a game in which none runs has the snapshot, so
        the digest, it had before the counters existed, and its saves still load."""
        return {"rent_blocked": self.rent_blocked} if any(self.rent_blocked) else {}


def new_game(settings: AntiMonopolySettings, seed: int) -> AntiMonopolyState:
    return AntiMonopolyState.new(settings, seed)
