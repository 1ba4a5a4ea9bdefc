// A call in a namespace's template of a function that a later namespace
// declares and a using-directive after the template names, as the C++ AMP
// Algorithms Library's amp_stl_algorithms::adjacent_difference calls
// padded_read, found through the tests' `using namespace amp_algorithms;`:
// Visual C++ looked the name up at instantiation, standard C++ where the
// template is written and in the arguments' namespaces (concurrency), which
// find nothing. The call is qualified with the namespace of the function
// Clang found at instantiation (AMP2HIP1171), and declared before the
// template (AMP2HIP1128); the call of a function of the template's own
// namespace declared after it is only declared before it.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++17 2> prog.err
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t/prog.err
// WARN-NOT: error:

#include <amp.h>
#include <vector>

namespace kit_stl {
template <typename T>
void adjacent_difference(const concurrency::array_view<const T, 1> &in,
                         const concurrency::array_view<T, 1> &out) {
  concurrency::parallel_for_each(out.extent, [=](concurrency::index<1> i) restrict(amp) {
    out[i] = padded_read(in, i[0]) - padded_read(in, i[0] - 1) + bias(in[i]);
  });
}
// CHECK: out[i] = kit::padded_read(in, i[0]) - kit::padded_read(in, i[0] - 1) + bias(in[i]);
// WARN-DAG: prog.cpp:20:1: warning: 'kit::padded_read' is named in a template before its declaration {{.*}} [AMP2HIP1128]
// WARN-DAG: prog.cpp:[[@LINE-5]]:14: warning: 'kit::padded_read' is called in a template by its unqualified name, which only a lookup where the template is instantiated finds (as Visual C++ looked it up); written qualified, 'kit::padded_read' [AMP2HIP1171]
// WARN-DAG: prog.cpp:[[@LINE-6]]:38: warning: 'kit::padded_read' is called {{.*}} [AMP2HIP1171]
// WARN-NOT: AMP2HIP1171

template <typename T> T bias(const T &v) restrict(cpu, amp) { return v - v; }
} // namespace kit_stl

namespace kit {
template <typename View>
typename View::value_type padded_read(const View &v, int i) restrict(cpu, amp) {
  return i >= 0 && i < v.extent[0] ? v[i] : typename View::value_type();
}
} // namespace kit

using namespace kit;

int main() {
  std::vector<int> in{1, 4, 9, 16}, out(4);
  concurrency::array_view<const int, 1> a(4, in);
  concurrency::array_view<int, 1> b(4, out);
  kit_stl::adjacent_difference(a, b);
  b.synchronize();
  return out[0] == 1 && out[1] == 3 && out[2] == 5 && out[3] == 7 ? 0 : 1;
}
