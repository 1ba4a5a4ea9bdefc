//===- MsBuildProperties.cpp - MSBuild properties and conditions ----------===//

#include "MsBuildProperties.h"

#include "parse/IncludeCase.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace amp2hip {

void MsBuildProperties::set(StringRef Name, StringRef Value) {
  Values[Name.lower()] = Value.str();
}

std::optional<std::string> MsBuildProperties::get(StringRef Name) const {
  auto Found = Values.find(Name.lower());
  if (Found == Values.end())
    return std::nullopt;
  return Found->second;
}

std::string MsBuildProperties::expand(StringRef Text,
                                      std::vector<std::string> *Unknown) const {
  std::string Out;
  while (!Text.empty()) {
    size_t Start = Text.find("$(");
    if (Start == StringRef::npos)
      break;
    Out += Text.take_front(Start);
    // $([System.IO.Path]::Combine(...)) nests parentheses.
    size_t Depth = 0, End = Start + 1;
    for (; End < Text.size(); ++End) {
      Depth += Text[End] == '(';
      if (Text[End] == ')' && --Depth == 0)
        break;
    }
    StringRef Name = Text.slice(Start + 2, End).trim();
    std::optional<std::string> Value = get(Name);
    if (Value)
      Out += *Value;
    else if (Unknown)
      Unknown->push_back(Name.str());
    Text = Text.drop_front(std::min(End + 1, Text.size()));
  }
  return Out + Text.str();
}

std::string windowsPath(StringRef Path, StringRef BaseDir) {
  std::string Slashed = Path.trim().str();
  std::replace(Slashed.begin(), Slashed.end(), '\\', '/');
  // C:/SDK: a Windows machine's folder, outside any tree here.
  bool Drive = Slashed.size() > 2 && isAlpha(Slashed[0]) && Slashed[1] == ':';
  SmallString<256> Abs(Slashed);
  if (!sys::path::is_absolute(Abs) && !Drive) {
    Abs = BaseDir;
    sys::path::append(Abs, Slashed);
  }
  sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  // "inc/" and "inc" name one folder.
  while (Abs.size() > 1 && Abs.back() == '/')
    Abs.pop_back();
  if (std::optional<std::string> OnDisk = caseFoldedPath(Abs))
    return *OnDisk;
  return std::string(Abs);
}

namespace {

/// A recursive-descent reader of MSBuild's condition grammar, on the
/// expanded text: or-expressions of and-expressions of comparisons.
class ConditionParser {
public:
  ConditionParser(StringRef Text, const MsBuildProperties &Props,
                  StringRef BaseDir)
      : Text(Text), Props(Props), BaseDir(BaseDir) {}

  std::optional<bool> parse() {
    std::optional<bool> Value = orExpr();
    skipSpace();
    if (!Value || !Text.empty())
      return std::nullopt;
    return Value;
  }

private:
  void skipSpace() { Text = Text.ltrim(); }

  /// Consumes the keyword \p Word ("and", "or"), in any case.
  bool keyword(StringRef Word) {
    skipSpace();
    if (!Text.starts_with_insensitive(Word))
      return false;
    StringRef After = Text.drop_front(Word.size());
    if (!After.empty() && isAlnum(After.front()))
      return false;
    Text = After;
    return true;
  }

  std::optional<bool> orExpr() {
    std::optional<bool> Left = andExpr();
    while (Left && keyword("or")) {
      std::optional<bool> Right = andExpr();
      if (!Right)
        return std::nullopt;
      Left = *Left || *Right;
    }
    return Left;
  }

  std::optional<bool> andExpr() {
    std::optional<bool> Left = unary();
    while (Left && keyword("and")) {
      std::optional<bool> Right = unary();
      if (!Right)
        return std::nullopt;
      Left = *Left && *Right;
    }
    return Left;
  }

  std::optional<bool> unary() {
    skipSpace();
    if (Text.consume_front("!")) {
      std::optional<bool> Value = unary();
      return Value ? std::optional<bool>(!*Value) : std::nullopt;
    }
    if (Text.consume_front("(")) {
      std::optional<bool> Value = orExpr();
      skipSpace();
      if (!Value || !Text.consume_front(")"))
        return std::nullopt;
      return Value;
    }
    if (keyword("exists")) {
      skipSpace();
      if (!Text.consume_front("("))
        return std::nullopt;
      std::optional<std::string> Path = operand();
      skipSpace();
      if (!Path || !Text.consume_front(")"))
        return std::nullopt;
      return !StringRef(*Path).trim().empty() &&
             sys::fs::exists(windowsPath(*Path, BaseDir));
    }
    if (keyword("true"))
      return true;
    if (keyword("false"))
      return false;
    return comparison();
  }

  /// A quoted string, expanded ('$(Configuration)|$(Platform)').
  std::optional<std::string> operand() {
    skipSpace();
    if (!Text.consume_front("'"))
      return std::nullopt;
    size_t End = Text.find('\'');
    if (End == StringRef::npos)
      return std::nullopt;
    std::string Value = Props.expand(Text.take_front(End));
    Text = Text.drop_front(End + 1);
    return Value;
  }

  std::optional<bool> comparison() {
    std::optional<std::string> Left = operand();
    if (!Left)
      return std::nullopt;
    skipSpace();
    bool Equal;
    if (Text.consume_front("=="))
      Equal = true;
    else if (Text.consume_front("!="))
      Equal = false;
    else
      return std::nullopt;
    std::optional<std::string> Right = operand();
    if (!Right)
      return std::nullopt;
    // MSBuild compares strings without case.
    return StringRef(*Left).equals_insensitive(*Right) == Equal;
  }

  StringRef Text;
  const MsBuildProperties &Props;
  StringRef BaseDir;
};

} // namespace

std::optional<bool> MsBuildProperties::condition(StringRef Condition,
                                                 StringRef BaseDir) const {
  if (Condition.trim().empty())
    return true;
  return ConditionParser(Condition, *this, BaseDir).parse();
}

} // namespace amp2hip
