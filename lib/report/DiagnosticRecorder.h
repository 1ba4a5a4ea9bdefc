//===- DiagnosticRecorder.h - every diagnostic, printed and kept -*- C++ -*-===//
//
// The reports (--report-format, --check) need every diagnostic of every
// parse, Clang's own and amp2hip's, as data. This consumer prints each one
// to stderr in Clang's format, as before, and records it as a Finding:
// level, presumed file, line, column, message, and the AMP2HIPnnnn id that
// TranslationContext::report appends to amp2hip's own messages. Warnings
// whose id matches --warnings-as-errors are printed and recorded as errors.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_DIAGNOSTICRECORDER_H
#define AMP2HIP_LIB_DIAGNOSTICRECORDER_H

#include "amp2hip/Translator.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "llvm/Support/GlobPattern.h"

#include <memory>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace amp2hip {

class DiagnosticRecorder : public clang::DiagnosticConsumer {
public:
  /// \p WarningsAsErrors: glob patterns of ids (valid GlobPattern syntax).
  DiagnosticRecorder(std::vector<Finding> &Findings,
                     llvm::ArrayRef<std::string> WarningsAsErrors = {});
  ~DiagnosticRecorder() override;

  void BeginSourceFile(const clang::LangOptions &LangOpts,
                       const clang::Preprocessor *PP) override;
  void EndSourceFile() override;
  void finish() override;
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override;

private:
  std::vector<Finding> &Findings;
  std::vector<llvm::GlobPattern> WarningsAsErrors;
  llvm::IntrusiveRefCntPtr<clang::DiagnosticOptions> Options;
  std::unique_ptr<clang::DiagnosticConsumer> Printer;
  /// A header included by several sources is parsed with each: its
  /// diagnostics (and their notes) are printed and recorded once.
  std::set<std::tuple<std::string, unsigned, unsigned, std::string>> Seen;
  bool SkippingNotes = false;
};

} // namespace amp2hip

#endif
