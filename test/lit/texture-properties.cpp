// The Visual C++ 2013 properties of textures and texture views (mipmap
// levels, staging pitches, formats) are read as their getters, as the
// other runtime properties (Mappings.def's Property rows); `extent` stays a
// data member.
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++17
// RUN: FileCheck %s --input-file=%t.hip.cpp

#include <amp.h>
#include <amp_graphics.h>
#include <iostream>
using namespace concurrency;
using namespace concurrency::graphics;

#define SHOW(x) std::cout << (x) << std::endl

template <typename Tex> unsigned levels_of(const Tex &t) {
  return t.mipmap_levels;
  // CHECK: return t.get_mipmap_levels();
}

int main() {
  accelerator_view av = accelerator().default_view;
  texture<float, 2> tex(extent<2>(16, 32), 32U, 0U, av);
  SHOW(tex.mipmap_levels + tex.bits_per_scalar_element + tex.data_length);
  // CHECK: SHOW(tex.get_mipmap_levels() + tex.get_bits_per_scalar_element() + tex.get_data_length());
  SHOW(tex.accelerator_view == tex.associated_accelerator_view);
  // CHECK: SHOW(tex.get_accelerator_view() == tex.get_associated_accelerator_view());
  texture_view<const float, 2> levels(tex, 1, 3);
  SHOW(levels.mipmap_levels + levels.data_length + levels.extent[0]);
  // CHECK: SHOW(levels.get_mipmap_levels() + levels.get_data_length() + levels.extent[0]);
  texture_view<float, 2> one(tex, 2);
  writeonly_texture_view<float, 2> out(tex);
  SHOW(one.bits_per_scalar_element + out.mipmap_levels);
  // CHECK: SHOW(one.get_bits_per_scalar_element() + out.get_mipmap_levels());
  accelerator_view cpu_av =
      accelerator(accelerator::cpu_accelerator).default_view;
  texture<int, 3> staging(2, 3, 4, cpu_av, av);
  SHOW(staging.row_pitch * staging.depth_pitch);
  // CHECK: SHOW(staging.get_row_pitch() * staging.get_depth_pitch());
  SHOW(levels_of(tex) + levels_of(staging));
  return 0;
}
