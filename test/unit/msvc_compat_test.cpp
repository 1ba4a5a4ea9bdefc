// The Visual C++ compatibility layer's host logic: <ppl.h>'s parallel_for,
// stdext::checked_array_iterator, and the C names that an unqualified call
// finds beside concurrency::fast_math.
#include <amp2hip/amp_math.h>
#include <amp2hip/msvc/ppl.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <stdexcept>
#include <vector>

TEST(Ppl, ParallelForVisitsEveryStepOnce) {
  std::vector<std::atomic<int>> hits(1000);
  concurrency::parallel_for(3, 1000, 7, [&](int i) { ++hits[i]; });
  for (int i = 0; i < 1000; ++i)
    EXPECT_EQ(hits[i].load(), (i >= 3 && (i - 3) % 7 == 0) ? 1 : 0) << i;
  std::vector<std::atomic<int>> all(17);
  concurrency::parallel_for(0, 17, [&](int i) { ++all[i]; });
  EXPECT_TRUE(std::all_of(all.begin(), all.end(),
                          [](const std::atomic<int> &h) { return h == 1; }));
}

TEST(Ppl, ParallelForEmptyRangeAndBadStep) {
  int calls = 0;
  concurrency::parallel_for(5, 5, [&](int) { ++calls; });
  concurrency::parallel_for(9, 2, [&](int) { ++calls; });
  EXPECT_EQ(calls, 0);
  EXPECT_THROW(concurrency::parallel_for(0, 4, 0, [](int) {}),
               std::invalid_argument);
}

TEST(Ppl, ParallelForRethrowsTheBodysException) {
  EXPECT_THROW(concurrency::parallel_for(0, 100,
                                         [](int i) {
                                           if (i == 42)
                                             throw std::runtime_error("42");
                                         }),
               std::runtime_error);
}

TEST(CheckedArrayIterator, CopiesIntoTheBufferAndStopsAtItsEnd) {
  wchar_t buffer[4] = {};
  std::wstring text = L"abc";
  std::copy(text.begin(), text.end(),
            stdext::checked_array_iterator<wchar_t *>(buffer, 4));
  EXPECT_EQ(std::wstring(buffer, 3), L"abc");
  std::wstring longer = L"abcde";
  EXPECT_THROW(std::copy(longer.begin(), longer.end(),
                         stdext::checked_array_iterator<wchar_t *>(buffer, 4)),
               std::out_of_range);
  stdext::checked_array_iterator<wchar_t *> it(buffer, 4);
  EXPECT_EQ((it + 4) - it, 4);
  EXPECT_EQ((it + 4).base(), buffer + 4);
  EXPECT_THROW(it + 5, std::out_of_range);
  EXPECT_THROW(--it, std::out_of_range);
}

// Visual C++ programs say `using namespace concurrency::fast_math;` and call
// sqrtf, powf, fabsf unqualified: the C library's function is chosen, not
// an ambiguity (HIP and CUDA declare those names globally too).
namespace unqualified {
using namespace concurrency::fast_math;
float root(float x) { return sqrtf(x); }
float power(float x, float y) { return powf(x, y); }
float absolute(float x) { return fabsf(x); }
float cosine(float x) { return cos(x); }
} // namespace unqualified

TEST(FastMath, UnqualifiedCallsBesideTheCLibrary) {
  EXPECT_EQ(unqualified::root(9.0f), 3.0f);
  EXPECT_EQ(unqualified::power(2.0f, 10.0f), 1024.0f);
  EXPECT_EQ(unqualified::absolute(-2.5f), 2.5f);
  EXPECT_FLOAT_EQ(unqualified::cosine(0.0f), 1.0f);
  // Qualified calls are unchanged.
  EXPECT_EQ(concurrency::fast_math::sqrtf(16.0f), 4.0f);
  EXPECT_EQ(concurrency::precise_math::sqrt(16.0), 4.0);
  float (*f)(float) = &concurrency::fast_math::sqrtf;
  EXPECT_EQ(f(25.0f), 5.0f);
}
