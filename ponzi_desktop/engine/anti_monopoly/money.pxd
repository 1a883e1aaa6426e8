from ponzi_desktop.engine.anti_monopoly.ending cimport EndingRules

cdef class MoneyRules(EndingRules):
    pass
