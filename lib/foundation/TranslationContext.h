//===- TranslationContext.h - state shared by one file's rewriters -*- C++ -*-//
//
// One TranslationContext lives for the translation of one main file (and
// the user headers it includes). The
// preprocessor recorder, the AST rewriters and the kernel extractor each
// fill a part of it; the action turns it into the output text at the end.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_TRANSLATIONCONTEXT_H
#define AMP2HIP_LIB_TRANSLATIONCONTEXT_H

#include "amp2hip/Translator.h"
#include "foundation/EditedFiles.h"
#include "foundation/KernelLaunch.h"
#include "foundation/SourceEdits.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceManager.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSet.h"

#include <map>
#include <string>
#include <vector>

namespace clang {
class CallExpr;
class Decl;
class LambdaExpr;
class MacroInfo;
class TagDecl;
class VarDecl;
} // namespace clang

namespace amp2hip {

/// One spelled `restrict(...)` in the main file, waiting to be attached to
/// the declarator it belongs to.
struct RestrictUse {
  /// The spelled tokens to remove: `restrict(amp)` itself, or the name of an
  /// object-like macro (`#define GPU restrict(amp)`) whose expansion is it.
  clang::CharSourceRange Range;
  bool Amp = false;
  bool Cpu = false;
  /// The spelling when this use came through a macro: moving the macro name
  /// in front of the declaration keeps the user's macro.
  std::string MacroName;
  /// Where `restrict` itself is: the parse may show it to be a name
  /// (`Foo restrict(x);`), and the use is then dropped.
  clang::SourceLocation NameLoc;
  /// A restriction other than amp or cpu, reported once the parse has shown
  /// that this is a specifier.
  std::string Unknown;
  bool Attached = false;

  /// `__device__`, `__host__ __device__`, or empty for restrict(cpu).
  std::string hipSpecifier() const;
  MappingId mappingId() const;
};

/// A restrict(amp) lambda in host code that nvcc takes as no extended
/// lambda where it is (in a private member function: GoogleTest's
/// TestBody), to be written as a class at namespace scope.
struct LiftedLambda {
  const clang::LambdaExpr *Lambda;
  /// Its operator()'s execution space (`__device__`, or the user's macro).
  std::string Space;
  /// Why nvcc refuses it there (`a private member function`).
  std::string Why;
  /// The classes of its function that it names, moved out with it.
  std::vector<const clang::TagDecl *> LocalClasses;
};

/// The rewrites of one file of the translation unit: the main file, or a
/// user header under the input root.
struct FileState {
  SourceEdits Edits;
  FileStats Stats;
  /// Set when the file already includes the runtime's own header.
  bool AlreadyTranslated = false;
};

class TranslationContext {
public:
  TranslationContext(clang::SourceManager &SM, clang::DiagnosticsEngine &Diags,
                     const TranslateOptions &Options,
                     std::shared_ptr<const EditedFiles> Edited = nullptr)
      : SM(SM), Diags(Diags), Options(Options), Edited(std::move(Edited)) {}

  clang::SourceManager &SM;
  clang::DiagnosticsEngine &Diags;
  const TranslateOptions &Options;
  std::vector<RestrictUse> RestrictUses;
  /// The parallel_for_each calls whose kernel is a lambda, which the
  /// rewrite extracts (KernelExtractor): its Lambda set, and its Variable
  /// when the call names a local holding the lambda (`auto k = [=](index<1>
  /// i) restrict(amp) {...}; parallel_for_each(e, k)`).
  std::vector<KernelLaunch> Kernels;
  /// The lambdas RestrictRewriter found that nvcc takes as no extended
  /// lambda where they are; DeviceLambdaLifter writes each as a class.
  std::vector<LiftedLambda> LiftedLambdas;
  /// The local classes moved to namespace scope (LocalClassHoister), by
  /// whichever step needed it first (a kernel, a lifted lambda): each moves
  /// once, and the kernels and classes written after name it. Their names:
  /// two local classes of one name stay.
  llvm::SmallPtrSet<const clang::Decl *, 4> HoistedClasses;
  llvm::StringSet<> HoistedClassNames;
  /// Where `tile_static` is spelled (file locations: SourceManager::
  /// getFileLoc, which a use in a macro's argument keeps): the parse drops
  /// it silently where it cannot be an attribute (a function, a member, a
  /// parameter), and TileStaticRules reports those uses.
  std::vector<clang::SourceLocation> TileStaticUses;
  /// The first include that reads the runtime's parse-mode C++ AMP headers
  /// (PreprocessorRecorder): code before it cannot spell the runtime's
  /// macros. With a precompiled prelude, the source's own include, which
  /// Clang then skips (the prelude's are in no file of this parse).
  clang::SourceLocation AmpHeaderIncluded;
  /// Where a macro defined in a rewritable file is used (expansion
  /// locations, in a rewritable file), and its definition: a kernel hoisted
  /// out of a function re-defines the macros #defined inside it that its
  /// body uses.
  std::vector<std::pair<clang::SourceLocation, const clang::MacroInfo *>>
      MacroUses;
  /// Every rewritable file entered by the preprocessor, in FileID order.
  std::map<clang::FileID, FileState> Files;

  /// Reports diagnostic \p Id of Diagnostics.def at \p Loc.
  clang::DiagnosticBuilder report(clang::SourceLocation Loc, DiagId Id);
  /// A note for the diagnostic just reported: where else the mistake shows.
  clang::DiagnosticBuilder note(clang::SourceLocation Loc,
                                llvm::StringRef Text);

  /// True for the main file and for user headers under the input root
  /// (never system headers, never the runtime).
  bool isRewritableFile(clang::FileID FID) const;
  /// True when \p Loc is spelled outside any macro in a rewritable file.
  bool isRewritable(clang::SourceLocation Loc) const {
    return Loc.isValid() && Loc.isFileID() &&
           isRewritableFile(SM.getFileID(Loc));
  }
  /// The state of the file \p Loc is (expanded) in.
  FileState &file(clang::SourceLocation Loc) {
    return Files[SM.getFileID(SM.getExpansionLoc(Loc))];
  }
  SourceEdits &edits(clang::SourceLocation Loc) { return file(Loc).Edits; }
  FileStats &stats(clang::SourceLocation Loc) { return file(Loc).Stats; }
  /// The whole text of the file \p Loc is (expanded) in.
  llvm::StringRef buffer(clang::SourceLocation Loc) const {
    return SM.getBufferData(SM.getFileID(SM.getExpansionLoc(Loc)));
  }
  unsigned offset(clang::SourceLocation Loc) const {
    return SM.getFileOffset(Loc);
  }
  /// How the user's text of \p FID differs from the text parsed (prepared,
  /// Visual C++ spellings rewritten), or null when it does not.
  const EditedFile *edited(clang::FileID FID) const;
  /// The spelled text of a range.
  llvm::StringRef text(clang::CharSourceRange Range) const;
  /// Records a replacement of \p Range (expansion locations) by \p Text.
  void replace(clang::CharSourceRange Range, llvm::StringRef Text);
  void insert(clang::SourceLocation Loc, llvm::StringRef Text,
              SourceEdits::Priority P = SourceEdits::Normal);

private:
  mutable llvm::DenseMap<clang::FileID, bool> RewritableCache;
  std::shared_ptr<const EditedFiles> Edited;
};

} // namespace amp2hip

#endif
