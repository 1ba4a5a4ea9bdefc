//===- PrecompiledPrelude.h - a source's first headers, read once -*- C++ -*-//
//
// Most of a translation's time is Clang reading <amp.h>'s standard headers
// (a small program: 1.3 s of 1.5). A translation unit that begins with
// `#include <amp.h>` and other system headers (preludeLines) is parsed
// exactly as if those lines stood in a header of their own, precompiled
// with the parse's own command line and loaded with -include-pch: the
// source's includes then find their headers read (include guards,
// #pragma once) and are skipped.
// The precompiled header is kept in a cache folder (--cache-dir) for the
// next parse with the same leading includes and command line.
//
// It is used only where it changes nothing the translator sees:
//  - every file it holds is a system header (the runtime's parse headers,
//    the standard library, the Visual C++ layer): no user file, nothing the
//    translator rewrites or reports on; the parse's own recorders ignore
//    system headers, and the restrict(...) handler runs in its build too;
//  - a file it read that changed since (a size or a time) rebuilds it:
//    Clang itself does not check system headers in a precompiled header;
//  - its key holds the whole command line (macros, include folders, the
//    working folder), the leading include lines, Clang's version and the
//    translator binary.
// A prelude that cannot be precompiled (a user header among the includes,
// an error) is remembered as such, and the source is parsed as before.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_PARSE_PRECOMPILEDPRELUDE_H
#define AMP2HIP_LIB_PARSE_PRECOMPILEDPRELUDE_H

#include "amp2hip/Translator.h"

#include "clang/Tooling/ArgumentsAdjusters.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <string>
#include <vector>

namespace amp2hip {

/// The arguments adjuster that adds `-include-pch` to the parse of a source
/// whose prelude (preludeLines, PreludeLines.h) can be precompiled (building
/// the precompiled header in Options.CacheDir first when it is not there or not
/// current). \p FS is the parse's file system. Nothing changes when
/// Options.CacheDir is empty or cannot be written.
clang::tooling::ArgumentsAdjuster
precompiledPreludeAdjuster(const TranslateOptions &Options,
                           llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS);

} // namespace amp2hip

#endif
