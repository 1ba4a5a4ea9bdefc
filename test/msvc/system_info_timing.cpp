// Visual C++ style: sizing the work from GetSystemInfo and
// GetLogicalProcessorInformation (the two-call pattern: ask the size, then
// fill), timing with a PLARGE_INTEGER, GetTickCount64 and Sleep, with only
// <amp.h> included (Visual C++'s brings in <windows.h>).
#include "stdafx.h"
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

static double ElapsedMs(PLARGE_INTEGER start, PLARGE_INTEGER stop) {
  LARGE_INTEGER frequency;
  QueryPerformanceFrequency(&frequency);
  return (stop->QuadPart - start->QuadPart) * 1000.0 / frequency.QuadPart;
}

int _tmain(int argc, _TCHAR *argv[]) {
  SYSTEM_INFO si;
  GetSystemInfo(&si);
  DWORD length = 0;
  BOOL first = GetLogicalProcessorInformation(NULL, &length);
  bool asked = !first && GetLastError() == ERROR_INSUFFICIENT_BUFFER;
  std::vector<SYSTEM_LOGICAL_PROCESSOR_INFORMATION> info(
      length / sizeof(SYSTEM_LOGICAL_PROCESSOR_INFORMATION));
  BOOL filled = GetLogicalProcessorInformation(&info[0], &length);
  DWORD cores = 0;
  for (size_t i = 0; i < info.size(); ++i)
    if (info[i].Relationship == RelationProcessorCore)
      ++cores;

  const int n = 64 * 1024;
  std::vector<int> v(n);
  array_view<int, 1> av(n, v);
  av.discard_data();
  LARGE_INTEGER start, stop;
  ULONGLONG ticks = GetTickCount64();
  QueryPerformanceCounter(&start);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = i[0] % 97;
  });
  av.synchronize();
  Sleep(20);
  QueryPerformanceCounter(&stop);
  double ms = ElapsedMs(&start, &stop);
  ULONGLONG ticked = GetTickCount64() - ticks;
  bool ok = asked && filled && cores == si.dwNumberOfProcessors &&
            si.dwNumberOfProcessors >= 1 && si.dwPageSize >= 4096 &&
            ms >= 20.0 && ticked >= 19 && v[n - 1] == (n - 1) % 97;
  std::cout << "processors counted twice agree: "
            << (cores == si.dwNumberOfProcessors) << std::endl;
  std::cout << "system information and timing: " << (ok ? "PASSED" : "FAILED")
            << std::endl;
  return ok ? 0 : 1;
}
