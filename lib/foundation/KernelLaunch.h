//===- KernelLaunch.h - one parallel_for_each launch, read once -*- C++ -*-===//
//
// The one model of a kernel that the checks and the rewrites share, and the
// one place that recognises a parallel_for_each launch and reads its shapes
// (the checks match resolved calls with check/Kernels.h's
// parallelForEachLaunch and read them here):
// the tile of a launch over a tiled_extent (TileShapeRules, the tiling
// checks) and the domain of a kernel's index parameter (KernelPlanner).
// Both are template arguments of a C++ AMP class, read by readShape as
// numbers and as spellings.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_FOUNDATION_KERNELLAUNCH_H
#define AMP2HIP_LIB_FOUNDATION_KERNELLAUNCH_H

#include <optional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class CallExpr;
class Expr;
class FunctionDecl;
class LambdaExpr;
class QualType;
class VarDecl;
} // namespace clang

namespace amp2hip {

/// The shape a C++ AMP class template spells in its arguments: index<N>,
/// extent<N>, tiled_index<D0, D1, D2> or tiled_extent<D0, D1, D2>.
struct Shape {
  /// The class template's name (`tiled_index`).
  std::string Template;
  /// The arguments as the type reads them: the values, or, in a template, a
  /// dependent argument as Clang prints it (`TS`). A tile's defaulted
  /// trailing zeros are dropped (tiled_extent<16> is one dimension).
  std::vector<std::string> Spellings;
  /// The values, where known (not Dependent): Spellings as numbers.
  std::vector<long long> Numbers;
  /// An argument depends on a template parameter.
  bool Dependent = false;
  /// The type is a dependent name (`typename V::index_type`): neither its
  /// rank nor its tiling is known before instantiation.
  bool Opaque = false;

  bool tiled() const {
    return Template == "tiled_index" || Template == "tiled_extent";
  }
};

/// The shape of \p T (references and cv-qualifiers looked through), or none
/// when T is not a specialization of a class template.
std::optional<Shape> readShape(clang::QualType T, const clang::ASTContext &Ctx);

/// The domain a kernel's index parameter of type \p T asks for: index<N>
/// (one argument, the rank) or tiled_index<...> (the tile), or an opaque
/// dependent type. None for any other type.
std::optional<Shape> kernelIndexShape(clang::QualType T,
                                      const clang::ASTContext &Ctx);

/// One parallel_for_each call, as the checks and the rewrites see it.
struct KernelLaunch {
  const clang::CallExpr *Call = nullptr;
  /// The argument before the kernel: an extent or a tiled_extent.
  const clang::Expr *Domain = nullptr;
  /// The last argument: a lambda, a variable holding one, a function object.
  const clang::Expr *KernelArg = nullptr;
  /// The lambda written as the kernel argument, or the one the local
  /// Variable holds (set by the rewriter, which decides that it extracts
  /// such a lambda: kernelLambdaOfVariable).
  const clang::LambdaExpr *Lambda = nullptr;
  const clang::VarDecl *Variable = nullptr;
  /// The kernel's restrict(amp) call operator, when it is defined (a
  /// lambda's or a function object's); null in a template.
  const clang::FunctionDecl *Body = nullptr;
  /// Launched over a tiled_extent, resolved: the tile's dimensions.
  bool Tiled = false;
  Shape Tile;
  /// The template arguments the launch that replaces the call gives
  /// amp2hip::launch (set by KernelExtractor; empty until extracted): a body
  /// the device pass does not see still instantiates its kernels there
  /// (RestrictionTwins).
  std::string LaunchArguments;
};

/// True for a call of concurrency::parallel_for_each (or, in a template, an
/// unresolved call of that name).
bool isParallelForEach(const clang::CallExpr &Call);

/// \p Call read as a launch, when it is a parallel_for_each with a domain
/// and a kernel; none otherwise.
std::optional<KernelLaunch> readLaunch(const clang::CallExpr &Call);

/// The lambda passed as \p E, looking through the temporaries and
/// conversions Clang wraps around an argument.
const clang::LambdaExpr *asLambda(const clang::Expr *E);

/// The canonical definition of \p F that has a body, if any (a template
/// instantiation's own definition included).
const clang::FunctionDecl *definitionOf(const clang::FunctionDecl *F);

} // namespace amp2hip

#endif
