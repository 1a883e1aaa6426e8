from ponzi_desktop.engine.anti_monopoly.estate cimport EstateRules

cdef class CardRules(EstateRules):
    pass
