# Cython's declarations for state.py: compiled, PonziState and its tables are extension types
# with typed fields. The .py stays the source of the rules and runs as it is when not compiled.
cimport cython

from ponzi_desktop.engine.core cimport GameState, event
from ponzi_desktop.engine.tuples cimport named

cdef class _Tables:
    cdef public list interest, period, is_start, fund_choice_by
    cdef public dict bears, industry_index, luxury_points, fund, remove, ret, luxury, fund_choice
    cdef public dict remove_choice, ret_choice, luxury_choice, offer_template
    cdef public list industry_lines, card_lines, offers
    cdef public tuple start_cards, deck_cards, all_cards, industries, tiles_per_industry, luxury_prices
    cdef public tuple cash_points
    cdef public object pass_choice, sell_choice, counter_choice

cdef class PonziState(GameState):
    cdef public _Tables t
    cdef public Py_ssize_t n, start, round, step
    cdef public object settings, seed, bear, phase, offer, crashed, bank_out, bank_in, trading_open
    cdef public object _public_tuple, _board, _trades
    cdef public list cash, tiles, luxuries, wheel, supply, lux_bank, market, deck, discard, out_of_game
    cdef public list return_queue, _public, flow, trade_log
    @cython.locals(t=_Tables, out=list, market=list, supply=list, by_card=list, k=Py_ssize_t,
                   row=Py_ssize_t, i=Py_ssize_t, full=bint, p=Py_ssize_t, held=list, mine=list, theirs=list,
                   tiles=list, shared=list, templates=dict, cash=Py_ssize_t, j=Py_ssize_t, key=Py_ssize_t)
    cpdef _legal_choices(self)
    @cython.locals(events=list, p=Py_ssize_t, k=Py_ssize_t, held=list)
    cpdef _apply(self, action)
    @cython.locals(t=_Tables, players=tuple, seats=list, made=tuple, board=tuple)
    cpdef _view(self, player)
    @cython.locals(t=_Tables, k=Py_ssize_t, card=Py_ssize_t, held=list, period=Py_ssize_t, wheel=list)
    cpdef _fund(self, Py_ssize_t p, action, list events)
    @cython.locals(offerer=Py_ssize_t, target=Py_ssize_t, k=Py_ssize_t, cash=list, tiles=list, flow=list)
    cpdef _answer(self, action, list events)
    cpdef _next_in_phase(self, list events)
    cpdef _pass_marker(self, list events)
    cpdef _remove(self, card, list events)
    @cython.locals(market=list, deck=list, drawn=list, i=Py_ssize_t)
    cpdef _refill(self, list events)
    cpdef _crash_check(self, list events)
    cpdef _next_return(self, list events)
    @cython.locals(steps=Py_ssize_t, n=Py_ssize_t, p=Py_ssize_t, i=Py_ssize_t, left=Py_ssize_t, w=list,
                   interest=list, period=list, due=Py_ssize_t, bankrupt=list)
    cpdef _end_round(self, list events)
    @cython.locals(parts=list, p=Py_ssize_t)
    cpdef _public_players(self)
    cpdef _board_parts(self)
    cpdef _stale(self, Py_ssize_t p)


@cython.locals(held=list, k=Py_ssize_t, j=Py_ssize_t)
cpdef bint trade_passes_by(tiles, Py_ssize_t p, luxuries) except -1
