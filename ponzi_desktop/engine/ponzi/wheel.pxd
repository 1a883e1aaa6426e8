# Cython's declarations for wheel.py: a C function over the state record.
cimport cython

from ponzi_desktop.engine.core cimport event
from ponzi_desktop.engine.ponzi.ending cimport finish
from ponzi_desktop.engine.ponzi.state cimport PonziState

@cython.locals(steps=Py_ssize_t, n=Py_ssize_t, p=Py_ssize_t, i=Py_ssize_t, left=Py_ssize_t, w=list,
               interest=list, period=list, due=Py_ssize_t, bankrupt=list)
cpdef end_round(PonziState s, list events)
