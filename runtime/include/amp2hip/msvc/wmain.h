// amp2hip runtime: the `main` that amp2hip adds after a Visual C++ program's
// `wmain` (Linux starts every program at main): it passes wmain the
// command line, and for a third parameter the environment, as wide
// strings. Each is converted with mbstowcs in the program's locale ("C"
// until the program sets one: ASCII arguments arrive unchanged).
#pragma once

#include <cstdlib>
#include <cwchar>
#include <string>
#include <type_traits>
#include <vector>

extern char **environ;

namespace amp2hip {
namespace msvc {

// Wide copies of a null-terminated array of strings, kept alive for the
// whole run (wmain may keep pointers to them).
class wide_strings {
public:
  explicit wide_strings(char **narrow) {
    for (; narrow && *narrow; ++narrow) {
      std::size_t n = std::mbstowcs(nullptr, *narrow, 0);
      std::wstring w;
      if (n == static_cast<std::size_t>(-1)) // not in the locale's encoding
        for (const char *c = *narrow; *c; ++c)
          w.push_back(static_cast<unsigned char>(*c));
      else {
        w.resize(n);
        std::mbstowcs(&w[0], *narrow, n + 1);
      }
      text_.push_back(w);
    }
    for (std::wstring &w : text_)
      pointers_.push_back(&w[0]);
    pointers_.push_back(nullptr);
  }
  wchar_t **get() { return pointers_.data(); }

private:
  std::vector<std::wstring> text_;
  std::vector<wchar_t *> pointers_;
};

// wmain's result, 0 for a void wmain (which Visual C++ also accepts).
template <typename F> int call(F f) {
  if constexpr (std::is_void<decltype(f())>::value) {
    f();
    return 0;
  } else {
    return f();
  }
}

template <typename R> int wide_main(R (*wmain)(), int, char **) {
  return call(wmain);
}
template <typename R, typename Argv>
int wide_main(R (*wmain)(int, Argv), int argc, char **argv) {
  static wide_strings args(argv);
  return call([&] { return wmain(argc, args.get()); });
}
template <typename R, typename Argv, typename Envp>
int wide_main(R (*wmain)(int, Argv, Envp), int argc, char **argv) {
  static wide_strings args(argv), env(environ);
  return call([&] { return wmain(argc, args.get(), env.get()); });
}

} // namespace msvc
} // namespace amp2hip
