from ponzi_desktop.engine.black_friday.mibs cimport Broker

cdef class PriceChange(Broker):
    cpdef _price_change(self, trigger, events)
    cpdef _clear(self, trigger, events)
    cpdef _next_sale_row(self, events)
