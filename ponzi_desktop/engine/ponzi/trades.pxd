# Cython's declarations for trades.py: C functions over the state record.
cimport cython

from ponzi_desktop.engine.core cimport event
from ponzi_desktop.engine.ponzi.state cimport PonziState

cpdef make_offer(PonziState s, Py_ssize_t p, action, list events)
@cython.locals(offerer=Py_ssize_t, target=Py_ssize_t, k=Py_ssize_t, cash=list, tiles=list, flow=list)
cpdef answer(PonziState s, action, list events)
cpdef buy_luxury(PonziState s, Py_ssize_t p, action, list events)
@cython.locals(held=list, k=Py_ssize_t, j=Py_ssize_t)
cpdef bint trade_passes_by(tiles, Py_ssize_t p, luxuries) except -1
