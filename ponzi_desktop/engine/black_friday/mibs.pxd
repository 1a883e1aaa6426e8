# Cython's declarations: compiled, the Black Friday rules are one line of extension types,
# Broker < PriceChange < TurnRules < BlackFridayState, and Broker declares the state's fields for them all.
from ponzi_desktop.engine.black_friday.tables cimport Tables
from ponzi_desktop.engine.core cimport GameState

cdef class Broker(GameState):
    cdef public Tables t
    cdef public object settings, size, opening, seed, n, broker, order, turn, round, phase, sale_row
    cdef public object sale_removed, centre_mode, bank_black, gold, bought, level, count, picked, bank_in
    cdef public object bank_out, price_changes
    cdef public list cash, gold_bars, tile, bonus_used, market, bag, box, purchase, gold_track, row_black
    cdef public list chart_black, cell, price, level_history, shares, rows
    cpdef _cheapest_shares(self, limit, budget)
    cpdef _cheapest_market_colour(self)
    cpdef _broker_buys(self, plan, events)
    cpdef _broker_sells(self, limit, events)
