// amp2hip runtime: the bytes of a section of a data source, as a box.
//
// A section of a view of rank 1 to 3 covers, in its source's row-major
// bytes, `planes` planes of `rows` rows of `run` bytes from `offset`, rows
// `row_pitch` and planes `plane_pitch` bytes apart. The host copy and a
// device copy of a source have the same layout, so one box names the same
// bytes on both sides of a strided (2-D or 3-D) copy. A section of a higher
// rank is a list of boxes (section_boxes). Pure: unit-tested
// without a GPU.
#pragma once

#include <cstddef>
#include <vector>

namespace amp2hip {
namespace detail {

struct byte_box {
  std::size_t offset = 0, run = 0, rows = 1, row_pitch = 0, planes = 1,
              plane_pitch = 0;

  std::size_t bytes() const { return run * rows * planes; }
  bool operator==(const byte_box &o) const {
    return offset == o.offset && run == o.run && rows == o.rows &&
           row_pitch == o.row_pitch && planes == o.planes &&
           plane_pitch == o.plane_pitch;
  }
  bool operator!=(const byte_box &o) const { return !(*this == o); }

  // The whole of `n` bytes as a box.
  static byte_box all(std::size_t n) {
    byte_box b;
    b.run = n;
    return b;
  }

  // The same bytes with the fewest dimensions: rows that touch become one
  // run (a band of whole rows is one contiguous range), planes that touch
  // become rows, and one row per plane is rows of planes. Copies then use
  // the simplest call.
  byte_box simplified() const {
    byte_box b = *this;
    merge_rows(b);
    if (b.planes > 1 && b.rows == 1) {
      b.rows = b.planes;
      b.row_pitch = b.plane_pitch;
      b.planes = 1;
      merge_rows(b);
    } else if (b.planes > 1 && b.plane_pitch == b.row_pitch * b.rows) {
      b.rows *= b.planes;
      b.planes = 1;
    }
    if (b.planes == 1)
      b.plane_pitch = b.row_pitch * b.rows;
    return b;
  }

  // The byte offset of row r (0 .. rows * planes - 1, planes one after
  // the other).
  std::size_t row_offset(std::size_t r) const {
    return offset + (r / rows) * plane_pitch + (r % rows) * row_pitch;
  }

  // One past the last byte (the box's extent in the source).
  std::size_t end() const {
    if (bytes() == 0)
      return offset;
    return row_offset(rows * planes - 1) + run;
  }

  // Whether the two boxes share a byte. Exact for sections of one view
  // shape (equal pitches: their coordinates are compared); otherwise the
  // byte ranges they span are, which may answer true for interleaved boxes
  // that share none (callers then do extra work, never wrong work).
  bool overlaps(const byte_box &o) const {
    if (bytes() == 0 || o.bytes() == 0)
      return false;
    if (end() <= o.offset || o.end() <= offset)
      return false;
    const bool flat = planes == 1 && o.planes == 1;
    if (row_pitch == 0 || row_pitch != o.row_pitch ||
        (!flat && (plane_pitch != o.plane_pitch || plane_pitch == 0 ||
                   plane_pitch % row_pitch)))
      return true;
    // (plane, row, column) of the first byte; 2-D boxes are one plane.
    struct at {
      std::size_t plane, row, col;
    };
    auto coords = [&](const byte_box &b) {
      std::size_t in_plane = flat ? b.offset : b.offset % plane_pitch;
      return at{flat ? 0 : b.offset / plane_pitch, in_plane / row_pitch,
                in_plane % row_pitch};
    };
    at a = coords(*this), b = coords(o);
    // Rows that wrap past a row's or a plane's end (not a section): the
    // byte ranges said it.
    if (a.col + run > row_pitch || b.col + o.run > row_pitch ||
        (!flat && ((a.row + rows) * row_pitch > plane_pitch ||
                   (b.row + o.rows) * row_pitch > plane_pitch)))
      return true;
    auto apart = [](std::size_t a0, std::size_t an, std::size_t b0,
                    std::size_t bn) { return a0 + an <= b0 || b0 + bn <= a0; };
    return !(apart(a.plane, planes, b.plane, o.planes) ||
             apart(a.row, rows, b.row, o.rows) ||
             apart(a.col, run, b.col, o.run));
  }

  // Whether every byte of `o` is in this box: exact for a contiguous box
  // and for 2-D boxes of one pitch; otherwise only an equal box counts
  // (callers then copy again, which is never wrong).
  bool contains(const byte_box &o) const {
    if (*this == o || o.bytes() == 0)
      return true;
    byte_box a = simplified(), b = o.simplified();
    if (a.rows == 1 && a.planes == 1)
      return a.offset <= b.offset && b.end() <= a.end();
    if (a.planes != 1 || b.planes != 1 || a.row_pitch != b.row_pitch)
      return false;
    std::size_t ac = a.offset % a.row_pitch, bc = b.offset % b.row_pitch;
    std::size_t ar = a.offset / a.row_pitch, br = b.offset / b.row_pitch;
    return ac <= bc && bc + b.run <= ac + a.run && ar <= br &&
           br + b.rows <= ar + a.rows;
  }

private:
  static void merge_rows(byte_box &b) {
    if (b.rows == 1 || b.run == b.row_pitch) {
      b.run *= b.rows;
      b.rows = 1;
      b.row_pitch = b.run;
    }
  }
};

// The bytes of a section of any rank: dims 0 .. rank-1 of `extent`
// elements, `stride` elements apart (stride[rank - 1] is 1), from element
// `offset` of a source of `source_bytes`, `elem` bytes per element. Dims
// whose elements touch fold into one (a section whole in its inner dims is
// one run), so most sections are one box; beyond three dims, one box of the
// inner three per index of the outer ones, in row-major order. More than
// max_section_boxes boxes (each one copy call) become the whole source, as
// one copy.
constexpr std::size_t max_section_boxes = 64;
inline std::vector<byte_box> section_boxes(int rank, const int *extent,
                                           const std::ptrdiff_t *stride,
                                           std::ptrdiff_t offset,
                                           std::size_t elem,
                                           std::size_t source_bytes) {
  struct dim {
    std::size_t n, stride;
  };
  // Innermost first; outer dims of one element do not count.
  std::vector<dim> dims;
  for (int k = rank - 1; k >= 0; --k) {
    if (extent[k] == 0)
      return {};
    dim d{static_cast<std::size_t>(extent[k]),
          static_cast<std::size_t>(stride[k])};
    if (k == rank - 1)
      dims.push_back(d);
    else if (d.n > 1 && d.stride == dims.back().n * dims.back().stride)
      dims.back().n *= d.n;
    else if (d.n > 1)
      dims.push_back(d);
  }
  byte_box box;
  box.offset = static_cast<std::size_t>(offset) * elem;
  box.run = dims[0].n * elem;
  if (dims.size() > 1) {
    box.rows = dims[1].n;
    box.row_pitch = dims[1].stride * elem;
  }
  if (dims.size() > 2) {
    box.planes = dims[2].n;
    box.plane_pitch = dims[2].stride * elem;
  }
  std::size_t count = 1;
  for (std::size_t k = 3; k < dims.size(); ++k)
    count *= dims[k].n;
  if (count > max_section_boxes)
    return {byte_box::all(source_bytes)};
  std::vector<byte_box> boxes(count, box);
  // Box i's outer index, row-major (the outermost dim slowest).
  for (std::size_t i = 0; i < count; ++i) {
    std::size_t rest = i;
    for (std::size_t k = 3; k < dims.size(); ++k) {
      boxes[i].offset += rest % dims[k].n * dims[k].stride * elem;
      rest /= dims[k].n;
    }
  }
  return boxes;
}

} // namespace detail
} // namespace amp2hip
