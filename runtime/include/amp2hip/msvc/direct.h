// amp2hip's <direct.h>: the CRT's directory functions, as POSIX's.
#pragma once

#include <sys/stat.h>
#include <unistd.h>

// _mkdir takes no mode: a new directory gets the umask's permissions.
inline int _mkdir(const char *path) { return mkdir(path, 0777); }
#define _rmdir rmdir
#define _chdir chdir
#define _getcwd getcwd
