// Visual C++ style: the CRT's file and directory functions (fopen_s,
// _mkdir, _access, _rmdir, _unlink of <io.h> and <direct.h>),
// _aligned_malloc for the host buffer of a kernel, and <intrin.h>'s
// __cpuid, _BitScanForward, _BitScanReverse and __popcnt, checked against
// a kernel's own bit counting.
#include <amp.h>
#include <direct.h>
#include <process.h>
#include <intrin.h>
#include <io.h>
#include <stdio.h>
#include <string.h>

using namespace concurrency;

int main() {
  const int n = 4096;
  unsigned int *bits =
      static_cast<unsigned int *>(_aligned_malloc(n * sizeof(unsigned int), 64));
  bool aligned = reinterpret_cast<size_t>(bits) % 64 == 0;
  for (int i = 0; i < n; ++i)
    bits[i] = static_cast<unsigned int>(i) * 2654435761u;
  array_view<unsigned int, 1> av(n, bits);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    unsigned int x = av[i], c = 0;
    while (x) {
      c += x & 1;
      x >>= 1;
    }
    av[i] = c;
  });
  av.synchronize();
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += bits[i] != __popcnt(static_cast<unsigned int>(i) * 2654435761u);
  _aligned_free(bits);

  unsigned long low = 0, high = 0;
  bool scanned = _BitScanForward(&low, 0x50u) && _BitScanReverse(&high, 0x50u) &&
                 low == 4 && high == 6 && !_BitScanForward(&low, 0u);
  int info[4] = {0, 0, 0, 0};
  __cpuid(info, 0);
  char vendor[13];
  memcpy(vendor, &info[1], 4);
  memcpy(vendor + 4, &info[3], 4);
  memcpy(vendor + 8, &info[2], 4);
  vendor[12] = 0;

  char dir[64], file[96];
  sprintf_s(dir, "crt_files_%d", _getpid());
  sprintf_s(file, "%s/counts.txt", dir);
  bool files = _mkdir(dir) == 0;
  FILE *f = NULL;
  files = files && fopen_s(&f, file, "w") == 0 && f != NULL;
  if (f) {
    fprintf(f, "%d\n", bad);
    fclose(f);
  }
  files = files && _access(file, 0) == 0 && _unlink(file) == 0 &&
          _access(file, 0) != 0 && _rmdir(dir) == 0;
  bool ok = aligned && bad == 0 && scanned && info[0] >= 1 &&
            strlen(vendor) == 12 && files;
  printf("popcount mismatches %d, bit scan %lu..%lu\n", bad, low, high);
  printf("CRT files and intrinsics: %s\n", ok ? "PASSED" : "FAILED");
  return ok ? 0 : 1;
}
