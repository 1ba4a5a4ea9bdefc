// Mipmap levels and staging textures (Visual C++ 2013) against the fake
// backend: the level geometry and staging pitches, a chain written and read
// one level at a time, copies of whole chains, sample_level's choice and
// blend of levels, and staging textures written through data().
#include "fake_fixture.h"

#include <amp2hip/amp_graphics.h>

#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;
using amp2hip::detail::full_mip_chain;
using amp2hip::detail::mip_extent;
using amp2hip::detail::mip_texels_before;

namespace {

class TextureMipmaps : public fake::Test {};

accelerator_view gpu() { return accelerator().get_default_view(); }
accelerator_view cpu() {
  return accelerator(accelerator::cpu_accelerator).get_default_view();
}

// Fills level l of `tex` with the value `base * (l + 1)` through a
// writable view of that level.
void fill_levels(texture<float, 1> &tex, float base) {
  for (unsigned l = 0; l < tex.get_mipmap_levels(); ++l) {
    std::vector<float> v(tex.get_mipmap_extent(l).size(), base * (l + 1));
    copy(v.begin(), v.end(), texture_view<float, 1>(tex, l));
  }
}

// A kernel as the translator declares one for [=](index<2>) { view... }.
void staged_kernel(amp2hip::extent_domain<2>, writeonly_texture_view<int, 2>) {}

} // namespace

TEST(MipChain, LevelsHalveEachDimensionDownToOne) {
  extent<2> e(8, 3);
  EXPECT_EQ(mip_extent(e, 0), extent<2>(8, 3));
  EXPECT_EQ(mip_extent(e, 1), extent<2>(4, 1));
  EXPECT_EQ(mip_extent(e, 2), extent<2>(2, 1));
  EXPECT_EQ(mip_extent(e, 3), extent<2>(1, 1));
  EXPECT_EQ(mip_extent(e, 40), extent<2>(1, 1)); // no shift past the width
  EXPECT_EQ(full_mip_chain(e), 4u);
  EXPECT_EQ(full_mip_chain(extent<3>(5, 16, 1)), 5u);
  EXPECT_EQ(full_mip_chain(extent<1>(1)), 1u);
  EXPECT_EQ(full_mip_chain(extent<1>(7)), 3u); // 7, 3, 1
  EXPECT_EQ(mip_texels_before(e, 0), 0u);
  EXPECT_EQ(mip_texels_before(e, 3), 24u + 4u + 2u);
}

TEST(MipChain, StagingPitchesAreUnpaddedRowsAndSlices) {
  EXPECT_EQ(amp2hip::detail::staging_row_pitch(extent<2>(3, 5), 4), 20u);
  EXPECT_EQ(amp2hip::detail::staging_row_pitch(extent<3>(2, 3, 5), 2), 10u);
  EXPECT_EQ(amp2hip::detail::staging_depth_pitch(extent<3>(2, 3, 5), 4), 60u);
}

TEST_F(TextureMipmaps, ConstructorTakesLevelsZeroMeaningTheFullChain) {
  texture<float, 2> full(extent<2>(4, 8), 32U, 0U, gpu());
  EXPECT_EQ(full.get_mipmap_levels(), 4u);
  EXPECT_EQ(full.get_mipmap_extent(1), extent<2>(2, 4));
  EXPECT_EQ(full.get_mipmap_extent(3), extent<2>(1, 1));
  EXPECT_THROW(full.get_mipmap_extent(4), runtime_exception);
  EXPECT_EQ(full.get_data_length(), (32u + 8u + 2u + 1u) * 4u);
  texture<unorm_4, 2> two(extent<2>(4, 8), 8U, 2U, gpu());
  EXPECT_EQ(two.get_mipmap_levels(), 2u);
  EXPECT_EQ(two.get_data_length(), (32u + 8u) * 4u);
  EXPECT_THROW((texture<float, 2>(extent<2>(4, 8), 32U, 5U, gpu())),
               runtime_exception);
  texture<float, 2> one(4, 8);
  EXPECT_EQ(one.get_mipmap_levels(), 1u);
  // Views see a range of levels; a writable view sees one.
  texture_view<const float, 2> all(full);
  EXPECT_EQ(all.get_mipmap_levels(), 4u);
  texture_view<const float, 2> mid(full, 1U, 2U);
  EXPECT_EQ(mid.get_mipmap_levels(), 2u);
  EXPECT_EQ(mid.get_extent(), extent<2>(2, 4));
  texture_view<const float, 2> last(mid, 1U, 1U);
  EXPECT_EQ(last.get_extent(), extent<2>(1, 2));
  EXPECT_THROW((texture_view<const float, 2>(full, 2U, 3U)), runtime_exception);
  EXPECT_THROW((texture_view<const float, 2>(full, 0U, 0U)), runtime_exception);
  texture_view<float, 2> level2(full, 2U);
  EXPECT_EQ(level2.get_extent(), extent<2>(1, 2));
  EXPECT_EQ(level2.get_mipmap_levels(), 1u);
  EXPECT_THROW((texture_view<float, 2>(full, 4U)), runtime_exception);
}

TEST_F(TextureMipmaps, LevelsAreWrittenAndReadOneAtATime) {
  texture<float, 1> tex(extent<1>(8), 32U, 0U, gpu());
  ASSERT_EQ(tex.get_mipmap_levels(), 4u);
  fill_levels(tex, 1.5f);
  for (unsigned l = 0; l < 4; ++l) {
    std::vector<float> back(tex.get_mipmap_extent(l).size(), 0.0f);
    copy(texture_view<const float, 1>(tex, l, 1U), back.begin());
    EXPECT_EQ(back, std::vector<float>(back.size(), 1.5f * (l + 1))) << l;
  }
  // The texture itself reads level 0; a read-only view reads any level.
  EXPECT_EQ(tex[3], 1.5f);
  texture_view<const float, 1> all(tex);
  EXPECT_EQ(all.get(concurrency::index<1>(1), 2U), 4.5f);
  // A section of one level.
  std::vector<float> two = {-1.0f, -2.0f};
  texture_view<float, 1> level1(tex, 1U);
  copy(two.begin(), two.end(), level1, concurrency::index<1>(2), extent<1>(2));
  EXPECT_EQ(all.get(concurrency::index<1>(3), 1U), -2.0f);
  EXPECT_EQ(all.get(concurrency::index<1>(1), 1U), 3.0f);
  // Raw copies move one level: the whole chain is refused.
  std::vector<float> raw(8);
  EXPECT_THROW(copy(tex, raw.data(), 32U), runtime_exception);
  EXPECT_THROW(copy(raw.begin(), raw.end(), tex), runtime_exception);
}

TEST_F(TextureMipmaps, CopiesOfWholeTexturesCarryEveryLevel) {
  texture<float, 1> tex(extent<1>(8), 32U, 3U, gpu());
  fill_levels(tex, 2.0f);
  texture<float, 1> dup(tex);
  EXPECT_EQ(dup.get_mipmap_levels(), 3u);
  texture_view<const float, 1> dup_levels(dup);
  EXPECT_EQ(dup_levels.get(concurrency::index<1>(1), 2U), 6.0f);
  texture<float, 1> from_view(texture_view<const float, 1>(tex, 1U, 2U));
  EXPECT_EQ(from_view.get_extent(), extent<1>(4));
  EXPECT_EQ(from_view.get_mipmap_levels(), 2u);
  texture_view<const float, 1> from_view_levels(from_view);
  EXPECT_EQ(from_view_levels.get(concurrency::index<1>(0), 1U), 6.0f);
  texture<float, 1> other(extent<1>(8), 32U, 3U, gpu());
  copy(tex, other);
  texture_view<const float, 1> other_levels(other);
  EXPECT_EQ(other_levels.get(concurrency::index<1>(0), 1U), 4.0f);
  texture<float, 1> fewer(8);
  EXPECT_THROW(copy(tex, fewer), runtime_exception);
}

TEST_F(TextureMipmaps, SampleLevelPicksAndBlendsLevels) {
  // Level l holds (l + 1) everywhere: any filter inside a level gives that.
  texture<float, 1> tex(extent<1>(8), 32U, 0U, gpu());
  fill_levels(tex, 1.0f);
  texture_view<const float, 1> v(tex);
  sampler linear(filter_linear, address_clamp);
  sampler point(filter_point, address_clamp);
  EXPECT_FLOAT_EQ(v.sample_level(linear, 0.3f, 0.0f), 1.0f);
  EXPECT_FLOAT_EQ(v.sample_level(linear, 0.3f, 1.25f), 2.25f);
  EXPECT_FLOAT_EQ(v.sample_level(linear, 0.3f, 2.5f), 3.5f);
  EXPECT_FLOAT_EQ(v.sample_level(linear, 0.3f, 9.0f), 4.0f);  // clamped
  EXPECT_FLOAT_EQ(v.sample_level(linear, 0.3f, -2.0f), 1.0f); // to 0
  EXPECT_FLOAT_EQ(v.sample_level(point, 0.3f, 1.4f), 2.0f);   // nearest
  EXPECT_FLOAT_EQ(v.sample_level(point, 0.3f, 1.5f), 3.0f);
  EXPECT_FLOAT_EQ(v.sample(linear, 0.3f, 0.5f), 1.5f); // sample too
  // A view's levels count from its most detailed one.
  texture_view<const float, 1> tail(tex, 2U, 2U);
  EXPECT_FLOAT_EQ(tail.sample_level(linear, 0.7f, 0.0f), 3.0f);
  EXPECT_FLOAT_EQ(tail.sample_level(linear, 0.7f, 7.0f), 4.0f);
  // Within a level, filtering is as without levels: level 1 holds 0, 1,
  // 2, 3; u = 0.5 lies between texels 1 and 2.
  std::vector<float> ramp = {0.0f, 1.0f, 2.0f, 3.0f};
  copy(ramp.begin(), ramp.end(), texture_view<float, 1>(tex, 1U));
  EXPECT_FLOAT_EQ(v.sample_level(linear, 0.5f, 1.0f), 1.5f);
  EXPECT_FLOAT_EQ(v.sample_level(point, 0.5f, 1.0f), 2.0f);
}

TEST_F(TextureMipmaps, StagingTexturesLiveInHostMemory) {
  texture<int, 2> staging(extent<2>(3, 4), cpu(), gpu());
  EXPECT_EQ(staging.get_row_pitch(), 16u);
  EXPECT_EQ(staging.get_associated_accelerator_view(), gpu());
  EXPECT_EQ(staging.get_accelerator_view(), cpu());
  ASSERT_NE(staging.data(), nullptr);
  char *rows = static_cast<char *>(staging.data());
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 4; ++j)
      reinterpret_cast<int *>(rows + i * staging.get_row_pitch())[j] =
          10 * i + j;
  texture<int, 2> on_gpu(staging, gpu()); // a copy to the accelerator
  EXPECT_EQ(on_gpu(2, 3), 23);
  EXPECT_EQ(on_gpu.data(), nullptr);
  EXPECT_THROW(on_gpu.get_row_pitch(), runtime_exception);
  EXPECT_EQ(on_gpu.get_associated_accelerator_view(), gpu());
  texture<int, 2> gpu_tex(3, 4);
  copy(staging, gpu_tex);
  EXPECT_EQ(gpu_tex(1, 2), 12);
  // And back: a kernel's result read through data().
  gpu_tex.set(concurrency::index<2>(0, 1), -7);
  copy(gpu_tex, staging);
  EXPECT_EQ(static_cast<const int *>(
                static_cast<const texture<int, 2> &>(staging).data())[1],
            -7);
  texture<unorm_2, 3> slices(extent<3>(2, 3, 5), 8U, cpu(), gpu());
  EXPECT_EQ(slices.get_row_pitch(), 10u);
  EXPECT_EQ(slices.get_depth_pitch(), 30u);
  std::vector<float> values(6, 0.5f);
  texture<float, 1> from_it(extent<1>(6), values.begin(), values.end(), cpu(),
                            gpu());
  std::vector<float> back(6);
  copy(from_it, back.begin());
  EXPECT_EQ(back, values);
  // Kernels take no staging texture, by reference or through a view.
  writeonly_texture_view<int, 2> staged_view(staging);
  EXPECT_THROW(amp2hip::launch(staged_kernel, staging.extent, staged_view),
               runtime_exception);
  EXPECT_EQ(st().launches, 0u);
  // Without an accelerator to copy to, the cpu accelerator has no textures.
  EXPECT_THROW((texture<int, 1>(4, cpu(), cpu())), runtime_exception);
}
