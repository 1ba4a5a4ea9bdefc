// A Visual Studio native unit test of C++ AMP code (the C++ AMP book's
// Extras/Scan style): <CppUnitTest.h> becomes the runtime's, over
// GoogleTest; the test classes and methods stay as written and the kernel
// in a test method is translated.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/tests.cpp
// RUN: cd %t && %amp2hip tests.cpp -o tests.hip.cpp -- -std=c++17 2> tests.err
// RUN: FileCheck %s --input-file=%t/tests.hip.cpp
// RUN: FileCheck %s --check-prefix=ERR --allow-empty --input-file=%t/tests.err
// ERR-NOT: error
// ERR-NOT: AMP2HIP1016

#include <amp.h>
#include <vector>
#include "CppUnitTest.h"
// CHECK: #include <amp2hip/msvc/CppUnitTest.h>
using namespace concurrency;
using namespace Microsoft::VisualStudio::CppUnitTestFramework;

namespace ScanTests {
TEST_CLASS(DoublingTests) {
public:
  TEST_CLASS_INITIALIZE(Warm) { accelerator().get_default_view(); }
  TEST_METHOD(DoublesEveryElement) {
    std::vector<int> data(16, 3);
    array_view<int, 1> view(16, data);
    parallel_for_each(view.extent, [=](index<1> i) restrict(amp) {
      view[i] *= 2;
    });
    // CHECK: amp2hip::launch<{{.*}}>(view.extent, view);
    view.synchronize();
    Assert::AreEqual(6, data[15], L"doubled", LINE_INFO());
    Assert::AreEqual(6.0, double(data[0]), 1e-9);
    Logger::WriteMessage(L"done");
  }
};
} // namespace ScanTests
