// amp2hip's <d3dcsx.h>: Direct3D 11's compute-shader extensions (D3DX11's
// scan and FFT), declared so that a program that includes it but uses none
// of it parses and compiles (see d3d11.h). D3DX11CreateScan is deleted: a
// call fails to compile there.
#pragma once

#include <amp2hip/msvc/d3d11.h>

typedef enum D3DX11_SCAN_DATA_TYPE {
  D3DX11_SCAN_DATA_TYPE_FLOAT = 1,
  D3DX11_SCAN_DATA_TYPE_INT,
  D3DX11_SCAN_DATA_TYPE_UINT
} D3DX11_SCAN_DATA_TYPE;

typedef enum D3DX11_SCAN_OPCODE {
  D3DX11_SCAN_OPCODE_ADD = 1,
  D3DX11_SCAN_OPCODE_MIN,
  D3DX11_SCAN_OPCODE_MAX,
  D3DX11_SCAN_OPCODE_MUL,
  D3DX11_SCAN_OPCODE_AND,
  D3DX11_SCAN_OPCODE_OR,
  D3DX11_SCAN_OPCODE_XOR
} D3DX11_SCAN_OPCODE;

typedef enum D3DX11_SCAN_DIRECTION {
  D3DX11_SCAN_DIRECTION_FORWARD = 1,
  D3DX11_SCAN_DIRECTION_BACKWARD
} D3DX11_SCAN_DIRECTION;

struct ID3DX11Scan : IUnknown {};
struct ID3DX11SegmentedScan : IUnknown {};

HRESULT WINAPI D3DX11CreateScan(ID3D11DeviceContext *context,
                                UINT max_element_scan_size, UINT max_scan_count,
                                ID3DX11Scan **scan) = delete;
