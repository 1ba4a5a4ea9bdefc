// amp2hip runtime: concurrency::graphics::norm and unorm, floats clamped to
// [-1, 1] and [0, 1] (<amp_short_vectors.h>).
//
// Every arithmetic result is clamped again. Copies are trivial, so vectors
// of them stay trivially copyable (kernel arguments, array elements).
#pragma once

#include <amp2hip/detail/config.h>

namespace Concurrency {
namespace graphics {

class norm;

class unorm {
  float value_;
  // NaN stays NaN, as in Visual C++.
  AMP2HIP_HD static float clamp(float v) {
    return v < 0.0f ? 0.0f : (v > 1.0f ? 1.0f : v);
  }
  friend class norm;

public:
  AMP2HIP_HD unorm() : value_(0.0f) {}
  AMP2HIP_HD explicit unorm(float v) : value_(clamp(v)) {}
  AMP2HIP_HD explicit unorm(unsigned int v)
      : value_(clamp(static_cast<float>(v))) {}
  AMP2HIP_HD explicit unorm(int v) : value_(clamp(static_cast<float>(v))) {}
  AMP2HIP_HD explicit unorm(double v) : value_(clamp(static_cast<float>(v))) {}
  AMP2HIP_HD inline explicit unorm(const norm &other);

  AMP2HIP_HD operator float() const { return value_; }

  AMP2HIP_HD unorm &operator+=(const unorm &o) {
    return *this = unorm(value_ + o.value_);
  }
  AMP2HIP_HD unorm &operator-=(const unorm &o) {
    return *this = unorm(value_ - o.value_);
  }
  AMP2HIP_HD unorm &operator*=(const unorm &o) {
    return *this = unorm(value_ * o.value_);
  }
  AMP2HIP_HD unorm &operator/=(const unorm &o) {
    return *this = unorm(value_ / o.value_);
  }
  AMP2HIP_HD unorm &operator++() { return *this = unorm(value_ + 1.0f); }
  AMP2HIP_HD unorm &operator--() { return *this = unorm(value_ - 1.0f); }
  AMP2HIP_HD unorm operator++(int) {
    unorm old = *this;
    ++*this;
    return old;
  }
  AMP2HIP_HD unorm operator--(int) {
    unorm old = *this;
    --*this;
    return old;
  }
};

class norm {
  float value_;
  AMP2HIP_HD static float clamp(float v) {
    return v < -1.0f ? -1.0f : (v > 1.0f ? 1.0f : v);
  }
  friend class unorm;

public:
  AMP2HIP_HD norm() : value_(0.0f) {}
  AMP2HIP_HD explicit norm(float v) : value_(clamp(v)) {}
  AMP2HIP_HD explicit norm(unsigned int v)
      : value_(clamp(static_cast<float>(v))) {}
  AMP2HIP_HD explicit norm(int v) : value_(clamp(static_cast<float>(v))) {}
  AMP2HIP_HD explicit norm(double v) : value_(clamp(static_cast<float>(v))) {}
  // Every unorm is a norm.
  AMP2HIP_HD norm(const unorm &other) : value_(other.value_) {}

  AMP2HIP_HD operator float() const { return value_; }

  AMP2HIP_HD norm &operator+=(const norm &o) {
    return *this = norm(value_ + o.value_);
  }
  AMP2HIP_HD norm &operator-=(const norm &o) {
    return *this = norm(value_ - o.value_);
  }
  AMP2HIP_HD norm &operator*=(const norm &o) {
    return *this = norm(value_ * o.value_);
  }
  AMP2HIP_HD norm &operator/=(const norm &o) {
    return *this = norm(value_ / o.value_);
  }
  AMP2HIP_HD norm &operator++() { return *this = norm(value_ + 1.0f); }
  AMP2HIP_HD norm &operator--() { return *this = norm(value_ - 1.0f); }
  AMP2HIP_HD norm operator++(int) {
    norm old = *this;
    ++*this;
    return old;
  }
  AMP2HIP_HD norm operator--(int) {
    norm old = *this;
    --*this;
    return old;
  }
  AMP2HIP_HD norm operator-() const { return norm(-value_); }
};

AMP2HIP_HD inline unorm::unorm(const norm &other)
    : value_(clamp(other.value_)) {}

// Arithmetic clamps the result; comparisons compare the floats.
#define AMP2HIP_NORM_OPS(N)                                                    \
  AMP2HIP_HD inline N operator+(const N &a, const N &b) {                      \
    return N(float(a) + float(b));                                             \
  }                                                                            \
  AMP2HIP_HD inline N operator-(const N &a, const N &b) {                      \
    return N(float(a) - float(b));                                             \
  }                                                                            \
  AMP2HIP_HD inline N operator*(const N &a, const N &b) {                      \
    return N(float(a) * float(b));                                             \
  }                                                                            \
  AMP2HIP_HD inline N operator/(const N &a, const N &b) {                      \
    return N(float(a) / float(b));                                             \
  }                                                                            \
  AMP2HIP_HD inline bool operator==(const N &a, const N &b) {                  \
    return float(a) == float(b);                                               \
  }                                                                            \
  AMP2HIP_HD inline bool operator!=(const N &a, const N &b) {                  \
    return float(a) != float(b);                                               \
  }                                                                            \
  AMP2HIP_HD inline bool operator<(const N &a, const N &b) {                   \
    return float(a) < float(b);                                                \
  }                                                                            \
  AMP2HIP_HD inline bool operator>(const N &a, const N &b) {                   \
    return float(a) > float(b);                                                \
  }                                                                            \
  AMP2HIP_HD inline bool operator<=(const N &a, const N &b) {                  \
    return float(a) <= float(b);                                               \
  }                                                                            \
  AMP2HIP_HD inline bool operator>=(const N &a, const N &b) {                  \
    return float(a) >= float(b);                                               \
  }
AMP2HIP_NORM_OPS(norm)
AMP2HIP_NORM_OPS(unorm)
#undef AMP2HIP_NORM_OPS

} // namespace graphics
} // namespace Concurrency

#define UNORM_ZERO ((::Concurrency::graphics::unorm)0.0f)
#define UNORM_MIN ((::Concurrency::graphics::unorm)0.0f)
#define UNORM_MAX ((::Concurrency::graphics::unorm)1.0f)
#define NORM_ZERO ((::Concurrency::graphics::norm)0.0f)
#define NORM_MIN ((::Concurrency::graphics::norm)-1.0f)
#define NORM_MAX ((::Concurrency::graphics::norm)1.0f)
