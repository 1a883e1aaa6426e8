"""Anti-Monopoly game state: the record of a game (its fields, declared once in state.pxd), its set-up, views,
clones, snapshots and the compact notation. The protocol's hooks are in game.py.

The rules are functions over this record, in sibling modules, each importing only those below it:
rent.py (rents, fares, utilities, "richest"), estate.py (dealings with the Treasury), trades.py (offers
between players), money.py (payments, debts), ending.py (bankruptcy, how a game ends, scoring), turns.py
(settling debts and passing the turn), moves.py (dice, movement, landings, cards, taxes, Prison / Price
War), decisions.py (each decision's options, why an action is refused, applying one). The game (game.py) is
this record with the protocol's hooks, which hand over to them; the record names none of them. Rulings
follow `docs/rules/anti_monopoly.md` (the engine's own, where it leaves a choice open: the package's
docstring).

Hot data are plain lists of ints indexed by seat or board space. All randomness is `self.rng`: dice are
`int(rng.random() * 6) + 1`, one draw per die (tests may replace `rng` with any object whose `random()` they
control), and the decks are shuffled from it at setup.
"""

from __future__ import annotations

import random
from operator import not_
from typing import Any

from ponzi_desktop.engine.anti_monopoly.board import (
    COMPETITOR,
    MONOPOLIST,
    R_AFTER,
    RAISE,
    TREASURY,
    TURN,
    board,
)
from ponzi_desktop.engine.anti_monopoly.data import ROLES
from ponzi_desktop.engine.anti_monopoly.settings import AntiMonopolySettings
from ponzi_desktop.engine.anti_monopoly.view import AntiMonopolyView
from ponzi_desktop.engine.core import GameState, seeded_rng, shuffle
from ponzi_desktop.engine.tuples import named

_CHOICES = AntiMonopolyView._fields.index("choices")  # where a seat's view differs from the spectator's

# The mutable per-game lists, copied by `clone` (everything else is an int, a tuple or shared).
_LISTS = ("role", "cash", "pos", "alive", "jail", "owner", "mortgaged", "level", "top", "out", "final_queue",
          "rent_blocked")


class AntiMonopolyState(GameState):
    """A game of Anti-Monopoly as a record of plain fields; the rules are functions over it (see above). A
    game is a `game.AntiMonopolyGame`, made by `game.new_game(settings, seed)`."""

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
        """The set-up, as a `cls`: roles, cash, the decks shuffled, and the start player's first turn begun
        (before the roll; none of `turns.begin_turn`'s Prison or card counters runs yet)."""
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
        s.cur = s.actor = s.start
        s.phase = TURN
        s.in_extra = s.bonus = False
        s.manage_left = settings.manage_limit
        s.offers_left = settings.offers_per_turn
        return s

    def clone(self, luck: bool = True) -> AntiMonopolyState:
        """A copy to change freely; without `luck` its rng is blank, to be seeded (see GameState.clone)."""
        cls = type(self)  # a subclass's clone is of the subclass (the game, a test's)
        c = cls.__new__(cls)
        for name in AntiMonopolyState.__slots__:
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


__all__ = ["AntiMonopolyState"]
