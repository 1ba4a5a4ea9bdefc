// amp2hip's <dxgi.h>: the DirectX Graphics Infrastructure's types (formats,
// adapters, swap chains). Declarations only (see unknwn.h).
#pragma once

#include <amp2hip/msvc/unknwn.h>

// The formats C++ AMP's interop and compute code name (the values are
// DXGI's).
typedef enum DXGI_FORMAT {
  DXGI_FORMAT_UNKNOWN = 0,
  DXGI_FORMAT_R32G32B32A32_TYPELESS = 1,
  DXGI_FORMAT_R32G32B32A32_FLOAT = 2,
  DXGI_FORMAT_R32G32B32A32_UINT = 3,
  DXGI_FORMAT_R32G32B32A32_SINT = 4,
  DXGI_FORMAT_R32G32_FLOAT = 16,
  DXGI_FORMAT_R8G8B8A8_TYPELESS = 27,
  DXGI_FORMAT_R8G8B8A8_UNORM = 28,
  DXGI_FORMAT_R8G8B8A8_UINT = 30,
  DXGI_FORMAT_R32_TYPELESS = 39,
  DXGI_FORMAT_R32_FLOAT = 41,
  DXGI_FORMAT_R32_UINT = 42,
  DXGI_FORMAT_R32_SINT = 43,
  DXGI_FORMAT_B8G8R8A8_UNORM = 87
} DXGI_FORMAT;

typedef struct DXGI_SAMPLE_DESC {
  UINT Count;
  UINT Quality;
} DXGI_SAMPLE_DESC;

struct IDXGIObject : IUnknown {};
struct IDXGIDeviceSubObject : IDXGIObject {};
struct IDXGIDevice : IDXGIObject {};
struct IDXGIAdapter : IDXGIObject {};
struct IDXGIAdapter1 : IDXGIAdapter {};
struct IDXGIOutput : IDXGIObject {};
struct IDXGIFactory : IDXGIObject {};
struct IDXGIFactory1 : IDXGIFactory {};
struct IDXGISurface : IDXGIDeviceSubObject {};
struct IDXGISwapChain : IDXGIDeviceSubObject {};
