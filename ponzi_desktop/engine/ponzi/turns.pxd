# Cython's declarations for turns.py: C functions over the state record.
cimport cython

from ponzi_desktop.engine.core cimport event
from ponzi_desktop.engine.ponzi.crash cimport crash_check, return_tile
from ponzi_desktop.engine.ponzi.market cimport fund, remove
from ponzi_desktop.engine.ponzi.state cimport PonziState
from ponzi_desktop.engine.ponzi.tables cimport Tables
from ponzi_desktop.engine.ponzi.trades cimport answer, buy_luxury, make_offer, trade_passes_by

@cython.locals(t=Tables, out=list, market=list, supply=list, by_card=list, k=Py_ssize_t, row=Py_ssize_t,
               i=Py_ssize_t, full=bint, p=Py_ssize_t, held=list, mine=list, theirs=list, tiles=list,
               shared=list, templates=dict, cash=Py_ssize_t, j=Py_ssize_t, key=Py_ssize_t)
cpdef legal_choices(PonziState s)
@cython.locals(t=Tables)
cpdef why_illegal(PonziState s, action)
@cython.locals(events=list, p=Py_ssize_t)
cpdef apply_action(PonziState s, action)
cpdef next_in_phase(PonziState s, list events)
cpdef pass_marker(PonziState s, list events)
