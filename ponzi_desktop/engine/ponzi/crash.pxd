# Cython's declarations for crash.py: C functions over the state record.
cimport cython

from ponzi_desktop.engine.core cimport event
from ponzi_desktop.engine.ponzi.market cimport refill
from ponzi_desktop.engine.ponzi.state cimport PonziState
from ponzi_desktop.engine.ponzi.wheel cimport end_round

cpdef crash_check(PonziState s, list events)
cpdef next_return(PonziState s, list events)
@cython.locals(k=Py_ssize_t)
cpdef return_tile(PonziState s, Py_ssize_t p, action, list events)
