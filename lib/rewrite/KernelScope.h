//===- KernelScope.h - what a kernel at namespace scope sees ----*- C++ -*-===//
//
// A kernel leaves the function (and the class) its lambda was written in
// for namespace scope. These functions say what it sees there and what it
// must say again: the using-declarations of the blocks it leaves, the
// template parameters in scope, the macros #defined inside the function,
// and whether a name or a type argument means the same outside.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_REWRITE_KERNELSCOPE_H
#define AMP2HIP_LIB_REWRITE_KERNELSCOPE_H

#include "foundation/TranslationContext.h"

#include "clang/AST/TypeLoc.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace clang {
class LambdaExpr;
class ParmVarDecl;
} // namespace clang

namespace amp2hip {

/// What the kernel at namespace scope must say again to see the names the
/// lambda's body saw: the `using` declarations, using-directives and
/// namespace aliases of the blocks around it that come before it
/// (`namespace fm = concurrency::fast_math;`), outermost first, and, for a
/// function defined outside its namespace (`void N::scale() {...}`), that
/// namespace.
std::vector<std::string> scopeUsings(const clang::LambdaExpr &Lambda,
                                     TranslationContext &TC,
                                     clang::ASTContext &Ctx);

/// The template-id the declaration \p P spells its type with, looking
/// through references, cv-qualifiers and `concurrency::`.
std::optional<clang::TemplateSpecializationTypeLoc>
spelledTemplateId(const clang::ParmVarDecl &P);

/// True when \p E names only what a kernel at namespace scope sees as well:
/// macros, literals, constants at namespace scope, template parameters (the
/// kernel carries them over). A function's or a class's constant is not.
bool visibleAtNamespaceScope(const clang::Expr &E, clang::ASTContext &Ctx);

/// True when \p E reads a parameter, a local variable that is not const,
/// a const one computed from those (`const int h = n / 2;` after `const int
/// n = v.size();`) or the object (`cols()`, `w` in a member function): its
/// value is known only at run time.
bool namesVariables(const clang::Expr &E, clang::ASTContext &Ctx,
                    unsigned Depth = 0);

/// True when \p P spells its type as a template-id with an argument that
/// means something else, or nothing, at namespace scope.
bool argsHiddenAtNamespaceScope(const clang::ParmVarDecl &P,
                                clang::ASTContext &Ctx);

/// The arguments of the index type as the source spells them, when each is
/// spelled in a rewritable file and means the same at namespace scope.
std::optional<std::vector<std::string>>
spelledDomainArgs(const clang::ParmVarDecl &P, TranslationContext &TC,
                  clang::ASTContext &Ctx);

/// Whether \p T is a class member type that is not public (itself or a
/// class it is nested in): a name code at namespace scope cannot spell.
bool isPrivateNested(clang::QualType T);

/// Whether \p T is the template parameter a generic lambda invents for an
/// `auto` parameter (in scope at \p DC), which no code can name. The
/// parameter's type is often the canonical one, without the declaration.
bool isInventedParameter(clang::QualType T, const clang::DeclContext *DC);

/// The template parameters in scope at the lambda, outermost first:
/// (declaration text, argument text) pairs such as ("int TS", "TS").
std::vector<std::pair<std::string, std::string>>
enclosingTemplateParameters(const clang::DeclContext *DC,
                            TranslationContext &TC);

/// The `#define` lines of the macros that \p Lambda uses (directly or in
/// another's expansion) and that are defined inside \p Outer: the kernel,
/// written before Outer, would not see them. Each is written again before
/// the kernel; the user's stays, an identical redefinition being allowed.
std::string localMacroDefinitions(const clang::LambdaExpr &Lambda,
                                  const clang::Decl &Outer,
                                  TranslationContext &TC);

} // namespace amp2hip

#endif
