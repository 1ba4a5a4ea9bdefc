//===- RestrictedCodeErrors.cpp -------------------------------------------===//

#include "foundation/RestrictedCodeErrors.h"

#include "clang/Basic/DiagnosticSema.h"

namespace amp2hip {

bool isRestrictedCodeError(unsigned DiagID) {
  return DiagID == clang::diag::err_cuda_device_exceptions ||
         DiagID == clang::diag::err_shared_var_init ||
         DiagID == clang::diag::err_ref_bad_target ||
         DiagID == clang::diag::err_cuda_ovl_target;
}

} // namespace amp2hip
