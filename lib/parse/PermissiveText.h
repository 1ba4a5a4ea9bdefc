//===- PermissiveText.h - reading the text a permissive fix edits -*- C++ -*-=//
//
// The retry's edits (PermissiveFixes.h) are worked out on the text of the
// file as parsed: where Clang's diagnostic points, these read the name, the
// call, the argument or the declaration to edit.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_PERMISSIVETEXT_H
#define AMP2HIP_LIB_PERMISSIVETEXT_H

#include "foundation/PermissiveFix.h"

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <utility>
#include <vector>

namespace amp2hip {

/// The identifier that starts at \p Offset of \p Text.
llvm::StringRef identifierAt(llvm::StringRef Text, unsigned Offset);

/// The qualified name at \p Offset: `C::value_type`.
llvm::StringRef qualifiedNameAt(llvm::StringRef Text, unsigned Offset);

/// The offset of the `(` that opens the parenthesis around \p Offset, and
/// the identifier before it: `assert` in `assert(c, "msg")`.
std::optional<std::pair<unsigned, llvm::StringRef>>
enclosingCall(llvm::StringRef Text, unsigned Offset);

/// The declaration that starts at \p Start of \p Text, up to its body or
/// its `;` (on this line or the next ones): its tokens as written, without
/// comments (a `//` one would hide the `;`). Its default arguments are
/// kept, and where each is in Text (` = 2`) added to \p Defaults: they may
/// be given only once, so they move to the copy.
std::optional<std::string>
declarationHead(llvm::StringRef Text, size_t Start,
                std::vector<std::pair<unsigned, unsigned>> &Defaults);

/// For a call at \p Offset, in a template, of a function that the file
/// defines after the template at the same scope: the function's
/// declaration, inserted before the template. Only a declaration that
/// starts its line (as a namespace-scope definition does) is copied; its
/// default arguments move to the copy (silent removals follow the copy).
std::vector<PermissiveFix> lateFunctionDeclaration(llvm::StringRef Text,
                                                   unsigned Offset);

/// For a name at \p Offset, in a class template, that the file declares
/// after the class template at the same scope (a constant, a class or a
/// class template): the class template moved to just after that
/// declaration (its removal, Silent, and its copy there). None when
/// something between names the class template.
std::vector<PermissiveFix> classTemplateAfterName(llvm::StringRef Text,
                                                  unsigned Offset);

/// The swizzle name that ends \p Operand (`v.xy`, `p->rgb`): two to four
/// distinct components, all of xyzw or all of rgba, and its offset in
/// \p Operand. None for anything else.
std::optional<std::pair<unsigned, llvm::StringRef>>
trailingSwizzle(llvm::StringRef Operand);

/// The offsets [begin, end) of argument \p Ordinal (1-based) of the call
/// whose function's name starts at \p NameOffset of \p Text: after the
/// name (qualified or not, and its template arguments), the parenthesis
/// split at the commas outside brackets. A `<` right after a name opens
/// template arguments; a comparison written so splits wrongly, and the
/// retry's parse then fails, which leaves the first parse's errors.
std::optional<std::pair<unsigned, unsigned>>
callArgument(llvm::StringRef Text, unsigned NameOffset, unsigned Ordinal);

/// In the `template <...>` nearest before \p Offset (a function template's
/// name), the type of the one non-type parameter declared with type
/// \p Type (`unsigned int` in `template <typename T, unsigned int Rank>`):
/// its [begin, end) in \p Text. None when no parameter, or more than one,
/// is declared so.
std::optional<std::pair<unsigned, unsigned>>
nonTypeParameterType(llvm::StringRef Text, unsigned Offset,
                     llvm::StringRef Type);

} // namespace amp2hip

#endif
