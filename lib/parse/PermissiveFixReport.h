//===- PermissiveFixReport.h - the retry's edits, reported ------*- C++ -*-===//
//
// The edits a retry made to Visual C++'s permissive spellings
// (PermissiveFixes.h), each reported where it is in the text parsed (the
// user's line and column are shown: report/UserLocations), in the
// translation unit's order, and counted as its rewrite.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_PERMISSIVEFIXREPORT_H
#define AMP2HIP_LIB_PERMISSIVEFIXREPORT_H

#include "foundation/PermissiveFix.h"
#include "foundation/Step.h"

namespace amp2hip {

class PermissiveFixReport : public Step {
public:
  /// \p Fixes: the retry's edits, empty on a first parse.
  PermissiveFixReport(TranslationContext &TC, const PermissiveFixMap &Fixes)
      : Step(TC), Fixes(Fixes) {}

  void start(clang::ASTContext &Ctx) override;

private:
  const PermissiveFixMap &Fixes;
};

} // namespace amp2hip

#endif
