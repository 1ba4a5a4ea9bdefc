//===- amp2hip.cpp - the amp2hip command-line tool ------------------------===//
//
// A thin driver: options in the usual Clang-tool form, translation by the
// library, all-or-nothing atomic writes of the results.
//
//   amp2hip matmul.cpp -o matmul.hip.cpp -- -std=c++17
//
//===----------------------------------------------------------------------===//

#include "amp2hip/Catalog.h"
#include "amp2hip/Translator.h"

#include "clang/Tooling/CommonOptionsParser.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

using namespace llvm;

static cl::OptionCategory Category("amp2hip options");

static cl::extrahelp CommonHelp(clang::tooling::CommonOptionsParser::HelpMessage);
static cl::extrahelp MoreHelp(R"(
Translates C++ AMP sources to HIP. Without -o, <name>.cpp is written as
<name>.hip.cpp next to it. Nothing is written unless every input translates.

Exit codes: 0 success, 1 a source could not be translated, 2 bad usage.
)");

static cl::opt<std::string> OutputFile("o", cl::desc("Output file (one input)"),
                                       cl::value_desc("file"),
                                       cl::cat(Category));
static cl::opt<bool> PrintStats("print-stats",
                                cl::desc("Print what was translated per file"),
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

void printStats(const amp2hip::FileResult &R) {
  using amp2hip::MappingId;
  const amp2hip::FileStats &S = R.Stats;
  unsigned Kernels = S.count(MappingId::Kernel) + S.count(MappingId::TiledKernel);
  unsigned Barriers = S.count(MappingId::BarrierWait) +
                      S.count(MappingId::BarrierWaitAll) +
                      S.count(MappingId::BarrierWaitGlobal) +
                      S.count(MappingId::BarrierWaitTileStatic);
  unsigned Restricts = S.count(MappingId::RestrictAmp) +
                       S.count(MappingId::RestrictCpuAmp) +
                       S.count(MappingId::RestrictCpu);
  outs() << R.InputPath << ": kernels " << Kernels << " (tiled "
         << S.count(MappingId::TiledKernel) << "), tile_static "
         << S.count(MappingId::TileStatic) << ", barriers " << Barriers
         << ", restrict specifiers " << Restricts << ", lines changed "
         << S.LinesChanged << "\n";
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
  const std::vector<std::string> &Sources = Parser->getSourcePathList();
  if (Sources.empty()) {
    errs() << "amp2hip: no input files (see --help)\n";
    return 2;
  }
  if (!OutputFile.empty() && Sources.size() != 1) {
    errs() << "amp2hip: -o needs exactly one input file\n";
    return 2;
  }
  for (const std::string &Source : Sources)
    if (!sys::fs::is_regular_file(Source)) {
      errs() << "amp2hip: cannot read '" << Source << "'\n";
      return 2;
    }

  amp2hip::TranslateOptions Options;
  Options.RuntimeIncludeDir = findRuntimeInclude(argv[0]);
  Options.ClangResourceDir = AMP2HIP_CLANG_RESOURCE_DIR;
  std::vector<amp2hip::FileResult> Results =
      amp2hip::translate(Parser->getCompilations(), Sources, Options);

  bool AllOk = true;
  for (const amp2hip::FileResult &R : Results)
    AllOk &= R.Ok;
  if (PrintStats)
    for (const amp2hip::FileResult &R : Results)
      printStats(R);
  if (!AllOk) {
    errs() << "amp2hip: translation failed; no file was written\n";
    return 1;
  }
  for (size_t I = 0; I < Results.size(); ++I) {
    std::string Out =
        OutputFile.empty() ? defaultOutputPath(Sources[I]) : OutputFile;
    // writeToOutput writes a temporary file and renames it into place.
    if (Error E = writeToOutput(Out, [&](raw_ostream &OS) {
          OS << Results[I].OutputText;
          return Error::success();
        })) {
      errs() << "amp2hip: cannot write '" << Out << "': " << toString(std::move(E))
             << "\n";
      return 2;
    }
  }
  return 0;
}
