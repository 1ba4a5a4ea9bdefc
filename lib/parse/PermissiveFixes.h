//===- PermissiveFixes.h - Visual C++'s permissive parsing ------*- C++ -*-===//
//
// Visual C++ accepted code that Clang (and hipcc, nvcc) reject: dependent
// template names without `template` (`ext.tile<TS>()` on a dependent
// extent), dependent types without `typename`, names a template uses before
// they are declared (Visual C++ looked them up at instantiation),
// `assert(cond, "message")` (it ignored the extra argument),
// `std::exception("message")` (its std::exception takes a message), a
// temporary passed for a non-const reference parameter (C4239), a
// tile_static variable of a type whose default constructor does work
// (C++ AMP never runs it; written as unconstructed storage), `enum class E`
// naming an enumeration, `typename` before a name that is not qualified,
// a narrowing conversion in a braced initializer (C4838), and a non-type
// template parameter deduced from an argument of another type (`unsigned
// int Rank` from array_view's `int N`).
//
// A parse that fails is retried when some error Clang reported is one of
// these: the collector below works out the edit for each (Clang's own
// fix-it where it has one), the retry parses the edited text (it is the
// text the output is written from, so the output is standard C++), and each
// edit is reported as a warning (AMP2HIP1110-1134) where it was made. When
// the retries end with an error no edit answers, the first parse's errors
// stand.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_PERMISSIVEFIXES_H
#define AMP2HIP_LIB_PERMISSIVEFIXES_H

#include "foundation/PermissiveFix.h"

#include "clang/Basic/Diagnostic.h"
#include "llvm/ADT/StringMap.h"

#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class FunctionDecl;
} // namespace clang

namespace amp2hip {

/// The runtime header declaring amp2hip::lvalue, which the retry includes
/// where it writes it (AMP2HIP1118): no mark of a translated file.
inline constexpr llvm::StringLiteral LvalueHeader = "amp2hip/msvc/lvalue.h";

/// Passes every diagnostic on to \p Next and works out, for each error, the
/// edit that Visual C++'s permissive parsing makes unnecessary.
class PermissiveFixCollector : public clang::DiagnosticConsumer {
public:
  /// \p IsUserFile: whether a file's text is rewritten (the output is
  /// written from it), the only files an edit may touch.
  PermissiveFixCollector(clang::DiagnosticConsumer &Next,
                         std::function<bool(llvm::StringRef)> IsUserFile)
      : Next(Next), IsUserFile(std::move(IsUserFile)) {}

  void BeginSourceFile(const clang::LangOptions &LangOpts,
                       const clang::Preprocessor *PP) override;
  void EndSourceFile() override;
  void finish() override;
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override;

  /// Whether the parse is instantiating a template now (Sema's answer; none
  /// before Sema exists and after the parse): a narrowing there is left an
  /// error, the cast's type being that of one instantiation.
  void setInstantiationQuery(std::function<bool()> Query) {
    InInstantiation = std::move(Query);
  }

  /// Whether the parse is in a template's own body now (Sema's answer): a
  /// name undeclared there may be one the file declares later, which
  /// Visual C++ found at instantiation.
  void setTemplateDefinitionQuery(std::function<bool()> Query) {
    InTemplateDefinition = std::move(Query);
  }

  /// The name of the class template being parsed when it has a base class
  /// that depends on its parameters (empty otherwise): a type name Clang
  /// does not know there may be the base's, which Visual C++ found.
  void setDependentBaseQuery(std::function<std::string()> Query) {
    DependentBaseClass = std::move(Query);
  }

  /// Told where a template's own body names something undeclared that no
  /// edit answers (Sema's context there is the hook's to note): the delayed
  /// parse looks the name up once the file is parsed, for the bodies it
  /// does not delay (a class template's).
  void setUndeclaredNameHook(std::function<void(clang::SourceLocation)> Hook) {
    UndeclaredName = std::move(Hook);
  }

  /// Whether a template's body named something undeclared that no edit
  /// answers: the next parse reads templates as Visual C++ did
  /// (-fdelayed-template-parsing, LateTemplates.h) to find what it names.
  bool wantsDelayedParse() const {
    return (LateName || LateNameAwaitingNote) && !Fatal;
  }

  /// The function template whose body is being parsed now, outside any
  /// instantiation (Sema's answer; null otherwise): Visual C++ compiled
  /// such a body only where the template was instantiated.
  void
  setTemplateBodyQuery(std::function<const clang::FunctionDecl *()> Query) {
    TemplateBody = std::move(Query);
  }

  /// Once the translation unit is parsed (its templates instantiated):
  /// a function template whose body had an error no edit answers, and
  /// which nothing instantiated, is to be kept out of the retry's parse
  /// (PermissiveAstFixes.cpp).
  void settleTemplateBodies();

  /// Once the translation unit is parsed (its templates instantiated): a
  /// call in a template of a function that neither the template's
  /// definition nor argument-dependent lookup finds, only a lookup where
  /// it is instantiated (Visual C++'s, through a using-directive after
  /// the template), is qualified with the namespace of the function Clang
  /// found there and called (PermissiveAstFixes.cpp).
  void settleLateFoundCalls(clang::ASTContext &Ctx);

  /// Those edits, when no error was fatal: the last resort, made only once
  /// the other edits (and the late declarations) answer nothing more, since
  /// they may make such a body C++.
  PermissiveFixMap takeTemplateBodyFixes() {
    return Fatal ? PermissiveFixMap() : std::move(TemplateBodyFixes);
  }

  /// Adds an edit of \p FID's file when it is a user file (the
  /// declarations the delayed parse found, LateTemplates.h); whether it is.
  bool addInFile(const clang::SourceManager &SM, clang::FileID FID,
                 PermissiveFix Fix);
  /// The real path of \p FID's file when it is a user file; else empty.
  std::string userPath(const clang::SourceManager &SM, clang::FileID FID) const;

  /// The edits, when the parse had errors (or a warning asked for one) and
  /// none was fatal; otherwise empty. Some errors may have none: the retry
  /// tells whether the edits suffice.
  PermissiveFixMap takeFixes();

private:
  enum class Outcome { Fixed, Unfixable, AwaitingNote };
  /// Works out the edit for an error (or, \p FromNote, the note after an
  /// error whose correction Clang attached to the note).
  Outcome fixOf(const clang::Diagnostic &Info, bool FromNote);
  Outcome fixOf(const clang::Diagnostic &Info);
  /// Where an error is: a user file, its text as parsed, the offset.
  struct ErrorSite {
    std::string File;
    clang::FileID FID;
    llvm::StringRef Text;
    unsigned Offset;
  };
  /// A swizzle operand a template's operator did not read (`-v.xy`).
  Outcome swizzleFix(const clang::Diagnostic &Info, const ErrorSite &Site);
  /// `assert(cond, "message")`.
  Outcome assertFix(const ErrorSite &Site);
  /// `std::exception("message")`, Visual C++'s: a std::runtime_error.
  Outcome exceptionFix(const clang::Diagnostic &Info, const ErrorSite &Site);
  /// A keyword Visual C++ took where C++ has none: `typename` before an
  /// unqualified name or decltype, `enum class` naming an enumeration.
  Outcome keywordFix(unsigned ID, const ErrorSite &Site);
  /// A temporary bound to a non-const reference parameter of a call with
  /// one function.
  Outcome temporaryBindingFix(const clang::Diagnostic &Info,
                              const ErrorSite &Site);
  /// What Visual C++ took in templates' declarations
  /// (PermissiveTemplateFixes.cpp); none when the error is another.
  std::optional<Outcome> templateFix(const clang::Diagnostic &Info,
                                     const ErrorSite &Site);
  /// An unqualified `distance(first, last)` of pointer iterators, which
  /// Visual C++ found in std through its class iterators
  /// (PermissiveIteratorFixes.cpp); none when the error is another.
  std::optional<Outcome> iteratorFunctionFix(const clang::Diagnostic &Info,
                                             const ErrorSite &Site);
  /// A name nothing declares that a C source's header (cLibraryFix) or
  /// a dependent base class would (PermissiveAstFixes.cpp).
  std::optional<Outcome> undeclaredNameFix(const clang::Diagnostic &Info,
                                           const ErrorSite &Site);
  /// A standard C function a `.c` source calls without its header.
  std::optional<Outcome> cLibraryFix(const clang::Diagnostic &Info,
                                     const ErrorSite &Site);
  /// A name of a dependent base class used unqualified: a type when
  /// \p NamesType or where a template argument is; none outside a class
  /// template with such a base.
  std::optional<Outcome> dependentBaseFix(const ErrorSite &Site,
                                          bool NamesType);
  /// A member template's parameter named as the class template's.
  Outcome shadowFix(const ErrorSite &Site);
  /// A default template argument in a member's definition outside its class.
  Outcome memberDefaultFix(const clang::Diagnostic &Info,
                           const ErrorSite &Site);
  /// A non-type template argument that narrows.
  Outcome narrowingArgumentFix(const clang::Diagnostic &Info,
                               const ErrorSite &Site);
  /// Partial specializations Clang could not order, for a non-type
  /// parameter of another type than where it is passed
  /// (PermissiveAstFixes.cpp).
  Outcome partialSpecializationFix(const clang::Diagnostic &Info);
  /// `std::vector<const T>`, which Visual C++'s standard library took: the
  /// `const` of the element type, before the note's location, is removed
  /// (PermissiveAstFixes.cpp); whether the note was in a user file.
  bool constElementFix(const clang::Diagnostic &Info);
  /// A pointer ordered against 0 (PermissiveAstFixes.cpp).
  Outcome pointerZeroFix(const clang::Diagnostic &Info, const ErrorSite &Site);
  /// An iterator's member type named of a pointer (`TIter::value_type`;
  /// PermissiveIteratorFixes.cpp).
  Outcome iteratorMemberFix(const clang::Diagnostic &Info,
                            const ErrorSite &Site);
  /// Clang's own fix-it: `typename`, or a qualified name.
  Outcome fixItFix(const clang::Diagnostic &Info, const ErrorSite &Site);
  /// A correction that only qualifies the name (`acc` -> `NS::acc`).
  bool qualifierFix(const clang::Diagnostic &Info);
  /// Clang's note after a narrowing in a braced initializer: its fix-it,
  /// `static_cast<T>(` and `)` around the initializer.
  void narrowingCastFix(const clang::Diagnostic &Info);
  /// A note after a call no function matched: counts the candidates and
  /// finds the argument of one that failed only for a temporary passed
  /// for a non-const reference.
  void candidateNote(const clang::Diagnostic &Info);
  /// A candidate note of a call no function matched: whether it failed
  /// for a conversion from a class type, and of which argument (all must
  /// name the same one).
  void conversionNote(const clang::Diagnostic &Info);
  /// A candidate template whose non-type parameter (`unsigned int Rank`)
  /// is deduced from an argument of another type (array_view's `int N`):
  /// Visual C++ converted it; the parameter is declared with that type.
  void deducedParameterTypeFix(const clang::Diagnostic &Info);
  /// A candidate template whose parameter Clang deduced as unsigned int
  /// from one argument and size_t (unsigned long) from another (or int and
  /// ptrdiff_t): one type in Visual C++'s 32-bit builds. The call is given
  /// the template argument when no other candidate was viable in Visual
  /// C++ either.
  void win32SizeTypeNote(const clang::Diagnostic &Info);
  struct TemporaryArgumentCall;
  /// Once a call's notes are done: `std::max<size_t>(...)` for a call
  /// win32SizeTypeNote found (PermissiveTemplateFixes.cpp); whether it was.
  bool settleWin32SizeType(const TemporaryArgumentCall &Call);
  /// Once a call's notes are done: its argument is written
  /// amp2hip::lvalue(...) when it had one candidate, failing only for a
  /// temporary; otherwise the error stands.
  void settleTemporaryArgument();
  void add(llvm::StringRef File, PermissiveFix Fix);
  static bool isUndeclaredName(unsigned ID);
  /// A call of a function template by a name nothing declares yet
  /// (`rows<S>(a)`), which C++20 and Clang take: whether it is in a user
  /// file, where the delayed parse is to declare it.
  bool lateTemplateId(const clang::Diagnostic &Info);

  clang::DiagnosticConsumer &Next;
  std::function<bool(llvm::StringRef)> IsUserFile;
  /// The parse's preprocessor: its table of C library functions.
  const clang::Preprocessor *PP = nullptr;
  std::function<bool()> InInstantiation;
  std::function<bool()> InTemplateDefinition;
  std::function<std::string()> DependentBaseClass;
  std::function<const clang::FunctionDecl *()> TemplateBody;
  std::function<void(clang::SourceLocation)> UndeclaredName;
  /// Where Clang reported calls that only a lookup at instantiation found
  /// (raw encodings of their locations).
  std::set<clang::SourceLocation::UIntTy> LateFoundCalls;
  /// Function templates whose body had an error no edit answers.
  std::set<const clang::FunctionDecl *> FailedTemplateBodies;
  PermissiveFixMap TemplateBodyFixes;
  PermissiveFixMap Fixes;
  /// Where an edit already answers what Clang reports again (the
  /// `assert` of an assert with a message is also an unknown name).
  std::set<std::pair<std::string, unsigned>> Covered;
  bool AnyError = false;
  /// A template's body named something undeclared that no edit answers
  /// (or none yet: the correction on the note that follows may).
  bool LateName = false, LateNameAwaitingNote = false;
  bool Fatal = false;
  /// The last error's correction comes with its note.
  bool AwaitingNote = false;
  /// The last error was libstdc++'s assertion that a container's elements
  /// are not const: the instantiation note that follows in a user file is
  /// at its declaration (constElementFix).
  bool PendingConstElement = false;
  /// The last error was an operator no function matched: the notes on its
  /// candidates may carry a deduction Visual C++ made.
  bool PendingOperands = false;
  /// The last error was a narrowing outside any template instantiation:
  /// Clang's note that follows carries the cast.
  bool PendingNarrowing = false;
  /// The call of the last error, when no function matched it (Visual C++
  /// bound temporaries to non-const references, C4239): its candidates'
  /// notes decide.
  struct TemporaryArgumentCall {
    std::string File;
    std::string Callee;
    /// File's text as parsed (the SourceManager's buffer outlives the
    /// notes) and where the called function's name starts in it.
    llvm::StringRef Text;
    unsigned CallOffset = 0;
    unsigned Candidates = 0;
    /// Those that take another number of arguments.
    unsigned OtherArity = 0;
    /// Those whose parameter's form no argument of the call has
    /// (`initializer_list<T>` for `0U`), whatever size_t is.
    unsigned OtherForm = 0;
    /// Those that failed only for needing an lvalue.
    unsigned LvalueOnly = 0;
    /// The argument a temporary was passed for, [Begin, End) in File.
    std::optional<std::pair<unsigned, unsigned>> Argument;
    /// Clang reported the binding itself (a call with one function, no
    /// overload resolution): the argument is known, and the note
    /// "passing argument to parameter" must say it is a call's.
    bool Binding = false;
    bool ParameterNoted = false;
    /// Every candidate failed converting argument ConvertedOrdinal
    /// (1-based), of a class type: a temporary a constructor taking a
    /// non-const reference would have converted in Visual C++.
    bool OnlyConversions = true;
    std::optional<unsigned> ConvertedOrdinal;
    /// Candidates that deduced unsigned int and size_t (int and ptrdiff_t)
    /// for one parameter (std::max, and the CUDA wrappers' host-device
    /// std::max beside it), and the type to write, `size_t` (`ptrdiff_t`).
    unsigned SizeTypeConflicts = 0;
    std::optional<std::string> Win32SizeType;
  };
  std::optional<TemporaryArgumentCall> PendingCall;
};

} // namespace amp2hip

#endif
