cimport cython

from ponzi_desktop.engine.anti_monopoly.board cimport Board
from ponzi_desktop.engine.anti_monopoly.trades cimport TradeRules

cdef class EstateRules(TradeRules):
    @cython.locals(b=Board, level=list, owned=list, mine=list, city=list)
    cpdef _free_properties(self, p, leaving)
    @cython.locals(b=Board, level=list, mortgaged=list, owned=list, kind=list, house=list, city=list, held=list,
                   built=list, competitor=bint, sq=Py_ssize_t, c=Py_ssize_t, lvl=Py_ssize_t, top=Py_ssize_t)
    cpdef _estate_choices(self, p, out, raising)
