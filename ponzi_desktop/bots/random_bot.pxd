# Cython's declarations for random_bot.py: compiled, the options are read as the extension type
# they are (core.pxd's Choice), field by field in C.
cimport cython

from ponzi_desktop.engine.core cimport Choice


cdef class RandomBot:
    @cython.locals(choice=Choice)
    cpdef choose(self, view, rng, budget=*)
