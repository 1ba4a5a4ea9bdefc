//===- TypeSpelling.h - spell types valid at namespace scope ----*- C++ -*-===//
//
// A kernel is emitted at namespace scope, away from the function the user's
// lambda sat in, so the types of its parameters must be spelled so that they
// mean the same there: fully qualified, and without typedefs that are local
// to the function.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_TYPESPELLING_H
#define AMP2HIP_LIB_TYPESPELLING_H

#include "clang/AST/Type.h"

#include "llvm/ADT/SmallPtrSet.h"

#include <map>
#include <string>

namespace clang {
class ASTContext;
class Decl;
class NamedDecl;
} // namespace clang

namespace amp2hip {

/// The declaration (typedef, class or enum) local to a function that \p T
/// names, or nullptr; declarations in \p Ignore do not count.
const clang::NamedDecl *
localDeclIn(clang::QualType T,
            const llvm::SmallPtrSetImpl<const clang::Decl *> *Ignore = nullptr);

/// \p T spelled fully qualified; function-local typedefs are looked through.
std::string spellType(clang::QualType T, const clang::ASTContext &Ctx);

/// `spellType(T) + " " + Name`, with the name placed correctly for arrays.
std::string spellDeclaration(clang::QualType T, llvm::StringRef Name,
                             const clang::ASTContext &Ctx);

/// \p Spelled with each whole-word name of \p Words (not a qualified
/// name's last part) replaced by its value.
std::string replaceWords(std::string Spelled,
                         const std::map<std::string, std::string> &Words);

} // namespace amp2hip

#endif
