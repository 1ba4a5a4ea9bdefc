//===- PreparingFileSystem.cpp --------------------------------------------===//

#include "parse/PreparingFileSystem.h"

#include "parse/SourcePreparer.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace amp2hip {

namespace {

/// An open file whose contents are already in memory.
class PreparedFile : public llvm::vfs::File {
public:
  PreparedFile(llvm::vfs::Status Status, std::string Text)
      : Status(std::move(Status)), Text(std::move(Text)) {}

  llvm::ErrorOr<llvm::vfs::Status> status() override { return Status; }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>>
  getBuffer(const llvm::Twine &Name, int64_t, bool, bool) override {
    return llvm::MemoryBuffer::getMemBufferCopy(Text, Name);
  }
  std::error_code close() override { return {}; }

private:
  llvm::vfs::Status Status;
  std::string Text;
};

class PreparingFileSystem : public llvm::vfs::ProxyFileSystem {
public:
  PreparingFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
                      llvm::StringRef Source, const TranslateOptions &Options,
                      const PermissiveFixMap *Fixes,
                      std::shared_ptr<EditedFiles> Edited)
      : ProxyFileSystem(std::move(Base)), Options(Options), Fixes(Fixes),
        Edited(std::move(Edited)) {
    llvm::SmallString<256> Real;
    this->Source = llvm::sys::fs::real_path(Source, Real) ? Source.str()
                                                          : Real.str().str();
  }

  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
  openFileForRead(const llvm::Twine &Name) override {
    auto File = ProxyFileSystem::openFileForRead(Name);
    if (!File || !isPrepared(Name))
      return File;
    llvm::ErrorOr<llvm::vfs::Status> Status = (*File)->status();
    auto Buffer = (*File)->getBuffer(Name);
    if (!Status || !Buffer)
      return ProxyFileSystem::openFileForRead(Name);
    llvm::StringRef Text = (*Buffer)->getBuffer();
    std::string Prepared =
        needsPreparing(Text) ? prepareSource(Text) : Text.str();
    const std::vector<PermissiveFix> *InFile = fixesFor(Name);
    if (InFile)
      Prepared = applyPermissiveFixes(Prepared, *InFile);
    if (Edited && Prepared != Text)
      (*Edited)[Status->getUniqueID()] = {
          Text.str(), InFile ? *InFile : std::vector<PermissiveFix>()};
    return std::make_unique<PreparedFile>(
        llvm::vfs::Status::copyWithNewSize(*Status, Prepared.size()),
        std::move(Prepared));
  }

  /// A retry's edits of Visual C++'s permissive spellings in \p Name.
  llvm::ErrorOr<llvm::vfs::Status> status(const llvm::Twine &Name) override {
    auto Status = ProxyFileSystem::status(Name);
    if (Status && fixesFor(Name))
      if (auto File = openFileForRead(Name))
        return (*File)->status();
    return Status;
  }

private:
  const std::vector<PermissiveFix> *fixesFor(const llvm::Twine &Name) {
    if (!Fixes || Fixes->empty())
      return nullptr;
    llvm::SmallString<256> Path;
    Name.toVector(Path);
    llvm::SmallString<256> Real;
    // As the file system below finds it: `..\Scan\ScanSimple.h` too
    // (CaseFoldingFileSystem), under the name the edits were recorded.
    if (makeAbsolute(Path) || ProxyFileSystem::getRealPath(Path, Real))
      return nullptr;
    auto It = Fixes->find(Real);
    return It == Fixes->end() ? nullptr : &It->second;
  }

  bool isPrepared(const llvm::Twine &Name) {
    llvm::SmallString<256> Path;
    Name.toVector(Path);
    // Relative names are relative to the compile command's directory, this
    // file system's working directory.
    if (makeAbsolute(Path))
      return false;
    llvm::SmallString<256> Real;
    if (!llvm::sys::fs::real_path(Path, Real) && Real == Source)
      return true;
    return isUserFile(Path, Options);
  }

  std::string Source;
  const TranslateOptions &Options;
  const PermissiveFixMap *Fixes;
  std::shared_ptr<EditedFiles> Edited;
};

} // namespace

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> createPreparingFileSystem(
    llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
    llvm::StringRef Source, const TranslateOptions &Options,
    const PermissiveFixMap *Fixes, std::shared_ptr<EditedFiles> Edited) {
  return llvm::makeIntrusiveRefCnt<PreparingFileSystem>(
      std::move(Base), Source, Options, Fixes, std::move(Edited));
}

} // namespace amp2hip
