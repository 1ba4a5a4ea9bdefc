//===- PreparingFileSystem.h - the parse reads prepared text ----*- C++ -*-===//
//
// Clang must parse the SourcePreparer's text of the main file and of every
// user header under the input root, not the text on disk. This file system
// wraps the real one and prepares those files as the parse opens them, so
// that only the files a source actually includes are read, however large
// the input root (a build directory inside it, say) is.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_PREPARINGFILESYSTEM_H
#define AMP2HIP_LIB_PREPARINGFILESYSTEM_H

#include "amp2hip/Translator.h"
#include "foundation/EditedFiles.h"
#include "parse/PermissiveFixes.h"

#include "llvm/Support/VirtualFileSystem.h"

#include <memory>

namespace amp2hip {

/// \p Base, except that opening \p Source or a user file under
/// Options.InRoot gives its prepared text. Preparing keeps a file's length,
/// so its status (size included) stays the real one; \p Fixes, a retry's
/// edits of Visual C++'s permissive spellings (PermissiveFixes.h), are
/// applied after preparing and change the size. Each file whose text the
/// parse reads changed is recorded in \p Edited (when given), with the
/// user's text, for the diagnostics to show.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
createPreparingFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
                          llvm::StringRef Source,
                          const TranslateOptions &Options,
                          const PermissiveFixMap *Fixes = nullptr,
                          std::shared_ptr<EditedFiles> Edited = nullptr);

} // namespace amp2hip

#endif
