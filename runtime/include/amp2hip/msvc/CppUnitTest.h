// amp2hip's <CppUnitTest.h>: Visual Studio's native unit-test framework
// (Microsoft::VisualStudio::CppUnitTestFramework) over GoogleTest, so that
// a migrated test project builds to a GoogleTest program: link it with
// GTest::gtest_main (its main runs every TEST_METHOD, each reported as
// Class.Method, and exits non-zero when one fails; ctest's
// gtest_discover_tests lists them).
//   - TEST_CLASS, TEST_METHOD; TEST_CLASS_INITIALIZE/CLEANUP (once per
//     class, GoogleTest's SetUpTestSuite/TearDownTestSuite),
//     TEST_METHOD_INITIALIZE/CLEANUP (around each method, on the method's
//     own instance of the class), TEST_MODULE_INITIALIZE/CLEANUP (a global
//     test environment); the attribute macros are accepted and ignored
//     (TEST_IGNORE too: the method runs);
//   - Assert::AreEqual/AreNotEqual (with a tolerance for floating point,
//     ignoreCase for strings), AreSame/AreNotSame, IsTrue/IsFalse,
//     IsNull/IsNotNull, Fail, ExpectException, each with its optional
//     wide-string message and LINE_INFO(): a failure is reported at the
//     call, in Visual Studio's words, and ends the method;
//   - Logger::WriteMessage (to standard output);
//   - ToString, for Assert's messages: specialise it for a type of yours as
//     in Visual Studio (`template <> std::wstring ToString<Point>(const
//     Point &p)` in the framework's namespace; `static` there is Visual
//     C++'s own extension).
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <cstddef>
#include <cstdio>
#include <cwctype>
#include <functional>
#include <sstream>
#include <string>
#include <type_traits>
#include <utility>

namespace Microsoft {
namespace VisualStudio {
namespace CppUnitTestFramework {

// Where an Assert was called (LINE_INFO()).
class __LineInfo {
public:
  __LineInfo(const char *file, const char *function, int line)
      : file(file), function(function), line(line) {}
  const char *file;
  const char *function;
  int line;
};

namespace amp2hip_cppunit {

// UTF-8 of a wide string, for GoogleTest's messages.
inline std::string narrow(const std::wstring &wide) {
  std::string out;
  for (wchar_t c : wide) {
    unsigned long code = static_cast<unsigned long>(c);
    if (code < 0x80) {
      out += static_cast<char>(code);
    } else if (code < 0x800) {
      out += static_cast<char>(0xC0 | (code >> 6));
      out += static_cast<char>(0x80 | (code & 0x3F));
    } else if (code < 0x10000) {
      out += static_cast<char>(0xE0 | (code >> 12));
      out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (code & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (code >> 18));
      out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (code & 0x3F));
    }
  }
  return out;
}

inline std::wstring widen(const std::string &narrow) {
  return std::wstring(narrow.begin(), narrow.end());
}

template <typename T, typename = void> struct streamable : std::false_type {};
template <typename T>
struct streamable<T, decltype(void(std::declval<std::wostream &>()
                                   << std::declval<const T &>()))>
    : std::true_type {};

template <typename T>
typename std::enable_if<streamable<T>::value, std::wstring>::type
toString(const T &value) {
  std::wostringstream out;
  out << value;
  return out.str();
}
template <typename T>
typename std::enable_if<!streamable<T>::value, std::wstring>::type
toString(const T &) {
  static_assert(streamable<T>::value,
                "Test writer must define specialization of ToString<Q> for "
                "your class");
  return std::wstring();
}
inline std::wstring toString(const std::string &value) { return widen(value); }
inline std::wstring toString(const char *value) {
  return value ? widen(value) : L"(null)";
}
inline std::wstring toString(bool value) { return value ? L"true" : L"false"; }

// Thrown by a failed Assert after GoogleTest recorded the failure: it ends
// the test method, as Visual Studio's does.
struct AssertFailed {};

[[noreturn]] inline void fail(const std::wstring &what, const wchar_t *message,
                              const __LineInfo *where, const char *file,
                              int line) {
  std::string text = "Assert failed.";
  if (!what.empty())
    text += " " + narrow(what);
  if (message && *message)
    text += " " + narrow(message);
  if (where) {
    file = where->file;
    line = where->line;
  }
  GTEST_MESSAGE_AT_(file, line, text.c_str(),
                    ::testing::TestPartResult::kFatalFailure);
  throw AssertFailed();
}

inline bool sameText(const std::wstring &a, const std::wstring &b,
                     bool ignoreCase) {
  if (a.size() != b.size())
    return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (ignoreCase ? std::towlower(a[i]) != std::towlower(b[i]) : a[i] != b[i])
      return false;
  return true;
}

} // namespace amp2hip_cppunit

template <typename Q> std::wstring ToString(const Q &q) {
  return amp2hip_cppunit::toString(q);
}
template <typename Q> std::wstring ToString(const Q *q) {
  std::wostringstream out;
  out << static_cast<const void *>(q);
  return out.str();
}
template <typename Q> std::wstring ToString(Q *q) {
  return ToString(static_cast<const Q *>(q));
}
inline std::wstring ToString(const wchar_t *q) { return q ? q : L"(null)"; }
inline std::wstring ToString(wchar_t *q) {
  return ToString((const wchar_t *)q);
}
inline std::wstring ToString(const char *q) {
  return amp2hip_cppunit::toString(q);
}
inline std::wstring ToString(char *q) { return amp2hip_cppunit::toString(q); }

namespace amp2hip_cppunit {
// Fails unless `same` is `wanted`: Visual Studio's "Expected:<e> Actual:<a>"
// (AreEqual) or "Not expected:<e> Actual:<a>" (AreNotEqual).
inline void compare(bool same, bool wanted, const std::wstring &expected,
                    const std::wstring &actual, const std::wstring &extra,
                    const wchar_t *message, const __LineInfo *where,
                    const char *file, int line) {
  if (same != wanted)
    fail((wanted ? L"Expected:<" : L"Not expected:<") + expected +
             L"> Actual:<" + actual + L">" + extra,
         message, where, file, line);
}
inline void compareNear(bool wanted, double expected, double actual,
                        double tolerance, const wchar_t *message,
                        const __LineInfo *where, const char *file, int line) {
  compare(std::fabs(expected - actual) <= std::fabs(tolerance), wanted,
          ToString(expected), ToString(actual),
          L" Tolerance:<" + ToString(tolerance) + L">", message, where, file,
          line);
}
} // namespace amp2hip_cppunit

// The file and line of the Assert's caller (Visual Studio's LINE_INFO(),
// optional there, is known here without it).
#define AMP2HIP_CPPUNIT_CALLER                                                 \
  const char *amp2hip_file = __builtin_FILE(),                                 \
             int amp2hip_line = __builtin_LINE()
#define AMP2HIP_CPPUNIT_AT pLineInfo, amp2hip_file, amp2hip_line

class Assert {
public:
  template <typename T>
  static void
  AreEqual(const T &expected, const T &actual, const wchar_t *message = nullptr,
           const __LineInfo *pLineInfo = nullptr, AMP2HIP_CPPUNIT_CALLER) {
    amp2hip_cppunit::compare(expected == actual, true, ToString(expected),
                             ToString(actual), L"", message,
                             AMP2HIP_CPPUNIT_AT);
  }
  static void AreEqual(double expected, double actual, double tolerance,
                       const wchar_t *message = nullptr,
                       const __LineInfo *pLineInfo = nullptr,
                       AMP2HIP_CPPUNIT_CALLER) {
    amp2hip_cppunit::compareNear(true, expected, actual, tolerance, message,
                                 AMP2HIP_CPPUNIT_AT);
  }
  static void AreEqual(float expected, float actual, float tolerance,
                       const wchar_t *message = nullptr,
                       const __LineInfo *pLineInfo = nullptr,
                       AMP2HIP_CPPUNIT_CALLER) {
    amp2hip_cppunit::compareNear(true, expected, actual, tolerance, message,
                                 AMP2HIP_CPPUNIT_AT);
  }
  static void AreEqual(const std::wstring &expected, const std::wstring &actual,
                       bool ignoreCase = false,
                       const wchar_t *message = nullptr,
                       const __LineInfo *pLineInfo = nullptr,
                       AMP2HIP_CPPUNIT_CALLER) {
    amp2hip_cppunit::compare(
        amp2hip_cppunit::sameText(expected, actual, ignoreCase), true, expected,
        actual, L"", message, AMP2HIP_CPPUNIT_AT);
  }
  static void AreEqual(const wchar_t *expected, const wchar_t *actual,
                       bool ignoreCase = false,
                       const wchar_t *message = nullptr,
                       const __LineInfo *pLineInfo = nullptr,
                       AMP2HIP_CPPUNIT_CALLER) {
    AreEqual(ToString(expected), ToString(actual), ignoreCase, message,
             AMP2HIP_CPPUNIT_AT);
  }
  static void AreEqual(const char *expected, const char *actual,
                       bool ignoreCase = false,
                       const wchar_t *message = nullptr,
                       const __LineInfo *pLineInfo = nullptr,
                       AMP2HIP_CPPUNIT_CALLER) {
    AreEqual(ToString(expected), ToString(actual), ignoreCase, message,
             AMP2HIP_CPPUNIT_AT);
  }
  static void AreEqual(const std::string &expected, const std::string &actual,
                       bool ignoreCase = false,
                       const wchar_t *message = nullptr,
                       const __LineInfo *pLineInfo = nullptr,
                       AMP2HIP_CPPUNIT_CALLER) {
    AreEqual(amp2hip_cppunit::widen(expected), amp2hip_cppunit::widen(actual),
             ignoreCase, message, AMP2HIP_CPPUNIT_AT);
  }

  template <typename T>
  static void AreNotEqual(const T &notExpected, const T &actual,
                          const wchar_t *message = nullptr,
                          const __LineInfo *pLineInfo = nullptr,
                          AMP2HIP_CPPUNIT_CALLER) {
    amp2hip_cppunit::compare(notExpected == actual, false,
                             ToString(notExpected), ToString(actual), L"",
                             message, AMP2HIP_CPPUNIT_AT);
  }
  static void AreNotEqual(double notExpected, double actual, double tolerance,
                          const wchar_t *message = nullptr,
                          const __LineInfo *pLineInfo = nullptr,
                          AMP2HIP_CPPUNIT_CALLER) {
    amp2hip_cppunit::compareNear(false, notExpected, actual, tolerance, message,
                                 AMP2HIP_CPPUNIT_AT);
  }
  static void AreNotEqual(float notExpected, float actual, float tolerance,
                          const wchar_t *message = nullptr,
                          const __LineInfo *pLineInfo = nullptr,
                          AMP2HIP_CPPUNIT_CALLER) {
    amp2hip_cppunit::compareNear(false, notExpected, actual, tolerance, message,
                                 AMP2HIP_CPPUNIT_AT);
  }
  static void AreNotEqual(const std::wstring &notExpected,
                          const std::wstring &actual, bool ignoreCase = false,
                          const wchar_t *message = nullptr,
                          const __LineInfo *pLineInfo = nullptr,
                          AMP2HIP_CPPUNIT_CALLER) {
    amp2hip_cppunit::compare(
        amp2hip_cppunit::sameText(notExpected, actual, ignoreCase), false,
        notExpected, actual, L"", message, AMP2HIP_CPPUNIT_AT);
  }
  static void AreNotEqual(const wchar_t *notExpected, const wchar_t *actual,
                          bool ignoreCase = false,
                          const wchar_t *message = nullptr,
                          const __LineInfo *pLineInfo = nullptr,
                          AMP2HIP_CPPUNIT_CALLER) {
    AreNotEqual(ToString(notExpected), ToString(actual), ignoreCase, message,
                AMP2HIP_CPPUNIT_AT);
  }
  static void AreNotEqual(const char *notExpected, const char *actual,
                          bool ignoreCase = false,
                          const wchar_t *message = nullptr,
                          const __LineInfo *pLineInfo = nullptr,
                          AMP2HIP_CPPUNIT_CALLER) {
    AreNotEqual(ToString(notExpected), ToString(actual), ignoreCase, message,
                AMP2HIP_CPPUNIT_AT);
  }

  template <typename T>
  static void
  AreSame(const T &expected, const T &actual, const wchar_t *message = nullptr,
          const __LineInfo *pLineInfo = nullptr, AMP2HIP_CPPUNIT_CALLER) {
    if (&expected != &actual)
      amp2hip_cppunit::fail(L"Expected and actual are not the same object",
                            message, AMP2HIP_CPPUNIT_AT);
  }
  template <typename T>
  static void AreNotSame(const T &notExpected, const T &actual,
                         const wchar_t *message = nullptr,
                         const __LineInfo *pLineInfo = nullptr,
                         AMP2HIP_CPPUNIT_CALLER) {
    if (&notExpected == &actual)
      amp2hip_cppunit::fail(L"Expected and actual are the same object", message,
                            AMP2HIP_CPPUNIT_AT);
  }

  static void IsTrue(bool condition, const wchar_t *message = nullptr,
                     const __LineInfo *pLineInfo = nullptr,
                     AMP2HIP_CPPUNIT_CALLER) {
    if (!condition)
      amp2hip_cppunit::fail(L"", message, AMP2HIP_CPPUNIT_AT);
  }
  static void IsFalse(bool condition, const wchar_t *message = nullptr,
                      const __LineInfo *pLineInfo = nullptr,
                      AMP2HIP_CPPUNIT_CALLER) {
    IsTrue(!condition, message, AMP2HIP_CPPUNIT_AT);
  }
  template <typename T>
  static void IsNull(const T *actual, const wchar_t *message = nullptr,
                     const __LineInfo *pLineInfo = nullptr,
                     AMP2HIP_CPPUNIT_CALLER) {
    amp2hip_cppunit::compare(actual == nullptr, true, L"nullptr",
                             ToString(actual), L"", message,
                             AMP2HIP_CPPUNIT_AT);
  }
  template <typename T>
  static void IsNotNull(const T *actual, const wchar_t *message = nullptr,
                        const __LineInfo *pLineInfo = nullptr,
                        AMP2HIP_CPPUNIT_CALLER) {
    amp2hip_cppunit::compare(actual == nullptr, false, L"nullptr",
                             ToString(actual), L"", message,
                             AMP2HIP_CPPUNIT_AT);
  }
  [[noreturn]] static void Fail(const wchar_t *message = nullptr,
                                const __LineInfo *pLineInfo = nullptr,
                                AMP2HIP_CPPUNIT_CALLER) {
    amp2hip_cppunit::fail(L"", message, AMP2HIP_CPPUNIT_AT);
  }

  // Fails unless functor() throws an Expected (another exception fails too).
  template <typename Expected, typename Functor>
  static void ExpectException(Functor functor, const wchar_t *message = nullptr,
                              const __LineInfo *pLineInfo = nullptr,
                              AMP2HIP_CPPUNIT_CALLER) {
    try {
      functor();
    } catch (const Expected &) {
      return;
    } catch (const amp2hip_cppunit::AssertFailed &) {
      throw;
    } catch (...) {
      amp2hip_cppunit::fail(L"An exception of another type was thrown", message,
                            AMP2HIP_CPPUNIT_AT);
    }
    amp2hip_cppunit::fail(L"No exception was thrown", message,
                          AMP2HIP_CPPUNIT_AT);
  }
  template <typename Expected, typename Result>
  static void ExpectException(Result (*function)(),
                              const wchar_t *message = nullptr,
                              const __LineInfo *pLineInfo = nullptr,
                              AMP2HIP_CPPUNIT_CALLER) {
    ExpectException<Expected>([function] { function(); }, message,
                              AMP2HIP_CPPUNIT_AT);
  }
};

#undef AMP2HIP_CPPUNIT_CALLER
#undef AMP2HIP_CPPUNIT_AT

class Logger {
public:
  static void WriteMessage(const wchar_t *message) {
    WriteMessage(amp2hip_cppunit::narrow(message ? message : L"").c_str());
  }
  static void WriteMessage(const char *message) {
    std::printf("%s\n", message ? message : "");
    std::fflush(stdout);
  }
};

namespace amp2hip_cppunit {

// The hooks TEST_CLASS_INITIALIZE and the others define in a test class;
// a class without them inherits these.
template <typename Class, const char *(*Name)()> struct TestClass {
  typedef Class ThisClass;
  static const char *amp2hip_class_name() { return Name(); }
  static void amp2hip_class_initialize() {}
  static void amp2hip_class_cleanup() {}
  void amp2hip_method_initialize() {}
  void amp2hip_method_cleanup() {}
};

// One TEST_METHOD as a GoogleTest test: a new instance of its class, the
// method's initialize, the method, its cleanup.
template <typename Class> class MethodTest : public ::testing::Test {
public:
  explicit MethodTest(void (Class::*method)()) : method(method) {}
  static void SetUpTestSuite() { guard(&Class::amp2hip_class_initialize); }
  static void TearDownTestSuite() { guard(&Class::amp2hip_class_cleanup); }
  void TestBody() override {
    try {
      Class instance;
      instance.amp2hip_method_initialize();
      try {
        (instance.*method)();
      } catch (...) {
        instance.amp2hip_method_cleanup();
        throw;
      }
      instance.amp2hip_method_cleanup();
    } catch (const AssertFailed &) {
      // GoogleTest has the failure already.
    }
  }

private:
  static void guard(void (*hook)()) {
    try {
      hook();
    } catch (const AssertFailed &) {
    }
  }
  void (Class::*method)();
};

template <typename Class>
bool registerMethod(const char *className, const char *methodName,
                    void (Class::*method)(), const char *file, int line) {
  ::testing::RegisterTest(
      className, methodName, nullptr, nullptr, file, line,
      [=]() -> MethodTest<Class> * { return new MethodTest<Class>(method); });
  return true;
}

class ModuleHooks : public ::testing::Environment {
public:
  ModuleHooks(void (*setUp)(), void (*tearDown)())
      : setUp(setUp), tearDown(tearDown) {}
  void SetUp() override {
    if (setUp)
      setUp();
  }
  void TearDown() override {
    if (tearDown)
      tearDown();
  }

private:
  void (*setUp)();
  void (*tearDown)();
};

inline bool addModuleHooks(void (*setUp)(), void (*tearDown)()) {
  ::testing::AddGlobalTestEnvironment(new ModuleHooks(setUp, tearDown));
  return true;
}

} // namespace amp2hip_cppunit

} // namespace CppUnitTestFramework
} // namespace VisualStudio
} // namespace Microsoft

#define LINE_INFO()                                                            \
  ([]() -> const ::Microsoft::VisualStudio::CppUnitTestFramework::__LineInfo   \
            * {                                                                \
              static const ::Microsoft::VisualStudio::CppUnitTestFramework::   \
                  __LineInfo info(__FILE__, "", __LINE__);                     \
              return &info;                                                    \
            }())

#define TEST_CLASS(className)                                                  \
  class className;                                                             \
  inline const char *amp2hip_class_name_##className() { return #className; }   \
  class className                                                              \
      : public ::Microsoft::VisualStudio::CppUnitTestFramework::               \
            amp2hip_cppunit::TestClass<className,                              \
                                       &amp2hip_class_name_##className>

// The method is registered from a static member's initializer; the hook's
// body, where the class is complete, names the method.
#define TEST_METHOD(methodName)                                                \
  static bool amp2hip_register_##methodName() {                                \
    return ::Microsoft::VisualStudio::CppUnitTestFramework::amp2hip_cppunit::  \
        registerMethod<ThisClass>(amp2hip_class_name(), #methodName,           \
                                  &ThisClass::methodName, __FILE__, __LINE__); \
  }                                                                            \
  inline static const bool amp2hip_registered_##methodName =                   \
      amp2hip_register_##methodName();                                         \
  void methodName()

#define TEST_CLASS_INITIALIZE(methodName)                                      \
  static void amp2hip_class_initialize() { methodName(); }                     \
  static void methodName()
#define TEST_CLASS_CLEANUP(methodName)                                         \
  static void amp2hip_class_cleanup() { methodName(); }                        \
  static void methodName()
#define TEST_METHOD_INITIALIZE(methodName)                                     \
  void amp2hip_method_initialize() { methodName(); }                           \
  void methodName()
#define TEST_METHOD_CLEANUP(methodName)                                        \
  void amp2hip_method_cleanup() { methodName(); }                              \
  void methodName()

#define TEST_MODULE_INITIALIZE(methodName)                                     \
  static void methodName();                                                    \
  static const bool amp2hip_module_##methodName =                              \
      ::Microsoft::VisualStudio::CppUnitTestFramework::amp2hip_cppunit::       \
          addModuleHooks(&methodName, nullptr);                                \
  static void methodName()
#define TEST_MODULE_CLEANUP(methodName)                                        \
  static void methodName();                                                    \
  static const bool amp2hip_module_##methodName =                              \
      ::Microsoft::VisualStudio::CppUnitTestFramework::amp2hip_cppunit::       \
          addModuleHooks(nullptr, &methodName);                                \
  static void methodName()

// Attributes (owner, priority, description, ignore): accepted, unused.
#define BEGIN_TEST_CLASS_ATTRIBUTE()
#define END_TEST_CLASS_ATTRIBUTE()
#define BEGIN_TEST_METHOD_ATTRIBUTE(methodName)
#define END_TEST_METHOD_ATTRIBUTE()
#define BEGIN_TEST_MODULE_ATTRIBUTE()
#define END_TEST_MODULE_ATTRIBUTE()
#define TEST_CLASS_ATTRIBUTE(name, value)
#define TEST_METHOD_ATTRIBUTE(name, value)
#define TEST_MODULE_ATTRIBUTE(name, value)
#define TEST_OWNER(owner)
#define TEST_DESCRIPTION(description)
#define TEST_PRIORITY(priority)
#define TEST_WORKITEM(workitem)
#define TEST_IGNORE()
