# The compiled form of numeric.py, inlined into every compiled module that cimports it (cpdef,
# so that the module's Python-level import of the name stays legal). See numeric.py.
from libc.math cimport exp as c_exp


cpdef inline double exp(double x) noexcept:
    return c_exp(x)
