//===- Uniformity.h - what differs between the threads of a tile -*- C++
//-*-===//
//
// A tile barrier must be reached by every thread of the tile, or by none;
// so must a tile_static declaration (Visual C++'s C3561). Whether control
// flow can split a tile depends on whether its conditions can differ
// between the tile's threads. This analysis decides it for every value of
// the code tiled kernels run, over the AST (docs/design.md, "Uniformity"):
//  - the thread's local and global index (a tiled_index's local and
//    global, the tiled_index itself used as an index) differ: Index;
//  - what a thread reads at an index that differs (array_view, array,
//    tile_static or local arrays) and what atomics return may differ: Data;
//  - constants, captured values, extents, the tile index and origin, and
//    tile_static values read at a uniform index are the same: Uniform.
// A variable takes the join of everything assigned to it, and of the
// control under which it is assigned; a parameter that of its arguments at
// every call; a call that of its callee's returns. Control is divergent
// under a condition, loop or switch that differs, and after a return,
// break or continue taken under one (a loop that some threads left is
// divergent as a whole).
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_CHECK_UNIFORMITY_H
#define AMP2HIP_LIB_CHECK_UNIFORMITY_H

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <vector>

namespace amp2hip {

/// How much something may differ between the threads of one tile, least
/// first.
enum class Variance { Uniform, Data, Index };

/// A variance and the condition that decided it (for notes).
struct Divergence {
  Variance V = Variance::Uniform;
  clang::SourceLocation Where;
  bool divergent() const { return V != Variance::Uniform; }
};

/// True for concurrency::tiled_index<...> (through references and const).
bool isTiledIndex(clang::QualType T);
/// True for a tile_static variable.
bool isTileStatic(const clang::VarDecl &V);
/// True for tile_barrier::wait and its fenced forms.
bool isBarrierWait(const clang::CallExpr &Call);

class Uniformity {
public:
  /// Sees each statement and declaration a walk reaches, with the
  /// divergence of the control that reaches it.
  class Visitor {
  public:
    virtual ~Visitor() = default;
    virtual void statement(const clang::Stmt &S, Divergence Control) {}
    virtual void declaration(const clang::VarDecl &V, Divergence Control) {}
    /// A statement begins: what the last one did is done.
    virtual void boundary() {}
  };

  /// Analyzes \p Functions together (their bodies, with the parameters
  /// bound at the calls among them) until nothing changes.
  explicit Uniformity(std::vector<const clang::FunctionDecl *> Functions);

  /// How much \p E may differ between the threads of a tile.
  Divergence of(const clang::Expr *E) const;

  /// Walks \p F's body in order; \p V sees what is reached and how.
  void walk(const clang::FunctionDecl &F, Visitor &V) const;

  const std::vector<const clang::FunctionDecl *> &functions() const {
    return Functions;
  }

private:
  class Propagator;
  struct Exits;
  Exits walkStmt(const clang::Stmt *S, Divergence Control, Visitor *V) const;
  void walkExpr(const clang::Expr *E, Divergence Control, Visitor *V) const;
  Divergence load(const clang::Expr *Base, Divergence Index) const;

  std::vector<const clang::FunctionDecl *> Functions;
  llvm::DenseSet<const clang::FunctionDecl *> Analyzed;
  /// What each variable and parameter may hold.
  llvm::DenseMap<const clang::VarDecl *, Divergence> Variables;
  /// What each analyzed function may return.
  llvm::DenseMap<const clang::FunctionDecl *, Divergence> Returns;
};

} // namespace amp2hip

#endif
