// The pure coherence state machine (MSI per location).
#include <amp2hip/detail/coherence.h>

#include <gtest/gtest.h>

using amp2hip::detail::coherence;
using mode = coherence::access;
using state = coherence::state;

namespace {
const int host = coherence::host;
const int gpu0 = 1;
const int gpu1 = 2;
const int none = coherence::no_transfer;
} // namespace

TEST(Coherence, StartsValidOnlyAtOrigin) {
  coherence c(host);
  EXPECT_EQ(c.at(host), state::modified);
  EXPECT_EQ(c.at(gpu0), state::invalid);
  EXPECT_TRUE(c.exclusive(host));
}

TEST(Coherence, ReadOnDeviceUploadsOnce) {
  coherence c(host);
  EXPECT_EQ(c.acquire(gpu0, mode::read), host); // first use: upload
  EXPECT_EQ(c.at(host), state::shared);
  EXPECT_EQ(c.at(gpu0), state::shared);
  EXPECT_EQ(c.acquire(gpu0, mode::read), none); // no second upload
  EXPECT_EQ(c.acquire(host, mode::read), none); // host still valid
}

TEST(Coherence, DeviceWriteInvalidatesHostAndDownloadsOnce) {
  coherence c(host);
  EXPECT_EQ(c.acquire(gpu0, mode::read_write), host);
  EXPECT_EQ(c.at(gpu0), state::modified);
  EXPECT_EQ(c.at(host), state::invalid);
  EXPECT_EQ(c.acquire(host, mode::read), gpu0); // download
  EXPECT_EQ(c.acquire(host, mode::read), none); // only once
  EXPECT_EQ(c.acquire(gpu0, mode::read), none); // device copy still valid
}

TEST(Coherence, RepeatedKernelsDoNotMoveData) {
  coherence c(host);
  EXPECT_EQ(c.acquire(gpu0, mode::read_write), host);
  for (int i = 0; i < 5; ++i)
    EXPECT_EQ(c.acquire(gpu0, mode::read_write), none);
}

TEST(Coherence, HostWriteInvalidatesDevice) {
  coherence c(host);
  c.acquire(gpu0, mode::read);
  EXPECT_EQ(c.acquire(host, mode::read_write), none); // host was valid
  EXPECT_EQ(c.at(gpu0), state::invalid);
  EXPECT_EQ(c.acquire(gpu0, mode::read), host); // upload again
}

TEST(Coherence, DiscardSkipsTheUpload) {
  coherence c(host);
  c.discard();
  EXPECT_EQ(c.acquire(gpu0, mode::read_write), none);
  EXPECT_EQ(c.at(gpu0), state::modified);
  EXPECT_EQ(c.acquire(host, mode::read), gpu0);
}

TEST(Coherence, ReadOnlyUseNeverNeedsWriteBack) {
  coherence c(host);
  c.acquire(gpu0, mode::read);
  c.acquire(gpu0, mode::read);
  EXPECT_EQ(c.write_back_source(host), none);
}

TEST(Coherence, WriteBackFromTheModifiedCopy) {
  coherence c(host);
  c.acquire(gpu0, mode::read_write);
  EXPECT_EQ(c.write_back_source(host), gpu0);
  c.discard();
  EXPECT_EQ(c.write_back_source(host), none); // nothing meaningful
}

TEST(Coherence, TwoAccelerators) {
  coherence c(host);
  c.acquire(gpu0, mode::read_write);
  EXPECT_EQ(c.acquire(gpu1, mode::read), gpu0);
  EXPECT_EQ(c.at(gpu0), state::shared);
  EXPECT_EQ(c.at(gpu1), state::shared);
  EXPECT_EQ(c.at(host), state::invalid);
  EXPECT_EQ(c.acquire(host, mode::read), gpu0);
}

TEST(Coherence, ArrayStorageStartsOnItsDevice) {
  coherence c(gpu0);
  EXPECT_EQ(c.acquire(host, mode::read), gpu0);
  EXPECT_EQ(c.acquire(host, mode::read_write), none);
  EXPECT_EQ(c.acquire(gpu0, mode::read), host);
}
