//===- SolutionCMake.cpp - the CMake build of a migrated solution ---------===//
//
// The migrated tree mirrors the solution's folder: each project's
// translated sources and the user headers they share sit where the
// originals were. Beside them, a CMakeLists.txt per project that migrates
// (in the project's folder, or in a folder of its name below it when the
// folder is the solution's or holds another project) and the solution's at
// the root, which finds amp2hip and adds each project. The targets compile
// already translated sources (amp2hip_add_translated_*, cmake/amp2hip.cmake),
// so the backend (AMP2HIP_BACKEND) is the configure step's choice, as in
// any amp2hip build. A DLL project becomes a static library: the solution
// links it into its programs as Visual Studio linked its import library.
//
//===----------------------------------------------------------------------===//

#include "amp2hip/Project.h"
#include "foundation/Paths.h"

#include "MsBuildProperties.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace amp2hip {

namespace {

/// \p Path relative to \p Base (both absolute), with '..' where needed.
std::string relative(StringRef Path, StringRef Base) {
  SmallVector<StringRef> From, To;
  for (auto It = sys::path::begin(Base), E = sys::path::end(Base); It != E;
       ++It)
    From.push_back(*It);
  for (auto It = sys::path::begin(Path), E = sys::path::end(Path); It != E;
       ++It)
    To.push_back(*It);
  size_t Common = 0;
  while (Common < From.size() && Common < To.size() &&
         From[Common] == To[Common])
    ++Common;
  SmallString<256> Out;
  for (size_t I = Common; I < From.size(); ++I)
    sys::path::append(Out, "..");
  for (size_t I = Common; I < To.size(); ++I)
    sys::path::append(Out, To[I]);
  return Out.empty() ? "." : std::string(Out);
}

/// A CMake target name: Visual Studio allows spaces and more.
std::string targetName(StringRef Name) {
  std::string Out;
  for (char C : Name)
    Out += isAlnum(C) || StringRef("_.+-").contains(C) ? C : '_';
  return Out;
}

/// A path or flag as a CMake argument.
std::string quoted(StringRef Text) {
  std::string Out = "\"";
  for (char C : Text) {
    if (C == '"' || C == '\\' || C == '$' || C == ';')
      Out += '\\';
    Out += C;
  }
  return Out + "\"";
}

/// The GoogleTest target a project links by name (gtest.lib, gtestd.lib,
/// gtest_main.lib), or empty.
std::string googleTestLibrary(const VsProject &P) {
  for (StringRef Library : P.Libraries) {
    std::string Name = Library.lower();
    if (Name == "gtest_main" || Name == "gtest_maind")
      return "GTest::gtest_main";
    if (Name == "gtest" || Name == "gtestd")
      return "GTest::gtest";
  }
  return "";
}

class Writer {
public:
  Writer(const VsSolution &S) : S(S) {
    StringMap<unsigned> PerFolder;
    for (const auto &P : S.Projects)
      if (P->NotMigrated.empty())
        ++PerFolder[P->Dir];
    for (const auto &P : S.Projects) {
      if (!P->NotMigrated.empty())
        continue;
      std::string Dir = P->Dir;
      if (Dir == S.Dir || PerFolder[P->Dir] > 1)
        Dir += "/" + targetName(P->Name);
      ListsDir[P->Path] = Dir;
      Target[P->Path] = targetName(P->Name);
    }
  }

  /// A folder of the solution as the generated CMake names it from
  /// \p ListsDir; folders outside the solution stay absolute.
  std::string folder(StringRef Path, StringRef From) const {
    if (!isUnder(Path, S.Dir))
      return quoted(Path);
    return "\"${CMAKE_CURRENT_SOURCE_DIR}/" +
           quoted(relative(Path, From)).substr(1);
  }

  /// Compile flags as CMake's lists: include folders, definitions, other
  /// options (-I of a source's own are options: -I<folder>).
  struct FlagLists {
    std::vector<std::string> Includes, Defines, Options;
  };
  FlagLists flagLists(ArrayRef<std::string> Flags, StringRef From) const {
    FlagLists Out;
    for (size_t I = 0; I < Flags.size(); ++I) {
      StringRef Flag = Flags[I];
      if (Flag.consume_front("-I"))
        Out.Includes.push_back(folder(Flag, From));
      else if (Flag.consume_front("-D"))
        Out.Defines.push_back(quoted(Flag));
      else if (Flag == "-include" && I + 1 < Flags.size())
        // One argument: CMake would merge a repeated "-include".
        Out.Options.push_back("\"SHELL:-include " +
                              folder(Flags[++I], From).substr(1));
      else if (Flag.starts_with("-U"))
        Out.Options.push_back(quoted(Flag));
    }
    return Out;
  }

  std::string project(const VsProject &P) const {
    std::string From = ListsDir.lookup(P.Path);
    std::string Name = Target.lookup(P.Path);
    std::string Out = "# " + P.Name + ": migrated from " +
                      relative(P.Path, S.Dir) + " by amp2hip.\n";
    const char *Add =
        P.Type == VsProject::Application || P.Type == VsProject::UnitTest
            ? "amp2hip_add_translated_executable"
            : "amp2hip_add_translated_library";
    Out += std::string(Add) + "(" + Name +
           (P.Type == VsProject::StaticLibrary ||
                    P.Type == VsProject::DynamicLibrary
                ? " STATIC"
                : "");
    for (const VsProject::Source &Src : P.Sources)
      Out += "\n  " + quoted(relative(Src.Path, From));
    Out += ")\n";
    // Copied, not translated: the add function made them the backend's.
    std::string CSources;
    for (const VsProject::Source &Src : P.Sources)
      if (Src.C)
        CSources += "\n  " + quoted(relative(Src.Path, From));
    if (!CSources.empty())
      Out += "# Visual C++ compiled these as C (CompileAs, else the .c name).\n"
             "set_source_files_properties(" +
             CSources + "\n  PROPERTIES LANGUAGE C)\n";

    // The flags every source of the project has are the target's; those of
    // one source's own metadata (a define of its item) are the source's.
    std::vector<std::string> Common = P.Sources.front().Flags;
    for (const VsProject::Source &Src : P.Sources)
      llvm::erase_if(Common, [&](const std::string &Flag) {
        return !llvm::is_contained(Src.Flags, Flag);
      });
    FlagLists Shared = flagLists(Common, From);
    auto list = [&](StringRef Command, ArrayRef<std::string> Items) {
      if (Items.empty())
        return;
      Out += Command.str() + "(" + Name + " PRIVATE";
      for (const std::string &Item : Items)
        Out += "\n  " + Item;
      Out += ")\n";
    };
    list("target_include_directories", Shared.Includes);
    list("target_compile_definitions", Shared.Defines);
    list("target_compile_options", Shared.Options);
    for (const VsProject::Source &Src : P.Sources) {
      std::vector<std::string> Own;
      for (const std::string &Flag : Src.Flags)
        if (!llvm::is_contained(Common, Flag))
          Own.push_back(Flag);
      FlagLists Lists = flagLists(Own, From);
      // A source's own include folder is an option: "-I<folder>".
      for (const std::string &Include : Lists.Includes)
        Lists.Options.push_back("\"-I" + Include.substr(1));
      for (auto [Property, Items] :
           {std::pair<StringRef, ArrayRef<std::string>>{"COMPILE_DEFINITIONS",
                                                        Lists.Defines},
            {"COMPILE_OPTIONS", Lists.Options}})
        if (!Items.empty()) {
          Out += "set_property(SOURCE " + quoted(relative(Src.Path, From)) +
                 " APPEND PROPERTY " + Property.str();
          for (const std::string &Item : Items)
            Out += "\n  " + Item;
          Out += ")\n";
        }
    }
    if (P.Standard > 17)
      Out += "set_target_properties(" + Name + " PROPERTIES CXX_STANDARD " +
             std::to_string(P.Standard) + ")\n";
    if (P.FastMath)
      Out += "# Visual C++'s /fp:fast (FloatingPointModel Fast).\n"
             "set_target_properties(" +
             Name + " PROPERTIES AMP2HIP_FP_MODE fast)\n";
    if (P.OpenMP)
      Out += "# Visual C++'s /openmp (OpenMPSupport, or a source's #pragma "
             "omp or <omp.h>).\namp2hip_link_openmp(" +
             Name + ")\n";
    std::vector<std::string> Links;
    for (const std::string &Ref : P.References)
      if (Target.count(Ref))
        Links.push_back(Target.lookup(Ref));
    if (P.Type == VsProject::UnitTest)
      Links.push_back("GTest::gtest_main");
    else if (!googleTestLibrary(P).empty())
      Links.push_back(googleTestLibrary(P));
    list("target_link_libraries", Links);
    if (P.Type == VsProject::UnitTest)
      Out += "# A Visual Studio unit-test project: each TEST_METHOD is a "
             "GoogleTest test.\ngtest_discover_tests(" +
             Name + ")\n";
    return Out;
  }

  std::string solution(StringRef ToolPrefix) const {
    std::string Name = targetName(sys::path::stem(S.Path));
    std::string Out =
        "# " + Name + ": migrated from " + sys::path::filename(S.Path).str() +
        " by amp2hip. Every project that migrates builds for AMD (HIP, the\n"
        "# default) or NVIDIA (-DAMP2HIP_BACKEND=CUDA):\n"
        "#   cmake -S . -B build && cmake --build build\n"
        "cmake_minimum_required(VERSION 3.21)\n"
        "project(" +
        Name + (hasCSources() ? " LANGUAGES C CXX)\n" : " LANGUAGES CXX)\n") +
        "find_package(amp2hip CONFIG REQUIRED HINTS " + quoted(ToolPrefix) +
        ")\n";
    bool Tests = llvm::any_of(S.Projects, [&](const auto &P) {
      return P->NotMigrated.empty() &&
             (P->Type == VsProject::UnitTest || !googleTestLibrary(*P).empty());
    });
    if (Tests)
      Out += "find_package(GTest REQUIRED)\ninclude(GoogleTest)\n"
             "enable_testing()\n";
    for (const auto &P : S.Projects)
      if (P->NotMigrated.empty())
        Out += "add_subdirectory(" +
               quoted(relative(ListsDir.lookup(P->Path), S.Dir)) + ")\n";
    for (const auto &P : S.Projects)
      if (!P->NotMigrated.empty())
        Out += "# Not migrated: " + P->Name + " (" + relative(P->Path, S.Dir) +
               "): " + P->NotMigrated + ".\n";
    return Out;
  }

  /// Whether a project that migrates has a source compiled as C.
  bool hasCSources() const {
    return llvm::any_of(S.Projects, [](const auto &P) {
      return P->NotMigrated.empty() &&
             llvm::any_of(P->Sources,
                          [](const VsProject::Source &Src) { return Src.C; });
    });
  }

  const VsSolution &S;
  StringMap<std::string> ListsDir, Target; // by the project's path
};

} // namespace

std::vector<std::pair<std::string, std::string>>
solutionCMakeLists(const VsSolution &Solution, StringRef ToolPrefix) {
  Writer W(Solution);
  std::vector<std::pair<std::string, std::string>> Files;
  Files.push_back({"CMakeLists.txt", W.solution(ToolPrefix)});
  for (const auto &P : Solution.Projects)
    if (P->NotMigrated.empty())
      Files.push_back({relative(W.ListsDir.lookup(P->Path), Solution.Dir) +
                           "/CMakeLists.txt",
                       W.project(*P)});
  return Files;
}

} // namespace amp2hip
