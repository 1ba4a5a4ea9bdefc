//===- TileStaticRules.cpp ------------------------------------------------===//

#include "check/TileStaticRules.h"
#include "check/TypeRules.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/ASTMatchers/ASTMatchers.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

void TileStaticRules::registerMatchers(MatchFinder &Finder) {
  // tile_static is __attribute__((shared)) in the parse.
  Finder.addMatcher(varDecl(hasAttr(attr::CUDAShared)).bind("variable"), this);
}

void TileStaticRules::run(const MatchFinder::MatchResult &Result) {
  if (const auto *V = Result.Nodes.getNodeAs<VarDecl>("variable"))
    Variables.push_back(V);
}

bool TileStaticRules::reportOnce(SourceLocation Loc, DiagId Id,
                                 StringRef Name) {
  Loc = TC.SM.getExpansionLoc(Loc);
  if (inSystemCode(TC.SM, Loc))
    return false;
  return Reported
      .insert({Loc.getRawEncoding(), static_cast<unsigned>(Id), Name.str()})
      .second;
}

/// The restrict(amp) or restrict(amp,cpu) function (or lambda) whose local
/// variable \p V is, if any.
static const FunctionDecl *ampFunctionOf(const VarDecl &V) {
  if (!V.isLocalVarDecl())
    return nullptr;
  const auto *F = dyn_cast_or_null<FunctionDecl>(V.getParentFunctionOrMethod());
  return F && F->hasAttr<CUDADeviceAttr>() ? F : nullptr;
}

/// Why tile_static memory cannot hold a \p T (a pointer or reference, also
/// inside a class or array), or nothing when it can.
static std::optional<std::string> pointerIn(QualType T, const SourceManager &SM,
                                            unsigned Depth = 0) {
  T = T.getCanonicalType();
  if (T->isReferenceType())
    return std::string("it is a reference");
  if (T->isAnyPointerType() || T->isMemberPointerType() || T->isNullPtrType())
    return std::string("it is a pointer");
  if (const ArrayType *A = T->getAsArrayTypeUnsafe())
    return pointerIn(A->getElementType(), SM, Depth);
  const CXXRecordDecl *Class = T->getAsCXXRecordDecl();
  if (!Class || !Class->hasDefinition() || Depth > 16)
    return std::nullopt;
  auto Why = [&](QualType Inner,
                 StringRef Member) -> std::optional<std::string> {
    std::optional<std::string> Inside = pointerIn(Inner, SM, Depth + 1);
    if (!Inside)
      return std::nullopt;
    // The runtime's classes (array_view, the texture views) hold pointers
    // the user never named: the outermost one is named.
    if (inSystemCode(SM, Class->getLocation()))
      return "'" + Class->getNameAsString() +
             "' refers to memory through a pointer";
    Inner = Inner.getCanonicalType();
    bool Direct = Inner->isReferenceType() || Inner->isAnyPointerType() ||
                  Inner->isMemberPointerType() || Inner->isNullPtrType();
    if (!Direct)
      return Inside; // said by the class that holds it
    std::string What = Inner->isReferenceType() ? "reference" : "pointer";
    if (Depth == 0 && !Member.empty())
      return "its member '" + Member.str() + "' is a " + What;
    return "'" + Class->getNameAsString() + "' holds a " + What;
  };
  for (const CXXBaseSpecifier &Base : Class->bases())
    if (auto W = Why(Base.getType(), ""))
      return W;
  for (const FieldDecl *Field : Class->fields())
    if (auto W = Why(Field->getType(), Field->getName()))
      return W;
  return std::nullopt;
}

void TileStaticRules::onEndOfTranslationUnit() {
  // Where the parse kept tile_static on a local variable of amp code.
  llvm::DenseSet<unsigned> OnAmpLocals;
  for (const VarDecl *V : Variables) {
    const FunctionDecl *F = ampFunctionOf(*V);
    if (!F)
      continue;
    OnAmpLocals.insert(
        TC.SM.getFileLoc(V->getAttr<CUDASharedAttr>()->getLocation())
            .getRawEncoding());
    if (V->getType()->isDependentType())
      continue;
    // A class amp code cannot have at all (a pointer member): TypeRules
    // says so (C3581).
    if (unsupportedInAmp(V->getType(), TC.SM,
                         F->getASTContext().getPrintingPolicy()))
      continue;
    if (std::optional<std::string> Why = pointerIn(V->getType(), TC.SM)) {
      if (reportOnce(V->getLocation(), DiagId::TileStaticType, V->getName()))
        TC.report(V->getLocation(), DiagId::TileStaticType)
            << V->getName() << V->getType() << *Why;
      continue;
    }
    for (const Kernel *K : Kernels.kernelsReaching(F)) {
      if (K->Tiled)
        continue;
      if (reportOnce(V->getLocation(), DiagId::TileStaticNotTiled,
                     V->getName())) {
        TC.report(V->getLocation(), DiagId::TileStaticNotTiled) << V->getName();
        TC.note(K->Call->getBeginLoc(),
                "the parallel_for_each that runs it, over an extent");
      }
      break;
    }
  }
  // Everywhere else (a function, a member, a parameter, a global, CPU code).
  for (SourceLocation Use : TC.TileStaticUses)
    if (!OnAmpLocals.count(Use.getRawEncoding()) &&
        reportOnce(Use, DiagId::TileStaticPlacement, ""))
      TC.report(Use, DiagId::TileStaticPlacement);
}

} // namespace amp2hip
