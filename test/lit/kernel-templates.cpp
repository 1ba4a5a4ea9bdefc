// Kernels inside function templates, class templates and member functions.
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++17
// RUN: FileCheck %s --input-file=%t.hip.cpp

#include <amp.h>
#include <vector>
using namespace concurrency;

// CHECK: // C++ AMP kernel from parallel_for_each at kernel-templates.cpp:[[@LINE+12]]
// CHECK-NEXT: template <typename T, int TS>
// CHECK-NEXT: static __global__ void __launch_bounds__(TS * TS)
// CHECK-NEXT: scale_amp_kernel_0(amp2hip::tiled_domain<TS, TS> amp_domain,
// CHECK-NEXT:                    concurrency::array_view<T, 2> a,
// CHECK-NEXT:                    T factor) {
// CHECK-NEXT:   concurrency::tiled_index<TS, TS> t = amp_domain.this_thread();
// CHECK-NEXT:   a[t] *= factor;
// CHECK-NEXT:   __syncthreads();
// CHECK: {{^}}template <typename T, int TS = 16>
template <typename T, int TS = 16>
void scale(array_view<T, 2> a, T factor) {
  parallel_for_each(a.extent.template tile<TS, TS>(), [=](tiled_index<TS, TS> t) restrict(amp) {
  a[t] *= factor;
  t.barrier.wait();
  });
  // CHECK: {{^}}  amp2hip::launch<scale_amp_kernel_0<T, TS>>(a.extent.template tile<TS, TS>(), a, factor);
}

// CHECK: {{^}}template <typename T>{{$}}
// CHECK-NEXT: static __global__ void
// CHECK-NEXT: Buffer_clear_amp_kernel_0(amp2hip::extent_domain<1> amp_domain,
// CHECK-NEXT:                           concurrency::array_view<T, 1> view) {
// CHECK: {{^}}template <typename T> class Buffer {
template <typename T> class Buffer {
public:
  explicit Buffer(array_view<T, 1> v) : view(v) {}
  void clear() {
    array_view<T, 1> view = this->view;
    parallel_for_each(view.extent, [=](index<1> i) restrict(amp) { view[i] = T(); });
    // CHECK: {{^}}    amp2hip::launch<Buffer_clear_amp_kernel_0<T>>(view.extent, view);
  }
  void fill(T v);

private:
  array_view<T, 1> view;
};

// CHECK: {{^}}template <typename T>{{$}}
// CHECK-NEXT: static __global__ void
// CHECK-NEXT: Buffer_fill_amp_kernel_0(amp2hip::extent_domain<1> amp_domain,
// CHECK-NEXT:                          concurrency::array_view<T, 1> view,
// CHECK-NEXT:                          T v) {
template <typename T> void Buffer<T>::fill(T v) {
  array_view<T, 1> view = this->view;
  parallel_for_each(view.extent, [=](index<1> i) restrict(amp) { view[i] = v; });
  // CHECK: {{^}}  amp2hip::launch<Buffer_fill_amp_kernel_0<T>>(view.extent, view, v);
}

// A member function of an ordinary class, defined out of line.
// CHECK-LABEL: {{^}}Counter_count_amp_kernel_0(amp2hip::extent_domain<1> amp_domain,
// CHECK-NEXT:                            concurrency::array_view<int, 1> hits) {
struct Counter {
  void count(array_view<int, 1> hits);
};
void Counter::count(array_view<int, 1> hits) {
  parallel_for_each(hits.extent, [=](index<1> i) restrict(amp) { hits[i] += 1; });
  // CHECK: {{^}}  amp2hip::launch<Counter_count_amp_kernel_0>(hits.extent, hits);
}

void use(array_view<float, 2> f, array_view<int, 1> n) {
  scale<float>(f, 2.0f);
  Buffer<int>(n).clear();
  Buffer<int>(n).fill(3);
  Counter().count(n);
}

// A const local computed from a parameter is a value, not a constant, even
// where the template makes it dependent: captured.
// So is one computed from such a constant (`h`).
// CHECK-LABEL: {{^}}fill_size_amp_kernel_0(amp2hip::extent_domain<1> amp_domain,
// CHECK-NEXT:                  concurrency::array_view<T, 1> av,
// CHECK-NEXT:                  int n,
// CHECK-NEXT:                  int h) {
// CHECK: amp2hip::launch<fill_size_amp_kernel_0<T>>(av.extent, av, n, h);
template <typename T> void fill_size(std::vector<T> &v) {
  const int n = (int)v.size();
  const int h = n / 2;
  array_view<T, 1> av(n, v);
  parallel_for_each(av.extent,
                    [=](index<1> i) restrict(amp) { av[i] = n + h; });
}
void use_fill_size() {
  std::vector<int> v(64);
  fill_size(v);
}

// Likewise one computed from the object in a class template's member
// function (a member call, a data member): captured, not re-declared where
// the kernel has no object.
// CHECK-LABEL: {{^}}Cols_run_amp_kernel_0(amp2hip::extent_domain<1> amp_domain,
// CHECK-NEXT:                       concurrency::array_view<T, 1> v,
// CHECK-NEXT:                       int n,
// CHECK-NEXT:                       int m,
// CHECK-NEXT:                       int k) {
// CHECK-NEXT:   concurrency::index<1> i = amp_domain.this_thread();
template <typename T> struct Cols {
  int w;
  int cols() const { return w; }
  void run(array_view<T, 1> v) const {
    const int n = cols();
    const int m = this->w * 2;
    const int k = (int)sizeof(T) * w;
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
      v[i] = v[i] * n + m + k;
    });
  }
};
void use_cols(array_view<float, 1> v) { Cols<float>{2}.run(v); }
