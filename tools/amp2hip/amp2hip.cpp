//===- amp2hip.cpp - the amp2hip command-line tool ------------------------===//
//
// A thin driver: options in the usual Clang-tool form, translation by the
// library, all-or-nothing atomic writes of the results.
//
//   amp2hip matmul.cpp -o matmul.hip.cpp -- -std=c++17
//
//===----------------------------------------------------------------------===//

#include "amp2hip/Catalog.h"
#include "amp2hip/OutputFiles.h"
#include "amp2hip/Project.h"
#include "amp2hip/Report.h"
#include "amp2hip/Translator.h"
#include "foundation/Paths.h"

#include "clang/Basic/Version.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CommonOptionsParser.h" // ArgumentsAdjustingCompilations
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <memory>
#include <optional>

using namespace llvm;
using amp2hip::isUnder;
using amp2hip::realPath;
using amp2hip::rebased;

static cl::OptionCategory Category("amp2hip options");

static cl::extrahelp MoreHelp(R"(
Translates C++ AMP sources to HIP. The compile flags of the parse follow
'--' (amp2hip a.cpp -- -std=c++17 -I include) or come from a compile
database (-p build); with neither, sources are parsed with -std=c++17.

Without -o, <name>.cpp is written as <name>.hip.cpp next to it. With
--in-root/--out-root, the sources, the user headers under the in-root that
they include, and every other file of the in-root are written to the same
relative paths under the out-root (--no-copy: only the sources and the
headers they include, for a build step). Nothing is written unless every
input translates.

With --vcxproj, the sources and their flags come from a Visual Studio
project or solution (.sln: each C++ project in it), read for
--vs-configuration; with --out-root, the migrated tree gets a CMake build
of every project that migrates (see docs/user-guide.md).

Exit codes: 0 success (--check: migrates cleanly), 1 something does not
translate, 2 the tool could not run (bad arguments, unreadable file,
missing compile database).
)");

static cl::list<std::string>
    SourcePaths(cl::Positional, cl::desc("<source files> [-- <compile flags>]"),
                cl::cat(Category));
static cl::opt<std::string> BuildPath(
    "p",
    cl::desc("Build directory holding compile_commands.json: the compile "
             "flags of each source (instead of '-- <flags>')"),
    cl::value_desc("build dir"), cl::cat(Category));
static cl::list<std::string>
    ExtraArgs("extra-arg",
              cl::desc("Add this flag to the end of each compile command"),
              cl::value_desc("flag"), cl::cat(Category));
static cl::list<std::string> ExtraArgsBefore(
    "extra-arg-before",
    cl::desc("Add this flag to the start of each compile command"),
    cl::value_desc("flag"), cl::cat(Category));
static cl::opt<std::string> OutputFile("o",
                                       cl::desc("Output file (one input; '-' "
                                                "for standard output)"),
                                       cl::value_desc("file"),
                                       cl::cat(Category));
static cl::opt<std::string>
    InRoot("in-root",
           cl::desc("Project root: user headers under it are translated too"),
           cl::value_desc("dir"), cl::cat(Category));
static cl::opt<std::string>
    OutRoot("out-root",
            cl::desc("Write the in-root tree here, translated (with "
                     "--no-copy, only the sources and their headers)"),
            cl::value_desc("dir"), cl::cat(Category));
static cl::opt<bool> NoCopy(
    "no-copy",
    cl::desc("With --out-root: write only the sources and the user headers "
             "they include, not a copy of the rest of the in-root (a build "
             "step; --out-root may then be inside --in-root)"),
    cl::cat(Category));
static cl::opt<std::string> Vcxproj(
    "vcxproj",
    cl::desc("A Visual Studio project (.vcxproj) or solution (.sln): its "
             "sources, each with the flags its project gives it (instead of "
             "sources and '-- <flags>'); the in-root defaults to its folder"),
    cl::value_desc("file"), cl::cat(Category));
static cl::opt<std::string> VsConfiguration(
    "vs-configuration",
    cl::desc("The configuration and platform --vcxproj reads (default "
             "Release|x64)"),
    cl::value_desc("Configuration|Platform"), cl::init("Release|x64"),
    cl::cat(Category));
static cl::opt<std::string> DepFile(
    "depfile",
    cl::desc("Write a Makefile-style depfile: each output depends on its "
             "source and the user headers it includes (as clang -MMD -MF)"),
    cl::value_desc("file"), cl::cat(Category));
static cl::opt<bool> Inplace("inplace", cl::desc("Rewrite the inputs in place"),
                             cl::cat(Category));
static cl::opt<bool>
    NoBackup("no-backup", cl::desc("With --inplace: keep no <name>.amp.bak"),
             cl::cat(Category));
static cl::opt<bool> Check("check",
                           cl::desc("Write nothing; print the findings, exit "
                                    "0 when the code migrates cleanly, 1 when "
                                    "not"),
                           cl::cat(Category));
static cl::opt<amp2hip::ReportFormat> ReportFormat(
    "report-format", cl::desc("Format of the report of findings"),
    cl::values(clEnumValN(amp2hip::ReportFormat::Text, "text", "for people"),
               clEnumValN(amp2hip::ReportFormat::Json, "json", "for scripts"),
               clEnumValN(amp2hip::ReportFormat::Sarif, "sarif",
                          "SARIF 2.1.0, for code-scanning tools")),
    cl::cat(Category));
static cl::opt<std::string>
    ReportFile("report-file",
               cl::desc("Write the report here (default: standard output "
                        "with --report-format)"),
               cl::value_desc("path"), cl::cat(Category));
static cl::opt<std::string> WarningsAsErrors(
    "warnings-as-errors",
    cl::desc("Report these amp2hip warnings as errors, so that they fail "
             "--check and the translation: comma-separated ids or globs "
             "(AMP2HIP1007,AMP2HIP101*; '*' for all)"),
    cl::value_desc("ids"), cl::cat(Category));
static cl::opt<std::string> SuppressWarnings(
    "suppress-warnings",
    cl::desc("Neither print nor report these amp2hip warnings: "
             "comma-separated ids or globs (AMP2HIP1016,AMP2HIP101*)"),
    cl::value_desc("ids"), cl::cat(Category));
static cl::opt<unsigned>
    Jobs("j",
         cl::desc("Translate this many sources at a time (default: the "
                  "number of cores); the output is the same as with -j 1"),
         cl::value_desc("N"), cl::init(0), cl::Prefix, cl::cat(Category));
static cl::opt<std::string> CacheDir(
    "cache-dir",
    cl::desc("Keep here the precompiled headers of the system headers that "
             "sources begin with (<amp.h> and the standard library's), for "
             "the next translation (default: $AMP2HIP_CACHE_DIR, else "
             "amp2hip/ in $XDG_CACHE_HOME or ~/.cache); empty: read them in "
             "every parse"),
    cl::value_desc("dir"), cl::cat(Category));
static cl::opt<bool> Progress(
    "progress",
    cl::desc("Print [n/total] <source> on standard error as each source is "
             "done (the default when standard error is a terminal)"),
    cl::cat(Category));
enum class StatsFormat { None, Text, Csv };
static cl::opt<StatsFormat>
    PrintStats("print-stats",
               cl::desc("Print what was translated, per file and total"),
               cl::init(StatsFormat::None), cl::ValueOptional,
               cl::values(clEnumValN(StatsFormat::Text, "", "text"),
                          clEnumValN(StatsFormat::Text, "text", "text"),
                          clEnumValN(StatsFormat::Csv, "csv", "CSV")),
               cl::cat(Category));
enum class ListFormat { None, Markdown };
static cl::opt<ListFormat> ListMappings(
    "list-mappings", cl::desc("Print the C++ AMP to HIP mapping table"),
    cl::init(ListFormat::None),
    cl::values(clEnumValN(ListFormat::Markdown, "markdown", "Markdown table")),
    cl::cat(Category));
static cl::opt<ListFormat> ListDiagnostics(
    "list-diagnostics", cl::desc("Print the table of diagnostics"),
    cl::init(ListFormat::None),
    cl::values(clEnumValN(ListFormat::Markdown, "markdown", "Markdown table")),
    cl::cat(Category));

namespace {

/// The runtime headers: next to an installed tool, else the source tree the
/// tool was built from.
std::string findRuntimeInclude(const char *Argv0) {
  std::string Exe =
      sys::fs::getMainExecutable(Argv0, (void *)&findRuntimeInclude);
  SmallString<256> Installed(
      sys::path::parent_path(sys::path::parent_path(Exe)));
  sys::path::append(Installed, "include");
  SmallString<256> Probe(Installed);
  sys::path::append(Probe, "amp2hip", "parse", "amp.h");
  if (sys::fs::exists(Probe))
    return std::string(Installed);
  return AMP2HIP_SOURCE_RUNTIME_INCLUDE;
}

std::string defaultOutputPath(StringRef Input) {
  SmallString<256> Out(Input);
  sys::path::replace_extension(Out, "");
  Out += ".hip.cpp";
  return std::string(Out);
}

/// A path in a Makefile rule: spaces, '#' and '$' escaped as GCC does.
std::string makeEscaped(StringRef Path) {
  std::string Out;
  for (char C : Path) {
    if (C == ' ' || C == '#')
      Out += '\\';
    else if (C == '$')
      Out += '$';
    Out += C;
  }
  return Out;
}

/// The depfile: one rule per output, "output: source headers...".
std::string depfileText(
    ArrayRef<std::pair<std::string, const amp2hip::FileResult *>> Outputs) {
  std::string Text;
  for (const auto &[Output, Result] : Outputs) {
    Text += makeEscaped(Output) + ":";
    for (const std::string &Dep : Result->Dependencies)
      Text += " \\\n  " + makeEscaped(Dep);
    Text += "\n";
  }
  return Text;
}

std::optional<std::string> readFile(StringRef Path) {
  auto Buffer = MemoryBuffer::getFile(Path);
  if (!Buffer)
    return std::nullopt;
  return (*Buffer)->getBuffer().str();
}

/// The verdict of --check, as the text report ends.
std::string verdict(const amp2hip::TranslateResult &Result) {
  unsigned Errors = 0, Warnings = 0;
  for (const amp2hip::Finding &F : Result.Findings) {
    Errors += F.Severity == amp2hip::Finding::Error;
    Warnings += F.Severity == amp2hip::Finding::Warning;
  }
  return std::to_string(Errors) + " error(s), " + std::to_string(Warnings) +
         " warning(s); " +
         (Result.ok() && Errors == 0 ? "migrates cleanly" : "does not migrate");
}

/// The option an argument names (dashes and "=value" left out), or null.
cl::Option *findOption(StringRef Name) {
  auto &Options = cl::getRegisteredOptions();
  auto Found = Options.find(Name);
  if (Found != Options.end())
    return Found->second;
  // "-j4": an option whose value may follow its name directly.
  for (auto &Entry : Options)
    if (Entry.second->getFormattingFlag() == cl::Prefix &&
        Name.starts_with(Entry.first()))
      return Entry.second;
  return nullptr;
}

/// The tool's option nearest to the mistyped \p Name, or empty.
std::string nearestOption(StringRef Name) {
  std::string Best;
  unsigned BestDistance = std::max<size_t>(2, Name.size() / 3) + 1;
  for (auto &Entry : cl::getRegisteredOptions()) {
    const cl::Option &O = *Entry.second;
    bool Ours =
        llvm::is_contained(O.Categories, &Category) ||
        llvm::is_contained({"help", "help-list", "version"}, Entry.first());
    if (!Ours || O.getOptionHiddenFlag() == cl::ReallyHidden)
      continue;
    unsigned Distance = Name.edit_distance(Entry.first());
    if (Distance < BestDistance) {
      BestDistance = Distance;
      Best = (Entry.first().size() == 1 ? "-" : "--") + Entry.first().str();
    }
  }
  return Best;
}

/// The first option of \p Args the tool does not know, as one line; cl's
/// own message takes two and repeats the program name.
std::optional<std::string> unknownOption(ArrayRef<const char *> Args) {
  for (size_t I = 0; I < Args.size(); ++I) {
    StringRef Arg = Args[I];
    if (!Arg.starts_with("-") || Arg == "-")
      continue;
    StringRef Name = Arg.drop_while([](char C) { return C == '-'; });
    bool HasValue = Name.contains('=');
    Name = Name.take_until([](char C) { return C == '='; });
    if (cl::Option *O = findOption(Name)) {
      // "-o file", "-j 4": the next argument is the value.
      if (!HasValue && Name == O->ArgStr &&
          O->getValueExpectedFlag() == cl::ValueRequired)
        ++I;
      continue;
    }
    std::string Line = "unknown option '" + Arg.str() + "'";
    std::string Near = nearestOption(Name);
    if (!Near.empty())
      Line += "; did you mean '" + Near + "'?";
    return Line + " (see --help)";
  }
  return std::nullopt;
}

/// cl's messages, each with one "amp2hip: " (cl writes its own prefix).
void printParseErrors(StringRef Text) {
  SmallVector<StringRef> Lines;
  Text.split(Lines, '\n', -1, /*KeepEmpty=*/false);
  for (StringRef Line : Lines) {
    Line = Line.trim();
    while (Line.consume_front("amp2hip:"))
      Line = Line.ltrim();
    errs() << "amp2hip: " << Line << "\n";
  }
}

/// \p Database with the flags of --extra-arg-before and --extra-arg.
std::unique_ptr<clang::tooling::CompilationDatabase>
withExtraArgs(std::unique_ptr<clang::tooling::CompilationDatabase> Database) {
  using namespace clang::tooling;
  auto Adjusted =
      std::make_unique<ArgumentsAdjustingCompilations>(std::move(Database));
  Adjusted->appendArgumentsAdjuster(getInsertArgumentAdjuster(
      std::vector<std::string>(ExtraArgsBefore.begin(), ExtraArgsBefore.end()),
      ArgumentInsertPosition::BEGIN));
  Adjusted->appendArgumentsAdjuster(getInsertArgumentAdjuster(
      std::vector<std::string>(ExtraArgs.begin(), ExtraArgs.end()),
      ArgumentInsertPosition::END));
  return Adjusted;
}

/// The compile flags of each source: after '--', from -p's database, or
/// amp2hip's defaults. Null (after printing why) when -p names no database.
std::unique_ptr<clang::tooling::CompilationDatabase>
loadDatabase(int Argc, const char **Argv, bool HasDashes) {
  using namespace clang::tooling;
  std::unique_ptr<CompilationDatabase> Database;
  if (HasDashes) {
    // As clang-tidy: the driver drops what is no compile flag (-c, -o).
    std::string Error;
    Database = FixedCompilationDatabase::loadFromCommandLine(Argc, Argv, Error);
    if (!Database) {
      errs() << "amp2hip: bad flags after '--': " << Error << "\n";
      return nullptr;
    }
  } else if (!BuildPath.empty()) {
    std::string Error;
    Database = CompilationDatabase::loadFromDirectory(BuildPath, Error);
    if (!Database) {
      errs() << "amp2hip: no compile_commands.json in '" << BuildPath
             << "' (-p names the build directory that holds it)\n";
      return nullptr;
    }
  } else {
    // As hipify-clang: no '--' and no -p is no error, and no search for a
    // database either (the build's flags are what -p is for).
    Database = std::make_unique<FixedCompilationDatabase>(
        ".", std::vector<std::string>{"-std=c++17"});
  }
  return withExtraArgs(std::move(Database));
}

/// The solution --vcxproj names, read for --vs-configuration, its notes
/// printed. Null (after printing why) when it cannot be read.
std::unique_ptr<amp2hip::VsSolution> loadSolution() {
  StringRef Config = VsConfiguration;
  if (Config.count('|') != 1) {
    errs() << "amp2hip: --vs-configuration '" << Config
           << "' is not Configuration|Platform (Release|x64)\n";
    return nullptr;
  }
  amp2hip::VsConfiguration C;
  C.Configuration = Config.split('|').first.str();
  C.Platform = Config.split('|').second.str();
  std::string Error;
  auto Solution = amp2hip::readSolution(Vcxproj, C, Error);
  if (!Solution)
    errs() << "amp2hip: cannot read '" << Vcxproj << "': " << Error << "\n";
  return Solution;
}

void printVersion(raw_ostream &OS) {
  OS << "amp2hip version " << AMP2HIP_VERSION << "\n  built with "
     << clang::getClangFullVersion() << "\n";
}

/// Comma-separated ids or globs of amp2hip diagnostics for \p Option. Each
/// must name at least one diagnostic that \p Allowed accepts (\p Wanted
/// says which): a typo in a CI script must not silently do nothing.
std::optional<std::vector<std::string>>
diagnosticPatterns(StringRef Option, StringRef List,
                   function_ref<bool(const amp2hip::DiagInfo &)> Allowed,
                   StringRef Wanted) {
  std::vector<std::string> Patterns;
  for (StringRef Pattern : split(List, ',')) {
    Pattern = Pattern.trim();
    if (Pattern.empty())
      continue;
    Expected<GlobPattern> Glob = GlobPattern::create(Pattern);
    if (!Glob) {
      errs() << "amp2hip: " << Option << ": '" << Pattern
             << "': " << toString(Glob.takeError()) << "\n";
      return std::nullopt;
    }
    if (llvm::none_of(amp2hip::allDiagnostics(),
                      [&](const amp2hip::DiagInfo &D) {
                        return Allowed(D) && Glob->match(D.code());
                      })) {
      errs() << "amp2hip: " << Option << ": '" << Pattern << "' matches no "
             << Wanted << " (see --list-diagnostics=markdown)\n";
      return std::nullopt;
    }
    Patterns.push_back(Pattern.str());
  }
  return Patterns;
}

/// A finding of the project reader, as Clang prints a warning, unless
/// --suppress-warnings names it.
void printProjectFinding(const amp2hip::Finding &F,
                         ArrayRef<std::string> Suppressed) {
  for (const std::string &Pattern : Suppressed) {
    // Each was checked by diagnosticPatterns.
    Expected<GlobPattern> Glob = GlobPattern::create(Pattern);
    if (!Glob)
      consumeError(Glob.takeError());
    else if (Glob->match(F.Id))
      return;
  }
  errs() << F.File << ":" << F.Line << ":" << F.Column << ": "
         << (F.Severity == amp2hip::Finding::Error ? "error: " : "warning: ")
         << F.Message << " [" << F.Id << "]\n";
}

/// --vcxproj with --out-root: each project whose sources translate, with
/// the CMake build of them all. 1 when a project did not translate (the
/// others are written), 2 when the files cannot be written.
int writeMigratedSolution(amp2hip::VsSolution &Solution,
                          const amp2hip::TranslateResult &Result, StringRef In,
                          StringRef OutRoot, const char *Argv0) {
  SmallString<256> OutDir(OutRoot);
  sys::fs::make_absolute(OutDir);
  sys::path::remove_dots(OutDir, true);
  // find_package(amp2hip) is pointed at this tool's installation.
  std::string Prefix =
      sys::path::parent_path(sys::path::parent_path(sys::fs::getMainExecutable(
                                 Argv0, (void *)&writeMigratedSolution)))
          .str();
  std::vector<bool> Before;
  std::vector<size_t> NotesBefore;
  for (const auto &P : Solution.Projects) {
    Before.push_back(P->NotMigrated.empty());
    NotesBefore.push_back(P->Notes.size());
  }
  amp2hip::OutputFiles T;
  unsigned Failed =
      amp2hip::addMigratedTree(Solution, Result, In, OutDir, Prefix, T);
  for (size_t I = 0; I < Solution.Projects.size(); ++I) {
    const amp2hip::VsProject &P = *Solution.Projects[I];
    // The sources left out of a project that still migrates.
    for (size_t N = NotesBefore[I]; N < P.Notes.size(); ++N)
      errs() << P.Notes[N].format() << "\n";
    if (Before[I] && !P.NotMigrated.empty())
      errs() << amp2hip::ProjectNote{P.Path,
                                     1,
                                     amp2hip::DiagId::ProjectNotMigrated,
                                     {P.Name, P.NotMigrated}}
                    .format()
             << "\n";
  }
  if (!T.commit(errs()))
    return 2;
  return Failed ? 1 : 0;
}

/// The exit code of a misuse of the tool, after saying why.
int usage(const Twine &Message) {
  errs() << "amp2hip: " << Message << "\n";
  return 2;
}

/// What one run works on: the compile flags, the solution they came from
/// (--vcxproj), the roots of a tree, the sources and the diagnostics CI
/// chose to block or hide.
struct Invocation {
  std::unique_ptr<amp2hip::VsSolution> Solution;
  std::unique_ptr<clang::tooling::CompilationDatabase> Database;
  std::string In, Out; // real paths; empty without a tree
  std::vector<std::string> Sources;
  std::vector<std::string> Blocking, Suppressed;
};

/// The flags of each source, from '--', -p or --vcxproj; an exit code when
/// the options cannot go together or the flags cannot be read.
std::optional<int> loadInputs(Invocation &I, int Argc, const char **Argv,
                              bool HasDashes) {
  if (HasDashes && !BuildPath.empty())
    return usage("-p and '-- <flags>' exclude each other: the flags come "
                 "from one of them");
  if (Vcxproj.empty()) {
    I.Database = loadDatabase(Argc, Argv, HasDashes);
    return I.Database ? std::nullopt : std::optional<int>(2);
  }
  if (HasDashes || !BuildPath.empty() || !SourcePaths.empty())
    return usage("--vcxproj gives the sources and their flags: no source, "
                 "'--' or -p with it (--extra-arg adds a flag)");
  if (!OutputFile.empty() || Inplace)
    return usage("--vcxproj writes a tree (--out-root) or checks (--check), "
                 "not -o or --inplace");
  I.Solution = loadSolution();
  if (!I.Solution)
    return 2;
  I.Database = withExtraArgs(amp2hip::solutionCompilations(*I.Solution));
  return std::nullopt;
}

/// The in-root and out-root, and the output modes, checked against each
/// other; an exit code when they do not go together.
std::optional<int> checkOutputModes(Invocation &I) {
  if (!InRoot.empty()) {
    if (!sys::fs::is_directory(InRoot))
      return usage("--in-root '" + InRoot + "' is not a directory");
    I.In = realPath(InRoot);
  } else if (I.Solution) {
    I.In = I.Solution->Dir;
  }
  if (!OutRoot.empty()) {
    if (I.In.empty())
      return usage("--out-root needs --in-root");
    I.Out = realPath(OutRoot);
    // A build step's out-root is often in a build directory inside the
    // in-root; a tree copy there would copy itself.
    if (isUnder(I.In, I.Out) ||
        (!NoCopy && !I.Solution && isUnder(I.Out, I.In)))
      return usage("--out-root and --in-root must not contain each other "
                   "(with --no-copy, --out-root may be inside --in-root)");
  }
  unsigned Modes = !OutputFile.empty() + !I.Out.empty() + Inplace + Check;
  if (Modes > 1)
    return usage("-o, --out-root, --inplace and --check exclude each other");
  if (I.Solution && I.Out.empty() && !Check)
    return usage("--vcxproj needs --out-root (the migrated tree) or --check");
  if (!I.In.empty() && I.Out.empty() && !Inplace && !Check)
    return usage("--in-root needs --out-root, --inplace or --check");
  if (NoBackup && !Inplace)
    return usage("--no-backup needs --inplace");
  if (NoCopy && I.Out.empty())
    return usage("--no-copy needs --out-root");
  if (OutputFile == "-" && ReportFormat.getNumOccurrences() &&
      (ReportFile.empty() || ReportFile == "-"))
    return usage("-o - and a report on standard output exclude each other "
                 "(--report-file=<path>)");
  if (!DepFile.empty() && (Inplace || Check))
    return usage("--depfile needs output files (not --inplace or --check)");
  return std::nullopt;
}

/// --warnings-as-errors and --suppress-warnings, each pattern checked.
std::optional<int> loadDiagnosticChoices(Invocation &I) {
  auto Blocking = diagnosticPatterns(
      "--warnings-as-errors", WarningsAsErrors,
      [](const amp2hip::DiagInfo &) { return true; }, "amp2hip diagnostic");
  // An error cannot be suppressed: the translation would be wrong.
  auto Suppressed = diagnosticPatterns(
      "--suppress-warnings", SuppressWarnings,
      [](const amp2hip::DiagInfo &D) {
        return D.Severity == amp2hip::DiagSeverity::Warning;
      },
      "amp2hip warning");
  if (!Blocking || !Suppressed)
    return 2;
  I.Blocking = std::move(*Blocking);
  I.Suppressed = std::move(*Suppressed);
  return std::nullopt;
}

/// The sources named, else the solution's, else the database's under the
/// in-root; each readable and under the in-root.
std::optional<int> collectSources(Invocation &I) {
  I.Sources.assign(SourcePaths.begin(), SourcePaths.end());
  if (I.Solution) {
    I.Sources = I.Database->getAllFiles();
    for (const amp2hip::Finding &F : amp2hip::projectFindings(*I.Solution))
      printProjectFinding(F, I.Suppressed);
  } else if (I.Sources.empty() && !I.In.empty()) {
    for (const std::string &File : I.Database->getAllFiles())
      if (isUnder(realPath(File), I.In))
        I.Sources.push_back(File);
    llvm::sort(I.Sources);
  }
  // A solution of C sources only has nothing to translate: they are copied.
  bool CSources =
      I.Solution && llvm::any_of(I.Solution->Projects, [](const auto &P) {
        return llvm::any_of(P->Sources, [](const auto &Src) { return Src.C; });
      });
  if (I.Sources.empty() && !CSources)
    return usage("no input files (see --help)");
  if (!OutputFile.empty() && I.Sources.size() != 1)
    return usage("-o needs exactly one input file");
  for (const std::string &Source : I.Sources) {
    if (!sys::fs::is_regular_file(Source) || !readFile(Source))
      return usage("cannot read '" + Source + "'");
    if (!I.In.empty() && !isUnder(realPath(Source), I.In))
      return usage("'" + Source + "' is not under --in-root");
  }
  return std::nullopt;
}

/// --cache-dir, or its default; absolute (the parses move their working
/// folders).
std::string cacheDir() {
  SmallString<256> Dir;
  if (CacheDir.getNumOccurrences())
    Dir = CacheDir;
  else if (std::optional<std::string> Env =
               sys::Process::GetEnv("AMP2HIP_CACHE_DIR"))
    Dir = *Env;
  else if (sys::path::cache_directory(Dir))
    sys::path::append(Dir, "amp2hip");
  if (!Dir.empty())
    sys::fs::make_absolute(Dir);
  return std::string(Dir);
}

amp2hip::TranslateResult translateAll(Invocation &I, const char *Argv0) {
  amp2hip::TranslateOptions Options;
  Options.RuntimeIncludeDir = findRuntimeInclude(Argv0);
  Options.ClangResourceDir = AMP2HIP_CLANG_RESOURCE_DIR;
  Options.InRoot = I.In;
  Options.WarningsAsErrors = std::move(I.Blocking);
  Options.SuppressedWarnings = std::move(I.Suppressed);
  Options.Jobs = Jobs;
  Options.CacheDir = cacheDir();
  // By default only for a person watching several sources (not in a build
  // step's one-source command).
  if (Progress || (!Progress.getNumOccurrences() && I.Sources.size() > 1 &&
                   sys::Process::StandardErrIsDisplayed()))
    Options.Progress = [](size_t Index, size_t Total, StringRef Source) {
      errs() << "[" << Index + 1 << "/" << Total << "] " << Source << "\n";
    };
  amp2hip::TranslateResult Result =
      amp2hip::translate(*I.Database, I.Sources, Options);
  if (I.Solution)
    for (amp2hip::Finding &F : amp2hip::projectFindings(*I.Solution))
      Result.Findings.push_back(std::move(F));
  return Result;
}

/// The statistics, the report and --check's verdict; an exit code when the
/// report cannot be written.
std::optional<int> printResults(const Invocation &I,
                                const amp2hip::TranslateResult &Result) {
  // Standard output holds one thing a program may read: a JSON or SARIF
  // report, or the translation of -o -. The statistics then go to stderr.
  bool ReportWanted = ReportFormat.getNumOccurrences() || !ReportFile.empty();
  bool ReportToStdout =
      ReportWanted && (ReportFile.empty() || ReportFile == "-");
  bool StdoutTaken =
      OutputFile == "-" ||
      (ReportToStdout && ReportFormat != amp2hip::ReportFormat::Text);
  // Reports name files relative to the in-root, else to where the user is.
  std::string ReportBase = I.In.empty() ? realPath(".") : I.In;
  if (PrintStats != StatsFormat::None)
    (StdoutTaken ? errs() : outs()) << amp2hip::formatStats(
        Result, PrintStats == StatsFormat::Csv, ReportBase);
  // Each finding was printed once on stderr already; a report only where
  // asked for.
  if (ReportWanted) {
    amp2hip::OutputFiles T;
    T.add(ReportFile.empty() ? "-" : std::string(ReportFile),
          amp2hip::formatReport(Result, ReportFormat, AMP2HIP_VERSION,
                                ReportBase));
    if (!T.commit(errs()))
      return 2;
  }
  if (Check && !(ReportToStdout && ReportFormat == amp2hip::ReportFormat::Text))
    errs() << "amp2hip: " << verdict(Result) << "\n";
  return std::nullopt;
}

/// Each output with the result it holds, for the depfile.
using OutputList =
    std::vector<std::pair<std::string, const amp2hip::FileResult *>>;

/// The out-root as given (made absolute), not its real path: a build's
/// depfile must name the output as the build does.
std::string outRootAsGiven() {
  SmallString<256> OutDir(OutRoot);
  sys::fs::make_absolute(OutDir);
  sys::path::remove_dots(OutDir, true);
  return std::string(OutDir);
}

/// --out-root: the whole in-root tree, translated files where there are
/// results and every other file copied unchanged (--no-copy: the results
/// only).
std::optional<int> addTree(const Invocation &I,
                           const amp2hip::TranslateResult &Result,
                           amp2hip::OutputFiles &T, OutputList &Outputs) {
  std::string OutDir = outRootAsGiven();
  auto add = [&](const std::string &Dest, const amp2hip::FileResult &R) {
    T.add(Dest, R.OutputText, R.IsHeader);
    if (!R.IsHeader)
      Outputs.push_back({Dest, &R});
  };
  if (NoCopy) {
    for (const amp2hip::FileResult &R : Result.Files)
      add(rebased(realPath(R.InputPath), I.In, OutDir), R);
    return std::nullopt;
  }
  StringMap<const amp2hip::FileResult *> ByPath;
  for (const amp2hip::FileResult &R : Result.Files)
    ByPath[realPath(R.InputPath)] = &R;
  std::error_code EC;
  std::vector<std::string> All;
  for (sys::fs::recursive_directory_iterator It(I.In, EC), End;
       It != End && !EC; It.increment(EC))
    if (It->type() == sys::fs::file_type::regular_file)
      All.push_back(It->path());
  if (EC)
    return usage("cannot list '" + I.In + "': " + EC.message());
  llvm::sort(All);
  for (const std::string &Path : All) {
    std::string Dest = rebased(Path, I.In, OutDir);
    if (const amp2hip::FileResult *R = ByPath.lookup(realPath(Path))) {
      add(Dest, *R);
      continue;
    }
    std::optional<std::string> Text = readFile(Path);
    if (!Text)
      return usage("cannot read '" + Path + "'");
    T.add(Dest, std::move(*Text));
  }
  return std::nullopt;
}

/// --inplace: each changed input rewritten, its original kept as
/// <name>.amp.bak unless --no-backup.
std::optional<int> addInplace(const amp2hip::TranslateResult &Result,
                              amp2hip::OutputFiles &T) {
  for (const amp2hip::FileResult &R : Result.Files) {
    std::optional<std::string> Original = readFile(R.InputPath);
    if (!Original)
      return usage("cannot read '" + R.InputPath + "'");
    if (*Original == R.OutputText) {
      errs() << "amp2hip: '" << R.InputPath
             << "' needs no change; left as it is, no backup\n";
      continue;
    }
    if (!NoBackup)
      T.add(R.InputPath + ".amp.bak", *Original);
    T.add(R.InputPath, R.OutputText);
  }
  return std::nullopt;
}

/// Every output of a translation that succeeded, written all or nothing.
int writeOutputs(const Invocation &I, const amp2hip::TranslateResult &Result) {
  amp2hip::OutputFiles T;
  OutputList Outputs;
  std::optional<int> Failed;
  if (!I.Out.empty()) {
    Failed = addTree(I, Result, T, Outputs);
  } else if (Inplace) {
    Failed = addInplace(Result, T);
  } else {
    for (const amp2hip::FileResult &R : Result.Files)
      if (!R.IsHeader) {
        std::string Dest = OutputFile.empty() ? defaultOutputPath(R.InputPath)
                                              : std::string(OutputFile);
        T.add(Dest, R.OutputText);
        Outputs.push_back({Dest, &R});
      }
  }
  if (Failed)
    return *Failed;
  if (!DepFile.empty())
    T.add(DepFile, depfileText(Outputs));
  return T.commit(errs()) ? 0 : 2;
}

} // namespace

int main(int argc, const char **argv) {
  // Tool options before '--', the compile flags of the parse after it.
  ArrayRef<const char *> All(argv, argc);
  auto Dashes =
      llvm::find_if(All, [](const char *A) { return StringRef(A) == "--"; });
  bool HasDashes = Dashes != All.end();
  ArrayRef<const char *> ToolArgs(All.begin(), Dashes);

  cl::HideUnrelatedOptions(Category);
  cl::SetVersionPrinter(printVersion);
  if (auto Unknown = unknownOption(ToolArgs.drop_front()))
    return usage(*Unknown);
  std::string ParseErrors;
  raw_string_ostream ParseErrorStream(ParseErrors);
  if (!cl::ParseCommandLineOptions(ToolArgs.size(), ToolArgs.data(), "",
                                   &ParseErrorStream)) {
    printParseErrors(ParseErrors);
    return 2;
  }
  if (ListMappings == ListFormat::Markdown) {
    outs() << amp2hip::mappingTableMarkdown();
    return 0;
  }
  if (ListDiagnostics == ListFormat::Markdown) {
    outs() << amp2hip::diagnosticsMarkdown();
    return 0;
  }

  Invocation I;
  if (auto Exit = loadInputs(I, argc, argv, HasDashes))
    return *Exit;
  if (auto Exit = checkOutputModes(I))
    return *Exit;
  if (auto Exit = loadDiagnosticChoices(I))
    return *Exit;
  if (auto Exit = collectSources(I))
    return *Exit;

  amp2hip::TranslateResult Result = translateAll(I, argv[0]);
  bool Clean = Result.ok();
  for (const amp2hip::Finding &F : Result.Findings)
    Clean &= F.Severity != amp2hip::Finding::Error;
  if (auto Exit = printResults(I, Result))
    return *Exit;
  if (Check)
    return Clean ? 0 : 1;
  if (I.Solution && !I.Out.empty())
    return writeMigratedSolution(*I.Solution, Result, I.In, OutRoot, argv[0]);
  if (!Clean) {
    errs() << "amp2hip: translation failed; no file was written\n";
    return 1;
  }
  return writeOutputs(I, Result);
}
