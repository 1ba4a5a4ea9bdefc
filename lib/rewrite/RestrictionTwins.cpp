//===- RestrictionTwins.cpp -----------------------------------------------===//

#include "rewrite/RestrictionTwins.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Stmt.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/Lexer.h"

#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

void RestrictionTwins::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(functionDecl(isDefinition(), unless(isImplicit()),
                                 unless(isInstantiated()))
                        .bind("function"),
                    this);
}

void RestrictionTwins::run(const MatchFinder::MatchResult &Result) {
  const auto *FD = Result.Nodes.getNodeAs<FunctionDecl>("function");
  // The declarations the RestrictRewriter made `__host__ __device__`.
  if (!FD || !FD->doesThisDeclarationHaveABody() || !FD->getBody() ||
      !FD->getFunctionTypeLoc() ||
      !TC.isRewritable(TC.SM.getExpansionLoc(FD->getLocation())))
    return;
  RestrictionTwin Twin = restrictionTwin(*FD, *Result.Context);
  if (Twin.Side == RestrictionTwin::None)
    return;
  if (Twin.SameSignature && !isa<CXXMethodDecl>(FD))
    Definitions.push_back({FD, Twin});
  else
    WholeTwins.push_back({FD, Twin});
}

/// True when \p Name is spelled as an identifier in \p Range.
static bool spells(const TranslationContext &TC, SourceRange Range,
                   StringRef Name) {
  StringRef Buffer = TC.buffer(Range.getBegin());
  unsigned Begin = TC.offset(Range.getBegin());
  unsigned End = TC.offset(Range.getEnd());
  Lexer Lex(TC.SM.getLocForStartOfFile(TC.SM.getFileID(Range.getBegin())),
            LangOptions(), Buffer.begin(), Buffer.begin() + Begin,
            Buffer.end());
  Token Tok;
  for (bool AtEnd = false; !AtEnd;) {
    AtEnd = Lex.LexFromRawLexer(Tok);
    if (Tok.is(tok::eof) || TC.offset(Tok.getLocation()) >= End)
      return false;
    if (Tok.is(tok::raw_identifier) && Tok.getRawIdentifier() == Name)
      return true;
  }
  return false;
}

/// True when neither is a template, or both are with parameters of the
/// same names: what one's body names of them, the other's can.
static bool sameTemplateParameters(const FunctionDecl &First,
                                   const FunctionDecl &Second) {
  const FunctionTemplateDecl *TA = First.getDescribedFunctionTemplate();
  const FunctionTemplateDecl *TB = Second.getDescribedFunctionTemplate();
  if (!TA || !TB)
    return !TA && !TB;
  const TemplateParameterList *PA = TA->getTemplateParameters();
  const TemplateParameterList *PB = TB->getTemplateParameters();
  if (PA->size() != PB->size())
    return false;
  for (unsigned I = 0; I < PA->size(); ++I)
    if (PA->getParam(I)->getName() != PB->getParam(I)->getName())
      return false;
  return true;
}

/// True when \p First's body means the same under \p Second's declarator:
/// the parameters it uses have the same names there (one it does not use
/// may be named otherwise, if that name is not spelled in it), and so do
/// the template parameters.
static bool sameNames(const TranslationContext &TC, const FunctionDecl &First,
                      const FunctionDecl &Second) {
  for (unsigned I = 0; I < First.getNumParams(); ++I) {
    const ParmVarDecl *Mine = First.getParamDecl(I);
    StringRef Theirs = Second.getParamDecl(I)->getName();
    if (Mine->getName() != Theirs &&
        (Mine->isReferenced() ||
         (!Theirs.empty() &&
          spells(TC, First.getBody()->getSourceRange(), Theirs))))
      return false;
  }
  return sameTemplateParameters(First, Second);
}

bool RestrictionTwins::canMerge(const FunctionDecl &First,
                                const FunctionDecl &Second) const {
  const auto *A = dyn_cast<CompoundStmt>(First.getBody());
  const auto *B = dyn_cast<CompoundStmt>(Second.getBody());
  if (!A || !B)
    return false; // a function-try-block
  for (SourceLocation Loc :
       {A->getLBracLoc(), A->getRBracLoc(), B->getLBracLoc(), B->getRBracLoc()})
    if (!TC.isRewritable(Loc))
      return false; // spelled in a macro
  // The joined body spells the runtime's AMP2HIP_IF_AMP_CODE, which a file
  // that has not included <amp.h> by then does not define (a conformance
  // test of overloads on restriction includes nothing).
  bool RuntimeSeen = TC.AmpHeaderIncluded.isValid() &&
                     TC.SM.isBeforeInTranslationUnit(TC.AmpHeaderIncluded,
                                                     First.getLocation());
  return RuntimeSeen &&
         TC.SM.getFileID(A->getLBracLoc()) ==
             TC.SM.getFileID(B->getLBracLoc()) &&
         sameNames(TC, First, Second);
}

/// The leading blanks of the line that holds \p Offset.
static StringRef indentOfLine(StringRef Buffer, unsigned Offset) {
  size_t Newline = Buffer.rfind('\n', Offset == 0 ? 0 : Offset - 1);
  size_t Start = Newline == StringRef::npos || Offset == 0 ? 0 : Newline + 1;
  StringRef Line = Buffer.substr(Start);
  return Line.take_while([](char C) { return C == ' ' || C == '\t'; });
}

/// What the device pass needs of a cpu body it does not see: a call of
/// amp2hip::instantiate_kernel for each kernel the body launches (without
/// one, neither nvcc nor hipcc instantiates the kernel's device code, and
/// the launch fails: amp-algorithms' swap_ranges). Empty when it launches
/// none.
std::string RestrictionTwins::deviceInstantiations(const FunctionDecl &FD) {
  SourceRange Body = FD.getBody()->getSourceRange();
  SourceLocation Begin = TC.SM.getExpansionLoc(Body.getBegin()),
                 End = TC.SM.getExpansionLoc(Body.getEnd());
  std::string Calls;
  for (const KernelLaunch &Launch : TC.Kernels)
    if (!Launch.LaunchArguments.empty() &&
        TC.SM.isPointWithin(TC.SM.getExpansionLoc(Launch.Call->getBeginLoc()),
                            Begin, End))
      Calls +=
          "amp2hip::instantiate_kernel<" + Launch.LaunchArguments + ">(); ";
  return Calls;
}

void RestrictionTwins::merge(const FunctionDecl &First,
                             const FunctionDecl &Second, bool SecondIsAmp) {
  const auto *FirstBody = cast<CompoundStmt>(First.getBody());
  const auto *SecondBody = cast<CompoundStmt>(Second.getBody());
  StringRef Buffer = TC.buffer(FirstBody->getLBracLoc());
  SourceEdits &Edits = TC.edits(FirstBody->getLBracLoc());

  // The earlier definition becomes a prototype: its body, with the edits
  // made inside it, goes to the later one.
  unsigned Open = TC.offset(FirstBody->getLBracLoc());
  unsigned Close = TC.offset(FirstBody->getRBracLoc()) + 1;
  std::string Moved = Edits.takeRange(Buffer, Open, Close);
  // `;` right after the declarator, unless a // comment ends its line.
  unsigned Cut = blanksBefore(Buffer, Open);
  unsigned Text = Open;
  while (Text > 0 && StringRef(" \t\r\n").contains(Buffer[Text - 1]))
    --Text;
  size_t LineStart = Buffer.rfind('\n', Text);
  LineStart = LineStart == StringRef::npos ? 0 : LineStart;
  if (!Buffer.slice(LineStart, Text).contains("//"))
    Cut = Text;
  Edits.replace(Cut, Close - Cut, ";");

  // The later one holds both, the amp side first.
  unsigned SecondOpen = TC.offset(SecondBody->getLBracLoc());
  unsigned SecondClose = TC.offset(SecondBody->getRBracLoc()) + 1;
  std::string Indent = indentOfLine(Buffer, SecondOpen).str();
  std::string AmpIf = "{\n#if AMP2HIP_DEVICE_PASS || AMP2HIP_CPU_KERNELS\n" +
                      Indent + "AMP2HIP_IF_AMP_CODE ";
  std::string CpuElse = "\n#endif\n#if !AMP2HIP_DEVICE_PASS\n" + Indent +
                        "AMP2HIP_ELSE_CPU_CODE ";
  std::string Instantiations =
      deviceInstantiations(SecondIsAmp ? First : Second);
  std::string End =
      (Instantiations.empty()
           ? "\n#endif\n"
           : "\n#else\n" + Indent + "{ " + Instantiations + "}\n#endif\n") +
      Indent + "}";
  std::string Before = SecondIsAmp ? AmpIf : AmpIf + Moved + CpuElse;
  std::string After = SecondIsAmp ? CpuElse + Moved + End : End;
  if (lineStartBefore(Buffer, SecondOpen)) {
    Edits.insert(SecondOpen, Before);
  } else { // `int f() {`: the function's braces on lines of their own
    unsigned Blank = blanksBefore(Buffer, SecondOpen);
    Edits.replace(Blank, SecondOpen - Blank, "\n" + Indent + Before);
  }
  Edits.insert(SecondClose, After);
}

void RestrictionTwins::guard(const Definition &D) {
  const Stmt *Body = D.FD->getBody();
  SourceManager &SM = TC.SM;
  StringRef Buffer = TC.buffer(D.FD->getLocation());
  SourceEdits &Edits = TC.edits(D.FD->getLocation());
  unsigned Open = TC.offset(SM.getExpansionLoc(Body->getBeginLoc()));
  unsigned Close = TC.offset(SM.getExpansionLoc(Body->getEndLoc())) + 1;
  std::string If = D.Twin.Side == RestrictionTwin::Amp
                       ? "#if AMP2HIP_DEVICE_PASS\n"
                       : "#if !AMP2HIP_DEVICE_PASS\n";
  if (std::optional<unsigned> Line = lineStartBefore(Buffer, Open)) {
    Edits.insert(*Line, If);
  } else { // `int g() {`: the body moves to a line of its own
    unsigned Blank = blanksBefore(Buffer, Open);
    Edits.replace(Blank, Open - Blank, "\n" + If);
  }
  std::string Instantiations =
      D.Twin.Side == RestrictionTwin::Cpu ? deviceInstantiations(*D.FD) : "";
  if (Instantiations.empty()) {
    Edits.insert(Close, "\n#else\n;\n#endif");
    return;
  }
  // The device pass's body names the kernels and never returns.
  bool Returns = !D.FD->getReturnType()->isVoidType();
  Edits.insert(Close, "\n#else\n{ " + Instantiations +
                          (Returns ? "__builtin_unreachable(); " : "") +
                          "}\n#endif");
}

/// The twins the RestrictRewriter keeps whole to their own pass (members,
/// other signatures): a kernel the cpu side launches is named, for the
/// device pass, at the start of each amp side of its name and parameter
/// count (of the same template parameters, which the kernels' names may
/// use), which the device pass sees and its callers there instantiate (a
/// class template's member).
void RestrictionTwins::nameKernelsOfHiddenSides() {
  for (const Definition &Cpu : WholeTwins) {
    if (Cpu.Twin.Side != RestrictionTwin::Cpu)
      continue;
    std::string Instantiations = deviceInstantiations(*Cpu.FD);
    if (Instantiations.empty())
      continue;
    for (const Definition &Amp : WholeTwins) {
      const auto *Body = dyn_cast_or_null<CompoundStmt>(Amp.FD->getBody());
      if (Amp.Twin.Side != RestrictionTwin::Amp || !Body ||
          Amp.FD->getDeclName() != Cpu.FD->getDeclName() ||
          Amp.FD->getNumParams() != Cpu.FD->getNumParams() ||
          !sameTemplateParameters(*Cpu.FD, *Amp.FD) ||
          !Amp.FD->getDeclContext()->getRedeclContext()->Equals(
              Cpu.FD->getDeclContext()->getRedeclContext()) ||
          !TC.isRewritable(Body->getLBracLoc()))
        continue;
      // A line of its own, indented as the body's first, where the body
      // begins on the next line; else after the brace.
      SourceLocation AfterBrace = Body->getLBracLoc().getLocWithOffset(1);
      StringRef Rest = TC.buffer(AfterBrace).substr(TC.offset(AfterBrace));
      std::string Calls = StringRef(Instantiations).rtrim().str();
      StringRef Line = Rest.take_until([](char C) { return C == '\n'; });
      if (Line.trim().empty() && Line.size() < Rest.size()) {
        StringRef Next = Rest.substr(Line.size() + 1);
        TC.insert(AfterBrace, "\n" + indentOfLine(Next, 0).str() + Calls);
      } else {
        TC.insert(AfterBrace, " " + Calls + (Rest.starts_with(" ") ? "" : " "));
      }
    }
  }
}

void RestrictionTwins::finish(ASTContext &) {
  nameKernelsOfHiddenSides();
  llvm::SmallPtrSet<const FunctionDecl *, 8> Done;
  for (const Definition &D : Definitions) {
    if (Done.count(D.FD))
      continue;
    Done.insert(D.FD);
    const FunctionDecl *OtherBody = D.Twin.Other->getDefinition();
    const Definition *Other = nullptr;
    for (const Definition &E : Definitions)
      if (E.FD == OtherBody && !Done.count(E.FD))
        Other = &E;
    if (!Other) {
      guard(D); // the other side has no body here
      continue;
    }
    bool OtherIsLater = TC.SM.isBeforeInTranslationUnit(
        D.FD->getLocation(), Other->FD->getLocation());
    const Definition &First = OtherIsLater ? D : *Other;
    const Definition &Second = OtherIsLater ? *Other : D;
    Done.insert(Other->FD);
    if (canMerge(*First.FD, *Second.FD)) {
      merge(*First.FD, *Second.FD, Second.Twin.Side == RestrictionTwin::Amp);
    } else {
      guard(First);
      guard(Second);
    }
  }
}

} // namespace amp2hip
