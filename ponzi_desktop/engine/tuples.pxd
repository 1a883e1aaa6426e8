# The compiled form of tuples.py's `named`, inlined into every compiled module that cimports it
# (cpdef, so that the module's Python-level import of the name stays legal):
# allocate an instance of the tuple subclass and fill its items, as CPython's own tuple.__new__ does for a
# subclass, without the call through the `tuple.__new__` builtin and its argument parsing.
from cpython.ref cimport Py_INCREF
from cpython.tuple cimport PyTuple_GET_ITEM, PyTuple_GET_SIZE, PyTuple_SET_ITEM
from cpython.object cimport PyObject


cdef extern from "Python.h":
    object PyType_GenericAlloc(type cls, Py_ssize_t nitems)  # as the C API declares it (PyTypeObject*)


cpdef inline object named(type cls, tuple items):
    cdef Py_ssize_t n = PyTuple_GET_SIZE(items)
    cdef Py_ssize_t i
    cdef PyObject* item
    # a named tuple class allocates with PyType_GenericAlloc (it inherits tuple's tp_alloc slot): zeroed
    # items, tracked by the collector, which is safe as nothing below can start a collection
    obj = PyType_GenericAlloc(cls, n)
    for i in range(n):
        item = PyTuple_GET_ITEM(items, i)
        Py_INCREF(<object>item)
        PyTuple_SET_ITEM(obj, i, <object>item)
    return obj


cpdef inline object named5(type cls, a, b, c, d, e):
    obj = PyType_GenericAlloc(cls, 5)
    Py_INCREF(a)
    PyTuple_SET_ITEM(obj, 0, a)
    Py_INCREF(b)
    PyTuple_SET_ITEM(obj, 1, b)
    Py_INCREF(c)
    PyTuple_SET_ITEM(obj, 2, c)
    Py_INCREF(d)
    PyTuple_SET_ITEM(obj, 3, d)
    Py_INCREF(e)
    PyTuple_SET_ITEM(obj, 4, e)
    return obj
