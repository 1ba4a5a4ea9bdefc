// Visual C++'s long is 32 bits: every `long` of the file is read and
// written as `int` (`long long`, `long double` stay), LONG_MAX and its
// kin as INT_MAX's, and printf's and scanf's %ld ... of them as %d ...;
// one warning for the file (AMP2HIP1124), none of Clang's -Wformat.
// The check lines are blanked in the copy (the line numbers stay).
// RUN: rm -rf %t && mkdir -p %t && sed -E 's#^// (CHECK|WARN).*#//#' %s > %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp 2> prog.err
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t/prog.err
// WARN: prog.cpp:[[#@LINE+6]]:17: warning: 'long' is 32 bits in Visual C++ and 64 on Linux: written as 'int' in this file (16 places, with LONG_MAX and printf's formats) [AMP2HIP1124]
// RUN: grep -c 'Wformat' %t/prog.err | FileCheck %s --check-prefix=ONE-FORMAT
// ONE-FORMAT: {{^}}1{{$}}
#include <amp.h>
#include <climits>
#include <stdio.h>
static unsigned long seed = 12345;
// CHECK: {{^}}static unsigned int seed = 12345;
unsigned long next_random() { return seed = seed * 1103515245UL + 12345; }
// CHECK: {{^}}unsigned int next_random()

// The kernel's types are the same ints.
// CHECK: {{^}}main_amp_kernel_0(amp2hip::extent_domain<1> amp_domain,
// CHECK-NEXT: {{^}}                  concurrency::array_view<int, 1> av) {
// CHECK: {{^}}    int v = av[i];
int main() {
  long best = LONG_MAX;
  unsigned long int mask = ULONG_MAX;
  long int low = LONG_MIN;
  long long big = 1LL << 40;
  long double ld = 1.0;
  const long values_count = 4;
  long values[values_count] = {5, -3, 7, 1};
  concurrency::array_view<long, 1> av(4, values);
  concurrency::parallel_for_each(av.extent, [=](concurrency::index<1> i) restrict(amp) {
    long v = av[i];
    av[i] = v * 2;
  });
  av.synchronize();
  for (int i = 0; i < 4; i++)
    if (values[i] < best)
      best = (long)values[i];
  printf("best %ld mask %lx low %li size %d r %lu big %lld\n", best, mask, low, (int)sizeof(long), next_random(), big);
  long parsed = 0;
  sscanf("42", "%ld", &parsed);
  printf("%ld %Lf %ld\n", parsed, ld, (long long)big);
  return 0;
}
// CHECK: {{^}}  int best = INT_MAX;
// CHECK-NEXT: {{^}}  unsigned int mask = UINT_MAX;
// CHECK-NEXT: {{^}}  int low = INT_MIN;
// CHECK-NEXT: {{^}}  long long big = 1LL << 40;
// CHECK-NEXT: {{^}}  long double ld = 1.0;
// CHECK-NEXT: {{^}}  const int values_count = 4;
// CHECK-NEXT: {{^}}  int values[values_count] = {5, -3, 7, 1};
// CHECK-NEXT: {{^}}  concurrency::array_view<int, 1> av(4, values);
// CHECK: {{^}}      best = (int)values[i];
// CHECK-NEXT: {{^}}  printf("best %d mask %x low %i size %d r %u big %lld\n", best, mask, low, (int)sizeof(int), next_random(), big);
// CHECK-NEXT: {{^}}  int parsed = 0;
// CHECK-NEXT: {{^}}  sscanf("42", "%d", &parsed);
// A %ld of what is still 64 bits stays (Clang says so: the one -Wformat).
// CHECK-NEXT: {{^}}  printf("%d %Lf %ld\n", parsed, ld, (long long)big);
