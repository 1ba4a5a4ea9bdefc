// amp2hip's <unknwn.h>: the COM basics that the Direct3D headers
// (<d3d11.h>, <dxgi.h>, <wrl/client.h>) build on: HRESULT and its tests,
// GUID, IUnknown. Declarations only, so that a program that includes the
// Direct3D headers (the amp-algorithms library's stdafx.h does) but uses no
// Direct3D parses and compiles; there is no COM object to talk to on Linux.
#pragma once

#include <amp2hip/msvc/windows_types.h>

typedef LONG HRESULT;
#ifndef S_OK
#define S_OK ((HRESULT)0)
#define S_FALSE ((HRESULT)1)
#define E_FAIL ((HRESULT)0x80004005L)
#define E_NOINTERFACE ((HRESULT)0x80004002L)
#define E_POINTER ((HRESULT)0x80004003L)
#define E_INVALIDARG ((HRESULT)0x80070057L)
#define E_OUTOFMEMORY ((HRESULT)0x8007000EL)
#endif
#ifndef SUCCEEDED
#define SUCCEEDED(hr) (((HRESULT)(hr)) >= 0)
#define FAILED(hr) (((HRESULT)(hr)) < 0)
#endif
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
