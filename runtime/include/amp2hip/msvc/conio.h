// amp2hip's <conio.h>: the console input of Visual C++'s CRT, which
// sample programs use to wait for a key before their window closes
// ("Press any key to exit": _getch()). On a terminal _getch reads one key
// without echo, as on Windows; otherwise (input from a file or a pipe, a
// CI job) it reads one character, and at the end of input it returns at
// once with EOF: a program never waits for input that cannot come.
// _kbhit says whether a key (a character of input) is waiting, without
// reading it; _putch and _cputs write to the console (standard output).
#pragma once

#include <cstdio>
#include <sys/select.h>
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
// A key is waiting: a character in stdio's buffer, or input ready on the
// descriptor (on a terminal, read without waiting for its line's end).
inline int _kbhit() {
  if (std::feof(stdin))
    return 0;
  termios saved;
  bool terminal = isatty(STDIN_FILENO) && tcgetattr(STDIN_FILENO, &saved) == 0;
  if (terminal) {
    termios raw = saved;
    raw.c_lflag &= ~(ICANON | ECHO);
    tcsetattr(STDIN_FILENO, TCSANOW, &raw);
  }
  fd_set ready;
  FD_ZERO(&ready);
  FD_SET(STDIN_FILENO, &ready);
  timeval now = {0, 0};
  int hit = select(STDIN_FILENO + 1, &ready, nullptr, nullptr, &now) > 0;
  if (terminal)
    tcsetattr(STDIN_FILENO, TCSANOW, &saved);
  return hit;
}
inline int _putch(int c) { return std::putchar(c); }
inline int _cputs(const char *s) { return std::fputs(s, stdout) < 0 ? -1 : 0; }
#define getch _getch
#define kbhit _kbhit
#define putch _putch
#define getche _getche
