//===- LocalClassHoister.cpp ----------------------------------------------===//

#include "rewrite/LocalClassHoister.h"
#include "rewrite/KernelSelection.h"
#include "rewrite/Reindent.h"
#include "rewrite/TypeSpelling.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace amp2hip {

namespace {

/// Finds what a local class names that is local to the function around it
/// (a typedef, another local class, a static local variable): moved out of
/// the function, the class could no longer see it.
class LocalReferenceFinder : public RecursiveASTVisitor<LocalReferenceFinder> {
public:
  explicit LocalReferenceFinder(const TagDecl &RD) : RD(RD) {}

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    check(E->getDecl());
    return !Found;
  }
  bool VisitTypeLoc(TypeLoc TL) {
    if (const NamedDecl *D = localDeclIn(TL.getType()))
      check(D);
    return !Found;
  }

  bool Found = false;

private:
  void check(const Decl *D) {
    if (D == &RD || !D->getParentFunctionOrMethod())
      return;
    for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent())
      if (DC == &RD)
        return; // the class's own members and their parameters
    Found = true;
  }

  const TagDecl &RD;
};

} // namespace

bool LocalClassHoister::canHoist(const TagDecl &RD) const {
  if (TC.HoistedClasses.contains(&RD))
    return true;
  const auto *Class = dyn_cast<CXXRecordDecl>(&RD);
  if (!RD.getIdentifier() || (Class && Class->isLambda()) ||
      !RD.isThisDeclarationADefinition() ||
      (Class && Class->getDescribedClassTemplate()) ||
      RD.isDependentContext() || !isa<FunctionDecl>(RD.getDeclContext()))
    return false;
  if (!TC.isRewritable(RD.getBeginLoc()) ||
      !TC.isRewritable(RD.getBraceRange().getEnd()))
    return false;
  const DeclContext *Scope = RD.getDeclContext();
  while (!Scope->isFileContext())
    Scope = Scope->getParent();
  if (!Scope->lookup(RD.getDeclName()).empty() ||
      TC.HoistedClassNames.contains(RD.getName()))
    return false;
  LocalReferenceFinder Finder(RD);
  Finder.TraverseDecl(const_cast<TagDecl *>(&RD));
  return !Finder.Found;
}

bool LocalClassHoister::hoist(const TagDecl &RD, unsigned InsertAt,
                              ASTContext &Ctx, StringRef Why) {
  if (TC.HoistedClasses.contains(&RD))
    return true;
  if (!canHoist(RD))
    return false;
  const DeclStmt *DS = declaringStmt(&RD, Ctx);
  if (!DS || !TC.isRewritable(DS->getEndLoc()))
    return false;

  SourceEdits &Edits = TC.edits(RD.getBeginLoc());
  StringRef Buffer = TC.buffer(RD.getBeginLoc());
  unsigned Begin = TC.offset(RD.getBeginLoc());
  unsigned End = TC.offset(RD.getBraceRange().getEnd()) + 1;
  std::string Replacement = (RD.getKindName() + " " + RD.getName()).str();
  if (DS->isSingleDecl()) {
    // `class Foo {...};` alone: the statement goes, and its line if it
    // filled it.
    Begin = TC.offset(DS->getBeginLoc());
    End = TC.offset(DS->getEndLoc()) + 1;
    Replacement.clear();
  }
  std::optional<unsigned> LineBegin = lineStartBefore(Buffer, Begin);
  // The indentation of the line the class starts on comes off every line.
  size_t LineStart = Buffer.rfind('\n', Begin);
  LineStart = LineStart == StringRef::npos ? 0 : LineStart + 1;
  StringRef Indent = Buffer.substr(LineStart).take_while(
      [](char C) { return C == ' ' || C == '\t'; });
  std::string Text = reindented(Edits.takeRange(Buffer, Begin, End), Indent, "",
                                /*AtLineStart=*/false);
  if (!DS->isSingleDecl())
    Text += ";";
  unsigned CutBegin = Begin, CutEnd = End;
  StringRef Rest = Buffer.substr(End);
  if (Replacement.empty() && LineBegin &&
      (Rest.starts_with("\n") || Rest.starts_with("\r\n"))) {
    CutBegin = *LineBegin;
    CutEnd = End + Rest.find('\n') + 1;
  }
  Edits.replace(CutBegin, CutEnd - CutBegin, Replacement);

  const auto *Function = cast<FunctionDecl>(RD.getDeclContext());
  Edits.insert(InsertAt,
               "// '" + RD.getNameAsString() + "', declared inside '" +
                   Function->getNameAsString() + "' in C++ AMP, moved here: " +
                   Why.str() + " names it\n" + Text + "\n\n",
               SourceEdits::KernelInsertion);
  TC.HoistedClasses.insert(&RD);
  TC.HoistedClassNames.insert(RD.getName());
  return true;
}

} // namespace amp2hip
