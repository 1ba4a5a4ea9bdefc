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
#include <functional>
#include <map>
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

/// One translated file: a source, or a user header one or more sources
/// include.
struct FileResult {
  std::string InputPath;  ///< path of the C++ AMP source or header
  bool IsHeader = false;  ///< included by a source, not given itself
  std::string OutputText; ///< the HIP source (valid only when Ok)
  FileStats Stats;
  bool Ok = false; ///< false when any error was diagnosed for this file
  /// Sources only: the files the parse read (the source and its user
  /// headers; system headers, the runtime among them, left out), absolute.
  std::vector<std::string> Dependencies;
  /// Sources only: what the linker would match between them. The
  /// functions and variables of external linkage the source defines out of
  /// line (mangled name -> qualified name) and those it uses without
  /// defining (mangled names): whether its project builds without it.
  std::map<std::string, std::string> Defines;
  std::vector<std::string> Needs;
};

struct TranslateOptions {
  /// Directory holding `amp2hip/amp.h` and `amp2hip/parse/amp.h`.
  std::string RuntimeIncludeDir;
  /// Clang's resource directory (builtin headers such as <stddef.h>).
  std::string ClangResourceDir;
  /// Absolute, real path of the project root. User headers under it (not
  /// system headers, not the runtime) are translated with the sources that
  /// include them. Empty: only the given sources are translated.
  std::string InRoot;
  /// Glob patterns of amp2hip diagnostic ids ("AMP2HIP1007", "AMP2HIP10*",
  /// "*") whose warnings are reported, and count, as errors
  /// (--warnings-as-errors).
  std::vector<std::string> WarningsAsErrors;
  /// Glob patterns of amp2hip warning ids that are neither printed nor
  /// reported (--suppress-warnings). Errors are never suppressed.
  std::vector<std::string> SuppressedWarnings;
  /// Where the parses keep the precompiled headers of the system headers
  /// sources begin with (--cache-dir; lib/parse/PrecompiledPrelude.h);
  /// empty: every parse reads them.
  std::string CacheDir;
  /// How many sources are parsed at a time (-j); 0: one per core. The
  /// result and what is printed do not depend on it.
  unsigned Jobs = 1;
  /// Called on the calling thread, in the order of the sources, when source
  /// \p Index (of \p Total) is done, before its diagnostics are printed.
  std::function<void(size_t Index, size_t Total, llvm::StringRef Source)>
      Progress;
};

/// True when \p Path is a user file under Options.InRoot (and not part of
/// the runtime).
bool isUserFile(llvm::StringRef Path, const TranslateOptions &Options);

/// One diagnostic of a run (Clang's or amp2hip's), for the reports.
struct Finding {
  enum Level { Note, Warning, Error } Severity = Error;
  std::string File; ///< absolute; empty when the diagnostic has no location
  unsigned Line = 0, Column = 0;
  std::string Message; ///< without the " [AMP2HIPnnnn]" suffix
  /// "AMP2HIP1009"; Clang's own errors and warnings have AMP2HIP1000 and
  /// AMP2HIP1019, notes none (they belong to the finding before them).
  std::string Id;
};

/// Everything one run of the translator produced.
struct TranslateResult {
  /// One per output file: each source in order, each user header once,
  /// after the first source that includes it.
  std::vector<FileResult> Files;
  /// Every diagnostic, each reported once (in the order first seen).
  std::vector<Finding> Findings;
  bool ok() const {
    for (const FileResult &F : Files)
      if (!F.Ok)
        return false;
    return true;
  }
};

/// The compiler arguments the translator adds to every parse (C++ AMP parsed
/// as HIP host code against the runtime's parse-mode headers).
std::vector<std::string> parseArguments(const TranslateOptions &Options);

/// Translates each of \p Sources and the user headers they include, up to
/// Options.Jobs sources at a time. Diagnostics go to stderr in Clang's
/// format, source by source in the order of \p Sources, and into the
/// result; never writes files.
TranslateResult translate(const clang::tooling::CompilationDatabase &Database,
                          llvm::ArrayRef<std::string> Sources,
                          const TranslateOptions &Options);

} // namespace amp2hip

#endif
