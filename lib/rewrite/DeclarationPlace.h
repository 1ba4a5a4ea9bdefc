//===- DeclarationPlace.h - where code in front of a declaration goes -*- C++
//-*-===//
//
// Kernels, the local classes they need and the runtime header of Visual
// C++'s macros are written in front of the namespace-scope declaration that
// holds the code needing them: before its template header and the comment
// that documents it, at the start of its line.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_DECLARATIONPLACE_H
#define AMP2HIP_LIB_DECLARATIONPLACE_H

#include "foundation/TranslationContext.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/TypeLoc.h"

namespace amp2hip {

/// The declaration at namespace scope that (lexically) holds \p DC.
const clang::Decl *outermostDecl(const clang::DeclContext *DC);

/// The name of the function that (lexically) holds \p DC, as code names
/// what it extracts from it: `Class_method`, `ctor`, or `file` at namespace
/// scope; characters that are not an identifier's become `_`.
std::string enclosingFunctionName(const clang::DeclContext *DC);

/// One step of the user's indentation: the first statement of the function
/// \p DC against the function's own line; two blanks when they do not tell
/// (one line, no function).
std::string indentStep(const clang::DeclContext *DC,
                       const TranslationContext &TC);

/// Where a declaration's text starts: its template header, and the comment
/// that documents it.
clang::SourceLocation declarationStart(const clang::Decl *D,
                                       const clang::ASTContext &Ctx);

/// Offset, in its file, of the start of the line on which \p Outer's text
/// starts: where code that must precede it goes.
unsigned offsetBefore(const clang::Decl *Outer, TranslationContext &TC,
                      const clang::ASTContext &Ctx);

/// The first declaration that \p TL names (a type, a template, a constant
/// in a template argument) whose first declaration comes after \p Loc in
/// the translation unit: text written at \p Loc cannot name it. Null when
/// \p Loc sees all of them.
const clang::NamedDecl *declaredAfter(clang::TypeLoc TL,
                                      clang::SourceLocation Loc,
                                      const clang::SourceManager &SM);

} // namespace amp2hip

#endif
