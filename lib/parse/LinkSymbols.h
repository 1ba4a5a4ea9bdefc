//===- LinkSymbols.h - what a source defines and needs at link time -*- C++
//-*-===//
//
// A project of a solution may be migrated without one of its sources (one
// that does not translate: Direct3D interop in one test file) only when the
// others do not need what it defines: the functions and variables of
// external linkage a source defines out of line, and those it uses without
// a definition, by their mangled names, tell (as the linker would).
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_PARSE_LINKSYMBOLS_H
#define AMP2HIP_PARSE_LINKSYMBOLS_H

#include "amp2hip/Translator.h"

namespace clang {
class ASTContext;
}

namespace amp2hip {

/// Fills \p Out.Defines and \p Out.Needs from the translation unit of
/// \p Ctx: its declarations outside system headers, at namespace and class
/// scope (templates left out: their instantiations are emitted where they
/// are used).
void collectLinkSymbols(clang::ASTContext &Ctx, FileResult &Out);

} // namespace amp2hip

#endif
