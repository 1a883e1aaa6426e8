cimport cython

from ponzi_desktop.engine.anti_monopoly.board cimport Board
from ponzi_desktop.engine.anti_monopoly.turns cimport TurnRules
from ponzi_desktop.engine.tuples cimport named

cdef class AntiMonopolyState(TurnRules):
    @cython.locals(b=Board)
    cpdef _legal_choices(self)
    cpdef _apply(self, action)
    cpdef _view(self, player)
