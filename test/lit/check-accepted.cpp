// What restrict(amp) code may have: no false positive from the checker.
// Supported scalars, pointers and references to them, constants used for
// their value, constexpr and amp functions, amp overloads picked on the GPU
// side, lambdas and local classes inside amp code (they take its
// restriction), throw() specifications, pointers to data members,
// conversion templates picked on the GPU side, classes with unsupported
// members used only as a template argument or only in CPU code (their
// implicit members are not amp code), implicit members whose bases have an
// amp overload, global constants read for their value in templates,
// static_assert messages, the formats of direct3d_printf and
// direct3d_errorf, the C math library's functions (hipcc and nvcc
// declare them for the device), and CPU code left alone.
// RUN: %amp2hip %s -o %t.hip.cpp -- -std=c++14 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --allow-empty --implicit-check-not=error --implicit-check-not=warning
// The one warning: `long` is written as int (AMP2HIP1124).
// CHECK: warning: 'long' is 32 bits in Visual C++ and 64 on Linux

#include <amp.h>
#include <cmath>
#include <string>
using namespace concurrency;

static const int Width = 4;
constexpr int twice(int x) { return 2 * x; }
template <typename T> T pick(T v) restrict(cpu) { return v; }
float pick(float v) restrict(amp) { return v; }
float both(float v) restrict(amp, cpu) { return pick(v); }
float root(float v) restrict(amp) { return sqrtf(fabsf(v)) + powf(v, 2.0f); }
int safe(int x) restrict(amp) throw() { return x; }
struct Point {
  float x, y;
  Point() restrict(amp, cpu) : x(0), y(0) {}
};

struct Pair {
  int a, b;
};
int member(Pair p, int Pair::*m) restrict(amp) { return p.*m; }
struct X {};
struct Convertible {
  operator X() restrict(cpu) { return X(); }
  template <typename U> operator U() restrict(amp) { return U(); }
};
X convert(Convertible c) restrict(amp, cpu) { return c; }
template <int N, typename T> struct Holder {
  T m;
  int i;
};
template <int N, typename T> struct Tag {
  int i;
};
int tagged() restrict(amp) { return Tag<0, char>().i; }
void holders(Holder<1, char> h = Holder<1, char>()) {
  Holder<1, char> copy = h;
  copy = h;
}

struct Assignable {
  int i;
  Assignable &operator=(const Assignable &) restrict(cpu) { return *this; }
  Assignable &operator=(const Assignable &) restrict(amp) { return *this; }
};
struct Derived : Assignable {}; // its operator= is restrict(cpu, amp)
const int Scale = 3;
template <typename T> T scaled(T v) restrict(amp) {
  static_assert(sizeof(T) == 4, "four bytes");
  return v * (T)Scale;
}
void assign(Derived &l, const Derived &r) restrict(cpu, amp) { l = r; }
template <typename T> void report(T v, int at) restrict(amp) {
  if (v < 0)
    direct3d_errorf("negative %d at %d\n", (int)v, at);
  if (v > 1000)
    direct3d_abort();
  direct3d_printf("%f\n", (float)v);
}

// CPU code may use everything.
std::string describe(char c, long long n) { return std::string(1, c) + std::to_string(n); }

void kernels(array_view<float, 1> av, array<int, 1> &arr) {
  int n = 3;
  parallel_for_each(av.extent, [=, &arr](index<1> i) restrict(amp) {
    int local[Width] = {0, 1, 2, 3};
    int *p = &local[0];
    int &r = local[1];
    unsigned u = 1u;
    long l = 2;
    double d = 0.5;
    bool ok = true;
    Point pt;
    auto add = [&](int k) { return k + *p + r; };
    struct Helper {
      int get() { return 7; }
    };
    // Arrays of classes whose size is whole words, bools included.
    struct Flags4 {
      bool a, b, c, d;
    };
    struct Counted {
      int n;
      bool on;
    };
    Flags4 f4[2];
    Counted counted[2];
    av[i] = both(1.0f) + root(1.0f) + add(n) + twice(2) + Helper().get() + safe(1) +
            local[Width - 1] + u + l + d + ok + pt.x + arr[i] + tagged() +
            member(Pair{1, 2}, &Pair::b) + scaled(2.0f) + f4[0].a +
            counted[0].n;
    report(av[i], i[0]);
    direct3d_printf("element %d\n", i[0]);
  });
  parallel_for_each(av.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static float shared[4];
    shared[t.local[0]] = av[t.global];
    t.barrier.wait();
    av[t.global] = shared[0];
  });
}

int main() {
  std::vector<float> v(8);
  array_view<float, 1> av(8, v);
  array<int, 1> arr(8);
  kernels(av, arr);
  holders();
  X x = convert(Convertible());
  return describe('a', 1).size() > 0 ? 0 : 1;
}
