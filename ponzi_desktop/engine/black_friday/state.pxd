from ponzi_desktop.engine.black_friday.turns cimport TurnRules

cdef class BlackFridayState(TurnRules):
    cpdef _view(self, player)
