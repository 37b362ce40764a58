#pragma omp declare target
double total;
#pragma omp end declare target

void accumulate(double *a, int n) {
#pragma omp target map(tofrom: a[0:n])
  {
    double before;
#pragma omp atomic capture
    { before = total; total += 1.0; }
    a[0] = before;
    double base = before * 2.0;
#pragma omp parallel for
    for (int i = 1; i < n; ++i)
      a[i] = base + i;
  }
}
