//===- Catalog.cpp - the mapping and diagnostic tables --------------------===//

#include "amp2hip/Catalog.h"

#include "llvm/ADT/STLExtras.h"
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

/// The diagnostics in the order of their ids (the .def keeps each range's
/// rows together, not in order).
static std::vector<const DiagInfo *> byNumber() {
  std::vector<const DiagInfo *> Out;
  for (const DiagInfo &D : Diagnostics)
    Out.push_back(&D);
  llvm::sort(Out, [](const DiagInfo *A, const DiagInfo *B) {
    return A->Number < B->Number;
  });
  return Out;
}

std::string diagnosticTableMarkdown() {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << "| Id | Severity | Message |\n|---|---|---|\n";
  for (const DiagInfo *DP : byNumber()) {
    const DiagInfo &D = *DP;
    OS << "| " << D.code() << " | "
       << (D.Severity == DiagSeverity::Error ? "error" : "warning") << " | "
       << escapeCell(D.Message) << " |\n";
  }
  return Out;
}

} // namespace amp2hip
