//===- KernelPrinter.h - a kernel plan as text ------------------*- C++ -*-===//
//
// Pure text functions from a KernelPlan (and the body's text, with the
// edits made inside it) to the kernel's definition, its declaration, the
// friend declaration its class gets, and the launch that replaces the call.
// The layout of every extracted kernel is here:
//
//   // C++ AMP kernel from parallel_for_each at file.cpp:12
//   template <...>                         (when the kernel has some)
//   static __global__ void [__launch_bounds__(N)]
//   name(amp2hip::extent_domain<1> amp_domain, params...) {
//     prologue: usings, re-declared locals, the index, the guard, bindings
//     the body as written, one step of the user's indentation in
//   }
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_REWRITE_KERNELPRINTER_H
#define AMP2HIP_LIB_REWRITE_KERNELPRINTER_H

#include "rewrite/KernelPlan.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace amp2hip {

/// \p Parts separated by \p Sep.
std::string join(llvm::ArrayRef<std::string> Parts, llvm::StringRef Sep);

/// True for a name or a number: what needs no parentheses in an expression.
bool isIdentifierOrNumber(llvm::StringRef S);

/// The type of the kernel's first parameter: `amp2hip::extent_domain<1>`,
/// `amp2hip::tiled_domain<16, 16>`, `amp2hip::domain_for<Index>`.
std::string domainType(const KernelDomain &Domain);

/// `__global__ void`, static unless a friend, with the launch bounds of a
/// tiled kernel, and a newline.
std::string declarator(const KernelPlan &Plan);

/// `name(domain amp_domain, params...)`, broken one parameter a line when
/// longer than 80 columns.
std::string signature(const KernelPlan &Plan);

/// What the kernel declares before the body: \p Indent before each line.
std::string prologue(const KernelPlan &Plan, llvm::StringRef Indent);

/// The lambda's body between its braces, \p BodyText, as the kernel's lines
/// at depth \p Indent (Reindent.h), the user's relative indentation kept: a
/// one-line body gets its own line.
std::string bodyLines(llvm::StringRef BodyText, llvm::StringRef Indent);

/// The kernel's definition, followed by a blank line.
std::string kernelDefinition(const KernelPlan &Plan, llvm::StringRef BodyText);

/// The declaration of a kernel defined after its class (DefinedAfterClass),
/// before the class.
std::string kernelDeclaration(const KernelPlan &Plan);

/// The kernel as the launch names it: `name<T, N>`.
std::string kernelReference(const KernelPlan &Plan);

/// The template arguments amp2hip::launch takes for \p KernelRef:
/// `decltype(&k<T>), &k<T>`, or `k<T>` where C++17 deduces the type.
std::string launchTemplateArguments(const KernelPlan &Plan,
                                    llvm::StringRef KernelRef);

/// The launch that replaces the parallel_for_each call: \p View (the
/// accelerator_view argument, or empty), the kernel, \p Domain (the
/// domain argument), then one argument per parameter.
std::string launch(const KernelPlan &Plan, llvm::StringRef KernelRef,
                   llvm::StringRef View, llvm::StringRef Domain);

/// The friend declaration the class of a member-function kernel gets,
/// indented two columns: a class template's parameters renamed, since a
/// class template's parameters may not be redeclared inside it.
std::string friendDeclaration(const KernelPlan &Plan);

/// \p Text's non-empty lines, each after \p Indent.
std::string indentLines(llvm::StringRef Text, llvm::StringRef Indent);

/// What stays of the declaration of a lambda kept in variable \p Variable.
std::string removedVariable(llvm::StringRef Variable,
                            llvm::StringRef KernelName);

} // namespace amp2hip

#endif
