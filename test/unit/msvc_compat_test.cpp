// The Visual C++ compatibility layer's host logic (PPL's in ppl_test.cpp):
// stdext::checked_array_iterator, the secure CRT (printf_s, sprintf_s,
// strcpy_s, _countof) and SAL annotations, and the C names that an unqualified
// call finds beside concurrency::fast_math.
#include <amp2hip/amp_math.h>
#include <amp2hip/msvc/atlbase.h>
#include <amp2hip/msvc/conio.h>
#include <amp2hip/msvc/crtdbg.h>
#include <amp2hip/msvc/sal.h>
#include <amp2hip/msvc/secure_crt.h>
#include <amp2hip/msvc/tchar.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <stdexcept>
#include <vector>

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <string>
#include <unistd.h>

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

// A Visual C++ function as Microsoft's samples declare them: the SAL
// annotations compile to nothing.
static int sum_of(_In_reads_(count) const int *values, _In_ int count,
                  _Out_opt_ int *largest) {
  int total = 0, top = values[0];
  for (int i = 0; i < count; ++i) {
    total += values[i];
    top = values[i] > top ? values[i] : top;
  }
  if (largest)
    *largest = top;
  return total;
}

TEST(SecureCrt, SalAnnotationsAndCountof) {
  const int values[] = {4, 9, 2};
  int largest = 0;
  EXPECT_EQ(sum_of(values, _countof(values), &largest), 15);
  EXPECT_EQ(largest, 9);
  static_assert(_countof(values) == 3, "_countof is a constant");
}

TEST(SecureCrt, SprintfSFormatsAndNeverOverflows) {
  char line[16];
  EXPECT_EQ(sprintf_s(line, _countof(line), "%d-%s", 42, "ok"), 5);
  EXPECT_STREQ(line, "42-ok");
  EXPECT_EQ(sprintf_s(line, "%05.1f", 2.25), 5); // the array form
  EXPECT_STREQ(line, "002.2");
  char tiny[4] = {'x', 'x', 'x', 'x'};
  EXPECT_EQ(sprintf_s(tiny, "%s", "too long"), -1);
  EXPECT_STREQ(tiny, "");
  wchar_t wide[8];
  EXPECT_EQ(swprintf_s(wide, L"%d", 7), 1);
  EXPECT_EQ(std::wstring(wide), L"7");
}

TEST(SecureCrt, StringCopiesReportWhatDoesNotFit) {
  char name[8];
  EXPECT_EQ(strcpy_s(name, "amp"), 0);
  EXPECT_EQ(strcat_s(name, "2hip"), 0);
  EXPECT_STREQ(name, "amp2hip");
  EXPECT_EQ(strcat_s(name, "!"), ERANGE); // 8 characters and the 0
  EXPECT_STREQ(name, "");                 // emptied, as Visual C++ does
  EXPECT_EQ(strcpy_s(name, "eight ch"), ERANGE);
  EXPECT_STREQ(name, "");
  EXPECT_EQ(strncpy_s(name, "abcdef", 3), 0);
  EXPECT_STREQ(name, "abc");
  EXPECT_EQ(strcpy_s(name, sizeof name, nullptr), EINVAL);

  int from[3] = {1, 2, 3}, to[2] = {9, 9};
  EXPECT_EQ(memcpy_s(to, sizeof to, from, sizeof to), 0);
  EXPECT_EQ(to[1], 2);
  EXPECT_EQ(memcpy_s(to, sizeof to, from, sizeof from), ERANGE);
  EXPECT_EQ(to[0], 0); // cleared, as Visual C++ does
  EXPECT_EQ(_stricmp("Amp", "aMP"), 0);
}

TEST(SecureCrt, FilesTimesAndAlignedMemory) {
  char path[] = "/tmp/amp2hip_secure_crt_XXXXXX";
  int fd = mkstemp(path);
  ASSERT_GE(fd, 0);
  close(fd);
  FILE *file = nullptr;
  ASSERT_EQ(fopen_s(&file, path, "w"), 0);
  fprintf_s(file, "%d", 5);
  std::fclose(file);
  EXPECT_NE(fopen_s(&file, "/tmp/amp2hip_secure_crt_missing/x", "r"), 0);
  EXPECT_EQ(file, nullptr);
  std::remove(path);

  std::time_t epoch = 0;
  std::tm when = {};
  EXPECT_EQ(gmtime_s(&when, &epoch), 0);
  EXPECT_EQ(when.tm_year, 70);
  EXPECT_EQ(gmtime_s(&when, nullptr), EINVAL);

  void *block = _aligned_malloc(100, 64);
  ASSERT_NE(block, nullptr);
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(block) % 64, 0u);
  _aligned_free(block);
}

TEST(ConsoleInput, GetchReadsOneCharacterAndNeverWaitsAtTheEnd) {
  // Input from a file (a CI job, a pipe): one character at a time, then
  // EOF at once.
  char path[] = "/tmp/amp2hip_getch_XXXXXX";
  int fd = mkstemp(path);
  ASSERT_GE(fd, 0);
  ASSERT_EQ(write(fd, "yz", 2), 2);
  close(fd);
  ASSERT_NE(std::freopen(path, "r", stdin), nullptr);
  EXPECT_EQ(_getch(), 'y');
  EXPECT_EQ(getch(), 'z');
  EXPECT_EQ(_getch(), EOF);
  std::remove(path);
}

TEST(DebugCrt, AssertsAreNothingWithoutDebug) {
  int evaluated = 0;
  _ASSERTE(++evaluated == 5); // a release build: not evaluated, no stop
  _ASSERT(false);
  EXPECT_EQ(evaluated, 0);
  EXPECT_EQ(_CrtSetDbgFlag(_CRTDBG_ALLOC_MEM_DF | _CRTDBG_LEAK_CHECK_DF), 0);
}

TEST(TChar, GenericTextNamesAreTheCharFunctions) {
  const _TCHAR *arg = _T("42");
  EXPECT_EQ(_ttoi(arg), 42);
  EXPECT_EQ(_tcstol(_T("ff"), nullptr, 16), 255);
  EXPECT_EQ(_tcsicmp(_T("AMP"), _T("amp")), 0);
  _TCHAR text[8];
  _stprintf(text, _T("%d"), 7);
  EXPECT_STREQ(text, "7");
}

// A COM object that counts its references, as Direct3D's do.
struct CountedObject : IUnknown {
  ULONG references = 1; // the creator's
  HRESULT QueryInterface(REFIID, void **) override { return E_NOINTERFACE; }
  ULONG AddRef() override { return ++references; }
  ULONG Release() override { return --references; }
};

TEST(AtlComPtr, HoldsOneReferenceAndReleasesIt) {
  CountedObject object;
  {
    CComPtr<CountedObject> held(&object);
    EXPECT_EQ(object.references, 2u);
    CComPtr<CountedObject> copy = held;
    EXPECT_EQ(object.references, 3u);
    copy.Release();
    EXPECT_EQ(object.references, 2u);
    EXPECT_TRUE(!copy);
    EXPECT_EQ(static_cast<CountedObject *>(held), &object);
  }
  EXPECT_EQ(object.references, 1u);
  // &ptr receives a reference a function hands over (CreateBuffer(..,
  // &buffer)): the CComPtr owns it and releases it.
  {
    CComPtr<CountedObject> received;
    *&received = &object;
    object.AddRef();
    EXPECT_EQ(object.references, 2u);
    CountedObject *out = nullptr;
    EXPECT_EQ(received.CopyTo(&out), S_OK);
    EXPECT_EQ(out, &object);
    EXPECT_EQ(object.references, 3u);
    out->Release();
  }
  EXPECT_EQ(object.references, 1u);
  CComPtr<CountedObject> attached;
  attached.Attach(&object);
  EXPECT_EQ(attached.Detach(), &object);
  EXPECT_EQ(object.references, 1u);
}
