/* Structs by value and through pointers (numpy structured dtypes on the host, align=True). */

typedef struct {
    float x, y, z;
    int id;
} Particle;

typedef struct {
    char tag;      /* padding after it */
    double scale;
    short2 shift;
    float4 bias;   /* 16-byte aligned member */
} Params;

typedef struct {
    int count;
    float weights[3];
    struct { uint lo, hi; } range;
} Nested;

/* An array of structs: move each particle by a by-value velocity, keep ids, count those in range. */
__kernel void advance(__global Particle *ps, Particle velocity, float dt, __global int *in_box) {
    size_t i = get_global_id(0);
    Particle p = ps[i];
    p.x += velocity.x * dt;
    p.y += velocity.y * dt;
    p.z += velocity.z * dt;
    p.id = p.id * 10 + velocity.id;
    ps[i] = p;
    in_box[i] = (p.x >= 0 && p.x < 1 && p.y >= 0 && p.y < 1) ? 1 : 0;
}

/* A by-value struct with padding, a double, a short2 and a float4. */
__kernel void apply_params(__global const float4 *in, __global float4 *out, Params prm) {
    size_t i = get_global_id(0);
    float4 v = in[i] * (float)prm.scale + prm.bias;
    v.x += prm.shift.x;
    v.y += prm.shift.y;
    v.w += prm.tag;
    out[i] = v;
}

/* A nested struct with an array member, by value and through a __constant pointer. */
static float weigh(Nested n, __global const float *data, size_t i) {
    float s = 0.0f;
    for (int k = 0; k < 3; ++k)
        s += n.weights[k] * data[i + k];
    return s;
}

__kernel void nested(__global const float *data, __global float *out, Nested byval, __constant Nested *table) {
    size_t i = get_global_id(0);
    float s = weigh(byval, data, i);
    Nested t = table[i % 2];
    if (i >= byval.range.lo && i < byval.range.hi)
        s += t.count + t.weights[2];
    out[i] = s + byval.count;
}

/* A struct written field by field by a helper taking a private pointer. */
static void fill(Particle *p, int i) {
    p->x = i;
    p->y = 2 * i;
    p->z = -i;
    p->id = i * i;
}

__kernel void make_particles(__global Particle *out) {
    Particle p;
    fill(&p, get_global_id(0));
    out[get_global_id(0)] = p;
}
