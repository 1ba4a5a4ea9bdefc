// A program that is also written in Visual C++'s permissive spellings (here
// `typename` before a name that is not qualified) and uses Direct3D interop
// (the C++ AMP book's Chapter 11, which holds its device in ATL's
// CComPtr): the permissive retry reaches the interop, and its errors say
// why the program does not translate (AMP2HIP3000 at each use), not the
// first parse's spellings that the retry answered. Clang's errors at the
// Direct3D around it (__uuidof) come with them.
// RUN: not %amp2hip %s -o %t.hip.cpp -- -std=c++17 > %t.out 2>&1
// RUN: FileCheck %s --input-file=%t.out
// RUN: not test -e %t.hip.cpp

#include <amp.h>
#include <amp_graphics.h>
#include <atlbase.h>
#include <d3d11.h>
using namespace concurrency;

template <typename T> T twice(typename T value) restrict(amp, cpu) {
  return value + value;
}
// CHECK: warning: 'typename' before 'T', which is not a qualified name, is a Visual C++ extension; removed [AMP2HIP1126]

int main() {
  CComPtr<ID3D11Device> device;
  IUnknown *unknown = direct3d::get_device(accelerator().default_view);
  // CHECK: error-direct3d-interop-permissive.cpp:[[@LINE-1]]:33: error: 'direct3d::get_device' needs Direct3D; Direct3D interop has no HIP or CUDA counterpart [AMP2HIP3000]
  HRESULT hr = unknown->QueryInterface(__uuidof(ID3D11Device),
                                       reinterpret_cast<void **>(&device));
  return SUCCEEDED(hr) ? twice(1) : 0;
}
