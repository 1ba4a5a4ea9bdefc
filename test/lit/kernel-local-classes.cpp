// A kernel at namespace scope cannot name a class local to the function
// that launches it; a self-contained local class moves out, just before
// that function, with the edits inside it.
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++14
// RUN: FileCheck %s --input-file=%t.hip.cpp --match-full-lines

#include <amp.h>
#include <vector>
using namespace concurrency;

// CHECK: // 'Foo', declared inside 'main' in C++ AMP, moved here: a kernel names it
// CHECK-NEXT: class Foo
// CHECK-NEXT: {
// CHECK-NEXT: public:
// CHECK-NEXT:     float r;
// CHECK-NEXT:     float b;
// CHECK-NEXT:     __device__ int sum() const { return (int)(r + b); }
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: // C++ AMP kernel from parallel_for_each at kernel-local-classes.cpp:{{[0-9]+}}
// CHECK-NEXT: static __global__ void
// CHECK-NEXT: main_amp_kernel_0(amp2hip::extent_domain<1> amp_domain,
// CHECK-NEXT:                   concurrency::array_view<int, 1> results,
// CHECK-NEXT:                   concurrency::array_view<Foo, 1> av) {

// A class defined in the declaration of the captured object: the definition
// moves, the declaration stays with an elaborated type.
// CHECK: // 'wrap_', declared inside 'main' in C++ AMP, moved here: a kernel names it
// CHECK-NEXT: struct wrap_
// CHECK-NEXT: {
// CHECK-NEXT:     wrap_(array_view<int, 1> o) : data(o) {}
// CHECK-NEXT:     array_view<int, 1> data;
// CHECK-NEXT: };
// CHECK: main_amp_kernel_1(amp2hip::extent_domain<1> amp_domain, struct wrap_ wrap) {

// CHECK: int main()
// CHECK-NEXT: {
// CHECK-EMPTY:
// CHECK-NEXT:     std::vector<float> v(10 * 2);
int main()
{
    class Foo
    {
    public:
        float r;
        float b;
        int sum() const restrict(amp) { return (int)(r + b); }
    };

    std::vector<float> v(10 * 2);
    array_view<Foo, 1> av(10, reinterpret_cast<Foo *>(v.data()));
    std::vector<int> out(10);
    array_view<int, 1> results(10, out);
    parallel_for_each(av.get_extent(), [=](index<1> i) restrict(amp) {
        results[i] = av[i].sum();
    });
    {
        const struct wrap_
        {
            wrap_(array_view<int, 1> o) : data(o) {}
            array_view<int, 1> data;
        } wrap(results);
        // CHECK:         const struct wrap_ wrap(results);
        // CHECK:         amp2hip::launch<decltype(&main_amp_kernel_1), &main_amp_kernel_1>(extent<1>(1), wrap);
        parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp)
        {
            wrap.data[0] += 1;
        });
    }
    return 0;
}
