// amp2hip's <d3d11.h>: Direct3D 11's interfaces, descriptions and
// constants, declared so that a program that includes <d3d11.h> but uses
// no Direct3D (the amp-algorithms library's stdafx.h, the C++ AMP book's
// chapters that include it beside <amp.h>) parses and compiles. There is
// no Direct3D on Linux: the interfaces have no methods beyond IUnknown's,
// and D3D11CreateDevice is deleted, so a program that calls it fails to
// compile at the call rather than to link. C++ AMP's own interop
// (concurrency::graphics::direct3d) is AMP2HIP3000 where it is used.
#pragma once

#include <amp2hip/msvc/d3dcommon.h>
#include <amp2hip/msvc/dxgi.h>

#define D3D11_SDK_VERSION (7)
#define D3D11_PS_CS_UAV_REGISTER_COUNT (8)
#define D3D11_1_UAV_SLOT_COUNT (64)
#define D3D11_COMMONSHADER_INPUT_RESOURCE_SLOT_COUNT (128)

typedef enum D3D11_CREATE_DEVICE_FLAG {
  D3D11_CREATE_DEVICE_SINGLETHREADED = 0x1,
  D3D11_CREATE_DEVICE_DEBUG = 0x2,
  D3D11_CREATE_DEVICE_SWITCH_TO_REF = 0x4,
  D3D11_CREATE_DEVICE_PREVENT_INTERNAL_THREADING_OPTIMIZATIONS = 0x8,
  D3D11_CREATE_DEVICE_BGRA_SUPPORT = 0x20
} D3D11_CREATE_DEVICE_FLAG;

typedef enum D3D11_USAGE {
  D3D11_USAGE_DEFAULT = 0,
  D3D11_USAGE_IMMUTABLE = 1,
  D3D11_USAGE_DYNAMIC = 2,
  D3D11_USAGE_STAGING = 3
} D3D11_USAGE;

typedef enum D3D11_BIND_FLAG {
  D3D11_BIND_VERTEX_BUFFER = 0x1,
  D3D11_BIND_INDEX_BUFFER = 0x2,
  D3D11_BIND_CONSTANT_BUFFER = 0x4,
  D3D11_BIND_SHADER_RESOURCE = 0x8,
  D3D11_BIND_STREAM_OUTPUT = 0x10,
  D3D11_BIND_RENDER_TARGET = 0x20,
  D3D11_BIND_DEPTH_STENCIL = 0x40,
  D3D11_BIND_UNORDERED_ACCESS = 0x80
} D3D11_BIND_FLAG;

typedef enum D3D11_CPU_ACCESS_FLAG {
  D3D11_CPU_ACCESS_WRITE = 0x10000,
  D3D11_CPU_ACCESS_READ = 0x20000
} D3D11_CPU_ACCESS_FLAG;

typedef enum D3D11_RESOURCE_MISC_FLAG {
  D3D11_RESOURCE_MISC_GENERATE_MIPS = 0x1,
  D3D11_RESOURCE_MISC_SHARED = 0x2,
  D3D11_RESOURCE_MISC_BUFFER_ALLOW_RAW_VIEWS = 0x20,
  D3D11_RESOURCE_MISC_BUFFER_STRUCTURED = 0x40
} D3D11_RESOURCE_MISC_FLAG;

typedef enum D3D11_UAV_DIMENSION {
  D3D11_UAV_DIMENSION_UNKNOWN = 0,
  D3D11_UAV_DIMENSION_BUFFER = 1,
  D3D11_UAV_DIMENSION_TEXTURE1D = 2,
  D3D11_UAV_DIMENSION_TEXTURE1DARRAY = 3,
  D3D11_UAV_DIMENSION_TEXTURE2D = 4,
  D3D11_UAV_DIMENSION_TEXTURE2DARRAY = 5,
  D3D11_UAV_DIMENSION_TEXTURE3D = 8
} D3D11_UAV_DIMENSION;

typedef struct D3D11_BUFFER_DESC {
  UINT ByteWidth;
  D3D11_USAGE Usage;
  UINT BindFlags;
  UINT CPUAccessFlags;
  UINT MiscFlags;
  UINT StructureByteStride;
} D3D11_BUFFER_DESC;

typedef struct D3D11_TEXTURE2D_DESC {
  UINT Width;
  UINT Height;
  UINT MipLevels;
  UINT ArraySize;
  DXGI_FORMAT Format;
  DXGI_SAMPLE_DESC SampleDesc;
  D3D11_USAGE Usage;
  UINT BindFlags;
  UINT CPUAccessFlags;
  UINT MiscFlags;
} D3D11_TEXTURE2D_DESC;

typedef struct D3D11_SUBRESOURCE_DATA {
  const void *pSysMem;
  UINT SysMemPitch;
  UINT SysMemSlicePitch;
} D3D11_SUBRESOURCE_DATA;

typedef struct D3D11_BUFFER_UAV {
  UINT FirstElement;
  UINT NumElements;
  UINT Flags;
} D3D11_BUFFER_UAV;

typedef struct D3D11_UNORDERED_ACCESS_VIEW_DESC {
  DXGI_FORMAT Format;
  D3D11_UAV_DIMENSION ViewDimension;
  union {
    D3D11_BUFFER_UAV Buffer;
  };
} D3D11_UNORDERED_ACCESS_VIEW_DESC;

struct ID3D11DeviceChild : IUnknown {};
struct ID3D11Resource : ID3D11DeviceChild {};
struct ID3D11Buffer : ID3D11Resource {};
struct ID3D11Texture1D : ID3D11Resource {};
struct ID3D11Texture2D : ID3D11Resource {};
struct ID3D11Texture3D : ID3D11Resource {};
struct ID3D11View : ID3D11DeviceChild {};
struct ID3D11ShaderResourceView : ID3D11View {};
struct ID3D11UnorderedAccessView : ID3D11View {};
struct ID3D11RenderTargetView : ID3D11View {};
struct ID3D11DepthStencilView : ID3D11View {};
struct ID3D11SamplerState : ID3D11DeviceChild {};
struct ID3D11ComputeShader : ID3D11DeviceChild {};
struct ID3D11VertexShader : ID3D11DeviceChild {};
struct ID3D11PixelShader : ID3D11DeviceChild {};
struct ID3D11Query : ID3D11DeviceChild {};
struct ID3D11DeviceContext : ID3D11DeviceChild {};
struct ID3D11Device : IUnknown {};

HRESULT WINAPI D3D11CreateDevice(
    IDXGIAdapter *adapter, D3D_DRIVER_TYPE driver_type, HANDLE software,
    UINT flags, const D3D_FEATURE_LEVEL *feature_levels,
    UINT feature_level_count, UINT sdk_version, ID3D11Device **device,
    D3D_FEATURE_LEVEL *feature_level, ID3D11DeviceContext **context) = delete;
