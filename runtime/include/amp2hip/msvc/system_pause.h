// amp2hip: system("PAUSE") as Windows' command interpreter runs it.
// Visual C++ programs end with it so that their console window stays open;
// Linux's shell has no such command (`sh: 1: PAUSE: not found`). Here the
// command "pause" (any case, blanks around it) prints Windows' prompt and
// waits for one key, without echo, when standard input is a terminal, and
// returns 0 at once otherwise (a pipe, a file, a CI job: nobody to press a
// key). Every other command goes to the C library's system().
//
// `system` is a macro naming amp2hip_system in the files that include this
// one (<amp2hip/amp.h> does), in the global namespace and in std.
#pragma once

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <termios.h>
#include <unistd.h>

namespace amp2hip {
namespace msvc {

/// Whether \p command is cmd.exe's `pause`.
inline bool isPauseCommand(const char *command) {
  static const char pause[] = "pause";
  const char *c = command;
  while (std::isspace(static_cast<unsigned char>(*c)))
    ++c;
  for (const char *p = pause; *p; ++p, ++c)
    if (std::tolower(static_cast<unsigned char>(*c)) != *p)
      return false;
  while (std::isspace(static_cast<unsigned char>(*c)))
    ++c;
  return *c == '\0';
}

/// Reads one key from the terminal \p fd without echo, as cmd.exe's pause.
inline void readOneKey(int fd) {
  termios saved;
  bool raw = tcgetattr(fd, &saved) == 0;
  if (raw) {
    termios noEcho = saved;
    noEcho.c_lflag &= ~(ICANON | ECHO);
    noEcho.c_cc[VMIN] = 1;
    noEcho.c_cc[VTIME] = 0;
    tcsetattr(fd, TCSANOW, &noEcho);
  }
  char key;
  ssize_t got = read(fd, &key, 1);
  (void)got;
  if (raw)
    tcsetattr(fd, TCSANOW, &saved);
}

/// cmd.exe's pause on standard input and output; \p isTerminal decides
/// whether a key can come (isatty, or a test's stand-in).
inline int pause(int (*isTerminal)(int) = isatty) {
  if (!isTerminal(STDIN_FILENO))
    return 0;
  std::fputs("Press any key to continue . . . ", stdout);
  std::fflush(stdout);
  readOneKey(STDIN_FILENO);
  std::fputs("\n", stdout);
  std::fflush(stdout);
  return 0;
}

} // namespace msvc
} // namespace amp2hip

/// system() as Visual C++ programs call it: `pause` is Windows', the rest
/// the C library's.
inline int amp2hip_system(const char *command) {
  if (command && amp2hip::msvc::isPauseCommand(command))
    return amp2hip::msvc::pause();
  return ::system(command);
}
namespace std {
using ::amp2hip_system;
}
#define system amp2hip_system
