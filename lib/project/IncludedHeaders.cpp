//===- IncludedHeaders.cpp - the user headers a source names --------------===//

#include "IncludedHeaders.h"
#include "foundation/Paths.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"

using namespace llvm;

namespace amp2hip {

std::vector<std::string>
includedHeaders(StringRef Source, ArrayRef<std::string> Flags, StringRef Root) {
  std::vector<std::string> Dirs;
  for (StringRef Flag : Flags)
    if (Flag.consume_front("-I"))
      Dirs.push_back(Flag.str());
  static const Regex Include("^[ \t]*#[ \t]*include[ \t]*([\"<])([^\">]+)[\">]",
                             Regex::Newline);
  std::vector<std::string> Found, Pending{realPath(Source)};
  StringSet<> Seen{Pending.front()};
  while (!Pending.empty()) {
    std::string File = Pending.back();
    Pending.pop_back();
    auto Buffer = MemoryBuffer::getFile(File);
    if (!Buffer)
      continue;
    StringRef Rest = (*Buffer)->getBuffer();
    SmallVector<StringRef, 3> Match;
    while (Include.match(Rest, &Match)) {
      Rest = Rest.drop_front(Match[0].end() - Rest.begin());
      std::vector<std::string> Places;
      if (Match[1] == "\"")
        Places.push_back(sys::path::parent_path(File).str());
      Places.insert(Places.end(), Dirs.begin(), Dirs.end());
      for (const std::string &Dir : Places) {
        SmallString<256> Candidate(Dir);
        sys::path::append(Candidate, Match[2]);
        if (!sys::fs::is_regular_file(Candidate))
          continue;
        std::string Header = realPath(Candidate);
        if (isUnder(Header, Root) && Seen.insert(Header).second) {
          Found.push_back(Header);
          Pending.push_back(Header);
        }
        break;
      }
    }
  }
  return Found;
}

} // namespace amp2hip
