//===- PermissiveIteratorFixes.cpp - Visual C++'s class iterators ---------===//
//
// The retry's edits (PermissiveFixes.h) for templates written against
// Visual C++'s standard library, whose iterators of std::array and
// std::vector are classes of namespace std: instantiated with libstdc++'s
// std::array iterator, a plain pointer, `It::value_type` names a member of
// a pointer and `distance(first, last)` finds no function. Both are met at
// instantiation; the edits are in the template's text, which means the
// same for class iterators.
//
//===----------------------------------------------------------------------===//

#include "parse/PermissiveFixes.h"
#include "parse/PermissiveText.h"

#include "clang/AST/Type.h"
#include "clang/Basic/DiagnosticSema.h"

#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace amp2hip {

PermissiveFixCollector::Outcome
PermissiveFixCollector::iteratorMemberFix(const Diagnostic &Info,
                                          const ErrorSite &Site) {
  const auto &[File, FID, Text, Offset] = Site;
  // `TIter::value_type` instantiated with a pointer (libstdc++'s iterator
  // of std::array; Visual C++'s was a class): the iterator's member
  // through std::iterator_traits, the same type for a class iterator.
  if (Info.getArgKind(0) != DiagnosticsEngine::ak_qualtype)
    return Outcome::Unfixable;
  QualType Type =
      QualType::getFromOpaquePtr(reinterpret_cast<void *>(Info.getRawArg(0)));
  StringRef Name = qualifiedNameAt(Text, Offset);
  auto [Iterator, Member] = Name.rsplit("::");
  if (!Type->isPointerType() || Iterator.empty() || Iterator.contains(':') ||
      !llvm::is_contained({"value_type", "difference_type", "pointer",
                           "reference", "iterator_category"},
                          Member))
    return Outcome::Unfixable;
  add(File,
      {Offset, unsigned(Iterator.size()),
       "std::iterator_traits<" + Iterator.str() + ">",
       DiagId::IteratorMemberType, MappingId::IteratorMemberType, Name.str()});
  return Outcome::Fixed;
}

std::optional<PermissiveFixCollector::Outcome>
PermissiveFixCollector::iteratorFunctionFix(const Diagnostic &Info,
                                            const ErrorSite &Site) {
  const auto &[File, FID, Text, Offset] = Site;
  unsigned ID = Info.getID();
  // `distance(first, last)` with pointers: no function found at
  // instantiation. Not after `::`, `.` or `->`: only a name written bare.
  if ((ID != diag::err_undeclared_var_use && ID != diag::err_undeclared_use) ||
      !InInstantiation || !InInstantiation())
    return std::nullopt;
  StringRef Name = identifierAt(Text, Offset);
  StringRef Before = Text.take_front(Offset).rtrim();
  if (!llvm::is_contained({"distance", "advance", "next", "prev"}, Name) ||
      Before.ends_with("::") || Before.ends_with(".") ||
      Before.ends_with("->") ||
      !Text.drop_front(Offset + Name.size()).ltrim().starts_with("("))
    return std::nullopt;
  add(File, {Offset, 0, "std::", DiagId::StdIteratorFunction,
             MappingId::StdIteratorFunction, Name.str()});
  return Outcome::Fixed;
}

} // namespace amp2hip
