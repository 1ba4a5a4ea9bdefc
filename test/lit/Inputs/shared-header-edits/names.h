// A helper header of the harness that includes no <amp.h>: Visual C++
// bound the temporary to the non-const reference (C4239).
#pragma once
#include <string>

inline void upcase(std::string &s) {
  for (char &c : s)
    c = (c >= 'a' && c <= 'z') ? char(c - 'a' + 'A') : c;
}

inline std::string routine_name(const char *name) {
  std::string out(name);
  upcase(std::string(name));
  return out;
}
