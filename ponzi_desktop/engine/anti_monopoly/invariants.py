"""Anti-Monopoly invariants for the random-playout checker: money, ownership, buildings, roles, decks, views.

Totals come from the data file (`anti_monopoly_data()`), not from the engine's tables, so that a table built
wrongly is caught too. Rulings follow `docs/rules/anti_monopoly.md`:
- money: the Treasury's payments (`bank_out`) and receipts (`bank_in`) are the only flows in or out, so the
  players' cash (a bankrupt player's is 0) totals seats x starting cash + bank_out - bank_in;
- every property has exactly one owner, a seat still playing or the Treasury; the Treasury's are unmortgaged
  and unbuilt; only streets carry buildings, never mortgaged ones, up to the owner's role's apartment; a
  Monopolist's buildings stand only in a city they monopolise (two unmortgaged streets);
- roles: fixed for the game, sides equal or differing by one, at most three each;
- decks: each is the 25 cards of its role, once each; views show their sizes, never their order;
- turns without rent (M14, M15): only a Monopolist still playing, at most the cards' number of turns.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from ponzi_desktop.engine.anti_monopoly.data import ROLES, Street, Transport, Utility, anti_monopoly_data
from ponzi_desktop.engine.checks import InvariantViolation, register_invariants

PHASES = ("turn", "buy", "tax", "after", "trade", "answer", "raise", "final", "over")
APARTMENT = {"competitor": 5, "monopolist": 4}


class _Facts:
    def __init__(self) -> None:
        data = anti_monopoly_data()
        self.starting_cash = data.constants.starting_cash
        self.size = len(data.spaces)
        self.properties = frozenset(s.index for s in data.spaces if isinstance(s, Street | Transport | Utility))
        self.streets = frozenset(s.index for s in data.spaces if isinstance(s, Street))
        self.city_of = {s.index: s.city for s in data.spaces if isinstance(s, Street)}
        self.city_streets: dict[str, list[int]] = {}
        for sq, city in self.city_of.items():
            self.city_streets.setdefault(city, []).append(sq)
        self.decks = {role: sorted(card.id for card in getattr(data.cards, role)) for role in ROLES}
        self.rent_block = max(getattr(card.effect, "no_rent_collection_turns", 0)
                              for card in data.cards.monopolist)


@lru_cache(maxsize=1)
def facts() -> _Facts:
    return _Facts()


def _fail(message: str) -> InvariantViolation:
    return InvariantViolation(message)


def check_state(state: Any) -> None:
    """Raise `InvariantViolation` if `state` breaks a rule of Anti-Monopoly."""
    f = facts()
    n = state.n
    roles = [ROLES[r] for r in state.role]
    if len(roles) != n or state.num_players != n:
        raise _fail(f"{len(roles)} roles for {n} seats")
    if tuple(state.role_names) != tuple(roles):
        raise _fail(f"role names {state.role_names} disagree with the roles {roles}")
    if state.settings.roles is not None and tuple(roles) != state.settings.roles:
        raise _fail(f"roles {roles} differ from the settings' {list(state.settings.roles)}")
    competitors = roles.count("competitor")
    if abs(2 * competitors - n) > 1 or max(competitors, n - competitors) > 3:
        raise _fail(f"sides of {competitors} competitors and {n - competitors} monopolists")
    _check_money(state, f)
    _check_properties(state, f, roles)
    _check_decks(state, f)
    _check_turn(state)


def _check_money(state: Any, f: _Facts) -> None:
    if state.bank_in < 0 or state.bank_out < 0:
        raise _fail(f"the Treasury's totals are negative: in {state.bank_in}, out {state.bank_out}")
    for p, cash in enumerate(state.cash):
        if cash < 0:
            raise _fail(f"player {p} has negative cash {cash}")
        if not state.alive[p] and cash:
            raise _fail(f"bankrupt player {p} still holds {cash}")
    expected = state.n * f.starting_cash + state.bank_out - state.bank_in
    if sum(state.cash) != expected:
        raise _fail(f"money not conserved: the players hold {sum(state.cash)} ({state.cash}), but "
                    f"{state.n} x {f.starting_cash} + paid out {state.bank_out} - taken in {state.bank_in} "
                    f"= {expected}")


def _check_properties(state: Any, f: _Facts, roles: list[str]) -> None:
    if len(state.owner) != f.size or len(state.mortgaged) != f.size or len(state.level) != f.size:
        raise _fail("ownership, mortgage and building lists are not one entry per space")
    for p in range(state.n):  # the engine's cached holdings agree with the owners
        held = sorted(sq for sq in f.properties if state.owner[sq] == p)
        if list(state.owned(p)) != held:
            raise _fail(f"player {p}'s cached holdings {state.owned(p)} are not what they own: {held}")
    for sq in range(f.size):
        o, m, lvl = state.owner[sq], state.mortgaged[sq], state.level[sq]
        if sq not in f.properties:
            if o != -1 or m or lvl:
                raise _fail(f"space {sq} is not a property but has owner {o}, mortgage {m}, level {lvl}")
            continue
        if o == -1:
            if m or lvl:
                raise _fail(f"the Treasury's property {sq} is mortgaged ({m}) or built on ({lvl})")
            continue
        if not 0 <= o < state.n:
            raise _fail(f"property {sq} has owner {o}, not a seat or the Treasury")
        if not state.alive[o]:
            raise _fail(f"property {sq} belongs to bankrupt player {o}")
        if type(m) is not bool:
            raise _fail(f"property {sq} has mortgage flag {m}")
        if lvl == 0:
            continue
        if sq not in f.streets:
            raise _fail(f"property {sq} is not a street but has {lvl} buildings")
        if m:
            raise _fail(f"mortgaged street {sq} has buildings (level {lvl})")
        if not 0 < lvl <= APARTMENT[roles[o]]:
            raise _fail(f"street {sq} of a {roles[o]} has building level {lvl}")
        if roles[o] == "monopolist":
            city = f.city_of[sq]
            held = sum(1 for s in f.city_streets[city] if state.owner[s] == o and not state.mortgaged[s])
            if held < 2:
                raise _fail(f"monopolist {o} has buildings on {sq} but holds {held} unmortgaged street(s) "
                            f"of {city}")


def _check_decks(state: Any, f: _Facts) -> None:
    for r, role in enumerate(ROLES):
        deck = state.deck[r]
        if sorted(deck) != f.decks[role]:
            raise _fail(f"the {role} deck is not its 25 cards once each: {list(deck)}")
        if not 0 <= state.top[r] < len(deck):
            raise _fail(f"the {role} deck's top {state.top[r]} is outside it")


def _check_turn(state: Any) -> None:
    n = state.n
    phase = state.phase
    if phase not in PHASES:
        raise _fail(f"unknown phase {phase!r}")
    if (phase == "over") != (state.result is not None):
        raise _fail(f"phase {phase!r} with outcome {state.result}")
    if state.round < 1 or state.round > state.settings.round_limit:
        raise _fail(f"round {state.round} outside 1..{state.settings.round_limit}")
    for p in range(n):
        if not 0 <= state.pos[p] < 40 or not 0 <= state.jail[p] <= 3:
            raise _fail(f"player {p} at {state.pos[p]} with jail count {state.jail[p]}")
        if state.jail[p] and state.pos[p] != 10:
            raise _fail(f"player {p} is in Prison / Price War but stands on {state.pos[p]}")
    rent_block = facts().rent_block
    for p in range(n):  # M14/M15: only Monopolists still playing, never more turns than the cards say
        blocked = state.rent_blocked[p]
        if not 0 <= blocked <= rent_block or (blocked and (not state.alive[p] or ROLES[state.role[p]] != "monopolist")):
            raise _fail(f"player {p} ({ROLES[state.role[p]]}) collects no rent for {blocked} more turns")
    if sorted(state.out) != [p for p in range(n) if not state.alive[p]] or len(set(state.out)) != len(state.out):
        raise _fail(f"bankruptcy order {state.out} disagrees with who is out")
    if phase == "over":
        result = state.result
        if tuple(result.bankrupt) != tuple(state.out):
            raise _fail(f"outcome bankrupt {result.bankrupt}, the game's {state.out}")
        if not result.winners or any(not state.alive[w] for w in result.winners):
            raise _fail(f"winners {result.winners} must be players still in the game")
        if sorted(result.scores) != [p for p in range(n) if state.alive[p]]:
            raise _fail(f"scores for {sorted(result.scores)}, not for the players still in")
        best = max(result.scores.values())
        if sorted(result.winners) != [p for p, s in sorted(result.scores.items()) if s == best]:
            raise _fail(f"winners {result.winners} are not the highest scores {result.scores}")
        return
    if not 0 <= state.actor < n or not state.alive[state.actor]:
        raise _fail(f"acting player {state.actor} is not a seat still playing")
    if not state.alive[state.cur]:
        raise _fail(f"the turn belongs to bankrupt player {state.cur}")
    if (phase == "raise") != bool(state.debts):
        raise _fail(f"debts {state.debts} during phase {phase!r}")
    if phase == "raise":
        debtor, _, amount, _, _ = state.debts[0]
        if debtor != state.actor or state.cash[debtor] >= amount:
            raise _fail(f"player {state.actor} raises money for debt {state.debts[0]}")
    elif state.actor != state.cur and phase != "answer":
        raise _fail(f"player {state.actor} decides {phase!r} during player {state.cur}'s turn")
    if (state.draft is not None) != (phase == "trade") or (state.offer is not None) != (phase == "answer"):
        raise _fail(f"draft {state.draft} / offer {state.offer} during phase {phase!r}")
    if phase == "answer":
        proposer, target, give, ask, cash = state.offer
        if target != state.actor or proposer != state.cur:
            raise _fail(f"offer {state.offer} answered by player {state.actor}")
        if any(state.owner[sq] != proposer for sq in give) or any(state.owner[sq] != target for sq in ask):
            raise _fail(f"offer {state.offer} names properties its players do not own")
        if not -state.cash[target] <= cash <= state.cash[proposer]:
            raise _fail(f"offer {state.offer}: a side pays more than their cash")
    if phase in ("buy",) and (state.owner[state.pos[state.actor]] != -1 or state.pos[state.actor] not in
                              facts().properties):
        raise _fail(f"player {state.actor} is asked to buy space {state.pos[state.actor]}")


_MUTABLE = (list, dict, set)


def check_view(state: Any, view: Any, seat: int | None) -> None:
    """Raise `InvariantViolation` if `view` shows a deck's order or misstates a public fact."""
    if view.seat != seat:
        raise _fail(f"the view for seat {seat} says it is for seat {view.seat}")
    for name, value in zip(view._fields, view, strict=True):
        if type(value) in _MUTABLE or type(value) is random.Random:
            raise _fail(f"view field {name} is a {type(value).__name__} (a view holds copies, never the "
                        "game's own lists or its random number generator)")
    # hidden: the deck orders (a view may say how many cards, and the last one drawn)
    for r in (0, 1):
        order = list(state.deck[r])
        cyclic = order[state.top[r]:] + order[:state.top[r]]
        for name, value in zip(view._fields, view, strict=True):
            if type(value) is tuple and len(value) == len(order) and list(value) in (order, cyclic, cyclic[::-1]):
                raise _fail(f"view field {name} shows the {ROLES[r]} deck's order")
    if view.deck_sizes != (len(state.deck[0]), len(state.deck[1])):
        raise _fail(f"the view shows deck sizes {view.deck_sizes}")
    # public facts, stated right
    over = state.result is not None
    if (view.cash != tuple(state.cash) or view.positions != tuple(state.pos)
            or view.owners != tuple(state.owner) or view.buildings != tuple(state.level)
            or view.mortgaged != tuple(bool(m) for m in state.mortgaged) or view.jail != tuple(state.jail)
            or view.bankrupt != tuple(not a for a in state.alive)
            or view.roles != tuple(ROLES[r] for r in state.role)
            or view.rent_blocked != tuple(state.rent_blocked) or view.manage_left != state.manage_left
            or view.offers_left != state.offers_left):
        raise _fail(f"seat {seat}'s view misstates cash, positions, properties, jail, bankruptcies, roles or "
                    "turns without rent, or dealings and offers left")
    if (view.round != state.round or view.phase != state.phase or view.current != state.cur
            or view.actor != (None if over else state.actor) or view.outcome != state.result
            or view.start_player != state.start):
        raise _fail(f"seat {seat}'s view misstates the round, phase, turn, actor, start player or outcome")
    if view.offer != state.offer or view.draft != state.draft:
        raise _fail(f"seat {seat}'s view misstates the trade offer or draft")


register_invariants("anti_monopoly", check_state, check_view)
