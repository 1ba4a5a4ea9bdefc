//===- KernelPrinter.cpp --------------------------------------------------===//

#include "rewrite/KernelPrinter.h"
#include "rewrite/Reindent.h"
#include "rewrite/TypeSpelling.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

#include <map>

using llvm::StringRef;

namespace amp2hip {

std::string join(llvm::ArrayRef<std::string> Parts, StringRef Sep) {
  std::string Out;
  for (size_t I = 0; I < Parts.size(); ++I)
    Out += (I ? Sep.str() : "") + Parts[I];
  return Out;
}

bool isIdentifierOrNumber(StringRef S) {
  return !S.empty() &&
         llvm::all_of(S, [](char C) { return llvm::isAlnum(C) || C == '_'; });
}

std::string domainType(const KernelDomain &Domain) {
  if (Domain.Opaque)
    return "amp2hip::domain_for<" + Domain.OpaqueIndex + ">";
  return (Domain.Tiled ? "amp2hip::tiled_domain<" : "amp2hip::extent_domain<") +
         join(Domain.Args, ", ") + ">";
}

/// `__launch_bounds__(...)` of a tiled kernel: its threads, counted now
/// when the tile is known, else as an expression of the tile's spelling.
static std::string launchBounds(const KernelDomain &Domain) {
  std::vector<std::string> Factors;
  for (const std::string &A : Domain.Args)
    Factors.push_back(isIdentifierOrNumber(A) ? A : "(" + A + ")");
  // A template over tiled_index<D0, D1, D2> may instantiate ranks 1 and 2
  // with D1 or D2 at 0: count threads as C++ AMP does. The double
  // parentheses keep HIP's __launch_bounds__ macro from splitting at the
  // commas.
  if (Domain.Dependent && Factors.size() == 3)
    return "__launch_bounds__((concurrency::detail_::tile_threads<" +
           join(Factors, ", ") + ">()))";
  if (Domain.Dependent || Domain.Spelled)
    return "__launch_bounds__(" + join(Factors, " * ") + ")";
  long long Threads = 1;
  for (const std::string &A : Domain.Args)
    Threads *= std::stoll(A);
  return "__launch_bounds__(" + std::to_string(Threads) + ")";
}

std::string declarator(const KernelPlan &Plan) {
  // A friend of a class keeps the linkage the friend declaration gave it.
  std::string Declarator =
      Plan.Friend ? "__global__ void" : "static __global__ void";
  if (Plan.Domain.Tiled)
    Declarator += " " + launchBounds(Plan.Domain);
  return Declarator + "\n";
}

/// The kernel's parameter declarations, the domain first.
static std::vector<std::string> parameterDeclarations(const KernelPlan &Plan) {
  std::vector<std::string> Decls = {domainType(Plan.Domain) + " amp_domain"};
  for (const KernelParam &P : Plan.Params)
    Decls.push_back(P.Declaration);
  return Decls;
}

std::string signature(const KernelPlan &Plan) {
  std::vector<std::string> Decls = parameterDeclarations(Plan);
  std::string Head = Plan.Name + "(";
  std::string OneLine = Head + join(Decls, ", ") + ")";
  if (OneLine.size() <= 80)
    return OneLine;
  return Head + join(Decls, ",\n" + std::string(Head.size(), ' ')) + ")";
}

/// The declaration of the thread's index variable.
static std::string indexDeclaration(const KernelPlan &Plan) {
  if (!Plan.IndexFromDomain)
    return Plan.IndexAsWritten;
  return (Plan.IndexConst ? "const " : "") +
         std::string(Plan.Domain.Tiled ? "concurrency::tiled_index<"
                                       : "concurrency::index<") +
         join(Plan.Domain.Args, ", ") + "> " + Plan.IndexName;
}

std::string prologue(const KernelPlan &Plan, StringRef Indent) {
  std::string Out;
  for (const std::string &Line : Plan.Usings)
    Out += Indent.str() + Line + "\n";
  for (const std::string &Line : Plan.Locals)
    Out += Indent.str() + Line + "\n";
  Out +=
      Indent.str() + indexDeclaration(Plan) + " = amp_domain.this_thread();\n";
  if (!Plan.Domain.Tiled)
    Out += Indent.str() + "if (!amp_domain.contains(" + Plan.IndexName +
           "))\n" + Indent.str() + "  return;\n";
  for (const KernelParam &P : Plan.Params)
    if (!P.Binding.empty())
      Out += Indent.str() + P.Binding + "\n";
  return Out;
}

std::string bodyLines(StringRef BodyText, StringRef Indent) {
  StringRef Trimmed = BodyText.rtrim(" \t");
  auto [FirstLine, Rest] = Trimmed.split('\n');
  std::string Lines;
  if (!FirstLine.trim().empty())
    Lines = Indent.str() + FirstLine.trim().str() + "\n";
  if (Trimmed.contains('\n'))
    Lines += reindented(Rest, firstIndent(Trimmed), Indent, true);
  if (Lines.empty() || Lines.back() != '\n')
    Lines += "\n";
  return Lines;
}

/// `template <...>\n`, or nothing.
static std::string templateHead(const KernelPlan &Plan) {
  return Plan.TemplateDecls.empty()
             ? ""
             : "template <" + join(Plan.TemplateDecls, ", ") + ">\n";
}

std::string kernelDefinition(const KernelPlan &Plan, StringRef BodyText) {
  return Plan.MacroDefinitions +
         "// C++ AMP kernel from parallel_for_each at " + Plan.CallAt + "\n" +
         templateHead(Plan) + declarator(Plan) + signature(Plan) + " {\n" +
         prologue(Plan, Plan.IndentStep) +
         bodyLines(BodyText, Plan.IndentStep) + "}\n\n";
}

std::string kernelDeclaration(const KernelPlan &Plan) {
  return "// C++ AMP kernel from parallel_for_each at " + Plan.CallAt +
         ", defined after class " + Plan.DefinedAfterClass + "\n" +
         Plan.ClassDeclaration + templateHead(Plan) + declarator(Plan) +
         signature(Plan) + ";\n\n";
}

std::string kernelReference(const KernelPlan &Plan) {
  if (Plan.TemplateArgs.empty())
    return Plan.Name;
  return Plan.Name + "<" + join(Plan.TemplateArgs, ", ") + ">";
}

std::string launchTemplateArguments(const KernelPlan &Plan,
                                    StringRef KernelRef) {
  return Plan.KernelTypeDeduced
             ? KernelRef.str()
             : "decltype(&" + KernelRef.str() + "), &" + KernelRef.str();
}

std::string launch(const KernelPlan &Plan, StringRef KernelRef, StringRef View,
                   StringRef Domain) {
  std::vector<std::string> Args;
  if (!View.empty())
    Args.push_back(View.str());
  Args.push_back(Domain.str());
  for (const KernelParam &P : Plan.Params)
    Args.push_back(P.Argument);
  return "amp2hip::launch<" + launchTemplateArguments(Plan, KernelRef) + ">(" +
         join(Args, ", ") + ")";
}

std::string friendDeclaration(const KernelPlan &Plan) {
  std::map<std::string, std::string> Renamed;
  for (StringRef Name : Plan.TemplateNames)
    Renamed[Name.rtrim(".").str()] = "amp_" + Name.rtrim(".").str();
  std::vector<std::string> FriendParams;
  for (const std::string &D : Plan.TemplateDecls)
    FriendParams.push_back(replaceWords(D, Renamed));
  return "  // the kernel of parallel_for_each at " + Plan.CallAt + "\n  " +
         (FriendParams.empty()
              ? ""
              : "template <" + join(FriendParams, ", ") + ">\n  ") +
         "friend __global__ void " + Plan.Name + "(" +
         replaceWords(join(parameterDeclarations(Plan), ", "), Renamed) +
         ");\n";
}

std::string indentLines(StringRef Text, StringRef Indent) {
  std::string Indented;
  llvm::SmallVector<StringRef, 4> Lines;
  Text.split(Lines, '\n', -1, /*KeepEmpty=*/false);
  for (StringRef L : Lines)
    Indented += Indent.str() + L.str() + "\n";
  return Indented;
}

std::string removedVariable(StringRef Variable, StringRef KernelName) {
  return "// '" + Variable.str() + "': the kernel " + KernelName.str() +
         " above";
}

} // namespace amp2hip
