// A registry of checks: each source adds its own, as Google Test's TEST
// does, so main knows none of them by name.
#pragma once
#include <functional>
#include <utility>
#include <vector>

inline std::vector<std::pair<const char *, std::function<bool()>>> &checks() {
  static std::vector<std::pair<const char *, std::function<bool()>>> all;
  return all;
}

struct check_registrar {
  check_registrar(const char *name, std::function<bool()> body) {
    checks().push_back({name, std::move(body)});
  }
};
