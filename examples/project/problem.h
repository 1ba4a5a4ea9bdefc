// problem.h - the sizes of the problem. Plain C++ (no C++ AMP code), so it
// needs no translation; stencil.cpp and main.cpp include it, saxpy.cpp does
// not, so editing it re-translates those two sources only.
#pragma once

namespace project {

constexpr int rows = 64;
constexpr int cols = 48;
constexpr int tile = 16; // divides rows and cols

} // namespace project
