# Cython's declarations for core.py (issue 19): compiled, GameState is an extension type whose protocol
# methods are called directly by the compiled games (a Python subclass still overrides them as usual).
cdef class GameState:
    cdef public object rng, _choices_cache, actor, result, num_players
    cpdef legal_choices(self)
    cpdef apply(self, action, player=*)
    cpdef apply_chosen(self, action)
    cpdef view(self, player)
    cpdef _legal_choices(self)
    cpdef _apply(self, action)
    cpdef _view(self, player)
