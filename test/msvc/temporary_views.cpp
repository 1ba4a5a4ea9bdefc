// Visual C++ style: sections and views made in the call, passed to
// functions that take array_view& (Visual C++ binds a temporary to a
// non-const reference: its C4239 extension), in host and in restrict(amp)
// code; _ASSERTE from <crtdbg.h> (via <amp.h>), _ttoi from <tchar.h>.
#include <amp.h>
#include <tchar.h>
#include <iostream>
#include <vector>

using namespace concurrency;

struct accumulator
{
    float total;
    accumulator(float start) restrict(amp, cpu) : total(start) {}
};

void add_into(accumulator& acc, float x) restrict(amp) { acc.total += x; }

void scale(array_view<float, 1>& v, float factor)
{
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp)
    {
        v[i] *= factor;
    });
}

class offsetter
{
public:
    offsetter(float by) : m_by(by) {}
    void apply(array_view<float, 2>& v) const
    {
        float by = m_by;
        parallel_for_each(v.extent, [=](index<2> i) restrict(amp)
        {
            v[i] += by;
        });
    }
private:
    float m_by;
};

int _tmain(int argc, _TCHAR* argv[])
{
    const int n = argc > 1 ? _ttoi(argv[1]) : 1024;
    std::vector<float> data(n, 1.0f);
    array_view<float, 1> av(n, data);
    scale(av.section(0, n / 2), 3.0f);          // the first half only
    std::vector<float> grid(n, 2.0f);
    offsetter(0.5f).apply(array_view<float, 2>(n / 32, 32, grid));
    std::vector<float> sums(n, 0.0f);
    array_view<float, 1> sv(n, sums);
    parallel_for_each(sv.extent, [=](index<1> i) restrict(amp)
    {
        accumulator acc(av[i]);
        add_into(accumulator(1.0f), av[i]);      // a temporary, changed and dropped
        add_into(acc, 1.0f);
        sv[i] = acc.total;
    });
    sv.synchronize();
    av.synchronize();
    _ASSERTE(data[0] == 3.0f);
    int wrong = 0;
    for (int i = 0; i < n; i++)
    {
        float want = i < n / 2 ? 3.0f : 1.0f;
        if (data[i] != want || sums[i] != want + 1.0f || grid[i] != 2.5f)
            wrong++;
    }
    std::cout << "first " << data[0] << ", last " << data[n - 1] << ", sums " << sums[0] << " and " << sums[n - 1] << ", grid " << grid[n - 1] << std::endl;
    std::cout << (wrong == 0 ? "PASSED" : "FAILED") << std::endl;
    return wrong == 0 ? 0 : 1;
}
