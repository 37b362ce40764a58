void scale(float *a, float s, int n) {
#pragma omp target map(tofrom: a[0:n])
  {
    int m = n / 2;
#pragma omp parallel for
    for (int i = 0; i < m; ++i)
      a[i] *= s;
  }
}
