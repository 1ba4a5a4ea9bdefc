//===- translate_fuzzer.cpp - libFuzzer target of amp2hip::translate ------===//
//
// Each input is a C++ AMP source: it is written to a private scratch folder
// and translated by the library, as the tool does (-std=c++17, the runtime's
// parse headers). libFuzzer (with AddressSanitizer) finds crashes and hangs
// (-timeout); the target itself traps when a result breaks the contract the
// tool relies on to write nothing on failure:
//  - a failed translation has at least one error finding (what the user
//    sees as `file:line:col: error:`), and a successful one has none;
//  - the library writes no file: the scratch folder holds only the input.
// The seed corpus is the examples (test/fuzz/CMakeLists.txt).
//
//===----------------------------------------------------------------------===//

#include "amp2hip/Translator.h"

#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdlib>
#include <string>

using namespace llvm;

namespace {

/// The folder every input is written to, made once per process.
SmallString<256> ScratchDir;

[[noreturn]] void broken(const char *What) {
  errs() << "translate_fuzzer: " << What << "\n";
  std::abort();
}

/// The names in the scratch folder other than the input itself.
unsigned strayFiles(StringRef Input) {
  std::error_code EC;
  unsigned Stray = 0;
  for (sys::fs::directory_iterator It(ScratchDir, EC), End; It != End && !EC;
       It.increment(EC))
    if (It->path() != Input)
      ++Stray;
  return Stray;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  if (sys::fs::createUniqueDirectory("amp2hip-fuzz", ScratchDir))
    broken("cannot create a scratch folder");
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  SmallString<256> Input(ScratchDir);
  sys::path::append(Input, "input.cpp");
  {
    std::error_code EC;
    raw_fd_ostream Out(Input, EC);
    if (EC)
      broken("cannot write the input");
    Out.write(reinterpret_cast<const char *>(Data), Size);
  }

  amp2hip::TranslateOptions Options;
  Options.RuntimeIncludeDir = AMP2HIP_FUZZ_RUNTIME_INCLUDE;
  Options.ClangResourceDir = AMP2HIP_FUZZ_CLANG_RESOURCE_DIR;
  Options.InRoot = std::string(ScratchDir);
  clang::tooling::FixedCompilationDatabase Database(ScratchDir, {"-std=c++17"});
  amp2hip::TranslateResult Result =
      amp2hip::translate(Database, {std::string(Input)}, Options);

  bool HasError = false;
  for (const amp2hip::Finding &F : Result.Findings)
    HasError |= F.Severity == amp2hip::Finding::Error;
  if (Result.Files.empty())
    broken("no result for the source");
  if (!Result.ok() && !HasError)
    broken("a failed translation without an error diagnostic");
  if (Result.ok() && HasError)
    broken("an error diagnostic in a successful translation");
  if (strayFiles(Input) != 0)
    broken("the translation wrote a file");
  return 0;
}
