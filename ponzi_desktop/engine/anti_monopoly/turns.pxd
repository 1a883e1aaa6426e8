from ponzi_desktop.engine.anti_monopoly.rent cimport RentRules

cdef class TurnRules(RentRules):
    pass
