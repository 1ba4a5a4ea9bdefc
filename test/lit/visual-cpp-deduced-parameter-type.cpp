// A non-type template parameter declared `unsigned int` and deduced from
// array_view's and index's `int` rank: Visual C++ converted the deduced
// value, C++ deduction fails (no function to call). The permissive retry
// declares the parameter with the deduced type (AMP2HIP1134); a parameter
// that is only given explicitly keeps its type. So for an operator
// (amp-algorithms' testtools.h prints a std::array<T, N> with `int N`,
// deduced from std::array's size_t).
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/padded.cpp
// RUN: cd %t && %amp2hip padded.cpp -o padded.hip.cpp -- -std=c++17 2> padded.err
// RUN: FileCheck %s --input-file=%t/padded.hip.cpp
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t/padded.err
// WARN-NOT: error:

#include <amp.h>
#include <array>
#include <sstream>
#include <string>
#include <vector>
using namespace concurrency;

template <typename Char, typename Traits, typename T, int N>
std::basic_ostream<Char, Traits> &operator<<(std::basic_ostream<Char, Traits> &os, const std::array<T, N> &a) {
  for (const T &v : a)
    os << v << ',';
  return os;
}
// CHECK: {{^}}template <typename Char, typename Traits, typename T, unsigned long N>
// WARN-DAG: padded.cpp:[[@LINE-7]]:55: warning: non-type template parameter 'int N' is deduced from an argument of another type; declared with that type (Visual C++ converted the argument, C++ deduction fails) [AMP2HIP1134]

std::string show() {
  std::ostringstream out;
  out << std::array<int, 3>{1, 2, 3};
  return out.str();
}

template <typename T, unsigned int Rank>
T PaddedRead(const array_view<const T, Rank> &a, const index<Rank> &idx) restrict(cpu, amp) {
  return a.extent.contains(idx) ? a[idx] : T();
}
// CHECK: {{^}}template <typename T, int Rank>
// WARN-DAG: padded.cpp:[[@LINE-5]]:23: warning: non-type template parameter 'unsigned int Rank' is deduced from an argument of another type; declared with that type (Visual C++ converted the argument, C++ deduction fails) [AMP2HIP1134]

template <typename T,
          unsigned Rank = 2>
void PaddedWrite(const array_view<T, Rank> &a, const index<Rank> &idx, const T &v) restrict(cpu, amp) {
  if (a.extent.contains(idx))
    a[idx] = v;
}
// CHECK: {{^}}          int Rank = 2>
// WARN-DAG: padded.cpp:[[@LINE-6]]:11: warning: non-type template parameter 'unsigned Rank' {{.*}} [AMP2HIP1134]

template <unsigned int Size> unsigned int twice() restrict(cpu, amp) { return 2 * Size; }
// CHECK: {{^}}template <unsigned int Size> __host__ __device__ unsigned int twice()

void transpose(std::vector<unsigned> &in, std::vector<unsigned> &out, int n) {
  array_view<const unsigned, 2> src(n, n, in);
  array_view<unsigned, 2> dst(n, n, out);
  parallel_for_each(dst.extent, [=](index<2> i) restrict(amp) {
    PaddedWrite(dst, i, PaddedRead(src, index<2>(i[1], i[0])) + twice<1>());
  });
}
