// byte_box (detail/byte_box.h): the bytes of a section, their simplest
// copy shape, and which sections share bytes.
#include <amp2hip/detail/byte_box.h>

#include <gtest/gtest.h>

namespace {
using amp2hip::detail::byte_box;

// A rows x cols section at (r, c) of a source `pitch` bytes wide (one
// byte per element).
byte_box section2(std::size_t r, std::size_t c, std::size_t rows,
                  std::size_t cols, std::size_t pitch) {
  byte_box b;
  b.offset = r * pitch + c;
  b.run = cols;
  b.rows = rows;
  b.row_pitch = pitch;
  return b;
}

TEST(ByteBox, WholeRowsAreOneRun) {
  byte_box b = section2(3, 0, 5, 64, 64).simplified();
  EXPECT_EQ(b.offset, 3u * 64);
  EXPECT_EQ(b.run, 5u * 64);
  EXPECT_EQ(b.rows, 1u);
  EXPECT_EQ(b.planes, 1u);
}

TEST(ByteBox, OneRowPerPlaneIsRowsOfPlanes) {
  byte_box b;
  b.offset = 10;
  b.run = 8;
  b.rows = 1;
  b.planes = 6;
  b.plane_pitch = 512;
  byte_box s = b.simplified();
  EXPECT_EQ(s.rows, 6u);
  EXPECT_EQ(s.row_pitch, 512u);
  EXPECT_EQ(s.planes, 1u);
  EXPECT_EQ(s.bytes(), b.bytes());
  EXPECT_EQ(s.end(), b.end());
}

TEST(ByteBox, PlanesOfWholePlanesAreRows) {
  byte_box b = section2(0, 4, 8, 16, 64);
  b.planes = 3;
  b.plane_pitch = 8 * 64;
  byte_box s = b.simplified();
  EXPECT_EQ(s.rows, 24u);
  EXPECT_EQ(s.planes, 1u);
  EXPECT_EQ(s.row_offset(23), b.row_offset(23));
}

TEST(ByteBox, SideBySideSectionsDoNotOverlap) {
  byte_box left = section2(0, 0, 64, 24, 48),
           right = section2(0, 24, 64, 24, 48);
  EXPECT_FALSE(left.overlaps(right));
  EXPECT_FALSE(right.overlaps(left));
  EXPECT_TRUE(left.overlaps(section2(10, 23, 1, 2, 48)));
  EXPECT_FALSE(left.overlaps(section2(64, 0, 1, 48, 48))); // past its end
}

TEST(ByteBox, ThreeDimensionalSectionsCompareTheirPlanes) {
  byte_box a = section2(0, 0, 4, 8, 16);
  a.planes = 2;
  a.plane_pitch = 8 * 16;
  byte_box b = a;
  b.offset = 2 * 8 * 16; // the same rows of planes 2 and 3
  EXPECT_FALSE(a.overlaps(b));
  b.offset = 8 * 16 + 3 * 16; // plane 1, row 3
  EXPECT_TRUE(a.overlaps(b));
  b.offset = 8 * 16 + 4 * 16; // plane 1, row 4: below a's rows
  EXPECT_FALSE(a.overlaps(b));
}

TEST(ByteBox, BoxesOfOtherShapesCompareTheirByteRanges) {
  byte_box a = section2(0, 0, 4, 8, 16), b = section2(0, 8, 4, 8, 32);
  EXPECT_TRUE(a.overlaps(b)); // interleaved: the ranges meet
  EXPECT_FALSE(a.overlaps(section2(4, 0, 1, 8, 32))); // starts at a's end
}

TEST(ByteBox, ContainsInnerSections) {
  byte_box outer = section2(2, 2, 10, 10, 64);
  EXPECT_TRUE(outer.contains(section2(3, 4, 2, 2, 64)));
  EXPECT_TRUE(outer.contains(outer));
  EXPECT_FALSE(outer.contains(section2(3, 4, 2, 9, 64)));
  EXPECT_FALSE(outer.contains(section2(11, 4, 2, 2, 64)));
  byte_box range = byte_box::all(1000);
  range.offset = 100;
  EXPECT_TRUE(range.contains(section2(2, 0, 5, 64, 64)));
  EXPECT_FALSE(range.contains(section2(0, 0, 5, 64, 64)));
}

} // namespace
