//===- TypeSpelling.cpp ---------------------------------------------------===//

#include "rewrite/TypeSpelling.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/QualTypeNames.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/StringExtras.h"
#include <cctype>
#include <map>

using namespace clang;

namespace amp2hip {

/// What a pointer, reference or array type is made of; null for other types.
static QualType innerType(QualType T) {
  if (T->isPointerType() || T->isReferenceType())
    return T->getPointeeType();
  if (const ArrayType *AT = T->getAsArrayTypeUnsafe())
    return AT->getElementType();
  return QualType();
}

const NamedDecl *
localDeclIn(QualType T, const llvm::SmallPtrSetImpl<const Decl *> *Ignore) {
  auto isFunctionLocal = [&](const Decl *D) {
    return D && D->getDeclContext()->isFunctionOrMethod() &&
           !(Ignore && Ignore->contains(D));
  };
  for (; !T.isNull(); T = innerType(T)) {
    if (const auto *TT = T->getAs<TypedefType>())
      if (isFunctionLocal(TT->getDecl()))
        return TT->getDecl();
    if (const auto *TST = T->getAs<TemplateSpecializationType>())
      for (const TemplateArgument &Arg : TST->template_arguments())
        if (Arg.getKind() == TemplateArgument::Type)
          if (const NamedDecl *D = localDeclIn(Arg.getAsType(), Ignore))
            return D;
    QualType Canonical = T.getCanonicalType();
    if (const auto *Tag = Canonical->getAs<TagType>()) {
      if (isFunctionLocal(Tag->getDecl()))
        return Tag->getDecl();
      if (const auto *Spec =
              dyn_cast<ClassTemplateSpecializationDecl>(Tag->getDecl()))
        for (const TemplateArgument &Arg : Spec->getTemplateArgs().asArray())
          if (Arg.getKind() == TemplateArgument::Type)
            if (const NamedDecl *D = localDeclIn(Arg.getAsType(), Ignore))
              return D;
    }
  }
  return nullptr;
}

static bool isIdentifierChar(char C) {
  return isalnum(static_cast<unsigned char>(C)) || C == '_';
}

std::string replaceWords(std::string Spelled,
                         const std::map<std::string, std::string> &Words) {
  for (const auto &[Name, Value] : Words)
    for (size_t Pos = Spelled.find(Name); Pos != std::string::npos;
         Pos = Spelled.find(Name, Pos + 1)) {
      size_t End = Pos + Name.size();
      if ((Pos > 0 &&
           (isIdentifierChar(Spelled[Pos - 1]) || Spelled[Pos - 1] == ':')) ||
          (End < Spelled.size() && isIdentifierChar(Spelled[End])))
        continue;
      Spelled.replace(Pos, Name.size(), Value);
    }
  return Spelled;
}

// The runtime declares the API in `namespace Concurrency` (so that code which
// reopens it, as Visual C++ allows, compiles); the printer names that real
// namespace, but C++ AMP code and its documentation spell the alias
// `concurrency`, which is what the user will recognise.
//
// Visual C++'s direct3d typedefs without the underscore (`float2`) exist only
// in the parse (runtime/include/amp2hip/amp_short_vectors.h): the compilers'
// direct3d namespace names the underscored types instead.
static std::string withAliasSpelling(std::string Spelled) {
  static const std::map<std::string, std::string> Words = [] {
    std::map<std::string, std::string> W{{"Concurrency", "concurrency"}};
    for (const char *Scalar :
         {"int", "uint", "float", "double", "norm", "unorm"})
      for (char N : {'2', '3', '4'}) {
        std::string Direct3d =
            std::string("concurrency::graphics::direct3d::") + Scalar;
        W[Direct3d + N] = Direct3d + "_" + N;
      }
    return W;
  }();
  // std::map orders "Concurrency" before the lower-case names, so those see
  // the alias spelling.
  return replaceWords(std::move(Spelled), Words);
}

static PrintingPolicy kernelPolicy(const ASTContext &Ctx) {
  PrintingPolicy Policy(Ctx.getLangOpts());
  Policy.SuppressUnwrittenScope = true;
  Policy.SuppressTagKeyword = true;
  Policy.FullyQualifiedName = true;
  return Policy;
}

namespace {
/// Function-local constants named in a type's template arguments
/// (`array<T, rank>` after `const int rank = 1;`), with their values: the
/// kernel is emitted at namespace scope, where the name means nothing.
class LocalConstants : public RecursiveASTVisitor<LocalConstants> {
public:
  explicit LocalConstants(const ASTContext &Ctx) : Ctx(Ctx) {}

  void collect(QualType T) {
    for (int Depth = 0; !T.isNull() && Depth < 16; ++Depth, T = innerType(T))
      if (const auto *TST = T->getAs<TemplateSpecializationType>())
        for (const TemplateArgument &Arg : TST->template_arguments()) {
          if (Arg.getKind() == TemplateArgument::Type)
            collect(Arg.getAsType());
          else if (Arg.getKind() == TemplateArgument::Expression)
            TraverseStmt(Arg.getAsExpr());
        }
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *VD = dyn_cast<VarDecl>(E->getDecl());
    if (!VD || !VD->isLocalVarDecl() || !VD->getType().isConstQualified() ||
        !VD->getInit() || VD->getInit()->isValueDependent())
      return true;
    Expr::EvalResult Value;
    if (VD->getInit()->EvaluateAsInt(Value, Ctx))
      Values[VD->getNameAsString()] = llvm::toString(Value.Val.getInt(), 10);
    return true;
  }

  std::map<std::string, std::string> Values;

private:
  const ASTContext &Ctx;
};
} // namespace

/// \p T with each type declared in a class template's definition (`Node`
/// in `template <class T> class C`) as the dependent name it is outside it,
/// `typename C<T>::Node`: the qualified-name printer would name it through
/// some specialization of C that happens to exist.
static QualType asDependentNames(QualType T, const ASTContext &Context) {
  auto &Ctx = const_cast<ASTContext &>(Context);
  Qualifiers Quals = T.getLocalQualifiers();
  const Type *Ty = T.getTypePtr();
  auto requalify = [&](QualType U) { return Ctx.getQualifiedType(U, Quals); };
  if (const auto *E = dyn_cast<ElaboratedType>(Ty))
    return requalify(asDependentNames(E->getNamedType(), Ctx));
  if (const auto *P = dyn_cast<PointerType>(Ty))
    return requalify(
        Ctx.getPointerType(asDependentNames(P->getPointeeType(), Ctx)));
  if (const auto *R = dyn_cast<LValueReferenceType>(Ty))
    return requalify(
        Ctx.getLValueReferenceType(asDependentNames(R->getPointeeType(), Ctx)));
  if (const auto *TST = dyn_cast<TemplateSpecializationType>(Ty)) {
    if (TST->isTypeAlias() || !TST->isDependentType())
      return T;
    llvm::SmallVector<TemplateArgument, 4> Args;
    for (const TemplateArgument &Arg : TST->template_arguments())
      Args.push_back(
          Arg.getKind() == TemplateArgument::Type
              ? TemplateArgument(asDependentNames(Arg.getAsType(), Ctx))
              : Arg);
    return requalify(
        Ctx.getTemplateSpecializationType(TST->getTemplateName(), Args));
  }
  const NamedDecl *D = nullptr;
  if (const auto *TT = dyn_cast<TypedefType>(Ty))
    D = TT->getDecl();
  else if (const auto *Tag = dyn_cast<TagType>(Ty))
    D = Tag->getDecl();
  const auto *Class =
      D ? dyn_cast<CXXRecordDecl>(D->getDeclContext()) : nullptr;
  if (!Class || !Class->isDependentContext() || Class->isLambda() ||
      !D->getIdentifier())
    return T;
  QualType Scope = Ctx.getTypeDeclType(Class);
  if (const auto *Injected = Scope->getAs<InjectedClassNameType>())
    Scope = Injected->getInjectedSpecializationType();
  else
    Scope = asDependentNames(Scope, Ctx);
  auto *NNS =
      NestedNameSpecifier::Create(Ctx, nullptr, false, Scope.getTypePtr());
  return requalify(Ctx.getDependentNameType(ElaboratedTypeKeyword::Typename,
                                            NNS, D->getIdentifier()));
}

std::string spellType(QualType T, const ASTContext &Ctx) {
  // Deduced (`auto`) and decltype types are spelled as what they stand for.
  if (const auto *Auto = T->getContainedAutoType())
    if (Auto->isDeduced())
      T = T.getDesugaredType(Ctx);
  // A dependent type's canonical form names template parameters by
  // position (`type-parameter-0-0`): a typedef local to a function template
  // (`typedef typename M::value_type T;`) is spelled as what it stands for,
  // word for word, keeping the parameters' names.
  std::map<std::string, std::string> LocalTypedefs;
  if (!T->isDependentType()) {
    if (const NamedDecl *Local = localDeclIn(T);
        Local && isa<TypedefNameDecl>(Local))
      T = T.getCanonicalType();
  } else {
    llvm::SmallPtrSet<const Decl *, 4> Spelled;
    while (const auto *TD =
               dyn_cast_or_null<TypedefNameDecl>(localDeclIn(T, &Spelled))) {
      Spelled.insert(TD);
      LocalTypedefs[TD->getNameAsString()] =
          spellType(TD->getUnderlyingType(), Ctx);
    }
  }
  if (T->isDependentType())
    T = asDependentNames(T, Ctx);
  LocalConstants Locals(Ctx);
  Locals.collect(T);
  Locals.Values.insert(LocalTypedefs.begin(), LocalTypedefs.end());
  return replaceWords(
      withAliasSpelling(TypeName::getFullyQualifiedName(
          T, Ctx, kernelPolicy(Ctx), /*WithGlobalNsPrefix=*/false)),
      Locals.Values);
}

std::string spellDeclaration(QualType T, llvm::StringRef Name,
                             const ASTContext &Ctx) {
  if (T->isArrayType() || T->isFunctionPointerType()) {
    // The declarator wraps the name: let the printer place it.
    QualType Q = TypeName::getFullyQualifiedType(T, Ctx);
    std::string Out;
    llvm::raw_string_ostream OS(Out);
    Q.print(OS, kernelPolicy(Ctx), Name);
    return withAliasSpelling(std::move(Out));
  }
  std::string Type = spellType(T, Ctx);
  if (!Type.empty() && (Type.back() == '&' || Type.back() == '*'))
    return Type + Name.str();
  return Type + " " + Name.str();
}

} // namespace amp2hip
