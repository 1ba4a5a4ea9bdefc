//===- LinkSymbols.cpp - what a source defines and needs at link time -----===//

#include "LinkSymbols.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Mangle.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace amp2hip {

namespace {

class LinkSymbolCollector {
public:
  LinkSymbolCollector(ASTContext &Ctx, FileResult &Out)
      : SM(Ctx.getSourceManager()), Mangler(Ctx.createMangleContext()),
        Out(Out) {}

  void visit(const DeclContext *DC) {
    for (const Decl *D : DC->decls()) {
      if (SM.isInSystemHeader(D->getLocation()) || D->isInvalidDecl())
        continue;
      if (const auto *FD = dyn_cast<FunctionDecl>(D))
        function(FD);
      else if (const auto *VD = dyn_cast<VarDecl>(D))
        variable(VD);
      else if (const auto *RD = dyn_cast<CXXRecordDecl>(D)) {
        // A class template's instantiations are emitted where used.
        if (!RD->isDependentContext() &&
            !isa<ClassTemplateSpecializationDecl>(RD))
          visit(RD);
      } else if (isa<NamespaceDecl, LinkageSpecDecl, ExportDecl>(D))
        visit(cast<DeclContext>(D));
    }
  }

private:
  void function(const FunctionDecl *FD) {
    if (FD->isTemplated() || FD->isImplicit() ||
        !FD->hasExternalFormalLinkage() ||
        FD->getTemplateSpecializationKind() == TSK_ImplicitInstantiation)
      return;
    if (FD->isThisDeclarationADefinition()) {
      // An inline function is emitted in each source that uses it.
      if (!FD->isInlined())
        Out.Defines[name(FD)] = FD->getQualifiedNameAsString();
    } else if (FD->isUsed() && !FD->isDefined() && !FD->isPureVirtual()) {
      Out.Needs.push_back(name(FD));
    }
  }

  void variable(const VarDecl *VD) {
    if (!VD->hasGlobalStorage() || VD->isStaticLocal() || VD->isTemplated() ||
        !VD->hasExternalFormalLinkage() || VD->isInline() ||
        isa<VarTemplateSpecializationDecl>(VD))
      return;
    if (VD->isThisDeclarationADefinition() != VarDecl::DeclarationOnly)
      Out.Defines[name(VD)] = VD->getQualifiedNameAsString();
    else if (VD->isUsed() && !VD->getDefinition())
      Out.Needs.push_back(name(VD));
  }

  /// The linker's name of \p D.
  std::string name(const NamedDecl *D) {
    if (!Mangler->shouldMangleDeclName(D))
      return D->getNameAsString();
    GlobalDecl GD(D);
    if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(D))
      GD = GlobalDecl(Ctor, Ctor_Complete);
    else if (const auto *Dtor = dyn_cast<CXXDestructorDecl>(D))
      GD = GlobalDecl(Dtor, Dtor_Complete);
    std::string Name;
    llvm::raw_string_ostream OS(Name);
    Mangler->mangleName(GD, OS);
    return Name;
  }

  const SourceManager &SM;
  std::unique_ptr<MangleContext> Mangler;
  FileResult &Out;
};

} // namespace

void collectLinkSymbols(ASTContext &Ctx, FileResult &Out) {
  LinkSymbolCollector(Ctx, Out).visit(Ctx.getTranslationUnitDecl());
  llvm::sort(Out.Needs);
  Out.Needs.erase(std::unique(Out.Needs.begin(), Out.Needs.end()),
                  Out.Needs.end());
}

} // namespace amp2hip
