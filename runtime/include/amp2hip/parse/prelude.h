// amp2hip parse mode: an optional prelude, for `-include
// amp2hip/parse/prelude.h` ahead of every other header in the translator's
// parse.
//
// glibc's <string.h> (through <strings.h>) declares the BSD function
// ::index(const char *, int). After `using namespace concurrency;`, an
// unqualified `index<1>` then names both it and concurrency::index, and Clang
// rejects the program as ambiguous (MSVC has no ::index, so C++ AMP code
// never had to care). This prelude renames the BSD function for the parse:
// `index` followed by `(` becomes amp2hip_bsd_index, consistently in every
// header and in the user's code, while `index<N>` (followed by `<`) is left
// alone. It must come first: a declaration seen before it keeps its name.
//
// Known limits: a variable named `index` declared with parentheses
// (`int index(0);`) or a member named `index` used without a call
// (`&T::index`) do not survive the renaming.
#pragma once

#define index(...) amp2hip_bsd_index(__VA_ARGS__)
