// amp2hip's <sysinfoapi.h>: the tick counts, GetSystemInfo and
// GetLogicalProcessorInformation, from the C++ library and sysconf.
#pragma once

#include <amp2hip/msvc/errhandlingapi.h>
#include <amp2hip/msvc/windows_types.h>

#include <chrono>
#include <cstring>
#include <thread>
#include <unistd.h>

inline ULONGLONG GetTickCount64() {
  return static_cast<ULONGLONG>(
      std::chrono::duration_cast<std::chrono::milliseconds>(
          std::chrono::steady_clock::now().time_since_epoch())
          .count());
}

inline DWORD GetTickCount() { return static_cast<DWORD>(GetTickCount64()); }

#define PROCESSOR_ARCHITECTURE_AMD64 9
#define PROCESSOR_AMD_X8664 8664

typedef struct _SYSTEM_INFO {
  union {
    DWORD dwOemId;
    struct {
      WORD wProcessorArchitecture;
      WORD wReserved;
    };
  };
  DWORD dwPageSize;
  LPVOID lpMinimumApplicationAddress;
  LPVOID lpMaximumApplicationAddress;
  DWORD_PTR dwActiveProcessorMask;
  DWORD dwNumberOfProcessors;
  DWORD dwProcessorType;
  DWORD dwAllocationGranularity;
  WORD wProcessorLevel;
  WORD wProcessorRevision;
} SYSTEM_INFO, *LPSYSTEM_INFO;

namespace amp2hip {
namespace msvc {
/// The logical processors this process may run on (at least 1).
inline DWORD logicalProcessors() {
  unsigned n = std::thread::hardware_concurrency();
  return n ? n : 1;
}
} // namespace msvc
} // namespace amp2hip

inline void GetSystemInfo(LPSYSTEM_INFO info) {
  std::memset(info, 0, sizeof *info);
  info->wProcessorArchitecture = PROCESSOR_ARCHITECTURE_AMD64;
  info->dwPageSize = static_cast<DWORD>(sysconf(_SC_PAGESIZE));
  info->dwNumberOfProcessors = amp2hip::msvc::logicalProcessors();
  info->dwActiveProcessorMask =
      info->dwNumberOfProcessors >= 64
          ? ~DWORD_PTR(0)
          : (DWORD_PTR(1) << info->dwNumberOfProcessors) - 1;
  info->dwProcessorType = PROCESSOR_AMD_X8664;
  info->dwAllocationGranularity = 65536; // Windows' granularity
  info->lpMinimumApplicationAddress = reinterpret_cast<LPVOID>(0x10000);
  info->lpMaximumApplicationAddress =
      reinterpret_cast<LPVOID>(0x7FFFFFFEFFFFull);
}
#define GetNativeSystemInfo GetSystemInfo

typedef enum _LOGICAL_PROCESSOR_RELATIONSHIP {
  RelationProcessorCore,
  RelationNumaNode,
  RelationCache,
  RelationProcessorPackage,
  RelationGroup,
  RelationAll = 0xffff
} LOGICAL_PROCESSOR_RELATIONSHIP;

typedef enum _PROCESSOR_CACHE_TYPE {
  CacheUnified,
  CacheInstruction,
  CacheData,
  CacheTrace
} PROCESSOR_CACHE_TYPE;

typedef struct _CACHE_DESCRIPTOR {
  BYTE Level;
  BYTE Associativity;
  WORD LineSize;
  DWORD Size;
  PROCESSOR_CACHE_TYPE Type;
} CACHE_DESCRIPTOR, *PCACHE_DESCRIPTOR;

typedef struct _SYSTEM_LOGICAL_PROCESSOR_INFORMATION {
  ULONG_PTR ProcessorMask;
  LOGICAL_PROCESSOR_RELATIONSHIP Relationship;
  union {
    struct {
      BYTE Flags;
    } ProcessorCore;
    struct {
      DWORD NodeNumber;
    } NumaNode;
    CACHE_DESCRIPTOR Cache;
    ULONGLONG Reserved[2];
  };
} SYSTEM_LOGICAL_PROCESSOR_INFORMATION, *PSYSTEM_LOGICAL_PROCESSOR_INFORMATION;

#ifndef ERROR_INSUFFICIENT_BUFFER
#define ERROR_INSUFFICIENT_BUFFER 122L
#endif

// One processor core per logical processor (Linux's sibling topology is not
// read: programs use the entries to count processors), one package and one
// NUMA node holding them all. A buffer too small gets FALSE, the size it
// needs and ERROR_INSUFFICIENT_BUFFER, as on Windows.
inline BOOL
GetLogicalProcessorInformation(PSYSTEM_LOGICAL_PROCESSOR_INFORMATION buffer,
                               PDWORD length) {
  const DWORD cores = amp2hip::msvc::logicalProcessors() < 64
                          ? amp2hip::msvc::logicalProcessors()
                          : 64;
  const DWORD entries = cores + 2;
  const DWORD needed = entries * sizeof(SYSTEM_LOGICAL_PROCESSOR_INFORMATION);
  if (!buffer || *length < needed) {
    *length = needed;
    amp2hip::msvc::lastError() = ERROR_INSUFFICIENT_BUFFER;
    return FALSE;
  }
  std::memset(buffer, 0, needed);
  const ULONG_PTR all =
      cores >= 64 ? ~ULONG_PTR(0) : (ULONG_PTR(1) << cores) - 1;
  for (DWORD i = 0; i < cores; ++i) {
    buffer[i].ProcessorMask = ULONG_PTR(1) << i;
    buffer[i].Relationship = RelationProcessorCore;
  }
  buffer[cores].ProcessorMask = all;
  buffer[cores].Relationship = RelationProcessorPackage;
  buffer[cores + 1].ProcessorMask = all;
  buffer[cores + 1].Relationship = RelationNumaNode;
  *length = needed;
  return TRUE;
}
