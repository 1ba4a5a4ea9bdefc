// Visual C++ style: the CRT's _beginthreadex (<process.h>) with a manual
// and an automatic-reset event (CreateEvent, SetEvent,
// WaitForSingleObject with a timeout), a thread created suspended and
// started by ResumeThread, and the handles closed with CloseHandle.
#include <windows.h>
#include <process.h>
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

static HANDLE g_start;
static HANDLE g_ready;
static std::vector<float> g_data(1024);

unsigned __stdcall Producer(void *) {
  WaitForSingleObject(g_start, INFINITE);
  array_view<float, 1> av(1024, g_data);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = 0.5f * i[0];
  });
  av.synchronize();
  SetEvent(g_ready);
  return 7;
}

int main() {
  g_start = CreateEvent(NULL, TRUE, FALSE, NULL);
  g_ready = CreateEvent(NULL, FALSE, FALSE, NULL);
  unsigned id = 0;
  HANDLE worker = reinterpret_cast<HANDLE>(
      _beginthreadex(NULL, 0, Producer, NULL, CREATE_SUSPENDED, &id));
  bool early = WaitForSingleObject(g_ready, 50) == WAIT_TIMEOUT;
  ResumeThread(worker);
  SetEvent(g_start);
  bool ready = WaitForSingleObject(g_ready, INFINITE) == WAIT_OBJECT_0;
  // An automatic-reset event is reset by the wait that saw it.
  bool reset = WaitForSingleObject(g_ready, 0) == WAIT_TIMEOUT;
  WaitForSingleObject(worker, INFINITE);
  DWORD code = 0;
  GetExitCodeThread(worker, &code);
  CloseHandle(worker);
  CloseHandle(g_start);
  CloseHandle(g_ready);
  bool ok = early && ready && reset && code == 7 && id != 0 &&
            g_data[1023] == 511.5f;
  printf("exit code %u, last %.1f\n", static_cast<unsigned>(code), g_data[1023]);
  printf("_beginthreadex and events: %s\n", ok ? "PASSED" : "FAILED");
  return ok ? 0 : 1;
}
