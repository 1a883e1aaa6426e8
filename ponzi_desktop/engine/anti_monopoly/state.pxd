from ponzi_desktop.engine.anti_monopoly.turns cimport TurnRules

cdef class AntiMonopolyState(TurnRules):
    pass
