// What Visual C++ accepted in class templates, which it read only at
// instantiation, written as standard C++ by the permissive retry, as the
// C++ AMP Algorithms Library (amp_stl_algorithms.h, amp_iterators.h,
// amp_algorithms.h) and its tests write it: a member template whose
// parameter, or a function template's typedef, has a template parameter's
// name (AMP2HIP1129), a default template argument repeated where a static
// member is defined outside its class (AMP2HIP1130), a non-type template
// argument that narrows (AMP2HIP1131), a type of a dependent base class
// named without qualification (AMP2HIP1132), `TypeParam::type()` without
// `typename` met in an instantiation (AMP2HIP1111) and a class template
// whose parameters all have defaults named without `<>` (AMP2HIP1133).
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++14 2> prog.err
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t/prog.err
#include <amp.h>
#include <iterator>
using namespace concurrency;

template <typename T1, typename T2>
struct pair {
  T1 first;
  T2 second;
  pair(const T1 &a, const T2 &b) restrict(cpu, amp) : first(a), second(b) {}
  template <typename T1, typename T2>
  pair(const pair<T1, T2> &other) restrict(cpu, amp)
      : first(other.first), second(other.second) {}
};
// CHECK:      {{^}}  template <typename T1_, typename T2_>
// CHECK-NEXT: {{^}}  __host__ __device__ pair(const pair<T1_, T2_> &other)
// WARN-DAG: prog.cpp:[[@LINE-6]]:22: warning: 'T1' shadows a template parameter {{.*}} renamed 'T1_' where it is declared and used [AMP2HIP1129]
// WARN-DAG: prog.cpp:[[@LINE-7]]:35: warning: 'T2' shadows a template parameter {{.*}} [AMP2HIP1129]

template <typename I, typename T>
T total(I first, I last, T init) {
  typedef typename std::iterator_traits<I>::value_type T;
  T sum = init;
  for (; first != last; ++first)
    sum += *first;
  return sum;
}
// CHECK:      {{^}}T total(I first, I last, T init) {
// CHECK-NEXT: {{^}}  typedef typename std::iterator_traits<I>::value_type T_;
// CHECK-NEXT: {{^}}  T_ sum = init;
// WARN-DAG: prog.cpp:[[@LINE-9]]:56: warning: 'T' shadows a template parameter {{.*}} [AMP2HIP1129]

template <typename T = int>
struct zero {
  T operator()() const { return T(); }
};
inline int none() { return zero()(); }
// CHECK: {{^}}inline int none() { return zero<>()(); }
// WARN-DAG: prog.cpp:[[@LINE-2]]:32: warning: class template 'zero' named without template arguments{{.*}} [AMP2HIP1133]

template <typename T, int N, int P = 0>
struct sized {
  static const int size = N;
};
template <typename T, int N, int P = 0>
const int sized<T, N, P>::size;
// CHECK: {{^}}template <typename T, int N, int P>{{$}}
// WARN-DAG: prog.cpp:[[@LINE-3]]:35: warning: default template argument of 'P' {{.*}} [AMP2HIP1130]

namespace bits {
template <unsigned int N, int Bit>
struct is_set {
  enum { value = (N & Bit) ? 1 : 0 };
};
}
template <unsigned int N, unsigned int Bit = 0x80000000>
struct count {
  enum { value = bits::is_set<N, Bit>::value + count<N, (Bit >> 1)>::value };
};
template <unsigned int N>
struct count<N, 0> {
  enum { value = 0 };
};
// CHECK: enum { value = bits::is_set<N, static_cast<int>(Bit)>::value + count<N, (Bit >> 1)>::value };
// WARN-DAG: prog.cpp:[[@LINE-7]]:34: warning: non-type template argument converted to 'int' {{.*}} [AMP2HIP1131]

template <typename T>
class view_iterator
    : public std::iterator<std::random_access_iterator_tag, T, int> {
public:
  explicit view_iterator(T *p) : p(p) {}
  reference operator*() const { return *p; }
  difference_type operator-(const view_iterator &o) const { return p - o.p; }

private:
  T *p;
};
// CHECK: {{^}}  typename view_iterator::reference operator*() const { return *p; }
// CHECK: {{^}}  typename view_iterator::difference_type operator-(
// WARN-DAG: prog.cpp:[[@LINE-8]]:3: warning: 'reference' names a type of a dependent base class {{.*}} [AMP2HIP1132]

struct definition {
  typedef pair<int, float> pair_type;
};
template <typename Def>
int first_of() {
  return Def::pair_type(1, 2.0f).first;
}
// CHECK: return typename Def::pair_type(1, 2.0f).first;
// WARN-DAG: prog.cpp:[[@LINE-3]]:10: warning: 'Def::pair_type' names a dependent type;{{.*}} [AMP2HIP1111]

int main() {
  pair<int, float> p(1, 2.0f);
  pair<int, float> q(p);
  int values[2] = {3, 4};
  view_iterator<int> i(values), j(values + 2);
  int more[3] = {1, 2, 3};
  return q.first + sized<int, 3>::size + count<0x80000001u>::value + *i +
                 (j - i) + first_of<definition>() + total(more, more + 3, 0) +
                 none() ==
                 1 + 3 + 2 + 3 + 2 + 1 + 6
             ? 0
             : 1;
}
