# Cython's declarations for turns.py: C functions over the state record.
from ponzi_desktop.engine.anti_monopoly.ending cimport bankrupt
from ponzi_desktop.engine.anti_monopoly.money cimport charge, liquid_value, pay
from ponzi_desktop.engine.anti_monopoly.state cimport AntiMonopolyState

cpdef proceed(AntiMonopolyState s, list events)
cpdef begin_turn(AntiMonopolyState s, p, list events, extra=*)
cpdef end_turn(AntiMonopolyState s, list events)
cpdef next_turn(AntiMonopolyState s, list events)
