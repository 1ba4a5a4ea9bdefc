//===- PreludeLines.cpp ---------------------------------------------------===//

#include "parse/PreludeLines.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"

#include <algorithm>

namespace amp2hip {

namespace {

/// The scan of the directives a translation unit begins with.
class PreludeScanner {
public:
  explicit PreludeScanner(
      llvm::function_ref<std::optional<std::string>(llvm::StringRef Path)> Read)
      : Read(Read) {}

  /// Scans the file at \p Path; false when it stopped before its end (the
  /// prelude ends there).
  bool scan(llvm::StringRef Path, unsigned Depth) {
    std::optional<std::string> Text = Read(Path);
    if (!Text || Depth > 8)
      return false;
    llvm::StringRef Rest(*Text);
    Rest.consume_front("\xEF\xBB\xBF");
    bool InComment = false;
    // `#ifndef X` waiting for its `#define X` (a header's guard; one).
    std::string Guard;
    bool Guarded = false;
    while (!Rest.empty()) {
      auto [Line, Next] = Rest.split('\n');
      Rest = Next;
      Line = Line.rtrim("\r");
      if (Line.ends_with("\\")) // a continued line: more than this reads
        return false;
      if (InComment) {
        size_t End = Line.find("*/");
        if (End == llvm::StringRef::npos)
          continue;
        if (!Line.substr(End + 2).trim().empty())
          return false;
        InComment = false;
        continue;
      }
      llvm::StringRef Trimmed = Line.trim();
      if (Trimmed.empty() || Trimmed.starts_with("//"))
        continue;
      if (Trimmed.starts_with("/*")) {
        size_t End = Trimmed.find("*/", 2);
        if (End == llvm::StringRef::npos)
          InComment = true;
        else if (!Trimmed.substr(End + 2).trim().empty())
          return false;
        continue;
      }
      if (!Guard.empty()) {
        if (!matches(Define, Line, Guard))
          return false;
        Guard.clear();
        Guarded = true;
        continue;
      }
      std::string Name;
      if (matches(Angled, Line, Name)) {
        Lines.push_back("#include <" + Name + ">");
        continue;
      }
      // `#define NOMINMAX` before the headers: the prelude defines it too,
      // and the source's own definition, the same, is then no change.
      if (matches(ObjectLikeDefine, Line, Name) && !Line.contains("/*")) {
        Lines.push_back(Trimmed.str());
        continue;
      }
      // Visual C++'s warning numbers (`#pragma warning(disable : 4267)`):
      // no header reads them, and the source keeps its own line.
      if (matches(WarningPragma, Line, Name))
        continue;
      // In a header (`stdafx.h`): its guard does not change what the
      // headers before and after it read.
      if (Depth > 0 && (matches(Once, Line, Name) ||
                        (!Guarded && matches(IfNotDefined, Line, Guard))))
        continue;
      // A user header in the includer's folder, which a quoted include
      // searches first: its leading includes are the prelude's next.
      if (matches(Quoted, Line, Name)) {
        std::replace(Name.begin(), Name.end(), '\\', '/');
        llvm::SmallString<256> Included(llvm::sys::path::parent_path(Path));
        llvm::sys::path::append(Included, Name);
        if (llvm::sys::path::is_absolute(Name) || !scan(Included, Depth + 1))
          return false;
        continue;
      }
      return false;
    }
    return true;
  }

  /// The prelude's lines so far: `#include <name>`, `#define ...`.
  std::vector<std::string> Lines;

private:
  static bool matches(const llvm::Regex &R, llvm::StringRef Line,
                      std::string &Name) {
    llvm::SmallVector<llvm::StringRef, 3> Match;
    if (!R.match(Line, &Match))
      return false;
    if (Match.size() > 1)
      Name = Match[1].str();
    return true;
  }
  static bool matches(const llvm::Regex &R, llvm::StringRef Line,
                      const std::string &Want) {
    std::string Name;
    return matches(R, Line, Name) && Name == Want;
  }

  llvm::function_ref<std::optional<std::string>(llvm::StringRef)> Read;
  /// A directive line: `#`, \p Body, then at most a line comment.
  static std::string directive(llvm::StringRef Body) {
    return ("^[ \t]*#[ \t]*" + Body + "[ \t]*(//.*)?$").str();
  }
  static inline const llvm::Regex Angled{
      directive("include[ \t]*<([^<>\"]+)>")};
  static inline const llvm::Regex Quoted{
      directive("include[ \t]*\"([^<>\"]+)\"")};
  static inline const llvm::Regex Once{directive("pragma[ \t]+once")};
  static inline const llvm::Regex WarningPragma{
      directive("pragma[ \t]+warning[ \t]*\\([^()]*\\)")};
  static inline const llvm::Regex IfNotDefined{
      directive("ifndef[ \t]+([A-Za-z_][A-Za-z0-9_]*)")};
  static inline const llvm::Regex Define{
      directive("define[ \t]+([A-Za-z_][A-Za-z0-9_]*)")};
  /// With a value, which may hold anything (a line comment too).
  static inline const llvm::Regex ObjectLikeDefine{
      "^[ \t]*#[ \t]*define[ \t]+([A-Za-z_][A-Za-z0-9_]*)([ \t].*)?$"};
};

/// An include of one of C++ AMP's headers: what a prelude is worth
/// precompiling for.
bool includesAmpHeader(llvm::StringRef Line) {
  if (!Line.consume_front("#include <"))
    return false;
  return llvm::is_contained(
      {"amp.h", "amp_math.h", "amp_graphics.h", "amp_short_vectors.h"},
      Line.drop_back().lower());
}

} // namespace

std::vector<std::string> preludeLines(
    llvm::StringRef Source,
    llvm::function_ref<std::optional<std::string>(llvm::StringRef Path)> Read) {
  PreludeScanner Scanner(Read);
  Scanner.scan(Source, 0);
  std::vector<std::string> &Lines = Scanner.Lines;
  auto LastAmp =
      std::find_if(Lines.rbegin(), Lines.rend(),
                   [](const std::string &L) { return includesAmpHeader(L); });
  Lines.erase(LastAmp.base(), Lines.end());
  return Lines;
}

} // namespace amp2hip
