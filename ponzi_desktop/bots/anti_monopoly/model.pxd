# Cython's declarations for model.py: compiled, the board (each function's local `b`) and a
# position's `Table` are extension types whose fields the playouts' valuations read directly, not through
# attribute lookups. (`B` itself stays a Python global: other modules import it.)
cimport cython

from ponzi_desktop.engine.anti_monopoly.board cimport Board

cdef class Table:
    cdef public object owner, mortgaged, level, role, cash, pos, jail, alive, phase, offer, draft, debt, n
    cdef public object settings, round, rent_blocked

@cython.locals(b=Board, held=Py_ssize_t)
cpdef Py_ssize_t held_in_city(owner, mortgaged, p, city) except -1

@cython.locals(count=Py_ssize_t)
cpdef Py_ssize_t _count_owned(squares, owner, o) except -1

@cython.locals(b=Board, kind=Py_ssize_t)
cpdef rent_now(Table t, sq, owner=*, mortgaged=*, level=*)

@cython.locals(b=Board, kind=Py_ssize_t, transports=Py_ssize_t, utilities=Py_ssize_t, cities=dict)
cpdef holdings_value(Table t, p, squares)

@cython.locals(b=Board)
cpdef list owned_by(Table t, p)

@cython.locals(b=Board, kind=list, city=list)
cpdef danger(Table t, me)
