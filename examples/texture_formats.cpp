// texture_formats.cpp - packed texture formats written and read on the GPU,
// copies of texture sections, and 1-D, 2-D and 3-D textures.
//
//   - texture<norm_2, 2> with 16 bits per scalar: the kernel writes values
//     outside [-1, 1] (clamped by norm) through a read-write texture_view; the
//     host reads back the raw 16-bit codes (round(v * 32767));
//   - texture<uint_4, 1> with 8 bits per scalar: values above 255 saturate;
//   - texture<float_2, 3> with 16 bits (half floats) read through a
//     texture_view<const float_2, 3>;
//   - texture<int, 2> updated in place with texture::set (one channel), then
//     a 2x3 section copied to another texture and to an iterator.

#include <amp.h>
#include <amp_graphics.h>
#include <cstdint>
#include <iostream>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

int main() {
  int failures = 0;

  // norm_2, 16 bits: a read-write view, clamped on write.
  texture<norm_2, 2> normals(2, 4, 16U);
  texture_view<norm_2, 2> normals_view(normals);
  parallel_for_each(
      normals.extent, [=](index<2> idx) restrict(amp) {
        float v = (idx[1] - 2) * 0.75f + idx[0] * 0.125f; // -1.5 .. 0.875
        normals_view.set(idx, norm_2(v, -v)); // norm_2 clamps each float
      });
  std::vector<std::int16_t> codes(2 * 4 * 2);
  copy(normals, codes.data(), static_cast<unsigned int>(codes.size() * 2));
  std::cout << "norm_2 codes:";
  for (std::size_t i = 0; i < codes.size(); ++i) {
    int r = static_cast<int>(i / 8), c = static_cast<int>(i / 2 % 4);
    float v = (c - 2) * 0.75f + r * 0.125f;
    if (i % 2)
      v = -v;
    v = v < -1.0f ? -1.0f : (v > 1.0f ? 1.0f : v);
    int want = static_cast<int>(v * 32767.0f + (v < 0 ? -0.5f : 0.5f));
    std::cout << " " << codes[i];
    if (codes[i] != want)
      ++failures;
  }
  std::cout << "\n";

  // uint_4, 8 bits: written from the host, saturating; summed on the GPU.
  std::vector<uint_4> pixels;
  for (unsigned int i = 0; i < 8; ++i)
    pixels.push_back(uint_4(i, i * 40, i * 100, 7));
  texture<uint_4, 1> bytes(8, 8U);
  copy(pixels.begin(), pixels.end(), bytes);
  std::vector<unsigned int> sums(8);
  array_view<unsigned int, 1> sums_view(8, sums);
  sums_view.discard_data();
  parallel_for_each(
      bytes.extent, [ =, &bytes ](index<1> i) restrict(amp) {
        uint_4 p = bytes[i];
        sums_view[i] = p.x + p.y + p.z + p.w;
      });
  sums_view.synchronize();
  std::cout << "uint_4 8-bit sums:";
  for (unsigned int i = 0; i < 8; ++i) {
    unsigned int want =
        i + (i * 40 > 255 ? 255 : i * 40) + (i * 100 > 255 ? 255 : i * 100) + 7;
    std::cout << " " << sums[i];
    if (sums[i] != want)
      ++failures;
  }
  std::cout << "\n";

  // float_2 as half floats in a 3-D texture.
  std::vector<float_2> volume;
  for (int i = 0; i < 2 * 3 * 4; ++i)
    volume.push_back(float_2(i * 0.5f, -1.0f / (i + 1)));
  texture<float_2, 3> halves(2, 3, 4, 16U);
  copy(volume.begin(), volume.end(), halves);
  texture_view<const float_2, 3> halves_view(halves);
  std::vector<float> picked(2);
  array_view<float, 1> picked_view(2, picked);
  parallel_for_each(
      extent<1>(1), [=](index<1>) restrict(amp) {
        float_2 v = halves_view(1, 2, 3); // element 23
        picked_view[0] = v.x;
        picked_view[1] = v.y;
      });
  picked_view.synchronize();
  std::cout << "half float_2 at (1, 2, 3): " << picked[0] << " " << picked[1]
            << "\n";
  if (picked[0] != 11.5f || picked[1] != -0.041656494140625f)
    ++failures; // -1/24 to the nearest half

  // int, one channel: texture::set in a kernel, then section copies.
  std::vector<int> grid(4 * 5);
  for (int i = 0; i < 20; ++i)
    grid[i] = i;
  texture<int, 2> numbers(4, 5, grid.begin(), grid.end());
  parallel_for_each(
      numbers.extent, [&numbers](index<2> idx) restrict(amp) {
        numbers.set(idx, numbers[idx] * 10);
      });
  texture<int, 2> corner(3, 3);
  std::vector<int> zeros(9, 0);
  copy(zeros.begin(), zeros.end(), corner);
  copy(numbers, index<2>(1, 2), corner, index<2>(1, 0), extent<2>(2, 3));
  std::vector<int> corner_values(9), section(4);
  copy(corner, corner_values.begin());
  copy(numbers, index<2>(2, 3), extent<2>(2, 2), section.begin());
  std::cout << "section copy:";
  const int want_corner[] = {0, 0, 0, 70, 80, 90, 120, 130, 140};
  const int want_section[] = {130, 140, 180, 190};
  for (int i = 0; i < 9; ++i) {
    std::cout << " " << corner_values[i];
    failures += corner_values[i] != want_corner[i];
  }
  std::cout << " |";
  for (int i = 0; i < 4; ++i) {
    std::cout << " " << section[i];
    failures += section[i] != want_section[i];
  }
  std::cout << "\n";

  if (failures != 0) {
    std::cout << "FAILED: " << failures << " wrong values\n";
    return 1;
  }
  return 0;
}
