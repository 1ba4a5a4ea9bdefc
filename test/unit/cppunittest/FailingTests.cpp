// Fails on purpose: each method shows one way an Assert reports.
#include "stdafx.h"

#include <stdexcept>

using namespace Microsoft::VisualStudio::CppUnitTestFramework;

TEST_CLASS(Failing){public : TEST_METHOD(AreEqualInWords){
    Assert::AreEqual(5, 2 + 2, L"two and two");
Assert::Fail(L"the first failure ends the method");
}
TEST_METHOD(ToleranceExceeded) { Assert::AreEqual(1.0, 1.5, 0.1); }
TEST_METHOD(NoException) {
  Assert::ExpectException<std::logic_error>([] {});
}
TEST_METHOD(Fails) { Assert::Fail(L"on purpose"); }
TEST_METHOD(Passes) { Assert::IsTrue(true); }
}
;
