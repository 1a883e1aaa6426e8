# Cython's declarations for outlook.py: compiled, the survival curves and the chance to win are
# worked out in C doubles (the same IEEE arithmetic, in the same order, as Python's floats: setup.py keeps
# the C compiler from fusing multiplications and additions), without a float object per step.
cimport cython

from ponzi_desktop.bots.numeric cimport exp
from ponzi_desktop.engine.ponzi.state cimport PonziState


cpdef double sigmoid(double x)

@cython.locals(p0=double, p1=double, p2=double, p3=double, p4=double, d0=double, d1=double, d2=double,
               d3=double, d4=double, s0=double, s1=double, s2=double, s3=double, s4=double, m=double,
               x0=double, x1=double, x2=double, x3=double, x4=double, a0=double, a1=double, a2=double,
               a3=double)
cpdef list _curve(double cash, schedule, power, bint funds_now, scale)

@cython.locals(s=double)
cdef double _survive(double alive, double x)

@cython.locals(firsts=list, bests=list, before=double, o=Py_ssize_t, now=double, best=double, c=double,
               best_all=double, pts_q=double)
cpdef tuple _summary(list rivals)

@cython.locals(firsts=list, bests=list, before=double, best_all=double, tau=double, total=double,
               o=Py_ssize_t, first=double)
cpdef double _win(tuple rivals, mine, double my_points, params)

@cython.locals(calm=list, rough=list, mixed=list, i=Py_ssize_t)
cpdef list survival(double cash, schedules, power, bint funds_now, double p_crash, scale=*)

@cython.locals(total=Py_ssize_t, x=Py_ssize_t)
cpdef points(PonziState state, Py_ssize_t p, cash=*, tiles=*, luxuries=*)

@cython.locals(market=list, supply=list, held=list, out=list, best_k=Py_ssize_t, k=Py_ssize_t, row=list)
cpdef list funding_power(PonziState state, tiles, share=*)

cpdef crash_chance(PonziState state, table=*)


cdef class Outlook:
    cdef public object state, params
    cdef public Py_ssize_t me, n
    cdef public double p_crash
    cdef public list cash, funds_now, schedules, power, points, alive
    cdef public tuple _rivals
