from ponzi_desktop.engine.black_friday.pricechange cimport PriceChange

cdef class TurnRules(PriceChange):
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
