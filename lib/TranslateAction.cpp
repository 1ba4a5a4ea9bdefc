//===- TranslateAction.cpp - one file through all the rewriters -----------===//
//
// The frontend action wires the preprocessor recorder and the AST rewriters
// to one TranslationContext, runs the matchers, extracts the kernels, and
// produces the file's output text. translate() runs it over each source.
//
//===----------------------------------------------------------------------===//

#include "OrderedParallel.h"
#include "Registry.h"
#include "SharedHeaderEdits.h"
#include "amp2hip/Translator.h"
#include "check/AmpCode.h"
#include "foundation/TranslationContext.h"
#include "foundation/VisualCppSpellings.h"
#include "parse/IncludeCase.h"
#include "parse/KeywordsInclude.h"
#include "parse/LateTemplates.h"
#include "parse/LinkSymbols.h"
#include "parse/OpenMPUse.h"
#include "parse/PermissiveFixes.h"
#include "parse/PrecompiledPrelude.h"
#include "parse/PreparingFileSystem.h"
#include "parse/PreprocessorRecorder.h"
#include "parse/RestrictPlacement.h"
#include "parse/SourcePreparer.h"
#include "parse/VisualCppRecorder.h"
#include "report/DiagnosticRecorder.h"
#include "report/UsageCounter.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/Utils.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaConsumer.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Threading.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <tuple>

using namespace clang;

namespace amp2hip {

namespace {

/// The class template being parsed, when a base class of it depends on its
/// parameters; empty otherwise.
std::string dependentBaseClass(Sema &S) {
  for (DeclContext *DC = S.CurContext; DC; DC = DC->getParent()) {
    const auto *RD = dyn_cast<CXXRecordDecl>(DC);
    if (!RD || RD->isLambda())
      continue;
    if (!RD->hasDefinition() || !RD->isDependentContext())
      return "";
    for (const CXXBaseSpecifier &Base : RD->bases())
      if (Base.getType()->isDependentType())
        return RD->getName().str();
    return "";
  }
  return "";
}

/// Runs the registry's steps (Registry.h) over the AST: their starts, their
/// matchers in one walk, their finishes; then writes the files.
class TranslateConsumer : public SemaConsumer {
public:
  TranslateConsumer(TranslationContext &TC, CompilerInstance &CI,
                    std::vector<FileResult> &Results,
                    std::shared_ptr<DependencyCollector> Dependencies,
                    std::shared_ptr<const RestrictSyntax> Syntax,
                    std::shared_ptr<VisualCppUse> VisualCpp,
                    const PermissiveFixMap &Fixes, DiagnosticRecorder &Recorder,
                    PermissiveFixCollector *Collector, bool DelayedTemplates)
      : TC(TC), CI(CI), Results(Results), Dependencies(std::move(Dependencies)),
        Syntax(std::move(Syntax)), VisualCpp(std::move(VisualCpp)),
        Recorder(Recorder), Collector(Collector),
        DelayedTemplates(DelayedTemplates), Inputs{TC, CI, Fixes, *this->Syntax,
                                                   *this->VisualCpp},
        Steps(translationSteps(Inputs)) {
    for (const std::unique_ptr<Step> &S : Steps)
      S->registerMatchers(Finder);
  }

  /// The names nothing declares are recorded (Visual C++ headers' names the
  /// compatibility layer lacks).
  void InitializeSema(Sema &S) override {
    S.addExternalSource(new UndeclaredNames(VisualCpp));
    // Some of Clang's errors drop the expression the checker would judge
    // (a pointer cast to a smaller integer): the recorder says them in C++
    // AMP's words when the code being parsed is restrict(amp).
    Recorder.setAmpCodeQuery(
        [&S] { return isAmpCode(S.getCurFunctionDecl(/*AllowLambda=*/true)); });
    if (Collector) {
      Collector->setInstantiationQuery(
          [&S] { return S.inTemplateInstantiation(); });
      Collector->setTemplateDefinitionQuery([&S] {
        return S.CurContext && S.CurContext->isDependentContext() &&
               !S.inTemplateInstantiation();
      });
      Collector->setDependentBaseQuery([&S] { return dependentBaseClass(S); });
      Collector->setTemplateBodyQuery([&S]() -> const FunctionDecl * {
        const FunctionDecl *F = S.getCurFunctionDecl();
        return F && F->isTemplated() && !S.inTemplateInstantiation() ? F
                                                                     : nullptr;
      });
      if (DelayedTemplates)
        Collector->setUndeclaredNameHook([this, &S](SourceLocation Loc) {
          UndeclaredUses.push_back({S.CurContext, Loc});
        });
    }
    TheSema = &S;
  }

  void HandleTranslationUnit(ASTContext &Ctx) override {
    if (DelayedTemplates && Collector && TheSema) {
      // The retry's parse as Visual C++ read templates: it only finds the
      // declarations the names of their bodies mean (LateTemplates.h); the
      // standard parse after it is the one that translates.
      parseLateTemplates(*TheSema);
      for (auto &[File, Fix] : lateNameDeclarations(*TheSema, UndeclaredUses))
        Collector->addInFile(CI.getSourceManager(), File, std::move(Fix));
      parseDone();
      return;
    }
    parseDone();
    if (Collector) {
      Collector->settleLateFoundCalls(Ctx);
      Collector->settleTemplateBodies();
    }
    for (const std::unique_ptr<Step> &S : Steps)
      S->start(Ctx);
    Ctx.setTraversalScope(userDeclarations(Ctx));
    Finder.matchAST(Ctx);
    for (const std::unique_ptr<Step> &S : Steps)
      S->finish(Ctx);
    produceOutput(Ctx);
  }

private:
  /// Sema's answers end with the parse.
  void parseDone() {
    Recorder.setAmpCodeQuery(nullptr);
    if (Collector) {
      Collector->setInstantiationQuery(nullptr);
      Collector->setTemplateDefinitionQuery(nullptr);
      Collector->setDependentBaseQuery(nullptr);
      Collector->setTemplateBodyQuery(nullptr);
      Collector->setUndeclaredNameHook(nullptr);
    }
  }

  /// The top-level declarations outside system headers. Nothing in the
  /// standard library or the runtime's parse headers is rewritten or
  /// reported, and they are most of the translation unit: the matchers, and
  /// the parent map that hasAncestor-based matchers and getParents() build
  /// over the whole traversal scope, visit only these (with the template
  /// instantiations under them).
  std::vector<Decl *> userDeclarations(ASTContext &Ctx) const {
    const SourceManager &SM = CI.getSourceManager();
    std::vector<Decl *> User;
    // A precompiled prelude's declarations are all in system headers
    // (PrecompiledPrelude.h): they are not even loaded.
    for (Decl *D : Ctx.getTranslationUnitDecl()->noload_decls())
      if (!SM.isInSystemHeader(D->getLocation()))
        User.push_back(D);
    return User;
  }

  /// Applies the edits of every rewritable file (the main file first) and
  /// records one result per file.
  void produceOutput(ASTContext &Ctx) {
    SourceManager &SM = CI.getSourceManager();
    TC.Files[SM.getMainFileID()]; // present even when nothing changes
    std::vector<FileResult> FileResults;
    for (auto &[FID, State] : TC.Files)
      FileResults.push_back(produceFile(FID, State));
    bool Ok = !CI.getDiagnostics().hasErrorOccurred();
    for (FileResult &R : FileResults) {
      R.Ok = Ok;
      if (!R.IsHeader) {
        R.Dependencies = dependencies();
        collectLinkSymbols(Ctx, R);
      }
      Results.push_back(std::move(R));
    }
  }

  /// The files the parse read, as absolute paths, system headers left out.
  std::vector<std::string> dependencies() const {
    std::vector<std::string> Out;
    for (StringRef Dep : Dependencies->getDependencies()) {
      SmallString<256> Path(Dep);
      CI.getFileManager().makeAbsolutePath(Path);
      llvm::sys::path::remove_dots(Path, true);
      Out.push_back(std::string(Path));
    }
    return Out;
  }

  FileResult produceFile(FileID FID, FileState &State) {
    SourceManager &SM = CI.getSourceManager();
    FileResult Result;
    Result.IsHeader = FID != SM.getMainFileID();
    if (OptionalFileEntryRef File = SM.getFileEntryRefForID(FID))
      Result.InputPath = SM.getFileManager().getCanonicalName(*File).str();
    StringRef Input = SM.getBufferData(FID);
    auto inFile = [&](SourceLocation Loc) {
      return SM.getFileID(SM.getExpansionLoc(Loc)) == FID;
    };
    bool HasAmp = llvm::any_of(TC.Kernels,
                               [&](const KernelLaunch &K) {
                                 return inFile(K.Call->getBeginLoc());
                               }) ||
                  llvm::any_of(TC.RestrictUses, [&](const RestrictUse &U) {
                    return inFile(U.Range.getBegin());
                  });
    if (State.AlreadyTranslated && !HasAmp) {
      TC.report(SM.getLocForStartOfFile(FID), DiagId::AlreadyTranslated);
      Result.OutputText = Input.str();
      return Result;
    }
    Result.Stats = State.Stats;
    Result.Stats.LinesChanged = State.Edits.linesChanged(Input);
    llvm::Expected<std::string> Output = State.Edits.apply(Input);
    if (!Output) {
      // Two rewrites claimed the same text: a translator bug, never a
      // reason to write a wrong file.
      unsigned Id = CI.getDiagnostics().getDiagnosticIDs()->getCustomDiagID(
          DiagnosticIDs::Error, "internal error: conflicting rewrites: %0");
      CI.getDiagnostics().Report(SM.getLocForStartOfFile(FID), Id)
          << llvm::toString(Output.takeError());
    } else {
      Result.OutputText = std::move(*Output);
    }
    return Result;
  }

  TranslationContext &TC;
  CompilerInstance &CI;
  std::vector<FileResult> &Results;
  std::shared_ptr<DependencyCollector> Dependencies;
  /// What the parse made of each `restrict(...)`.
  std::shared_ptr<const RestrictSyntax> Syntax;
  /// The Visual C++ headers the compatibility layer answered, and the names
  /// nothing declared.
  std::shared_ptr<VisualCppUse> VisualCpp;
  DiagnosticRecorder &Recorder;
  /// The retry's collector, when the parse collects edits.
  PermissiveFixCollector *Collector;
  /// A parse with -fdelayed-template-parsing, for the declarations only.
  bool DelayedTemplates;
  /// There, the names that templates' bodies it did not delay left
  /// undeclared.
  std::vector<UndeclaredUse> UndeclaredUses;
  Sema *TheSema = nullptr;
  ast_matchers::MatchFinder Finder;
  StepInputs Inputs;
  /// The rule families and rewrites, in the registry's order.
  std::vector<std::unique_ptr<Step>> Steps;
};

/// What the parses of one source share: where results go, the options,
/// the retry's edits (PermissiveFixes), the files the parse reads in other
/// text than the user's, and the diagnostics' recorder.
struct ParseSetup {
  std::vector<FileResult> &Results;
  const TranslateOptions &Options;
  const PermissiveFixMap &Fixes;
  std::shared_ptr<const EditedFiles> Edited;
  DiagnosticRecorder &Recorder;
  PermissiveFixCollector *Collector; ///< null when no edits are collected
  bool DelayedTemplates;             ///< -fdelayed-template-parsing
};

class TranslateAction : public ASTFrontendAction {
public:
  explicit TranslateAction(const ParseSetup &Setup) : Setup(Setup) {}

protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef File) override {
    // Clang's "N warnings generated" would come unordered from a parallel
    // run, and says nothing the diagnostics do not.
    CI.setVerboseOutputStream(llvm::nulls());
    TC = std::make_unique<TranslationContext>(CI.getSourceManager(),
                                              CI.getDiagnostics(),
                                              Setup.Options, Setup.Edited);
    auto Syntax = installRestrictPlacement(
        CI.getPreprocessor(), Setup.Edited,
        [&CI]() -> Sema * { return CI.hasSema() ? &CI.getSema() : nullptr; });
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<PreprocessorRecorder>(*TC, CI.getPreprocessor()));
    auto VisualCpp = std::make_shared<VisualCppUse>();
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<VisualCppRecorder>(*TC, VisualCpp));
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<IncludeCaseRecorder>(*TC));
    CI.getPreprocessor().addPPCallbacks(std::make_unique<KeywordsInclude>(*TC));
    // As -MMD: the build re-translates when the source or a user header
    // changes.
    auto Dependencies = std::make_shared<DependencyCollector>();
    Dependencies->attachToPreprocessor(CI.getPreprocessor());
    return std::make_unique<TranslateConsumer>(
        *TC, CI, Setup.Results, std::move(Dependencies), std::move(Syntax),
        std::move(VisualCpp), Setup.Fixes, Setup.Recorder, Setup.Collector,
        Setup.DelayedTemplates);
  }

private:
  const ParseSetup &Setup;
  std::unique_ptr<TranslationContext> TC;
};

class TranslateActionFactory : public tooling::FrontendActionFactory {
public:
  explicit TranslateActionFactory(ParseSetup Setup) : Setup(std::move(Setup)) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<TranslateAction>(Setup);
  }

private:
  ParseSetup Setup;
};

} // namespace

/// True when \p A and \p B name the same file (links resolved).
static bool samePath(StringRef A, StringRef B) {
  if (A.empty() || B.empty())
    return false;
  llvm::SmallString<256> RealA, RealB;
  if (llvm::sys::fs::real_path(A, RealA))
    RealA = A;
  if (llvm::sys::fs::real_path(B, RealB))
    RealB = B;
  return RealA == RealB;
}

std::vector<std::string> parseArguments(const TranslateOptions &Options) {
  std::string Parse = Options.RuntimeIncludeDir + "/amp2hip/parse";
  std::vector<std::string> Args = {
      "-x", "hip", "--cuda-host-only", "-nogpuinc", "-nogpulib",
      "-DAMP2HIP_PARSE=1", "-include", "amp2hip/parse/prelude.h", "-isystem",
      Parse, "-isystem", Options.RuntimeIncludeDir,
      // Visual C++'s own headers, when no real one is found: the
      // runtime's compatibility layer.
      "-idirafter", visualCppCompatDir(Options),
      // So that the comment above a function moves with it when a kernel
      // is placed in front of it.
      "-fparse-all-comments", "-Wno-unknown-cuda-version",
      // Visual C++'s __declspec(property) members (PropertyRewriter).
      "-fdeclspec", "-Wno-cuda-compat",
      // An include found by its name without case is reported as
      // AMP2HIP1102 (IncludeCase).
      "-Wno-nonportable-include-path",
      // restrict(...) moved behind a trailing return type (SourcePreparer)
      // lands on the type, where Clang ignores it; that is expected.
      "-Wno-ignored-attributes",
      // The device math declarations of the prelude have no bodies.
      "-Wno-undefined-internal",
      // C++ AMP's overload resolution in restrict(amp, cpu) code: a
      // restrict(amp) candidate lacks cpu and loses to any other
      // (Clang: a wrong-side candidate of a __host__ __device__ caller).
      // The front end's flag alone: the driver's adds -fgpu-defer-diag,
      // which would defer (and, in this host-only parse, never emit) the
      // errors of restrict(amp) code calling cpu functions.
      "-Xclang", "-fgpu-exclude-wrong-side-overloads"};
  // Visual C++'s macros in the user's conditions (SourcePreparer), as the
  // runtime's of the same values (the prelude includes them).
  for (const MappingInfo &M : allMappings())
    if (M.Kind == MappingKind::VisualCppMacro)
      Args.push_back("-D" + visualCppMacroParseName(M.AmpSpelling) + "=" +
                     M.HipSpelling.str());
  return Args;
}

namespace {

/// One parse of \p Source, its user headers' text edited by \p Fixes; when
/// \p NextFixes is given, the edits that would let a failed parse through
/// (Visual C++'s permissive spellings) are collected there, and
/// \p WantsDelayed says whether a template's body named something the
/// edits do not declare. \p DelayedTemplates: the parse reads templates as
/// Visual C++ did, only to find the declarations of those names.
SourceOutcome
parseSource(const tooling::CompilationDatabase &Database,
            const std::string &Source, const TranslateOptions &Options,
            const PermissiveFixMap &Fixes, PermissiveFixMap *NextFixes,
            bool DelayedTemplates = false, bool *WantsDelayed = nullptr,
            PermissiveFixMap *LastResort = nullptr) {
  SourceOutcome Out;
  // The source and the user headers are parsed as SourcePreparer's text;
  // the diagnostics show the user's (EditedFiles).
  auto Edited = std::make_shared<EditedFiles>();
  // ClangTool moves its file system's working directory to the compile
  // command's. The process's own (getRealFileSystem) would move under the
  // other sources' parses (-j) and back when a parse ends: each parse gets
  // a file system of its own, whose working directory only it moves.
  IntrusiveRefCntPtr<llvm::vfs::FileSystem> Disk =
      llvm::vfs::createPhysicalFileSystem();
  tooling::ClangTool Tool(
      Database, {Source}, std::make_shared<PCHContainerOperations>(),
      createPreparingFileSystem(
          createCaseFoldingFileSystem(Disk, Source, Options), Source, Options,
          &Fixes, Edited));
  Tool.appendArgumentsAdjuster(tooling::getInsertArgumentAdjuster(
      parseArguments(Options), tooling::ArgumentInsertPosition::BEGIN));
  // The parse's file names are made absolute against the compile command's
  // directory (ClangTool has moved Disk there before it adjusts the
  // arguments), so that LLVM's path functions, which resolve relative names
  // against the process's directory, find the same files.
  Tool.appendArgumentsAdjuster(
      [Disk](const tooling::CommandLineArguments &Args, StringRef) {
        tooling::CommandLineArguments Out = Args;
        if (llvm::ErrorOr<std::string> Dir = Disk->getCurrentWorkingDirectory())
          Out.insert(Out.begin() + 1, "-working-directory=" + *Dir);
        return Out;
      });
  if (usesOpenMP(Source))
    Tool.appendArgumentsAdjuster(tooling::getInsertArgumentAdjuster(
        "-fopenmp", tooling::ArgumentInsertPosition::END));
  if (!Options.ClangResourceDir.empty())
    Tool.appendArgumentsAdjuster(tooling::getInsertArgumentAdjuster(
        ("-resource-dir=" + Options.ClangResourceDir).c_str(),
        tooling::ArgumentInsertPosition::END));
  DiagnosticRecorder Recorder(Options.WarningsAsErrors,
                              Options.SuppressedWarnings, Edited);
  // A retry's errors are seen only when it stands, so it meets all of them
  // at once: edits found past Clang's error limit spare a round each.
  if (!Fixes.empty() || DelayedTemplates)
    Tool.appendArgumentsAdjuster(tooling::getInsertArgumentAdjuster(
        "-ferror-limit=0", tooling::ArgumentInsertPosition::END));
  if (DelayedTemplates)
    Tool.appendArgumentsAdjuster(tooling::getInsertArgumentAdjuster(
        "-fdelayed-template-parsing", tooling::ArgumentInsertPosition::END));
  // Last: it reads the whole command line. The parse as Visual C++ read
  // templates, rare, reads its headers itself.
  if (!DelayedTemplates)
    Tool.appendArgumentsAdjuster(precompiledPreludeAdjuster(
        Options, Tool.getFiles().getVirtualFileSystemPtr()));
  PermissiveFixCollector Collector(Recorder, [&](StringRef Path) {
    return isUserFile(Path, Options) || samePath(Path, Source);
  });
  TranslateActionFactory Factory({Out.Results, Options, Fixes, Edited, Recorder,
                                  NextFixes ? &Collector : nullptr,
                                  DelayedTemplates});
  if (NextFixes)
    Tool.setDiagnosticConsumer(&Collector);
  else
    Tool.setDiagnosticConsumer(&Recorder);
  // The diagnostics say what failed; ClangTool's own line would come
  // unordered from a parallel run.
  Tool.setPrintErrorMessage(false);
  Out.Failed = Tool.run(&Factory) != 0;
  Out.Diagnostics = Recorder.takeDiagnostics();
  if (NextFixes)
    *NextFixes = Collector.takeFixes();
  if (WantsDelayed)
    *WantsDelayed = Collector.wantsDelayedParse();
  if (LastResort)
    *LastResort = Collector.takeTemplateBodyFixes();
  return Out;
}

SourceOutcome translateSource(const tooling::CompilationDatabase &Database,
                              const std::string &Source,
                              const TranslateOptions &Options) {
  PermissiveFixMap NoFixes, Fixes, LastResort;
  bool Delayed = false;
  SourceOutcome First = parseSource(Database, Source, Options, NoFixes, &Fixes,
                                    false, &Delayed, &LastResort);
  if (Fixes.empty() && !Delayed && LastResort.empty())
    return First;
  if (Fixes.empty() && !Delayed)
    Fixes = std::move(LastResort);
  // Some errors were spellings Visual C++ accepts: parse the standard one
  // (also when a warning asked for one, `typename` that only C++20 makes
  // implicit, and the parse did not fail).
  // A retry can meet errors the first parse never reached (the body of a
  // template whose `tile` lacked `template`, instantiated with a
  // tile_static of float_4; what followed Clang's error limit): while it
  // asks for edits it has not made, once more with those too. Each round
  // adds an edit on text no edit touched, so the rounds end; the bound is a
  // guard only. The retry stands unless Clang still rejects it; its
  // diagnostics are shown either way (below).
  // A name a template's body uses before its declaration, which no edit
  // answers, asks for a parse of the templates as Visual C++ read them
  // (LateTemplates.h): it adds the declarations of such names, and the
  // standard parse after it is the one that stands.
  SourceOutcome Retry;
  bool RetryDelayed = false, AddedSinceDelayed = true;
  for (int Round = 0; Round < 64; ++Round) {
    PermissiveFixMap Next;
    bool NextDelayed = false;
    RetryDelayed = Delayed;
    Retry = parseSource(Database, Source, Options, Fixes, &Next, Delayed,
                        &NextDelayed, &LastResort);
    bool Added = !Next.empty() && mergePermissiveFixes(Fixes, Next);
    if (Delayed) {
      // The standard parse follows, with what it found (nothing, when the
      // undeclared names followed from another error an edit answers). It
      // met every late name at once: only a standard parse's edits ask again.
      Delayed = false;
      AddedSinceDelayed = false;
      continue;
    }
    AddedSinceDelayed |= Added;
    Delayed = NextDelayed && AddedSinceDelayed;
    // When nothing else answers more, the bodies of templates nothing
    // instantiates that still fail (PermissiveAstFixes).
    if (!Added && !Delayed &&
        !(!LastResort.empty() && mergePermissiveFixes(Fixes, LastResort)))
      break;
  }
  auto HasError = [&](StringRef Id) {
    return llvm::any_of(Retry.Diagnostics, [&](const RecordedDiagnostic &D) {
      return D.Data.Severity == Finding::Error && D.Data.Id == Id;
    });
  };
  // The retry's diagnostics are the ones to show, whether Clang accepts it
  // or not: they say what it answered (each edit's warning) and what it
  // could not (the errors that remain, C++ AMP's Direct3D interop); the
  // first parse's errors are mostly the spellings it answered, and may
  // stop at Clang's error limit before the one that matters. Only a parse
  // that succeeded (a retry a C++20 extension's warning asked for) stands
  // over a retry Clang rejects, and a delayed parse (the rounds' guard
  // reached) is no standard one to show.
  if (RetryDelayed || (HasError("AMP2HIP1000") && !First.Failed))
    return First;
  Retry.Fixes = std::move(Fixes);
  return Retry;
}

/// Merges the sources' outcomes, in their order, into one result.
class ResultMerger {
public:
  explicit ResultMerger(TranslateResult &Out) : Out(Out) {}

  void merge(const std::string &Source, SourceOutcome Outcome) {
    if (Outcome.Results.empty())
      Outcome.Results.emplace_back();
    for (FileResult &R : Outcome.Results) {
      if (!R.IsHeader) {
        if (Outcome.Failed)
          R.Ok = false; // the parse itself failed (errors already printed)
        continue;
      }
      // A header fails for its own errors, not for those of the source
      // that includes it.
      R.Ok =
          llvm::none_of(Outcome.Diagnostics, [&](const RecordedDiagnostic &D) {
            return D.Data.Severity == Finding::Error &&
                   samePath(D.Data.File, R.InputPath);
          });
    }
    printDiagnostics(std::move(Outcome.Diagnostics));
    for (FileResult &R : Outcome.Results) {
      if (!R.IsHeader) {
        R.InputPath = Source;
        Out.Files.push_back(std::move(R));
        continue;
      }
      mergeHeader(Source, std::move(R), Outcome.Failed);
    }
  }

  /// Each finding once (a header's diagnostics come once per source that
  /// includes it), in the order first seen.
  void finish() {
    std::set<std::tuple<std::string, unsigned, unsigned, std::string>> Seen;
    bool Dropping = false; // a note goes with the finding before it
    for (Finding &F : Findings) {
      if (F.Severity != Finding::Note)
        Dropping = !Seen.insert({F.File, F.Line, F.Column, F.Message}).second;
      if (!Dropping)
        Out.Findings.push_back(std::move(F));
    }
  }

private:
  /// Prints what the parse recorded, a header's diagnostic (and its notes)
  /// only the first time.
  void printDiagnostics(std::vector<RecordedDiagnostic> Diagnostics) {
    bool Skipping = false;
    for (RecordedDiagnostic &D : Diagnostics) {
      const Finding &F = D.Data;
      if (F.Severity != Finding::Note)
        Skipping =
            !Printed.insert({F.File, F.Line, F.Column, F.Message}).second;
      if (Skipping)
        continue;
      llvm::errs() << D.Text;
      Findings.push_back(std::move(D.Data));
    }
  }

  /// A header included by several sources is translated with each; the
  /// results must agree.
  /// A header's translation, compared with the other sources' (AMP2HIP1015)
  /// unless \p SourceFailed: a parse that failed translates nothing (its
  /// headers' text lacks the retry's edits), and its source's errors say
  /// why.
  void mergeHeader(const std::string &Source, FileResult R, bool SourceFailed) {
    llvm::SmallString<256> Real;
    if (llvm::sys::fs::real_path(R.InputPath, Real))
      // Found by its name without case (IncludeCase): written as on disk.
      Real = caseFoldedPath(R.InputPath).value_or(R.InputPath);
    auto [It, New] = HeaderIndex.try_emplace(Real, Out.Files.size());
    R.InputPath = std::string(Real);
    if (New) {
      if (SourceFailed)
        FromFailedParse.insert(It->second);
      Out.Files.push_back(std::move(R));
      FirstSource[It->second] = Source;
      return;
    }
    FileResult &First = Out.Files[It->second];
    if (SourceFailed)
      return;
    if (FromFailedParse.erase(It->second)) {
      First = std::move(R);
      FirstSource[It->second] = Source;
      return;
    }
    if (R.Ok && First.Ok && R.OutputText != First.OutputText) {
      const DiagInfo &D = diagnostic(DiagId::InconsistentHeader);
      std::string Message = D.Message.str();
      Message.replace(Message.find("%0"), 2, std::string(Real));
      Message.replace(Message.find("%1"), 2, FirstSource[It->second]);
      Message.replace(Message.find("%2"), 2, Source);
      llvm::errs() << "error: " << Message << " [" << D.code() << "]\n";
      Findings.push_back(
          {Finding::Error, std::string(Real), 0, 0, Message, D.code()});
      First.Ok = false;
    }
    First.Ok &= R.Ok;
  }

  TranslateResult &Out;
  std::vector<Finding> Findings;
  /// Index of each header's result in Out.Files, by real path.
  llvm::StringMap<size_t> HeaderIndex;
  /// The headers whose result so far is from a source whose parse failed.
  std::set<size_t> FromFailedParse;
  /// The source each header's result so far is from, by its index.
  std::map<size_t, std::string> FirstSource;
  std::set<std::tuple<std::string, unsigned, unsigned, std::string>> Printed;
};

} // namespace

TranslateResult translate(const tooling::CompilationDatabase &Database,
                          ArrayRef<std::string> Sources,
                          const TranslateOptions &Options) {
  TranslateResult Out;
  ResultMerger Merger(Out);
  unsigned Jobs = Options.Jobs
                      ? Options.Jobs
                      : llvm::hardware_concurrency().compute_thread_count();
  std::vector<SourceOutcome> Outcomes(Sources.size());
  forEachInOrder(
      Sources.size(), Jobs,
      [&](size_t I) {
        Outcomes[I] = translateSource(Database, Sources[I], Options);
      },
      [&](size_t I) {
        if (Options.Progress)
          Options.Progress(I, Sources.size(), Sources[I]);
      });
  // A header is written once: the retry's edits of it, from every source
  // that includes it, are made for each of them.
  shareHeaderEdits(
      Outcomes, Jobs, [&](size_t I, const PermissiveFixMap &Fixes) {
        PermissiveFixMap Next;
        SourceOutcome Again =
            parseSource(Database, Sources[I], Options, Fixes, &Next);
        Again.Fixes = Fixes;
        return Again;
      });
  for (size_t I = 0; I < Sources.size(); ++I)
    Merger.merge(Sources[I], std::move(Outcomes[I]));
  Merger.finish();
  return Out;
}

} // namespace amp2hip
