//===- Report.h - findings and statistics for people and tools --*- C++ -*-===//
//
// The tool's reports, made from one TranslateResult: text for people, JSON
// for scripts, SARIF 2.1.0 for code-scanning tools (rules generated from
// Diagnostics.def), and the statistics as text or CSV.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_REPORT_H
#define AMP2HIP_REPORT_H

#include "amp2hip/Translator.h"

#include <string>

namespace amp2hip {

/// The statistics of --print-stats, grouped from the mapping counts.
struct StatsSummary {
  unsigned Kernels = 0, TiledKernels = 0, TileStatic = 0, Barriers = 0,
           Fences = 0, Restricts = 0, Atomics = 0, MathCalls = 0, Includes = 0,
           LinesChanged = 0;
  void add(const StatsSummary &O);
};
StatsSummary summarize(const FileStats &Stats);

enum class ReportFormat { Text, Json, Sarif };

/// The findings and per-file statistics in \p Format. Every file is named
/// relative to \p BaseDir (the current directory, or --in-root): in SARIF,
/// relative to the base id %SRCROOT%, which stands for \p BaseDir.
std::string formatReport(const TranslateResult &Result, ReportFormat Format,
                         llvm::StringRef ToolVersion, llvm::StringRef BaseDir);

/// --print-stats: one line per file and a total, as text or CSV; files
/// relative to \p BaseDir.
std::string formatStats(const TranslateResult &Result, bool Csv,
                        llvm::StringRef BaseDir);

} // namespace amp2hip

#endif
