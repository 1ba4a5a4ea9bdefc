// <tchar.h> under _UNICODE (a project's CharacterSet Unicode), and Visual
// C++'s wide printf and scanf formats (%s is a wchar_t string in them): the
// generic-text names are the wide functions with Visual C++'s behaviour.
#define UNICODE
#define _UNICODE
#include <amp2hip/msvc/tchar.h>
#include <amp2hip/msvc/windows_types.h>

#include <gtest/gtest.h>

#include <cerrno>
#include <string>
#include <type_traits>

static_assert(std::is_same<_TCHAR, wchar_t>::value, "_TCHAR is wchar_t");
static_assert(std::is_same<TCHAR, wchar_t>::value, "TCHAR is wchar_t");
static_assert(std::is_same<LPCTSTR, const wchar_t *>::value,
              "LPCTSTR is a wide string");
static_assert(std::is_same<decltype(_T("x")), const wchar_t (&)[2]>::value,
              "_T(\"x\") is L\"x\"");

TEST(WideFormats, VisualCppSpellingsBecomeIsoOnes) {
  using amp2hip::msvc::iso_wide_format;
  EXPECT_EQ(iso_wide_format(L"%s %c %S %C"), L"%ls %lc %s %c");
  EXPECT_EQ(iso_wide_format(L"%-8s|%.3s|%*S"), L"%-8ls|%.3ls|%*s");
  EXPECT_EQ(iso_wide_format(L"%ls %hs %ws %lc %hc"), L"%ls %s %ls %lc %c");
  EXPECT_EQ(iso_wide_format(L"100%% %d %5.2f %lld %zu %2$s"),
            L"100%% %d %5.2f %lld %zu %2$ls");
  EXPECT_EQ(iso_wide_format(L"ends with %"), L"ends with %");
}

TEST(TcharUnicode, PrintfFamilyReadsPercentSAsWide) {
  TCHAR line[32];
  EXPECT_EQ(
      _stprintf_s(line, _countof(line), _T("%s-%d-%S"), _T("gpu"), 7, "narrow"),
      12);
  EXPECT_EQ(std::wstring(line), L"gpu-7-narrow");
  EXPECT_EQ(_stprintf_s(line, _T("%c%c"), L'o', L'k'), 2); // the array form
  EXPECT_EQ(std::wstring(line), L"ok");
  TCHAR tiny[4];
  EXPECT_EQ(_stprintf_s(tiny, _T("%s"), _T("too long")), -1);
  EXPECT_EQ(std::wstring(tiny), L"");
  EXPECT_EQ(_stprintf(line, _T("[%5s]"), _T("ab")), 7);
  EXPECT_EQ(std::wstring(line), L"[   ab]");
}

TEST(TcharUnicode, ScanfFamilyReadsPercentSAsWide) {
  TCHAR word[16];
  int n = 0;
  EXPECT_EQ(_stscanf(_T("tiles 64"), _T("%s %d"), word, &n), 2);
  EXPECT_EQ(std::wstring(word), L"tiles");
  EXPECT_EQ(n, 64);
}

TEST(TcharUnicode, StringFunctionsAreTheWideOnes) {
  TCHAR name[8];
  EXPECT_EQ(_tcscpy_s(name, _T("amp")), 0);
  EXPECT_EQ(_tcscat_s(name, _T("2hip")), 0);
  EXPECT_EQ(std::wstring(name), L"amp2hip");
  EXPECT_EQ(_tcslen(name), 7u);
  EXPECT_EQ(_tcscat_s(name, _T("!")), ERANGE); // 8 characters and the 0
  EXPECT_EQ(std::wstring(name), L"");
  EXPECT_EQ(_tcsncpy_s(name, _T("abcdef"), 3), 0);
  EXPECT_EQ(std::wstring(name), L"abc");
  EXPECT_EQ(_tcsicmp(_T("AMP"), _T("amp")), 0);
  EXPECT_EQ(_ttoi(_T("42")), 42);
  EXPECT_DOUBLE_EQ(_tstof(_T("2.5")), 2.5);
  EXPECT_EQ(_tcstol(_T("ff"), nullptr, 16), 255);
}

TEST(TcharUnicode, FilesOpenByWideNames) {
  std::string path = testing::TempDir() + "amp2hip_tchar_unicode.txt";
  std::wstring wide(path.begin(), path.end());
  FILE *file = nullptr;
  ASSERT_EQ(_tfopen_s(&file, wide.c_str(), _T("w")), 0);
  _ftprintf(file, _T("%s %d\n"), _T("written"), 3);
  std::fclose(file);
  file = _tfopen(wide.c_str(), _T("r"));
  ASSERT_NE(file, nullptr);
  TCHAR line[32];
  ASSERT_NE(_fgetts(line, 32, file), nullptr);
  std::fclose(file);
  std::remove(path.c_str());
  EXPECT_EQ(std::wstring(line), L"written 3\n");
}
