// Which lines a translation unit begins with that a precompiled prelude
// holds (lib/parse/PreludeLines.h), read from files in memory.
#include "parse/PreludeLines.h"

#include <gtest/gtest.h>

#include <map>

using namespace amp2hip;

namespace {

using Lines = std::vector<std::string>;

Lines prelude(const std::map<std::string, std::string> &Files) {
  return preludeLines("/p/main.cpp",
                      [&](llvm::StringRef Path) -> std::optional<std::string> {
                        auto It = Files.find(Path.str());
                        if (It == Files.end())
                          return std::nullopt;
                        return It->second;
                      });
}

TEST(PreludeLines, LeadingSystemIncludesUpToTheLastAmpHeader) {
  EXPECT_EQ(prelude({{"/p/main.cpp", "\xEF\xBB\xBF// RUN: x\r\n"
                                     "/* a\n   comment */\n"
                                     "#include <vector>\r\n"
                                     "#  include <amp.h> // C++ AMP\n"
                                     "#include <amp_math.h>\n"
                                     "#include <iostream>\n"
                                     "int main() {}\n"}}),
            (Lines{"#include <vector>", "#include <amp.h>",
                   "#include <amp_math.h>"}));
}

TEST(PreludeLines, NothingWithoutAnAmpHeader) {
  EXPECT_EQ(prelude({{"/p/main.cpp", "#include <vector>\nint x;\n"}}), Lines{});
}

TEST(PreludeLines, StopsAtTheFirstOtherLine) {
  // A conditional, a declaration, a continued line: the headers after
  // them may read what they change.
  for (const char *Stop : {"#ifdef X\n", "int x;\n", "#include <a.h> \\\n",
                           "/* a */ int x;\n", "#define F(x) x\n"})
    EXPECT_EQ(prelude({{"/p/main.cpp", std::string("#include <amp.h>\n") +
                                           Stop + "#include <amp_math.h>\n"}}),
              Lines{"#include <amp.h>"})
        << Stop;
}

TEST(PreludeLines, PassesVisualCppWarningPragmas) {
  // amp-algorithms' stdafx.h: its defines, two warning pragmas, headers.
  EXPECT_EQ(prelude({{"/p/main.cpp",
                      "#define NOMINMAX\n"
                      "#pragma  warning (disable : 4267)  // size_t to int\n"
                      "#pragma warning(push)\n"
                      "#include <amp.h>\n"
                      "#pragma omp parallel\n"
                      "#include <amp_math.h>\n"}}),
            (Lines{"#define NOMINMAX", "#include <amp.h>"}));
}

TEST(PreludeLines, ThroughAUserHeaderBesideItsIncluder) {
  EXPECT_EQ(prelude({{"/p/main.cpp", "#include \"stdafx.h\"\n#include <x.h>\n"},
                     {"/p/stdafx.h", "#pragma once\n#define NOMINMAX\n"
                                     "#include \"sub\\targetver.h\"\n"
                                     "#include <amp.h>\n"},
                     {"/p/sub/targetver.h",
                      "#ifndef TV\n#define TV\n#include <SDKDDKVer.h>\n"}}),
            (Lines{"#define NOMINMAX", "#include <SDKDDKVer.h>",
                   "#include <amp.h>"}));
}

TEST(PreludeLines, AUserHeaderFoundElsewhereEndsIt) {
  // Found through -I, which this does not read: the prelude ends before.
  EXPECT_EQ(prelude({{"/p/main.cpp", "#include <amp.h>\n#include \"lib.h\"\n"
                                     "#include <amp_math.h>\n"}}),
            Lines{"#include <amp.h>"});
  // In a source, `#pragma once` is no header's guard.
  EXPECT_EQ(prelude({{"/p/main.cpp", "#pragma once\n#include <amp.h>\n"}}),
            Lines{});
}

} // namespace
