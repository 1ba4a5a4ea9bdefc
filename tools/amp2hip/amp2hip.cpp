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
#include "amp2hip/Report.h"
#include "amp2hip/Translator.h"

#include "clang/Tooling/CommonOptionsParser.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <memory>
#include <optional>

using namespace llvm;

static cl::OptionCategory Category("amp2hip options");

static cl::extrahelp CommonHelp(clang::tooling::CommonOptionsParser::HelpMessage);
static cl::extrahelp MoreHelp(R"(
Translates C++ AMP sources to HIP. Without -o, <name>.cpp is written as
<name>.hip.cpp next to it. With --in-root/--out-root, the sources, the user
headers under the in-root that they include, and every other file of the
in-root are written to the same relative paths under the out-root
(--no-copy: only the sources and the headers they include, for a build
step). Nothing is written unless every input translates.

Exit codes: 0 success (--check: migrates cleanly), 1 something does not
translate, 2 the tool could not run (bad arguments, unreadable file,
missing compile database).
)");

static cl::opt<std::string> OutputFile("o", cl::desc("Output file (one input)"),
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
static cl::opt<std::string> DepFile(
    "depfile",
    cl::desc("Write a Makefile-style depfile: each output depends on its "
             "source and the user headers it includes (as clang -MMD -MF)"),
    cl::value_desc("file"), cl::cat(Category));
static cl::opt<bool> Inplace("inplace", cl::desc("Rewrite the inputs in place"),
                             cl::cat(Category));
static cl::opt<bool> NoBackup("no-backup",
                              cl::desc("With --inplace: keep no <name>.amp.bak"),
                              cl::cat(Category));
static cl::opt<bool> Check("check",
                           cl::desc("Write nothing; exit 0 when the code "
                                    "migrates cleanly, 1 when not"),
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
               cl::desc("Write the report here (default: standard output)"),
               cl::value_desc("path"), cl::cat(Category));
static cl::opt<std::string> WarningsAsErrors(
    "warnings-as-errors",
    cl::desc("Report these amp2hip warnings as errors, so that they fail "
             "--check and the translation: comma-separated ids or globs "
             "(AMP2HIP1007,AMP2HIP101*; '*' for all)"),
    cl::value_desc("ids"), cl::cat(Category));
enum class StatsFormat { None, Text, Csv };
static cl::opt<StatsFormat> PrintStats(
    "print-stats", cl::desc("Print what was translated, per file and total"),
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

constexpr const char *Version = "0.1.0";

/// The runtime headers: next to an installed tool, else the source tree the
/// tool was built from.
std::string findRuntimeInclude(const char *Argv0) {
  std::string Exe = sys::fs::getMainExecutable(Argv0, (void *)&findRuntimeInclude);
  SmallString<256> Installed(sys::path::parent_path(sys::path::parent_path(Exe)));
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

std::string realPath(StringRef Path) {
  SmallString<256> Real;
  if (sys::fs::real_path(Path, Real)) {
    Real = Path;
    sys::fs::make_absolute(Real);
    sys::path::remove_dots(Real, true);
  }
  return std::string(Real);
}

/// True when \p Path is \p Root or below it.
bool isUnder(StringRef Path, StringRef Root) {
  return Path == Root ||
         (Path.starts_with(Root) && sys::path::is_separator(Path[Root.size()]));
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

} // namespace

int main(int argc, const char **argv) {
  auto Parser = clang::tooling::CommonOptionsParser::create(
      argc, argv, Category, cl::ZeroOrMore);
  if (!Parser) {
    errs() << "amp2hip: " << toString(Parser.takeError());
    return 2;
  }
  if (ListMappings == ListFormat::Markdown) {
    outs() << amp2hip::mappingTableMarkdown();
    return 0;
  }
  if (ListDiagnostics == ListFormat::Markdown) {
    outs() << amp2hip::diagnosticTableMarkdown();
    return 0;
  }
  auto usage = [](const Twine &Message) {
    errs() << "amp2hip: " << Message << "\n";
    return 2;
  };

  // CommonOptionsParser falls back to an empty command line when -p names
  // no usable compile database; a missing database is a usage error here.
  // Without source files it loads none: the one of -p is loaded here.
  std::unique_ptr<clang::tooling::CompilationDatabase> BuildDatabase;
  for (int I = 1; I < argc && StringRef(argv[I]) != "--"; ++I) {
    StringRef Arg = argv[I];
    std::string Dir;
    if ((Arg == "-p" || Arg == "--p") && I + 1 < argc)
      Dir = argv[I + 1];
    else if (Arg.consume_front("-p=") || Arg.consume_front("--p="))
      Dir = Arg.str();
    else
      continue;
    std::string Error;
    BuildDatabase =
        clang::tooling::CompilationDatabase::loadFromDirectory(Dir, Error);
    if (!BuildDatabase)
      return usage("no compile database in '" + Dir + "': " + Error);
  }

  std::string In, Out;
  if (!InRoot.empty()) {
    if (!sys::fs::is_directory(InRoot))
      return usage("--in-root '" + InRoot + "' is not a directory");
    In = realPath(InRoot);
  }
  if (!OutRoot.empty()) {
    if (In.empty())
      return usage("--out-root needs --in-root");
    Out = realPath(OutRoot);
    // A build step's out-root is often in a build directory inside the
    // in-root; a tree copy there would copy itself.
    if (isUnder(In, Out) || (!NoCopy && isUnder(Out, In)))
      return usage("--out-root and --in-root must not contain each other "
                   "(with --no-copy, --out-root may be inside --in-root)");
  }
  unsigned Modes = !OutputFile.empty() + !Out.empty() + Inplace + Check;
  if (Modes > 1)
    return usage("-o, --out-root, --inplace and --check exclude each other");
  if (!In.empty() && Out.empty() && !Inplace && !Check)
    return usage("--in-root needs --out-root, --inplace or --check");
  if (NoBackup && !Inplace)
    return usage("--no-backup needs --inplace");
  if (NoCopy && Out.empty())
    return usage("--no-copy needs --out-root");
  if (!DepFile.empty() && (Inplace || Check))
    return usage("--depfile needs output files (not --inplace or --check)");

  // Each pattern must name at least one diagnostic: a typo in a CI script
  // must not silently block nothing.
  std::vector<std::string> Blocking;
  for (StringRef Pattern : split(WarningsAsErrors, ',')) {
    Pattern = Pattern.trim();
    if (Pattern.empty())
      continue;
    Expected<GlobPattern> Glob = GlobPattern::create(Pattern);
    if (!Glob)
      return usage("--warnings-as-errors: '" + Pattern +
                   "': " + toString(Glob.takeError()));
    if (llvm::none_of(
            amp2hip::allDiagnostics(),
            [&](const amp2hip::DiagInfo &D) { return Glob->match(D.code()); }))
      return usage("--warnings-as-errors: '" + Pattern +
                   "' matches no amp2hip diagnostic (see "
                   "--list-diagnostics=markdown)");
    Blocking.push_back(Pattern.str());
  }

  std::vector<std::string> Sources = Parser->getSourcePathList();
  const clang::tooling::CompilationDatabase *Database =
      Sources.empty() ? BuildDatabase.get() : &Parser->getCompilations();
  if (Sources.empty() && !In.empty() && Database) {
    // Every source of the compile database under the in-root.
    for (const std::string &File : Database->getAllFiles())
      if (isUnder(realPath(File), In))
        Sources.push_back(File);
    llvm::sort(Sources);
  }
  if (Sources.empty() || !Database)
    return usage("no input files (see --help)");
  if (!OutputFile.empty() && Sources.size() != 1)
    return usage("-o needs exactly one input file");
  for (const std::string &Source : Sources) {
    if (!sys::fs::is_regular_file(Source) || !readFile(Source))
      return usage("cannot read '" + Source + "'");
    if (!In.empty() && !isUnder(realPath(Source), In))
      return usage("'" + Source + "' is not under --in-root");
  }

  amp2hip::TranslateOptions Options;
  Options.RuntimeIncludeDir = findRuntimeInclude(argv[0]);
  Options.ClangResourceDir = AMP2HIP_CLANG_RESOURCE_DIR;
  Options.InRoot = In;
  Options.WarningsAsErrors = std::move(Blocking);
  amp2hip::TranslateResult Result =
      amp2hip::translate(*Database, Sources, Options);

  bool Clean = Result.ok();
  for (const amp2hip::Finding &F : Result.Findings)
    Clean &= F.Severity != amp2hip::Finding::Error;

  if (PrintStats != StatsFormat::None)
    outs() << amp2hip::formatStats(Result, PrintStats == StatsFormat::Csv);
  if (Check || ReportFormat.getNumOccurrences() || !ReportFile.empty()) {
    std::string Report = amp2hip::formatReport(Result, ReportFormat, Version);
    if (ReportFile.empty())
      outs() << Report;
    else {
      amp2hip::OutputFiles T;
      T.add(ReportFile, Report);
      if (!T.commit(errs()))
        return 2;
    }
  }
  if (Check)
    return Clean ? 0 : 1;
  if (!Clean) {
    errs() << "amp2hip: translation failed; no file was written\n";
    return 1;
  }

  amp2hip::OutputFiles T;
  // Each source's output, for the depfile.
  std::vector<std::pair<std::string, const amp2hip::FileResult *>> Outputs;
  // Destinations under the out-root as given (made absolute), not its real
  // path: a build's depfile must name the output as the build does.
  SmallString<256> OutDir(OutRoot);
  sys::fs::make_absolute(OutDir);
  sys::path::remove_dots(OutDir, true);
  auto outPath = [&](const amp2hip::FileResult &R) {
    SmallString<256> Dest(OutDir);
    sys::path::append(
        Dest, StringRef(realPath(R.InputPath)).drop_front(In.size() + 1));
    return std::string(Dest);
  };
  if (NoCopy) {
    for (const amp2hip::FileResult &R : Result.Files) {
      T.add(outPath(R), R.OutputText, R.IsHeader);
      if (!R.IsHeader)
        Outputs.push_back({outPath(R), &R});
    }
  } else if (!Out.empty()) {
    // The whole in-root tree: translated files where there are results,
    // every other file copied unchanged.
    StringMap<const amp2hip::FileResult *> ByPath;
    for (const amp2hip::FileResult &R : Result.Files)
      ByPath[realPath(R.InputPath)] = &R;
    std::error_code EC;
    std::vector<std::string> All;
    for (sys::fs::recursive_directory_iterator It(In, EC), End;
         It != End && !EC; It.increment(EC))
      if (It->type() == sys::fs::file_type::regular_file)
        All.push_back(It->path());
    if (EC)
      return usage("cannot list '" + In + "': " + EC.message());
    llvm::sort(All);
    for (const std::string &Path : All) {
      SmallString<256> Dest(OutDir);
      sys::path::append(Dest, StringRef(Path).drop_front(In.size() + 1));
      auto Found = ByPath.find(realPath(Path));
      if (Found != ByPath.end()) {
        const amp2hip::FileResult &R = *Found->second;
        T.add(std::string(Dest), R.OutputText, R.IsHeader);
        if (!R.IsHeader)
          Outputs.push_back({std::string(Dest), &R});
        continue;
      }
      std::optional<std::string> Text = readFile(Path);
      if (!Text)
        return usage("cannot read '" + Path + "'");
      T.add(std::string(Dest), std::move(*Text));
    }
  } else if (Inplace) {
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
  } else {
    for (const amp2hip::FileResult &R : Result.Files)
      if (!R.IsHeader) {
        std::string Dest = OutputFile.empty() ? defaultOutputPath(R.InputPath)
                                              : std::string(OutputFile);
        T.add(Dest, R.OutputText);
        Outputs.push_back({Dest, &R});
      }
  }
  if (!DepFile.empty())
    T.add(DepFile, depfileText(Outputs));
  return T.commit(errs()) ? 0 : 2;
}
