// amp2hip runtime: the launch capture -- which accelerator a kernel launch
// is copying its arguments for.
//
// A kernel's arguments are copies made on the host: a lambda's captures, a
// function object's members, the fields of a struct captured by value. An
// array_view among them must carry the device copy's pointer, wherever it
// sits inside the argument. launch() (launch.h) opens a launch_capture_scope
// while it copies the arguments; array_view's copy constructor asks
// launch_capture::device() and, inside a scope, makes its data present on
// that accelerator and points at the device copy. Outside a launch nothing
// changes.
#pragma once

namespace amp2hip {
namespace detail {

struct launch_capture {
  // The accelerator being launched on by this thread, or -1.
  static int device() { return slot(); }

private:
  friend class launch_capture_scope;
  static int &slot() {
    static thread_local int device = -1;
    return device;
  }
};

class launch_capture_scope {
public:
  explicit launch_capture_scope(int device) : saved_(launch_capture::slot()) {
    launch_capture::slot() = device;
  }
  ~launch_capture_scope() { launch_capture::slot() = saved_; }
  launch_capture_scope(const launch_capture_scope &) = delete;
  launch_capture_scope &operator=(const launch_capture_scope &) = delete;

private:
  int saved_;
};

} // namespace detail
} // namespace amp2hip
