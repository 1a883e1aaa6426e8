# Cython's declarations for state.py (issue 19): compiled, PonziState and its tables are extension types
# with typed fields. The .py stays the source of the rules and runs as it is when not compiled.
cimport cython

from ponzi_desktop.engine.core cimport GameState

cdef class _Tables:
    cdef public list interest, period, is_start, fund_choice_by
    cdef public dict bears, industry_index, luxury_points, fund, remove, ret, luxury, fund_choice
    cdef public dict remove_choice, ret_choice, luxury_choice, offer_template
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
                   row=Py_ssize_t, i=Py_ssize_t, full=bint, p=Py_ssize_t)
    cpdef _legal_choices(self)
    cpdef _apply(self, action)
    @cython.locals(t=_Tables, players=tuple, seats=list, made=tuple, board=tuple)
    cpdef _view(self, player)
    cpdef _fund(self, p, action, events)
    cpdef _answer(self, action, events)
    cpdef _next_in_phase(self, events)
    cpdef _pass_marker(self, events)
    cpdef _remove(self, card, events)
    cpdef _refill(self, events)
    cpdef _crash_check(self, events)
    cpdef _next_return(self, events)
    cpdef _end_round(self, events)
    @cython.locals(parts=list, p=Py_ssize_t)
    cpdef _public_players(self)
    cpdef _board_parts(self)
