// texture_sampling.cpp - samples a float texture with every filter and
// address mode on the GPU and compares each result with the host's
// computation of Direct3D's sampling rules; also a 1-D and a 3-D texture,
// gather_red and the sample<filter, address>() shorthand.
//
// Coordinates are normalized: x spans the columns (the last index
// dimension), y the rows; texel (r, c) has its centre at
// ((c + 0.5) / cols, (r + 0.5) / rows). Linear filtering blends the texels
// around the point in full precision (GPU texture units use 8-bit weights,
// so Visual C++ on Direct3D may differ by up to 1/256 of a texel step).

#include <amp.h>
#include <amp_graphics.h>
#include <cmath>
#include <iostream>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

static const int rows = 4, cols = 8;
static const float border = 100.0f;

static float value(int r, int c) { return r * 10.0f + (c * c) % 7; }

// Direct3D's address modes on a texel index; false: the border colour.
static bool address(int &i, int n, address_mode mode) {
  if (mode == address_wrap) {
    i = ((i % n) + n) % n;
  } else if (mode == address_mirror) {
    int m = ((i % (2 * n)) + 2 * n) % (2 * n);
    i = m < n ? m : 2 * n - 1 - m;
  } else if (mode == address_clamp) {
    i = i < 0 ? 0 : (i >= n ? n - 1 : i);
  } else {
    return i >= 0 && i < n;
  }
  return true;
}

static float fetch(int r, int c, address_mode mode) {
  if (!address(r, rows, mode) || !address(c, cols, mode))
    return border;
  return value(r, c);
}

static float expected(filter_mode filter, address_mode mode, float x, float y) {
  float tx = x * cols, ty = y * rows;
  if (filter == filter_point)
    return fetch(static_cast<int>(std::floor(ty)),
                 static_cast<int>(std::floor(tx)), mode);
  tx -= 0.5f;
  ty -= 0.5f;
  int c0 = static_cast<int>(std::floor(tx)),
      r0 = static_cast<int>(std::floor(ty));
  float fx = tx - c0, fy = ty - r0;
  return (1 - fy) *
             ((1 - fx) * fetch(r0, c0, mode) + fx * fetch(r0, c0 + 1, mode)) +
         fy * ((1 - fx) * fetch(r0 + 1, c0, mode) +
               fx * fetch(r0 + 1, c0 + 1, mode));
}

static const char *name(filter_mode f) {
  return f == filter_point ? "point" : "linear";
}
static const char *name(address_mode a) {
  return a == address_wrap     ? "wrap"
         : a == address_mirror ? "mirror"
         : a == address_clamp  ? "clamp"
                               : "border";
}

int main() {
  std::vector<float> texels(rows * cols);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      texels[r * cols + c] = value(r, c);
  texture<float, 2> tex(rows, cols, texels.begin(), texels.end());
  texture_view<const float, 2> view(tex);

  // Points inside, on texel edges and outside [0, 1] on both axes.
  const float xs[] = {-0.3f, 0.0f, 0.1f, 0.5f, 0.55f, 0.93f, 1.0f, 1.2f, 2.45f};
  const float ys[] = {-0.2f, 0.125f, 0.4f, 0.99f, 1.1f};
  std::vector<float_2> coords;
  for (float y : ys)
    for (float x : xs)
      coords.push_back(float_2(x, y));
  const int n = static_cast<int>(coords.size());
  array_view<const float_2, 1> coord_view(n, coords);

  const filter_mode filters[] = {filter_point, filter_linear};
  const address_mode modes[] = {address_wrap, address_mirror, address_clamp,
                                address_border};
  int failures = 0;
  for (filter_mode f : filters) {
    for (address_mode a : modes) {
      sampler s(f, a, float_4(border, border, border, border));
      std::vector<float> out(n);
      array_view<float, 1> out_view(n, out);
      out_view.discard_data();
      parallel_for_each(
          out_view.extent, [=](index<1> i) restrict(amp) {
            out_view[i] = view.sample(s, coord_view[i]);
          });
      out_view.synchronize();
      int good = 0;
      for (int i = 0; i < n; ++i) {
        float want = expected(f, a, coords[i].x, coords[i].y);
        if (std::fabs(out[i] - want) <= 1e-3f)
          ++good;
        else
          std::cout << "  (" << coords[i].x << ", " << coords[i].y << "): got "
                    << out[i] << ", expected " << want << "\n";
      }
      std::cout << name(f) << " " << name(a) << ": " << good << " of " << n
                << " samples match\n";
      failures += n - good;
    }
  }

  // gather_red: the four texels bilinear filtering would blend at the
  // corner shared by texels (1, 2), (1, 3), (2, 2), (2, 3).
  std::vector<float> gathered(4);
  array_view<float, 1> gathered_view(4, gathered);
  sampler clamp_point(filter_point, address_clamp);
  parallel_for_each(
      extent<1>(1), [=](index<1>) restrict(amp) {
        float_4 g =
            view.gather_red(clamp_point, float_2(3.0f / cols, 2.0f / rows));
        gathered_view[0] = g.x;
        gathered_view[1] = g.y;
        gathered_view[2] = g.z;
        gathered_view[3] = g.w;
      });
  gathered_view.synchronize();
  bool gather_ok = gathered[0] == value(2, 2) && gathered[1] == value(2, 3) &&
                   gathered[2] == value(1, 3) && gathered[3] == value(1, 2);
  std::cout << "gather_red: " << gathered[0] << " " << gathered[1] << " "
            << gathered[2] << " " << gathered[3]
            << (gather_ok ? "" : " (wrong)") << "\n";
  failures += gather_ok ? 0 : 1;

  // A 1-D texture, linear with wrap (the shorthand), and a 3-D one.
  std::vector<float> line = {0.0f, 8.0f, 16.0f, 24.0f};
  texture<float, 1> tex1(4, line.begin(), line.end());
  std::vector<float> cube(2 * 3 * 4);
  for (int i = 0; i < 24; ++i)
    cube[i] = static_cast<float>(i); // z * 12 + y * 4 + x
  texture<float, 3> tex3(2, 3, 4, cube.begin(), cube.end());
  std::vector<float> results(3);
  array_view<float, 1> results_view(3, results);
  texture_view<const float, 1> view1(tex1);
  texture_view<const float, 3> view3(tex3);
  parallel_for_each(
      extent<1>(1), [=](index<1>) restrict(amp) {
        results_view[0] = view1.sample<filter_linear, address_wrap>(0.0f);
        results_view[1] =
            view3.sample(sampler(filter_point), float_3(0.9f, 0.5f, 0.75f));
        results_view[2] = view3.sample(sampler(filter_linear),
                                       float_3(0.25f, 1.0f / 3, 0.5f));
      });
  results_view.synchronize();
  // wrap: halfway between texel 3 and texel 0; (x 3, y 1, z 1); the corner
  // of x 0-1, y 0-1, z 0-1.
  const float want[] = {12.0f, 19.0f, 8.5f};
  for (int i = 0; i < 3; ++i) {
    bool ok = std::fabs(results[i] - want[i]) <= 1e-3f;
    std::cout << (i == 0   ? "1-D linear wrap: "
                  : i == 1 ? "3-D point: "
                           : "3-D linear: ")
              << results[i] << (ok ? "" : " (wrong)") << "\n";
    failures += ok ? 0 : 1;
  }

  if (failures != 0) {
    std::cout << "FAILED: " << failures << " wrong samples\n";
    return 1;
  }
  return 0;
}
