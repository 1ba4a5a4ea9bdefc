// Visual C++ style: families of functions and operators made by macros whose
// bodies hold the restriction (`#define DEFINE_OP(name, op) inline float
// name(float a, float b) restrict(amp, cpu) { ... }`), as short-vector-like
// helper headers write them. nvcc takes no execution space after a
// parameter list, so amp2hip writes `__host__ __device__` at the start of the
// declaration inside the macro's body.
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

#define DEFINE_OP(name, op) inline float name(float a, float b) restrict(amp, cpu) { return a op b; }
DEFINE_OP(add_f, +)
DEFINE_OP(mul_f, *)

// amp only, a template, and an operator of a small type.
#define DEFINE_GPU_SCALE(name, k) float name(float x) restrict(amp) { return x * k; }
DEFINE_GPU_SCALE(triple, 3.0f)

#define DEFINE_TWICE template <typename T> T twice(T x) restrict(amp, cpu) { return x + x; }
DEFINE_TWICE

struct pair_f
{
    float a, b;
};
#define DEFINE_PAIR_OP(T, op) \
    inline T operator op(T x, T y) restrict(amp, cpu) { T r; r.a = x.a op y.a; r.b = x.b op y.b; return r; }
DEFINE_PAIR_OP(pair_f, +)
DEFINE_PAIR_OP(pair_f, -)

// Members of a class, through one macro.
#define DEFINE_ACCUMULATOR(name) \
    struct name \
    { \
    public: float total; \
        void add(float x) restrict(amp, cpu) { total += x; } \
    };
DEFINE_ACCUMULATOR(accumulator)

int main()
{
    const int n = 64;
    std::vector<float> v(n, 1.0f);
    array_view<float, 1> a(n, v);
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp)
    {
        pair_f p = { a[i], 2.0f };
        pair_f q = { 1.0f, 1.0f };
        pair_f s = (p + q) - q;
        accumulator acc = { 0.0f };
        acc.add(s.a);
        acc.add(twice(s.b) - 4.0f);
        a[i] = triple(mul_f(add_f(acc.total, 1.0f), 1.0f));
    });
    a.synchronize();

    int wrong = 0;
    for (int i = 0; i < n; i++)
        if (v[i] != 6.0f)
            wrong++;
    accumulator host = { 0.0f };
    host.add(add_f(2.0f, mul_f(3.0f, 4.0f)));
    std::cout << "macro_defined_restricted_functions " << n << " elements: " << wrong << " wrong" << std::endl;
    std::cout << "host: " << host.total << " " << twice(21) << std::endl;
    bool ok = wrong == 0 && host.total == 14.0f && twice(21) == 42;
    std::cout << (ok ? "PASSED" : "FAILED") << std::endl;
    return ok ? 0 : 1;
}
