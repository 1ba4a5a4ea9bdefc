//===- Reindent.h - the user's code moved to a new depth --------*- C++ -*-===//
//
// A kernel's body leaves its lambda for a function at namespace scope, a
// local class leaves its function: the text moves to a new depth and should
// read as if written there, its relative indentation and comments kept.
// Only the leading blanks of a line change, never a line that starts inside
// a string literal (a raw string's lines are its value): Clang's raw lexer
// finds those, so that no hand-written scanner has to know C++'s literals.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_REWRITE_REINDENT_H
#define AMP2HIP_LIB_REWRITE_REINDENT_H

#include "llvm/ADT/StringRef.h"

#include <string>

namespace amp2hip {

/// The indentation of \p Text's first non-blank line after its first line.
std::string firstIndent(llvm::StringRef Text);

/// \p Text with its lines moved from depth \p From to depth \p To: a line
/// that begins with \p From begins with \p To instead; a line indented by
/// spaces alone that does not moves as many columns (to column 0 at the
/// least); a line at column 0 (a directive, a label) stays there; a line
/// that begins inside a string literal stays as it is. \p Text's first line
/// is the end of a line (its beginning is elsewhere) unless \p AtLineStart.
std::string reindented(llvm::StringRef Text, llvm::StringRef From,
                       llvm::StringRef To, bool AtLineStart);

} // namespace amp2hip

#endif
