"""SYCL device IR: specialization constants (the calls that read them, their IDs, the property sets)."""
