# Cython's declarations for playout.py: compiled, the loops call the state's protocol methods
# directly (GameState is an extension type, core.pxd) instead of through Python-level bound methods.
cimport cython

from ponzi_desktop.engine.core cimport GameState


@cython.locals(actions=Py_ssize_t, choose=list)
cpdef Py_ssize_t play_with_bots(GameState state, bots, rng) except -1
