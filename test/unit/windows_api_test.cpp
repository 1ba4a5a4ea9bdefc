// The console part of the Windows SDK and CRT over POSIX
// (runtime/include/amp2hip/msvc/): threads and their handles, events,
// critical sections, system information, the CRT's files and directories,
// <intrin.h>, the memory macros, and system("PAUSE") and the console's
// colours on a terminal (a pseudo-terminal this test makes) and off one.
#include <gtest/gtest.h>

#include <amp2hip/msvc/conio.h>
#include <amp2hip/msvc/direct.h>
#include <amp2hip/msvc/intrin.h>
#include <amp2hip/msvc/io.h>
#include <amp2hip/msvc/process.h>
#include <amp2hip/msvc/rand.h>
#include <amp2hip/msvc/system_pause.h>
#include <amp2hip/msvc/windows.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <fcntl.h>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

namespace {
LONG g_calls = 0;
DWORD WINAPI countCall(LPVOID parameter) {
  InterlockedIncrement(&g_calls);
  return *static_cast<DWORD *>(parameter) * 2;
}
unsigned __stdcall waitForEvent(void *event) {
  return WaitForSingleObject(static_cast<HANDLE>(event), INFINITE) ==
                 WAIT_OBJECT_0
             ? 11
             : 12;
}
} // namespace

TEST(WindowsThreads, CreateThreadWaitExitCodeAndClose) {
  DWORD inputs[3] = {1, 2, 3};
  HANDLE threads[3];
  for (int i = 0; i < 3; ++i)
    threads[i] = CreateThread(nullptr, 0, countCall, &inputs[i], 0, nullptr);
  EXPECT_EQ(WaitForMultipleObjects(3, threads, TRUE, INFINITE), WAIT_OBJECT_0);
  EXPECT_EQ(g_calls, 3);
  for (int i = 0; i < 3; ++i) {
    DWORD code = 0;
    EXPECT_TRUE(GetExitCodeThread(threads[i], &code));
    EXPECT_EQ(code, inputs[i] * 2);
    EXPECT_TRUE(CloseHandle(threads[i]));
  }
}

TEST(WindowsThreads, SuspendedThreadStartsAtResume) {
  DWORD input = 5;
  HANDLE thread =
      CreateThread(nullptr, 0, countCall, &input, CREATE_SUSPENDED, nullptr);
  DWORD code = 0;
  EXPECT_EQ(WaitForSingleObject(thread, 20), WAIT_TIMEOUT);
  GetExitCodeThread(thread, &code);
  EXPECT_EQ(code, DWORD(STILL_ACTIVE));
  ResumeThread(thread);
  EXPECT_EQ(WaitForSingleObject(thread, INFINITE), WAIT_OBJECT_0);
  GetExitCodeThread(thread, &code);
  EXPECT_EQ(code, 10u);
  CloseHandle(thread);
}

TEST(WindowsThreads, BeginThreadExWaitsOnAnEvent) {
  HANDLE go = CreateEvent(nullptr, TRUE, FALSE, nullptr);
  unsigned id = 0;
  HANDLE thread = reinterpret_cast<HANDLE>(
      _beginthreadex(nullptr, 0, waitForEvent, go, 0, &id));
  EXPECT_NE(id, 0u);
  EXPECT_EQ(WaitForSingleObject(thread, 20), WAIT_TIMEOUT);
  SetEvent(go);
  EXPECT_EQ(WaitForSingleObject(thread, INFINITE), WAIT_OBJECT_0);
  DWORD code = 0;
  GetExitCodeThread(thread, &code);
  EXPECT_EQ(code, 11u);
  // A manual-reset event stays signaled; an automatic one resets.
  EXPECT_EQ(WaitForSingleObject(go, 0), WAIT_OBJECT_0);
  HANDLE once = CreateEvent(nullptr, FALSE, TRUE, nullptr);
  EXPECT_EQ(WaitForSingleObject(once, 0), WAIT_OBJECT_0);
  EXPECT_EQ(WaitForSingleObject(once, 0), WAIT_TIMEOUT);
  HANDLE both[2] = {go, once};
  EXPECT_EQ(WaitForMultipleObjects(2, both, FALSE, 0), WAIT_OBJECT_0);
  ResetEvent(go);
  EXPECT_EQ(WaitForMultipleObjects(2, both, FALSE, 10), WAIT_TIMEOUT);
  SetEvent(once);
  EXPECT_EQ(WaitForMultipleObjects(2, both, FALSE, 0), WAIT_OBJECT_0 + 1);
  for (HANDLE h : {thread, go, once})
    EXPECT_TRUE(CloseHandle(h));
  EXPECT_FALSE(CloseHandle(nullptr));
}

TEST(WindowsSync, CriticalSectionIsRecursiveAndExclusive) {
  CRITICAL_SECTION section;
  InitializeCriticalSection(&section);
  EnterCriticalSection(&section);
  EXPECT_TRUE(TryEnterCriticalSection(&section)); // the same thread again
  std::atomic<bool> other(true);
  std::thread([&] { other = TryEnterCriticalSection(&section); }).join();
  EXPECT_FALSE(other);
  LeaveCriticalSection(&section);
  LeaveCriticalSection(&section);
  std::thread([&] {
    other = TryEnterCriticalSection(&section);
    LeaveCriticalSection(&section);
  }).join();
  EXPECT_TRUE(other);
  DeleteCriticalSection(&section);
}

TEST(WindowsSystem, SystemInfoAndProcessorsAgree) {
  SYSTEM_INFO si;
  GetSystemInfo(&si);
  EXPECT_EQ(si.dwNumberOfProcessors, std::thread::hardware_concurrency());
  EXPECT_EQ(si.dwPageSize, static_cast<DWORD>(sysconf(_SC_PAGESIZE)));
  DWORD length = 0;
  SetLastError(0);
  EXPECT_FALSE(GetLogicalProcessorInformation(nullptr, &length));
  EXPECT_EQ(GetLastError(), DWORD(ERROR_INSUFFICIENT_BUFFER));
  std::vector<SYSTEM_LOGICAL_PROCESSOR_INFORMATION> info(
      length / sizeof(SYSTEM_LOGICAL_PROCESSOR_INFORMATION));
  ASSERT_TRUE(GetLogicalProcessorInformation(info.data(), &length));
  ULONG_PTR seen = 0;
  DWORD cores = 0;
  for (const auto &entry : info)
    if (entry.Relationship == RelationProcessorCore) {
      ++cores;
      EXPECT_EQ(seen & entry.ProcessorMask, 0u); // each processor once
      seen |= entry.ProcessorMask;
    }
  EXPECT_EQ(cores, std::min<DWORD>(si.dwNumberOfProcessors, 64));
  ULONGLONG before = GetTickCount64();
  Sleep(15);
  EXPECT_GE(GetTickCount64() - before, 14u);
  LARGE_INTEGER a, b;
  PLARGE_INTEGER pa = &a;
  QueryPerformanceCounter(pa);
  QueryPerformanceCounter(&b);
  EXPECT_LE(a.QuadPart, b.QuadPart);
}

TEST(WindowsSystem, InterlockedReturnWhatWindowsReturns) {
  LONG v = 5;
  EXPECT_EQ(InterlockedIncrement(&v), 6);
  EXPECT_EQ(InterlockedDecrement(&v), 5);
  EXPECT_EQ(InterlockedExchange(&v, 9), 5);
  EXPECT_EQ(InterlockedExchangeAdd(&v, 2), 9);
  EXPECT_EQ(InterlockedCompareExchange(&v, 1, 11), 11);
  EXPECT_EQ(InterlockedCompareExchange(&v, 7, 11), 1);
  EXPECT_EQ(v, 1);
}

TEST(Crt, FilesAndDirectories) {
  char dir[] = "amp2hip_direct_XXXXXX";
  ASSERT_NE(mkdtemp(dir), nullptr);
  std::string sub = std::string(dir) + "/made";
  EXPECT_EQ(_mkdir(sub.c_str()), 0);
  std::string file = sub + "/f";
  int fd = _open(file.c_str(), _O_CREAT | _O_WRONLY | _O_BINARY,
                 _S_IREAD | _S_IWRITE);
  ASSERT_GE(fd, 0);
  EXPECT_EQ(_write(fd, "abc", 3), 3);
  EXPECT_EQ(_filelength(fd), 3);
  _close(fd);
  EXPECT_EQ(_access(file.c_str(), 0), 0);
  EXPECT_EQ(_unlink(file.c_str()), 0);
  EXPECT_NE(_access(file.c_str(), 0), 0);
  EXPECT_EQ(_rmdir(sub.c_str()), 0);
  EXPECT_EQ(_rmdir(dir), 0);
}

TEST(Intrinsics, BitScansCountsAndCpuid) {
  unsigned int index = 99;
  EXPECT_EQ(_BitScanForward(&index, 0u), 0);
  EXPECT_EQ(index, 99u); // untouched, as on Windows
  EXPECT_EQ(_BitScanForward(&index, 0x90u), 1);
  EXPECT_EQ(index, 4u);
  EXPECT_EQ(_BitScanReverse(&index, 0x90u), 1);
  EXPECT_EQ(index, 7u);
  EXPECT_EQ(_BitScanReverse64(&index, 1ull << 40), 1);
  EXPECT_EQ(index, 40u);
  EXPECT_EQ(__popcnt(0xF0F0u), 8u);
  EXPECT_EQ(__popcnt64(~0ull), 64u);
  int info[4] = {-1, -1, -1, -1};
  __cpuid(info, 0);
  EXPECT_GE(info[0], 1); // the highest leaf: every x86-64 has leaf 1
}

TEST(Crt, RandIsVisualCppsGenerator) {
  // Visual C++'s sequence from its default seed, 1, on a thread that has not
  // called srand (each thread has its own state, as in Visual C++'s CRT).
  int fresh[5] = {};
  std::thread([&] {
    for (int &v : fresh)
      v = rand();
  }).join();
  EXPECT_EQ(std::vector<int>(fresh, fresh + 5),
            (std::vector<int>{41, 18467, 6334, 26500, 19169}));
  srand(1);
  EXPECT_EQ(std::rand(), 41);
  std::srand(2012);
  int first = rand();
  srand(2012);
  EXPECT_EQ(rand(), first);
  static_assert(RAND_MAX == 0x7fff, "Visual C++'s RAND_MAX");
  for (int i = 0; i < 1000; ++i) {
    int v = rand();
    ASSERT_GE(v, 0);
    ASSERT_LE(v, RAND_MAX);
  }
}

TEST(SystemPause, OnlyPauseIsWindowsPause) {
  using amp2hip::msvc::isPauseCommand;
  EXPECT_TRUE(isPauseCommand("PAUSE"));
  EXPECT_TRUE(isPauseCommand("pause"));
  EXPECT_TRUE(isPauseCommand("  Pause \n"));
  EXPECT_FALSE(isPauseCommand("pause now"));
  EXPECT_FALSE(isPauseCommand("paus"));
  EXPECT_FALSE(isPauseCommand("echo pause"));
  // Other commands are the C library's.
  EXPECT_EQ(system("exit 3"), 3 << 8);
}

TEST(SystemPause, WithoutATerminalReturnsAtOnceAndPrintsNothing) {
  // The check through an injected predicate, and system() with a pipe as
  // standard input.
  int pipeEnds[2];
  ASSERT_EQ(pipe(pipeEnds), 0);
  int savedStdin = dup(STDIN_FILENO);
  ASSERT_EQ(dup2(pipeEnds[0], STDIN_FILENO), STDIN_FILENO);
  testing::internal::CaptureStdout();
  int injected = amp2hip::msvc::pause([](int) { return 0; });
  int piped = system("PAUSE");
  std::string shown = testing::internal::GetCapturedStdout();
  dup2(savedStdin, STDIN_FILENO);
  close(savedStdin);
  close(pipeEnds[0]);
  close(pipeEnds[1]);
  EXPECT_EQ(injected, 0);
  EXPECT_EQ(piped, 0);
  EXPECT_EQ(shown, "");
}

namespace {
/// A pseudo-terminal of the test's own: its master end and the terminal.
bool openPseudoTerminal(int &master, int &terminal) {
  master = posix_openpt(O_RDWR | O_NOCTTY);
  if (master < 0 || grantpt(master) != 0 || unlockpt(master) != 0)
    return false;
  terminal = open(ptsname(master), O_RDWR | O_NOCTTY);
  return terminal >= 0;
}
} // namespace

TEST(SystemPause, OnATerminalPromptsAndTakesOneKey) {
  // A pseudo-terminal of this test as standard input, one key typed.
  int master = -1, terminal = -1;
  ASSERT_TRUE(openPseudoTerminal(master, terminal));
  int savedStdin = dup(STDIN_FILENO);
  ASSERT_EQ(dup2(terminal, STDIN_FILENO), STDIN_FILENO);
  ASSERT_EQ(write(master, "xy", 2), 2);
  testing::internal::CaptureStdout();
  int result = system("pause");
  std::string shown = testing::internal::GetCapturedStdout();
  char rest = 0;
  ssize_t left = read(STDIN_FILENO, &rest, 1); // the key after the one taken
  dup2(savedStdin, STDIN_FILENO);
  close(savedStdin);
  close(terminal);
  close(master);
  EXPECT_EQ(result, 0);
  EXPECT_EQ(shown, "Press any key to continue . . . \n");
  EXPECT_EQ(left, 1);
  EXPECT_EQ(rest, 'y');
}

namespace {
/// Runs \p body with standard output on \p fd, then puts it back.
template <typename Body> void withStdoutOn(int fd, Body body) {
  std::fflush(stdout);
  int saved = dup(STDOUT_FILENO);
  dup2(fd, STDOUT_FILENO);
  body();
  std::fflush(stdout);
  dup2(saved, STDOUT_FILENO);
  close(saved);
}
} // namespace

TEST(WindowsConsole, RedirectedColoursFailAndWriteNothing) {
  // As on Windows, where a console function fails on a file or a pipe:
  // the program's redirected output holds only what it printed.
  int pipeEnds[2];
  ASSERT_EQ(pipe(pipeEnds), 0);
  HANDLE out = GetStdHandle(STD_OUTPUT_HANDLE);
  BOOL set = TRUE, got = TRUE;
  DWORD error = 0;
  CONSOLE_SCREEN_BUFFER_INFO info;
  withStdoutOn(pipeEnds[1], [&] {
    std::printf("a");
    set = SetConsoleTextAttribute(out, FOREGROUND_RED);
    error = GetLastError();
    got = GetConsoleScreenBufferInfo(out, &info);
    std::printf("b");
  });
  close(pipeEnds[1]);
  char shown[16] = {};
  ssize_t n = read(pipeEnds[0], shown, sizeof shown - 1);
  close(pipeEnds[0]);
  EXPECT_FALSE(set);
  EXPECT_FALSE(got);
  EXPECT_EQ(error, static_cast<DWORD>(ERROR_INVALID_HANDLE));
  EXPECT_EQ(n, 2);
  EXPECT_STREQ(shown, "ab");
}

TEST(WindowsConsole, OnATerminalColoursAreAnsiSequencesInOrder) {
  int master = -1, terminal = -1;
  ASSERT_TRUE(openPseudoTerminal(master, terminal));
  HANDLE out = GetStdHandle(STD_OUTPUT_HANDLE);
  CONSOLE_SCREEN_BUFFER_INFO info = {};
  BOOL got = FALSE;
  withStdoutOn(terminal, [&] {
    std::printf("a");
    SetConsoleTextAttribute(out, FOREGROUND_RED | FOREGROUND_INTENSITY);
    std::printf("b");
    SetConsoleTextAttribute(out, FOREGROUND_GREEN | BACKGROUND_BLUE);
    got = GetConsoleScreenBufferInfo(out, &info);
    SetConsoleTextAttribute(out, FOREGROUND_RED | FOREGROUND_GREEN |
                                     FOREGROUND_BLUE);
    std::printf("c");
  });
  std::string expected = "a\x1b[0;91mb\x1b[0;32;44m\x1b[0mc";
  std::string shown(expected.size(), '\0');
  size_t read_so_far = 0;
  while (read_so_far < shown.size()) {
    ssize_t n = read(master, &shown[read_so_far], shown.size() - read_so_far);
    if (n <= 0)
      break;
    read_so_far += n;
  }
  close(terminal);
  close(master);
  EXPECT_EQ(shown, expected);
  EXPECT_TRUE(got);
  // What a program saves to restore its colours: the attribute set last.
  EXPECT_EQ(info.wAttributes, FOREGROUND_GREEN | BACKGROUND_BLUE);
  EXPECT_GT(info.dwSize.X, 0);
  EXPECT_EQ(info.srWindow.Right, info.dwSize.X - 1);
}

TEST(WindowsConsole, StandardHandlesStayOpen) {
  HANDLE out = GetStdHandle(STD_OUTPUT_HANDLE);
  EXPECT_EQ(GetStdHandle(STD_OUTPUT_HANDLE), out);
  EXPECT_NE(GetStdHandle(STD_ERROR_HANDLE), out);
  EXPECT_TRUE(CloseHandle(out));
  EXPECT_EQ(GetStdHandle(STD_OUTPUT_HANDLE), out);
  EXPECT_EQ(GetStdHandle(42), INVALID_HANDLE_VALUE);
  EXPECT_FALSE(CloseHandle(INVALID_HANDLE_VALUE));
  EXPECT_FALSE(SetConsoleTextAttribute(INVALID_HANDLE_VALUE, 7));
}

TEST(WindowsMemory, ZeroFillCopyMoveAsTheCLibrary) {
  int numbers[6] = {1, 2, 3, 4, 5, 6};
  ZeroMemory(numbers, 2 * sizeof(int));
  EXPECT_EQ(numbers[0], 0);
  EXPECT_EQ(numbers[1], 0);
  EXPECT_EQ(numbers[2], 3);
  MoveMemory(numbers + 1, numbers + 2, 3 * sizeof(int)); // overlapping
  EXPECT_EQ(numbers[1], 3);
  EXPECT_EQ(numbers[3], 5);
  int copy[6];
  CopyMemory(copy, numbers, sizeof numbers);
  EXPECT_EQ(copy[5], 6);
  unsigned char bytes[4];
  FillMemory(bytes, sizeof bytes, 0xAB);
  EXPECT_EQ(bytes[3], 0xAB);
  EXPECT_EQ(SecureZeroMemory(bytes, 3), static_cast<void *>(bytes));
  EXPECT_EQ(bytes[2], 0);
  EXPECT_EQ(bytes[3], 0xAB);
}
