//===- TranslateAction.cpp - one file through all the rewriters -----------===//
//
// The frontend action wires the preprocessor recorder and the AST rewriters
// to one TranslationContext, runs the matchers, extracts the kernels, and
// produces the file's output text. translate() runs it over each source.
//
//===----------------------------------------------------------------------===//

#include "DeviceCallRewriter.h"
#include "IndexQualifier.h"
#include "KernelExtractor.h"
#include "PreprocessorRecorder.h"
#include "RestrictRewriter.h"
#include "SemanticChecks.h"
#include "SourcePreparer.h"
#include "TranslationContext.h"
#include "amp2hip/Translator.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace amp2hip {

namespace {

/// Runs the matchers over the whole AST, then extracts the kernels (which
/// need every edit inside their bodies to be known first).
class TranslateConsumer : public ASTConsumer {
public:
  TranslateConsumer(TranslationContext &TC, CompilerInstance &CI,
                    std::vector<FileResult> &Results)
      : TC(TC), CI(CI), Results(Results), Restricts(TC), DeviceCalls(TC), Indexes(TC), Checks(TC), Kernels(TC) {
    Checks.registerMatchers(Finder);
    Restricts.registerMatchers(Finder);
    Indexes.registerMatchers(Finder);
    DeviceCalls.registerMatchers(Finder);
    Kernels.registerMatchers(Finder);
  }

  void HandleTranslationUnit(ASTContext &Ctx) override {
    Finder.matchAST(Ctx);
    Kernels.extractAll(Ctx);
    produceOutput();
  }

private:
  /// Applies the edits and records the file's result.
  void produceOutput() {
    SourceManager &SM = CI.getSourceManager();
    FileResult Result;
    if (OptionalFileEntryRef Main = SM.getFileEntryRefForID(SM.getMainFileID()))
      Result.InputPath = Main->getName().str();
    StringRef Input = SM.getBufferData(SM.getMainFileID());
    if (TC.AlreadyTranslated && TC.Kernels.empty() && TC.RestrictUses.empty()) {
      TC.report(SM.getLocForStartOfFile(SM.getMainFileID()),
                DiagId::AlreadyTranslated);
      Result.OutputText = Input.str();
      Result.Ok = !CI.getDiagnostics().hasErrorOccurred();
      Results.push_back(std::move(Result));
      return;
    }
    Result.Stats = TC.Stats;
    Result.Stats.LinesChanged = TC.Edits.linesChanged(Input);
    llvm::Expected<std::string> Output = TC.Edits.apply(Input);
    if (!Output) {
      // Two rewrites claimed the same text: a translator bug, never a
      // reason to write a wrong file.
      unsigned Id = CI.getDiagnostics().getDiagnosticIDs()->getCustomDiagID(
          DiagnosticIDs::Error, "internal error: conflicting rewrites: %0");
      CI.getDiagnostics().Report(SM.getLocForStartOfFile(SM.getMainFileID()),
                                 Id)
          << llvm::toString(Output.takeError());
    } else {
      Result.OutputText = std::move(*Output);
    }
    Result.Ok = !CI.getDiagnostics().hasErrorOccurred();
    Results.push_back(std::move(Result));
  }

  TranslationContext &TC;
  CompilerInstance &CI;
  std::vector<FileResult> &Results;
  ast_matchers::MatchFinder Finder;
  RestrictRewriter Restricts;
  DeviceCallRewriter DeviceCalls;
  IndexQualifier Indexes;
  SemanticChecks Checks;
  KernelExtractor Kernels;
};

class TranslateAction : public ASTFrontendAction {
public:
  explicit TranslateAction(std::vector<FileResult> &Results)
      : Results(Results) {}

protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef File) override {
    TC = std::make_unique<TranslationContext>(CI.getSourceManager(),
                                              CI.getDiagnostics());
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<PreprocessorRecorder>(*TC));
    return std::make_unique<TranslateConsumer>(*TC, CI, Results);
  }

private:
  std::vector<FileResult> &Results;
  std::unique_ptr<TranslationContext> TC;
};

class TranslateActionFactory : public tooling::FrontendActionFactory {
public:
  explicit TranslateActionFactory(std::vector<FileResult> &Results)
      : Results(Results) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<TranslateAction>(Results);
  }

private:
  std::vector<FileResult> &Results;
};

} // namespace

std::vector<std::string> parseArguments(const TranslateOptions &Options) {
  std::string Parse = Options.RuntimeIncludeDir + "/amp2hip/parse";
  return {"-x", "hip", "--cuda-host-only", "-nogpuinc", "-nogpulib",
          "-DAMP2HIP_PARSE=1", "-include", "amp2hip/parse/prelude.h",
          "-isystem", Parse,
          "-isystem", Options.RuntimeIncludeDir,
          // So that the comment above a function moves with it when a kernel
          // is placed in front of it.
          "-fparse-all-comments", "-Wno-unknown-cuda-version",
          "-Wno-cuda-compat",
          // restrict(...) moved behind a trailing return type (SourcePreparer)
          // lands on the type, where Clang ignores it; that is expected.
          "-Wno-ignored-attributes"};
}

std::vector<FileResult> translate(const tooling::CompilationDatabase &Database,
                                  ArrayRef<std::string> Sources,
                                  const TranslateOptions &Options) {
  std::vector<FileResult> All;
  for (const std::string &Source : Sources) {
    tooling::ClangTool Tool(Database, {Source});
    // The tool keeps a reference to the mapped text: it must outlive run().
    std::string Prepared;
    if (auto Buffer = llvm::MemoryBuffer::getFile(Source)) {
      Prepared = prepareSource((*Buffer)->getBuffer());
      if (Prepared != (*Buffer)->getBuffer())
        Tool.mapVirtualFile(Source, Prepared);
    }
    Tool.appendArgumentsAdjuster(tooling::getInsertArgumentAdjuster(
        parseArguments(Options), tooling::ArgumentInsertPosition::BEGIN));
    if (!Options.ClangResourceDir.empty())
      Tool.appendArgumentsAdjuster(tooling::getInsertArgumentAdjuster(
          ("-resource-dir=" + Options.ClangResourceDir).c_str(),
          tooling::ArgumentInsertPosition::END));
    std::vector<FileResult> Results;
    TranslateActionFactory Factory(Results);
    int Status = Tool.run(&Factory);
    FileResult Result;
    if (Results.size() == 1)
      Result = std::move(Results.front());
    Result.InputPath = Source;
    if (Status != 0)
      Result.Ok = false; // the parse itself failed (errors already printed)
    All.push_back(std::move(Result));
  }
  return All;
}

} // namespace amp2hip
