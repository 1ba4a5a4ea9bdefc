// A template written for Visual C++'s class iterators, instantiated with
// libstdc++'s std::array iterator, a plain pointer: `It::value_type` is
// read through std::iterator_traits (AMP2HIP1140) and an unqualified
// `distance(first, last)`, which argument-dependent lookup found in std
// for Visual C++'s iterators, is written std::distance (AMP2HIP1143). A
// std::vector's iterator, a class, takes the same text.
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++17 2> %t.err
// RUN: FileCheck %s --input-file=%t.hip.cpp
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t.err
#include <amp.h>
#include <array>
#include <vector>

namespace sums
{
    template <typename InIt>
    int Total(InIt first, InIt last)
    {
        typedef InIt::value_type T;
        const int size = int(distance(first, last));
        T total = T(0);
        for (int i = 0; i < size; ++i)
            total += first[i];
        return int(total);
    }
}

int main()
{
    std::array<int, 4> a = { 1, 2, 3, 4 };
    std::vector<int> v(a.begin(), a.end());
    return sums::Total(a.begin(), a.end()) == 10 &&
           sums::Total(v.begin(), v.end()) == 10 ? 0 : 1;
}

// CHECK: {{^}}        typedef typename std::iterator_traits<InIt>::value_type T;
// CHECK: {{^}}        const int size = int(std::distance(first, last));
// WARN-DAG: :19:17: warning: 'InIt::value_type' names a dependent type; 'typename' inserted before it
// WARN-DAG: :19:17: warning: 'InIt::value_type' names a member of an iterator that is a pointer here {{.*}} [AMP2HIP1140]
// WARN-DAG: :20:30: warning: 'distance' found no function for pointer iterators {{.*}} written 'std::distance' [AMP2HIP1143]
// WARN-NOT: error:
