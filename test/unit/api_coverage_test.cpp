// Microsoft's C++ AMP API against the runtime: runtime/api/coverage.def
// lists every member of the reference, each implemented one with code that
// uses it. This file compiles that code (useEveryImplementedMember; never
// run: a use may need a GPU) and checks that docs/api-coverage.md is the
// table's, so that neither can drift from the runtime's headers.
#include <amp2hip/amp.h>
#include <amp2hip/amp_graphics.h>
#include <amp2hip/amp_math.h>
#include <amp2hip/amp_short_vectors.h>

#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <future>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

// A host-only compile: restrict(amp) has nothing to say to g++.
#define restrict(...)

using namespace concurrency;
using namespace concurrency::graphics;

// The objects a row's code may name.
[[maybe_unused]] static void useEveryImplementedMember() {
  // As the translator writes them: glibc's ::index and graphics::direct3d
  // would make the unqualified names ambiguous.
  using concurrency::index;
  namespace direct3d = concurrency::direct3d;
  std::vector<int> vec(64, 1);
  int carr[64] = {};
  extent<1> e1(64);
  extent<2> e2(8, 8);
  extent<3> e3(4, 4, 4);
  index<1> i1(1);
  index<2> i2(1, 1);
  index<3> i3(1, 1, 1);
  accelerator acc;
  accelerator_view av = acc.get_default_view();
  array<int, 1> arr(e1);
  array_view<int, 1> view(e1, vec);
  array_view<const int, 1> cview(e1, vec);
  completion_future cf;
  tiled_extent<8> te(e1);
  texture<int, 1> tex1(e1);
  (void)carr;
  (void)e3;
  (void)i3;
#define AMP2HIP_API(Header, Class, Member, ...)                                \
  { __VA_ARGS__ }
#define AMP2HIP_API_ERROR(Header, Class, Member, Id, Why)
#include "../../runtime/api/coverage.def"
#undef AMP2HIP_API
#undef AMP2HIP_API_ERROR
}

namespace {

struct Row {
  const char *Header, *Class, *Member, *Status;
};

const Row Rows[] = {
#define AMP2HIP_API(Header, Class, Member, ...)                                \
  {Header, Class, Member, "implemented"},
#define AMP2HIP_API_ERROR(Header, Class, Member, Id, Why)                      \
  {Header, Class, Member, "translation error " Id ": " Why},
#include "../../runtime/api/coverage.def"
#undef AMP2HIP_API
#undef AMP2HIP_API_ERROR
};

std::string coverageMarkdown() {
  std::ostringstream Out;
  int Implemented = 0, Errors = 0;
  for (const Row &R : Rows)
    (std::string(R.Status) == "implemented" ? Implemented : Errors)++;
  Out << "# C++ AMP API coverage\n\n"
      << "Generated from `runtime/api/coverage.def` by "
         "`test/unit/api_coverage_test.cpp`, which compiles a use of every "
         "member marked implemented; do not edit by hand.\n\n"
      << "Every class and function of Microsoft's C++ AMP reference (Visual "
         "Studio 2013: `<amp.h>`, `<amp_math.h>`, `<amp_graphics.h>`, "
         "`<amp_short_vectors.h>`), member by member: "
      << Implemented << " rows implemented, " << Errors
      << " translation errors (what needs a Direct3D device). Properties "
         "(`acc.default_view`, `te.tile_extent`, ...) are read through their "
         "getters, as the translator writes them (docs/mapping.md).\n\n"
      << "| Header | Class | Member | Status |\n|---|---|---|---|\n";
  for (const Row &R : Rows)
    Out << "| `<" << R.Header << ">` | `" << R.Class << "` | " << R.Member
        << " | " << R.Status << " |\n";
  return Out.str();
}

} // namespace

TEST(ApiCoverage, DocumentIsTheTable) {
  std::ifstream In(AMP2HIP_SOURCE_DIR "/docs/api-coverage.md");
  std::stringstream Doc;
  Doc << In.rdbuf();
  std::string Want = coverageMarkdown();
  if (Doc.str() != Want) {
    std::ofstream("api-coverage.md") << Want;
    FAIL() << "docs/api-coverage.md is not runtime/api/coverage.def's table; "
              "the table's is in api-coverage.md of the test's working "
              "directory: copy it to docs/";
  }
}

TEST(ApiCoverage, NoMemberWithoutDirect3dIsMissing) {
  // The only translation errors are the Direct3D interop functions.
  for (const Row &R : Rows) {
    if (std::string(R.Status) != "implemented") {
      EXPECT_NE(std::string(R.Status).find("AMP2HIP3000"), std::string::npos)
          << R.Class << "::" << R.Member;
    }
  }
}
