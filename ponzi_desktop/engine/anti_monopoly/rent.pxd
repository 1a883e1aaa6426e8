from ponzi_desktop.engine.anti_monopoly.cards cimport CardRules

cdef class RentRules(CardRules):
    pass
