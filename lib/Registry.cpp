//===- Registry.cpp - the translation's steps, in the order they run ------===//

#include "Registry.h"
#include "check/CallRules.h"
#include "check/CaptureRules.h"
#include "check/CopyRules.h"
#include "check/DeclarationRules.h"
#include "check/Direct3dInterop.h"
#include "check/ElementTypeRules.h"
#include "check/PropertyRules.h"
#include "check/RecursionRules.h"
#include "check/SemanticChecks.h"
#include "check/StatementRules.h"
#include "check/TileStaticDeclarations.h"
#include "check/TypeRules.h"
#include "parse/PermissiveFixReport.h"
#include "parse/PreprocessorRecorder.h"
#include "parse/VisualCppRecorder.h"
#include "report/UsageCounter.h"
#include "rewrite/DependentStaticAssert.h"
#include "rewrite/DeviceCallRewriter.h"
#include "rewrite/DeviceLambdaLifter.h"
#include "rewrite/EntryPointRewriter.h"
#include "rewrite/GlibcNameRename.h"
#include "rewrite/IndexQualifier.h"
#include "rewrite/KernelExtractor.h"
#include "rewrite/NvccDependentAuto.h"
#include "rewrite/NvccOverloads.h"
#include "rewrite/PplInclude.h"
#include "rewrite/PropertyRewriter.h"
#include "rewrite/RestrictRewriter.h"
#include "rewrite/RestrictionTwins.h"
#include "rewrite/VisualCppConditions.h"
#include "rewrite/VisualCppLong.h"

#include "clang/Frontend/CompilerInstance.h"

#include <functional>

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

namespace {

/// A step that is one function of the translation unit, run at the start
/// (before any matcher) or at the finish.
class FunctionStep : public Step {
public:
  enum When { AtStart, AtFinish };
  FunctionStep(TranslationContext &TC, When W,
               std::function<void(ASTContext &)> Work)
      : Step(TC), W(W), Work(std::move(Work)) {}

  void start(ASTContext &Ctx) override {
    if (W == AtStart)
      Work(Ctx);
  }
  void finish(ASTContext &Ctx) override {
    if (W == AtFinish)
      Work(Ctx);
  }

private:
  When W;
  std::function<void(ASTContext &)> Work;
};

/// The kernel extractor collects the launches while matching and extracts
/// them at the finish, once every edit inside their bodies is made.
class KernelExtraction : public Step {
public:
  explicit KernelExtraction(TranslationContext &TC) : Step(TC), Extractor(TC) {}

  void registerMatchers(MatchFinder &Finder) override {
    Extractor.registerMatchers(Finder);
  }
  void finish(ASTContext &Ctx) override { Extractor.extractAll(Ctx); }

private:
  KernelExtractor Extractor;
};

/// The list being made: add<T>(...) appends a T made from the arguments.
class StepList {
public:
  template <class T, class... Args> void add(Args &&...A) {
    Steps.push_back(std::make_unique<T>(std::forward<Args>(A)...));
  }
  std::vector<std::unique_ptr<Step>> take() { return std::move(Steps); }

private:
  std::vector<std::unique_ptr<Step>> Steps;
};

} // namespace

std::vector<std::unique_ptr<Step>> translationSteps(StepInputs &In) {
  TranslationContext &TC = In.TC;
  using F = FunctionStep;
  StepList S;
  // parse: what it left, reported or settled before any matcher runs.
  S.add<PermissiveFixReport>(TC, In.Fixes);
  S.add<F>(TC, F::AtStart,
           [&](ASTContext &) { In.VisualCpp.reportUncovered(TC); });
  S.add<F>(TC, F::AtStart,
           [&](ASTContext &) { settleRestrictUses(TC, In.Syntax); });
  // check: the tiling checks, then the restriction checker's rule families
  // (where two see one violation, the first reports), then the rest.
  S.add<SemanticChecks>(TC);
  S.add<TypeRules>(TC, In.Violations);
  S.add<CallRules>(TC, In.Violations);
  S.add<StatementRules>(TC, In.Violations);
  S.add<CaptureRules>(TC, In.Violations);
  S.add<ElementTypeRules>(TC, In.Violations);
  S.add<DeclarationRules>(TC, In.Violations);
  S.add<CopyRules>(TC, In.Violations);
  S.add<PropertyRules>(TC, In.Violations);
  S.add<RecursionRules>(TC, In.Violations);
  S.add<TileStaticDeclarations>(TC);
  S.add<Direct3dInterop>(TC);
  // rewrite (and the usage count among them, as it always ran).
  S.add<RestrictRewriter>(TC);
  S.add<IndexQualifier>(TC);
  S.add<GlibcNameRename>(TC);
  S.add<DeviceCallRewriter>(TC);
  S.add<EntryPointRewriter>(TC);
  S.add<PplInclude>(TC);
  S.add<DependentStaticAssert>(TC);
  S.add<NvccDependentAuto>(TC);
  // At the finish, before the kernels are extracted: a kernel's body moves
  // with the edits made inside it.
  S.add<F>(TC, F::AtFinish,
           [&TC](ASTContext &Ctx) { writeVisualCppConditions(TC, Ctx); });
  S.add<F>(TC, F::AtFinish,
           [&TC](ASTContext &Ctx) { writeVisualCppLong(TC, Ctx); });
  S.add<DeviceLambdaLifter>(TC);
  S.add<KernelExtraction>(TC);
  // After the kernels: a body that moves takes the launches made in it.
  S.add<RestrictionTwins>(TC);
  S.add<UsageCounter>(TC);
  S.add<PropertyRewriter>(TC);
  S.add<NvccOverloads>(TC, In.CI);
  return S.take();
}

} // namespace amp2hip
