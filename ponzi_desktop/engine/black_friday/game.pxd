# Cython's declarations for game.py: the record (state.pxd) with the protocol's hooks, which call the rules.
from ponzi_desktop.engine.black_friday.state cimport BlackFridayState

cdef class BlackFridayGame(BlackFridayState):
    cpdef _legal_choices(self)
    cpdef _apply(self, action)
