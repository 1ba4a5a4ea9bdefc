#include "stdafx.h"

#include <stdexcept>
#include <string>
#include <vector>

using namespace Microsoft::VisualStudio::CppUnitTestFramework;

struct Point {
  int x, y;
  bool operator==(const Point &other) const {
    return x == other.x && y == other.y;
  }
};

namespace Microsoft {
namespace VisualStudio {
namespace CppUnitTestFramework {
template <> inline std::wstring ToString<Point>(const Point &p) {
  return L"(" + std::to_wstring(p.x) + L", " + std::to_wstring(p.y) + L")";
}
} // namespace CppUnitTestFramework
} // namespace VisualStudio
} // namespace Microsoft

static std::vector<std::string> events;

TEST_MODULE_INITIALIZE(ModuleInitialize) { events.push_back("module"); }

namespace UnitTests {

TEST_CLASS(Lifecycle) {
  std::vector<int> fixture;

public:
  TEST_CLASS_INITIALIZE(ClassInitialize) { events.push_back("class"); }
  TEST_CLASS_CLEANUP(ClassCleanup) { events.push_back("class cleanup"); }
  TEST_METHOD_INITIALIZE(MethodInitialize) { fixture.push_back(1); }
  TEST_METHOD_CLEANUP(MethodCleanup) { fixture.clear(); }

  // Each method has an instance of its own, initialized once.
  TEST_METHOD(EachMethodIsInitialized) {
    Assert::AreEqual(size_t(1), fixture.size());
    fixture.push_back(2);
  }
  TEST_METHOD(ModuleAndClassRanFirst) {
    Assert::AreEqual(size_t(1), fixture.size());
    Assert::AreEqual(std::string("module"), events.at(0));
    Assert::AreEqual(std::string("class"), events.at(1));
  }
};

TEST_CLASS(Asserts){public : TEST_METHOD(Equality){Assert::AreEqual(4, 2 + 2);
Assert::AreEqual(4, 2 + 2, L"with a message");
Assert::AreEqual(4, 2 + 2, L"with a line", LINE_INFO());
Assert::AreNotEqual(3, 2 + 2);
Assert::AreEqual(Point{1, 2}, Point{1, 2});
Assert::AreNotEqual(Point{1, 2}, Point{2, 1});
} // namespace UnitTests
TEST_METHOD(Tolerance) {
  Assert::AreEqual(1.0, 1.05, 0.1);
  Assert::AreEqual(1.0f, 0.95f, 0.1f, L"float");
  Assert::AreNotEqual(1.0, 1.5, 0.1);
}
TEST_METHOD(Strings) {
  Assert::AreEqual(L"Wide", L"Wide");
  Assert::AreEqual(L"WIDE", L"wide", true);
  Assert::AreEqual("narrow", "narrow");
  Assert::AreEqual(std::wstring(L"a"), std::wstring(L"a"));
  Assert::AreNotEqual(L"a", L"b");
  Assert::AreNotEqual(L"A", L"a", false);
}
TEST_METHOD(ConditionsAndPointers) {
  int value = 0;
  int &alias = value;
  int other = 0;
  Assert::IsTrue(value == 0);
  Assert::IsFalse(value == 1, L"never 1");
  Assert::AreSame(value, alias);
  Assert::AreNotSame(value, other);
  Assert::IsNull(static_cast<int *>(nullptr));
  Assert::IsNotNull(&value);
}
TEST_METHOD(Exceptions) {
  Assert::ExpectException<std::out_of_range>([] { std::vector<int>().at(1); });
  Assert::ExpectException<std::exception>(
      [] { throw std::runtime_error("derived"); }, L"a base class");
}
TEST_METHOD(Logging) {
  Logger::WriteMessage(L"wide message");
  Logger::WriteMessage("narrow message");
}
BEGIN_TEST_METHOD_ATTRIBUTE(Attributed)
TEST_OWNER(L"amp2hip")
TEST_PRIORITY(1)
END_TEST_METHOD_ATTRIBUTE()
TEST_METHOD(Attributed) { Assert::IsTrue(true); }
}
;

} // namespace UnitTests
