// What a kernel hoisted out of its function needs from inside the function:
// a macro #defined there (written again before the kernel; the user's
// #define stays, an identical redefinition being allowed) and an enum
// declared there that a capture's type names (moved out, as a local class
// is).
// RUN: rm -rf %t && mkdir -p %t && sed -e '/^\/\/ CHECK/d' %s > %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++17
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
#include <amp.h>
#include <vector>
using namespace concurrency;

#define SCALE 2.0f

// CHECK: #define IDX(r, c) ((r) * W + (c))
// CHECK-NEXT: #define AT(i) a[IDX(i[0], i[1])]
// CHECK-NEXT: // C++ AMP kernel from parallel_for_each at prog.cpp:{{[0-9]+}}
// CHECK: AT(i) *= SCALE;
// CHECK-LABEL: void scale(
// CHECK-NEXT: {
// CHECK-NEXT: #define IDX(r, c) ((r) * W + (c))
// CHECK-NEXT: #define AT(i) a[IDX(i[0], i[1])]
// CHECK: #undef AT
void scale(std::vector<float> &v, int W)
{
#define IDX(r, c) ((r) * W + (c))
#define AT(i) a[IDX(i[0], i[1])]
    array_view<float, 1> a(static_cast<int>(v.size()), v);
    parallel_for_each(extent<2>(static_cast<int>(v.size()) / W, W), [=](index<2> i) restrict(amp)
    {
        AT(i) *= SCALE;
    });
#undef AT
#undef IDX
}

// CHECK: // 'Mode', declared inside 'power' in C++ AMP, moved here: a kernel names it
// CHECK-NEXT: enum class Mode : int { Square, Cube };
// CHECK: power_amp_kernel_0(
// CHECK: Mode m) {
// CHECK-LABEL: void power(
// CHECK-NEXT: {
// CHECK-NEXT: Mode m = Mode::Cube;
void power(array_view<float, 1> a)
{
    enum class Mode : int { Square, Cube };
    Mode m = Mode::Cube;
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp)
    {
        float x = a[i];
        a[i] = (m == Mode::Square) ? x * x : x * x * x;
    });
}
