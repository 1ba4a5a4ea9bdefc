// amp2hip runtime: concurrency::accelerator and accelerator_view (C++ AMP
// 1.2, chapter 3).
//
// An accelerator is a GPU (HIP or CUDA device d, device path "gpu:d"), the
// host ("cpu", which C++ AMP lists as emulated and which cannot run
// kernels), or one of Visual C++'s Direct3D software rasterizers
// (direct3d_ref, direct3d_warp): emulated accelerators that are not
// enumerated by get_all() and whose work runs on the default GPU. An accelerator_view is a stream of one device: each device's
// default view is its default (null) stream, create_view() makes a new
// stream. The default accelerator is GPU 0 unless set_default() chose
// another before the default was first used; without a usable GPU, making
// the default accelerator throws runtime_exception saying why.
//
// C++ AMP's properties (acc.description, ...) are Visual C++
// __declspec(property) members; here the accelerator's fixed properties are
// plain data members, and the others are declared as properties for the
// translator's parse only, which writes each read as the get_...() call.
#pragma once

#include <amp2hip/access_type.h>
#include <amp2hip/detail/config.h>
#include <amp2hip/exceptions.h>

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

namespace Concurrency {

enum queuing_mode { queuing_mode_immediate, queuing_mode_automatic };

class accelerator;
class completion_future;

namespace detail_ {
struct view_impl; // device + stream; defined in runtime/src
}

class accelerator_view {
public:
  accelerator_view(const accelerator_view &) = default;
  accelerator_view &operator=(const accelerator_view &) = default;

  accelerator get_accelerator() const;
  queuing_mode get_queuing_mode() const { return mode_; }
  bool get_is_debug() const { return false; }
  unsigned int get_version() const;

  // Blocks until all work queued on this view is done.
  void wait() const;
  // Work is submitted at once, so there is nothing to flush.
  void flush() const {}
  // A future that is ready once the work queued so far is done. The marker
  // waits for that work when it is made (C++ AMP allows a future to be
  // complete early), so the future is ready at once.
  completion_future create_marker() const;

  bool operator==(const accelerator_view &o) const { return impl_ == o.impl_; }
  bool operator!=(const accelerator_view &o) const { return !(*this == o); }

  // amp2hip extensions: the GPU index (-1 for the cpu accelerator) and the
  // stream (void*: hipStream_t or cudaStream_t; null = default stream).
  int amp2hip_device() const;
  void *amp2hip_stream() const;

  // The one returned by accelerator::get_auto_selection_view() (otherwise
  // the same view as the default accelerator's default view).
  bool get_is_auto_selection() const { return auto_selection_; }

private:
  friend class accelerator;
  // C++ AMP has no default constructor; Visual C++'s amp.h declares one
  // private, so `accelerator_view av;` is an access error (C2248) rather
  // than a failed overload resolution. Never defined.
  accelerator_view();
  accelerator_view(std::shared_ptr<detail_::view_impl> impl, queuing_mode m)
      : mode_(m), impl_(std::move(impl)) {}
  queuing_mode mode_;
  bool auto_selection_ = false;
  std::shared_ptr<detail_::view_impl> impl_;

public:
  // Visual C++'s properties (for the translator's parse; the declarations
  // come last so that no member function body sees them as names).
  AMP2HIP_PROPERTY(Concurrency::accelerator, accelerator, get_accelerator)
  AMP2HIP_PROPERTY(bool, is_debug, get_is_debug)
  AMP2HIP_PROPERTY(unsigned int, version, get_version)
  AMP2HIP_PROPERTY(Concurrency::queuing_mode, queuing_mode, get_queuing_mode)
  AMP2HIP_PROPERTY(bool, is_auto_selection, get_is_auto_selection)
};

class accelerator {
public:
  static constexpr wchar_t default_accelerator[] = L"default";
  static constexpr wchar_t cpu_accelerator[] = L"cpu";
  static constexpr wchar_t direct3d_warp[] = L"direct3d\\warp";
  static constexpr wchar_t direct3d_ref[] = L"direct3d\\ref";

  // The default accelerator; from here on set_default() has no effect.
  accelerator();
  // By device path: L"default", L"cpu", L"gpu:0", L"gpu:1", ...,
  // direct3d_ref or direct3d_warp. Any other path throws runtime_exception.
  explicit accelerator(const std::wstring &path);
  accelerator(const accelerator &) = default;
  accelerator &operator=(const accelerator &) = default;

  // Every GPU, then the cpu accelerator.
  static std::vector<accelerator> get_all();
  // Makes `path` the default accelerator. False (and no effect) once the
  // default was set or used; runtime_exception for an unknown path.
  static bool set_default(const std::wstring &path);
  static accelerator_view get_auto_selection_view();

  accelerator_view get_default_view() const;
  accelerator_view
  create_view(queuing_mode mode = queuing_mode_automatic) const;

  // The cpu access_type of arrays made on this accelerator with
  // access_type_auto: access_type_none on a discrete GPU,
  // access_type_read_write on an integrated one and on the cpu accelerator,
  // unless set. Setting it works once per device and only before an
  // allocation used it; a type other than access_type_none needs
  // supports_cpu_shared_memory (runtime_exception otherwise).
  access_type get_default_cpu_access_type() const;
  bool set_default_cpu_access_type(access_type type);

  std::wstring get_description() const { return description; }
  std::wstring get_device_path() const { return device_path; }
  unsigned int get_version() const { return version; }
  std::size_t get_dedicated_memory() const { return dedicated_memory; }
  bool get_supports_double_precision() const {
    return supports_double_precision;
  }
  bool get_supports_limited_double_precision() const {
    return supports_limited_double_precision;
  }
  bool get_has_display() const { return has_display; }
  bool get_is_debug() const { return is_debug; }
  bool get_is_emulated() const { return is_emulated; }
  bool get_supports_cpu_shared_memory() const {
    return supports_cpu_shared_memory;
  }

  bool operator==(const accelerator &o) const {
    return device_path == o.device_path;
  }
  bool operator!=(const accelerator &o) const { return !(*this == o); }

  // C++ AMP's properties, as data members (acc.description works).
  std::wstring description;
  std::wstring device_path;
  unsigned int version = 0;         // compute capability: major << 16 | minor
  std::size_t dedicated_memory = 0; // in KB, as C++ AMP
  bool supports_double_precision = false;
  bool supports_limited_double_precision = false;
  bool has_display = false;
  bool is_debug = false;
  bool is_emulated = false;
  bool supports_cpu_shared_memory = false;

  // amp2hip extensions: the GPU index, -1 for the cpu accelerator; and the
  // access_type an allocation with access_type_auto gets, which fixes the
  // default (set_default_cpu_access_type() fails from then on).
  int amp2hip_device() const { return device_; }
  access_type amp2hip_use_default_cpu_access_type() const;

  // Visual C++'s properties that are not data members here (for the
  // translator's parse).
  AMP2HIP_PROPERTY(Concurrency::accelerator_view, default_view,
                   get_default_view)
  AMP2HIP_PROPERTY(Concurrency::access_type, default_cpu_access_type,
                   get_default_cpu_access_type)

private:
  // An integrated GPU: its default cpu access type is read_write.
  bool integrated_ = false;
  void init(int device);
  int device_ = -1;
};

} // namespace Concurrency

namespace amp2hip {
namespace detail {
// The GPU that runs kernels for `av`; throws unsupported_feature, with the
// message C++ AMP gives, for the cpu accelerator (and says why when the
// machine has no usable GPU).
int kernel_device(const concurrency::accelerator_view &av);
} // namespace detail
} // namespace amp2hip
