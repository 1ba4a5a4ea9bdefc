// A header included before `using namespace concurrency;` whose template
// names the API unqualified, as the C++ AMP book's Timer.h does.
#pragma once
template <typename Func> double TimeFunc(Func f) {
  accelerator_view view = accelerator(accelerator::default_accelerator).default_view;
  LARGE_INTEGER start, end;
  QueryPerformanceCounter(&start);
  f();
  view.wait();
  QueryPerformanceCounter(&end);
  return double(end.QuadPart - start.QuadPart);
}
