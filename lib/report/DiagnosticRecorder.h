//===- DiagnosticRecorder.h - every diagnostic, printed and kept -*- C++
//-*-===//
//
// The reports (--report-format, --check) need every diagnostic of every
// parse, Clang's own and amp2hip's, as data. This consumer formats each one
// in Clang's format and records it as a Finding with that text: level,
// presumed file, line, column, message, and the AMP2HIPnnnn id that
// TranslationContext::report appends to amp2hip's own messages. Warnings
// whose id matches --warnings-as-errors are printed and recorded as errors;
// those matching --suppress-warnings (and their notes) are dropped.
//
// A diagnostic in a file the parse read edited (foundation/EditedFiles.h) is
// shown in the user's text, at the user's line and column
// (UserLocations.h).
//
// One recorder serves one source's parse; translate() prints the texts of
// all sources in their order (each finding once), so that sources parsed
// in parallel print as they would one by one.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_DIAGNOSTICRECORDER_H
#define AMP2HIP_LIB_DIAGNOSTICRECORDER_H

#include "amp2hip/Translator.h"
#include "report/UserLocations.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "llvm/Support/GlobPattern.h"

#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace clang {
class TextDiagnostic;
}

namespace amp2hip {

/// One diagnostic: as data, and as Clang's text printer wrote it (source
/// line and include stack with it).
struct RecordedDiagnostic {
  Finding Data;
  std::string Text;
};

class DiagnosticRecorder : public clang::DiagnosticConsumer {
public:
  /// \p WarningsAsErrors, \p Suppressed: glob patterns of ids (valid
  /// GlobPattern syntax). \p Edited: the files the parse reads in other
  /// text than the user's (filled while it reads them).
  DiagnosticRecorder(llvm::ArrayRef<std::string> WarningsAsErrors = {},
                     llvm::ArrayRef<std::string> Suppressed = {},
                     std::shared_ptr<const EditedFiles> Edited = nullptr);
  ~DiagnosticRecorder() override;

  void BeginSourceFile(const clang::LangOptions &LangOpts,
                       const clang::Preprocessor *PP) override;
  void EndSourceFile() override;
  void finish() override;
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override;

  /// While a parse runs: whether the code it is in now (the innermost
  /// function or lambda) is restrict(amp). Some of Clang's errors drop the
  /// expression the checker would judge (a pointer cast to a smaller
  /// integer); in amp code they are said in C++ AMP's words.
  void setAmpCodeQuery(std::function<bool()> Query) {
    InAmpCode = std::move(Query);
  }

  /// Every diagnostic so far, in order, notes after what they belong to.
  std::vector<RecordedDiagnostic> takeDiagnostics() {
    return std::move(Diagnostics);
  }

private:
  std::vector<RecordedDiagnostic> Diagnostics;
  std::vector<llvm::GlobPattern> WarningsAsErrors, Suppressed;
  llvm::IntrusiveRefCntPtr<clang::DiagnosticOptions> Options;
  /// What the printer writes, moved into each diagnostic's Text.
  std::string Printed;
  llvm::raw_string_ostream PrintedStream{Printed};
  std::unique_ptr<clang::DiagnosticConsumer> Printer;
  /// Where diagnostics in edited files are shown, and the printer of those
  /// (its include stacks are in UserLocations' SourceManager).
  UserLocations User;
  std::unique_ptr<clang::TextDiagnostic> UserPrinter;
  clang::TextDiagnostic &userPrinter();
  /// Prints \p D, in the user's text when the parse read another; returns
  /// where it was shown.
  clang::FullSourceLoc print(clang::StoredDiagnostic D);
  /// The notes of a suppressed warning go with it.
  bool SkippingNotes = false;

  // Clang's CUDA diagnostics about restrict(amp) code (DiagnosticRecorder.cpp
  // says which): dropped where the checker reports the same mistake in C++
  // AMP's words, put in those words where it cannot see it.
  /// A failed overload resolution, held until its notes tell whether a
  /// candidate was rejected for being cpu-only.
  struct HeldCall {
    clang::StoredDiagnostic Error;
    std::string Callee;
    /// A candidate was rejected for its restriction: its CUDA target and
    /// the caller's, as Clang's %select numbers them.
    bool WrongSide = false;
    unsigned CalleeTarget = 0, CallerTarget = 0;
    std::vector<clang::StoredDiagnostic> Notes;
    /// The implicit special member whose bases' and members' restrictions
    /// conflict (Clang's candidate kind: 4 default constructor, 5 copy,
    /// 6 move constructor, 7 copy, 8 move assignment operator).
    std::optional<unsigned> ConflictKind;
  };
  std::optional<HeldCall> Held;
  /// Where a conflicting implicit special member was reported: Clang's
  /// "attempt to use a deleted function" there is the same mistake.
  clang::SourceLocation ConflictReportedAt;
  /// Where the classes are whose implicit destructor was reported as
  /// conflicting: Clang's later complaint about that destructor's body
  /// calling a base's or member's destructor is the same mistake.
  std::vector<clang::SourceLocation> ConflictingClasses;
  const clang::LangOptions *LangOpts = nullptr;
  std::function<bool()> InAmpCode;
  /// Clang's error on a cast restrict(amp) code has not, in C++ AMP's
  /// words; false for any other diagnostic.
  bool reportedAsAmpCast(const clang::Diagnostic &Info);
  /// Prints and records the held call, in C++ AMP's words or as it was.
  void releaseHeld();
  /// A note of the held call: does it reject a candidate for its
  /// restriction (a cpu-only callee, a conflicting implicit member)?
  void holdNote(const clang::Diagnostic &Info);
  /// True when \p Info was dropped (the checker reports it), put in C++
  /// AMP's words, or held for its notes.
  bool answeredInAmpWords(clang::DiagnosticsEngine::Level Level,
                          const clang::Diagnostic &Info);
  /// Prints and records \p Info as Clang words it, with its rule id, unless
  /// it is suppressed or a note of one that was.
  void recordAsClangSaidIt(clang::DiagnosticsEngine::Level Level,
                           const clang::Diagnostic &Info);
  /// Prints and records amp2hip's diagnostic \p Id at \p Loc, its %0, %1,
  /// ... replaced by \p Args.
  void emitInAmpWords(clang::FullSourceLoc Loc, DiagId Id,
                      llvm::ArrayRef<std::string> Args);
  /// Prints and records a held diagnostic as Clang would have.
  void emitStored(clang::StoredDiagnostic &D);
  /// Records what was just printed: the diagnostic at \p Loc in the parse,
  /// shown at \p Shown.
  void record(clang::DiagnosticsEngine::Level Level, clang::FullSourceLoc Loc,
              clang::FullSourceLoc Shown, std::string Message);
};

} // namespace amp2hip

#endif
