// Visual C++ style: results coloured on the console (GetStdHandle, the
// attributes saved with GetConsoleScreenBufferInfo and restored after each
// verdict, SetConsoleTextAttribute) and buffers cleared with ZeroMemory and
// copied with CopyMemory, with only <windows.h> and <amp.h>. Redirected to
// a file, as when a test compares its output, the console calls fail and
// write nothing, on Windows and here.
#include "stdafx.h"
#include <windows.h>
#include <amp.h>
#include <iostream>

using namespace concurrency;

static void PrintVerdict(bool passed, const char *name) {
  HANDLE hConsole = GetStdHandle(STD_OUTPUT_HANDLE);
  CONSOLE_SCREEN_BUFFER_INFO csbi;
  WORD wSaved = FOREGROUND_RED | FOREGROUND_GREEN | FOREGROUND_BLUE;
  if (GetConsoleScreenBufferInfo(hConsole, &csbi))
    wSaved = csbi.wAttributes;
  SetConsoleTextAttribute(hConsole, passed ? FOREGROUND_GREEN | FOREGROUND_INTENSITY
                                           : FOREGROUND_RED | FOREGROUND_INTENSITY);
  std::cout << (passed ? "PASSED" : "FAILED");
  SetConsoleTextAttribute(hConsole, wSaved);
  std::cout << ": " << name << std::endl;
}

int _tmain(int argc, _TCHAR *argv[]) {
  const int N = 4096;
  int squares[N];
  ZeroMemory(squares, sizeof(squares));
  array_view<int, 1> av(N, squares);
  parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
    av[idx] = idx[0] * idx[0];
  });
  av.synchronize();

  int copy[N];
  FillMemory(copy, sizeof(copy), 0xFF);
  CopyMemory(copy, squares, sizeof(squares));
  bool squared = true;
  for (int i = 0; i < N; ++i)
    squared = squared && copy[i] == i * i;
  PrintVerdict(squared, "squares computed and copied");

  int cleared[N];
  FillMemory(cleared, sizeof(cleared), 0x7F);
  ZeroMemory(cleared, sizeof(cleared));
  bool zero = true;
  for (int i = 0; i < N; ++i)
    zero = zero && cleared[i] == 0;
  PrintVerdict(zero, "buffer cleared");

  // The standard handle outlives a CloseHandle, as on Windows.
  CloseHandle(GetStdHandle(STD_OUTPUT_HANDLE));
  PrintVerdict(GetStdHandle(STD_OUTPUT_HANDLE) != INVALID_HANDLE_VALUE,
               "standard output still open");
  return squared && zero ? 0 : 1;
}
