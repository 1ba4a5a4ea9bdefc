// amp2hip's <wincon.h> (and <consoleapi.h>, <consoleapi2.h>,
// <processenv.h>, which declare the same functions in newer SDKs): the
// console functions C++ AMP programs use to colour their results and find
// the window's size, over the standard streams.
//
// On Windows these act only when the stream is a console: redirected to a
// file or a pipe, SetConsoleTextAttribute and GetConsoleScreenBufferInfo
// fail and write nothing. Here a console is a terminal (isatty), so a
// program's redirected output (a test's, CI's) holds exactly the bytes it
// held on Windows, and on a terminal the colours are ANSI escape sequences,
// written through C's stdout or stderr so that they stay in order with the
// program's printf and std::cout output (synchronised with stdio).
#pragma once

#include <amp2hip/msvc/errhandlingapi.h>
#include <amp2hip/msvc/handleapi.h>

#include <climits>
#include <cstdio>
#include <cwchar>
#include <string>
#include <sys/ioctl.h>
#include <unistd.h>

#define STD_INPUT_HANDLE ((DWORD)-10)
#define STD_OUTPUT_HANDLE ((DWORD)-11)
#define STD_ERROR_HANDLE ((DWORD)-12)

#define FOREGROUND_BLUE 0x0001
#define FOREGROUND_GREEN 0x0002
#define FOREGROUND_RED 0x0004
#define FOREGROUND_INTENSITY 0x0008
#define BACKGROUND_BLUE 0x0010
#define BACKGROUND_GREEN 0x0020
#define BACKGROUND_RED 0x0040
#define BACKGROUND_INTENSITY 0x0080

#ifndef ERROR_INVALID_HANDLE
#define ERROR_INVALID_HANDLE 6L
#endif

typedef struct _COORD {
  SHORT X;
  SHORT Y;
} COORD, *PCOORD;

typedef struct _SMALL_RECT {
  SHORT Left;
  SHORT Top;
  SHORT Right;
  SHORT Bottom;
} SMALL_RECT, *PSMALL_RECT;

typedef struct _CONSOLE_SCREEN_BUFFER_INFO {
  COORD dwSize;
  COORD dwCursorPosition;
  WORD wAttributes;
  SMALL_RECT srWindow;
  COORD dwMaximumWindowSize;
} CONSOLE_SCREEN_BUFFER_INFO, *PCONSOLE_SCREEN_BUFFER_INFO;

namespace amp2hip {
namespace msvc {

/// A standard stream's handle: its file descriptor, and the text attribute
/// last set on it, which GetConsoleScreenBufferInfo gives back (programs
/// save it to restore their colours). CloseHandle leaves it open.
class Console : public KernelObject {
public:
  static constexpr WORD DefaultAttributes =
      FOREGROUND_RED | FOREGROUND_GREEN | FOREGROUND_BLUE;

  explicit Console(int fd) : KernelObject(false, true), fd(fd) {}
  bool closable() const override { return false; }

  /// The C stream of the descriptor, for writes in order with the
  /// program's own; none for standard input.
  std::FILE *stream() const {
    return fd == 1 ? stdout : fd == 2 ? stderr : nullptr;
  }
  /// Whether the stream is a console: a terminal here.
  bool isConsole() const { return isatty(fd) == 1; }

  const int fd;
  WORD attributes = DefaultAttributes;
};

/// The console of \p handle when it is one, else none (last error set, as
/// Windows' ERROR_INVALID_HANDLE for a file or pipe).
inline Console *consoleOf(HANDLE handle) {
  auto *console = dynamic_cast<Console *>(objectOf(handle));
  if (!console || !console->isConsole()) {
    lastError() = ERROR_INVALID_HANDLE;
    return nullptr;
  }
  return console;
}

/// ANSI's colour number (red 1, green 2, blue 4) of a Windows colour's
/// three bits (blue 1, green 2, red 4).
inline int ansiColour(WORD bits) {
  return ((bits & 4) ? 1 : 0) | ((bits & 2) ? 2 : 0) | ((bits & 1) ? 4 : 0);
}

/// The escape sequence for \p attributes: the terminal's own colours for
/// Windows' default (light grey on black), else the foreground, and the
/// background only when one is set (black stays the terminal's).
inline std::string ansiAttributes(WORD attributes) {
  if (attributes == Console::DefaultAttributes)
    return "\x1b[0m";
  std::string sequence =
      "\x1b[0;" + std::to_string((attributes & FOREGROUND_INTENSITY ? 90 : 30) +
                                 ansiColour(attributes & 0x7));
  if (attributes & 0xF0)
    sequence +=
        ";" + std::to_string((attributes & BACKGROUND_INTENSITY ? 100 : 40) +
                             ansiColour((attributes >> 4) & 0x7));
  return sequence + "m";
}

/// Writes \p text to the console's stream, in order with the program's
/// output.
inline void writeToConsole(Console &console, const std::string &text) {
  if (std::FILE *stream = console.stream()) {
    std::fputs(text.c_str(), stream);
    std::fflush(stream);
  }
}

} // namespace msvc
} // namespace amp2hip

/// One handle per standard stream for the program's life, as Windows'.
inline HANDLE GetStdHandle(DWORD which) {
  using amp2hip::msvc::Console;
  using amp2hip::msvc::newHandle;
  static HANDLE const handles[] = {newHandle(std::make_shared<Console>(0)),
                                   newHandle(std::make_shared<Console>(1)),
                                   newHandle(std::make_shared<Console>(2))};
  switch (which) {
  case STD_INPUT_HANDLE:
    return handles[0];
  case STD_OUTPUT_HANDLE:
    return handles[1];
  case STD_ERROR_HANDLE:
    return handles[2];
  }
  amp2hip::msvc::lastError() = ERROR_INVALID_HANDLE;
  return INVALID_HANDLE_VALUE;
}

inline BOOL SetConsoleTextAttribute(HANDLE console, WORD attributes) {
  amp2hip::msvc::Console *c = amp2hip::msvc::consoleOf(console);
  if (!c)
    return FALSE;
  c->attributes = attributes;
  amp2hip::msvc::writeToConsole(*c, amp2hip::msvc::ansiAttributes(attributes));
  return TRUE;
}

inline BOOL GetConsoleScreenBufferInfo(HANDLE console,
                                       PCONSOLE_SCREEN_BUFFER_INFO info) {
  amp2hip::msvc::Console *c = amp2hip::msvc::consoleOf(console);
  if (!c || !info)
    return FALSE;
  winsize size = {};
  if (ioctl(c->fd, TIOCGWINSZ, &size) != 0 || size.ws_col == 0) {
    size.ws_col = 80; // Windows' console default
    size.ws_row = 25;
  }
  SHORT columns = static_cast<SHORT>(size.ws_col);
  SHORT rows = static_cast<SHORT>(size.ws_row);
  *info = {
      {columns, rows},
      {0, 0},
      c->attributes,
      {0, 0, static_cast<SHORT>(columns - 1), static_cast<SHORT>(rows - 1)},
      {columns, rows}};
  return TRUE;
}

inline BOOL SetConsoleCursorPosition(HANDLE console, COORD position) {
  amp2hip::msvc::Console *c = amp2hip::msvc::consoleOf(console);
  if (!c)
    return FALSE;
  amp2hip::msvc::writeToConsole(*c, "\x1b[" + std::to_string(position.Y + 1) +
                                        ";" + std::to_string(position.X + 1) +
                                        "H");
  return TRUE;
}

/// The window's title: an xterm title sequence when standard output is a
/// terminal (the window's title is not part of the output on Windows).
inline BOOL SetConsoleTitleA(LPCSTR title) {
  amp2hip::msvc::Console *c =
      amp2hip::msvc::consoleOf(GetStdHandle(STD_OUTPUT_HANDLE));
  if (c)
    amp2hip::msvc::writeToConsole(*c, std::string("\x1b]0;") + title + "\x07");
  return TRUE;
}
inline BOOL SetConsoleTitleW(const WCHAR *title) {
  std::string narrow;
  std::mbstate_t state{};
  char bytes[MB_LEN_MAX];
  for (; *title; ++title) {
    std::size_t n = std::wcrtomb(bytes, *title, &state);
    if (n != static_cast<std::size_t>(-1))
      narrow.append(bytes, n);
  }
  return SetConsoleTitleA(narrow.c_str());
}
#ifdef UNICODE
#define SetConsoleTitle SetConsoleTitleW
#else
#define SetConsoleTitle SetConsoleTitleA
#endif
