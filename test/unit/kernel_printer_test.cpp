// The text of an extracted kernel, printed from a plan without an AST
// (lib/rewrite/KernelPrinter.h).
#include "rewrite/KernelPrinter.h"
#include "rewrite/Reindent.h"

#include <gtest/gtest.h>

using namespace amp2hip;

namespace {

/// `parallel_for_each(e, [=](index<1> i) restrict(amp) { c[i] = a[i]; })`
/// in `void add()`.
KernelPlan addPlan() {
  KernelPlan Plan;
  Plan.Name = "add_amp_kernel_0";
  Plan.Domain.Args = {"1"};
  Plan.Params = {{"concurrency::array_view<int, 1> c", "c", ""},
                 {"concurrency::array_view<const int, 1> a", "a", ""}};
  Plan.CallAt = "add.cpp:7";
  Plan.IndexName = "i";
  Plan.IndexAsWritten = "concurrency::index<1> i";
  return Plan;
}

KernelPlan tiledPlan(std::vector<std::string> Args) {
  KernelPlan Plan = addPlan();
  Plan.Domain.Tiled = true;
  Plan.Domain.Args = std::move(Args);
  return Plan;
}

} // namespace

TEST(KernelPrinter, DefinitionOfAnExtentKernel) {
  EXPECT_EQ(kernelDefinition(addPlan(), "\n        c[i] = a[i];\n    "),
            "// C++ AMP kernel from parallel_for_each at add.cpp:7\n"
            "static __global__ void\n"
            "add_amp_kernel_0(amp2hip::extent_domain<1> amp_domain,\n"
            "                 concurrency::array_view<int, 1> c,\n"
            "                 concurrency::array_view<const int, 1> a) {\n"
            "  concurrency::index<1> i = amp_domain.this_thread();\n"
            "  if (!amp_domain.contains(i))\n"
            "    return;\n"
            "  c[i] = a[i];\n"
            "}\n\n");
}

TEST(KernelPrinter, SignatureOnOneLineUpTo80Columns) {
  KernelPlan Plan = addPlan();
  Plan.Params = {{"int n", "n", ""}};
  EXPECT_EQ(signature(Plan),
            "add_amp_kernel_0(amp2hip::extent_domain<1> amp_domain, int n)");
}

TEST(KernelPrinter, LaunchBoundsOfATile) {
  EXPECT_EQ(declarator(tiledPlan({"16", "16"})),
            "static __global__ void __launch_bounds__(256)\n");
  KernelPlan Spelled = tiledPlan({"TS", "N + 1"});
  Spelled.Domain.Spelled = true;
  EXPECT_EQ(declarator(Spelled),
            "static __global__ void __launch_bounds__(TS * (N + 1))\n");
  KernelPlan Dependent = tiledPlan({"D0", "D1", "D2"});
  Dependent.Domain.Dependent = true;
  Dependent.Friend = true;
  EXPECT_EQ(declarator(Dependent),
            "__global__ void __launch_bounds__((concurrency::detail_::"
            "tile_threads<D0, D1, D2>()))\n");
  EXPECT_EQ(declarator(addPlan()), "static __global__ void\n");
}

TEST(KernelPrinter, PrologueOfATiledKernelHasNoGuard) {
  KernelPlan Plan = tiledPlan({"16"});
  Plan.IndexFromDomain = true;
  Plan.IndexConst = true;
  Plan.IndexName = "t";
  Plan.Usings = {"using namespace concurrency;"};
  Plan.Locals = {"const int n = 4;"};
  Plan.Params[0].Binding = "int (&x)[4] = amp_bytes_x.as<int[4]>();";
  EXPECT_EQ(
      prologue(Plan, "  "),
      "  using namespace concurrency;\n"
      "  const int n = 4;\n"
      "  const concurrency::tiled_index<16> t = amp_domain.this_thread();\n"
      "  int (&x)[4] = amp_bytes_x.as<int[4]>();\n");
}

TEST(KernelPrinter, OneLineBodyGetsItsOwnLine) {
  EXPECT_EQ(bodyLines(" c[i] = 0; ", "    "), "    c[i] = 0;\n");
  EXPECT_EQ(bodyLines(" a();\n  ", "  "), "  a();\n");
}

TEST(KernelPrinter, BodyMovesToItsNewDepth) {
  // From 8 columns inside the lambda to one step (2) in the kernel, the
  // relative indentation and a comment's kept.
  EXPECT_EQ(bodyLines("\n        a();\n          b(); // c\n      ", "  "),
            "  a();\n    b(); // c\n");
  // Tabs to tabs.
  EXPECT_EQ(bodyLines("\n\t\t\tif (x)\n\t\t\t\ty();\n\t\t", "\t"),
            "\tif (x)\n\t\ty();\n");
}

TEST(Reindent, LiteralsAndDirectivesStay) {
  // A raw string's lines are its value; a directive stays at column 0; a
  // line less indented than the body moves as far, to column 0 at least.
  EXPECT_EQ(reindented("        f(R\"(one\n        two)\");\n#if X\n    g();\n"
                       "#endif\n",
                       "        ", "  ", true),
            "  f(R\"(one\n        two)\");\n#if X\ng();\n#endif\n");
  // A string continued with a backslash is one literal too.
  EXPECT_EQ(reindented("x(\"a\\\n    b\");\n    y();\n", "    ", "", false),
            "x(\"a\\\n    b\");\ny();\n");
  EXPECT_EQ(firstIndent("{\n\n\t\tx();\n"), "\t\t");
  EXPECT_EQ(firstIndent(" x(); "), "");
}

TEST(KernelPrinter, TemplateKernelAndItsReference) {
  KernelPlan Plan = addPlan();
  Plan.TemplateDecls = {"typename T", "int N"};
  Plan.TemplateArgs = {"T", "N"};
  EXPECT_EQ(kernelReference(Plan), "add_amp_kernel_0<T, N>");
  EXPECT_EQ(kernelReference(addPlan()), "add_amp_kernel_0");
  std::string Text = kernelDefinition(Plan, "{}");
  EXPECT_NE(
      Text.find("\ntemplate <typename T, int N>\nstatic __global__ void\n"),
      std::string::npos);
}

TEST(KernelPrinter, LaunchPassesTheCaptures) {
  KernelPlan Plan = addPlan();
  Plan.Params[1].Argument = "v.size()";
  EXPECT_EQ(launch(Plan, "add_amp_kernel_0", "", "e"),
            "amp2hip::launch<add_amp_kernel_0>(e, c, v.size())");
  EXPECT_EQ(launch(Plan, "k<T>", "acc.default_view", "e.tile<4>()"),
            "amp2hip::launch<k<T>>(acc.default_view, e.tile<4>(), c, "
            "v.size())");
  // Before C++17 the launch spells the kernel's type (no `auto` template
  // parameter to deduce it).
  Plan.KernelTypeDeduced = false;
  EXPECT_EQ(launch(Plan, "k<T>", "acc.default_view", "e"),
            "amp2hip::launch<decltype(&k<T>), &k<T>>(acc.default_view, e, c, "
            "v.size())");
}

TEST(KernelPrinter, FriendRenamesTheClassTemplatesParameters) {
  KernelPlan Plan = addPlan();
  Plan.Friend = true;
  Plan.Params = {{"Grid<T> g", "g", ""}};
  Plan.TemplateDecls = {"typename T", "int... Ns"};
  Plan.TemplateNames = {"T", "Ns..."};
  EXPECT_EQ(friendDeclaration(Plan),
            "  // the kernel of parallel_for_each at add.cpp:7\n"
            "  template <typename amp_T, int... amp_Ns>\n"
            "  friend __global__ void add_amp_kernel_0("
            "amp2hip::extent_domain<1> amp_domain, Grid<amp_T> g);\n");
  EXPECT_EQ(indentLines("a\n\nb\n", "    "), "    a\n    b\n");
}

TEST(KernelPrinter, DeclarationBeforeTheClass) {
  KernelPlan Plan = addPlan();
  Plan.Friend = true;
  Plan.DefinedAfterClass = "Grid";
  Plan.ClassDeclaration = "template <typename T> class Grid;\n";
  EXPECT_EQ(kernelDeclaration(Plan),
            "// C++ AMP kernel from parallel_for_each at add.cpp:7, defined "
            "after class Grid\n"
            "template <typename T> class Grid;\n"
            "__global__ void\n"
            "add_amp_kernel_0(amp2hip::extent_domain<1> amp_domain,\n"
            "                 concurrency::array_view<int, 1> c,\n"
            "                 concurrency::array_view<const int, 1> a);\n\n");
}

TEST(KernelPrinter, OpaqueDomain) {
  KernelDomain Domain;
  Domain.Opaque = true;
  Domain.OpaqueIndex = "typename V::index_type";
  EXPECT_EQ(domainType(Domain), "amp2hip::domain_for<typename V::index_type>");
}
