//===- KernelExtractor.cpp ------------------------------------------------===//

#include "rewrite/KernelExtractor.h"
#include "rewrite/DeclarationPlace.h"
#include "rewrite/KernelPlanner.h"
#include "rewrite/KernelPrinter.h"
#include "rewrite/KernelSelection.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

//===----------------------------------------------------------------------===//
// Collecting sites
//===----------------------------------------------------------------------===//

void KernelExtractor::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(callExpr(unless(isInTemplateInstantiation())).bind("call"),
                    this);
}

/// A kernel that is not a lambda: a function object, which the runtime's
/// parallel_for_each launches as written (amp2hip::functor_kernel).
void KernelExtractor::checkFunctionObject(const Expr &KernelArg) {
  QualType T = KernelArg.getType();
  if (T.isNull() || T->isDependentType())
    return; // known at instantiation; the runtime checks it then
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  bool AmpCall = false;
  if (RD && RD->hasDefinition()) {
    DeclarationName Call =
        RD->getASTContext().DeclarationNames.getCXXOperatorName(OO_Call);
    for (const NamedDecl *ND : RD->lookup(Call)) {
      const FunctionDecl *FD = ND->getAsFunction();
      const auto *Device = FD ? FD->getAttr<CUDADeviceAttr>() : nullptr;
      if (Device && (!Device->isImplicit() || RD->isLambda()))
        AmpCall = true;
    }
  }
  if (!AmpCall) {
    TC.report(KernelArg.getBeginLoc(), DiagId::KernelNotLambda);
    return;
  }
  // nvcc launches no kernel on a type local to a function: the class moves
  // out (extractAll, once every edit inside it is known).
  if (RD->isLocalClass() && !RD->isLambda())
    LocalFunctionObjects.push_back({RD, KernelArg.getBeginLoc()});
}

void KernelExtractor::run(const MatchFinder::MatchResult &Result) {
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>("call");
  std::optional<KernelLaunch> Launch = Call ? readLaunch(*Call) : std::nullopt;
  if (!Launch)
    return;
  SourceManager &SM = TC.SM;
  if (!TC.isRewritableFile(
          SM.getFileID(SM.getExpansionLoc(Call->getBeginLoc()))))
    return;
  // A call spelled in a macro stays as written: the runtime's
  // parallel_for_each launches its lambda (an extended __device__ lambda for
  // nvcc), whose restriction was rewritten where it is spelled.
  if (!isExtractedKernelCall(*Call, SM)) {
    // But nvcc's and hipcc's device lambdas capture only by value: `[&]`
    // is written `[=]` (RestrictRewriter), while `[&a]`, an array by
    // reference, needs an extracted kernel.
    if (const LambdaExpr *InMacro = Launch->Lambda)
      if (llvm::any_of(InMacro->explicit_captures(),
                       [](const LambdaCapture &C) {
                         return C.getCaptureKind() == LCK_ByRef;
                       }))
        TC.report(Call->getBeginLoc(), DiagId::KernelInMacro);
    return;
  }
  if (!Launch->Lambda) {
    // `auto k = [=](index<1> i) restrict(amp) {...}; parallel_for_each(e, k);`
    Launch->Variable = namedLocal(Launch->KernelArg);
    Launch->Lambda =
        Launch->Variable
            ? kernelLambdaOfVariable(*Launch->Variable, *Result.Context)
            : nullptr;
  }
  if (!Launch->Lambda) {
    checkFunctionObject(*Launch->KernelArg);
    return;
  }
  TC.Kernels.push_back(std::move(*Launch));
}

std::string KernelExtractor::kernelName(const DeclContext *DC) {
  std::string Base = enclosingFunctionName(DC);
  unsigned Ordinal = NamesUsed[Base]++;
  return Base + "_amp_kernel_" + std::to_string(Ordinal);
}

//===----------------------------------------------------------------------===//
// Extracting: plan, print, place
//===----------------------------------------------------------------------===//

/// The text of \p E with the edits made inside it (a property read written
/// as its getter, `index` qualified): the launch replaces the whole call,
/// and they would go with it.
static std::string argumentText(const Expr *E, TranslationContext &TC,
                                ASTContext &Ctx) {
  CharSourceRange Range = CharSourceRange::getTokenRange(E->getSourceRange());
  CharSourceRange File =
      Lexer::makeFileCharRange(Range, TC.SM, Ctx.getLangOpts());
  if (File.isInvalid())
    return TC.text(Range).str();
  return TC.edits(File.getBegin())
      .takeRange(TC.buffer(File.getBegin()), TC.offset(File.getBegin()),
                 TC.offset(File.getEnd()));
}

/// Replaces the parallel_for_each call by the launch of \p KernelRef.
static void replaceCall(KernelLaunch &Site, const KernelPlan &Plan,
                        llvm::StringRef KernelRef, TranslationContext &TC,
                        ASTContext &Ctx) {
  const CallExpr &Call = *Site.Call;
  std::string View =
      Call.getNumArgs() == 3 ? argumentText(Call.getArg(0), TC, Ctx) : "";
  std::string Launch =
      launch(Plan, KernelRef, View,
             argumentText(Call.getArg(Call.getNumArgs() - 2), TC, Ctx));
  CharSourceRange CallRange =
      CharSourceRange::getTokenRange(Call.getSourceRange());
  unsigned CallBegin = TC.offset(CallRange.getBegin());
  unsigned CallEnd = TC.offset(
      Lexer::getLocForEndOfToken(CallRange.getEnd(), 0, TC.SM, LangOptions()));
  Site.LaunchArguments = launchTemplateArguments(Plan, KernelRef);
  TC.edits(CallRange.getBegin()).dropRange(CallBegin, CallEnd);
  TC.edits(CallRange.getBegin())
      .replace(CallBegin, CallEnd - CallBegin, Launch);
}

/// The edits inside the body that the kernel at namespace scope needs: the
/// class's members qualified, a class template's bare name with its
/// arguments.
static void qualifyClassNames(const PlannedKernel &K, TranslationContext &TC,
                              const ASTContext &Ctx) {
  if (K.Access)
    for (const BodyScan::MemberRef &Ref : K.BodyMemberRefs)
      TC.edits(Ref.Loc).insert(TC.offset(Ref.Loc),
                               memberQualifier(Ref, *K.Access, TC, Ctx));
  for (const BodyScan::ClassQualifier &Q : K.OwnQualifiers)
    if (Q.Injected) {
      CharSourceRange Range = CharSourceRange::getTokenRange(Q.Name);
      unsigned Begin = TC.offset(Range.getBegin());
      TC.edits(Range.getBegin())
          .replace(Begin, TC.text(Range).size(), spellClass(Q.Class, Ctx));
    }
}

/// The friend declaration in each class of \p K.Friends, before its
/// closing brace, indented one step further than it.
static void befriend(const PlannedKernel &K, TranslationContext &TC) {
  std::string Friend = friendDeclaration(K.Plan);
  for (const CXXRecordDecl *RD : K.Friends) {
    SourceLocation Close = RD->getBraceRange().getEnd();
    unsigned At = TC.offset(Close);
    llvm::StringRef Line = TC.buffer(Close).take_front(At);
    Line = Line.substr(Line.rfind('\n') + 1);
    if (!Line.trim().empty())
      TC.edits(Close).insert(At, Friend);
    else
      TC.edits(Close).insert(At - Line.size(), indentLines(Friend, Line));
  }
}

void KernelExtractor::extract(KernelLaunch &Launch, ASTContext &Ctx) {
  std::optional<PlannedKernel> K = planKernel(Launch, TC, Hoister, Ctx);
  if (!K)
    return;
  const CallExpr &Call = *Launch.Call;
  // A lambda kept in a variable and launched again: the same kernel.
  if (auto Known = KernelOfLambda.find(Launch.Lambda);
      Known != KernelOfLambda.end()) {
    replaceCall(Launch, K->Plan, Known->second, TC, Ctx);
    return;
  }
  K->Plan.Name = kernelName(Launch.Lambda->getLambdaClass()->getDeclContext());
  qualifyClassNames(*K, TC, Ctx);
  const CompoundStmt *Body = K->Body;
  std::string BodyText = TC.edits(Body->getLBracLoc())
                             .takeRange(TC.buffer(Body->getLBracLoc()),
                                        TC.offset(Body->getLBracLoc()) + 1,
                                        TC.offset(Body->getRBracLoc()));
  std::string Kernel = kernelDefinition(K->Plan, BodyText);
  std::string KernelRef = kernelReference(K->Plan);
  KernelOfLambda[Launch.Lambda] = KernelRef;
  replaceCall(Launch, K->Plan, KernelRef, TC, Ctx);
  if (Launch.Variable)
    removeKernelVariable(*Launch.Variable, K->Plan.Name, Ctx);
  SourceEdits &Edits = TC.edits(Call.getBeginLoc());
  if (K->Access && K->Access->DefinedAfter) {
    // Declared where the launch can name it, defined after the class.
    Edits.insert(K->InsertAt, kernelDeclaration(K->Plan),
                 SourceEdits::KernelInsertion);
    Edits.insert(offsetAfterClass(*K->Access->DefinedAfter, TC),
                 "\n" + llvm::StringRef(Kernel).drop_back().str(),
                 SourceEdits::KernelInsertion);
  } else {
    Edits.insert(K->InsertAt, Kernel, SourceEdits::KernelInsertion);
  }
  befriend(*K, TC);
  TC.stats(Call.getBeginLoc())
      .add(K->Plan.Domain.Tiled ? MappingId::TiledKernel : MappingId::Kernel);
}

void KernelExtractor::removeKernelVariable(const VarDecl &V,
                                           StringRef KernelName,
                                           ASTContext &Ctx) {
  const DeclStmt *DS = declaringStmt(&V, Ctx);
  if (!DS || !DS->isSingleDecl() || !TC.isRewritable(DS->getBeginLoc()) ||
      !TC.isRewritable(DS->getEndLoc()))
    return;
  unsigned Begin = TC.offset(DS->getBeginLoc());
  unsigned End = TC.offset(DS->getEndLoc()) + 1; // the `;`
  SourceEdits &Edits = TC.edits(DS->getBeginLoc());
  Edits.dropRange(Begin, End);
  Edits.replace(Begin, End - Begin,
                removedVariable(V.getNameAsString(), KernelName));
}

void KernelExtractor::extractAll(ASTContext &Ctx) {
  // Source order, so that kernel ordinals follow the file.
  std::stable_sort(TC.Kernels.begin(), TC.Kernels.end(),
                   [&](const KernelLaunch &A, const KernelLaunch &B) {
                     return TC.SM.isBeforeInTranslationUnit(
                         A.Call->getBeginLoc(), B.Call->getBeginLoc());
                   });
  for (KernelLaunch &Site : TC.Kernels)
    extract(Site, Ctx);
  for (auto [RD, Loc] : LocalFunctionObjects) {
    const Decl *Outer = outermostDecl(RD->getDeclContext());
    if (!Outer || !Hoister.hoist(*RD, offsetBefore(Outer, TC, Ctx), Ctx))
      TC.report(Loc, DiagId::LocalFunctionObject)
          << RD->getNameAsString()
          << cast<NamedDecl>(RD->getDeclContext())->getNameAsString();
  }
}

} // namespace amp2hip
