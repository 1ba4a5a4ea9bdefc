// Visual C++'s short vectors have swizzle properties, read and assigned in
// xyzw and in rgba names (`v.xy`, `c.rgb = v.zyx`). hipcc and nvcc know no
// properties: each read becomes the getter call, each assignment the
// setter call, and a compound one reads through the getter first; the
// output compiles (compile.every_lit_output). An assignment the setter
// call cannot express is AMP2HIP1120 and writes no file.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cpp
// RUN: cd %t && %amp2hip prog.cpp -o prog.hip.cpp -- -std=c++17 2> prog.err
// RUN: FileCheck %s --input-file=%t/prog.hip.cpp
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t/prog.err --implicit-check-not=warning: --implicit-check-not=error:
// RUN: sed "s|^  //@macro |  |" %s > %t/macro.cpp
// RUN: cd %t && not %amp2hip macro.cpp -o macro.hip.cpp -- -std=c++17 2> macro.err
// RUN: FileCheck %s --check-prefix=MACRO --input-file=%t/macro.err
// RUN: test ! -e %t/macro.hip.cpp
// RUN: sed "s|^    //@bad |    |" %s > %t/bad.cpp
// RUN: cd %t && not %amp2hip bad.cpp -o bad.hip.cpp -- -std=c++17 2> bad.err
// RUN: FileCheck %s --check-prefix=BAD --input-file=%t/bad.err --implicit-check-not=error:

#include <amp.h>
#include <amp_short_vectors.h>
using namespace concurrency;
using namespace concurrency::graphics;

#define BRIGHTEN(c) c.rgb *= 2.0f

template <typename V> void swap_halves(V &v) restrict(amp, cpu) {
  v.xy = v.zw; // instantiated twice, written once
  // CHECK: {{^}}  v.set_xy(v.get_zw()); // instantiated twice, written once
}

// An operator on a swizzle of a dependent vector: Clang would reject its
// instantiation; the swizzle is read through the getter (AMP2HIP1121). An
// operand whose other one is a vector already is read as anywhere else.
template <typename V> V flip(V v) restrict(amp, cpu) {
  v.xy = -v.xy;
  // CHECK: {{^}}  v.set_xy(-v.get_xy());
  // WARN: prog.cpp:[[@LINE-2]]:13: warning: swizzle 'xy' is an operator's operand in a template, where Clang does not read the property first; it is read through its getter [AMP2HIP1121]
  v.ba = (v.rg) * 2.0f + v.ba;
  // CHECK: {{^}}  v.set_zw((v.get_xy()) * 2.0f + v.get_zw());
  // WARN: prog.cpp:[[@LINE-2]]:13: warning: swizzle 'rg' is an operator's operand
  return v;
}

struct Particle {
  float_4 pos;
  float_3 vel;
};

void step(array_view<float_4, 1> av, array_view<int_4, 1> counts) {
  parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
    float_4 v = av[idx];
    float_2 a = v.xy;
    // CHECK: {{^}}    float_2 a = v.get_xy();
    v.zw = a;
    // CHECK: {{^}}    v.set_zw(a);
    v.xy += float_2(0.5f);
    // CHECK: {{^}}    v.set_xy(v.get_xy() + (float_2(0.5f)));
    v.rgb = v.bgr;
    // CHECK: {{^}}    v.set_xyz(v.get_zyx());
    av[idx].xyz -= v.zyx;
    // CHECK: {{^}}    av[idx].set_xyz(av[idx].get_xyz() - (v.get_zyx()));
    Particle p;
    Particle *pp = &p;
    pp->vel = v.xyz;
    pp->pos.xy *= 3.0f;
    // CHECK: {{^}}    pp->pos.set_xy(pp->pos.get_xy() * (3.0f));
    float s = v.xyz.yz.x;
    // CHECK: {{^}}    float s = v.get_xyz().get_yz().x;
    swap_halves(v);
    v = flip(v);
    int_4 c = counts[idx];
    swap_halves(c);
    counts[idx] = c;
    av[idx] = v + float_4(s) + p.vel.zyx.x;
    //@bad av[idx + 0].xy++;
    //@bad bool b = (v.zw = a, true);
  });
  float_4 h(1, 2, 3, 4);
  h.wzyx = h;
  // CHECK: {{^}}  h.set_wzyx(h);
  //@macro BRIGHTEN(h);
}
// MACRO: macro.cpp:[[@LINE-2]]:3: error: assignment to Visual C++ property 'rgb' cannot be written as its setter call: it is spelled inside a macro [AMP2HIP1120]
// BAD: bad.cpp:[[@LINE-9]]:17: error: assignment to Visual C++ property 'xy' cannot be written as its setter call: '++' and '--' are not rewritten [AMP2HIP1120]
// BAD: bad.cpp:[[@LINE-9]]:17: error: assignment to Visual C++ property 'zw' cannot be written as its setter call: its value is used [AMP2HIP1120]
