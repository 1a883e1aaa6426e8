# Cython's declarations for state.py: compiled, a game of Black Friday is one extension type whose fields are
# declared here, once. The rules' modules (turns, trades, broker, pricechange) are functions over it: they
# cimport this record, which names none of them (game.py, above them all, adds the protocol's hooks).
from ponzi_desktop.engine.black_friday.tables cimport Tables
from ponzi_desktop.engine.core cimport GameState
from ponzi_desktop.engine.tuples cimport named

cdef class BlackFridayState(GameState):
    cdef public Tables t
    cdef public object settings, size, opening, seed, n, broker, order, turn, round, phase, sale_row
    cdef public object sale_removed, centre_mode, bank_black, gold, bought, level, count, picked, bank_in
    cdef public object bank_out, price_changes
    cdef public list cash, gold_bars, tile, bonus_used, market, bag, box, purchase, gold_track, row_black
    cdef public list chart_black, cell, price, level_history, shares, rows
    cpdef _view(self, player)
