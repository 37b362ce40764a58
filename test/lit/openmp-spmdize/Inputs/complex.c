#pragma omp declare target
int counter;
#pragma omp end declare target

void step(float *a, int n) {
#pragma omp target map(tofrom: a[0:n])
  {
#pragma omp parallel for
    for (int i = 0; i < n; ++i)
      a[i] += 1.0f;
    int ticket;
#pragma omp atomic capture
    ticket = counter++;
    a[0] = (float)ticket;
    int m = n - ticket;
#pragma omp parallel for
    for (int i = 0; i < m; ++i)
      a[i] *= 2.0f;
  }
}
