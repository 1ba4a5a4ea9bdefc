//===- UserLocations.cpp --------------------------------------------------===//

#include "report/UserLocations.h"

#include "llvm/Support/MemoryBuffer.h"

using namespace clang;

namespace amp2hip {

UserLocations::UserLocations(std::shared_ptr<const EditedFiles> Files)
    : Files(std::move(Files)), Options(new DiagnosticOptions()),
      Diags(std::make_unique<DiagnosticsEngine>(
          new DiagnosticIDs(), Options.get(), new IgnoringDiagConsumer())),
      FileMgr(std::make_unique<FileManager>(FileSystemOptions())),
      SM(std::make_unique<SourceManager>(*Diags, *FileMgr)) {}

UserLocations::~UserLocations() = default;

const EditedFile *UserLocations::editedFile(const SourceManager &SM,
                                            FileID FID) const {
  OptionalFileEntryRef Entry = SM.getFileEntryRefForID(FID);
  if (!Entry)
    return nullptr;
  auto It = Files->find(Entry->getUniqueID());
  return It == Files->end() ? nullptr : &It->second;
}

bool UserLocations::differs(FullSourceLoc Loc) {
  if (!Files || Files->empty() || Loc.isInvalid())
    return false;
  const SourceManager &SM = Loc.getManager();
  if (Loc.isMacroID() && editedFile(SM, SM.getFileID(SM.getSpellingLoc(Loc))))
    return true;
  for (FileID FID = SM.getFileID(SM.getExpansionLoc(Loc)); FID.isValid();
       FID = SM.getFileID(SM.getIncludeLoc(FID)))
    if (editedFile(SM, FID))
      return true;
  return false;
}

FileID UserLocations::mirror(const SourceManager &Parsed, FileID FID) {
  if (&Parsed != MirroredFrom) {
    Mirrors.clear();
    MirroredFrom = &Parsed;
  }
  auto Known = Mirrors.find(FID);
  if (Known != Mirrors.end())
    return Known->second;
  SourceLocation Start = Parsed.getLocForStartOfFile(FID);
  SourceLocation Include = Parsed.getIncludeLoc(FID);
  SourceLocation UserInclude =
      Include.isValid() ? userLoc(Parsed, Parsed.getExpansionLoc(Include))
                        : SourceLocation();
  const EditedFile *Edited = editedFile(Parsed, FID);
  StringRef Text =
      Edited ? StringRef(Edited->UserText) : Parsed.getBufferData(FID);
  // Named as the parse names it (the printer shows this name).
  StringRef Name = Parsed.getPresumedLoc(Start, false).getFilename();
  FileID Copy =
      SM->createFileID(llvm::MemoryBuffer::getMemBufferCopy(Text, Name),
                       Parsed.getFileCharacteristic(Start), 0, 0, UserInclude);
  Mirrors[FID] = Copy;
  return Copy;
}

SourceLocation UserLocations::userLoc(const SourceManager &Parsed,
                                      SourceLocation Loc) {
  FileID FID = Parsed.getFileID(Loc);
  unsigned Offset = Parsed.getFileOffset(Loc);
  if (const EditedFile *Edited = editedFile(Parsed, FID))
    Offset =
        std::min<size_t>(Edited->userOffset(Offset), Edited->UserText.size());
  return SM->getLocForStartOfFile(mirror(Parsed, FID)).getLocWithOffset(Offset);
}

std::optional<CharSourceRange>
UserLocations::userRange(const SourceManager &Parsed, CharSourceRange Range,
                         FileID In) {
  if (Range.isInvalid())
    return std::nullopt;
  SourceLocation Begin = Parsed.getExpansionLoc(Range.getBegin());
  SourceLocation End = Range.getEnd().isMacroID()
                           ? Parsed.getExpansionRange(Range.getEnd()).getEnd()
                           : Range.getEnd();
  if (Parsed.getFileID(Begin) != In || Parsed.getFileID(End) != In)
    return std::nullopt;
  return CharSourceRange(
      SourceRange(userLoc(Parsed, Begin), userLoc(Parsed, End)),
      Range.isTokenRange());
}

StoredDiagnostic UserLocations::map(const StoredDiagnostic &D) {
  const SourceManager &Parsed = D.getLocation().getManager();
  SourceLocation At = Parsed.getExpansionLoc(D.getLocation());
  FileID In = Parsed.getFileID(At);
  std::vector<CharSourceRange> Ranges;
  for (const CharSourceRange &Range : D.getRanges())
    if (auto User = userRange(Parsed, Range, In))
      Ranges.push_back(*User);
  std::vector<FixItHint> FixIts;
  for (const FixItHint &FixIt : D.getFixIts()) {
    auto User = userRange(Parsed, FixIt.RemoveRange, In);
    if (!User || FixIt.InsertFromRange.isValid())
      continue;
    FixIts.push_back(FixIt);
    FixIts.back().RemoveRange = *User;
  }
  return StoredDiagnostic(D.getLevel(), D.getID(), D.getMessage(),
                          FullSourceLoc(userLoc(Parsed, At), *SM), Ranges,
                          FixIts);
}

} // namespace amp2hip
