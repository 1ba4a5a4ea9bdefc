//===- Kernels.h - the kernels and the code each one reaches ----*- C++ -*-===//
//
// tile_static memory and tile barriers exist only in a tiled kernel, and the
// tiling checks reason about a thread of a kernel: they need to know which
// parallel_for_each calls launch which call operator, whether the launch is
// tiled (and with which tile), and which functions each kernel reaches
// through calls. KernelCollector gathers the launches while the matchers run;
// the checks read the graph at the end of the translation unit.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_CHECK_KERNELS_H
#define AMP2HIP_LIB_CHECK_KERNELS_H

#include "foundation/KernelLaunch.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"

#include "llvm/ADT/DenseMap.h"

#include <vector>

namespace amp2hip {

/// The checks' kernels are the launches whose call operator is defined
/// (KernelLaunch::Body), resolved.
using Kernel = KernelLaunch;

/// The launches of the translation unit and what each reaches.
class KernelGraph {
public:
  /// Records \p Call when it is a resolved parallel_for_each with a kernel
  /// whose call operator is defined.
  void addLaunch(const clang::CallExpr &Call);

  const std::vector<Kernel> &kernels() const { return Launches; }

  /// The kernels whose call operator is \p F or calls \p F, directly or
  /// through other functions of the program.
  const std::vector<const Kernel *> &
  kernelsReaching(const clang::FunctionDecl *F);

  /// Every function a tiled kernel reaches (the kernels' call operators
  /// included), outside system headers, in a stable order.
  std::vector<const clang::FunctionDecl *> reachedByTiledKernels();

private:
  void computeReach();

  std::vector<Kernel> Launches;
  bool Computed = false;
  llvm::DenseMap<const clang::FunctionDecl *, std::vector<const Kernel *>>
      Reach;
  /// The functions of Reach in the order they were first reached.
  std::vector<const clang::FunctionDecl *> Order;
  std::vector<const Kernel *> None;
};

/// A matcher callback that feeds every parallel_for_each call to a graph.
class KernelCollector : public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  explicit KernelCollector(KernelGraph &Graph) : Graph(Graph) {}
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder);
  void
  run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  KernelGraph &Graph;
};

/// A call of the resolved concurrency::parallel_for_each, bound as "launch":
/// what the checks match, and read with readLaunch.
clang::ast_matchers::StatementMatcher parallelForEachLaunch();

/// True when \p Loc is in the runtime, the standard library or another
/// system header: nothing there is checked.
bool inSystemCode(const clang::SourceManager &SM, clang::SourceLocation Loc);

} // namespace amp2hip

#endif
