//===- DeviceLambdaLifter.h - device lambdas nvcc takes nowhere -*- C++ -*-===//
//
// A restrict(amp) lambda in host code that is handed to a template
// (`amp_algorithms::generate(av, []() restrict(amp) { return 7; })`)
// becomes an nvcc extended lambda, `[] __device__ () {...}`. nvcc takes an
// extended lambda only in a function whose address code outside its class
// can take: not in a private or protected member function (GoogleTest's
// TEST and TEST_F bodies, TestBody, are private), not in a member of a
// local, unnamed or non-public nested class, not in a function whose return
// type is deduced. hipcc takes it anywhere. There, the lambda is written as
// the class it stands for, at namespace scope before the function (in an
// unnamed namespace): its captures the class's members, its body its
// operator()'s, and the lambda expression the class's aggregate
// initialization from the captured names, `generate_int_Test_TestBody_
// amp_lambda_0{}`. A class or enumeration of the function that the lambda
// names (its parameter's type, a captured variable's) moves out before it,
// as for a kernel (LocalClassHoister). A lambda whose body names what only
// the function or its class sees (an uncaptured local constant, the class's
// members, a local class that cannot move), or that is generic or in a
// template, is an error (AMP2HIP1025): as an extended lambda, hipcc would
// compile it and nvcc would not.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_REWRITE_DEVICELAMBDALIFTER_H
#define AMP2HIP_LIB_REWRITE_DEVICELAMBDALIFTER_H

#include "foundation/Step.h"

#include "llvm/ADT/StringMap.h"

#include <optional>
#include <string>
#include <vector>

namespace amp2hip {

/// Why nvcc takes no extended lambda where \p Lambda is (`a private member
/// function`), or none when it does.
std::optional<std::string>
nvccExtendedLambdaRefusal(const clang::LambdaExpr &Lambda);

/// Why \p Lambda cannot be written as a class at namespace scope (`it names
/// 'n', a local of its function, without capturing it`), or none when it
/// can; then \p LocalClasses holds the classes and enumerations of its
/// function that it names, which move out with it (LocalClassHoister).
std::optional<std::string>
liftBlocker(const clang::LambdaExpr &Lambda, TranslationContext &TC,
            std::vector<const clang::TagDecl *> &LocalClasses);

/// Writes each of TC.LiftedLambdas as a class at namespace scope, at the
/// finish: the edits inside its body (a property read as its getter) go
/// with it.
class DeviceLambdaLifter : public Step {
public:
  using Step::Step;

  void finish(clang::ASTContext &Ctx) override;

private:
  void lift(const LiftedLambda &L, clang::ASTContext &Ctx);
  /// A readable, unique class name from the enclosing function's name.
  std::string className(const clang::DeclContext *Enclosing);

  /// How many classes each enclosing function's name has given already.
  llvm::StringMap<unsigned> NamesUsed;
};

} // namespace amp2hip

#endif
