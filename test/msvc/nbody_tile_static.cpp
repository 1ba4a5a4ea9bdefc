// Visual C++ style: one step of Microsoft's tiled NBody sample. The tile of
// positions is `tile_static float_4 tile_mem[TILE_SIZE];`: float_4's
// default constructor sets its elements to zero, which C++ AMP never runs
// for a tile_static variable, so Visual C++ accepts it (amp2hip declares
// it as unconstructed storage, AMP2HIP1119). The new positions and
// velocities are compared with the same step computed on the CPU.
#include <amp.h>
#include <amp_math.h>
#include <amp_short_vectors.h>
#include <cmath>
#include <iostream>
#include <tchar.h>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

#define TILE_SIZE 64
#define SOFTENING_SQUARED 0.0000015625f

struct particle {
  float_4 pos; // w: the mass
  float_4 vel;
};

void bodybody_interaction(float_4 &acc, const float_4 &p1, const float_4 &p2)
    restrict(amp, cpu) {
  float_4 r = p2 - p1;
  float dist_sqr = r.x * r.x + r.y * r.y + r.z * r.z + SOFTENING_SQUARED;
  float inv_dist = 1.0f / precise_math::sqrt(dist_sqr);
  float inv_dist_cube = inv_dist * inv_dist * inv_dist;
  float s = p2.w * inv_dist_cube;
  acc += float_4(s, s, s, 0.0f) * r;
}

void nbody_step(const array<particle, 1> &in, array<particle, 1> &out,
                int num_bodies, float delta_time) {
  parallel_for_each(in.extent.tile<TILE_SIZE>(),
                    [=, &in, &out](tiled_index<TILE_SIZE> ti) restrict(amp) {
    tile_static float_4 tile_mem[TILE_SIZE];

    int idx_local = ti.local[0];
    int idx_global = ti.global[0];
    float_4 pos = in[idx_global].pos;
    float_4 vel = in[idx_global].vel;
    float_4 acc(0.0f);

    for (int tile = 0; tile < num_bodies / TILE_SIZE; tile++) {
      tile_mem[idx_local] = in[tile * TILE_SIZE + idx_local].pos;
      ti.barrier.wait();
      for (int j = 0; j < TILE_SIZE; j++)
        bodybody_interaction(acc, pos, tile_mem[j]);
      ti.barrier.wait();
    }

    vel += acc * float_4(delta_time);
    pos += vel * float_4(delta_time);
    out[idx_global].pos = pos;
    out[idx_global].vel = vel;
  });
}

int _tmain(int argc, _TCHAR *argv[]) {
  const int num_bodies = 1024;
  const float delta_time = 0.01f;
  std::vector<particle> bodies(num_bodies);
  for (int i = 0; i < num_bodies; i++) {
    bodies[i].pos = float_4((float)(i % 17) - 8.0f, (float)(i % 13) - 6.0f,
                            (float)(i % 11) - 5.0f, 1.0f + (i % 3));
    bodies[i].vel = float_4(0.0f);
  }

  array<particle, 1> in(num_bodies, bodies.begin(), bodies.end());
  array<particle, 1> out(num_bodies);
  nbody_step(in, out, num_bodies, delta_time);
  std::vector<particle> gpu(num_bodies);
  copy(out, gpu.begin());

  int differ = 0;
  for (int i = 0; i < num_bodies; i++) {
    float_4 acc(0.0f);
    for (int j = 0; j < num_bodies; j++)
      bodybody_interaction(acc, bodies[i].pos, bodies[j].pos);
    float_4 vel = bodies[i].vel + acc * float_4(delta_time);
    float_4 pos = bodies[i].pos + vel * float_4(delta_time);
    float_4 d = pos - gpu[i].pos;
    if (std::fabs(d.x) > 1e-4f || std::fabs(d.y) > 1e-4f ||
        std::fabs(d.z) > 1e-4f)
      differ++;
  }
  std::cout << "nbody " << num_bodies << " bodies, tiles of " << TILE_SIZE
            << ": " << differ << " positions differ from the CPU" << std::endl;
  std::cout << (differ == 0 ? "PASSED" : "FAILED") << std::endl;
  return differ == 0 ? 0 : 1;
}
