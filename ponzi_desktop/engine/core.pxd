# Cython's declarations for core.py: compiled, GameState and Choice are extension types whose
# fields and protocol methods the compiled games read and call directly (a Python subclass of GameState
# still overrides its methods as usual).
cimport cython

from ponzi_desktop.engine.tuples cimport named5


cdef class Choice:
    cdef public object action, param, lo, hi


cdef class GameState:
    cdef public object rng, actor, result, num_players
    cdef public tuple _choices_cache
    cpdef tuple legal_choices(self)
    @cython.locals(choice=Choice, choices=tuple)
    cpdef apply(self, action, player=*)
    cpdef apply_chosen(self, action)
    cpdef view(self, player)
    cpdef _legal_choices(self)
    cpdef _apply(self, action)
    cpdef _view(self, player)


cpdef event(kind, player, dict data, private_to=*, tuple hidden=*)

@cython.locals(i=Py_ssize_t, j=Py_ssize_t, n=Py_ssize_t, k=Py_ssize_t, rest=Py_ssize_t)
cpdef shuffle(list items, rng)
