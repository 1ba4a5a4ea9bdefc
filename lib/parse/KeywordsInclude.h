//===- KeywordsInclude.h - Visual C++ keywords without <amp.h> --*- C++ -*-===//
//
// Visual C++'s own keywords (__declspec(dllimport), __forceinline,
// __stdcall, __cdecl) compile with hipcc, nvcc and g++ through the runtime's
// <amp2hip/msvc/keywords.h>, which <amp.h> includes. A file that spells
// them without including <amp.h> itself (a library's export header, which a
// plain C++ source of the program includes too) gets that include before
// its first #include: decided by the file's own text, so that a header
// translates the same from every source that includes it.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_PARSE_KEYWORDSINCLUDE_H
#define AMP2HIP_LIB_PARSE_KEYWORDSINCLUDE_H

#include "foundation/TranslationContext.h"

#include "clang/Lex/PPCallbacks.h"

#include <set>

namespace amp2hip {

/// The runtime header that defines Visual C++'s keywords.
inline constexpr llvm::StringLiteral KeywordsHeader = "amp2hip/msvc/keywords.h";

class KeywordsInclude : public clang::PPCallbacks {
public:
  explicit KeywordsInclude(TranslationContext &TC) : TC(TC) {}

  void FileChanged(clang::SourceLocation Loc, FileChangeReason Reason,
                   clang::SrcMgr::CharacteristicKind FileType,
                   clang::FileID PrevFID) override;

private:
  TranslationContext &TC;
  std::set<clang::FileID> Seen;
};

} // namespace amp2hip

#endif
