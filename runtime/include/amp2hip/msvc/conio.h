// amp2hip's <conio.h>: the console input of Visual C++'s CRT, which
// sample programs use to wait for a key before their window closes
// ("Press any key to exit": _getch()). On a terminal _getch reads one key
// without echo, as on Windows; otherwise (input from a file or a pipe, a
// CI job) it reads one character, and at the end of input it returns at
// once with EOF: a program never waits for input that cannot come.
#pragma once

#include <cstdio>
#include <termios.h>
#include <unistd.h>

inline int _getch() {
  termios saved;
  if (!isatty(STDIN_FILENO) || tcgetattr(STDIN_FILENO, &saved) != 0)
    return std::getchar();
  termios raw = saved;
  raw.c_lflag &= ~(ICANON | ECHO);
  tcsetattr(STDIN_FILENO, TCSANOW, &raw);
  int key = std::getchar();
  tcsetattr(STDIN_FILENO, TCSANOW, &saved);
  return key;
}
inline int _getche() {
  int key = _getch();
  if (key != EOF)
    std::putchar(key);
  return key;
}
#define getch _getch
#define getche _getche
