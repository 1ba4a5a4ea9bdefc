//===- KernelSelection.h - which launches become named kernels --*- C++ -*-===//
//
// A parallel_for_each call spelled outside macros becomes a named kernel and
// a launch; so does one whose kernel is a local variable holding a lambda,
// when every use of the variable is a launch and nothing the lambda copies
// may change before one. The rewrites that run before the extraction
// (RestrictRewriter) ask the same questions.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_REWRITE_KERNELSELECTION_H
#define AMP2HIP_LIB_REWRITE_KERNELSELECTION_H

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"

namespace clang {
class ASTContext;
class LambdaExpr;
class SourceManager;
} // namespace clang

namespace amp2hip {

/// True for a parallel_for_each call that becomes a named kernel and a
/// launch: one spelled outside macros, whose lambda body (if the kernel is
/// a lambda written in the call) is too. Other calls stay as written.
bool isExtractedKernelCall(const clang::CallExpr &Call,
                           const clang::SourceManager &SM);

/// The lambda that initializes local variable \p V when every use of V is
/// the kernel of a parallel_for_each: such a lambda is extracted as a kernel,
/// and its declaration goes with it. Not when a variable it copies may
/// change before a launch (copyChangedBeforeLaunch) and it captures nothing
/// by reference: it is launched as written, and keeps its copies.
const clang::LambdaExpr *kernelLambdaOfVariable(const clang::VarDecl &V,
                                                clang::ASTContext &Ctx);

/// A variable that the lambda initializing \p V captures by value and that
/// the function may change between the lambda and a parallel_for_each that
/// launches V, or an init-capture whose initializer is not a constant: the
/// kernel made of the lambda, whose parameters are passed (and initializers
/// evaluated) at the launch, would see the change.
const clang::VarDecl *copyChangedBeforeLaunch(const clang::VarDecl &V,
                                              clang::ASTContext &Ctx);

/// The DeclStmt that declares \p D, if D is a function-local declaration.
const clang::DeclStmt *declaringStmt(const clang::Decl *D,
                                     clang::ASTContext &Ctx);

/// The local variable \p E names, looking through the copy Clang makes of
/// an argument passed by value (not a reference).
const clang::VarDecl *namedLocal(const clang::Expr *E);

} // namespace amp2hip

#endif
