// Visual C++ style: <windows.h> threads, each running kernels on a view of
// its own (CreateThread, WaitForMultipleObjects, GetExitCodeThread,
// CloseHandle), their results gathered under a CRITICAL_SECTION and
// counted with InterlockedIncrement; LPVOID, DWORD WINAPI and LPDWORD as
// Windows declares them.
#include "stdafx.h"
#include <windows.h>
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

struct Work {
  int id;
  long long sum;
};

static CRITICAL_SECTION g_lock;
static long long g_total = 0;
static LONG g_done = 0;

DWORD WINAPI RunKernels(LPVOID param) {
  Work *work = static_cast<Work *>(param);
  std::vector<int> v(4096, work->id);
  array_view<int, 1> av(4096, v);
  accelerator_view mine = accelerator().create_view();
  parallel_for_each(mine, av.extent,
                    [=](index<1> i) restrict(amp) { av[i] = av[i] * 2 + i[0] % 2; });
  av.synchronize();
  long long sum = 0;
  for (size_t i = 0; i < v.size(); ++i)
    sum += v[i];
  work->sum = sum;
  EnterCriticalSection(&g_lock);
  g_total += sum;
  LeaveCriticalSection(&g_lock);
  InterlockedIncrement(&g_done);
  return static_cast<DWORD>(work->id);
}

int _tmain(int argc, _TCHAR *argv[]) {
  const int count = 4;
  InitializeCriticalSection(&g_lock);
  Work work[count];
  HANDLE threads[count];
  for (int t = 0; t < count; ++t) {
    work[t].id = t + 1;
    DWORD id;
    LPDWORD pid = &id;
    threads[t] = CreateThread(NULL, 0, RunKernels, &work[t], 0, pid);
  }
  DWORD waited = WaitForMultipleObjects(count, threads, TRUE, INFINITE);
  bool ok = waited == WAIT_OBJECT_0 && g_done == count;
  for (int t = 0; t < count; ++t) {
    DWORD code = 0;
    ok = ok && GetExitCodeThread(threads[t], &code) && code == DWORD(t + 1);
    ok = ok && work[t].sum == 4096LL * 2 * (t + 1) + 2048;
    CloseHandle(threads[t]);
  }
  DeleteCriticalSection(&g_lock);
  ok = ok && g_total == 4096LL * 2 * 10 + 4 * 2048;
  std::cout << "threads " << g_done << ", total " << g_total << std::endl;
  std::cout << "Windows threads: " << (ok ? "PASSED" : "FAILED") << std::endl;
  return ok ? 0 : 1;
}
