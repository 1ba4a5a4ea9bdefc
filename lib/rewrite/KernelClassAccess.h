//===- KernelClassAccess.h - a kernel that leaves its class -----*- C++ -*-===//
//
// A kernel launched in a member function names the class's static members,
// enumerators and nested types through the class, as its friend; declared
// before the class when the launch is inside it, defined after it. These
// functions work out that access and spell what the kernel writes.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_REWRITE_KERNELCLASSACCESS_H
#define AMP2HIP_LIB_REWRITE_KERNELCLASSACCESS_H

#include "foundation/TranslationContext.h"
#include "rewrite/KernelBodyScan.h"
#include "rewrite/KernelPlan.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <optional>
#include <string>
#include <vector>

namespace amp2hip {

/// How a kernel reaches the class whose member function launches it: the
/// kernel is the class's friend and names its members through the class.
struct ClassAccess {
  const clang::CXXMethodDecl *Method; ///< the member function holding the call
  const clang::CXXRecordDecl *Class;  ///< its class
  /// The member function is defined inside its class: the kernel is
  /// declared before the outermost class, where the launch can name it, and
  /// defined after it, where the class is complete.
  const clang::CXXRecordDecl *DefinedAfter = nullptr;
};

/// The access a kernel launched in \p Enclosing gets to its class, or none
/// when the friend declarations or the kernel have no place to go.
std::optional<ClassAccess> classAccess(const clang::DeclContext *Enclosing,
                                       const clang::Decl *Outer,
                                       TranslationContext &TC);

/// \p RD's type as code at namespace scope names it: `C`, `C<T>`,
/// `Outer<T>::Inner`.
std::string spellClass(const clang::CXXRecordDecl *RD,
                       const clang::ASTContext &Ctx);

/// What the kernel writes before a member's name: `C::`, `C<T>::`, and
/// `typename` before a type of a class template. A base class's member is
/// named through the class itself; a member function defined outside its
/// class names it as its own definition does (`C<U>::`).
std::string memberQualifier(const BodyScan::MemberRef &Ref,
                            const ClassAccess &Access, TranslationContext &TC,
                            const clang::ASTContext &Ctx);

/// \p E, a constant expression, as the kernel at namespace scope reads it:
/// a class's constant qualified by \p Qualify, as the body's names are
/// (`Reducer<TileSize>::tile_size`), the class template's bare name with
/// its arguments, a function's constant replaced by its initializer,
/// spelled the same way. None when a name cannot be written so (spelled
/// in a macro, a constant without initializer); \p Unspellable is that
/// name.
std::optional<std::string> spellAtNamespaceScope(
    const clang::Expr &E, TranslationContext &TC, clang::ASTContext &Ctx,
    llvm::function_ref<std::string(const BodyScan::MemberRef &)> Qualify,
    const clang::NamedDecl *&Unspellable, unsigned Depth = 0);

/// The offset just after the line that ends the definition of \p RD
/// (`};`): where a kernel that needs the class complete goes.
unsigned offsetAfterClass(const clang::CXXRecordDecl &RD,
                          TranslationContext &TC);

/// Makes the parameter declarations \p Params of a kernel declared before
/// class \p Outer valid there, and the expressions \p Values (the
/// domain's arguments, `C::tile_size`): for a class template,
/// \p ClassDeclaration declares it (`template <typename T> class C;`); for
/// a class, each `C::` becomes `typename amp_C::` (`amp_C::` in a value),
/// with amp_C a new template parameter of the kernel whose argument is C.
void nameClassBeforeIt(const clang::CXXRecordDecl &Outer,
                       std::vector<KernelParam> &Params,
                       std::vector<std::string> &Values,
                       std::vector<std::string> &TemplateDecls,
                       std::vector<std::string> &TemplateArgs,
                       std::string &ClassDeclaration, TranslationContext &TC,
                       const clang::ASTContext &Ctx);

} // namespace amp2hip

#endif
