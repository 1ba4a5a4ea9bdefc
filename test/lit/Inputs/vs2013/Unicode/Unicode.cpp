// CharacterSet Unicode: _tmain is wmain, _TCHAR wchar_t, _T("") wide.
#include <amp.h>
#include <tchar.h>
#include <iostream>
#include <string>
using namespace concurrency;

int _tmain(int argc, _TCHAR *argv[]) {
  std::wstring program(argv[0]);
  array<int, 1> a(argc);
  parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) { a[i] = 1; });
  _tprintf(_T("%ls: %d\n"), program.c_str(), a[0]);
  return 0;
}
