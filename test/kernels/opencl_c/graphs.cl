/* A level-synchronous BFS (Rodinia bfs style, CSR graph): two kernels per level, the host loops
 * until no node was added. */

__kernel void bfs_expand(__global const int *row_start, __global const int *edges, __global const char *frontier,
                         __global char *next, __global char *visited, __global int *cost, int nodes) {
    int v = get_global_id(0);
    if (v >= nodes || !frontier[v])
        return;
    for (int e = row_start[v]; e < row_start[v + 1]; ++e) {
        int u = edges[e];
        if (!visited[u]) {
            cost[u] = cost[v] + 1; /* every writer of u writes the same level */
            next[u] = 1;
        }
    }
}

__kernel void bfs_update(__global char *frontier, __global char *next, __global char *visited,
                         __global int *changed, int nodes) {
    int v = get_global_id(0);
    if (v >= nodes)
        return;
    frontier[v] = 0;
    if (next[v]) {
        frontier[v] = 1;
        visited[v] = 1;
        next[v] = 0;
        *changed = 1;
    }
}
