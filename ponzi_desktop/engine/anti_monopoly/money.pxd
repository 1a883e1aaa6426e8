# Cython's declarations for money.py: C functions over the state record.
cimport cython

from ponzi_desktop.engine.anti_monopoly.board cimport Board
from ponzi_desktop.engine.anti_monopoly.state cimport AntiMonopolyState

cpdef receive(AntiMonopolyState s, p, amount, reason, list events)
cpdef charge(AntiMonopolyState s, debtor, creditor, amount, reason, square=*)
cpdef pay(AntiMonopolyState s, debtor, creditor, amount, reason, square, list events)
@cython.locals(b=Board)
cpdef liquid_value(AntiMonopolyState s, p)
