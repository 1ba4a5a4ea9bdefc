// amp2hip runtime: the parts of concurrency::direct3d (<amp.h>) that need
// no Direct3D device: the D3D access lock of an accelerator_view
// (d3d_access_lock, d3d_access_try_lock, d3d_access_unlock,
// scoped_d3d_access_lock, adopt_d3d_access_lock) and
// create_accelerator_view(accelerator, disable_timeout, mode) with
// is_timeout_disabled.
//
// Visual C++'s lock guarded a view's Direct3D device between C++ AMP and a
// program's own Direct3D calls; there is no Direct3D here, so the runtime
// takes no such lock itself, and the lock only excludes the program's other
// holders of it, which is what the programs use it for. HIP and CUDA have no
// Windows timeout detection and recovery: every view runs kernels of any
// length, so is_timeout_disabled is true.
//
// The functions that exchange Direct3D objects (get_device, make_array,
// get_buffer, create_accelerator_view of an IUnknown*) are declared for the
// translator's parse only, which reports each use (AMP2HIP3000).
#pragma once

#include <amp2hip/accelerator.h>
#include <amp2hip/array.h>
#include <amp2hip/extent.h>

#include <memory>
#include <mutex>
#include <utility>
#include <vector>

namespace Concurrency {
namespace direct3d {

namespace detail_ {
/// The lock of \p av: one per view (views that compare equal share it).
inline std::mutex &access_lock_of(const accelerator_view &av) {
  static std::mutex registry;
  static std::vector<std::pair<accelerator_view, std::unique_ptr<std::mutex>>>
      locks;
  std::lock_guard<std::mutex> guard(registry);
  for (auto &entry : locks)
    if (entry.first == av)
      return *entry.second;
  locks.emplace_back(av, std::unique_ptr<std::mutex>(new std::mutex));
  return *locks.back().second;
}
} // namespace detail_

inline void d3d_access_lock(accelerator_view &av) {
  detail_::access_lock_of(av).lock();
}
inline bool d3d_access_try_lock(accelerator_view &av) {
  return detail_::access_lock_of(av).try_lock();
}
inline void d3d_access_unlock(accelerator_view &av) {
  detail_::access_lock_of(av).unlock();
}

/// Tag: the scoped lock adopts a lock the thread already holds.
struct adopt_d3d_access_lock_t {};

/// Holds a view's D3D access lock for its lifetime (RAII).
class scoped_d3d_access_lock {
public:
  explicit scoped_d3d_access_lock(accelerator_view &av)
      : lock_(&detail_::access_lock_of(av)) {
    lock_->lock();
  }
  explicit scoped_d3d_access_lock(accelerator_view &av, adopt_d3d_access_lock_t)
      : lock_(&detail_::access_lock_of(av)) {}
  scoped_d3d_access_lock(scoped_d3d_access_lock &&other) noexcept
      : lock_(other.lock_) {
    other.lock_ = nullptr;
  }
  scoped_d3d_access_lock &operator=(scoped_d3d_access_lock &&other) noexcept {
    if (this != &other) {
      if (lock_)
        lock_->unlock();
      lock_ = other.lock_;
      other.lock_ = nullptr;
    }
    return *this;
  }
  scoped_d3d_access_lock(const scoped_d3d_access_lock &) = delete;
  scoped_d3d_access_lock &operator=(const scoped_d3d_access_lock &) = delete;
  ~scoped_d3d_access_lock() {
    if (lock_)
      lock_->unlock();
  }

private:
  std::mutex *lock_;
};

/// A new view of \p acc; the timeout setting has nothing to change here.
inline accelerator_view
create_accelerator_view(accelerator &acc, bool disable_timeout,
                        queuing_mode mode = queuing_mode_automatic) {
  (void)disable_timeout;
  return acc.create_view(mode);
}

inline bool is_timeout_disabled(const accelerator_view &) { return true; }

#if defined(AMP2HIP_MODE_PARSE)
// Direct3D interop, for the parse only: any use is AMP2HIP3000
// (lib/check/Direct3dInterop.cpp matches this namespace).
inline namespace needs_direct3d {
template <typename Device>
accelerator_view
create_accelerator_view(Device *d3d_device,
                        queuing_mode mode = queuing_mode_automatic);
void *get_device(const accelerator_view &av);
template <typename T, int N, typename Buffer>
array<T, N> make_array(const extent<N> &e, const accelerator_view &av,
                       Buffer *d3d_buffer);
template <typename T, int N> void *get_buffer(const array<T, N> &a);
} // namespace needs_direct3d
#endif

} // namespace direct3d
} // namespace Concurrency
