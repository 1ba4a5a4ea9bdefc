// concurrency::graphics textures against the fake backend (device memory is
// host memory, so the device accessors and sampling run here too):
// construction and formats, views, copies of whole textures and sections,
// launches, and sampling with every filter and address mode.
#include "fake_fixture.h"

#include <amp2hip/amp_graphics.h>

#include <cstdint>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

namespace {

class Textures : public fake::Test {};

// A kernel as the translator declares one for [&tex, out](index<1>) ...
void copy_kernel(amp2hip::extent_domain<1>,
                 amp2hip::device_ref<texture<int, 1>>,
                 writeonly_texture_view<int, 1>) {}
// ... and what its body would do: out[i] = tex[i] * 2.
void play_copy(const fake::launch_record &r) {
  auto &d = *static_cast<amp2hip::extent_domain<1> *>(r.args[0]);
  auto &ref = *static_cast<amp2hip::device_ref<texture<int, 1>> *>(r.args[1]);
  auto &out = *static_cast<writeonly_texture_view<int, 1> *>(r.args[2]);
  for (int i = 0; i < d.ext[0]; ++i)
    out.set(concurrency::index<1>(i), ref.get()[i] * 2);
}

// A kernel that reads a texture it captured by reference.
void read_kernel(amp2hip::extent_domain<1>,
                 amp2hip::device_ref<const texture<int, 1>>) {}

// A kernel that takes only a texture view.
void view_kernel(amp2hip::extent_domain<1>, writeonly_texture_view<int, 1>) {}

} // namespace

TEST_F(Textures, RgbaBytesAreUnorm4Texels) {
  std::vector<std::uint8_t> rgba = {0, 51, 255, 128, 10, 20, 30, 40,
                                    1, 2,  3,   4,   5,  6,  7,  8};
  texture<unorm_4, 2> tex(2, 2, rgba.data(),
                          static_cast<unsigned int>(rgba.size()), 8U);
  EXPECT_EQ(tex.extent, extent<2>(2, 2));
  EXPECT_EQ(tex.get_bits_per_scalar_element(), 8u);
  EXPECT_EQ(tex.get_data_length(), 16u);
  EXPECT_EQ(tex.get_mipmap_levels(), 1u);
  unorm_4 t = tex(0, 1); // device accessors read the fake device memory
  EXPECT_FLOAT_EQ(float(t.r), 10.0f / 255);
  EXPECT_FLOAT_EQ(float(tex[concurrency::index<2>(0, 0)].g), 0.2f);
  std::vector<std::uint8_t> back(16);
  copy(tex, back.data(), 16U);
  EXPECT_EQ(back, rgba);
  std::vector<unorm_4> texels(4);
  copy(tex, texels.begin());
  EXPECT_FLOAT_EQ(float(texels[3].a), 8.0f / 255);
  EXPECT_THROW(copy(tex, back.data(), 15U), runtime_exception);
}

TEST_F(Textures, FormatsFollowVisualCpp) {
  texture<float, 1> f(8);
  EXPECT_EQ(f.get_bits_per_scalar_element(), 32u);
  texture<unorm_2, 1> u(8);
  EXPECT_EQ(u.get_bits_per_scalar_element(), 16u); // norm/unorm default
  texture<double, 1> d(8);
  EXPECT_EQ(d.get_bits_per_scalar_element(), 64u);
  EXPECT_EQ(d.get_data_length(), 64u);
  EXPECT_THROW((texture<float, 1>(8, 8U)), runtime_exception);
  EXPECT_THROW((texture<unorm, 2>(2, 2, 32U)), runtime_exception);
  EXPECT_THROW((texture<int_3, 1>(4, 16U)), runtime_exception);
  texture<int_3, 1> i3(4, 32U);
  EXPECT_EQ(i3.get_data_length(), 48u);
  accelerator_view cpu =
      accelerator(accelerator::cpu_accelerator).get_default_view();
  EXPECT_THROW((texture<int, 1>(4, cpu)), runtime_exception);
  EXPECT_THROW(f.get_mipmap_extent(1), runtime_exception); // one level
}

TEST_F(Textures, IteratorsConvertAndNarrowIntegersSaturate) {
  std::vector<int> values = {300, -300, 5, -5};
  texture<int, 1> wide(4, values.begin(), values.end());
  EXPECT_EQ(wide[2], 5);
  texture<int, 1> narrow(4, 8U);
  copy(values.begin(), values.end(), narrow);
  std::vector<int> back(4);
  copy(narrow, back.begin());
  EXPECT_EQ(back, (std::vector<int>{127, -128, 5, -5}));
  EXPECT_EQ(narrow.get_data_length(), 4u);
  std::vector<int> few = {1, 2};
  EXPECT_THROW(copy(few.begin(), few.end(), narrow), runtime_exception);
  EXPECT_THROW((texture<int, 1>(4, few.begin(), few.end())), runtime_exception);
}

TEST_F(Textures, PackedSixteenBitFormats) {
  texture<norm_2, 2> n(2, 2); // 16 bits by default
  std::vector<norm_2> in = {norm_2(-1.0f, 0.5f), norm_2(0.25f, 1.0f),
                            norm_2(0.0f, -0.5f), norm_2(1.0f, -1.0f)};
  copy(in.begin(), in.end(), n);
  std::vector<std::int16_t> raw(8);
  copy(n, raw.data(), 16U);
  EXPECT_EQ(raw[0], -32767);
  EXPECT_EQ(raw[1], 16384);
  EXPECT_EQ(raw[3], 32767);
  texture<float_2, 3> h(2, 2, 2, 16U); // half floats
  writeonly_texture_view<float_2, 3> hw(h);
  hw.set(concurrency::index<3>(1, 1, 1), float_2(0.1f, 65504.0f));
  float_2 got = h(1, 1, 1);
  EXPECT_NEAR(got.x, 0.1f, 1e-4f);
  EXPECT_EQ(got.y, 65504.0f);
  EXPECT_EQ(h.get_data_length(), 32u);
}

TEST_F(Textures, ViewsShareTheTexture) {
  texture<float, 2> tex(3, 4);
  texture_view<float, 2> rw(tex);
  rw.set(concurrency::index<2>(2, 3), 7.5f);
  EXPECT_EQ(rw(2, 3), 7.5f);
  texture_view<const float, 2> ro(tex);
  EXPECT_EQ(ro.get(concurrency::index<2>(2, 3)), 7.5f);
  texture_view<const float, 2> from_rw(rw);
  EXPECT_EQ(from_rw[concurrency::index<2>(2, 3)], 7.5f);
  EXPECT_EQ(ro.get_extent(), extent<2>(3, 4));
  EXPECT_EQ(ro.get_accelerator_view(), tex.get_accelerator_view());
  tex.set(concurrency::index<2>(0, 0), -1.0f); // one-channel: allowed
  EXPECT_EQ(ro(0, 0), -1.0f);
  EXPECT_THROW((texture_view<float, 2>(tex, 1U)), runtime_exception);
  // A view keeps the data source alive.
  texture_view<const float, 2> *kept;
  {
    texture<float, 2> t2(tex);
    EXPECT_EQ(t2(2, 3), 7.5f); // a deep copy
    kept = new texture_view<const float, 2>(t2);
  }
  EXPECT_EQ((*kept)(2, 3), 7.5f);
  delete kept;
  texture<float, 2> copy_of_view(ro);
  EXPECT_EQ(copy_of_view(0, 0), -1.0f);
}

TEST_F(Textures, SectionCopies) {
  std::vector<int> values(20);
  for (int i = 0; i < 20; ++i)
    values[i] = i;
  texture<int, 2> tex(4, 5, values.begin(), values.end());
  std::vector<int> box(6);
  copy(tex, concurrency::index<2>(1, 2), extent<2>(2, 3), box.begin());
  EXPECT_EQ(box, (std::vector<int>{7, 8, 9, 12, 13, 14}));
  texture<int, 2> dst(3, 3, 16U);
  std::vector<int> zeros(9, 0);
  copy(zeros.begin(), zeros.end(), dst);
  EXPECT_THROW(copy(tex, concurrency::index<2>(1, 2), dst,
                    concurrency::index<2>(0, 0), extent<2>(2, 3)),
               runtime_exception); // bits differ
  texture<int, 2> dst32(3, 3);
  copy(zeros.begin(), zeros.end(), dst32);
  copy(tex, concurrency::index<2>(1, 2), dst32, concurrency::index<2>(1, 0),
       extent<2>(2, 3));
  std::vector<int> all(9);
  copy(dst32, all.begin());
  EXPECT_EQ(all, (std::vector<int>{0, 0, 0, 7, 8, 9, 12, 13, 14}));
  std::vector<int> ones = {1, 1};
  copy(ones.begin(), ones.end(), dst32, concurrency::index<2>(0, 1),
       extent<2>(1, 2));
  EXPECT_EQ(dst32(0, 1), 1);
  EXPECT_EQ(dst32(0, 0), 0);
  int raw[2] = {-4, -5};
  copy(raw, 8U, dst32, concurrency::index<2>(2, 0), extent<2>(1, 2));
  EXPECT_EQ(dst32(2, 1), -5);
  EXPECT_EQ(dst32(2, 0), -4);
  int out[2];
  copy(dst32, concurrency::index<2>(1, 0), extent<2>(2, 1), out, 8U);
  EXPECT_EQ(out[1], -4);
  EXPECT_THROW(
      copy(tex, concurrency::index<2>(3, 3), extent<2>(2, 3), box.begin()),
      runtime_exception);
  texture<int, 2> whole(4, 5);
  copy_async(tex, whole).get();
  EXPECT_EQ(whole(3, 4), 19);
  tex.copy_to(whole);
  writeonly_texture_view<int, 2> wv(whole);
  copy(values.rbegin(), values.rend(), wv);
  EXPECT_EQ(whole(0, 0), 19);
}

TEST_F(Textures, LaunchPassesTexturesByReferenceAndViewsByValue) {
  fake::on_launch = play_copy;
  std::vector<int> values = {1, 2, 3, 4};
  texture<int, 1> in(4, values.begin(), values.end());
  texture<int, 1> out(4);
  writeonly_texture_view<int, 1> out_view(out);
  amp2hip::launch(copy_kernel, in.extent, in, out_view);
  EXPECT_EQ(st().launches, 1u);
  std::vector<int> back(4);
  copy(out, back.begin());
  EXPECT_EQ(back, (std::vector<int>{2, 4, 6, 8}));
}

// Visual C++: a parallel_for_each without an accelerator_view runs on the
// view its textures are on (Microsoft's Morph sample makes its textures on
// accelerator(path).create_view() and launches with only an extent).
TEST_F(Textures, LaunchWithoutAViewRunsOnTheTexturesView) {
  accelerator_view view = accelerator().create_view();
  ASSERT_NE(view.amp2hip_stream(),
            accelerator().get_default_view().amp2hip_stream());
  std::vector<int> values = {1, 2, 3, 4};
  texture<int, 1> in(extent<1>(4), values.begin(), values.end(), view);
  texture<int, 1> out(4, 32U, view);
  writeonly_texture_view<int, 1> out_view(out);
  fake::on_launch = play_copy;
  amp2hip::launch(copy_kernel, out_view.extent, in, out_view);
  ASSERT_EQ(fake::launches.size(), 1u);
  EXPECT_EQ(fake::launches[0].stream, view.amp2hip_stream());
  // A texture view alone decides too.
  fake::on_launch = nullptr;
  amp2hip::launch(view_kernel, out_view.extent, out_view);
  ASSERT_EQ(fake::launches.size(), 2u);
  EXPECT_EQ(fake::launches[1].stream, view.amp2hip_stream());
}

// Views have C++ AMP's `extent` member, as textures do.
TEST_F(Textures, ViewsHaveTheExtentMember) {
  texture<float, 2> tex(3, 5);
  writeonly_texture_view<float, 2> w(tex);
  texture_view<float, 2> rw(tex);
  texture_view<const float, 2> ro(tex);
  EXPECT_EQ(w.extent, extent<2>(3, 5));
  EXPECT_EQ(rw.extent, extent<2>(3, 5));
  EXPECT_EQ(ro.extent, extent<2>(3, 5));
  texture<float, 2> other(2, 2);
  rw = texture_view<float, 2>(other);
  EXPECT_EQ(rw.extent, extent<2>(2, 2));
}

TEST_F(Textures, SamplingOneDimension) {
  std::vector<float> v = {0.0f, 10.0f, 20.0f, 30.0f};
  texture<float, 1> tex(4, v.begin(), v.end());
  texture_view<const float, 1> tv(tex);
  sampler point(filter_point, address_clamp);
  sampler linear(filter_linear, address_clamp);
  // texel centres
  for (int i = 0; i < 4; ++i) {
    EXPECT_EQ(tv.sample(point, (i + 0.5f) / 4), v[i]);
    EXPECT_EQ(tv.sample(linear, (i + 0.5f) / 4), v[i]);
  }
  EXPECT_FLOAT_EQ(tv.sample(linear, 0.5f), 15.0f);
  EXPECT_FLOAT_EQ(tv.sample(linear, 0.3125f), 7.5f); // t = 0.75
  // Past the right edge: u = 1.1 is texel 4 (point), 3.9 (linear).
  EXPECT_EQ(tv.sample(point, 1.1f), 30.0f);
  EXPECT_EQ(tv.sample(sampler(filter_point, address_wrap), 1.1f), 0.0f);
  EXPECT_EQ(tv.sample(sampler(filter_point, address_mirror), 1.1f), 30.0f);
  EXPECT_EQ(tv.sample(sampler(filter_point, address_mirror), 1.3f), 20.0f);
  EXPECT_EQ(tv.sample(sampler(filter_point, address_mirror), -0.1f), 0.0f);
  EXPECT_EQ(tv.sample(sampler(filter_point, address_border,
                              float_4(7.0f, 0.0f, 0.0f, 0.0f)),
                      1.1f),
            7.0f);
  // Linear at u = 0: half of texel -1 and half of texel 0.
  EXPECT_FLOAT_EQ(tv.sample(sampler(filter_linear, address_wrap), 0.0f), 15.0f);
  EXPECT_FLOAT_EQ(tv.sample(sampler(filter_linear, address_clamp), 0.0f), 0.0f);
  EXPECT_FLOAT_EQ(tv.sample(sampler(filter_linear, address_mirror), 0.0f),
                  0.0f);
  EXPECT_FLOAT_EQ(tv.sample(sampler(filter_linear, address_border,
                                    float_4(8.0f, 0.0f, 0.0f, 0.0f)),
                            0.0f),
                  4.0f);
  EXPECT_FLOAT_EQ((tv.sample<filter_point, address_wrap>(1.1f)), 0.0f);
  EXPECT_FLOAT_EQ(tv.sample_level(linear, 0.5f, 0.0f), 15.0f);
  // Defaults: linear, clamp, transparent black.
  sampler dflt;
  EXPECT_EQ(dflt.get_filter_mode(), filter_linear);
  EXPECT_EQ(dflt.get_address_mode(), address_clamp);
  EXPECT_EQ(dflt.get_border_color().w, 0.0f);
}

TEST_F(Textures, SamplingTwoDimensionsXIsTheLastIndex) {
  // 2 rows, 3 columns: value = 10 * row + column.
  std::vector<float> v = {0, 1, 2, 10, 11, 12};
  texture<float, 2> tex(2, 3, v.begin(), v.end());
  texture_view<const float, 2> tv(tex);
  sampler point(filter_point, address_clamp);
  EXPECT_EQ(tv.sample(point, float_2(2.5f / 3, 0.25f)), 2.0f);  // row 0, col 2
  EXPECT_EQ(tv.sample(point, float_2(0.5f / 3, 0.75f)), 10.0f); // row 1, col 0
  // Bilinear between rows 0 and 1 and columns 1 and 2.
  EXPECT_FLOAT_EQ(tv.sample(sampler(), float_2(2.0f / 3, 0.5f)), 6.5f);
  float_4 g = tv.gather_red(point, float_2(2.0f / 3, 0.5f));
  EXPECT_EQ(g.x, 11.0f); // (u0, v1)
  EXPECT_EQ(g.y, 12.0f); // (u1, v1)
  EXPECT_EQ(g.z, 2.0f);  // (u1, v0)
  EXPECT_EQ(g.w, 1.0f);  // (u0, v0)
  // unorm_4 sampling converts, blends and clamps in float.
  std::vector<std::uint8_t> rgba = {0, 0, 0, 255, 255, 255, 255, 255};
  texture<unorm_4, 2> img(1, 2, rgba.data(), 8U, 8U);
  texture_view<const unorm_4, 2> iv(img);
  unorm_4 mid = iv.sample(sampler(), float_2(0.5f, 0.5f));
  EXPECT_FLOAT_EQ(float(mid.r), 0.5f);
  EXPECT_FLOAT_EQ(float(mid.a), 1.0f);
  unorm_4 green = iv.gather_green(point, float_2(0.5f, 0.5f));
  EXPECT_EQ(float(green.x), 0.0f); // row 1 is clamped to row 0
  EXPECT_EQ(float(green.y), 1.0f);
  EXPECT_EQ(float(green.w), 0.0f);
}

TEST_F(Textures, SamplingThreeDimensions) {
  std::vector<float> v(8);
  for (int i = 0; i < 8; ++i)
    v[i] = static_cast<float>(i); // z*4 + y*2 + x
  texture<float, 3> tex(2, 2, 2, v.begin(), v.end());
  texture_view<const float, 3> tv(tex);
  EXPECT_FLOAT_EQ(tv.sample(sampler(), float_3(0.5f, 0.5f, 0.5f)), 3.5f);
  EXPECT_EQ(tv.sample(sampler(filter_point), float_3(0.75f, 0.25f, 0.75f)),
            5.0f); // x 1, y 0, z 1
}

// A texture lives on one accelerator: a kernel on another one's view may
// not use it, written or only read.
TEST_F(Textures, ATextureOnAnotherAcceleratorIsRejectedAtLaunch) {
  fake::devices = 2;
  texture<int, 1> on_second(4, 32U, accelerator(L"gpu:1").get_default_view());
  accelerator_view first = accelerator(L"gpu:0").get_default_view();
  writeonly_texture_view<int, 1> out(on_second);
  for (int written = 0; written < 2; ++written) {
    try {
      if (written)
        amp2hip::launch(first, copy_kernel, on_second.extent, on_second, out);
      else
        amp2hip::launch(first, read_kernel, on_second.extent, on_second);
      FAIL() << "a launch on gpu:0 with a texture of gpu:1 must throw";
    } catch (const runtime_exception &e) {
      EXPECT_NE(std::string(e.what()).find(
                    "a texture is used on an accelerator_view of another"),
                std::string::npos)
          << e.what();
    }
  }
  EXPECT_TRUE(fake::launches.empty());
}
