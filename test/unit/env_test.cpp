// detail::env_number: how the runtime reads its AMP2HIP_* numbers.
#include <amp2hip/detail/env.h>

#include <gtest/gtest.h>

#include <cstdlib>

namespace {
using amp2hip::detail::env_number;

const char *const var = "AMP2HIP_TEST_ENV_NUMBER";

class EnvNumber : public ::testing::Test {
protected:
  void TearDown() override { unsetenv(var); }
  double read(const char *value) {
    setenv(var, value, 1);
    return env_number(var, 7, 1, 100);
  }
};

TEST_F(EnvNumber, UnsetOrEmptyIsTheDefault) {
  unsetenv(var);
  EXPECT_EQ(env_number(var, 7, 1, 100), 7);
  EXPECT_EQ(read(""), 7);
}

TEST_F(EnvNumber, ANumberWithinTheBoundsIsTaken) {
  EXPECT_EQ(read("64"), 64);
  EXPECT_EQ(read("1"), 1); // the bounds themselves count
  EXPECT_EQ(read("100"), 100);
  EXPECT_EQ(read("2.5"), 2.5);
  EXPECT_EQ(read("1e1"), 10);
}

TEST_F(EnvNumber, AnythingElseIsIgnored) {
  testing::internal::CaptureStderr();
  EXPECT_EQ(read("0"), 7); // below: a staging pool of 0 MiB
  EXPECT_EQ(read("-5"), 7);
  EXPECT_EQ(read("101"), 7); // above
  EXPECT_EQ(read("abc"), 7);
  EXPECT_EQ(read("12abc"), 7); // atoi would have said 12
  EXPECT_EQ(read("nan"), 7);
  std::string err = testing::internal::GetCapturedStderr();
  EXPECT_NE(err.find("ignoring AMP2HIP_TEST_ENV_NUMBER=12abc"),
            std::string::npos)
      << err;
}

TEST_F(EnvNumber, ZeroIsAValueWhereTheBoundsAllowIt) {
  // AMP2HIP_DEVICE_CACHE_MIB=0 turns the cache off.
  setenv(var, "0", 1);
  EXPECT_EQ(env_number(var, 1024, 0, 1 << 24), 0);
}
} // namespace
