// restrict(amp) lambdas handed to a template from a private member function,
// as in GoogleTest's TEST and TEST_F bodies (TestBody is private): nvcc
// takes no extended __device__ lambda there (the C++ AMP Algorithms
// Library's test_amp_algorithms.cpp, `amp_algorithms::generate(av, []()
// restrict(amp) { return 7; })`). Each becomes the class it stands for, at
// namespace scope before the function: captures as members, the body as
// its operator(), a trailing return type kept. A class or enumeration of
// the function that the lambda names (a parameter's type, a captured
// variable's, an enumerator) moves out before it (amp-algorithms'
// examples_stl_amp_algorithms.cpp: `[=](const vertices &t) restrict(amp)`
// with a struct of its TestBody). In a public member function the lambda
// stays an extended lambda. hipcc and nvcc compile
// the output (compile.every_lit_output).
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++17 2> prog.err
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty --input-file=%t/prog.err
// DIAG-NOT: warning
// DIAG-NOT: error
#include <amp.h>
#include <vector>
using namespace concurrency;

template <typename T, typename F> void generate(array_view<T, 1> av, F f) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = f(); });
}

template <typename T, typename F>
void transform(array_view<const T, 1> in, array_view<T, 1> out, F f) {
  parallel_for_each(out.extent,
                    [=](index<1> i) restrict(amp) { out[i] = f(in[i]); });
}

template <typename T, typename U, typename F>
void measure(array_view<const T, 1> in, array_view<U, 1> out, F f) {
  parallel_for_each(out.extent,
                    [=](index<1> i) restrict(amp) { out[i] = f(in[i]); });
}

// CHECK-LABEL: {{^}}namespace {
// CHECK-NEXT:  {{^}}// C++ AMP lambda at prog.cpp:{{[0-9]+}}, written as a class:
// CHECK-NEXT:  {{^}}// nvcc takes no __device__ lambda in a private member function
// CHECK-NEXT:  {{^}}struct Fixture_TestBody_amp_lambda_0 {
// CHECK-NEXT:  {{^}}    __device__ auto operator()() const {
// CHECK-NEXT:  {{^}}        return 7;
// CHECK-NEXT:  {{^}}    }
// CHECK-NEXT:  {{^}}};
// CHECK-NEXT:  {{^}}} // namespace
// CHECK:       {{^}}struct Fixture_TestBody_amp_lambda_1 {
// CHECK-NEXT:  {{^}}    int limit;
// CHECK-NEXT:  {{^}}    concurrency::array_view<int, 1> seen;
// CHECK-NEXT:  {{^}}    __device__ auto operator()(int x) const -> bool {
// CHECK-NEXT:  {{^}}        return x > limit && seen[0] >= 0;
// CHECK:       {{^}}struct Fixture_TestBody_amp_lambda_2 {
// CHECK-NEXT:  {{^}}    int twice;
// CHECK-NEXT:  {{^}}    __device__ auto operator()(int x) const {
// CHECK-NEXT:  {{^}}        return x * twice;
// CHECK:       {{^}}void Fixture::TestBody() {
class Fixture {
public:
  void Run() { TestBody(); Shapes(); }

private:
  void TestBody();
  void Shapes();
};

void Fixture::TestBody() {
    std::vector<int> data(16), twice(16), seen_data(1, 0);
    array_view<int, 1> av(16, data);
    generate(av, []() restrict(amp) {
        return 7;
    });
    int limit = 5;
    array_view<int, 1> seen(1, seen_data);
    auto over = [=](int x) restrict(amp) -> bool { return x > limit && seen[0] >= 0; };
    array_view<const int, 1> in(16, data);
    array_view<int, 1> out(16, twice);
    int scale = 1;
    transform(in, out, [twice = scale * 2](int x) restrict(amp) { return x * twice; });
    // CHECK:      {{^}}    generate(av, Fixture_TestBody_amp_lambda_0{});
    // CHECK:      {{^}}    auto over = Fixture_TestBody_amp_lambda_1{limit, seen};
    // CHECK:      {{^}}    transform(in, out, Fixture_TestBody_amp_lambda_2{scale * 2});
    out.synchronize();
    av.synchronize();
    (void)over;
}

// CHECK-LABEL: {{^}}// 'vertex', declared inside 'Shapes' in C++ AMP, moved here: a restrict(amp) lambda names it
// CHECK-NEXT:  {{^}}struct vertex {
// CHECK-NEXT:  {{^}}    float x, y;
// CHECK-NEXT:  {{^}}    vertex() {}
// CHECK-NEXT:  {{^}}};
// CHECK:       {{^}}// 'axis', declared inside 'Shapes' in C++ AMP, moved here: a restrict(amp) lambda names it
// CHECK-NEXT:  {{^}}enum axis { along_x, along_y };
// CHECK:       {{^}}struct Fixture_Shapes_amp_lambda_0 {
// CHECK-NEXT:  {{^}}    vertex origin;
// CHECK-NEXT:  {{^}}    __device__ auto operator()(const vertex &v) const {
// CHECK-NEXT:  {{^}}        return v.x - origin.x + (along_y == 1 ? v.y : 0.0f);
// CHECK:       {{^}}void Fixture::Shapes() {
// CHECK-NEXT:  {{^}}    std::vector<vertex> points(16);
void Fixture::Shapes() {
    struct vertex {
        float x, y;
        vertex() {}
    };
    enum axis { along_x, along_y };
    std::vector<vertex> points(16);
    std::vector<float> lengths(16);
    vertex origin;
    origin.x = 1.0f;
    array_view<const vertex, 1> in(16, points);
    array_view<float, 1> out(16, lengths);
    measure(in, out, [=](const vertex &v) restrict(amp) {
        return v.x - origin.x + (along_y == 1 ? v.y : 0.0f);
    });
    // CHECK: {{^}}    measure(in, out, Fixture_Shapes_amp_lambda_0{origin});
    out.synchronize();
}

// A public member function: an extended lambda, as before.
// CHECK-LABEL: {{^}}void Open::Run(
// CHECK:       {{^}}  generate(av, [] __device__ () { return 3; });
struct Open {
  void Run(array_view<int, 1> av);
};
void Open::Run(array_view<int, 1> av) {
  generate(av, []() restrict(amp) { return 3; });
}

int main() {
  Fixture f;
  f.Run();
  std::vector<int> d(4);
  Open().Run(array_view<int, 1>(4, d));
  return d[0] == 3 ? 0 : 1;
}
