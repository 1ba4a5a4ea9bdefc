//===- Project.h - Visual Studio projects and solutions ---------*- C++ -*-===//
//
// A Visual Studio project (.vcxproj) read as MSBuild evaluates it for one
// configuration, and a solution (.sln) as the list of its C++ projects: what
// the translator needs to parse each source as Visual C++ compiled it (-I,
// -D, -include, -std, -fopenmp) and what a CMake build of the migrated tree
// needs (the kind of target, its dependencies, its floating-point mode).
// What the reader cannot follow is a ProjectNote (a warning with an id),
// never silently dropped.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_PROJECT_H
#define AMP2HIP_PROJECT_H

#include "amp2hip/Catalog.h"
#include "amp2hip/OutputFiles.h"
#include "amp2hip/Translator.h"

#include "clang/Tooling/CompilationDatabase.h"

#include <memory>
#include <string>
#include <vector>

namespace amp2hip {

/// A warning of the project reader, at a line of a project file.
struct ProjectNote {
  std::string File; ///< absolute path of the .vcxproj, .props or .sln
  unsigned Line = 0;
  DiagId Id;
  std::vector<std::string> Args; ///< %0, %1 ... of the id's message
  /// "file:line:1: warning: message [AMP2HIPnnnn]", as Clang writes one.
  std::string format() const;
};

/// One C++ project, evaluated for one configuration.
struct VsProject {
  std::string Name; ///< $(ProjectName)
  std::string Path; ///< the .vcxproj, absolute
  std::string Dir;  ///< $(ProjectDir) without the trailing separator
  enum Kind { Application, StaticLibrary, DynamicLibrary, UnitTest, Other };
  Kind Type = Application;
  /// A ClCompile item of the configuration, absolute and as on disk, with
  /// its compile flags (-I, -D, -U, -include, -std, -fopenmp), and where
  /// the project names it.
  struct Source {
    std::string Path;
    std::vector<std::string> Flags;
    /// Visual C++ compiled it as C (its CompileAs, else a .c name): C has
    /// no C++ AMP, so it is copied as it is, not translated, and the
    /// migrated build compiles it as C.
    bool C = false;
    std::string ItemFile; ///< the .vcxproj (or .props) of the item
    unsigned ItemLine = 0;
  };
  std::vector<Source> Sources;
  bool OpenMP = false;    ///< OpenMPSupport, or a source uses OpenMP
  bool FastMath = false;  ///< FloatingPointModel Fast
  unsigned Standard = 17; ///< C++ standard (at least 17, the runtime's)
  /// The projects this one references (ProjectReference), absolute.
  std::vector<std::string> References;
  /// The libraries it links by name (Link's AdditionalDependencies, without
  /// .lib): a project of the solution may build one of them.
  std::vector<std::string> Libraries;
  /// Why the project cannot migrate (a Windows GUI, MFC, Direct3D ...);
  /// empty when it can.
  std::string NotMigrated;
  /// The project's notes; once the sources are translated, those of the
  /// sources left out of its migration too (AMP2HIP1208).
  std::vector<ProjectNote> Notes;
};

/// "Release|x64" split into Configuration and Platform.
struct VsConfiguration {
  std::string Configuration = "Release", Platform = "x64";
};

/// Reads \p ProjectFile (a .vcxproj) for \p Config; \p SolutionDir is
/// $(SolutionDir) (the .sln's folder, else the project's). Null, with a
/// message in \p Error, when the file is no readable project.
std::unique_ptr<VsProject> readVcxproj(llvm::StringRef ProjectFile,
                                       llvm::StringRef SolutionDir,
                                       const VsConfiguration &Config,
                                       std::string &Error);

/// A solution: its C++ projects, read, and the notes of the .sln itself.
struct VsSolution {
  std::string Path; ///< the .sln (or the lone .vcxproj), absolute
  std::string Dir;  ///< the root of the migrated tree
  std::vector<std::unique_ptr<VsProject>> Projects;
  std::vector<ProjectNote> Notes;
};

/// Reads a .sln and each C++ project it lists, or a lone .vcxproj as a
/// solution of one. Null, with \p Error, when it cannot be read.
std::unique_ptr<VsSolution> readSolution(llvm::StringRef File,
                                         const VsConfiguration &Config,
                                         std::string &Error);

/// The compile commands of every source of the solution's projects that
/// migrate, as a compile database would give them.
std::unique_ptr<clang::tooling::CompilationDatabase>
solutionCompilations(const VsSolution &Solution);

/// The CMakeLists.txt of the migrated tree: one per project that migrates
/// (path relative to the out-root, text), and the solution's at the root.
/// \p ToolPrefix: where the amp2hip that migrates is installed (a hint
/// for find_package(amp2hip)).
std::vector<std::pair<std::string, std::string>>
solutionCMakeLists(const VsSolution &Solution, llvm::StringRef ToolPrefix);

/// The project reader's notes, and each project that cannot migrate, as
/// findings of a run (for --check and the reports).
std::vector<Finding> projectFindings(const VsSolution &Solution);

/// Adds the migrated tree to \p Files: under \p OutRoot, at their places
/// below \p InRoot, the translated sources of each project that migrates
/// and the user headers they include (each once), its C sources and the
/// headers they include as they are, and the CMakeLists.txt of those
/// projects and of the solution. A source that did not translate is left
/// out of its project (a note of the project, AMP2HIP1208) when the project
/// builds without it; otherwise, or when none of its sources translated,
/// the project gets its NotMigrated reason and is left out. Returns how
/// many projects had a source that did not translate.
unsigned addMigratedTree(VsSolution &Solution, const TranslateResult &Result,
                         llvm::StringRef InRoot, llvm::StringRef OutRoot,
                         llvm::StringRef ToolPrefix, OutputFiles &Files);

} // namespace amp2hip

#endif
