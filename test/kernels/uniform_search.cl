// A uniform loop with two exits (a search that stops when it finds the key; at -O2 the test
// after it is threaded into the exits), then a uniform loop whose trip count the search
// gives, then a divergent branch: the search keeps its own branches, outside the divergent
// region, also where every block runs under a mask (the vector-predicated clone).
__kernel void uniform_search(__global const int *table, __global int *out, int key, int m) {
  size_t i = get_global_id(0);
  int k = 0;
  for (; k < m; ++k)
    if (table[k] == key)
      break;
  int n = k < m ? k : 2 * m;
  int acc = 0;
  for (int j = 0; j < n; ++j)
    acc += table[j] ^ (int)i;
  if (i % 3 != 0)
    out[i] = acc;
}
