// texture_mipmaps.cpp - the Visual C++ 2013 texture features: a texture
// with a full chain of mipmap levels, generated on the GPU one level at a
// time (each level the 2x2 box average of the one above, written through a
// texture_view of that level), read back level by level and sampled with
// sample_level between levels; then a staging texture written through
// data() row by row (row_pitch) and copied to the GPU.
//
// Every result is compared with the host's computation of the same chain
// and of Direct3D's SampleLevel: the level of detail is clamped to the
// chain, filter_point takes the nearest level, filter_linear blends the two
// levels around it, each filtered bilinearly.

#include <amp.h>
#include <amp_graphics.h>
#include <cmath>
#include <iostream>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

static const int rows = 16, cols = 32;

// The host's copy of the chain: level l is rows >> l by cols >> l (at
// least 1 by 1), row-major.
struct level {
  int rows, cols;
  std::vector<float> texels;
  float at(int r, int c) const {
    r = r < 0 ? 0 : (r >= rows ? rows - 1 : r); // address_clamp
    c = c < 0 ? 0 : (c >= cols ? cols - 1 : c);
    return texels[r * cols + c];
  }
};

static float bilinear(const level &l, float x, float y) {
  float tx = x * l.cols - 0.5f, ty = y * l.rows - 0.5f;
  int c0 = static_cast<int>(std::floor(tx)),
      r0 = static_cast<int>(std::floor(ty));
  float fx = tx - c0, fy = ty - r0;
  return (1 - fy) * ((1 - fx) * l.at(r0, c0) + fx * l.at(r0, c0 + 1)) +
         fy * ((1 - fx) * l.at(r0 + 1, c0) + fx * l.at(r0 + 1, c0 + 1));
}

static float point(const level &l, float x, float y) {
  return l.at(static_cast<int>(std::floor(y * l.rows)),
              static_cast<int>(std::floor(x * l.cols)));
}

static float sample_level(const std::vector<level> &chain, filter_mode f,
                          float x, float y, float lod) {
  float top = static_cast<float>(chain.size() - 1);
  lod = lod < 0 ? 0 : (lod > top ? top : lod);
  if (f == filter_point)
    return point(chain[static_cast<int>(std::floor(lod + 0.5f))], x, y);
  int lower = static_cast<int>(std::floor(lod));
  float frac = lod - lower;
  float a = bilinear(chain[lower], x, y);
  if (frac == 0)
    return a;
  return (1 - frac) * a + frac * bilinear(chain[lower + 1], x, y);
}

int main() {
  int failures = 0;

  // ---- a texture with every mipmap level (0: the full chain) ----
  accelerator_view av = accelerator().default_view;
  texture<float, 2> tex(extent<2>(rows, cols), 32U, 0U, av);
  const unsigned levels = tex.mipmap_levels;
  std::cout << "mipmap levels: " << levels << "\n";

  std::vector<level> chain(levels);
  for (unsigned l = 0; l < levels; ++l) {
    extent<2> e = tex.get_mipmap_extent(l);
    chain[l].rows = e[0];
    chain[l].cols = e[1];
    chain[l].texels.resize(e.size());
  }
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      chain[0].texels[r * cols + c] = static_cast<float>((r * 7 + c * 3) % 11);
  for (unsigned l = 1; l < levels; ++l)
    for (int r = 0; r < chain[l].rows; ++r)
      for (int c = 0; c < chain[l].cols; ++c)
        chain[l].texels[r * chain[l].cols + c] =
            (chain[l - 1].at(2 * r, 2 * c) + chain[l - 1].at(2 * r, 2 * c + 1) +
             chain[l - 1].at(2 * r + 1, 2 * c) +
             chain[l - 1].at(2 * r + 1, 2 * c + 1)) *
            0.25f;

  // Level 0 from a kernel, then each level from the one above it.
  texture_view<float, 2> top(tex, 0);
  parallel_for_each(
      top.extent, [=](index<2> idx) restrict(amp) {
        top.set(idx, static_cast<float>((idx[0] * 7 + idx[1] * 3) % 11));
      });
  for (unsigned l = 1; l < levels; ++l) {
    texture_view<const float, 2> above(tex, l - 1, 1);
    texture_view<float, 2> below(tex, l);
    parallel_for_each(
        below.extent, [=](index<2> idx) restrict(amp) {
          int r = idx[0] * 2, c = idx[1] * 2;
          int r1 = r + 1 < above.extent[0] ? r + 1 : r;
          int c1 = c + 1 < above.extent[1] ? c + 1 : c;
          below.set(
              idx, (above(r, c) + above(r, c1) + above(r1, c) + above(r1, c1)) *
                       0.25f);
        });
  }

  // Every level read back through a view of that level.
  for (unsigned l = 0; l < levels; ++l) {
    std::vector<float> back(chain[l].texels.size());
    copy(texture_view<const float, 2>(tex, l, 1), back.begin());
    bool ok = back == chain[l].texels;
    std::cout << "level " << l << " (" << chain[l].rows << "x" << chain[l].cols
              << "): " << (ok ? "matches" : "WRONG") << "\n";
    failures += ok ? 0 : 1;
  }

  // sample_level with both filters at levels of detail inside, between and
  // outside the chain.
  texture_view<const float, 2> all(tex);
  std::cout << "view levels: " << all.get_mipmap_levels() << "\n";
  const float lods[] = {-1.0f, 0.0f,  0.5f, 1.0f, 1.49f,
                        2.3f,  4.75f, 5.0f, 9.0f};
  const float xs[] = {0.1f, 0.37f, 0.5f, 0.93f};
  const float ys[] = {0.2f, 0.61f, 0.98f};
  std::vector<float_3> points; // x, y, level of detail
  for (float lod : lods)
    for (float y : ys)
      for (float x : xs)
        points.push_back(float_3(x, y, lod));
  const int n = static_cast<int>(points.size());
  array_view<const float_3, 1> point_view(n, points);
  const filter_mode filters[] = {filter_point, filter_linear};
  for (filter_mode f : filters) {
    sampler s(f, address_clamp);
    std::vector<float> out(n);
    array_view<float, 1> out_view(n, out);
    out_view.discard_data();
    parallel_for_each(
        out_view.extent, [=](index<1> i) restrict(amp) {
          float_3 p = point_view[i];
          out_view[i] = all.sample_level(s, float_2(p.x, p.y), p.z);
        });
    out_view.synchronize();
    int good = 0;
    for (int i = 0; i < n; ++i) {
      float want =
          sample_level(chain, f, points[i].x, points[i].y, points[i].z);
      if (std::fabs(out[i] - want) <= 1e-4f)
        ++good;
      else
        std::cout << "  (" << points[i].x << ", " << points[i].y << ") lod "
                  << points[i].z << ": got " << out[i] << ", expected " << want
                  << "\n";
    }
    std::cout << "sample_level " << (f == filter_point ? "point" : "linear")
              << ": " << good << " of " << n << " samples match\n";
    failures += n - good;
  }

  // ---- a staging texture: host memory, filled through data() ----
  const int srows = 5, scols = 7;
  accelerator_view cpu_av =
      accelerator(accelerator::cpu_accelerator).default_view;
  texture<int, 2> staging(extent<2>(srows, scols), cpu_av, av);
  std::cout << "staging row_pitch: " << staging.row_pitch << "\n";
  char *bytes = static_cast<char *>(staging.data());
  for (int r = 0; r < srows; ++r) {
    int *row = reinterpret_cast<int *>(bytes + r * staging.row_pitch);
    for (int c = 0; c < scols; ++c)
      row[c] = r * 100 + c;
  }
  texture<int, 2> on_gpu(srows, scols, av);
  copy(staging, on_gpu);
  std::vector<int> doubled(srows * scols);
  array_view<int, 2> doubled_view(srows, scols, doubled);
  doubled_view.discard_data();
  parallel_for_each(
      doubled_view.extent, [ =, &on_gpu ](index<2> idx) restrict(amp) {
        doubled_view[idx] = on_gpu[idx] * 2;
        on_gpu.set(idx, on_gpu[idx] + 1);
      });
  doubled_view.synchronize();
  copy(on_gpu, staging); // and back, read through data()
  int staged_good = 0;
  for (int r = 0; r < srows; ++r) {
    const int *row =
        reinterpret_cast<const int *>(bytes + r * staging.row_pitch);
    for (int c = 0; c < scols; ++c)
      if (doubled[r * scols + c] == 2 * (r * 100 + c) &&
          row[c] == r * 100 + c + 1)
        ++staged_good;
  }
  std::cout << "staging texture: " << staged_good << " of " << srows * scols
            << " texels round-trip\n";
  failures += srows * scols - staged_good;

  if (failures != 0) {
    std::cout << "FAILED: " << failures << " wrong results\n";
    return 1;
  }
  return 0;
}
