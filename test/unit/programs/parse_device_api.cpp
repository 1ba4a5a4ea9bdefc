// Original C++ AMP source using the device-function API (amp_math.h, ...):
// the translator's parse mode must accept it, restrict(amp) and
// restrict(cpu,amp) callers alike (test/unit/CMakeLists.txt).
#include <amp.h>
#include <amp_graphics.h>
#include <amp_math.h>
#include <amp_short_vectors.h>

using namespace concurrency;

// As amptest/math.h: restrict(amp) and restrict(cpu,amp) callers.
inline bool is_nan_amp(float v) restrict(amp) {
  return fast_math::isnan(v) != 0;
}
inline bool is_nan_both(double v) restrict(cpu, amp) {
  return precise_math::isnan(v) != 0 || precise_math::signbit(v) != 0;
}

void kernel_math(array_view<float, 1> a, array_view<double, 1> d) {
  parallel_for_each(
      a.extent, [=](index<1> i) restrict(amp) {
        int e = 0;
        float s, c;
        fast_math::sincos(a[i], &s, &c);
        a[i] = precise_math::frexp(a[i], &e) + fast_math::sin(a[i]) + s * c +
               is_nan_amp(a[i]) + precise_math::erfinvf(a[i]);
        d[i] = precise_math::lgamma(d[i], &e) + is_nan_both(d[i]) +
               precise_math::rcbrt(d[i]);
        int bits = direct3d::firstbithigh(e) + direct3d::countbits(7u);
        atomic_fetch_add(&bits, direct3d::imax(e, 1));
        a[i] += direct3d::smoothstep(0.0f, 1.0f, a[i]) + bits;
      });
  bool b = is_nan_both(1.0);
  (void)b;
}

// Short vectors as array_view elements, built and combined in a kernel.
void kernel_short_vectors(array_view<graphics::float_4, 1> f,
                          array_view<const graphics::int_3, 1> i) {
  parallel_for_each(
      f.extent, [=](index<1> idx) restrict(amp) {
        graphics::int_3 v = i[idx] + 1;
        graphics::float_3 t = graphics::float_3(v).get_zyx();
        graphics::float_4 r(t.x, t.y, t.b, 1.0f);
        r.set_xy(r.get_yx() * 2.0f);
        graphics::norm_2 n(r.x, -r.y);
        f[idx] = r + graphics::float_4(n.get_x());
      });
}
