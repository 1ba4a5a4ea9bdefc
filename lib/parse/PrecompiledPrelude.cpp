//===- PrecompiledPrelude.cpp ---------------------------------------------===//

#include "parse/PrecompiledPrelude.h"
#include "parse/PreludeLines.h"
#include "parse/RestrictPlacement.h"

#include "clang/Basic/Version.h"
#include "clang/Driver/Options.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MD5.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <set>

using namespace clang;

namespace amp2hip {

namespace {

int64_t nanoseconds(llvm::sys::TimePoint<> Time) {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             Time.time_since_epoch())
      .count();
}

/// One file a precompiled header read, as it was then.
struct InputFile {
  std::string Path;
  uint64_t Size = 0;
  int64_t ModTime = 0; ///< nanoseconds
};

/// The files a precompiled header (or a prelude that could not be
/// precompiled) was made from: one line each, `size mtime path`.
std::string writeManifest(const std::vector<InputFile> &Files) {
  std::string Out;
  for (const InputFile &F : Files)
    Out += std::to_string(F.Size) + " " + std::to_string(F.ModTime) + " " +
           F.Path + "\n";
  return Out;
}

/// True when every file \p Manifest lists is still as it was.
bool manifestCurrent(llvm::StringRef Manifest) {
  while (!Manifest.empty()) {
    auto [Line, Rest] = Manifest.split('\n');
    Manifest = Rest;
    auto [Size, AfterSize] = Line.split(' ');
    auto [Time, Path] = AfterSize.split(' ');
    uint64_t WantSize;
    int64_t WantTime;
    if (Size.getAsInteger(10, WantSize) || Time.getAsInteger(10, WantTime) ||
        Path.empty())
      return false;
    llvm::sys::fs::file_status Status;
    if (llvm::sys::fs::status(Path, Status) || Status.getSize() != WantSize ||
        nanoseconds(Status.getLastModificationTime()) != WantTime)
      return false;
  }
  return true;
}

bool readCurrentManifest(const std::string &Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path);
  return Buffer && manifestCurrent((*Buffer)->getBuffer());
}

/// Writes \p Text to \p Path whole or not at all (a parse of another process
/// may read it at any time): LLVM's writeToOutput writes a temporary file
/// and renames it.
bool writeAtomically(const std::string &Path, llvm::StringRef Text) {
  llvm::Error E = llvm::writeToOutput(Path, [&](llvm::raw_ostream &OS) {
    OS << Text;
    return llvm::Error::success();
  });
  bool Written = !E;
  llvm::consumeError(std::move(E));
  return Written;
}

/// Says whether a file other than the prelude itself that is not a system
/// header was entered: such a prelude is not precompiled.
class UserFileWatch : public PPCallbacks {
public:
  UserFileWatch(const SourceManager &SM, const TranslateOptions &Options,
                bool &SawUserFile)
      : SM(SM), Options(Options), SawUserFile(SawUserFile) {}

  void FileChanged(SourceLocation Loc, FileChangeReason Reason,
                   SrcMgr::CharacteristicKind FileType,
                   FileID PrevFID) override {
    if (Reason != EnterFile)
      return;
    FileID FID = SM.getFileID(Loc);
    OptionalFileEntryRef File = SM.getFileEntryRefForID(FID);
    if (!File || FID == SM.getMainFileID())
      return;
    if (SrcMgr::isSystem(FileType) && !isUserFile(File->getName(), Options))
      return;
    SawUserFile = true;
    // A fatal error: the preprocessor enters no more files, and the build
    // ends soon.
    DiagnosticsEngine &Diags = SM.getDiagnostics();
    Diags.Report(Loc, Diags.getCustomDiagID(DiagnosticsEngine::Fatal,
                                            "a user header in a prelude"));
  }

private:
  const SourceManager &SM;
  const TranslateOptions &Options;
  bool &SawUserFile;
};

/// What building a prelude's precompiled header found.
struct BuildRecord {
  std::vector<InputFile> Files;
  bool SawUserFile = false;
  /// A file whose path the precompiled header cannot hold, or a language
  /// Clang does not read one back in (below).
  bool Unrecordable = false;
};

/// Clang's GeneratePCHAction, with what the translator's own parse adds to
/// the reading of headers (the restrict(...) handler) and a record of the
/// files it read.
class PreludeBuildAction : public GeneratePCHAction {
public:
  PreludeBuildAction(std::string Output, const TranslateOptions &Options,
                     BuildRecord &Record)
      : Output(std::move(Output)), Options(Options), Record(Record) {}

protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef InFile) override {
    CI.getFrontendOpts().OutputFile = Output;
    // Clang 19 reads a HIP parse's precompiled header back in C++20 with
    // errors of its own: a user's std::vector finds cuda_wrappers/<new>'s
    // `operator new` merged with libstdc++'s ("different definitions in
    // different modules"; seen on a project's LanguageStandard stdcpp20).
    if (CI.getLangOpts().CPlusPlus20) {
      Record.Unrecordable = true;
      return nullptr;
    }
    installRestrictPlacement(
        CI.getPreprocessor(), std::make_shared<EditedFiles>(),
        [&CI]() -> Sema * { return CI.hasSema() ? &CI.getSema() : nullptr; });
    CI.getPreprocessor().addPPCallbacks(std::make_unique<UserFileWatch>(
        CI.getSourceManager(), Options, Record.SawUserFile));
    return GeneratePCHAction::CreateASTConsumer(CI, InFile);
  }

  void EndSourceFileAction() override {
    const SourceManager &SM = getCompilerInstance().getSourceManager();
    for (auto It = SM.fileinfo_begin(); It != SM.fileinfo_end(); ++It) {
      FileEntryRef File = It->first;
      // Clang records a header's path with its `..` taken away as text:
      // through a link (`/../lib/gcc/...` on a merged /usr), that is no
      // path of the file, which a later parse would then read again.
      llvm::SmallString<256> Recorded(File.getName());
      llvm::sys::path::remove_dots(Recorded, /*remove_dot_dot=*/true);
      bool Same = false;
      if (Recorded != File.getName() &&
          (llvm::sys::fs::equivalent(Recorded, File.getName(), Same) || !Same))
        Record.Unrecordable = true;
      StringRef Real = File.getFileEntry().tryGetRealPathName();
      std::string Path = Real.empty() ? File.getName().str() : Real.str();
      // The time to the nanosecond (Clang keeps seconds); a file that is
      // not as the parse read it changed during it.
      llvm::sys::fs::file_status Status;
      if (llvm::sys::fs::status(Path, Status) ||
          Status.getSize() != static_cast<uint64_t>(File.getSize()) ||
          llvm::sys::toTimeT(Status.getLastModificationTime()) !=
              File.getModificationTime())
        Record.Unrecordable = true;
      Record.Files.push_back({Path, Status.getSize(),
                              nanoseconds(Status.getLastModificationTime())});
    }
    llvm::sort(Record.Files, [](const InputFile &A, const InputFile &B) {
      return A.Path < B.Path;
    });
    GeneratePCHAction::EndSourceFileAction();
  }

private:
  std::string Output;
  const TranslateOptions &Options;
  BuildRecord &Record;
};

/// The translator binary, as part of every key: a new build of it may read
/// the headers otherwise (the restrict(...) handler).
std::string executableIdentity() {
  std::string Path = llvm::sys::fs::getMainExecutable(nullptr, nullptr);
  llvm::sys::fs::file_status Status;
  if (Path.empty() || llvm::sys::fs::status(Path, Status))
    return Path;
  return Path + " " + std::to_string(Status.getSize()) + " " +
         std::to_string(llvm::sys::toTimeT(Status.getLastModificationTime()));
}

/// The key of a prelude: what its precompiled header depends on but the
/// files it read.
std::string preludeKey(const std::vector<std::string> &Args,
                       const std::vector<std::string> &Lines) {
  static const std::string Tool = executableIdentity();
  llvm::MD5 Hash;
  auto add = [&](llvm::StringRef S) {
    Hash.update(S);
    Hash.update(llvm::ArrayRef<uint8_t>{0});
  };
  add("amp2hip prelude 1");
  add(getClangFullRepositoryVersion());
  add(Tool);
  for (const std::string &A : Args)
    add(A);
  add("--");
  for (const std::string &I : Lines)
    add(I);
  llvm::MD5::MD5Result Result;
  Hash.final(Result);
  return std::string(Result.digest());
}

/// True when one of \p Args names a file or folder by a relative path (or
/// reads a response file): the parse's working folder then matters.
bool namesRelativePath(const std::vector<std::string> &Args) {
  static const char *const PathOptions[] = {
      "-I",           "-isystem",           "-iquote",
      "-idirafter",   "-include",           "-imacros",
      "-isysroot",    "-ivfsoverlay",       "-resource-dir",
      "-B",           "--sysroot",          "-F",
      "-iframework",  "-cxx-isystem",       "-iprefix",
      "-iwithprefix", "-iwithprefixbefore", "--gcc-toolchain",
      "--cuda-path",  "--rocm-path",        "--hip-path",
      "-include-pch", "--include-directory"};
  for (size_t I = 1; I < Args.size(); ++I) {
    llvm::StringRef A = Args[I];
    if (A.starts_with("@"))
      return true;
    for (llvm::StringRef Option : PathOptions) {
      if (!A.starts_with(Option))
        continue;
      llvm::StringRef Value = A.drop_front(Option.size());
      Value.consume_front("=");
      if (Value.empty() && I + 1 < Args.size())
        Value = Args[I + 1];
      // `-include amp2hip/parse/prelude.h` is found in the include path.
      if (Option == "-include" && Value.starts_with("amp2hip/"))
        continue;
      if (!Value.empty() && !llvm::sys::path::is_absolute(Value))
        return true;
    }
  }
  return false;
}

/// The arguments of the parse but its input files (the source, however a
/// compile database spells it; as the driver reads them) and the error
/// limit (which a precompiled header does not depend on), and but the
/// working folder when no argument names a path relative to it: the parses
/// of sources in different folders then share a precompiled prelude.
std::vector<std::string>
argumentsWithoutInputs(const tooling::CommandLineArguments &Args) {
  std::vector<const char *> Argv;
  for (size_t I = 1; I < Args.size(); ++I)
    Argv.push_back(Args[I].c_str());
  unsigned MissingIndex, MissingCount;
  // Clang's options only: `/work/a.cpp` is no Visual C++ `/w`.
  llvm::opt::InputArgList Parsed = driver::getDriverOptTable().ParseArgs(
      Argv, MissingIndex, MissingCount,
      llvm::opt::Visibility(driver::options::ClangOption));
  std::set<unsigned> Inputs;
  for (const llvm::opt::Arg *A : Parsed.filtered(driver::options::OPT_INPUT))
    Inputs.insert(A->getIndex() + 1);
  std::vector<std::string> Out;
  for (size_t I = 0; I < Args.size(); ++I)
    if (!Inputs.count(I) &&
        !llvm::StringRef(Args[I]).starts_with("-ferror-limit"))
      Out.push_back(Args[I]);
  if (!namesRelativePath(Out))
    llvm::erase_if(Out, [](llvm::StringRef A) {
      return A.starts_with("-working-directory=");
    });
  return Out;
}

/// How many precompiled preludes the cache keeps (each some 16 MB); the
/// least recently used go first.
constexpr size_t CacheLimit = 32;

void evictOldest(const std::string &Dir) {
  struct Entry {
    std::string Stem;
    llvm::sys::TimePoint<> Used;
  };
  std::vector<Entry> Entries;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC)) {
    llvm::StringRef Path = It->path();
    if (!Path.ends_with(".pch"))
      continue;
    llvm::sys::fs::file_status Status;
    if (!llvm::sys::fs::status(Path, Status))
      Entries.push_back(
          {Path.drop_back(4).str(), Status.getLastModificationTime()});
  }
  if (Entries.size() <= CacheLimit)
    return;
  llvm::sort(Entries,
             [](const Entry &A, const Entry &B) { return A.Used < B.Used; });
  for (size_t I = 0; I + CacheLimit < Entries.size(); ++I)
    for (const char *Ext : {".pch", ".files", ".h"})
      llvm::sys::fs::remove(Entries[I].Stem + Ext);
}

/// One lock per key: the sources parsed at once (-j) build a prelude once.
std::mutex &keyLock(const std::string &Key) {
  static std::mutex Guard;
  static std::map<std::string, std::unique_ptr<std::mutex>> Locks;
  std::lock_guard<std::mutex> Lock(Guard);
  std::unique_ptr<std::mutex> &M = Locks[Key];
  if (!M)
    M = std::make_unique<std::mutex>();
  return *M;
}

/// The precompiled header for \p Lines under \p Args, built when missing
/// or out of date; empty when the prelude cannot be precompiled.
std::string
precompiledPrelude(const TranslateOptions &Options,
                   const std::vector<std::string> &Args,
                   const std::vector<std::string> &Lines,
                   llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS) {
  std::string Key = preludeKey(Args, Lines);
  std::string Stem = Options.CacheDir + "/" + Key;
  std::string Pch = Stem + ".pch", Files = Stem + ".files",
              None = Stem + ".none";
  std::lock_guard<std::mutex> Lock(keyLock(Key));
  if (llvm::sys::fs::exists(Pch) && readCurrentManifest(Files)) {
    // Its time says when it was last used (evictOldest).
    int FD;
    if (!llvm::sys::fs::openFileForReadWrite(
            Pch, FD, llvm::sys::fs::CD_OpenExisting, llvm::sys::fs::OF_None)) {
      llvm::sys::fs::setLastAccessAndModificationTime(
          FD, std::chrono::system_clock::now());
      llvm::sys::Process::SafelyCloseFileDescriptor(FD);
    }
    return Pch;
  }
  if (readCurrentManifest(None))
    return "";
  if (llvm::sys::fs::create_directories(Options.CacheDir))
    return "";
  std::string Prelude = Stem + ".h";
  std::string Text;
  for (const std::string &I : Lines)
    Text += I + "\n";
  if (!writeAtomically(Prelude, Text))
    return "";
  std::string Building = Stem + ".pch." +
                         std::to_string(llvm::sys::Process::getProcessId()) +
                         "." + std::to_string(llvm::get_threadid());
  BuildRecord Record;
  std::vector<std::string> Command = Args;
  Command.push_back(Prelude);
  auto FileMgr =
      llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), FS);
  IgnoringDiagConsumer Quiet;
  tooling::ToolInvocation Invocation(
      Command, std::make_unique<PreludeBuildAction>(Building, Options, Record),
      FileMgr.get(), std::make_shared<PCHContainerOperations>());
  Invocation.setDiagnosticConsumer(&Quiet);
  bool Built = Invocation.run() && !Record.SawUserFile &&
               !Record.Unrecordable && llvm::sys::fs::exists(Building);
  std::string Manifest = writeManifest(Record.Files);
  if (!Built) {
    llvm::sys::fs::remove(Building);
    writeAtomically(None, Manifest);
    return "";
  }
  if (!writeAtomically(Files, Manifest) ||
      llvm::sys::fs::rename(Building, Pch)) {
    llvm::sys::fs::remove(Building);
    return "";
  }
  evictOldest(Options.CacheDir);
  return Pch;
}

} // namespace

tooling::ArgumentsAdjuster
precompiledPreludeAdjuster(const TranslateOptions &Options,
                           llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS) {
  return [&Options, FS](const tooling::CommandLineArguments &Args,
                        llvm::StringRef Source) {
    if (Options.CacheDir.empty())
      return Args;
    std::vector<std::string> Lines = preludeLines(
        Source, [&](llvm::StringRef Path) -> std::optional<std::string> {
          auto Buffer = FS->getBufferForFile(Path);
          if (!Buffer)
            return std::nullopt;
          return (*Buffer)->getBuffer().str();
        });
    if (Lines.empty())
      return Args;
    std::string Pch =
        precompiledPrelude(Options, argumentsWithoutInputs(Args), Lines, FS);
    if (Pch.empty())
      return Args;
    tooling::CommandLineArguments Out = Args;
    Out.push_back("-include-pch");
    Out.push_back(Pch);
    return Out;
  };
}

} // namespace amp2hip
