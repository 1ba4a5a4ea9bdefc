// amp2hip's <unknwn.h>: the COM basics that the Direct3D headers
// (<d3d11.h>, <dxgi.h>, <wrl/client.h>) build on: HRESULT and its tests,
// GUID, IUnknown. Declarations only, so that a program that includes the
// Direct3D headers (the amp-algorithms library's stdafx.h does) but uses no
// Direct3D parses and compiles; there is no COM object to talk to on Linux.
#pragma once

#include <amp2hip/msvc/windows_types.h>

// HRESULT, S_OK, E_POINTER ... and SUCCEEDED: <winnt.h>'s, one home.
#include <amp2hip/msvc/winnt.h>

#ifndef STDMETHODCALLTYPE
#define STDMETHODCALLTYPE
#endif

#ifndef AMP2HIP_GUID_DEFINED
#define AMP2HIP_GUID_DEFINED
typedef struct _GUID {
  DWORD Data1;
  WORD Data2;
  WORD Data3;
  BYTE Data4[8];
} GUID;
typedef GUID IID;
typedef const IID &REFIID;
typedef const GUID &REFGUID;
#endif

// The interface every COM object has; its reference count is the object's.
struct IUnknown {
  virtual HRESULT STDMETHODCALLTYPE QueryInterface(REFIID riid,
                                                   void **object) = 0;
  virtual ULONG STDMETHODCALLTYPE AddRef() = 0;
  virtual ULONG STDMETHODCALLTYPE Release() = 0;

protected:
  ~IUnknown() = default;
};
