//===- EntryPointRewriter.cpp ---------------------------------------------===//

#include "rewrite/EntryPointRewriter.h"

#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

void EntryPointRewriter::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(functionDecl(isMain()).bind("main"), this);
  Finder.addMatcher(functionDecl(hasName("wmain"), isDefinition(),
                                 hasParent(translationUnitDecl()))
                        .bind("wmain"),
                    this);
}

void EntryPointRewriter::run(const MatchFinder::MatchResult &Result) {
  if (const auto *WMain = Result.Nodes.getNodeAs<FunctionDecl>("wmain"))
    return addMainFor(*WMain, *Result.Context);
  const auto *Main = Result.Nodes.getNodeAs<FunctionDecl>("main");
  if (!Main)
    return;
  SourceLocation Begin = Main->getBeginLoc();
  if (Begin.isMacroID() || !TC.isRewritable(Begin))
    return;
  // The parse read the prepared text; the user's text says what the
  // program wrote.
  const EditedFile *User = TC.edited(TC.SM.getFileID(Begin));
  unsigned Offset = TC.offset(Begin);
  if (!User ||
      !StringRef(User->UserText)
           .substr(User->userOffset(Offset))
           .starts_with("void") ||
      !TC.buffer(Begin).substr(Offset).starts_with("int  "))
    return;
  TC.edits(Begin).replace(Offset, 4, "int");
  TC.stats(Begin).add(MappingId::VoidMain);
  TC.report(Begin, DiagId::VoidMain);
}

void EntryPointRewriter::addMainFor(const FunctionDecl &WMain,
                                    ASTContext &Ctx) {
  // A wmain written as <tchar.h>'s _tmain under _UNICODE: the name is the
  // macro's (VisualCppRecorder writes it wmain).
  SourceLocation Name = WMain.getLocation();
  if (Name.isMacroID() &&
      Lexer::getImmediateMacroName(Name, TC.SM, Ctx.getLangOpts()) == "_tmain")
    Name = TC.SM.getExpansionLoc(Name);
  SourceLocation End = Lexer::getLocForEndOfToken(WMain.getEndLoc(), 0, TC.SM,
                                                  Ctx.getLangOpts());
  if (Name.isMacroID() || End.isInvalid() || !TC.isRewritable(Name) ||
      !TC.isRewritable(End))
    return;
  // After the line that ends wmain.
  StringRef Text = TC.buffer(End);
  size_t At = Text.find('\n', TC.offset(End));
  At = At == StringRef::npos ? Text.size() : At + 1;
  std::string Main =
      "\n#include <amp2hip/msvc/wmain.h>\n"
      "// amp2hip: Linux starts programs at main, which passes wmain its "
      "arguments as wide strings.\n"
      "int main(int argc, char *argv[]) {\n"
      "  return amp2hip::msvc::wide_main(wmain, argc, argv);\n"
      "}\n";
  if (At == Text.size() && !Text.ends_with("\n"))
    Main = "\n" + Main;
  TC.edits(End).insert(At, Main);
  TC.stats(Name).add(MappingId::WMain);
  TC.report(Name, DiagId::WideEntryPoint);
}

} // namespace amp2hip
