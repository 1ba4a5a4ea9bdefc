// Visual C++ style: a pair whose two-value constructor is restrict(amp)
// beside a forwarding constructor template of restrict(amp, cpu), and a
// restrict(cpu, amp) minmax that builds pairs (amp-algorithms'
// amp_stl_algorithms::pair and minmax). In restrict(cpu, amp) code C++ AMP
// calls the template, the other constructor lacking cpu; hipcc and nvcc
// would call the device constructor on the host. amp2hip keeps it from the
// host pass; the program prints what it printed with Visual C++.
#include "stdafx.h"
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

namespace amp_stl
{
    template<typename T1, typename T2>
    class pair
    {
    public:
        T1 first;
        T2 second;

        pair() restrict(amp, cpu)
            : first(), second()
        { }

        pair(const T1& val1, const T2& val2) restrict(amp)
            : first(val1), second(val2)
        { }

        template<typename U1, typename U2>
        pair(U1&& val1, U2&& val2) restrict(amp, cpu)
            : first(val1), second(val2)
        { }
    };

    template <typename T>
    inline pair<const T, const T> minmax(const T& a, const T& b) restrict(cpu, amp)
    {
        return (b < a) ? pair<const T, const T>(b, a) : pair<const T, const T>(a, b);
    }
}

int _tmain(int argc, _TCHAR* argv[])
{
    const int n = 8;
    std::vector<int> a(n), b(n), lo(n), hi(n);
    for (int i = 0; i < n; ++i)
    {
        a[i] = (i * 37) % 11;
        b[i] = (i * 53) % 13;
    }
    array_view<const int, 1> av(n, a), bv(n, b);
    array_view<int, 1> lov(n, lo), hiv(n, hi);
    lov.discard_data();
    hiv.discard_data();
    parallel_for_each(lov.extent, [=](index<1> i) restrict(amp)
    {
        amp_stl::pair<const int, const int> m = amp_stl::minmax(av[i], bv[i]);
        amp_stl::pair<int, int> sum(m.first + m.second, 0);
        lov[i] = m.first;
        hiv[i] = sum.first - m.first;
    });
    lov.synchronize();
    hiv.synchronize();

    int failures = 0;
    for (int i = 0; i < n; ++i)
    {
        amp_stl::pair<const int, const int> m = amp_stl::minmax(a[i], b[i]);
        std::cout << a[i] << " " << b[i] << ": " << lo[i] << " " << hi[i] << std::endl;
        if (lo[i] != m.first || hi[i] != m.second)
            ++failures;
    }
    std::cout << (failures == 0 ? "PASSED" : "FAILED") << std::endl;
    return failures;
}
