//===- TileStaticDeclarations.cpp -----------------------------------------===//

#include "check/TileStaticDeclarations.h"
#include "foundation/TileStaticStorage.h"

#include "clang/AST/Attr.h"
#include "clang/ASTMatchers/ASTMatchers.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

void TileStaticDeclarations::registerMatchers(MatchFinder &Finder) {
  // tile_static is __attribute__((shared)) in the parse. First: in a
  // template's own body, one that becomes storage is not reported.
  Finder.addMatcher(varDecl(hasAttr(attr::CUDAShared), unless(isInstantiated()))
                        .bind("tile_static_template"),
                    this);
  Finder.addMatcher(varDecl(hasAttr(attr::CUDAShared), hasInitializer(expr()),
                            unless(isInstantiated()))
                        .bind("tile_static"),
                    this);
  // `tile_static T cache[4];` in a template is constructed only in its
  // instantiations (T = float_4): Clang's error there is one the checker
  // reports (DiagnosticRecorder), so the checker must see them too.
  Finder.addMatcher(varDecl(hasAttr(attr::CUDAShared), hasInitializer(expr()),
                            isInstantiated())
                        .bind("tile_static_instance"),
                    this);
}

void TileStaticDeclarations::run(const MatchFinder::MatchResult &Result) {
  if (const auto *T = Result.Nodes.getNodeAs<VarDecl>("tile_static_template")) {
    if (declareAsStorage(TC, *T))
      AsStorage.insert(T);
    return;
  }
  const auto *V = Result.Nodes.getNodeAs<VarDecl>("tile_static");
  if (V && AsStorage.count(V))
    return;
  const bool Instance = !V;
  if (Instance)
    V = Result.Nodes.getNodeAs<VarDecl>("tile_static_instance");
  if (V) {
    const Expr *Init = V->getInit();
    // Clang could not default-construct it (a class without a default
    // constructor, such as array_view): TileStaticRules says why.
    if (Init->containsErrors())
      return;
    // A class type's implicit default construction is not an initializer,
    // but one whose constructor does work cannot be __shared__.
    const auto *Construct = dyn_cast<CXXConstructExpr>(Init);
    bool Implicit =
        Construct && ((V->getInitStyle() == VarDecl::CInit &&
                       Construct->getNumArgs() == 0) ||
                      (V->getInitStyle() == VarDecl::CallInit &&
                       Construct->getParenOrBraceRange().isInvalid()));
    if (!Implicit && !Instance) // an initializer is in the template too
      TC.report(V->getLocation(), DiagId::TileStaticInitializer)
          << V->getNameAsString();
    if (!Implicit || isEmptyConstructor(Construct->getConstructor()))
      return;
    PrintingPolicy Policy(Result.Context->getLangOpts());
    Policy.SuppressTagKeyword = true; // `float_4` can be a class template's
    std::string Type =
        Result.Context->getBaseElementType(V->getType()).getAsString(Policy);
    // Once per type at a declaration (instantiations repeat it).
    if (ConstructedTileStatics.insert({V->getLocation().getRawEncoding(), Type})
            .second)
      TC.report(V->getLocation(), DiagId::TileStaticConstructor)
          << V->getNameAsString() << Type;
  }
}

} // namespace amp2hip
