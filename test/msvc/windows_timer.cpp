// Visual C++ style: <windows.h> for the book samples' timer, min/max from
// <windows.h> in host and restrict(amp) code, __max/__min, sqrt and fabs
// without <cmath>, void main() and system("PAUSE")-free exit.
#include <windows.h>
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

class Timer {
public:
  Timer() { QueryPerformanceFrequency(&frequency_); }
  void Start() { QueryPerformanceCounter(&start_); }
  void Stop() { QueryPerformanceCounter(&stop_); }
  double Elapsed() const {
    return (stop_.QuadPart - start_.QuadPart) * 1000.0 / frequency_.QuadPart;
  }

private:
  LARGE_INTEGER frequency_, start_, stop_;
};

void main() {
  const int size = 4096;
  std::vector<float> data(size);
  for (int i = 0; i < size; ++i)
    data[i] = static_cast<float>(i % 100) - 50.0f;
  array_view<float, 1> av(size, data);
  Timer t;
  t.Start();
  parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
    float x = av[idx];
    float r = sqrt(fabs(x));
    av[idx] = min(r, 5.0f) + max(x, 0.0f);
  });
  av.synchronize();
  t.Stop();
  bool ok = t.Elapsed() >= 0.0;
  for (int i = 0; i < size; ++i) {
    float x = static_cast<float>(i % 100) - 50.0f;
    float r = sqrt(fabs(x));
    float want = min(r, 5.0f) + max(x, 0.0f);
    ok = ok && data[i] == want;
  }
  int clamp = __max(__min(size, 100), 7);
  std::cout << "clamp " << clamp << ", timer and min/max: "
            << (ok ? "PASSED" : "FAILED") << std::endl;
}
