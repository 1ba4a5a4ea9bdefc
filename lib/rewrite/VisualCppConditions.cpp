//===- VisualCppConditions.cpp --------------------------------------------===//

#include "rewrite/VisualCppConditions.h"

#include "foundation/EditedFiles.h"
#include "foundation/VisualCppSpellings.h"
#include "rewrite/DeclarationPlace.h"

#include "clang/AST/DeclCXX.h"

#include <algorithm>
#include <vector>

using namespace clang;

namespace amp2hip {

namespace {

/// A Visual C++ macro's name as the parse read it.
struct RenamedMacro {
  unsigned Offset; ///< in the text parsed
  const MappingInfo *Mapping;
};

/// Where the parse read \p User's conditions with a renamed macro: the
/// reserved names occur nowhere else, and the user's text has the macro
/// there (so a name the user wrote is left alone).
std::vector<RenamedMacro> renamedMacros(StringRef Parsed,
                                        const EditedFile &User) {
  std::vector<RenamedMacro> Found;
  for (const MappingInfo &M : allMappings()) {
    if (M.Kind != MappingKind::VisualCppMacro)
      continue;
    for (unsigned At : User.find(Parsed, visualCppMacroParseName(M.AmpSpelling),
                                 M.AmpSpelling))
      Found.push_back({At, &M});
  }
  llvm::sort(Found, [](const RenamedMacro &A, const RenamedMacro &B) {
    return A.Offset < B.Offset;
  });
  return Found;
}

/// Where the directive around \p Offset starts: its `#` may be lines up,
/// before backslash-newlines.
unsigned directiveStart(StringRef Text, unsigned Offset) {
  size_t Line = Text.rfind('\n', Offset);
  while (Line != StringRef::npos &&
         Text.substr(0, Line).rtrim('\r').ends_with("\\"))
    Line = Text.rfind('\n', Line - 1);
  return Line == StringRef::npos ? 0 : Line + 1;
}

/// The declaration at namespace scope in \p DC whose text holds \p Loc.
const Decl *declarationHolding(const DeclContext &DC, SourceLocation Loc,
                               const SourceManager &SM) {
  for (const Decl *D : DC.decls()) {
    SourceRange Range = SM.getExpansionRange(D->getSourceRange()).getAsRange();
    if (SM.getFileID(Range.getBegin()) != SM.getFileID(Loc) ||
        SM.isBeforeInTranslationUnit(Loc, Range.getBegin()) ||
        SM.isBeforeInTranslationUnit(Range.getEnd(), Loc))
      continue;
    if (isa<NamespaceDecl, LinkageSpecDecl>(D))
      return declarationHolding(*cast<DeclContext>(D), Loc, SM);
    return D;
  }
  return nullptr;
}

} // namespace

void writeVisualCppConditions(TranslationContext &TC, ASTContext &Ctx) {
  for (auto &[FID, State] : TC.Files) {
    const EditedFile *User = TC.edited(FID);
    if (!User)
      continue; // the parse read the user's own text: nothing was renamed
    StringRef Parsed = TC.SM.getBufferData(FID);
    std::vector<RenamedMacro> Macros = renamedMacros(Parsed, *User);
    if (Macros.empty())
      continue;
    SourceLocation Start = TC.SM.getLocForStartOfFile(FID);
    // The header goes on a line of its own before the first condition, or
    // before the declaration holding it (and before its kernels).
    unsigned At = directiveStart(Parsed, Macros.front().Offset);
    if (const Decl *Holder = declarationHolding(
            *Ctx.getTranslationUnitDecl(), Start.getLocWithOffset(At), TC.SM))
      At = offsetBefore(Holder, TC, Ctx);
    State.Edits.insert(At, "#include <amp2hip/msvc/predefined.h>\n",
                       SourceEdits::KernelInsertion);
    unsigned Reported = ~0u; // the directive reported last
    for (const RenamedMacro &R : Macros) {
      StringRef Name = R.Mapping->AmpSpelling;
      State.Edits.replace(R.Offset, Name.size(), R.Mapping->HipSpelling);
      State.Stats.add(R.Mapping->Id);
      unsigned Directive = directiveStart(Parsed, R.Offset);
      if (Directive != Reported)
        TC.report(Start.getLocWithOffset(R.Offset), DiagId::VisualCppCondition)
            << Name << R.Mapping->HipSpelling;
      Reported = Directive;
    }
  }
}

} // namespace amp2hip
