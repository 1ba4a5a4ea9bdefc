// Visual C++ style: a wizard-made _tmain that uses the generic-text names
// of the secure CRT (what Visual Studio suggests after warning C4996), the
// TCHAR string pointer types of <windows.h>, and UNREFERENCED_PARAMETER.
#include "stdafx.h"
#include <windows.h>
#include <tchar.h>
#include <amp.h>
#include <vector>

using namespace concurrency;

int _tmain(int argc, _TCHAR* argv[])
{
    UNREFERENCED_PARAMETER(argv);
    TCHAR name[32];
    _stprintf_s(name, _countof(name), _T("run-%d"), argc);
    _tcscpy_s(name, _countof(name), _T("gpu"));
    _tcscat_s(name, _countof(name), _T("-sum"));
    _tcsncpy_s(name + 3, _countof(name) - 3, _T("-total"), 6);
    LPCTSTR label = name;

    int n = 0;
    _stscanf_s(_T("64"), _T("%d"), &n);
    std::vector<int> v(n, 1);
    array_view<int, 1> av(n, v);
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] += i[0]; });
    av.synchronize();
    int total = 0;
    for (int x : v)
        total += x;
    _tprintf_s(_T("%s: %d\n"), label, total);
    return 0;
}
