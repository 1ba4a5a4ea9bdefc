//===- TileStaticStorage.h - tile_static of constructed types ---*- C++ -*-===//
//
// C++ AMP never constructs a tile_static variable, so Visual C++ accepts
// `tile_static float_4 cache[256];` although float_4's default constructor
// sets its elements to zero (Microsoft's NBody sample declares its tile so).
// hipcc and nvcc refuse a __shared__ variable whose constructor would run,
// so the declaration becomes unconstructed storage and a reference under
// the user's name (the runtime's amp2hip::uninitialized, tiled.h):
//   tile_static float_4 cache[TILE];
//   -> tile_static amp2hip::uninitialized<float_4 [TILE]> cache_storage;
//      auto &cache = cache_storage.get();
// Where Clang rejects the declaration (outside templates, and in a
// function template's instantiations), the retry parse makes the edit
// (lib/parse/PermissiveFixes, AMP2HIP1119). Clang does not check a
// template's own body, so there declareAsStorage makes it, for a type whose
// constructor does work and for a type that depends on the template (it is
// one in some instantiation, and a header is translated the same for every
// source that includes it).
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_LIB_TILESTATICSTORAGE_H
#define AMP2HIP_LIB_TILESTATICSTORAGE_H

#include "foundation/TranslationContext.h"

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace clang {
class CXXConstructorDecl;
class QualType;
class VarDecl;
} // namespace clang

namespace amp2hip {

/// The edit of a declaration's text: as one (the retry's text), or as three
/// that leave the type and the dimensions in place (beside other rewrites
/// of them: `index` qualified).
struct StorageDeclaration {
  struct Edit {
    unsigned Offset, Length;
    std::string Text;
  };
  Edit Whole;
  Edit Pieces[3];
};

/// `tile_static T name[dims];` in \p Text with \p Offset at `name`, as
/// storage and a reference: the edit from T to the `;`. Only one variable,
/// no initializer, the type written plainly after `tile_static` on the
/// name's line (no comment, comma or parenthesis); the storage's name is
/// one \p Text does not use.
std::optional<StorageDeclaration> tileStaticStorage(llvm::StringRef Text,
                                                    unsigned Offset);

/// What CUDA calls an empty constructor (the only kind a __shared__
/// variable may have): defined, no parameters, nothing written in its
/// initializer list or body, no virtual functions or bases, and the same
/// for every base and member.
bool isEmptyConstructor(const clang::CXXConstructorDecl *C, unsigned Depth = 0);

/// Whether default-constructing a \p T (an array: its elements) does no
/// work: not a class, a class not defined yet, a trivial default
/// constructor or an empty one. A class whose default constructor is not
/// declared yet has an implicit one that is not trivial: it constructs a
/// member or a base.
bool hasEmptyDefaultConstruction(clang::QualType T, unsigned Depth = 0);

/// Whether \p V is declared as such storage already.
bool isTileStaticStorage(const clang::VarDecl &V);

/// Declares \p V, a tile_static variable in a template's own body, as
/// storage when its type's default constructor does work or depends on the
/// template; true when it did.
bool declareAsStorage(TranslationContext &TC, const clang::VarDecl &V);

} // namespace amp2hip

#endif
