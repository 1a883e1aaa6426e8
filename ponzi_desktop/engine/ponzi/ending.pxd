# Cython's declarations for ending.py: C functions over the state record.
from ponzi_desktop.engine.core cimport event
from ponzi_desktop.engine.ponzi.state cimport PonziState

cpdef highest_card(PonziState s, p)
cpdef score_parts(PonziState s, p)
cpdef finish(PonziState s, tuple bankrupt, reason, list events)
