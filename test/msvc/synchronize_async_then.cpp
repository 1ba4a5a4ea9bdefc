// Visual C++ style: overlapping host work with the copy back of a kernel's
// result: array_view::synchronize_async() returns a completion_future, whose
// then() continuation sums the result on the host and says so through an
// std::atomic flag (Visual C++ runs it on another thread, maybe after get()
// returns); the program polls with wait_for, blocks with get(), and Sleeps
// until the flag is up.
#include "stdafx.h"
#include <amp.h>
#include <atomic>
#include <chrono>
#include <iostream>
#include <numeric>
#include <vector>

using namespace concurrency;

int _tmain(int argc, _TCHAR* argv[])
{
    const int size = 1 << 18;
    std::vector<int> data(size, 1);
    array_view<int, 1> av(size, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp)
    {
        av[idx] = av[idx] + (idx[0] & 3);
    });

    long long total = 0;
    std::atomic<bool> summed(false);
    completion_future done = av.synchronize_async();
    done.then([&]() {
        total = std::accumulate(data.begin(), data.end(), 0LL);
        summed = true;
    });
    while (done.wait_for(std::chrono::milliseconds(1)) != std::future_status::ready)
        ;
    done.get();
    while (!summed)
        Sleep(1);

    // Each group of four adds 1 + 2 + 3 + 4 = 10.
    long long expected = (long long)size / 4 * 10;
    std::wcout << L"sum " << total << L", expected " << expected << std::endl;
    std::wcout << L"synchronize_async then: " << (total == expected ? L"PASSED" : L"FAILED") << std::endl;
    return total == expected ? 0 : 1;
}
