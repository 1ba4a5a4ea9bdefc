// amp2hip's <io.h>: the CRT's low-level file functions, as the POSIX ones
// they come from.
#pragma once

#include <cstdio>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#define _access access
#define _close close
#define _dup dup
#define _dup2 dup2
#define _isatty isatty
#define _lseek lseek
#define _open open
#define _read read
#define _unlink unlink
#define _write write
#define _fileno fileno
#define _O_RDONLY O_RDONLY
#define _O_WRONLY O_WRONLY
#define _O_RDWR O_RDWR
#define _O_CREAT O_CREAT
#define _O_TRUNC O_TRUNC
#define _O_APPEND O_APPEND
// Linux files have no text mode: binary and text are the same.
#define _O_BINARY 0
#define _O_TEXT 0
#define _S_IREAD S_IRUSR
#define _S_IWRITE S_IWUSR

// _filelength: the size of an open file, -1 on error.
inline long _filelength(int fd) {
  struct stat info;
  return fstat(fd, &info) == 0 ? static_cast<long>(info.st_size) : -1L;
}
