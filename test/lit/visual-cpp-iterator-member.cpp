// An iterator's member type named through a template parameter that is a
// pointer here (AMP2HIP1140), as the C++ AMP Algorithms Library's
// testtools.h names TIter::value_type of cbegin(std::array): Visual C++'s
// iterators were classes, libstdc++'s of std::array are pointers. The name
// is written through std::iterator_traits, which gives the same type for a
// class iterator (std::vector's, also instantiated here).
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++14 2> prog.err
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t/prog.err
#include <amp.h>
#include <algorithm>
#include <array>
#include <utility>
#include <vector>
using namespace concurrency;

template <typename TIter>
int checked_sum(TIter first, TIter last)
{
    int total = 0;
    std::for_each(first, last, [&](TIter::value_type p) { total += p.first * p.second; });
    TIter::difference_type count = last - first;
    return total + static_cast<int>(count);
}
// CHECK:      [&](typename std::iterator_traits<TIter>::value_type p)
// CHECK:      typename std::iterator_traits<TIter>::difference_type count

std::array<std::pair<int, int>, 2> pairs = {{ {1, 2}, {3, 4} }};

int main() {
  std::vector<std::pair<int, int>> more(pairs.begin(), pairs.end());
  std::vector<int> v(1, 0);
  array_view<int, 1> a(1, v);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = 1; });
  a.synchronize();
  return checked_sum(pairs.cbegin(), pairs.cend()) == 16 &&
         checked_sum(more.cbegin(), more.cend()) == 16 && v[0] == 1 ? 0 : 1;
}

// WARN-DAG: prog.cpp:22:36: warning: 'TIter::value_type' names a member of an iterator that is a pointer here {{.*}} [AMP2HIP1140]
// WARN-DAG: prog.cpp:23:5: warning: 'TIter::difference_type' names a member of an iterator that is a pointer here {{.*}} [AMP2HIP1140]
// WARN-NOT: error:
