//===- VcxprojReader.cpp - a .vcxproj as MSBuild evaluates it -------------===//
//
// MSBuild evaluates a project in passes: the properties first, in document
// order through the imports (an Import's condition sees the properties set
// before it), then the item definitions (ClCompile and Link defaults, where
// %(Name) is the value inherited so far), then the items, whose conditions
// and metadata see every property. Visual Studio's own imports
// ($(VCTargetsPath), $(UserRootDir)) hold the toolset, not the project's
// settings, and are passed over; a property sheet of the solution's tree is
// read; any other import is a warning.
//
//===----------------------------------------------------------------------===//

#include "amp2hip/Project.h"
#include "foundation/Paths.h"

#include "MsBuildProperties.h"
#include "parse/OpenMPUse.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"

#include <tinyxml2.h>

using namespace llvm;
using tinyxml2::XMLDocument;
using tinyxml2::XMLElement;

namespace amp2hip {

namespace {

using Metadata = StringMap<std::string>; // lower-case name -> value

/// An ItemDefinitionGroup or ItemGroup, kept for the later passes.
struct Group {
  const XMLElement *Element;
  std::string File;
};

std::string text(const XMLElement *E) {
  const char *T = E->GetText();
  return T ? StringRef(T).trim().str() : std::string();
}

std::string attribute(const XMLElement *E, const char *Name) {
  const char *A = E->Attribute(Name);
  return A ? std::string(A) : std::string();
}

bool isTrue(StringRef Value) { return Value.trim().equals_insensitive("true"); }

/// "a;b;;c" as its non-empty entries.
std::vector<std::string> splitList(StringRef List) {
  SmallVector<StringRef> Parts;
  List.split(Parts, ';');
  std::vector<std::string> Out;
  for (StringRef Part : Parts)
    if (!Part.trim().empty())
      Out.push_back(Part.trim().str());
  return Out;
}

/// The C++ standard Visual C++ compiled a source with: its
/// LanguageStandard, else the toolset's default, which is C++14 for every
/// toolset that compiled C++ AMP. Visual Studio 2017 and later (v141-v143)
/// compile C++14 unless /std says otherwise; v110-v140 had no /std, and
/// Clang's C++14 is the nearest of its modes: Visual Studio 2013's library
/// already had make_unique and cbegin, which libstdc++ declares from C++14
/// on, and what C++17 took out of the language (register, throw(T), ++ of
/// a bool) was still there. The build compiles the translation as C++17 at
/// least (the runtime's standard).
unsigned languageStandard(StringRef Setting) {
  if (Setting.contains_insensitive("latest") || Setting.contains("20"))
    return 20;
  if (Setting.contains("17"))
    return 17;
  return 14;
}

/// The Windows GUI entry point \p Source defines (WinMain, wWinMain,
/// _tWinMain), or empty. Read as text, as Visual C++'s linker chose the
/// entry point by the names the program defined.
std::string windowsEntryPoint(StringRef Source) {
  auto Buffer = MemoryBuffer::getFile(Source);
  if (!Buffer)
    return "";
  static const Regex EntryPoint(
      "(WINAPI|APIENTRY|CALLBACK|__stdcall)[ \t\r\n]+((w|_t)?WinMain)[ "
      "\t\r\n]*\\(");
  SmallVector<StringRef> Match;
  return EntryPoint.match((*Buffer)->getBuffer(), &Match) ? Match[2].str() : "";
}

/// Whether Visual C++ compiled \p Path as C: its CompileAs (/TC, /TP),
/// else by the name's extension, as cl does.
bool compiledAsC(StringRef CompileAs, StringRef Path) {
  if (CompileAs.equals_insensitive("CompileAsC"))
    return true;
  if (CompileAs.equals_insensitive("CompileAsCpp"))
    return false;
  return sys::path::extension(Path).equals_insensitive(".c");
}

class VcxprojReader {
public:
  VcxprojReader(VsProject &P, StringRef SolutionDir)
      : P(P), Root(SolutionDir) {}

  bool read(StringRef File, const VsConfiguration &Config, std::string &Error);

private:
  void note(StringRef File, const XMLElement *E, DiagId Id,
            std::vector<std::string> Args) {
    ProjectNote Note{File.str(), E ? unsigned(E->GetLineNum()) : 0, Id,
                     std::move(Args)};
    // One per place: an item definition is read for each source.
    if (llvm::none_of(P.Notes, [&](const ProjectNote &N) {
          return N.File == Note.File && N.Line == Note.Line &&
                 N.Id == Note.Id && N.Args == Note.Args;
        }))
      P.Notes.push_back(std::move(Note));
  }
  /// The element's Condition, reported when not understood (then false).
  bool holds(const XMLElement *E, StringRef File);
  bool load(StringRef File, const XMLElement *ImportedBy,
            StringRef ImporterFile, std::string &Error);
  void walk(const XMLElement *Parent, StringRef File);
  void import(const XMLElement *E, StringRef File);
  /// \p Value with $(...) expanded and %(Name) as \p Inherited has it.
  /// Names left unknown are reported when \p Report.
  std::string value(const XMLElement *E, StringRef File,
                    const Metadata &Inherited, bool Report = true);
  void readDefinitions();
  void readItems();
  std::vector<std::string> flagsOf(const Metadata &M, StringRef File,
                                   const XMLElement *Where);
  void classify();

  VsProject &P;
  std::string Root;
  MsBuildProperties Props;
  std::vector<std::unique_ptr<XMLDocument>> Documents;
  std::vector<Group> Groups;
  StringMap<Metadata> Definitions;  // item type (lower case) -> defaults
  std::vector<std::string> Loading; // files being read (import cycles)
  bool UnitTestIncludes = false;
};

bool VcxprojReader::holds(const XMLElement *E, StringRef File) {
  std::string Condition = attribute(E, "Condition");
  std::optional<bool> Value =
      Props.condition(Condition, sys::path::parent_path(File));
  if (!Value)
    note(File, E, DiagId::ProjectConditionUnknown, {Condition});
  return Value.value_or(false);
}

std::string VcxprojReader::value(const XMLElement *E, StringRef File,
                                 const Metadata &Inherited, bool Report) {
  // Visual Studio's own folders are no part of the migrated program: the
  // include folder of its unit-test framework is the runtime's CppUnitTest.h.
  std::string Raw;
  for (const std::string &Entry : splitList(text(E))) {
    StringRef Ref = Entry;
    if (Ref.contains_insensitive("$(VCInstallDir)") &&
        Ref.contains_insensitive("UnitTest")) {
      UnitTestIncludes = true;
      continue;
    }
    Raw += (Raw.empty() ? "" : ";") + Entry;
  }
  std::vector<std::string> Unknown;
  std::string Text = Props.expand(Raw, &Unknown);
  // %(AdditionalIncludeDirectories): the value defined before this one.
  std::string Out;
  StringRef Rest = Text;
  while (true) {
    size_t Start = Rest.find("%(");
    size_t End = Start == StringRef::npos ? Start : Rest.find(')', Start);
    if (End == StringRef::npos)
      break;
    Out += Rest.take_front(Start);
    auto Found = Inherited.find(Rest.slice(Start + 2, End).trim().lower());
    if (Found != Inherited.end())
      Out += Found->second;
    Rest = Rest.drop_front(End + 1);
  }
  Out += Rest;
  for (const std::string &Name : Unknown) {
    // $(IncludePath) in IncludePath: the toolset's folders, inherited.
    if (!Report || StringRef(Name).equals_insensitive(E->Name()))
      continue;
    note(File, E, DiagId::ProjectMacroUnknown, {Name, E->Name()});
  }
  return Out;
}

void VcxprojReader::import(const XMLElement *E, StringRef File) {
  std::string Project = attribute(E, "Project");
  // The toolset's own property sheets and targets.
  if (StringRef(Project).contains_insensitive("$(VCTargetsPath)") ||
      StringRef(Project).contains_insensitive("$(UserRootDir)") ||
      StringRef(Project).contains_insensitive("$(MSBuildExtensionsPath)"))
    return;
  if (!holds(E, File))
    return;
  std::vector<std::string> Unknown;
  std::string Path = windowsPath(Props.expand(Project, &Unknown),
                                 sys::path::parent_path(File));
  std::string Why;
  if (!Unknown.empty())
    Why = "it names $(" + Unknown.front() + "), which is not known";
  else if (!isUnder(Path, Root))
    Why = "it is outside the solution's folder";
  else if (!sys::fs::is_regular_file(Path))
    Why = "it is missing";
  else if (std::string Error; !load(Path, E, File, Error))
    Why = Error;
  if (!Why.empty())
    note(File, E, DiagId::ProjectImportNotRead, {Project, Why});
}

void VcxprojReader::walk(const XMLElement *Parent, StringRef File) {
  for (const XMLElement *E = Parent->FirstChildElement(); E;
       E = E->NextSiblingElement()) {
    StringRef Name = E->Name();
    if (Name == "PropertyGroup") {
      if (!holds(E, File))
        continue;
      for (const XMLElement *Prop = E->FirstChildElement(); Prop;
           Prop = Prop->NextSiblingElement())
        if (holds(Prop, File))
          // Of the properties, only IncludePath's folders reach the parse.
          Props.set(
              Prop->Name(),
              value(Prop, File, {}, StringRef(Prop->Name()) == "IncludePath"));
    } else if (Name == "ImportGroup") {
      if (holds(E, File))
        walk(E, File);
    } else if (Name == "Import") {
      import(E, File);
    } else if (Name == "ItemDefinitionGroup" || Name == "ItemGroup") {
      Groups.push_back({E, File.str()});
    }
  }
}

bool VcxprojReader::load(StringRef File, const XMLElement *ImportedBy,
                         StringRef ImporterFile, std::string &Error) {
  if (llvm::is_contained(Loading, File)) {
    Error = "it imports itself";
    return false;
  }
  auto Doc = std::make_unique<XMLDocument>();
  auto Buffer = MemoryBuffer::getFile(File);
  if (!Buffer) {
    Error = "cannot read it";
    return false;
  }
  if (Doc->Parse((*Buffer)->getBufferStart(), (*Buffer)->getBufferSize()) !=
      tinyxml2::XML_SUCCESS) {
    Error = "line " + std::to_string(Doc->ErrorLineNum()) +
            ": not well-formed XML (" + Doc->ErrorStr() + ")";
    return false;
  }
  const XMLElement *Project = Doc->RootElement();
  if (!Project || StringRef(Project->Name()) != "Project") {
    Error = "no MSBuild <Project> element";
    return false;
  }
  Loading.push_back(File.str());
  std::optional<std::string> Outer = Props.get("MSBuildThisFileDirectory");
  Props.set("MSBuildThisFileDirectory",
            sys::path::parent_path(File).str() + "/");
  walk(Project, File);
  Props.set("MSBuildThisFileDirectory", Outer.value_or(""));
  Loading.pop_back();
  Documents.push_back(std::move(Doc));
  return true;
}

void VcxprojReader::readDefinitions() {
  for (const Group &G : Groups) {
    if (StringRef(G.Element->Name()) != "ItemDefinitionGroup" ||
        !holds(G.Element, G.File))
      continue;
    for (const XMLElement *Type = G.Element->FirstChildElement(); Type;
         Type = Type->NextSiblingElement()) {
      if (!holds(Type, G.File))
        continue;
      Metadata &Defaults = Definitions[StringRef(Type->Name()).lower()];
      for (const XMLElement *M = Type->FirstChildElement(); M;
           M = M->NextSiblingElement())
        if (holds(M, G.File))
          Defaults[StringRef(M->Name()).lower()] = value(M, G.File, Defaults);
      StringRef TypeName = Type->Name();
      if ((TypeName == "PreBuildEvent" || TypeName == "PostBuildEvent" ||
           TypeName == "PreLinkEvent") &&
          !Defaults.lookup("command").empty())
        note(G.File, Type, DiagId::ProjectBuildStepNotMigrated,
             {TypeName.str(), Defaults.lookup("command")});
    }
  }
}

std::vector<std::string> VcxprojReader::flagsOf(const Metadata &M,
                                                StringRef File,
                                                const XMLElement *Where) {
  std::vector<std::string> Flags;
  unsigned Std = languageStandard(M.lookup("languagestandard"));
  // The build compiles the translation against the runtime, C++17 at least.
  P.Standard = std::max(P.Standard, Std);
  Flags.push_back("-std=c++" + std::to_string(Std));
  for (const std::string &Dir :
       splitList(M.lookup("additionalincludedirectories"))) {
    std::string Path = windowsPath(Dir, P.Dir);
    if (!sys::fs::is_directory(Path)) {
      note(File, Where, DiagId::ProjectIncludeDirMissing, {Dir});
      continue;
    }
    Flags.push_back("-I" + Path);
  }
  // The project's IncludePath comes after, as Visual C++ searches it.
  for (const std::string &Dir : splitList(Props.getOr("IncludePath", ""))) {
    std::string Path = windowsPath(Dir, P.Dir);
    if (sys::fs::is_directory(Path))
      Flags.push_back("-I" + Path);
  }
  // With a precompiled header, Visual C++ finds it from any source folder.
  if (StringRef(M.lookup("precompiledheader")).equals_insensitive("Use")) {
    std::string Header = M.lookup("precompiledheaderfile");
    std::string Dir =
        sys::path::parent_path(
            windowsPath(Header.empty() ? "stdafx.h" : Header, P.Dir))
            .str();
    Flags.push_back("-I" + Dir);
  }
  std::string CharacterSetValue = Props.getOr("CharacterSet", "");
  StringRef CharacterSet = CharacterSetValue;
  if (CharacterSet.equals_insensitive("Unicode")) {
    Flags.push_back("-DUNICODE");
    Flags.push_back("-D_UNICODE");
  } else if (CharacterSet.equals_insensitive("MultiByte")) {
    Flags.push_back("-D_MBCS");
  }
  for (const std::string &Define :
       splitList(M.lookup("preprocessordefinitions")))
    Flags.push_back("-D" + Define);
  for (const std::string &Undefine :
       splitList(M.lookup("undefinepreprocessordefinitions")))
    Flags.push_back("-U" + Undefine);
  for (const std::string &Header : splitList(M.lookup("forcedincludefiles"))) {
    Flags.push_back("-include");
    Flags.push_back(windowsPath(Header, P.Dir));
  }
  if (isTrue(M.lookup("openmpsupport"))) {
    P.OpenMP = true;
    Flags.push_back("-fopenmp");
  }
  if (StringRef(M.lookup("floatingpointmodel")).equals_insensitive("Fast"))
    P.FastMath = true;
  return Flags;
}

void VcxprojReader::readItems() {
  for (const Group &G : Groups) {
    if (StringRef(G.Element->Name()) != "ItemGroup" ||
        !holds(G.Element, G.File))
      continue;
    for (const XMLElement *Item = G.Element->FirstChildElement(); Item;
         Item = Item->NextSiblingElement()) {
      StringRef Type = Item->Name();
      if (!holds(Item, G.File))
        continue;
      std::string Include = Props.expand(attribute(Item, "Include"));
      if (Type == "ProjectReference") {
        P.References.push_back(windowsPath(Include, P.Dir));
        continue;
      }
      if (Type == "CustomBuild") {
        note(G.File, Item, DiagId::ProjectBuildStepNotMigrated,
             {"CustomBuild", Include});
        continue;
      }
      if (Type != "ClCompile")
        continue;
      Metadata M = Definitions.lookup("clcompile");
      for (const XMLElement *Meta = Item->FirstChildElement(); Meta;
           Meta = Meta->NextSiblingElement())
        if (holds(Meta, G.File))
          M[StringRef(Meta->Name()).lower()] = value(Meta, G.File, M);
      if (isTrue(M.lookup("excludedfrombuild")))
        continue;
      for (const std::string &Name : splitList(Include)) {
        std::string Path = windowsPath(Name, P.Dir);
        if (!sys::fs::is_regular_file(Path)) {
          note(G.File, Item, DiagId::ProjectSourceMissing, {Name});
          continue;
        }
        std::vector<std::string> Flags = flagsOf(M, G.File, Item);
        // Visual C++ needed /openmp for it; the translator adds it to the
        // parse of such a source (usesOpenMP), the build must link it.
        if (usesOpenMP(Path))
          P.OpenMP = true;
        P.Sources.push_back({Path, std::move(Flags),
                             compiledAsC(M.lookup("compileas"), Path), G.File,
                             unsigned(Item->GetLineNum())});
      }
    }
  }
}

/// The kind of target, and why a project cannot migrate.
void VcxprojReader::classify() {
  std::string TypeValue = Props.getOr("ConfigurationType", "Application");
  StringRef Type = TypeValue;
  const Metadata &Link = Definitions.lookup("link");
  // Visual Studio's native unit tests are a library its test runner loads;
  // a program that names their include folder (the C++ AMP book's
  // ScanPerf, whose IncludePath came from the tests' project) is a program.
  bool UnitTest =
      (UnitTestIncludes && Type.equals_insensitive("DynamicLibrary")) ||
      StringRef(Props.getOr("ProjectSubType", ""))
          .equals_insensitive("NativeUnitTestProject");
  if (UnitTest)
    P.Type = VsProject::UnitTest;
  else if (Type.equals_insensitive("Application"))
    P.Type = VsProject::Application;
  else if (Type.equals_insensitive("StaticLibrary"))
    P.Type = VsProject::StaticLibrary;
  else if (Type.equals_insensitive("DynamicLibrary"))
    P.Type = VsProject::DynamicLibrary;
  else
    P.Type = VsProject::Other;

  std::string MfcValue = Props.getOr("UseOfMfc", "false");
  StringRef Mfc = MfcValue;
  std::string AtlValue = Props.getOr("UseOfAtl", "false");
  StringRef Atl = AtlValue;
  for (const std::string &Library :
       splitList(Link.lookup("additionaldependencies")))
    P.Libraries.push_back(sys::path::stem(Library).str());
  // A project is judged by its code, not by what it links: the book's
  // console chapters link d3d11.lib for an accelerator's name and still
  // migrate. Direct3D interop is found by the translation (AMP2HIP3000).
  std::string GuiEntry;
  for (const VsProject::Source &Src : P.Sources)
    if (GuiEntry.empty())
      if (std::string Name = windowsEntryPoint(Src.Path); !Name.empty())
        GuiEntry = Name + ", in " + sys::path::filename(Src.Path).str();
  if (P.Type == VsProject::Other)
    P.NotMigrated = "its ConfigurationType is " + Type.str() +
                    " (neither a program nor a library)";
  else if (!Mfc.empty() && !Mfc.equals_insensitive("false"))
    P.NotMigrated = "it uses MFC";
  else if (!Atl.empty() && !Atl.equals_insensitive("false"))
    P.NotMigrated = "it uses ATL";
  else if (!UnitTest && !GuiEntry.empty())
    P.NotMigrated =
        "it is a Windows GUI program (its entry point is " + GuiEntry + ")";
  else if (P.Sources.empty())
    P.NotMigrated = "it has no source to compile in this configuration";
}

bool VcxprojReader::read(StringRef File, const VsConfiguration &Config,
                         std::string &Error) {
  P.Path = File.str();
  P.Dir = sys::path::parent_path(File).str();
  P.Name = sys::path::stem(File).str();
  StringRef Sln = Root;
  Props.set("Configuration", Config.Configuration);
  Props.set("Platform", Config.Platform);
  Props.set("SolutionDir", Sln.str() + "/");
  Props.set("SolutionName", sys::path::filename(Sln));
  Props.set("ProjectDir", P.Dir + "/");
  Props.set("ProjectName", P.Name);
  Props.set("MSBuildProjectName", P.Name);
  Props.set("MSBuildProjectDirectory", P.Dir);
  Props.set("ProjectFileName", sys::path::filename(File));
  Props.set("ProjectPath", File);
  Props.set("MSBuildProjectFullPath", File);
  Props.set("ProjectExt", ".vcxproj");
  if (!load(File, nullptr, "", Error))
    return false;
  P.Name = Props.getOr("ProjectName", P.Name);
  // The defaults Microsoft.Cpp.Default.props gives, where the project set
  // none (a property of a source's metadata may name them).
  std::string Platform =
      Config.Platform == "Win32" ? "" : Config.Platform + "/";
  for (auto [Name, Default] :
       {std::pair<StringRef, std::string>{"TargetName", P.Name},
        {"OutDir", Sln.str() + "/" + Platform + Config.Configuration + "/"},
        {"IntDir", Platform + Config.Configuration + "/"}})
    if (!Props.get(Name))
      Props.set(Name, Default);
  readDefinitions();
  readItems();
  classify();
  return true;
}

} // namespace

std::unique_ptr<VsProject> readVcxproj(StringRef ProjectFile,
                                       StringRef SolutionDir,
                                       const VsConfiguration &Config,
                                       std::string &Error) {
  auto P = std::make_unique<VsProject>();
  VcxprojReader Reader(*P, SolutionDir);
  if (!Reader.read(ProjectFile, Config, Error))
    return nullptr;
  return P;
}

} // namespace amp2hip
