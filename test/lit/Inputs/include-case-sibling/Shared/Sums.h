// Written for Visual C++: `C::value_type` without `typename`.
#pragma once
template <typename C> int first_of(const C &c) {
  C::value_type v = c[0];
  return v;
}
