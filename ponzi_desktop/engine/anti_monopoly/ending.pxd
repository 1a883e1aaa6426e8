# Cython's declarations: compiled, the Anti-Monopoly rules are one line of extension types,
# EndingRules < MoneyRules < TradeRules < EstateRules < CardRules < RentRules < TurnRules < AntiMonopolyState,
# and EndingRules declares the state's fields for them all.
from ponzi_desktop.engine.anti_monopoly.board cimport Board
from ponzi_desktop.engine.core cimport GameState

cdef class EndingRules(GameState):
    cdef public Board b
    cdef public object settings, seed, n, role_names, deck, last_card, start, cur, round, phase, bonus
    cdef public object in_extra, dice, manage_left, offers_left, debts, resume, draft, offer, trade_back
    cdef public object bank_in, bank_out, _public, _owned, _board, _free
    cdef public list role, cash, pos, alive, jail, owner, mortgaged, level, top, out, final_queue, rent_blocked
