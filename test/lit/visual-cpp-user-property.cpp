// A Visual C++ property the program declares with a getter (AMP2HIP1142),
// as the C++ AMP Algorithms Library's functor_view::extent: its declaration
// is commented out and its reads call the getter, also a read of that name
// on an object whose type depends on a template's parameters, which an
// instantiation may make the property's class (array_view, also used here,
// has the same getter).
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++14 2> prog.err
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t/prog.err
#include <amp.h>
#include <vector>
using namespace concurrency;

template <typename Functor>
class generated_view
{
public:
    generated_view(const concurrency::extent<1> &e, const Functor &f) : _extent(e), _f(f) {}
    int operator[](const index<1> &i) const restrict(cpu, amp) { return _f(i); }

    __declspec(property(get=get_extent)) concurrency::extent<1> extent;
    concurrency::extent<1> get_extent() const restrict(cpu, amp) { return _extent; }
    // CHECK-DAG:  {{^}}    // __declspec(property(get=get_extent)) concurrency::extent<1> extent;
    // WARN: prog.cpp:[[@LINE-3]]:65: warning: Visual C++ property 'extent' of the program is commented out; its reads call 'get_extent()' instead [AMP2HIP1142]

private:
    concurrency::extent<1> _extent;
    Functor _f;
};

template <typename InView, typename OutView>
void copy_view(const InView &in, OutView out)
{
    // CHECK-DAG: {{^ *}}amp2hip::launch<{{.*}}>(out.get_extent(), out, in);
    parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
        out[i] = i[0] < in.extent[0] ? in[i] : -1;
        // CHECK-DAG: {{^ *}}out[i] = i[0] < in.get_extent()[0] ? in[i] : -1;
    });
}

struct times_three
{
    int operator()(const index<1> &i) const restrict(cpu, amp) { return 3 * i[0]; }
};

int main() {
  std::vector<int> v(8, 0), w(8, 7);
  array_view<int, 1> out(8, v);
  generated_view<times_three> gen(concurrency::extent<1>(6), times_three());
  copy_view(gen, out);
  copy_view(array_view<const int, 1>(8, w), array_view<int, 1>(8, w));
  out.synchronize();
  int size = gen.extent.size();
  // CHECK-DAG: {{^ *}}int size = gen.get_extent().size();
  return v[5] == 15 && v[6] == -1 && size == 6 ? 0 : 1;
}
// WARN-NOT: error:
