//===- IncludeCase.cpp ----------------------------------------------------===//

#include "parse/IncludeCase.h"
#include "parse/VisualCppRecorder.h"

#include "clang/Basic/SourceManager.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <algorithm>

using namespace clang;

namespace amp2hip {

/// The one entry of directory \p Dir whose name equals \p Name without
/// case, if there is exactly one.
static std::optional<std::string> foldedEntry(StringRef Dir, StringRef Name) {
  std::optional<std::string> Found;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Dir, EC), End; !EC && It != End;
       It.increment(EC)) {
    StringRef Entry = llvm::sys::path::filename(It->path());
    if (!Entry.equals_insensitive(Name))
      continue;
    if (Found)
      return std::nullopt; // Scan.h and SCAN.h: ambiguous
    Found = Entry.str();
  }
  return Found;
}

std::optional<std::string> caseFoldedPath(StringRef AsWritten) {
  if (llvm::sys::fs::exists(AsWritten))
    return std::nullopt;
  // Windows takes `\` for `/`: #include "inc\defs.h".
  std::string Slashed = AsWritten.str();
  std::replace(Slashed.begin(), Slashed.end(), '\\', '/');
  if (Slashed != AsWritten && llvm::sys::fs::exists(Slashed))
    return Slashed;
  StringRef Path = Slashed;
  // Keep the longest existing prefix; fold each component after it.
  SmallVector<StringRef, 8> Missing;
  StringRef Existing = Path;
  while (!Existing.empty() && !llvm::sys::fs::exists(Existing)) {
    Missing.push_back(llvm::sys::path::filename(Existing));
    Existing = llvm::sys::path::parent_path(Existing);
  }
  if (Existing.empty())
    return std::nullopt;
  SmallString<256> Out(Existing);
  for (StringRef Component : llvm::reverse(Missing)) {
    std::optional<std::string> Entry = foldedEntry(Out, Component);
    if (!Entry)
      return std::nullopt;
    llvm::sys::path::append(Out, *Entry);
  }
  return std::string(Out);
}

namespace {

class CaseFoldingFileSystem : public llvm::vfs::ProxyFileSystem {
public:
  CaseFoldingFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
                        StringRef Source, const TranslateOptions &Options)
      : ProxyFileSystem(std::move(Base)), Options(Options) {
    // Without an input root, the program's files are those beside it.
    if (this->Options.InRoot.empty()) {
      SmallString<256> Dir;
      if (llvm::sys::fs::real_path(Source, Dir))
        Dir = Source;
      llvm::sys::fs::make_absolute(Dir);
      this->Options.InRoot = llvm::sys::path::parent_path(Dir).str();
    }
  }

  llvm::ErrorOr<llvm::vfs::Status> status(const llvm::Twine &Name) override {
    auto Status = ProxyFileSystem::status(Name);
    if (Status || Status.getError() != std::errc::no_such_file_or_directory)
      return Status;
    std::optional<std::string> Folded = folded(Name);
    if (!Folded)
      return Status;
    // Under the name asked for: the preprocessor's file entry keeps it.
    auto Real = ProxyFileSystem::status(*Folded);
    return Real ? llvm::vfs::Status::copyWithNewName(*Real, Name) : Real;
  }
  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
  openFileForRead(const llvm::Twine &Name) override {
    auto File = ProxyFileSystem::openFileForRead(Name);
    if (File || File.getError() != std::errc::no_such_file_or_directory)
      return File;
    std::optional<std::string> Folded = folded(Name);
    return Folded ? ProxyFileSystem::openFileForRead(*Folded) : std::move(File);
  }

  /// The path on disk: the translated header is written under its real
  /// name.
  std::error_code getRealPath(const llvm::Twine &Name,
                              SmallVectorImpl<char> &Output) override {
    std::error_code EC = ProxyFileSystem::getRealPath(Name, Output);
    if (!EC)
      return EC;
    std::optional<std::string> Folded = folded(Name);
    return Folded ? ProxyFileSystem::getRealPath(*Folded, Output) : EC;
  }

private:
  /// Only user files and the runtime's Visual C++ headers (which Visual
  /// C++ programs name as Windows finds them: `<wrl\client.h>`,
  /// `<D3D11.h>`): a system header is found as hipcc finds it.
  std::optional<std::string> folded(const llvm::Twine &Name) {
    SmallString<256> Path;
    Name.toVector(Path);
    if (makeAbsolute(Path) ||
        !(isUserFile(Path, Options) || Path.starts_with(CompatDir + "/")))
      return std::nullopt;
    return caseFoldedPath(Path);
  }

  /// The translation's options, with the root of the program's files.
  TranslateOptions Options;
  std::string CompatDir = visualCppCompatDir(Options);
};

} // namespace

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> createCaseFoldingFileSystem(
    llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base, StringRef Source,
    const TranslateOptions &Options) {
  return llvm::makeIntrusiveRefCnt<CaseFoldingFileSystem>(std::move(Base),
                                                          Source, Options);
}

void IncludeCaseRecorder::InclusionDirective(
    SourceLocation HashLoc, const Token &IncludeTok, StringRef FileName,
    bool IsAngled, CharSourceRange FilenameRange, OptionalFileEntryRef File,
    StringRef SearchPath, StringRef RelativePath, const Module *SuggestedModule,
    bool ModuleImported, SrcMgr::CharacteristicKind FileType) {
  // A system header found so is the Visual C++ layer's, whose include
  // VisualCppRecorder writes.
  if (!File || FileType != SrcMgr::C_User ||
      !TC.isRewritable(FilenameRange.getBegin()))
    return;
  SmallString<256> Path(File->getName());
  TC.SM.getFileManager().makeAbsolutePath(Path);
  std::optional<std::string> Folded = caseFoldedPath(Path);
  // The parse read `\` as `/` (SourcePreparer): the name as the user wrote
  // it.
  std::string AsWritten = FileName.str();
  FileID FID = TC.SM.getFileID(FilenameRange.getBegin());
  if (const EditedFile *Edited = TC.edited(FID)) {
    unsigned At =
        Edited->userOffset(TC.SM.getFileOffset(FilenameRange.getBegin()) + 1);
    AsWritten = StringRef(Edited->UserText).substr(At, FileName.size()).str();
  }
  if (!Folded && AsWritten == FileName)
    return;
  if (!Folded)
    Folded = std::string(Path);
  // The name as written, `/` for `\`, with its last components spelled as
  // on disk.
  std::string Slashed = FileName.str();
  std::replace(Slashed.begin(), Slashed.end(), '\\', '/');
  SmallVector<StringRef, 8> Written, OnDisk;
  for (auto It = llvm::sys::path::rbegin(Slashed),
            End = llvm::sys::path::rend(Slashed);
       It != End; ++It)
    Written.push_back(*It);
  for (auto It = llvm::sys::path::rbegin(*Folded);
       OnDisk.size() < Written.size(); ++It)
    OnDisk.push_back(*It);
  std::string Name = Slashed;
  size_t End = Name.size();
  for (size_t I = 0; I < Written.size(); ++I) {
    End -= Written[I].size();
    Name.replace(End, Written[I].size(), OnDisk[I].str());
    if (End > 0)
      --End; // the separator
  }
  TC.report(FilenameRange.getBegin(), DiagId::IncludeCase) << AsWritten << Name;
  TC.replace(FilenameRange, IsAngled ? "<" + Name + ">" : "\"" + Name + "\"");
}

} // namespace amp2hip
