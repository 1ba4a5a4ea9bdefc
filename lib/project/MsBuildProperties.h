//===- MsBuildProperties.h - MSBuild properties and conditions --*- C++ -*-===//
//
// The part of MSBuild's evaluation a C++ project's settings need: a table
// of properties (names compared without case, as MSBuild does), $(Name)
// expansion, and Condition attributes ('$(Configuration)|$(Platform)' ==
// 'Release|x64', !=, and, or, !, parentheses, exists(...)). Whatever else
// a condition holds is reported by the caller, never guessed.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_PROJECT_MSBUILDPROPERTIES_H
#define AMP2HIP_LIB_PROJECT_MSBUILDPROPERTIES_H

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace amp2hip {

class MsBuildProperties {
public:
  void set(llvm::StringRef Name, llvm::StringRef Value);
  /// The value, or none when the property was never set.
  std::optional<std::string> get(llvm::StringRef Name) const;
  std::string getOr(llvm::StringRef Name, llvm::StringRef Default) const {
    return get(Name).value_or(Default.str());
  }

  /// \p Text with each $(Name) replaced by its value. A name never set
  /// expands to nothing, as in MSBuild, and is added to \p Unknown;
  /// property functions ($([...]) and $(X.Y())) too.
  std::string expand(llvm::StringRef Text,
                     std::vector<std::string> *Unknown = nullptr) const;

  /// A Condition attribute's value: true or false, or none when it is not
  /// understood. \p BaseDir resolves relative paths of exists().
  std::optional<bool> condition(llvm::StringRef Condition,
                                llvm::StringRef BaseDir) const;

private:
  llvm::StringMap<std::string> Values; ///< keys in lower case
};

/// A Windows path of a project (backslashes, any case) as a path on disk:
/// '/' separators, made absolute against \p BaseDir, and the name as it is
/// on disk when only its case differs.
std::string windowsPath(llvm::StringRef Path, llvm::StringRef BaseDir);

} // namespace amp2hip

#endif
