//===- TypeRules.cpp ------------------------------------------------------===//

#include "check/TypeRules.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/Basic/SourceManager.h"

#include <set>

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

namespace {

/// Why a type cannot be in restrict(amp) code: the part at fault, and for a
/// class what in it is at fault.
struct Fault {
  QualType Part;
  const CXXRecordDecl *Class = nullptr;
  std::string Why;
};

/// The scalar types C++ AMP leaves out: 8- and 16-bit integers, wide and
/// Unicode characters, 64-bit integers, long double.
bool isUnsupportedScalar(const BuiltinType *B) {
  switch (B->getKind()) {
  case BuiltinType::Char_S:
  case BuiltinType::Char_U:
  case BuiltinType::SChar:
  case BuiltinType::UChar:
  case BuiltinType::WChar_S:
  case BuiltinType::WChar_U:
  case BuiltinType::Char8:
  case BuiltinType::Char16:
  case BuiltinType::Char32:
  case BuiltinType::Short:
  case BuiltinType::UShort:
  case BuiltinType::LongLong:
  case BuiltinType::ULongLong:
  case BuiltinType::LongDouble:
  case BuiltinType::Int128:
  case BuiltinType::UInt128:
    return true;
  default:
    return false;
  }
}

/// The first fault of \p T, walking through references, pointers, arrays
/// and the members and bases of user classes. Classes of the runtime and the
/// standard library are C++ AMP's own and are trusted.
class TypeWalker {
public:
  explicit TypeWalker(const SourceManager &SM, const PrintingPolicy &Policy)
      : SM(SM), Policy(Policy) {}

  std::optional<Fault> fault(QualType T) {
    if (T.isNull())
      return std::nullopt;
    if (const auto *R = T->getAs<ReferenceType>())
      T = R->getPointeeType();
    if (T.isVolatileQualified())
      return Fault{T};
    T = T.getCanonicalType();
    if (const auto *B = T->getAs<BuiltinType>())
      return isUnsupportedScalar(B) ? std::optional<Fault>(Fault{T})
                                    : std::nullopt;
    // A pointer to a data member is an offset and fine; a pointer to a
    // member function is a function pointer.
    if (T->isFunctionType() || T->isMemberFunctionPointerType())
      return Fault{T};
    if (const auto *M = T->getAs<MemberPointerType>())
      return fault(M->getPointeeType()) ? std::optional<Fault>(Fault{T})
                                        : std::nullopt;
    if (const auto *P = T->getAs<PointerType>()) {
      QualType Pointee = P->getPointeeType();
      if (Pointee->isPointerType() || Pointee->isFunctionType() ||
          Pointee.isVolatileQualified())
        return Fault{T};
      if (auto F = fault(Pointee))
        return Fault{T, F->Class, F->Why};
      return std::nullopt;
    }
    if (const auto *A = T->getAsArrayTypeUnsafe()) {
      QualType Element = A->getElementType();
      if (Element->isPointerType() || Element->isBooleanType())
        return Fault{T};
      if (const auto *Class = Element->getAsCXXRecordDecl())
        if (isSubWord(Element, Class))
          return Fault{T};
      return fault(Element);
    }
    if (const auto *E = T->getAs<EnumType>())
      return fault(E->getDecl()->getIntegerType())
                 ? std::optional<Fault>(Fault{T})
                 : std::nullopt;
    if (const auto *Class = T->getAsCXXRecordDecl())
      if (auto Why = classFault(Class))
        return Fault{T, Class, *Why};
    return std::nullopt;
  }

private:
  bool isTrusted(const CXXRecordDecl *Class) const {
    return Class->isLambda() ||
           SM.isInSystemHeader(SM.getExpansionLoc(Class->getLocation()));
  }

  /// Whether \p Class (the type \p T) is a user class whose size is not a
  /// whole number of 32-bit words: an empty class or one of bools (Visual
  /// C++ rejected arrays of them with C3581, as it did arrays of bool: the
  /// GPU addresses such arrays in words).
  bool isSubWord(QualType T, const CXXRecordDecl *Class) const {
    Class = Class->getDefinition();
    if (!Class || isTrusted(Class) || Class->isInvalidDecl() ||
        T->isDependentType())
      return false;
    if (Class->isEmpty())
      return true;
    return Class->getASTContext().getTypeSizeInChars(T).getQuantity() % 4 != 0;
  }

  /// concurrency::array and graphics::texture: a class may hold a
  /// reference to one.
  bool isAcceleratorResident(QualType T) const {
    const CXXRecordDecl *Class = T->getAsCXXRecordDecl();
    return Class && isTrusted(Class) &&
           (Class->getName() == "array" || Class->getName() == "texture");
  }

  std::optional<std::string> classFault(const CXXRecordDecl *Class) {
    Class = Class->getDefinition();
    if (!Class || isTrusted(Class) || !Visiting.insert(Class).second)
      return std::nullopt;
    if (Class->isPolymorphic())
      return std::string("it has a virtual function");
    if (Class->getNumVBases())
      return std::string("it has a virtual base class");
    for (const FieldDecl *Field : Class->fields()) {
      if (Field->isBitField())
        return "member '" + Field->getNameAsString() + "' is a bit-field";
      QualType FT = Field->getType();
      // Only top-level pointers and references exist on the GPU: a class
      // holds neither, except a reference to an array or texture, whose data
      // lives on the accelerator.
      if (FT->isReferenceType()) {
        if (isAcceleratorResident(FT->getPointeeType()))
          continue;
        return "member '" + Field->getNameAsString() + "' is a reference";
      }
      if (FT->isPointerType())
        return "member '" + Field->getNameAsString() + "' is a pointer";
      if (auto F = fault(FT))
        return "member '" + Field->getNameAsString() + "' has type '" +
               F->Part.getAsString(Policy) + "'";
    }
    for (const CXXBaseSpecifier &Base : Class->bases())
      if (auto F = fault(Base.getType()))
        return "base '" + Base.getType().getAsString(Policy) +
               "' is not supported" + (F->Why.empty() ? "" : ": " + F->Why);
    return std::nullopt;
  }

  const SourceManager &SM;
  const PrintingPolicy &Policy;
  std::set<const CXXRecordDecl *> Visiting;
};

} // namespace

std::optional<std::string> unsupportedInAmp(QualType T, const SourceManager &SM,
                                            const PrintingPolicy &Policy) {
  TypeWalker Walker(SM, Policy);
  std::optional<Fault> F = Walker.fault(T);
  if (!F)
    return std::nullopt;
  if (F->Class)
    return "class '" + F->Class->getNameAsString() + "': " + F->Why;
  return "'" + F->Part.getAsString(Policy) + "' is not supported";
}

void TypeRules::registerMatchers(MatchFinder &Finder) {
  // Local variables (tile_static ones too) and the parameters and return
  // types of restrict(amp) functions and lambdas.
  Finder.addMatcher(varDecl(hasParent(declStmt(inAmpCode()))).bind("var"),
                    this);
  Finder.addMatcher(
      functionDecl(isAmpRestricted(), unless(isImplicit())).bind("function"),
      this);
  // Members of unsupported type, read or written.
  Finder.addMatcher(memberExpr(inAmpCode(), member(fieldDecl())).bind("member"),
                    this);
  // Casts that name a type: `(short &)x`, `static_cast<char>(i)`.
  Finder.addMatcher(explicitCastExpr(inAmpCode()).bind("cast"), this);
}

void TypeRules::run(const MatchFinder::MatchResult &Result) {
  Policy = &Result.Context->getPrintingPolicy();
  if (const auto *V = Result.Nodes.getNodeAs<VarDecl>("var"))
    return (void)check(V->getType(), V->getLocation());
  if (const auto *F = Result.Nodes.getNodeAs<FunctionDecl>("function")) {
    // A lambda's parameters are written in the lambda; a defaulted or
    // generated member's are not written at all.
    if (F->isDefaulted())
      return;
    // A function template used somewhere is checked in its instantiations,
    // as Visual C++ did: the note names the one that made the type (the
    // call, the explicit instantiation).
    if (const FunctionTemplateDecl *T = F->getDescribedFunctionTemplate())
      if (!T->specializations().empty())
        return;
    bool Reported = check(F->getReturnType(),
                          F->getReturnTypeSourceRange().getBegin().isValid()
                              ? F->getReturnTypeSourceRange().getBegin()
                              : F->getLocation());
    for (const ParmVarDecl *P : F->parameters())
      Reported |= check(P->getType(), P->getLocation());
    if (Reported && F->isTemplateInstantiation() &&
        F->getPointOfInstantiation().isValid())
      Report.note(F->getPointOfInstantiation(),
                  "in instantiation of '" + F->getQualifiedNameAsString() +
                      "' requested here");
    // A member function's object is in amp code too: its class is checked
    // once, at the first such member.
    if (const auto *M = dyn_cast<CXXMethodDecl>(F))
      if (M->isInstance() && !M->getParent()->isLambda() &&
          CheckedClasses.insert(M->getParent()->getCanonicalDecl()).second)
        check(Result.Context->getRecordType(M->getParent()), F->getLocation());
    // Neither C-style variadic calls nor dynamic exception specifications
    // exist on the GPU.
    if (F->isVariadic())
      if (auto D =
              Report.report(F->getLocation(), DiagId::UnsupportedType, "..."))
        *D << "...";
    if (const auto *Proto = F->getType()->getAs<FunctionProtoType>())
      if (Proto->getExceptionSpecType() == EST_Dynamic ||
          Proto->getExceptionSpecType() == EST_MSAny)
        if (auto D = Report.report(F->getLocation(), DiagId::UnsupportedType,
                                   "throw()"))
          *D << "throw(...)";
    return;
  }
  if (const auto *M = Result.Nodes.getNodeAs<MemberExpr>("member")) {
    const auto *Field = cast<FieldDecl>(M->getMemberDecl());
    QualType T = Field->getType();
    if (T->isPointerType() || T->isReferenceType())
      return;
    return (void)check(T, M->getMemberLoc());
  }
  if (const auto *C = Result.Nodes.getNodeAs<ExplicitCastExpr>("cast"))
    return (void)check(C->getTypeAsWritten(), C->getBeginLoc());
}

bool TypeRules::check(QualType T, SourceLocation Loc) {
  TypeWalker Walker(Report.sourceManager(), *Policy);
  std::optional<Fault> F = Walker.fault(T);
  if (!F)
    return false;
  if (F->Class) {
    auto D = Report.report(Loc, DiagId::UnsupportedClass,
                           F->Class->getNameAsString());
    if (D)
      *D << F->Class->getNameAsString() << F->Why;
    return D.has_value();
  }
  std::string Spelled = F->Part.getAsString(*Policy);
  auto D = Report.report(Loc, DiagId::UnsupportedType, Spelled);
  if (D)
    *D << Spelled;
  return D.has_value();
}

} // namespace amp2hip
