//===- ProjectCompilations.cpp - a solution as a compile database ---------===//
//
// What a compile database would hold for the solution: for each source of a
// project that migrates, the flags its project gives it, run from the
// project's folder. A source of two projects takes the first's flags. A C
// source is no translator's input: C has no C++ AMP (it is copied).
//
//===----------------------------------------------------------------------===//

#include "amp2hip/Project.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace llvm;
using clang::tooling::CompileCommand;

namespace amp2hip {

namespace {

/// The compiler a command names: as in a command line's compile database
/// (clang::tooling::FixedCompilationDatabase), beside the translator. The
/// driver finds the standard library from its folder; a bare `clang++`
/// found it as `/../lib/gcc/...`, paths that a precompiled prelude
/// (lib/parse/PrecompiledPrelude.h) cannot record.
std::string toolCommand() {
  static int Anchor;
  SmallString<256> Path(
      sys::path::parent_path(sys::fs::getMainExecutable("amp2hip", &Anchor)));
  sys::path::append(Path, "clang-tool");
  return std::string(Path);
}

class SolutionCompilations : public clang::tooling::CompilationDatabase {
public:
  explicit SolutionCompilations(const VsSolution &S) {
    for (const auto &P : S.Projects) {
      if (!P->NotMigrated.empty())
        continue;
      for (const VsProject::Source &Src : P->Sources) {
        if (Src.C || Commands.count(Src.Path))
          continue;
        std::vector<std::string> Line{toolCommand()};
        Line.insert(Line.end(), Src.Flags.begin(), Src.Flags.end());
        Line.push_back(Src.Path);
        Commands[Src.Path] = CompileCommand(P->Dir, Src.Path, Line, "");
        Files.push_back(Src.Path);
      }
    }
  }

  std::vector<CompileCommand>
  getCompileCommands(StringRef FilePath) const override {
    auto Found = Commands.find(FilePath);
    if (Found == Commands.end())
      return {};
    return {Found->second};
  }
  std::vector<std::string> getAllFiles() const override { return Files; }

private:
  StringMap<CompileCommand> Commands;
  std::vector<std::string> Files;
};

} // namespace

std::unique_ptr<clang::tooling::CompilationDatabase>
solutionCompilations(const VsSolution &Solution) {
  return std::make_unique<SolutionCompilations>(Solution);
}

} // namespace amp2hip
