// amp2hip's <wrl/client.h> (<wrl\client.h> as Visual C++ programs write
// it): Microsoft::WRL::ComPtr, the smart pointer that holds one reference
// to a COM object (AddRef on copy, Release on reset and destruction), as
// the Windows Runtime Library has it. Without COM on Linux nothing hands a
// program such an object, but the class is whole, so code that holds one
// compiles. As() is left out: it needs __uuidof, which only Visual C++ has.
#pragma once

#include <amp2hip/msvc/unknwn.h>

#include <cstddef>
#include <type_traits>

namespace Microsoft {
namespace WRL {

template <typename T> class ComPtr {
public:
  typedef T InterfaceType;

  ComPtr() noexcept : ptr_(nullptr) {}
  ComPtr(std::nullptr_t) noexcept : ptr_(nullptr) {}
  template <typename U, typename = typename std::enable_if<
                            std::is_convertible<U *, T *>::value>::type>
  ComPtr(U *other) noexcept : ptr_(other) {
    addRef();
  }
  ComPtr(const ComPtr &other) noexcept : ptr_(other.ptr_) { addRef(); }
  template <typename U, typename = typename std::enable_if<
                            std::is_convertible<U *, T *>::value>::type>
  ComPtr(const ComPtr<U> &other) noexcept : ptr_(other.Get()) {
    addRef();
  }
  ComPtr(ComPtr &&other) noexcept : ptr_(other.Detach()) {}
  ~ComPtr() { release(); }

  ComPtr &operator=(ComPtr other) noexcept {
    Swap(other);
    return *this;
  }
  ComPtr &operator=(std::nullptr_t) noexcept {
    Reset();
    return *this;
  }

  T *Get() const noexcept { return ptr_; }
  T *operator->() const noexcept { return ptr_; }
  explicit operator bool() const noexcept { return ptr_ != nullptr; }
  T *const *GetAddressOf() const noexcept { return &ptr_; }
  T **GetAddressOf() noexcept { return &ptr_; }
  T **ReleaseAndGetAddressOf() noexcept {
    release();
    return &ptr_;
  }
  // The pointer's own reference goes with it; the ComPtr is empty.
  T *Detach() noexcept {
    T *p = ptr_;
    ptr_ = nullptr;
    return p;
  }
  // Takes over a reference the caller holds.
  void Attach(T *p) noexcept {
    release();
    ptr_ = p;
  }
  unsigned long Reset() noexcept { return release(); }
  HRESULT CopyTo(T **out) const noexcept {
    addRef();
    *out = ptr_;
    return S_OK;
  }
  void Swap(ComPtr &other) noexcept {
    T *p = ptr_;
    ptr_ = other.ptr_;
    other.ptr_ = p;
  }

private:
  void addRef() const {
    if (ptr_)
      ptr_->AddRef();
  }
  unsigned long release() {
    unsigned long count = 0;
    if (T *p = ptr_) {
      ptr_ = nullptr;
      count = p->Release();
    }
    return count;
  }

  T *ptr_;
};

template <typename T, typename U>
bool operator==(const ComPtr<T> &a, const ComPtr<U> &b) noexcept {
  return a.Get() == b.Get();
}
template <typename T, typename U>
bool operator!=(const ComPtr<T> &a, const ComPtr<U> &b) noexcept {
  return a.Get() != b.Get();
}
template <typename T>
bool operator==(const ComPtr<T> &a, std::nullptr_t) noexcept {
  return a.Get() == nullptr;
}
template <typename T>
bool operator!=(const ComPtr<T> &a, std::nullptr_t) noexcept {
  return a.Get() != nullptr;
}

} // namespace WRL
} // namespace Microsoft
