// amp2hip runtime: C++ AMP's exception classes.
//
// Every GPU API failure becomes a runtime_exception whose message names the
// failing call and the API's own error string; get_error_code() returns the
// API's error code (C++ AMP returns an HRESULT there; Linux has none).
#pragma once

#include <exception>
#include <string>

namespace Concurrency {

class runtime_exception : public std::exception {
public:
  runtime_exception(const char *message, long error_code)
      : message_(message ? message : ""), error_code_(error_code) {}
  runtime_exception(const std::string &message, long error_code)
      : message_(message), error_code_(error_code) {}
  explicit runtime_exception(long error_code)
      : message_("amp2hip: runtime error"), error_code_(error_code) {}

  const char *what() const noexcept override { return message_.c_str(); }
  long get_error_code() const { return error_code_; }

private:
  std::string message_;
  long error_code_;
};

// C++ AMP's E_FAIL-like default code for errors that are not the GPU API's.
const long amp2hip_error_fail = -1;

class out_of_memory : public runtime_exception {
public:
  explicit out_of_memory(const char *message)
      : runtime_exception(message, amp2hip_error_fail) {}
  explicit out_of_memory(const std::string &message)
      : runtime_exception(message, amp2hip_error_fail) {}
  out_of_memory() : out_of_memory("amp2hip: out of memory") {}
};

class invalid_compute_domain : public runtime_exception {
public:
  explicit invalid_compute_domain(const char *message)
      : runtime_exception(message, amp2hip_error_fail) {}
  explicit invalid_compute_domain(const std::string &message)
      : runtime_exception(message, amp2hip_error_fail) {}
  invalid_compute_domain()
      : invalid_compute_domain("amp2hip: invalid compute domain") {}
};

class unsupported_feature : public runtime_exception {
public:
  explicit unsupported_feature(const char *message)
      : runtime_exception(message, amp2hip_error_fail) {}
  explicit unsupported_feature(const std::string &message)
      : runtime_exception(message, amp2hip_error_fail) {}
  unsupported_feature() : unsupported_feature("amp2hip: unsupported feature") {}
};

// Visual C++'s runtime threw it for an object used before it was made (a
// default-constructed completion_future's get(), ...); C++ AMP programs
// catch it by name.
class uninitialized_object : public runtime_exception {
public:
  explicit uninitialized_object(const char *message)
      : runtime_exception(message, amp2hip_error_fail) {}
  explicit uninitialized_object(const std::string &message)
      : runtime_exception(message, amp2hip_error_fail) {}
  uninitialized_object()
      : uninitialized_object("amp2hip: uninitialized object") {}
};

// The accelerator_view can no longer be used (a device reset or removal);
// get_view_removed_reason() is the API's reason code.
class accelerator_view_removed : public runtime_exception {
public:
  accelerator_view_removed(const char *message, long view_removed_reason)
      : runtime_exception(message, amp2hip_error_fail),
        reason_(view_removed_reason) {}
  accelerator_view_removed(const std::string &message, long view_removed_reason)
      : runtime_exception(message, amp2hip_error_fail),
        reason_(view_removed_reason) {}
  explicit accelerator_view_removed(long view_removed_reason)
      : accelerator_view_removed("amp2hip: accelerator_view removed",
                                 view_removed_reason) {}
  long get_view_removed_reason() const { return reason_; }

private:
  long reason_;
};

} // namespace Concurrency
