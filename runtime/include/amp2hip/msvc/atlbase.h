// amp2hip's <atlbase.h>: of the Active Template Library, CComPtr, the smart
// pointer that holds one reference to a COM object (AddRef on copy and
// assignment, Release on destruction), which console programs use to hold
// Direct3D objects (the C++ AMP book's Chapter 11). The rest of ATL
// (CComBSTR, CComVariant, modules, windows) is not declared. Without COM on
// Linux nothing hands a program such an object, but the class is whole, so
// code that holds one compiles; QueryInterface is left out: it needs
// __uuidof, which only Visual C++ has.
#pragma once

#include <amp2hip/msvc/unknwn.h>
#include <amp2hip/msvc/windows.h>

#include <cassert>
#include <cstddef>

template <typename T> class CComPtr {
public:
  CComPtr() noexcept : p(nullptr) {}
  CComPtr(std::nullptr_t) noexcept : p(nullptr) {}
  CComPtr(T *other) noexcept : p(other) { addRef(); }
  CComPtr(const CComPtr &other) noexcept : p(other.p) { addRef(); }
  CComPtr(CComPtr &&other) noexcept : p(other.Detach()) {}
  ~CComPtr() { Release(); }

  CComPtr &operator=(CComPtr other) noexcept {
    T *held = p;
    p = other.p;
    other.p = held;
    return *this;
  }
  CComPtr &operator=(T *other) noexcept { return *this = CComPtr(other); }

  operator T *() const noexcept { return p; }
  T *operator->() const noexcept { return p; }
  T &operator*() const noexcept { return *p; }
  bool operator!() const noexcept { return p == nullptr; }
  // Where a function writes a new reference (`CreateBuffer(..., &buffer)`):
  // ATL asserts that nothing is held, which would leak.
  T **operator&() noexcept {
    assert(p == nullptr);
    return &p;
  }
  bool operator==(T *other) const noexcept { return p == other; }
  bool operator!=(T *other) const noexcept { return p != other; }
  bool operator==(std::nullptr_t) const noexcept { return p == nullptr; }
  bool operator!=(std::nullptr_t) const noexcept { return p != nullptr; }

  void Release() noexcept {
    if (T *held = p) {
      p = nullptr;
      held->Release();
    }
  }
  // Takes over a reference the caller holds.
  void Attach(T *other) noexcept {
    Release();
    p = other;
  }
  // The pointer's own reference goes with it; the CComPtr is empty.
  T *Detach() noexcept {
    T *held = p;
    p = nullptr;
    return held;
  }
  HRESULT CopyTo(T **out) const noexcept {
    if (!out)
      return E_POINTER;
    addRef();
    *out = p;
    return S_OK;
  }

  T *p; // public, as in ATL
private:
  void addRef() const {
    if (p)
      p->AddRef();
  }
};
