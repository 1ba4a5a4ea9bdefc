//===- DeclarationRules.cpp -----------------------------------------------===//

#include "check/DeclarationRules.h"

#include "clang/AST/DeclCXX.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

namespace {

/// What C++ AMP code may run \p F on: the CPU, the GPU (amp), or both. A
/// function without restriction runs on the CPU; Clang's implicit
/// __host__ __device__ on a constexpr function keeps it a CPU function.
struct Restriction {
  bool Cpu = false;
  bool Amp = false;

  explicit Restriction(const FunctionDecl *F) {
    Amp = isAmpCode(F);
    const auto *Device = F->getAttr<CUDADeviceAttr>();
    Cpu = !Device || Device->isImplicit() || F->hasAttr<CUDAHostAttr>();
  }
  bool operator==(const Restriction &O) const {
    return Cpu == O.Cpu && Amp == O.Amp;
  }
  std::string spelled() const {
    return Cpu && Amp ? "restrict(amp, cpu)"
           : Amp      ? "restrict(amp)"
                      : "restrict(cpu)";
  }
};

} // namespace

void DeclarationRules::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(functionDecl(isExternC(), unless(isImplicit())).bind("c"),
                    this);
  Finder.addMatcher(
      cxxDestructorDecl(unless(isImplicit()), unless(isInstantiated()))
          .bind("destructor"),
      this);
}

void DeclarationRules::run(const MatchFinder::MatchResult &Result) {
  if (const auto *F = Result.Nodes.getNodeAs<FunctionDecl>("c"))
    return checkExternC(F);
  if (const auto *D = Result.Nodes.getNodeAs<CXXDestructorDecl>("destructor"))
    return checkDestructor(D);
}

void DeclarationRules::checkExternC(const FunctionDecl *F) {
  Restriction R(F);
  std::string Name = F->getNameAsString();
  if (R.Cpu && R.Amp) {
    if (auto D =
            Report.report(F->getLocation(), DiagId::ExternCRestrictions, Name))
      *D << Name;
    return;
  }
  // The first declaration of another restriction is the one this one
  // collides with (CUDA keeps both as overloads).
  for (const NamedDecl *Other : F->getDeclContext()->lookup(F->getDeclName())) {
    const auto *G = dyn_cast<FunctionDecl>(Other);
    if (!G || !G->isExternC() || G->getFirstDecl() == F->getFirstDecl() ||
        Restriction(G) == R)
      continue;
    // Reported at the later of the two, once.
    if (Report.sourceManager().isBeforeInTranslationUnit(F->getLocation(),
                                                         G->getLocation()))
      continue;
    if (auto D = Report.report(F->getLocation(), DiagId::ExternCOverload, Name))
      *D << Name << R.spelled() << Restriction(G).spelled();
    return;
  }
}

void DeclarationRules::checkDestructor(const CXXDestructorDecl *D) {
  if (!D->isFirstDecl())
    return;
  const CXXRecordDecl *Class = D->getParent();
  Restriction Needed(D);
  Needed.Cpu = Needed.Amp = false;
  for (const CXXConstructorDecl *C : Class->ctors()) {
    if (C->isImplicit() || C->isDeleted())
      continue;
    Restriction R(C);
    Needed.Cpu |= R.Cpu;
    Needed.Amp |= R.Amp;
  }
  Restriction Has(D);
  bool Lacks = (Needed.Cpu && !Has.Cpu) || (Needed.Amp && !Has.Amp);
  if (!Lacks)
    return;
  std::string Name = Class->getNameAsString();
  if (auto Diag =
          Report.report(D->getLocation(), DiagId::DestructorRestriction, Name))
    *Diag << Name << Has.spelled() << Needed.spelled();
}

} // namespace amp2hip
