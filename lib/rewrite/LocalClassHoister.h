//===- LocalClassHoister.h - local classes a kernel names -------*- C++ -*-===//
//
// A kernel lives at namespace scope, so it cannot name a class declared
// inside the function that launches it (`class Foo {...}; array<Foo, 1>
// a(...);` captured by the kernel); nvcc refuses such types in captures and
// in kernel template arguments alike. When the class is self-contained (it
// names nothing else local to the function), its definition moves to just
// before the function, where both the function and the kernel see it:
//   `class Foo {...};`          -> moved whole
//   `const struct W {...} w(x);` -> `struct W {...};` moved, `const struct W
//                                   w(x);` stays
// Edits inside the class (restrictions, inferred specifiers) move with it.
// A local enum (the type of a captured variable) moves the same way.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_LOCALCLASSHOISTER_H
#define AMP2HIP_LIB_LOCALCLASSHOISTER_H

#include "foundation/TranslationContext.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSet.h"

namespace clang {
class ASTContext;
class TagDecl;
class Decl;
} // namespace clang

namespace amp2hip {

class LocalClassHoister {
public:
  explicit LocalClassHoister(TranslationContext &TC) : TC(TC) {}

  /// Moves \p RD's definition (a class's or an enum's) to offset \p InsertAt of
  /// its file (the start of the declaration that holds the function). True when
  /// \p RD is at namespace scope in the output, by this call or an earlier one;
  /// false when it cannot move (no name, a template, in a macro, names other
  /// local declarations, or its name is taken at namespace scope).
  /// \p Why: what names it (`a kernel`), said in the comment above it.
  bool hoist(const clang::TagDecl &RD, unsigned InsertAt,
             clang::ASTContext &Ctx, llvm::StringRef Why = "a kernel");

  /// Whether hoist() would move \p RD (or has).
  bool canHoist(const clang::TagDecl &RD) const;

  /// The classes moved so far (TC.HoistedClasses): kernels name them rather
  /// than re-declare.
  const llvm::SmallPtrSetImpl<const clang::Decl *> &hoisted() const {
    return TC.HoistedClasses;
  }

private:
  TranslationContext &TC;
};

} // namespace amp2hip

#endif
