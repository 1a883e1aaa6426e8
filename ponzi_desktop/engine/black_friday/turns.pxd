cimport cython

from ponzi_desktop.engine.black_friday.pricechange cimport PriceChange
from ponzi_desktop.engine.black_friday.tables cimport Tables

cdef class TurnRules(PriceChange):
    @cython.locals(t=Tables, market=list, out=list, price=list, row=list, held=list, buy=list, sell=list,
                   place=list, take=list, gold=list, c=Py_ssize_t)
    cpdef _legal_choices(self)
    cpdef _may_add(self, p, extra)
    cpdef _removals(self)
    cpdef _free_choices(self, out)
    cpdef _apply(self, action)
    cpdef _buy_one(self, p, c, events)
    cpdef _sell_one(self, p, c, events)
    cpdef _buy_gold(self, p, bars, c, events)
    cpdef _use_extra(self, p, advantage, events)
    cpdef _place(self, p, track, c, events)
    cpdef _take(self, p, c, events)
    cpdef _move(self, c, move, cause, events)
    cpdef _action_done(self, events)
    cpdef _end_turn(self, events)
