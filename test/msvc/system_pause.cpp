// Visual C++ style: a console program that ends with system("PAUSE") so
// that its window stays open, and polls _kbhit() while it works. With
// standard input not a terminal (a pipe, a file, a test run) the pause
// returns at once and prints nothing, so the output is the program's own.
#include "stdafx.h"
#include <amp.h>
#include <conio.h>
#include <iostream>
#include <stdlib.h>
#include <vector>

using namespace concurrency;

int _tmain(int argc, _TCHAR *argv[]) {
  std::vector<int> v(256, 3);
  array_view<int, 1> av(256, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] *= av[i]; });
  av.synchronize();
  int polled = 0;
  while (_kbhit() && polled < 4) // input waiting: take it, as a key
    polled += _getch() != EOF;
  bool ok = v[255] == 9 && polled <= 4;
  std::cout << "squares " << v[0] << " " << v[255] << std::endl;
  std::cout << "pause without a terminal: " << (ok ? "PASSED" : "FAILED")
            << std::endl;
  int paused = system("PAUSE");
  int again = system("  pause ");
  return ok && paused == 0 && again == 0 ? 0 : 1;
}
