from ponzi_desktop.engine.anti_monopoly.money cimport MoneyRules

cdef class TradeRules(MoneyRules):
    pass
