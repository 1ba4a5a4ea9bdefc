// C++ AMP source that includes <cstring> before <amp.h>: parses only with
// amp2hip/parse/prelude.h included first (it hides glibc's ::index()).
#include <cstring>
#include <vector>

#include <amp.h>

using namespace concurrency;

int has_dot(const char *s) { return std::strchr(s, '.') != nullptr; }

void fill(std::vector<int> &v) {
  array_view<int, 1> a(static_cast<int>(v.size()), v);
  parallel_for_each(
      a.extent, [=](index<1> i) restrict(amp) { a[i] = i[0]; });
}
