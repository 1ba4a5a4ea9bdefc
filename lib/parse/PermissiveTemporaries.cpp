//===- PermissiveTemporaries.cpp ------------------------------------------===//
//
// A temporary bound to a non-const reference, which Visual C++ allowed
// (C4239) and Clang rejects: the call's candidate notes tell whether the
// binding was the only reason, and the argument is written
// amp2hip::lvalue(...) when it was.
//
//===----------------------------------------------------------------------===//

#include "foundation/SourceEdits.h"
#include "parse/PermissiveFixes.h"
#include "parse/PermissiveText.h"

#include "clang/AST/Type.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

PermissiveFixCollector::Outcome
PermissiveFixCollector::temporaryBindingFix(const Diagnostic &Info,
                                            const ErrorSite &Site) {
  const auto &[File, FID, Text, Offset] = Site;
  const SourceManager &SM = Info.getSourceManager();
  if (Info.getRawArg(0) != 0 || Info.getNumRanges() == 0 ||
      Info.getArgKind(2) != DiagnosticsEngine::ak_qualtype ||
      !QualType::getFromOpaquePtr(reinterpret_cast<void *>(Info.getRawArg(2)))
           ->isRecordType())
    return Outcome::Unfixable;
  CharSourceRange Range = Info.getRange(0);
  SourceLocation Begin = Range.getBegin(), End = Range.getEnd();
  if (Begin.isMacroID() || End.isMacroID() || SM.getFileID(Begin) != FID ||
      SM.getFileID(End) != FID)
    return Outcome::Unfixable;
  if (Range.isTokenRange())
    End = Lexer::getLocForEndOfToken(End, 0, SM, LangOptions());
  auto Call = enclosingCall(Text, SM.getFileOffset(Begin));
  PendingCall = TemporaryArgumentCall{File, Call ? Call->second.str() : ""};
  PendingCall->Binding = true;
  PendingCall->Argument = {SM.getFileOffset(Begin), SM.getFileOffset(End)};
  return Outcome::Fixed;
}

void PermissiveFixCollector::candidateNote(const Diagnostic &Info) {
  // Other notes (the template instantiation a call is in) are no
  // candidates.
  StringRef Description =
      Info.getDiags()->getDiagnosticIDs()->getDescription(Info.getID());
  if (PendingCall->Binding) {
    PendingCall->ParameterNoted |=
        Info.getID() == diag::note_parameter_here ||
        Info.getID() == diag::note_parameter_named_here;
    return;
  }
  if (!Description.starts_with("candidate "))
    return;
  ++PendingCall->Candidates;
  // One that takes another number of arguments was no choice for Visual C++
  // either (amp_algorithms::fill's overloads).
  if (Info.getID() == diag::note_ovl_candidate_arity ||
      Info.getID() == diag::note_ovl_candidate_arity_one)
    ++PendingCall->OtherArity;
  if (Info.getID() == diag::note_ovl_candidate_substitution_failure) {
    deducedParameterTypeFix(Info);
    return;
  }
  if (Info.getID() == diag::note_ovl_candidate_non_deduced_mismatch ||
      Info.getID() == diag::note_ovl_candidate_non_deduced_mismatch_qualified)
    ++PendingCall->OtherForm;
  if (Info.getID() == diag::note_ovl_candidate_inconsistent_deduction)
    win32SizeTypeNote(Info);

  conversionNote(Info);
  // Arguments 3 to 5: the ordinal of an argument (not the object) that
  // needed an lvalue. The note's range is the parameter's; the argument is
  // found in the call's text.
  if (Info.getID() != diag::note_ovl_candidate_bad_value_category ||
      Info.getRawArg(3) != 0 || Info.getRawArg(5) != 0)
    return;
  ++PendingCall->LvalueOnly;
  PendingCall->Argument =
      callArgument(PendingCall->Text, PendingCall->CallOffset,
                   static_cast<unsigned>(Info.getRawArg(4)));
}

void PermissiveFixCollector::conversionNote(const Diagnostic &Info) {
  // Arguments 3 to 6 of "no known conversion from X to Y for the Nth
  // argument": X, Y, argument (0) or object (1), N.
  bool FromClass =
      Info.getID() == diag::note_ovl_candidate_bad_conv &&
      Info.getRawArg(5) == 0 &&
      Info.getArgKind(3) == DiagnosticsEngine::ak_qualtype &&
      QualType::getFromOpaquePtr(reinterpret_cast<void *>(Info.getRawArg(3)))
          ->isRecordType();
  unsigned Ordinal = FromClass ? static_cast<unsigned>(Info.getRawArg(6)) : 0;
  if (!FromClass || (PendingCall->ConvertedOrdinal &&
                     *PendingCall->ConvertedOrdinal != Ordinal))
    PendingCall->OnlyConversions = false;
  else
    PendingCall->ConvertedOrdinal = Ordinal;
}

void PermissiveFixCollector::settleTemporaryArgument() {

  TemporaryArgumentCall Call = std::move(*PendingCall);
  PendingCall.reset();
  if (settleWin32SizeType(Call))
    return;
  // The one candidate that failed only for the temporary is Visual C++'s
  // choice when the others failed for what no binding changes (arity, a
  // template's deduction, a conversion that does not exist); two that need
  // the binding, and which one Visual C++ would have picked is not guessed.
  bool OneCandidate = Call.Binding ? Call.ParameterNoted
                                   : Call.Candidates - Call.OtherArity == 1 ||
                                         Call.LvalueOnly == 1;
  // `v.push_back(array<float, 2>(e, av))` into a vector of array_view:
  // every candidate wants the argument converted, and array_view's
  // constructor takes the array by non-const reference, which Visual C++
  // bound to the temporary. The retry tells whether that was the reason.
  if (!Call.Binding && Call.Candidates > 0 && Call.OnlyConversions &&
      Call.ConvertedOrdinal) {
    Call.Argument =
        callArgument(Call.Text, Call.CallOffset, *Call.ConvertedOrdinal);
    OneCandidate = true;
  }
  if (!OneCandidate || !Call.Argument)
    return;
  auto [Begin, End] = *Call.Argument;
  add(Call.File, {Begin, 0, "amp2hip::lvalue(", DiagId::TemporaryToReference,
                  MappingId::TemporaryToReference, Call.Callee});
  add(Call.File, {End, 0, ")", DiagId::TemporaryToReference,
                  MappingId::TemporaryToReference, Call.Callee,
                  /*Silent=*/true});
  // The file declares what it uses: a header included without <amp.h>
  // (ampblas' test registry, through a source that includes it alone),
  // written once for every source that includes it (SharedHeaderEdits.h).
  add(Call.File, {beforeFirstInclude(Call.Text), 0,
                  ("#include <" + LvalueHeader + ">\n").str(),
                  DiagId::TemporaryToReference, MappingId::TemporaryToReference,
                  Call.Callee,
                  /*Silent=*/true});
}

} // namespace amp2hip
