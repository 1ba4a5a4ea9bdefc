// A lambda copies its by-value captures when it is made; a named kernel
// takes them as parameters at the launch. amp2hip hoists a lambda only where
// the two agree: a lambda kept in a variable whose copied variable may
// change before a launch stays a lambda (an extended __device__ lambda),
// and a C array captured by value travels as its bytes, not as a pointer to
// the host's array.
// RUN: rm -rf %t && mkdir -p %t && sed -e '/^\/\/ ERRORS/,$d' -e '/^\/\/ CHECK/d' %s > %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++17
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
// RUN: sed -n -e '/^\/\/ ERR:/d' -e '/^\/\/ ERRORS/,$p' %s > %t/bad.cpp
// RUN: cd %t && not %amp2hip bad.cpp -o bad.hip.cpp -- -std=c++17 2> bad.err
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t/bad.err
// RUN: test ! -e %t/bad.hip.cpp
#include <amp.h>
#include <vector>
using namespace concurrency;

// Changed between the lambda and the launch (the Visual C++ program
// printed 1): the lambda stays.
// CHECK-LABEL: void changed_between(
// CHECK: float s = 1.0f;
// CHECK-NEXT: auto k = [=] __device__ (concurrency::index<1> i) { av[i] = s; };
// CHECK-NEXT: s = 2.0f;
// CHECK-NEXT: parallel_for_each(av.extent, k);
void changed_between(array_view<float, 1> av) {
  float s = 1.0f;
  auto k = [=](index<1> i) restrict(amp) { av[i] = s; };
  s = 2.0f;
  parallel_for_each(av.extent, k);
}

// Made before a loop that launches it and then changes the copied variable:
// the lambda stays.
// CHECK-LABEL: void changed_in_loop(
// CHECK: auto k = [=] __device__ (concurrency::index<1> i) { av[i] += s; };
// CHECK: parallel_for_each(av.extent, k);
void changed_in_loop(array_view<float, 1> av) {
  float s = 1.0f;
  auto k = [=](index<1> i) restrict(amp) { av[i] += s; };
  for (int n = 0; n < 4; ++n) {
    parallel_for_each(av.extent, k);
    s += 1.0f;
  }
}

// Changed only after the last launch, or read in between, or made anew in
// each turn of a loop: a kernel.
// CHECK-LABEL: void changed_after(
// CHECK-NEXT: float s = 1.0f;
// CHECK-NEXT: // 'k': the kernel changed_after_amp_kernel_0 above
// CHECK-NEXT: amp2hip::launch<changed_after_amp_kernel_0>(av.extent, av, s);
// CHECK-NEXT: s = 2.0f;
void changed_after(array_view<float, 1> av) {
  float s = 1.0f;
  auto k = [=](index<1> i) restrict(amp) { av[i] = s; };
  parallel_for_each(av.extent, k);
  s = 2.0f;
}

// CHECK-LABEL: void read_between(
// CHECK: amp2hip::launch<read_between_amp_kernel_0>(av.extent, av, s);
void read_between(array_view<float, 1> av, float *out) {
  float s = 1.0f;
  auto k = [=](index<1> i) restrict(amp) { av[i] = s; };
  *out = s * 2;
  parallel_for_each(av.extent, k);
}

// CHECK-LABEL: void made_in_loop(
// CHECK: amp2hip::launch<made_in_loop_amp_kernel_0>(av.extent, av, n);
void made_in_loop(array_view<float, 1> av) {
  for (int n = 0; n < 4; ++n) {
    auto k = [=](index<1> i) restrict(amp) { av[i] += n; };
    parallel_for_each(av.extent, k);
  }
}

// An init-capture computed on the CPU: in the call, the launch's argument;
// in a variable, evaluated where the lambda is made, so the lambda stays.
// CHECK-LABEL: void init_captures(
// CHECK: amp2hip::launch<init_captures_amp_kernel_0>(av.extent, static_cast<int>(h.size()), av);
// CHECK: auto k = [=, n = static_cast<int>(h.size())] __device__ (concurrency::index<1> i) { av[i] = (float)n; };
// CHECK: amp2hip::launch<init_captures_amp_kernel_1>(av.extent, 4, av);
void init_captures(array_view<float, 1> av, std::vector<int> &h) {
  parallel_for_each(av.extent, [=, n = static_cast<int>(h.size())](index<1> i) restrict(amp) {
    av[i] = (float)n - i[0];
  });
  auto k = [=, n = static_cast<int>(h.size())](index<1> i) restrict(amp) { av[i] = (float)n; };
  h.push_back(1);
  parallel_for_each(av.extent, k);
  auto c = [=, n = 4](index<1> i) restrict(amp) { av[i] = (float)n; };
  parallel_for_each(av.extent, c);
}

// C arrays by value: their bytes, and a reference of the array's name.
// CHECK: weights_amp_kernel_0(
// CHECK: amp2hip::kernel_bytes<sizeof(float[3]), alignof(float[3])> amp_bytes_w
// CHECK: float (&w)[3] = amp_bytes_w.as<float[3]>();
// CHECK: weights_amp_kernel_1(
// CHECK: amp2hip::kernel_bytes<sizeof(int[2][2]), alignof(int[2][2])> amp_bytes_t
// CHECK: int (&t)[2][2] = amp_bytes_t.as<int[2][2]>();
// CHECK-LABEL: void weights(
// CHECK: amp2hip::launch<weights_amp_kernel_0>(out.extent, out, w);
// CHECK: amp2hip::launch<weights_amp_kernel_1>(out.extent, out, t);
void weights(array_view<float, 1> out) {
  float w[3] = {0.25f, 0.5f, 0.25f};
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    out[i] = w[0] + w[1] + w[2];
  });
  int t[2][2] = {{1, 2}, {3, 4}};
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    out[i] = (float)t[i[0] % 2][1];
  });
}

// ERRORS (what neither form keeps; cut out into bad.cpp by the RUN lines)
#include <amp.h>
using namespace concurrency;

// An extended __device__ lambda cannot capture the array by reference.
// ERR: bad.cpp:{{[0-9]+}}:8: error: the kernel made of this lambda cannot keep the lambda's copy of 's': it may change before a launch, and the lambda also captures by reference [AMP2HIP1022]
void by_reference(array<float, 1> &a) {
  float s = 1.0f;
  auto k = [=, &a](index<1> i) restrict(amp) { a[i] *= s; };
  s = 2.0f;
  parallel_for_each(a.extent, k);
}

// An array_view's copy must run for the kernel to see device memory.
// ERR: bad.cpp:{{[0-9]+}}:5: error: the kernel made of this lambda cannot keep the lambda's copy of 'both': its elements are not trivially copyable [AMP2HIP1022]
void views(array_view<float, 1> a, array_view<float, 1> b) {
  array_view<float, 1> both[2] = {a, b};
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    both[0][i] = both[1][i];
  });
}
