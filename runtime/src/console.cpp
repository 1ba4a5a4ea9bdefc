// amp2hip runtime: std::wcout and friends written as narrow bytes (see
// include/amp2hip/detail/console.h for why).
#include <amp2hip/detail/console.h>

#include <climits>
#include <cstdio>
#include <cwchar>
#include <iostream>
#include <streambuf>
#include <string>

namespace amp2hip {
namespace detail {
namespace {

// Appends `c` to `out` in the C locale's multibyte encoding, or in UTF-8
// where that encoding has no byte sequence for it (the "C" locale: ASCII).
void append_multibyte(std::string &out, wchar_t c, std::mbstate_t &state) {
  char bytes[MB_LEN_MAX];
  std::size_t n = std::wcrtomb(bytes, c, &state);
  if (n != static_cast<std::size_t>(-1)) {
    out.append(bytes, n);
    return;
  }
  state = std::mbstate_t();
  unsigned long u = static_cast<unsigned long>(c);
  if (u > 0x10FFFF || (u >= 0xD800 && u <= 0xDFFF))
    u = 0xFFFD; // not a character: the replacement character
  if (u < 0x80) {
    out += static_cast<char>(u);
  } else if (u < 0x800) {
    out += static_cast<char>(0xC0 | u >> 6);
    out += static_cast<char>(0x80 | (u & 0x3F));
  } else if (u < 0x10000) {
    out += static_cast<char>(0xE0 | u >> 12);
    out += static_cast<char>(0x80 | (u >> 6 & 0x3F));
    out += static_cast<char>(0x80 | (u & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | u >> 18);
    out += static_cast<char>(0x80 | (u >> 12 & 0x3F));
    out += static_cast<char>(0x80 | (u >> 6 & 0x3F));
    out += static_cast<char>(0x80 | (u & 0x3F));
  }
}

// Writes \p n wide characters to \p file as multibyte bytes.
bool write_multibyte(std::FILE *file, const wchar_t *s, std::size_t n,
                     std::mbstate_t &state) {
  std::string bytes;
  for (std::size_t i = 0; i < n; ++i)
    append_multibyte(bytes, s[i], state);
  return std::fwrite(bytes.data(), 1, bytes.size(), file) == bytes.size();
}

// A wide stream buffer that writes converted bytes straight to a C stream,
// unbuffered as the standard streams' own buffers are (sync_with_stdio), so
// its output and the C stream's narrow output interleave in program order.
class narrow_stdio_buf : public std::wstreambuf {
public:
  // The stream is named, not held: a program may freopen() stdout.
  enum target { to_stdout, to_stderr };
  explicit narrow_stdio_buf(target t) : target_(t) {}

protected:
  int_type overflow(int_type c) override {
    if (traits_type::eq_int_type(c, traits_type::eof()))
      return traits_type::not_eof(c);
    wchar_t w = traits_type::to_char_type(c);
    return xsputn(&w, 1) == 1 ? c : traits_type::eof();
  }
  std::streamsize xsputn(const wchar_t *s, std::streamsize n) override {
    return write_multibyte(file(), s, n, state_) ? n : 0;
  }
  int sync() override { return std::fflush(file()) == 0 ? 0 : -1; }

private:
  std::FILE *file() const { return target_ == to_stdout ? stdout : stderr; }
  target target_;
  std::mbstate_t state_ = std::mbstate_t();
};

} // namespace

bool narrow_wide_console() {
  static bool done = [] {
    // The standard streams exist once an ios_base::Init was made. The
    // buffers are never destroyed: the streams are flushed, and may be
    // written, by destructors that run after this file's.
    static std::ios_base::Init streams;
    std::wcout.rdbuf(new narrow_stdio_buf(narrow_stdio_buf::to_stdout));
    std::wcerr.rdbuf(new narrow_stdio_buf(narrow_stdio_buf::to_stderr));
    std::wclog.rdbuf(std::wcerr.rdbuf());
    return true;
  }();
  return done;
}

bool write_wide(std::FILE *file, const wchar_t *text, std::size_t n) {
  std::mbstate_t state = std::mbstate_t();
  return write_multibyte(file, text, n, state);
}

} // namespace detail
} // namespace amp2hip
