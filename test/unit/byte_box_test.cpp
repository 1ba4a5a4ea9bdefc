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

namespace {
using amp2hip::detail::section_boxes;

TEST(SectionBoxes, RankFourIsOneThreeDimensionalBoxPerOuterIndex) {
  // 2 x 3 x 4 x 5 at (1, 2, 3, 4) of 4 x 6 x 8 x 10 ints.
  const int ext[4] = {2, 3, 4, 5};
  const std::ptrdiff_t stride[4] = {480, 80, 10, 1};
  const std::ptrdiff_t offset = 1 * 480 + 2 * 80 + 3 * 10 + 4;
  std::vector<byte_box> b = section_boxes(4, ext, stride, offset, 4, 7680);
  ASSERT_EQ(b.size(), 2u);
  for (std::size_t i = 0; i < 2; ++i) {
    EXPECT_EQ(b[i].offset, (offset + i * 480) * 4);
    EXPECT_EQ(b[i].run, 5u * 4);
    EXPECT_EQ(b[i].rows, 4u);
    EXPECT_EQ(b[i].row_pitch, 10u * 4);
    EXPECT_EQ(b[i].planes, 3u);
    EXPECT_EQ(b[i].plane_pitch, 80u * 4);
  }
}

TEST(SectionBoxes, RankFiveBoxesComeInRowMajorOrder) {
  // 2 x 2 x 1 x 3 x 4 of 3 x 4 x 5 x 6 x 7 bytes at the origin.
  const int ext[5] = {2, 2, 1, 3, 4};
  const std::ptrdiff_t stride[5] = {840, 210, 42, 7, 1};
  std::vector<byte_box> b = section_boxes(5, ext, stride, 0, 1, 2520);
  // Dim 2 (one element) does not count: rows of 4 bytes, 3 rows, planes of
  // dim 1, boxes of dim 0.
  ASSERT_EQ(b.size(), 2u);
  EXPECT_EQ(b[0].offset, 0u);
  EXPECT_EQ(b[1].offset, 840u);
  EXPECT_EQ(b[0].planes, 2u);
  EXPECT_EQ(b[0].plane_pitch, 210u);
  // 2 x 2 x 2 x 2 x 2 x 2 of 3^6 bytes: three outer dims of two, eight
  // boxes, the innermost outer dim fastest.
  const int ext6[6] = {2, 2, 2, 2, 2, 2};
  const std::ptrdiff_t stride6[6] = {243, 81, 27, 9, 3, 1};
  b = section_boxes(6, ext6, stride6, 0, 1, 729);
  ASSERT_EQ(b.size(), 8u);
  EXPECT_EQ(b[1].offset, 27u);
  EXPECT_EQ(b[2].offset, 81u);
  EXPECT_EQ(b[3].offset, 108u);
  EXPECT_EQ(b[7].offset, 27u + 81 + 243);
  EXPECT_EQ(b[0].bytes() * 8, 64u); // the section's bytes
}

TEST(SectionBoxes, DimsThatTouchFoldIntoOneRun) {
  // 2 x 6 x 8 x 10 from index 1 of 4 x 6 x 8 x 10: one run of 960.
  const int ext[4] = {2, 6, 8, 10};
  const std::ptrdiff_t stride[4] = {480, 80, 10, 1};
  std::vector<byte_box> b = section_boxes(4, ext, stride, 480, 1, 1920);
  ASSERT_EQ(b.size(), 1u);
  EXPECT_EQ(b[0].offset, 480u);
  EXPECT_EQ(b[0].run, 960u);
  EXPECT_EQ(b[0].rows, 1u);
}

TEST(SectionBoxes, TooManyBoxesAreTheWholeSourceAndNoneAreNothing) {
  // 65 boxes of 2 x 2 x 2 bytes: one copy of the source instead.
  const int ext[4] = {65, 2, 2, 2};
  const std::ptrdiff_t stride[4] = {27, 9, 3, 1};
  std::vector<byte_box> b = section_boxes(4, ext, stride, 0, 1, 1755);
  ASSERT_EQ(b.size(), 1u);
  EXPECT_EQ(b[0], byte_box::all(1755));
  // One row per index of an outer dim is not a box per index: rows.
  const int column[4] = {65, 1, 1, 1};
  b = section_boxes(4, column, stride, 0, 1, 1755);
  ASSERT_EQ(b.size(), 1u);
  EXPECT_EQ(b[0].rows, 65u);
  EXPECT_EQ(b[0].row_pitch, 27u);
  const int none[4] = {2, 0, 1, 1};
  EXPECT_TRUE(section_boxes(4, none, stride, 0, 1, 520).empty());
}
} // namespace
