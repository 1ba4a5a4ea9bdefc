//===- LateTemplates.h - templates parsed as Visual C++ parsed them -*- C++
//-*-//
//
// Visual C++ before /permissive- parsed a template's body when it
// instantiated it, so a header's template may name a function or class
// template that a header included after it declares (amp-algorithms'
// xx_amp_algorithms_impl.h names amp_algorithms::plus<T>, which
// amp_algorithms.h declares after its #include of it). Clang's
// -fdelayed-template-parsing is its emulation of that: the retry parses
// once so (PermissiveFixes asks for it) to learn which declaration each such
// name means, and these write a declaration of it before the template;
// the next round parses the edited text as standard C++, and that parse's
// AST and text are what the translation uses.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_LATETEMPLATES_H
#define AMP2HIP_LIB_LATETEMPLATES_H

#include "foundation/PermissiveFix.h"

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/ArrayRef.h"

#include <utility>
#include <vector>

namespace clang {
class DeclContext;
class Sema;
} // namespace clang

namespace amp2hip {

/// Parses every template body -fdelayed-template-parsing has left unparsed
/// (those no instantiation needed), at the end of the translation unit, as
/// Visual C++ read them: names are looked up among all the file's
/// declarations. The parser is still alive while the consumer handles the
/// translation unit.
void parseLateTemplates(clang::Sema &S);

/// A name a template's body left undeclared where the delayed parse does not
/// delay it (a class template's members): the context it was met in, and
/// where.
struct UndeclaredUse {
  const clang::DeclContext *Context;
  clang::SourceLocation Loc;
};

/// For each function or class template (or function, class or enumeration)
/// at namespace scope, outside system headers, that a late-parsed
/// template's body names before its declaration, or that one of \p Uses
/// finds once the file is parsed: its declaration (an enumeration's
/// definition), written before the outermost namespace (or the template
/// itself) around the first template that names it, in its own namespaces,
/// with the removals that move its default arguments there (Silent).
/// Offsets are in the text as parsed; each fix with the file it edits.
std::vector<std::pair<clang::FileID, PermissiveFix>>
lateNameDeclarations(clang::Sema &S, llvm::ArrayRef<UndeclaredUse> Uses);

} // namespace amp2hip

#endif
