// Wide and narrow console output (detail/console.h): what std::wcout,
// std::cout and printf write to stdout appears in program order, as under
// Visual C++, although glibc gives a C stream one orientation.
//
// Each test runs in a fresh process (a "threadsafe" death test re-executes
// the test binary, which installs the wide-stream buffers as a translated
// program does) with stdout reopened onto a file of its own, whose
// orientation is not yet fixed, and passes when the file holds what the
// program wrote.
#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

namespace {

class Console : public ::testing::Test {
protected:
  void SetUp() override {
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    path_ = ::testing::TempDir() + "amp2hip_console_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name() +
            ".txt";
  }
  std::string path_;
};

// Reopens stdout onto `path`, runs `write`, and tells whether the file then
// holds exactly `expected`.
template <typename F>
bool stdout_holds(const std::string &path, F write,
                  const std::string &expected) {
  if (!std::freopen(path.c_str(), "w", stdout))
    return false;
  write();
  std::fflush(stdout);
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  if (text.str() == expected)
    return true;
  std::fprintf(stderr, "stdout held:\n%s\n", text.str().c_str());
  return false;
}

TEST_F(Console, WideThenNarrowLinesAllAppearInOrder) {
  EXPECT_EXIT(std::exit(stdout_holds(
                            path_,
                            [] {
                              std::wcout << L"Device: " << L"Software Adapter"
                                         << std::endl;
                              std::cout << "narrow " << 1 << std::endl;
                              std::printf("printf %d\n", 2);
                              std::wcout << L"wide " << 3 << L'\n';
                              std::puts("puts 4");
                              std::cout << "narrow 5\n";
                              std::wcout << 6.5 << std::endl;
                            },
                            "Device: Software Adapter\nnarrow 1\nprintf 2\n"
                            "wide 3\nputs 4\nnarrow 5\n6.5\n")
                            ? 0
                            : 1),
              ::testing::ExitedWithCode(0), "");
}

TEST_F(Console, NarrowFirstThenWide) {
  EXPECT_EXIT(std::exit(stdout_holds(
                            path_,
                            [] {
                              std::printf("a\n");
                              std::wcout << L"b\n";
                              std::cout << "c\n";
                            },
                            "a\nb\nc\n")
                            ? 0
                            : 1),
              ::testing::ExitedWithCode(0), "");
}

// The "C" locale has only ASCII: other characters are written as UTF-8.
TEST_F(Console, CharactersBeyondTheLocaleAreUtf8) {
  EXPECT_EXIT(std::exit(stdout_holds(
                            path_, [] { std::wcout << L"\u00e9\u20ac\n"; },
                            "\xc3\xa9\xe2\x82\xac\n")
                            ? 0
                            : 1),
              ::testing::ExitedWithCode(0), "");
}

TEST_F(Console, WideErrorStreamsWriteToStderr) {
  EXPECT_EQ(std::wcerr.rdbuf(), std::wclog.rdbuf());
  EXPECT_NE(std::wcerr.rdbuf(), std::wcout.rdbuf());
  EXPECT_EXIT(
      {
        std::wcerr << L"wide error ";
        std::fprintf(stderr, "then narrow\n");
        std::exit(0);
      },
      ::testing::ExitedWithCode(0), "wide error then narrow");
}

} // namespace
