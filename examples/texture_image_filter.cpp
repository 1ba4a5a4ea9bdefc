// texture_image_filter.cpp - a 3x3 box blur over an RGBA image held in a
// texture<unorm_4, 2> made from 8-bit bytes, written through a
// writeonly_texture_view, as the C++ AMP image-processing samples do.
//
// The input texture is made from the packed bytes (bits_per_scalar_element
// 8); the kernel reads texels as unorm_4 (each byte / 255), averages the
// 3x3 neighbourhood with clamped edges, keeps the centre's alpha and writes
// unorm_4 texels, which the texture packs back into bytes. The host computes
// the same filter on the bytes.

#include <amp.h>
#include <amp_graphics.h>
#include <cmath>
#include <iostream>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

static const int rows = 48, cols = 64;

static unsigned char pixel(int r, int c, int channel) {
  return static_cast<unsigned char>((r * 37 + c * 11 + channel * 71) % 256);
}

int main() {
  std::vector<unsigned char> image(rows * cols * 4);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      for (int ch = 0; ch < 4; ++ch)
        image[(r * cols + c) * 4 + ch] = pixel(r, c, ch);

  texture<unorm_4, 2> input(rows, cols, image.data(),
                            static_cast<unsigned int>(image.size()), 8U);
  texture<unorm_4, 2> output(rows, cols, 8U);
  writeonly_texture_view<unorm_4, 2> output_view(output);

  parallel_for_each(
      input.extent, [ =, &input ](index<2> idx) restrict(amp) {
        float_4 sum(0.0f);
        for (int dr = -1; dr <= 1; ++dr) {
          for (int dc = -1; dc <= 1; ++dc) {
            int r = idx[0] + dr, c = idx[1] + dc;
            r = r < 0 ? 0 : (r >= rows ? rows - 1 : r);
            c = c < 0 ? 0 : (c >= cols ? cols - 1 : c);
            sum += static_cast<float_4>(input(r, c));
          }
        }
        unorm_4 centre = input[idx];
        output_view.set(idx, unorm_4(unorm(sum.x / 9.0f), unorm(sum.y / 9.0f),
                                     unorm(sum.z / 9.0f), centre.a));
      });

  std::vector<unsigned char> result(rows * cols * 4);
  copy(output, result.data(), static_cast<unsigned int>(result.size()));

  // The expected bytes; float rounding on the GPU may move a value that
  // lies on a half step by one.
  int exact = 0, off_by_one = 0, wrong = 0;
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      for (int ch = 0; ch < 4; ++ch) {
        float sum = 0.0f;
        for (int dr = -1; dr <= 1; ++dr)
          for (int dc = -1; dc <= 1; ++dc) {
            int rr = r + dr, cc = c + dc;
            rr = rr < 0 ? 0 : (rr >= rows ? rows - 1 : rr);
            cc = cc < 0 ? 0 : (cc >= cols ? cols - 1 : cc);
            sum += pixel(rr, cc, ch) / 255.0f;
          }
        int expect =
            ch == 3 ? pixel(r, c, ch)
                    : static_cast<int>(std::nearbyint(sum / 9.0f * 255.0f));
        int got = result[(r * cols + c) * 4 + ch];
        int diff = got > expect ? got - expect : expect - got;
        if (diff == 0)
          ++exact;
        else if (diff == 1)
          ++off_by_one;
        else
          ++wrong;
      }
    }
  }
  std::cout << "blurred " << rows << "x" << cols
            << " RGBA texels: " << exact + off_by_one << " of "
            << rows * cols * 4 << " channels within 1/255\n";
  if (wrong != 0) {
    std::cout << "FAILED: " << wrong << " channels differ by more than 1\n";
    return 1;
  }
  return 0;
}
