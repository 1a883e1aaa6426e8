# Cython's declarations for state.py: compiled, a game of Anti-Monopoly is one extension type whose fields are
# declared here, once. The rules' modules (rent, estate, trades, money, ending, turns, moves, decisions) are
# functions over it: they cimport this record, which names none of them (game.py, above them all, adds the
# protocol's hooks).
from ponzi_desktop.engine.anti_monopoly.board cimport Board
from ponzi_desktop.engine.core cimport GameState
from ponzi_desktop.engine.tuples cimport named

cdef class AntiMonopolyState(GameState):
    cdef public Board b
    cdef public object settings, seed, n, role_names, deck, last_card, start, cur, round, phase, bonus
    cdef public object in_extra, dice, manage_left, offers_left, debts, resume, draft, offer, trade_back
    cdef public object bank_in, bank_out, _public, _owned, _board, _free
    cdef public list role, cash, pos, alive, jail, owner, mortgaged, level, top, out, final_queue, rent_blocked
    cpdef list owned(self, p)
    cpdef _view(self, player)
