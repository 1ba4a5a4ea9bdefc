// A call whose arguments deduce one type in Visual C++'s 32-bit builds and
// two in the 64-bit parse, as the C++ AMP book's Extras/ScanPerf (built
// only for Release|Win32): `std::max(0U, 55 - scanName.length())`, where
// size_t is unsigned int on Win32 and unsigned long here. The call is given
// the template argument, `std::max<size_t>` (AMP2HIP1144); so for int and
// ptrdiff_t, std::min, and a function template of the program's own. The
// rule needs no Win32 configuration: Visual C++ rejected these calls in its
// 64-bit builds, so a source that has them was built for Win32. Two types
// that differ on Win32 too (unsigned long long and size_t) stay an error.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++17 2> prog.err
// RUN: FileCheck %s --check-prefix=WARN --input-file=prog.err
// RUN: FileCheck %s --check-prefix=OUT --input-file=prog.hip.cpp
// RUN: sed -e 's/0U, 55/0ULL, 55/' -e 's/max(1, last/max(1LL, last/' \
// RUN:     -e 's/min(8U,/min(8ULL,/' -e 's/atLeast(2U,/atLeast(2ULL,/' \
// RUN:     prog.cpp > other.cpp
// RUN: not %amp2hip other.cpp -o other.hip.cpp -- -std=c++17 2> other.err
// RUN: FileCheck %s --check-prefix=OTHER --input-file=other.err
#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>
#include <amp.h>

template <typename T> T atLeast(T floor, T value)
{
    return value < floor ? floor : value;
}

int main()
{
    std::wstring scanName(L"Simple");
    std::vector<int> data(4, 1);
    concurrency::array_view<int, 1> v(4, data);
    const int *first = &data[0], *last = first + 3;
    std::size_t width = std::max(0U, 55 - scanName.length());
    std::ptrdiff_t span = std::max(1, last - first);
    std::size_t rows = std::min(8U, data.size());
    std::size_t cols = atLeast(2U, data.size());
    return width == 49 && span == 3 && rows == 4 && cols == 4 && v[0] == 1 ? 0 : 1;
}

// WARN: prog.cpp:[[@LINE-7]]:25: warning: the call's arguments deduce 'unsigned int' and 'size_t' {{.*}}; written 'std::max<size_t>' [AMP2HIP1144]
// WARN: prog.cpp:[[@LINE-7]]:27: warning: {{.*}} written 'std::max<ptrdiff_t>' [AMP2HIP1144]
// WARN: prog.cpp:[[@LINE-7]]:24: warning: {{.*}} written 'std::min<size_t>' [AMP2HIP1144]
// WARN: prog.cpp:[[@LINE-7]]:24: warning: {{.*}} written 'atLeast<size_t>' [AMP2HIP1144]
// WARN-NOT: error:

// OUT: std::size_t width = std::max<size_t>(0U, 55 - scanName.length());
// OUT: std::ptrdiff_t span = std::max<ptrdiff_t>(1, last - first);
// OUT: std::size_t rows = std::min<size_t>(8U, data.size());
// OUT: std::size_t cols = atLeast<size_t>(2U, data.size());

// OTHER-COUNT-3: error: no matching function for call to '{{max|min}}'
// OTHER: error: no matching function for call to 'atLeast'
// OTHER-NOT: AMP2HIP1144
