//===- Catalog.cpp - the mapping and diagnostic tables --------------------===//

#include "amp2hip/Catalog.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <vector>

namespace amp2hip {

static const MappingInfo Mappings[] = {
#define AMP2HIP_MAPPING(Name, Kind, Amp, Hip, Note)                            \
  {MappingId::Name, #Name, MappingKind::Kind, Amp, Hip, Note},
#include "amp2hip/Mappings.def"
};

static const DiagInfo Diagnostics[] = {
#define AMP2HIP_DIAG(Name, Number, Severity, Message, Title, VisualCpp, Help,  \
                     Example, Fix)                                             \
  {DiagId::Name, #Name, Number,    DiagSeverity::Severity,                     \
   Message,      Title, VisualCpp, Help,                                       \
   Example,      Fix},
#include "amp2hip/Diagnostics.def"
};

llvm::ArrayRef<MappingInfo> allMappings() { return Mappings; }
const MappingInfo &mapping(MappingId Id) {
  return Mappings[static_cast<unsigned>(Id)];
}

llvm::ArrayRef<DiagInfo> allDiagnostics() { return Diagnostics; }
const DiagInfo &diagnostic(DiagId Id) {
  return Diagnostics[static_cast<unsigned>(Id)];
}

#ifndef AMP2HIP_HOMEPAGE_URL
#error "AMP2HIP_HOMEPAGE_URL comes from CMake (lib/CMakeLists.txt)"
#endif

static std::string escapeCell(llvm::StringRef S) {
  std::string Out;
  for (char C : S) {
    if (C == '|')
      Out += "\\|";
    else
      Out += C;
  }
  return Out;
}

std::string mappingTableMarkdown() {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << "| C++ AMP | HIP | Note |\n|---|---|---|\n";
  for (const MappingInfo &M : Mappings)
    OS << "| `" << escapeCell(M.AmpSpelling) << "` | `"
       << escapeCell(M.HipSpelling) << "` | " << escapeCell(M.Note) << " |\n";
  return Out;
}

llvm::StringRef homepageUrl() { return AMP2HIP_HOMEPAGE_URL; }

std::string helpUri(const DiagInfo &D) {
  // GitHub's anchor of the heading "## AMP2HIP1003".
  return (homepageUrl() + "/blob/main/docs/diagnostics.md#" +
          llvm::StringRef(D.code()).lower())
      .str();
}

std::string messagePattern(const DiagInfo &D) {
  std::string Out;
  llvm::StringRef M = D.Message;
  for (size_t I = 0; I < M.size(); ++I) {
    if (M[I] == '%' && I + 1 < M.size() && llvm::isDigit(M[I + 1])) {
      Out += "...";
      ++I;
      continue;
    }
    Out += M[I];
  }
  return Out;
}

static llvm::StringRef severityName(const DiagInfo &D) {
  return D.Severity == DiagSeverity::Error ? "error" : "warning";
}

static std::string visualCppLine(const DiagInfo &D) {
  return D.VisualCpp.empty() ? "Visual C++: no corresponding error."
                             : ("Visual C++: " + D.VisualCpp + ".").str();
}

/// The lines every example assumes.
static constexpr llvm::StringLiteral ExamplePrelude =
    "#include <amp.h>\nusing namespace concurrency;\n";

std::string helpText(const DiagInfo &D) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << D.Help << "\n\n"
     << visualCppLine(D) << "\n\nExample:\n"
     << ExamplePrelude << D.Example << "\n\nFix: " << D.Fix << "\n";
  return Out;
}

std::string helpMarkdown(const DiagInfo &D) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << "**" << D.Title << "** (" << severityName(D) << ")\n\n"
     << "Message: `" << messagePattern(D) << "`\n\n"
     << D.Help << "\n\n"
     << visualCppLine(D) << "\n\nExample:\n\n```cpp\n"
     << ExamplePrelude << D.Example << "\n```\n\n"
     << "Fix: " << D.Fix << "\n";
  return Out;
}

const DiagInfo &clangDiagnostic(DiagSeverity Severity) {
  return diagnostic(Severity == DiagSeverity::Error ? DiagId::ClangError
                                                    : DiagId::ClangWarning);
}

std::string diagnosticsMarkdown() {
  // In the order of the ids: the .def keeps each range's rows together.
  std::vector<const DiagInfo *> ByNumber;
  for (const DiagInfo &D : Diagnostics)
    ByNumber.push_back(&D);
  llvm::sort(ByNumber, [](const DiagInfo *A, const DiagInfo *B) {
    return A->Number < B->Number;
  });
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << "| Id | Severity | Visual C++ | Title |\n|---|---|---|---|\n";
  for (const DiagInfo *D : ByNumber)
    OS << "| [" << D->code() << "](#" << llvm::StringRef(D->code()).lower()
       << ") | " << severityName(*D) << " | " << D->VisualCpp << " | "
       << escapeCell(D->Title) << " |\n";
  for (const DiagInfo *D : ByNumber)
    OS << "\n## " << D->code() << "\n\n" << helpMarkdown(*D);
  return Out;
}

} // namespace amp2hip
