//===- DeclarationRules.h - restrictions a declaration may have -*- C++ -*-===//
//
// Rules on how functions are declared, whatever they do: an extern "C"
// function has one name for the linker, so it has one restriction
// (Visual C++'s C3938) and no overload of another restriction (C2733);
// a destructor destroys what every constructor made, so its restrictions
// cover theirs (C3933). The HIP parse accepts all three: CUDA overloads on
// __host__ and __device__ whatever the linkage, and lets a destructor have
// any target.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_CHECK_DECLARATIONRULES_H
#define AMP2HIP_LIB_CHECK_DECLARATIONRULES_H

#include "check/AmpCode.h"

#include "clang/ASTMatchers/ASTMatchFinder.h"

namespace amp2hip {

class DeclarationRules : public RestrictionRule {
public:
  using RestrictionRule::RestrictionRule;

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  void checkExternC(const clang::FunctionDecl *F);
  void checkDestructor(const clang::CXXDestructorDecl *D);
};

} // namespace amp2hip

#endif
