//===- TileStaticStorage.cpp ----------------------------------------------===//

#include "foundation/TileStaticStorage.h"
#include "foundation/Identifiers.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/CharInfo.h"

using namespace clang;
using llvm::StringRef;

namespace amp2hip {

std::optional<StorageDeclaration> tileStaticStorage(StringRef Text,
                                                    unsigned Offset) {
  StringRef Name = Text.drop_front(Offset).take_while(
      [](char C) { return isAsciiIdentifierContinue(C); });
  size_t Keyword = Text.take_front(Offset).rfind("tile_static");
  if (Name.empty() || Keyword == StringRef::npos ||
      (Keyword > 0 && isAsciiIdentifierContinue(Text[Keyword - 1])))
    return std::nullopt;
  size_t TypeBegin = Keyword + StringRef("tile_static").size();
  StringRef Type = Text.slice(TypeBegin, Offset);
  if (Type.ltrim().size() == Type.size()) // `tile_staticX`
    return std::nullopt;
  TypeBegin += Type.size() - Type.ltrim().size();
  Type = Type.trim();
  // On the line of the name: a `tile_static` found on an earlier one is
  // another declaration's, a comment's or a macro's.
  if (Type.empty() || Type.find_first_of(";{}(),=/") != StringRef::npos ||
      Text.slice(Keyword, Offset).contains('\n'))
    return std::nullopt;
  // The dimensions: bracket groups only, up to the `;`.
  size_t End = Offset + Name.size();
  while (End < Text.size() && Text[End] != ';') {
    char C = Text[End];
    if (C == '[') {
      size_t Close = Text.find(']', End);
      if (Close == StringRef::npos ||
          Text.slice(End + 1, Close).find_first_of("[;{}(),=/") !=
              StringRef::npos)
        return std::nullopt;
      End = Close + 1;
    } else if (isWhitespace(C)) {
      ++End;
    } else {
      return std::nullopt;
    }
  }
  if (End == Text.size())
    return std::nullopt;
  StringRef Dims = Text.slice(Offset + Name.size(), End).trim();
  std::string Storage = (Name + "_storage").str();
  for (unsigned N = 2; containsIdentifier(Text, Storage); ++N)
    Storage = (Name + "_storage" + llvm::Twine(N)).str();
  const std::string Open = "amp2hip::uninitialized<",
                    Space = Dims.empty() ? "" : " ",
                    Close = ("> " + Storage + "; auto &" + Name + " = " +
                             Storage + ".get()")
                                .str();
  const unsigned TypeEnd = TypeBegin + Type.size();
  const unsigned DimsBegin = Dims.empty() ? End : Dims.data() - Text.data();
  const unsigned DimsEnd = DimsBegin + Dims.size();
  StorageDeclaration D;
  D.Whole = {static_cast<unsigned>(TypeBegin),
             static_cast<unsigned>(End - TypeBegin),
             Open + Type.str() + Space + Dims.str() + Close};
  D.Pieces[0] = {static_cast<unsigned>(TypeBegin), 0, Open};
  D.Pieces[1] = {TypeEnd, DimsBegin - TypeEnd, Space};
  D.Pieces[2] = {DimsEnd, static_cast<unsigned>(End) - DimsEnd, Close};
  return D;
}

bool isEmptyConstructor(const CXXConstructorDecl *C, unsigned Depth) {
  if (!C || Depth > 16)
    return false;
  if (C->isTrivial())
    return true;
  const CXXRecordDecl *Class = C->getParent();
  if (C->getNumParams() > 0 || Class->isDynamicClass())
    return false;
  if (C->isUserProvided()) {
    const auto *Body = dyn_cast_or_null<CompoundStmt>(C->getBody());
    if (!Body || !Body->body_empty())
      return false;
    for (const CXXCtorInitializer *I : C->inits())
      if (I->isWritten())
        return false;
  }
  for (const CXXBaseSpecifier &B : Class->bases())
    if (!hasEmptyDefaultConstruction(B.getType(), Depth + 1))
      return false;
  for (const FieldDecl *F : Class->fields())
    if (F->hasInClassInitializer() ||
        !hasEmptyDefaultConstruction(F->getType(), Depth + 1))
      return false;
  return true;
}

bool hasEmptyDefaultConstruction(QualType T, unsigned Depth) {
  const CXXRecordDecl *Class =
      T->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
  if (!Class || !Class->hasDefinition() ||
      Class->hasTrivialDefaultConstructor())
    return true;
  for (const CXXConstructorDecl *C : Class->ctors())
    if (C->isDefaultConstructor())
      return isEmptyConstructor(C, Depth);
  return false;
}

bool isTileStaticStorage(const VarDecl &V) {
  QualType T = V.getType();
  if (const auto *TST = T->getAs<TemplateSpecializationType>())
    if (const TemplateDecl *TD = TST->getTemplateName().getAsTemplateDecl())
      return TD->getQualifiedNameAsString() == "amp2hip::uninitialized";
  if (const auto *RD = T->getAsCXXRecordDecl())
    return RD->getQualifiedNameAsString() == "amp2hip::uninitialized";
  return false;
}

bool declareAsStorage(TranslationContext &TC, const VarDecl &V) {
  if (!V.getDeclContext()->isDependentContext() || isTileStaticStorage(V))
    return false;
  // The element type: an array of a dependent size has no initializer.
  const QualType Element = V.getASTContext().getBaseElementType(V.getType());
  if (!Element->isDependentType() && hasEmptyDefaultConstruction(Element))
    return false;
  const SourceLocation Name = V.getLocation();
  if (!TC.isRewritable(Name))
    return false;
  std::optional<StorageDeclaration> Storage =
      tileStaticStorage(TC.buffer(Name), TC.offset(Name));
  if (!Storage)
    return false;
  for (const StorageDeclaration::Edit &E : Storage->Pieces)
    TC.edits(Name).replace(E.Offset, E.Length, E.Text);
  TC.stats(Name).add(MappingId::TileStaticStorage);
  return true;
}

} // namespace amp2hip
