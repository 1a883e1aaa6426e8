"""Full Anti-Monopoly states consistent with one seat's view: how a searching bot guesses what it cannot see.

Everything in Anti-Monopoly is public except the order of the two card decks, so a sample copies the view
and draws the decks. Each deck is a fixed cycle with the drawn card going to the bottom: the view's last
card drawn (when there is one) is put at the bottom of its deck, and the other cards of each deck are
shuffled above it (the dealings with the Treasury and trade offers left this turn are public, in the view).
A few bookkeeping fields the view leaves out are set from what it does show:
- debts: the one being raised (the view shows only the first of a queue);
- where play resumes after the debts or a trade: the turn's management after its roll ("after");
- the Treasury's totals: whatever makes the players' cash add up.

Only the view is read: the function never sees a true state, so a bot using it cannot cheat.
"""

from __future__ import annotations

import random

from ponzi_desktop.engine.anti_monopoly.board import AFTER, OVER, R_AFTER, board
from ponzi_desktop.engine.anti_monopoly.data import ROLES
from ponzi_desktop.engine.anti_monopoly.game import AntiMonopolyGame
from ponzi_desktop.engine.anti_monopoly.view import AntiMonopolyView
from ponzi_desktop.engine.core import shuffle


class Sampler:
    """Samples states for one view; everything that does not depend on the draw is done once, here."""

    def __init__(self, view: AntiMonopolyView) -> None:
        b = board()
        settings = view.settings
        s = AntiMonopolyGame.__new__(AntiMonopolyGame)
        s.settings = settings
        s.seed = 0
        s.rng = random.Random(0)
        s._choices_cache = None
        s._public = None
        s._owned = s._board = s._free = None
        s.b = b
        s.n = s.num_players = n = len(view.cash)
        s.role = [ROLES.index(r) for r in view.roles]
        s.role_names = tuple(view.roles)
        s.cash = list(view.cash)
        s.pos = list(view.positions)
        s.alive = [not x for x in view.bankrupt]
        s.jail = list(view.jail)
        s.rent_blocked = list(view.rent_blocked)
        s.owner = list(view.owners)
        s.mortgaged = list(view.mortgaged)
        s.level = list(view.buildings)
        s.top = [0, 0]
        s.last_card = view.last_card
        s.start = view.start_player
        s.cur = view.current
        s.round = view.round
        s.phase = view.phase if view.outcome is None else OVER
        s.actor = view.actor if view.actor is not None else -1
        s.bonus = view.extra_turn_due
        s.in_extra = view.in_extra_turn
        s.dice = tuple(view.dice)
        s.manage_left = view.manage_left  # public: the turn's dealings with the Treasury and offers still allowed
        s.offers_left = view.offers_left
        s.debts = [] if view.debt is None else [[*view.debt, -1]]
        s.resume = R_AFTER
        s.draft = view.draft
        s.offer = view.offer
        s.trade_back = AFTER
        s.final_queue = []
        s.bank_in = 0
        s.bank_out = sum(view.cash) - n * b.starting_cash
        s.out = [p for p in range(n) if view.bankrupt[p]]
        s.result = view.outcome
        s.deck = [(), ()]
        self.template = s
        # the decks: the last card drawn at the bottom of its own deck, the rest in any order
        self.fixed: list[str | None] = [None, None]
        self.rest: list[list[str]] = []
        for r in range(2):
            cards = list(b.card_ids[r])
            if view.last_card in cards:
                cards.remove(view.last_card)
                self.fixed[r] = view.last_card
            self.rest.append(cards)

    def sample(self, rng: random.Random) -> AntiMonopolyGame:
        """A full state the seat cannot tell from the true one, drawn with `rng`."""
        s = self.template.clone(luck=False)  # its rng is replaced: copying the template's is wasted
        s.rng = random.Random(rng.getrandbits(64))
        decks = []
        for r in range(2):
            cards = self.rest[r][:]
            shuffle(cards, rng)
            if self.fixed[r] is not None:
                cards.append(self.fixed[r])
            decks.append(tuple(cards))
        s.deck = decks
        s.top = [0, 0]
        return s


def sample_state(view: AntiMonopolyView, rng: random.Random) -> AntiMonopolyGame:
    """One full state consistent with `view`, its hidden parts (the deck orders) drawn with `rng`."""
    return Sampler(view).sample(rng)
