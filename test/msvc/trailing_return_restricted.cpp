// Visual C++ style: restrict(...) before a trailing return type, on plain
// functions, on a function object's templated operator() and on a member
// declared in its class and defined outside (`auto f(float x) restrict(amp,
// cpu) -> float`, `auto operator()(U x, V y) const restrict(amp) ->
// decltype(x + y)`). C++ AMP's grammar puts the restriction after the cv and
// ref qualifiers and before `->`; amp2hip writes the execution space in front
// of the declaration.
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

auto twice(float x) restrict(amp, cpu) -> float { return 2.0f * x; }

// The same signature on each side: one function holding both bodies, the
// amp one run in kernels, the cpu one in host code (on a GPU and on the CPU).
auto side(int x) restrict(cpu) -> int { return x + 100; }
auto side(int x) restrict(amp) -> int { return x + 200; }

struct Add
{
    template <typename U, typename V>
    auto operator()(U x, V y) const restrict(amp) -> decltype(x + y) { return x + y; }
};

struct Scaler
{
    float k;
    auto scale(float x) const restrict(amp, cpu) -> float;
};

auto Scaler::scale(float x) const restrict(amp, cpu) -> float { return k * x; }

int main()
{
    const int n = 16;
    std::vector<float> v(n, 1.0f);
    array_view<float, 1> a(n, v);
    Scaler s = { 0.5f };
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp)
    {
        a[i] = Add()(twice(a[i]), 1.0f) + s.scale(2.0f) + side(0) - 200;
    });
    a.synchronize();

    int wrong = 0;
    for (int i = 0; i < n; i++)
        if (v[i] != 4.0f)
            wrong++;
    std::cout << "trailing_return_restricted " << n << " elements: " << wrong << " wrong" << std::endl;
    std::cout << "host: " << twice(s.scale(3.0f)) << " " << side(0) << std::endl;
    bool ok = wrong == 0 && twice(s.scale(3.0f)) == 3.0f && side(0) == 100;
    std::cout << (ok ? "PASSED" : "FAILED") << std::endl;
    return ok ? 0 : 1;
}
