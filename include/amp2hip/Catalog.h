//===- Catalog.h - amp2hip's mappings and diagnostics, as data --*- C++ -*-===//
//
// Typed views of Mappings.def and Diagnostics.def, so that the translator,
// the statistics, the reports and the generated documentation all read the
// same two tables.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_CATALOG_H
#define AMP2HIP_CATALOG_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace amp2hip {

enum class MappingKind {
  Kernel,
  Specifier,
  Include,
  VisualCppInclude,
  VisualCppMacro,
  VisualCppLong,
  MemberCall,
  FreeCall,
  Rename,
  Atomic,
  Math,
  Ppl,
  Property,
  WindowsApi
};

enum class MappingId {
#define AMP2HIP_MAPPING(Name, Kind, Amp, Hip, Note) Name,
#include "amp2hip/Mappings.def"
};

struct MappingInfo {
  MappingId Id;
  llvm::StringRef Name;
  MappingKind Kind;
  llvm::StringRef AmpSpelling;
  llvm::StringRef HipSpelling;
  llvm::StringRef Note;
};

llvm::ArrayRef<MappingInfo> allMappings();
const MappingInfo &mapping(MappingId Id);
constexpr unsigned NumMappings = 0
#define AMP2HIP_MAPPING(Name, Kind, Amp, Hip, Note) +1
#include "amp2hip/Mappings.def"
    ;

enum class DiagSeverity { Warning, Error };

enum class DiagId {
#define AMP2HIP_DIAG(Name, Number, Severity, Message, Title, VisualCpp, Help,  \
                     Example, Fix)                                             \
  Name,
#include "amp2hip/Diagnostics.def"
};

struct DiagInfo {
  DiagId Id;
  llvm::StringRef Name;
  unsigned Number;
  DiagSeverity Severity;
  /// Clang format string, with %0, %1 for the arguments.
  llvm::StringRef Message;
  /// One line without placeholders: SARIF's shortDescription.
  llvm::StringRef Title;
  /// The Visual C++ error code(s) of the same rule ("C3590"), or "".
  llvm::StringRef VisualCpp;
  /// What it means and why: SARIF's fullDescription and help.
  llvm::StringRef Help;
  /// Minimal C++ AMP code that triggers it, after `#include <amp.h>` and
  /// `using namespace concurrency;`.
  llvm::StringRef Example;
  /// How to fix it.
  llvm::StringRef Fix;
  /// "AMP2HIP1003": the stable id printed with the message and used as the
  /// SARIF rule id.
  std::string code() const { return "AMP2HIP" + std::to_string(Number); }
};

llvm::ArrayRef<DiagInfo> allDiagnostics();
const DiagInfo &diagnostic(DiagId Id);

/// Where amp2hip is published (SARIF's informationUri): the CMake cache
/// variable AMP2HIP_HOMEPAGE_URL.
llvm::StringRef homepageUrl();

/// \p D's entry in docs/diagnostics.md (SARIF's helpUri).
std::string helpUri(const DiagInfo &D);
/// \p D's message with each %N argument shown as "...".
std::string messagePattern(const DiagInfo &D);
/// What \p D means, its Visual C++ code, an example and the fix: SARIF's
/// help, as text and as Markdown (the latter is also its documentation
/// entry).
std::string helpText(const DiagInfo &D);
std::string helpMarkdown(const DiagInfo &D);

/// The id Clang's own diagnostics are reported under (AMP2HIP1000 for
/// errors, AMP2HIP1019 for warnings), so that every finding has a rule.
const DiagInfo &clangDiagnostic(DiagSeverity Severity);

/// The documentation, generated from the .def files: the mapping table, and
/// docs/diagnostics.md's table of ids with one section per id.
std::string mappingTableMarkdown();
std::string diagnosticsMarkdown();

} // namespace amp2hip

#endif
