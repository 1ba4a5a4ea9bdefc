// A DLL written for Visual C++ (as Microsoft's Morph sample is): <ppl.h>
// becomes the runtime's parallel_for, __declspec(dllexport) and _stdcall
// stay (the runtime's crt.h gives them their Linux meaning), and an
// unqualified sqrtf beside `using namespace concurrency::fast_math` is kept
// as written (the runtime resolves it to the C function).
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/dll.cpp
// RUN: cd %t && %amp2hip dll.cpp -o dll.hip.cpp -- -std=c++17 2> dll.err
// RUN: FileCheck %s --input-file=%t/dll.hip.cpp
// RUN: FileCheck %s --check-prefix=ERR --allow-empty --input-file=%t/dll.err
// ERR-NOT: error
// ERR-NOT: AMP2HIP1016

#include <amp.h>
#include <amp_graphics.h>
#include <amp_math.h>
#include <ppl.h>
// CHECK: #include <amp2hip/msvc/ppl.h>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;
using namespace concurrency::fast_math;

float scale(float x) restrict(cpu, amp) { return sqrtf(x) * 2.0f; }
// CHECK: return sqrtf(x) * 2.0f;

extern "C" __declspec(dllexport) bool _stdcall Blur(const char *pixels,
                                                    int width, int height,
                                                    wchar_t *name,
                                                    unsigned name_size) {
  // CHECK: extern "C" __declspec(dllexport) bool _stdcall Blur(
  accelerator_view av = accelerator().create_view();
  texture<unorm_4, 2> in(height, width, pixels, height * width * 4U, 8U, av);
  texture<unorm_4, 2> out(height, width, 8U, av);
  writeonly_texture_view<unorm_4, 2> view(out);
  parallel_for_each(view.extent, [=, &in](index<2> idx) restrict(amp) {
    unorm_4 p = in[idx];
    p.x = unorm(scale(p.x));
    view.set(idx, p);
  });
  // CHECK: amp2hip::launch<{{.*}}>(view.extent, in, view);
  std::vector<int> rows(height);
  parallel_for(0, height, 1, [&](int y) { rows[y] = y; });
  std::wstring text = L"blur";
  std::copy(text.begin(), text.end(),
            stdext::checked_array_iterator<wchar_t *>(name, name_size));
  return rows.back() == height - 1;
}
