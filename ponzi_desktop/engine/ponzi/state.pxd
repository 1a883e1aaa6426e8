# Cython's declarations for state.py: compiled, a game of Ponzi Scheme is one extension type whose fields are
# declared here, once. The rules' modules (ending, wheel, market, crash, trades, turns) are functions over it:
# they cimport this record, which names none of them (game.py, above them all, adds the protocol's hooks).
cimport cython

from ponzi_desktop.engine.core cimport GameState
from ponzi_desktop.engine.ponzi.tables cimport Tables
from ponzi_desktop.engine.tuples cimport named

cdef class PonziState(GameState):
    cdef public Tables t
    cdef public Py_ssize_t n, start, round, step
    cdef public object settings, seed, bear, phase, offer, crashed, bank_out, bank_in, trading_open
    cdef public object _public_tuple, _board, _trades
    cdef public list cash, tiles, luxuries, wheel, supply, lux_bank, market, deck, discard, out_of_game
    cdef public list return_queue, _public, flow, trade_log
    @cython.locals(t=Tables, players=tuple, seats=list, made=tuple, board=tuple)
    cpdef _view(self, player)
    @cython.locals(parts=list, p=Py_ssize_t)
    cpdef _public_players(self)
    cpdef _board_parts(self)
    cpdef _stale(self, Py_ssize_t p)
