//===- NvccOverloads.h - calls nvcc would resolve otherwise -----*- C++ -*-===//
//
// C++ AMP leaves a function of the wrong restriction out of overload
// resolution, and so does Clang parsing as HIP: a cpu call of `f(v)` with
// `int f(int &) restrict(amp)` and `int f(const int &)` calls the second.
// nvcc ranks all overloads as if they had no execution space, picks
// `f(int &)` and then rejects the call ("calling a __device__ function from
// a __host__ function"), or finds two of them ambiguous.
//
// A call (or construction) whose callee has, in its own scope, an overload
// of another restriction is resolved again as nvcc does: Sema's overload
// resolution with CUDA off, over the callee's overloads (those the
// RestrictRewriter pairs per compilation pass left out). Where nvcc's choice
// is not the function C++ AMP chose:
//  - the arguments are cast to the chosen function's parameter types when
//    that makes nvcc choose it too (`f(static_cast<const int &>(v))`);
//  - otherwise the translation stops with AMP2HIP1160 at the call (for a
//    copy made by an implicitly defined constructor, at the construction
//    that uses it).
// Calls whose callee has no overload on restriction, the common case, cost
// one name lookup.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_NVCCOVERLOADS_H
#define AMP2HIP_LIB_NVCCOVERLOADS_H

#include "foundation/Step.h"

#include "clang/AST/TypeLoc.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace clang {
class CompilerInstance;
}

namespace amp2hip {

class NvccOverloads : public Step {
public:
  NvccOverloads(TranslationContext &TC, clang::CompilerInstance &CI)
      : Step(TC), CI(CI) {}

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  /// The call as nvcc sees it: the function C++ AMP chose, the arguments as
  /// written and, for a member call, the object.
  struct Call {
    const clang::FunctionDecl *Chosen = nullptr;
    llvm::SmallVector<clang::Expr *, 4> Args;
    const clang::Expr *Object = nullptr;
    bool ObjectIsPointer = false;
    clang::SourceLocation Loc;
  };
  enum class Verdict { Same, Cast, Other };
  /// What nvcc makes of \p C: the same function, the same once the
  /// arguments are cast, or another function (or an ambiguity): \p Other.
  Verdict judge(const Call &C, const clang::FunctionDecl *&Other);
  /// nvcc's best candidate for \p C with \p Args, or null when ambiguous
  /// (\p Viable false when none is viable: nothing nvcc would say is known).
  const clang::FunctionDecl *
  nvccChoice(const Call &C, llvm::ArrayRef<clang::Expr *> Args, bool &Viable);
  void checkCall(const clang::CallExpr &E);
  void checkConstruct(const clang::CXXConstructExpr &E, clang::ASTContext &Ctx);
  /// The constructions inside an implicitly defined constructor, reported
  /// at \p User.
  void checkImplicit(const clang::CXXConstructorDecl &Ctor,
                     clang::SourceLocation User);
  /// A class template instantiation in which a restrict(cpu) and a
  /// restrict(amp) member take the same parameters, though the template's
  /// members differ (`operator X()` and `operator T()` with T = X): nvcc
  /// cannot declare both, and no pass split can tell them apart.
  void checkInstantiation(const clang::ClassTemplateSpecializationDecl &Spec);
  /// `decltype(e())` where e's overload on restriction alone returns
  /// another type: each nvcc pass sees one of the two (RestrictRewriter),
  /// so the type is spelled as C++ AMP resolves it.
  void spellDecltype(clang::DecltypeTypeLoc TL, clang::ASTContext &Ctx);
  /// Casts \p C's arguments to its function's parameter types; false when
  /// an argument cannot be edited (a macro's).
  bool castArguments(const Call &C);
  /// Acts on judge's verdict for a call or construction: nothing, the
  /// arguments cast, or the error.
  void settle(const Call &C);
  void reportOther(const Call &C, const clang::FunctionDecl *Other,
                   clang::SourceLocation At);

  clang::CompilerInstance &CI;
  llvm::SmallPtrSet<const clang::CXXConstructorDecl *, 4> ImplicitSeen;
  /// A decltype in a template is met in each instantiation too.
  llvm::DenseSet<clang::SourceLocation> SpelledDecltypes;
};

} // namespace amp2hip

#endif
