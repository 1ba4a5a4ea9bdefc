//===- PermissiveFixReport.cpp --------------------------------------------===//

#include "parse/PermissiveFixReport.h"

#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace amp2hip {

void PermissiveFixReport::start(ASTContext &) {
  SourceManager &SM = TC.SM;
  std::vector<std::pair<SourceLocation, const PermissiveFix *>> Made;
  for (const auto &Entry : Fixes) {
    // Not a structured binding: it would copy the vector (LLVM 19's
    // StringMapEntry get<1> returns the value by value).
    const std::vector<PermissiveFix> &InFile = Entry.second;
    auto File = SM.getFileManager().getOptionalFileRef(Entry.first());
    if (!File)
      continue;
    FileID FID = SM.translateFile(*File);
    if (FID.isInvalid())
      continue;
    std::vector<unsigned> Offsets = fixedOffsets(InFile);
    for (size_t I = 0; I < InFile.size(); ++I)
      if (!InFile[I].Silent)
        Made.push_back(
            {SM.getLocForStartOfFile(FID).getLocWithOffset(Offsets[I]),
             &InFile[I]});
  }
  llvm::stable_sort(Made, [&](const auto &A, const auto &B) {
    return SM.isBeforeInTranslationUnit(A.first, B.first);
  });
  for (const auto &[Loc, Fix] : Made) {
    TC.report(Loc, Fix->Id) << Fix->Subject;
    TC.stats(Loc).add(Fix->Mapping);
  }
}

} // namespace amp2hip
