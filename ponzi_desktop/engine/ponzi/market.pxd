# Cython's declarations for market.py: C functions over the state record.
cimport cython

from ponzi_desktop.engine.core cimport event
from ponzi_desktop.engine.ponzi.state cimport PonziState
from ponzi_desktop.engine.ponzi.tables cimport Tables

@cython.locals(t=Tables, k=Py_ssize_t, card=Py_ssize_t, held=list, period=Py_ssize_t, wheel=list)
cpdef fund(PonziState s, Py_ssize_t p, action, list events)
cpdef remove(PonziState s, card, list events)
@cython.locals(market=list, deck=list, drawn=list, i=Py_ssize_t)
cpdef refill(PonziState s, list events)
