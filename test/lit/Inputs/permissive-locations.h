// A user header a retry edits: a declaration copied in on line 4 shifts
// every line after it in the text parsed.
#pragma once
template <typename T> T twice(T x) {
  return add_late(x, x);
}
int add_late(int a, int b) { return a + b; }
template <typename V> int first(V v) {
  V::value_type k = v[0]; int unused_in_header;
  return k;
}
