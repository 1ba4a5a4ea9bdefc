//===- PreludeLines.h - what a translation unit reads first ----*- C++ -*-===//
//
// The lines a precompiled prelude (PrecompiledPrelude.h) can hold: read
// from the source's text, and its first user headers', before any parse.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_PARSE_PRELUDELINES_H
#define AMP2HIP_LIB_PARSE_PRELUDELINES_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace amp2hip {

/// The lines a translation unit begins with that a prelude can hold: the
/// `#include <...>` and `#define NAME ...` (object-like) lines the source
/// \p Source begins with (comments, blank lines and Visual C++'s
/// `#pragma warning(...)` lines, which no header reads, between them aside),
/// and those of the user headers it includes first by a quoted name found
/// beside their includer (`#include "stdafx.h"`; a header's `#pragma once`
/// or include guard allowed), up to the first line that is anything else
/// (a declaration, a conditional, a quoted include found elsewhere); then
/// cut after the last include of a C++ AMP header (none: empty, nothing
/// worth precompiling). \p Read gives a file's text.
std::vector<std::string> preludeLines(
    llvm::StringRef Source,
    llvm::function_ref<std::optional<std::string>(llvm::StringRef Path)> Read);

} // namespace amp2hip

#endif
