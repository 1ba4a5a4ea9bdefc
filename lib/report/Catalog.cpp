//===- Catalog.cpp - the mapping and diagnostic tables --------------------===//

#include "amp2hip/Catalog.h"

#include "llvm/Support/raw_ostream.h"

namespace amp2hip {

static const MappingInfo Mappings[] = {
#define AMP2HIP_MAPPING(Name, Kind, Amp, Hip, Note)                            \
  {MappingId::Name, #Name, MappingKind::Kind, Amp, Hip, Note},
#include "amp2hip/Mappings.def"
};

static const DiagInfo Diagnostics[] = {
#define AMP2HIP_DIAG(Name, Number, Severity, Message)                          \
  {DiagId::Name, #Name, Number, DiagSeverity::Severity, Message},
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

std::string diagnosticTableMarkdown() {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << "| Id | Severity | Message |\n|---|---|---|\n";
  for (const DiagInfo &D : Diagnostics)
    OS << "| " << D.code() << " | "
       << (D.Severity == DiagSeverity::Error ? "error" : "warning") << " | "
       << escapeCell(D.Message) << " |\n";
  return Out;
}

} // namespace amp2hip
