// Compiled as C++11 (see CMakeLists.txt): instantiates the runtime's host
// API so that C++14/17-only constructs in the headers fail the build.
#include <amp2hip/amp.h>
#include <amp2hip/amp_graphics.h>

#include <vector>

namespace {
void kernel(amp2hip::tiled_domain<4, 4>, concurrency::array_view<int, 2>,
            amp2hip::device_ref<const concurrency::array<float, 1>>) {}
void texture_kernel(
    amp2hip::extent_domain<2>,
    amp2hip::device_ref<concurrency::graphics::texture<float, 2>>,
    concurrency::graphics::writeonly_texture_view<
        concurrency::graphics::unorm_4, 2>,
    concurrency::graphics::texture_view<const float, 2>,
    concurrency::graphics::sampler) {}
} // namespace

void amp2hip_cxx11_check() {
  std::vector<int> v(64);
  concurrency::array_view<int, 2> av(8, 8, v);
  concurrency::array_view<const int, 2> cv = av;
  concurrency::array_view<int, 1> row = av[1];
  row[2] = cv(1, 1) + cv[2][3] + av.section(concurrency::index<2>(1, 1))(0, 0);
  concurrency::array<float, 1> a(16);
  concurrency::array<float, 2> b(4, 4, v.begin());
  concurrency::copy(a, b[0]);
  amp2hip::launch(kernel, av.extent.tile<4, 4>(), av, a);

  namespace g = concurrency::graphics;
  g::texture<float, 2> t(4, 4, v.begin(), v.end());
  g::texture<g::unorm_4, 2> img(4, 4, 8U);
  g::writeonly_texture_view<g::unorm_4, 2> out(img);
  g::texture_view<const float, 2> tv(t);
  g::copy(t, concurrency::index<2>(1, 1), concurrency::extent<2>(2, 2),
          v.begin());
  g::copy_async(v.begin(), v.begin() + 16, t);
  amp2hip::launch(texture_kernel, t.extent, t, out, tv, g::sampler());
}
