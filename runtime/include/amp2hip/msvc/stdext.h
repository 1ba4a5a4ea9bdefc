// amp2hip: Visual C++'s stdext::checked_array_iterator (its <iterator>,
// which every program including <amp.h> sees), for programs that copy into
// a raw buffer of known size with it.
//
// A random-access iterator over [ptr, ptr + size) that throws
// std::out_of_range where Visual C++'s checked iterator would report an
// invalid parameter: on a dereference or a step outside the buffer.
#pragma once

#include <cstddef>
#include <iterator>
#include <stdexcept>

namespace stdext {

template <typename Ptr> class checked_array_iterator {
  typedef std::iterator_traits<Ptr> traits;

public:
  typedef std::random_access_iterator_tag iterator_category;
  typedef typename traits::value_type value_type;
  typedef typename traits::difference_type difference_type;
  typedef typename traits::pointer pointer;
  typedef typename traits::reference reference;

  checked_array_iterator() = default;
  checked_array_iterator(Ptr array, std::size_t size, std::size_t index = 0)
      : array_(array), size_(size), index_(index) {
    check(index <= size);
  }

  Ptr base() const { return array_ + index_; }

  reference operator*() const {
    check(index_ < size_);
    return array_[index_];
  }
  pointer operator->() const { return &**this; }
  reference operator[](difference_type n) const { return *(*this + n); }

  checked_array_iterator &operator+=(difference_type n) {
    check(n >= 0 ? static_cast<std::size_t>(n) <= size_ - index_
                 : static_cast<std::size_t>(-n) <= index_);
    index_ += n;
    return *this;
  }
  checked_array_iterator &operator-=(difference_type n) { return *this += -n; }
  checked_array_iterator &operator++() { return *this += 1; }
  checked_array_iterator &operator--() { return *this -= 1; }
  checked_array_iterator operator++(int) {
    checked_array_iterator old = *this;
    ++*this;
    return old;
  }
  checked_array_iterator operator--(int) {
    checked_array_iterator old = *this;
    --*this;
    return old;
  }
  checked_array_iterator operator+(difference_type n) const {
    checked_array_iterator it = *this;
    return it += n;
  }
  checked_array_iterator operator-(difference_type n) const {
    checked_array_iterator it = *this;
    return it -= n;
  }
  difference_type operator-(const checked_array_iterator &o) const {
    return static_cast<difference_type>(index_) -
           static_cast<difference_type>(o.index_);
  }
  bool operator==(const checked_array_iterator &o) const {
    return index_ == o.index_;
  }
  bool operator!=(const checked_array_iterator &o) const {
    return index_ != o.index_;
  }
  bool operator<(const checked_array_iterator &o) const {
    return index_ < o.index_;
  }
  bool operator>(const checked_array_iterator &o) const { return o < *this; }
  bool operator<=(const checked_array_iterator &o) const {
    return !(o < *this);
  }
  bool operator>=(const checked_array_iterator &o) const {
    return !(*this < o);
  }

private:
  static void check(bool ok) {
    if (!ok)
      throw std::out_of_range("stdext::checked_array_iterator: outside the "
                              "array");
  }

  Ptr array_ = Ptr();
  std::size_t size_ = 0;
  std::size_t index_ = 0;
};

template <typename Ptr>
checked_array_iterator<Ptr>
operator+(typename checked_array_iterator<Ptr>::difference_type n,
          const checked_array_iterator<Ptr> &it) {
  return it + n;
}

template <typename Ptr>
checked_array_iterator<Ptr> make_checked_array_iterator(Ptr array,
                                                        std::size_t size,
                                                        std::size_t index = 0) {
  return checked_array_iterator<Ptr>(array, size, index);
}

} // namespace stdext
