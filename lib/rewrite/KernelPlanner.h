//===- KernelPlanner.h - a kernel worked out from the AST -------*- C++ -*-===//
//
// Reads a parallel_for_each launch of a lambda and works out its kernel:
// whether it can be extracted at all (a restrict(amp) lambda of one index
// parameter, spelled outside macros; the diagnostics say why not), its
// domain, its parameters from the captures, the local constants and types
// it re-declares, the access it gets to the class whose member function
// launches it, its template parameters. The text goes in a KernelPlan
// (KernelPrinter prints it); what placing it needs stays with the AST.
//
// Planning moves the local classes a capture names out of the function
// (LocalClassHoister): where the kernel goes, they must be declared first.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_REWRITE_KERNELPLANNER_H
#define AMP2HIP_LIB_REWRITE_KERNELPLANNER_H

#include "foundation/TranslationContext.h"
#include "rewrite/KernelBodyScan.h"
#include "rewrite/KernelClassAccess.h"
#include "rewrite/KernelPlan.h"
#include "rewrite/LocalClassHoister.h"

#include <optional>
#include <vector>

namespace amp2hip {

/// A kernel's plan, and where and how it meets the source.
struct PlannedKernel {
  KernelPlan Plan;
  /// The namespace-scope declaration holding the call, and the offset the
  /// kernel goes to (before it).
  const clang::Decl *Outer = nullptr;
  unsigned InsertAt = 0;
  const clang::CompoundStmt *Body = nullptr;
  std::optional<ClassAccess> Access;
  /// Class members the body names unqualified: qualified in place.
  std::vector<BodyScan::MemberRef> BodyMemberRefs;
  /// The body's own class names: a class template's bare name gets its
  /// arguments in place.
  std::vector<BodyScan::ClassQualifier> OwnQualifiers;
  /// The classes the kernel is a friend of, in order.
  std::vector<const clang::CXXRecordDecl *> Friends;
};

/// Plans the kernel of \p Launch (its Lambda set), reporting why it cannot
/// be extracted when it cannot.
std::optional<PlannedKernel> planKernel(const KernelLaunch &Launch,
                                        TranslationContext &TC,
                                        LocalClassHoister &Hoister,
                                        clang::ASTContext &Ctx);

} // namespace amp2hip

#endif
