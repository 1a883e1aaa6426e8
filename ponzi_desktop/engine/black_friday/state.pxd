from ponzi_desktop.engine.black_friday.turns cimport TurnRules
from ponzi_desktop.engine.tuples cimport named

cdef class BlackFridayState(TurnRules):
    cpdef _view(self, player)
