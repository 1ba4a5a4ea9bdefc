//===- SolutionReader.cpp - a .sln and its C++ projects -------------------===//
//
// A .sln is no XML: each project is a line
//   Project("{type}") = "Name", "relative\path.vcxproj", "{guid}"
// of which the C++ ones (path ending .vcxproj) are read; solution folders
// and other languages are passed over. References between projects are
// their ProjectReference items, and the libraries one links by the name
// of another's target (ampblas links ampcblas.lib so).
//
//===----------------------------------------------------------------------===//

#include "amp2hip/Project.h"
#include "foundation/Paths.h"

#include "MsBuildProperties.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace amp2hip {

std::string ProjectNote::format() const {
  const DiagInfo &D = diagnostic(Id);
  std::string Message;
  StringRef Pattern = D.Message;
  for (size_t I = 0; I < Pattern.size(); ++I) {
    if (Pattern[I] == '%' && I + 1 < Pattern.size() &&
        isDigit(Pattern[I + 1])) {
      size_t Arg = Pattern[++I] - '0';
      Message += Arg < Args.size() ? Args[Arg] : "";
    } else {
      Message += Pattern[I];
    }
  }
  return File + ":" + std::to_string(Line) + ":1: " +
         (D.Severity == DiagSeverity::Error ? "error: " : "warning: ") +
         Message + " [" + D.code() + "]";
}

namespace {

/// The quoted fields of a "Project(...) = ..." line.
std::vector<std::string> quotedFields(StringRef Line) {
  std::vector<std::string> Fields;
  while (true) {
    size_t Start = Line.find('"');
    size_t End = Start == StringRef::npos ? Start : Line.find('"', Start + 1);
    if (End == StringRef::npos)
      return Fields;
    Fields.push_back(Line.slice(Start + 1, End).str());
    Line = Line.drop_front(End + 1);
  }
}

/// Each project's references as the projects of the solution they name.
void linkReferences(VsSolution &S) {
  for (auto &P : S.Projects) {
    std::vector<std::string> Resolved;
    for (const std::string &Ref : P->References)
      for (auto &Other : S.Projects)
        if (Other->Path == realPath(Ref))
          Resolved.push_back(Other->Path);
    // ampcblas.lib, or ampcblasd.lib in a Debug configuration.
    for (const std::string &Library : P->Libraries)
      for (auto &Other : S.Projects) {
        StringRef Name = Other->Name;
        if (Other != P &&
            (StringRef(Library).equals_insensitive(Name) ||
             StringRef(Library).equals_insensitive(Name.str() + "d")))
          Resolved.push_back(Other->Path);
      }
    llvm::sort(Resolved);
    Resolved.erase(std::unique(Resolved.begin(), Resolved.end()),
                   Resolved.end());
    P->References = std::move(Resolved);
  }
}

} // namespace

std::unique_ptr<VsSolution> readSolution(StringRef File,
                                         const VsConfiguration &Config,
                                         std::string &Error) {
  auto S = std::make_unique<VsSolution>();
  S->Path = realPath(File);
  S->Dir = sys::path::parent_path(S->Path).str();
  auto Add = [&](StringRef Project, unsigned Line) {
    std::string ProjectError;
    if (auto P = readVcxproj(Project, S->Dir, Config, ProjectError))
      S->Projects.push_back(std::move(P));
    else
      S->Notes.push_back({S->Path,
                          Line,
                          DiagId::ProjectNotRead,
                          {Project.str(), ProjectError}});
  };
  if (!StringRef(File).ends_with_insensitive(".sln")) {
    std::string ProjectError;
    auto P = readVcxproj(S->Path, S->Dir, Config, ProjectError);
    if (!P) {
      Error = ProjectError;
      return nullptr;
    }
    S->Projects.push_back(std::move(P));
    return S;
  }
  auto Buffer = MemoryBuffer::getFile(File);
  if (!Buffer) {
    Error = "cannot read it";
    return nullptr;
  }
  SmallVector<StringRef> Lines;
  (*Buffer)->getBuffer().split(Lines, '\n');
  for (unsigned I = 0; I < Lines.size(); ++I) {
    StringRef Line = Lines[I].trim();
    if (!Line.starts_with("Project("))
      continue;
    std::vector<std::string> Fields = quotedFields(Line);
    if (Fields.size() < 3 ||
        !StringRef(Fields[2]).ends_with_insensitive(".vcxproj"))
      continue;
    std::string Path = windowsPath(Fields[2], S->Dir);
    if (!sys::fs::is_regular_file(Path))
      S->Notes.push_back({S->Path,
                          I + 1,
                          DiagId::ProjectNotRead,
                          {Fields[2], "it is missing"}});
    else
      Add(Path, I + 1);
  }
  if (S->Projects.empty() && S->Notes.empty()) {
    Error = "it lists no C++ project (.vcxproj)";
    return nullptr;
  }
  linkReferences(*S);
  return S;
}

} // namespace amp2hip
