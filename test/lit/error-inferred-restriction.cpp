// An implicit member whose bases are restricted differently has no
// restriction Clang can name; using it is an error with a location, never a
// crash (Clang 19 cannot format its own message for it).
// RUN: not %amp2hip %s -o %t.hip.cpp -- -std=c++14 2> %t.err
// RUN: FileCheck %s --input-file=%t.err
// RUN: test ! -e %t.hip.cpp
#include <amp.h>

struct DeviceBase {
  int i;
  ~DeviceBase() restrict(amp) {}
};
class HostBase {
  int i;
public:
  ~HostBase() restrict(cpu) {}
};
class Both : DeviceBase, public HostBase {};

void use() restrict(cpu) {
  Both b;
  // CHECK: error-inferred-restriction.cpp:[[@LINE-1]]:8: error: 'Both' has no default constructor usable in restrict(cpu) code: the default constructors and destructors of its bases and members have no restriction in common [AMP2HIP2064]
}
