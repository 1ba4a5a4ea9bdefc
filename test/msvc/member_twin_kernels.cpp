// Member functions overloaded on restriction alone whose restrict(cpu) side
// launches a kernel (a class template's and a plain class's), as a library
// of Visual C++ days wrote them: host code calls the cpu side, which runs
// the kernel; kernel code calls the amp side. nvcc cannot declare a member
// twice, so each GPU pass sees one side whole; the kernels the cpu side
// launches are named in the amp side's body, whose device pass instantiates
// them (without that, the class template's kernel had no device code and
// its launch failed). No kernel calls the amp sides here: a CPU build,
// which sees the cpu sides alone, would run them in the kernel
// (docs/user-guide.md, known limits).
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

template <typename T>
class scaler
{
public:
    explicit scaler(T factor) restrict(amp, cpu) : factor_(factor) {}

    // On the host: every element, on the accelerator.
    void apply(array_view<T, 1> data) const restrict(cpu)
    {
        T factor = factor_;
        parallel_for_each(data.extent, [=](index<1> idx) restrict(amp)
        {
            data[idx] *= factor;
        });
    }

    // In a kernel: the thread's own element only.
    void apply(array_view<T, 1> data) const restrict(amp)
    {
        data[0] *= factor_;
    }

private:
    T factor_;
};

class filler
{
public:
    explicit filler(int value) restrict(amp, cpu) : value_(value) {}

    void apply(array_view<int, 1> data) const restrict(cpu)
    {
        int value = value_;
        parallel_for_each(data.extent, [=](index<1> idx) restrict(amp)
        {
            data[idx] = value + idx[0];
        });
    }

    void apply(array_view<int, 1> data) const restrict(amp)
    {
        data[0] = value_;
    }

private:
    int value_;
};

int main()
{
    const int size = 256;
    std::vector<int> ints(size);
    std::vector<float> floats(size, 1.5f);
    array_view<int, 1> int_view(size, ints);
    array_view<float, 1> float_view(size, floats);

    filler(10).apply(int_view);
    scaler<int>(3).apply(int_view);
    scaler<float>(4.0f).apply(float_view);

    int_view.synchronize();
    float_view.synchronize();

    int wrong = 0;
    for (int i = 0; i < size; ++i)
    {
        int expected = (10 + i) * 3;
        if (ints[i] != expected || floats[i] != 6.0f)
            ++wrong;
    }
    std::cout << "member_twin_kernels " << size << " elements: " << wrong
              << " wrong" << std::endl;
    std::cout << "first: " << ints[0] << " " << ints[4] << " " << floats[0]
              << std::endl;
    std::cout << (wrong == 0 ? "PASSED" : "FAILED") << std::endl;
    return wrong == 0 ? 0 : 1;
}
