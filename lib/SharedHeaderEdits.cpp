//===- SharedHeaderEdits.cpp ----------------------------------------------===//

#include "SharedHeaderEdits.h"
#include "OrderedParallel.h"
#include "parse/IncludeCase.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"

using namespace llvm;

namespace amp2hip {

/// A header's path as the retry keys its edits: the real one (or, found
/// by its name without case, as on disk).
static std::string realHeaderPath(StringRef Path) {
  SmallString<256> Real;
  if (sys::fs::real_path(Path, Real))
    return caseFoldedPath(Path).value_or(Path.str());
  return std::string(Real);
}

/// The headers each outcome includes, by real path.
static std::vector<std::vector<std::string>>
includedHeaders(const std::vector<SourceOutcome> &Outcomes) {
  std::vector<std::vector<std::string>> Out(Outcomes.size());
  for (size_t I = 0; I < Outcomes.size(); ++I)
    for (const FileResult &R : Outcomes[I].Results)
      if (R.IsHeader)
        Out[I].push_back(realHeaderPath(R.InputPath));
  return Out;
}

/// For each header that the parses that succeeded edited differently,
/// the edits of all of them, when they unite.
static StringMap<std::vector<PermissiveFix>>
unitedHeaderFixes(const std::vector<SourceOutcome> &Outcomes,
                  const std::vector<std::vector<std::string>> &Headers) {
  StringMap<std::vector<PermissiveFix>> United;
  StringMap<bool> Differs, Conflicts;
  for (size_t I = 0; I < Outcomes.size(); ++I) {
    if (Outcomes[I].Failed)
      continue; // its headers are not compared (TranslateAction.cpp)
    for (const std::string &Header : Headers[I]) {
      std::vector<PermissiveFix> Own = Outcomes[I].Fixes.lookup(Header);
      auto [It, First] = United.try_emplace(Header, Own);
      std::vector<PermissiveFix> &Into = It->second;
      size_t Before = Into.size();
      if (First)
        continue;
      if (!unitePermissiveFixes(Into, Own))
        Conflicts[Header] = true;
      // Own is now among Into: the same edits when as many.
      else if (Into.size() != Before || Into.size() != Own.size())
        Differs[Header] = true;
    }
  }
  for (auto &Entry : Conflicts)
    United.erase(Entry.getKey());
  for (auto It = United.begin(); It != United.end();) {
    auto Next = std::next(It);
    if (!Differs.lookup(It->getKey()))
      United.erase(It);
    It = Next;
  }
  return United;
}

void shareHeaderEdits(std::vector<SourceOutcome> &Outcomes, unsigned Jobs,
                      ParseWithFixes Reparse) {
  std::vector<std::vector<std::string>> Headers = includedHeaders(Outcomes);
  StringMap<std::vector<PermissiveFix>> United =
      unitedHeaderFixes(Outcomes, Headers);
  if (United.empty())
    return;
  // Each source whose edits of such a header are fewer than the united.
  std::vector<size_t> Again;
  std::vector<PermissiveFixMap> Fixes;
  for (size_t I = 0; I < Outcomes.size(); ++I) {
    if (Outcomes[I].Failed)
      continue;
    PermissiveFixMap Mine = Outcomes[I].Fixes;
    bool Changed = false;
    for (const std::string &Header : Headers[I]) {
      auto It = United.find(Header);
      if (It == United.end() || Mine.lookup(Header).size() == It->second.size())
        continue;
      Mine[Header] = It->second;
      Changed = true;
    }
    if (Changed) {
      Again.push_back(I);
      Fixes.push_back(std::move(Mine));
    }
  }
  std::vector<SourceOutcome> Reparsed(Again.size());
  forEachInOrder(
      Again.size(), Jobs,
      [&](size_t K) { Reparsed[K] = Reparse(Again[K], Fixes[K]); },
      [](size_t) {});
  // A source the united edits do not let through keeps its own; the
  // header's translations then differ, and AMP2HIP1015 names both sources.
  for (size_t K = 0; K < Again.size(); ++K)
    if (!Reparsed[K].Failed)
      Outcomes[Again[K]] = std::move(Reparsed[K]);
}

} // namespace amp2hip
