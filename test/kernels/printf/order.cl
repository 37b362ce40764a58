// One line per work-item: the order of work-items and of Python's own output.
kernel void hello(global const int *n) {
  int id = (int)get_global_id(0);
  printf("work-item %d of %d: %v2hld\n", id, n[0], (int2)(id, -id));
}

// No printf: launches need no flushing.
kernel void quiet(global int *out) {
  out[get_global_id(0)] = 1;
}
