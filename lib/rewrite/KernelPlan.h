//===- KernelPlan.h - a kernel as text, before it is printed ----*- C++ -*-===//
//
// Everything the text of an extracted kernel and its launch is made of,
// worked out from the AST by KernelPlanner and printed by KernelPrinter's
// pure text functions: no AST here, so the printing is tested alone
// (test/unit/kernel_printer_test.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_REWRITE_KERNELPLAN_H
#define AMP2HIP_LIB_REWRITE_KERNELPLAN_H

#include <string>
#include <utility>
#include <vector>

namespace amp2hip {

/// One kernel parameter and the launch argument that feeds it.
struct KernelParam {
  std::string Declaration; ///< `concurrency::array_view<int, 2> a`
  std::string Argument;    ///< `a` (or an init-capture's initializer)
  std::string Binding;     ///< prologue statement, for arrays by reference
};

/// The kernel's index type and domain, read off the lambda's parameter.
struct KernelDomain {
  bool Tiled = false;
  std::vector<std::string> Args; ///< rank, or tile extents
  bool Dependent = false;
  /// The index type is a dependent name (`typename V::index_type`): neither
  /// rank nor tiling is known before instantiation, so the kernel names its
  /// domain through the runtime's amp2hip::domain_for<Index>, Index being
  /// OpaqueIndex.
  bool Opaque = false;
  std::string OpaqueIndex;
  /// Args are the source's spelling (`SAMPLE`, `kTile`) rather than values,
  /// so that the kernel follows the macro or constant when it changes.
  bool Spelled = false;
};

/// An extracted kernel, as text.
struct KernelPlan {
  /// `scale_amp_kernel_0`; given once the plan is placed (a lambda launched
  /// twice is one kernel).
  std::string Name;
  KernelDomain Domain;
  /// The captures, in order.
  std::vector<KernelParam> Params;
  /// The kernel's template parameters (`int TS`, `typename amp_type_f`) and
  /// the launch's arguments for them (`TS`, `decltype(f)`).
  std::vector<std::string> TemplateDecls, TemplateArgs;
  /// The names of the template parameters of the enclosing templates and of
  /// the unnamed capture types, which a friend declaration renames.
  std::vector<std::string> TemplateNames;
  /// The kernel is a friend of the class whose member function launches it.
  bool Friend = false;
  /// Declared before its class and defined after it: the class's name, and
  /// a class template's declaration ahead of the kernel's.
  std::string DefinedAfterClass;
  std::string ClassDeclaration;
  /// `#define`s of the function the kernel leaves that its body uses.
  std::string MacroDefinitions;
  /// Where the launch is (`file.cpp:12`), for the comments.
  std::string CallAt;
  /// One step of the user's indentation (a function's statements against
  /// its declaration): the kernel's statements are printed one step in.
  std::string IndentStep = "  ";
  /// The launch names the kernel as a template argument, so that a CPU
  /// build inlines it into its loop over the indices: `amp2hip::launch<k>`
  /// where the kernel's type is deduced (a C++17 `auto` template
  /// parameter), else `amp2hip::launch<decltype(&k), &k>`.
  bool KernelTypeDeduced = true;
  /// The prologue before the index: the scopes' using-declarations and the
  /// re-declared local constants and types, each one line.
  std::vector<std::string> Usings, Locals;
  /// The index variable: its name, and its declaration as the source
  /// writes its type (`concurrency::index<1> i`), unless it is declared
  /// from the domain's Args (IndexFromDomain; const when IndexConst): when
  /// the written type's arguments mean nothing at namespace scope.
  std::string IndexName, IndexAsWritten;
  bool IndexFromDomain = false;
  bool IndexConst = false;
};

} // namespace amp2hip

#endif
