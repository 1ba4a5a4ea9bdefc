//===- Translator.h - translate C++ AMP sources to HIP ----------*- C++ -*-===//
//
// The library entry point. The command-line tool is a thin driver over
// translate(): it parses options, calls this, and writes what comes back.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_TRANSLATOR_H
#define AMP2HIP_TRANSLATOR_H

#include "amp2hip/Catalog.h"

#include "clang/Tooling/CompilationDatabase.h"

#include <array>
#include <string>
#include <vector>

namespace amp2hip {

/// What was rewritten in one file, counted per mapping table entry.
struct FileStats {
  std::array<unsigned, NumMappings> Counts{};
  unsigned LinesChanged = 0;

  unsigned count(MappingId Id) const {
    return Counts[static_cast<unsigned>(Id)];
  }
  void add(MappingId Id) { ++Counts[static_cast<unsigned>(Id)]; }
};

/// One translated source file.
struct FileResult {
  std::string InputPath;  ///< absolute path of the C++ AMP source
  std::string OutputText; ///< the HIP source (valid only when Ok)
  FileStats Stats;
  bool Ok = false; ///< false when any error was diagnosed for this file
};

struct TranslateOptions {
  /// Directory holding `amp2hip/amp.h` and `amp2hip/parse/amp.h`.
  std::string RuntimeIncludeDir;
  /// Clang's resource directory (builtin headers such as <stddef.h>).
  std::string ClangResourceDir;
};

/// The compiler arguments the translator adds to every parse (C++ AMP parsed
/// as HIP host code against the runtime's parse-mode headers).
std::vector<std::string> parseArguments(const TranslateOptions &Options);

/// Translates each of \p Sources. Diagnostics go to stderr in Clang's format.
/// Returns one result per source, in order; never writes files.
std::vector<FileResult>
translate(const clang::tooling::CompilationDatabase &Database,
          llvm::ArrayRef<std::string> Sources, const TranslateOptions &Options);

} // namespace amp2hip

#endif
