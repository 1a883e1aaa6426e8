# Cython's declarations for ending.py: a C function over the state record (the rest of ending.py, played once
# a game, stays Python: see there).
from ponzi_desktop.engine.anti_monopoly.state cimport AntiMonopolyState

cpdef bankrupt(AntiMonopolyState s, d, creditor, list events)
