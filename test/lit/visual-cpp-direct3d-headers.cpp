// A file that includes Direct3D's headers but uses no Direct3D interop (the
// amp-algorithms library's test stdafx.h) translates: each header becomes
// the runtime's declarations (<wrl\client.h> written as Windows finds it),
// and the types, ComPtr and CComPtr compile. A use of C++ AMP's interop is
// still AMP2HIP3000 at the use (error-direct3d-interop.cpp).
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/d3d.cpp
// RUN: cd %t && %amp2hip d3d.cpp -o d3d.hip.cpp -- -std=c++17 2> d3d.err
// RUN: FileCheck %s --input-file=%t/d3d.hip.cpp
// RUN: FileCheck %s --check-prefix=ERR --allow-empty --input-file=%t/d3d.err
// ERR-NOT: error
// ERR-NOT: warning

#include <amp.h>
#include <amp_graphics.h>
#include <vector>
#include <wrl\client.h>
// CHECK: #include <amp2hip/msvc/wrl/client.h>
#include <wrl/client.h>
// CHECK: #include <amp2hip/msvc/wrl/client.h>
#include <d3d11.h>
// CHECK: #include <amp2hip/msvc/d3d11.h>
#include <D3Dcsx.h>
// CHECK: #include <amp2hip/msvc/d3dcsx.h>
#include <dxgi.h>
// CHECK: #include <amp2hip/msvc/dxgi.h>
#include <d3dcommon.h>
// CHECK: #include <amp2hip/msvc/d3dcommon.h>
// ATL's CComPtr (the C++ AMP book's Chapter 11 holds its devices in one)
// and Visual C++'s internal <xutility> (its Extras, for std::min).
#include <atlbase.h>
// CHECK: #include <amp2hip/msvc/atlbase.h>
#include <xutility>
// CHECK: #include <amp2hip/msvc/xutility>
using namespace concurrency;
using namespace concurrency::graphics::direct3d;

// A helper the test suite declares but does not call.
inline HRESULT checkDevice(Microsoft::WRL::ComPtr<ID3D11Device> device) {
  return device ? S_OK : E_POINTER;
}

inline bool holds(const CComPtr<ID3D11Texture2D> &texture) {
  return texture != nullptr;
}

int main() {
  Microsoft::WRL::ComPtr<ID3D11Buffer> buffer;
  CComPtr<ID3D11Texture2D> texture;
  D3D11_BUFFER_DESC description = {};
  description.BindFlags = D3D11_BIND_UNORDERED_ACCESS;
  DXGI_FORMAT format = DXGI_FORMAT_R32_FLOAT;
  D3D_FEATURE_LEVEL level = D3D_FEATURE_LEVEL_11_0;
  std::vector<int> data(64, 1);
  array_view<int, 1> view(64, data);
  parallel_for_each(view.extent, [=](index<1> i) restrict(amp) {
    view[i] += 1;
  });
  // CHECK: amp2hip::launch<{{.*}}>(view.extent, view);
  return SUCCEEDED(checkDevice(nullptr)) || buffer.Get() != nullptr ||
                 holds(texture) || std::min(level, level) != level ||
                 format != DXGI_FORMAT_R32_FLOAT ||
                 level != D3D_FEATURE_LEVEL_11_0 || view[0] != 2
             ? 1
             : 0;
}
