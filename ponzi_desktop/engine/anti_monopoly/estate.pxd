from ponzi_desktop.engine.anti_monopoly.trades cimport TradeRules

cdef class EstateRules(TradeRules):
    pass
