// Visual C++ style, a Unicode project (CharacterSet Unicode: UNICODE and
// _UNICODE, defined here as the project would): _tmain is wmain, which
// Linux starts from the main amp2hip adds; _TCHAR is wchar_t, _T("") is
// L"", and _tprintf is wprintf reading %s as a wide string, as Visual
// C++'s does. The device's description goes to std::wcout, as the C++ AMP
// book's ShowAmpDevices prints it.
#define UNICODE
#define _UNICODE
#include <windows.h>
#include <tchar.h>
#include <amp.h>
#include <iostream>
#include <numeric>
#include <string>
#include <vector>

using namespace concurrency;

int _tmain(int argc, _TCHAR *argv[])
{
    std::wstring program(argv[0]);
    if (argc != 1 || program.empty())
        return 1;
    TCHAR label[32];
    _stprintf_s(label, _countof(label), _T("%s-%d"), _T("sum"), argc);
    _tcscat_s(label, _countof(label), _T("-gpu"));
    LPCTSTR text = label;

    // The sum of the squares below n, on the accelerator.
    int n = _ttoi(_T("64"));
    array<int, 1> squares(n);
    parallel_for_each(squares.extent, [&squares](index<1> i) restrict(amp) {
        squares[i] = i[0] * i[0];
    });
    std::vector<int> host = squares;
    int total = std::accumulate(host.begin(), host.end(), 0);
    std::wstring device = accelerator().description;
    std::wcout << L"device named: " << !device.empty() << std::endl;
    _tprintf(_T("%s: %d (%c, %S)\n"), text, total, _T('w'), "narrow");
    return 0;
}
