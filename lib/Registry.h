//===- Registry.h - the translation's steps, in the order they run -*- C++ -*-//
//
// Every rule family, rewrite and count of the translation is a Step
// (foundation/Step.h says how they run); translationSteps makes them, in
// one list. Adding a rewrite is a file (a Step) and one line there.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_REGISTRY_H
#define AMP2HIP_LIB_REGISTRY_H

#include "check/AmpCode.h"
#include "foundation/PermissiveFix.h"
#include "foundation/Step.h"

#include <memory>
#include <vector>

namespace clang {
class CompilerInstance;
}

namespace amp2hip {

class RestrictSyntax;
struct VisualCppUse;

/// What the steps are made from: the translation's context and compiler,
/// and what the parse left.
struct StepInputs {
  TranslationContext &TC;
  clang::CompilerInstance &CI;
  /// The edits of a retry (PermissiveFixes), empty on a first parse.
  const PermissiveFixMap &Fixes;
  /// What the parse made of each `restrict(...)`.
  const RestrictSyntax &Syntax;
  /// The Visual C++ headers the compatibility layer answered, and the names
  /// nothing declared.
  const VisualCppUse &VisualCpp;
  /// The reporter the restriction checker's rule families share: a
  /// violation two families see is reported once.
  ViolationReporter Violations{TC};
};

/// The steps of one translation, in the order they run.
std::vector<std::unique_ptr<Step>> translationSteps(StepInputs &In);

} // namespace amp2hip

#endif
