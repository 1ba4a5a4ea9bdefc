//===- VisualCppRecorder.cpp ----------------------------------------------===//

#include "parse/VisualCppRecorder.h"

#include "clang/Basic/IdentifierTable.h"
#include "clang/Lex/Token.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace amp2hip {

StringRef visualCppStubDir() { return "/amp2hip-visual-cpp-stubs"; }

std::vector<std::pair<std::string, std::string>> visualCppStubs() {
  // Just enough for the usual console program's host code to parse.
  static const char TChar[] = R"(// amp2hip parse stub for <tchar.h>
#pragma once
typedef char _TCHAR;
typedef char TCHAR;
#define _tmain main
#define _T(x) x
#define _TEXT(x) x
)";
  static const char Windows[] = R"(// amp2hip parse stub for <windows.h>
#pragma once
typedef int BOOL;
typedef unsigned char BYTE;
typedef unsigned short WORD;
typedef unsigned long DWORD;
typedef long LONG;
typedef unsigned int UINT;
typedef long long LONGLONG;
typedef void *HANDLE;
typedef void *LPVOID;
typedef const char *LPCSTR;
typedef char *LPSTR;
typedef union _LARGE_INTEGER { struct { DWORD LowPart; LONG HighPart; } u; LONGLONG QuadPart; } LARGE_INTEGER;
BOOL QueryPerformanceCounter(LARGE_INTEGER *);
BOOL QueryPerformanceFrequency(LARGE_INTEGER *);
DWORD GetTickCount(void);
void Sleep(DWORD);
#define TRUE 1
#define FALSE 0
#define WINAPI
)";
  std::string Dir = visualCppStubDir().str();
  return {{Dir + "/tchar.h", TChar},
          {Dir + "/windows.h", Windows},
          {Dir + "/Windows.h", Windows},
          {Dir + "/stdafx.h", "// amp2hip parse stub for stdafx.h\n"},
          {Dir + "/targetver.h", "// amp2hip parse stub for targetver.h\n"}};
}

void VisualCppRecorder::InclusionDirective(
    SourceLocation HashLoc, const Token &IncludeTok, StringRef FileName,
    bool IsAngled, CharSourceRange FilenameRange, OptionalFileEntryRef File,
    StringRef SearchPath, StringRef RelativePath, const Module *SuggestedModule,
    bool ModuleImported, SrcMgr::CharacteristicKind FileType) {
  if (!TC.isRewritable(HashLoc))
    return;
  StringRef Name = llvm::sys::path::filename(FileName);
  if (Name.equals_insensitive("tchar.h") ||
      Name.equals_insensitive("windows.h") ||
      Name.equals_insensitive("stdafx.h") ||
      Name.equals_insensitive("targetver.h"))
    TC.report(FilenameRange.getBegin(), DiagId::VisualCppHeader) << FileName;
}

void VisualCppRecorder::MacroExpands(const Token &MacroNameTok,
                                     const MacroDefinition &MD,
                                     SourceRange Range, const MacroArgs *Args) {
  const IdentifierInfo *II = MacroNameTok.getIdentifierInfo();
  if (!II || (II->getName() != "_tmain" && II->getName() != "_tWinMain"))
    return;
  if (TC.isRewritable(MacroNameTok.getLocation()))
    TC.report(MacroNameTok.getLocation(), DiagId::VisualCppEntryPoint)
        << II->getName();
}

} // namespace amp2hip
