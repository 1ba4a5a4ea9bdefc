// A function template whose body is not C++ and that nothing instantiates
// (AMP2HIP1135), as amp_stl_algorithms.h's `includes`, which passes
// `amp_algorithms::equal_to()` without the template argument it needs:
// Visual C++ parsed a body only to instantiate it, and never compiled this
// one. The other edits are made first (`same<>`, AMP2HIP1133); the body,
// still not C++, is then kept between #if 0 and #endif. A body that is not
// C++ and that is instantiated stays the error it was.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++14 2> prog.err
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t/prog.err
// RUN: sed -e 's|^// CALLED ||' %s > called.cpp
// RUN: not %amp2hip called.cpp -o called.hip.cpp -- -std=c++14 2> called.err
// RUN: FileCheck %s --check-prefix=CALLED --input-file=%t/called.err
#include <amp.h>
#include <vector>
using namespace concurrency;

namespace kit
{
    template <typename T>
    struct same
    {
        bool operator()(const T &a, const T &b) const restrict(cpu, amp) { return a == b; }
    };

    template <typename Iter>
    bool all_same(Iter first, Iter last)
    {
        return kit::same()(*first, *last) && undeclared_helper(first);
    }
// CHECK:      {{^ *}}bool all_same(Iter first, Iter last)
// CHECK-NEXT: {{^ *}};
// CHECK-NEXT: {{^}}#if 0 // amp2hip: nothing instantiates this template and its body is not C++ (Visual C++ never compiled it)
// CHECK-NEXT: {{^}}{
// CHECK-NEXT: {{^ *}}return kit::same<>()(*first, *last) && undeclared_helper(first);
// CHECK-NEXT: {{^ *}}}
// CHECK-NEXT: {{^}}#endif

    template <typename T>
    void mark(array_view<T, 1> a)
    {
        parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = kit::same<T>()(a[i], T()) ? 1 : 0; });
    }
}

int main() {
  std::vector<int> v(4, 0);
  array_view<int, 1> a(4, v);
  kit::mark(a);
  a.synchronize();
// CALLED   if (kit::all_same(v.begin(), v.end())) return 2;
  return v[0] == 1 ? 0 : 1;
}

// WARN-DAG: prog.cpp:29:5: warning: the body of function template 'kit::all_same' is not C++ and nothing instantiates it {{.*}} [AMP2HIP1135]
// WARN-DAG: prog.cpp:30:25: warning: class template 'same' named without template arguments{{.*}} [AMP2HIP1133]
// WARN-NOT: error:
// CALLED: called.cpp:30:{{[0-9]+}}: error:
