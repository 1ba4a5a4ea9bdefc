//===- SolutionMigration.cpp - a migrated solution's tree -----------------===//
//
// A solution migrates project by project: a project whose sources all
// translate (with the user headers they include) is written and built; one
// with a source that does not is reported and left out, and the solution's
// other projects still build. A header several projects share is written
// once. A C source was not translated (C has no C++ AMP): it is copied, with
// the headers it includes that no translation wrote.
//
//===----------------------------------------------------------------------===//

#include "amp2hip/Project.h"
#include "foundation/Paths.h"

#include "IncludedHeaders.h"
#include "MsBuildProperties.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace amp2hip {

namespace {

/// The files the parse of source \p Path read: it and its user headers.
void addFilesOf(StringRef Path, const StringMap<const FileResult *> &ByPath,
                StringSet<> &Files) {
  Files.insert(realPath(Path));
  if (const FileResult *R = ByPath.lookup(realPath(Path)))
    for (const std::string &Dep : R->Dependencies)
      Files.insert(realPath(Dep));
}

/// What the code of \p Files uses that has no HIP counterpart, as the
/// translation found it (Direct3D interop, a call of the Windows GUI), or
/// empty.
std::string unportableUse(const StringSet<> &Files,
                          const TranslateResult &Result) {
  for (auto [Id, What] :
       {std::pair<DiagId, StringRef>{DiagId::Direct3dTextureInterop,
                                     "it uses Direct3D interop"},
        {DiagId::WindowsGuiCall, "it calls the Windows GUI"}})
    for (const Finding &F : Result.Findings)
      if (F.Id == diagnostic(Id).code() && Files.contains(realPath(F.File)))
        return (What + " (" + sys::path::filename(F.File) + ":" +
                Twine(F.Line) + ")")
            .str();
  return "";
}

/// Why \p P, \p Bad of whose \p Translated sources (its C ones are copied)
/// did not translate, cannot migrate: what its code uses that has no HIP
/// counterpart, else the count.
std::string notTranslatedReason(const VsProject &P, unsigned Bad,
                                unsigned Translated,
                                const TranslateResult &Result,
                                const StringMap<const FileResult *> &ByPath) {
  StringSet<> Files;
  for (const VsProject::Source &Src : P.Sources)
    addFilesOf(Src.Path, ByPath, Files);
  std::string Use = unportableUse(Files, Result);
  if (!Use.empty())
    return Use;
  return std::to_string(Bad) + " of its " + std::to_string(Translated) +
         " source(s) do not translate";
}

/// Why source \p Path did not translate.
std::string sourceReason(StringRef Path, const TranslateResult &Result,
                         const StringMap<const FileResult *> &ByPath) {
  StringSet<> Files;
  addFilesOf(Path, ByPath, Files);
  std::string Use = unportableUse(Files, Result);
  return Use.empty() ? "it does not translate (its errors are above)" : Use;
}

/// P and the projects that link it, directly or through others.
std::vector<const VsProject *> withDependents(const VsSolution &S,
                                              const VsProject &P) {
  std::vector<const VsProject *> Out = {&P};
  for (size_t I = 0; I < Out.size(); ++I)
    for (const auto &Q : S.Projects)
      if (llvm::is_contained(Q->References, Out[I]->Path) &&
          !llvm::is_contained(Out, Q.get()))
        Out.push_back(Q.get());
  return Out;
}

/// What the rest of the build needs of \p Left, a source of \p P left out
/// ("main.cpp uses deviceOf, which interop.cpp defines"), or empty when
/// \p P builds without it: no source that stays, of P or of a project that
/// links it, uses a function or variable only \p Left defines (as the
/// linker matches them), and \p Left holds no program's main.
std::string neededOf(const VsSolution &S, const VsProject &P,
                     const FileResult &Left, const StringSet<> &LeftOut,
                     const StringMap<const FileResult *> &ByPath) {
  StringRef LeftName = sys::path::filename(Left.InputPath);
  if (P.Type == VsProject::Application &&
      (Left.Defines.count("main") || Left.Defines.count("wmain")))
    return "it holds the program's main";
  std::vector<const FileResult *> Staying;
  for (const VsProject *Q : withDependents(S, P))
    for (const VsProject::Source &Src : Q->Sources)
      if (!LeftOut.contains(realPath(Src.Path)))
        if (const FileResult *R = ByPath.lookup(realPath(Src.Path)))
          Staying.push_back(R);
  for (const FileResult *R : Staying)
    for (const std::string &Need : R->Needs) {
      auto Def = Left.Defines.find(Need);
      if (Def == Left.Defines.end() ||
          llvm::any_of(Staying, [&](const FileResult *Other) {
            return Other->Defines.count(Need);
          }))
        continue;
      return (sys::path::filename(R->InputPath) + " uses " + Def->second +
              ", which " + LeftName + " defines")
          .str();
    }
  return "";
}

} // namespace

std::vector<Finding> projectFindings(const VsSolution &S) {
  std::vector<Finding> Out;
  auto add = [&](const ProjectNote &N) {
    const DiagInfo &D = diagnostic(N.Id);
    std::string Line = N.format();
    // "file:line:1: warning: <message> [id]" -> the message.
    size_t Start = Line.find(": warning: ");
    Start =
        Start == std::string::npos ? Line.find(": error: ") + 9 : Start + 11;
    Out.push_back(
        {D.Severity == DiagSeverity::Error ? Finding::Error : Finding::Warning,
         N.File, N.Line, 1, Line.substr(Start, Line.rfind(" [") - Start),
         D.code()});
  };
  for (const ProjectNote &N : S.Notes)
    add(N);
  for (const auto &P : S.Projects) {
    for (const ProjectNote &N : P->Notes)
      add(N);
    if (!P->NotMigrated.empty())
      add({P->Path, 1, DiagId::ProjectNotMigrated, {P->Name, P->NotMigrated}});
  }
  return Out;
}

unsigned addMigratedTree(VsSolution &S, const TranslateResult &Result,
                         StringRef InRoot, StringRef OutRoot,
                         StringRef ToolPrefix, OutputFiles &Files) {
  StringMap<const FileResult *> ByPath;
  for (const FileResult &R : Result.Files)
    ByPath[realPath(R.InputPath)] = &R;
  // A source translates when it and every user header it read did.
  auto translated = [&](const FileResult &R) {
    if (!R.Ok)
      return false;
    for (const std::string &Dep : R.Dependencies) {
      auto Found = ByPath.find(realPath(Dep));
      if (Found != ByPath.end() && !Found->second->Ok)
        return false;
    }
    return true;
  };
  unsigned Failed = 0;
  for (auto &P : S.Projects) {
    if (!P->NotMigrated.empty())
      continue;
    std::vector<const VsProject::Source *> Bad;
    StringSet<> BadPaths;
    unsigned Translated = 0; // C sources are copied, not translated
    for (const VsProject::Source &Src : P->Sources) {
      if (Src.C)
        continue;
      ++Translated;
      const FileResult *R = ByPath.lookup(realPath(Src.Path));
      if (!R || !translated(*R)) {
        Bad.push_back(&Src);
        BadPaths.insert(realPath(Src.Path));
      }
    }
    if (Bad.empty())
      continue;
    ++Failed;
    if (Bad.size() == Translated) {
      P->NotMigrated =
          notTranslatedReason(*P, Bad.size(), Translated, Result, ByPath);
      continue;
    }
    // A source that does not translate is left out when the project
    // builds without it (a test file of a test program).
    std::vector<ProjectNote> LeftOut;
    for (const VsProject::Source *Src : Bad) {
      std::string Why = sourceReason(Src->Path, Result, ByPath);
      const FileResult *R = ByPath.lookup(realPath(Src->Path));
      std::string Needed =
          R ? neededOf(S, *P, *R, BadPaths, ByPath) : std::string();
      if (!Needed.empty()) {
        P->NotMigrated = "its source " + sys::path::filename(Src->Path).str() +
                         " does not migrate (" + Why + ") and " + Needed;
        break;
      }
      LeftOut.push_back({Src->ItemFile,
                         Src->ItemLine,
                         DiagId::SourceNotMigrated,
                         {sys::path::filename(Src->Path).str(), P->Name, Why}});
    }
    if (!P->NotMigrated.empty())
      continue;
    llvm::append_range(P->Notes, LeftOut);
    llvm::erase_if(P->Sources, [&](const VsProject::Source &Src) {
      return BadPaths.contains(realPath(Src.Path));
    });
  }
  // A project that links one left out cannot link either.
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (auto &P : S.Projects)
      for (auto &Other : S.Projects)
        if (P->NotMigrated.empty() && !Other->NotMigrated.empty() &&
            llvm::is_contained(P->References, Other->Path)) {
          P->NotMigrated =
              "it links " + Other->Name + ", which is not migrated";
          Changed = true;
        }
  }
  StringSet<> Written;
  for (auto &P : S.Projects) {
    if (!P->NotMigrated.empty())
      continue;
    for (const VsProject::Source &Src : P->Sources) {
      if (Src.C)
        continue;
      const FileResult *R = ByPath.lookup(realPath(Src.Path));
      if (Written.insert(realPath(R->InputPath)).second)
        Files.add(rebased(realPath(R->InputPath), InRoot, OutRoot),
                  R->OutputText);
      for (const std::string &Dep : R->Dependencies) {
        const FileResult *H = ByPath.lookup(realPath(Dep));
        if (H && H->IsHeader && Written.insert(realPath(H->InputPath)).second)
          Files.add(rebased(realPath(H->InputPath), InRoot, OutRoot),
                    H->OutputText, /*IfChanged=*/true);
      }
    }
  }
  // After the translations: a header a C++ source includes too is written
  // as translated (a header with C++ AMP code is no C header anyway).
  auto copy = [&](const std::string &Path, bool IfChanged) {
    if (!Written.insert(Path).second)
      return;
    if (auto Text = MemoryBuffer::getFile(Path))
      Files.add(rebased(Path, InRoot, OutRoot), (*Text)->getBuffer().str(),
                IfChanged);
  };
  for (auto &P : S.Projects)
    for (const VsProject::Source &Src : P->Sources)
      if (P->NotMigrated.empty() && Src.C) {
        copy(realPath(Src.Path), /*IfChanged=*/false);
        for (const std::string &Header :
             includedHeaders(Src.Path, Src.Flags, InRoot))
          copy(Header, /*IfChanged=*/true);
      }
  std::string SolutionOut = rebased(S.Dir, InRoot, OutRoot);
  for (auto &[Path, Text] : solutionCMakeLists(S, ToolPrefix)) {
    SmallString<256> Dest(SolutionOut);
    sys::path::append(Dest, Path);
    sys::path::remove_dots(Dest, true);
    Files.add(std::string(Dest), Text, /*IfChanged=*/true);
  }
  return Failed;
}

} // namespace amp2hip
