# Cython's declarations for game.py: the record (state.pxd) with the protocol's hooks, which call the rules.
from ponzi_desktop.engine.ponzi.state cimport PonziState
from ponzi_desktop.engine.ponzi.turns cimport apply_action, legal_choices, why_illegal

cdef class PonziGame(PonziState):
    cpdef _legal_choices(self)
    cpdef _apply(self, action)
