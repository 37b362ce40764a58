void log_progress(int step);

void scale(float *a, float s, int n) {
#pragma omp target map(tofrom: a[0:n])
  {
    log_progress(0);
#pragma omp parallel for
    for (int i = 0; i < n; ++i) {
      a[i] *= s;
      log_progress(i);
    }
  }
}
