# Cython's declarations for game.py: the record (state.pxd) with the protocol's hooks, which call the rules.
from ponzi_desktop.engine.anti_monopoly.decisions cimport apply_action, legal_choices, why_illegal
from ponzi_desktop.engine.anti_monopoly.state cimport AntiMonopolyState

cdef class AntiMonopolyGame(AntiMonopolyState):
    cpdef _legal_choices(self)
    cpdef _apply(self, action)
