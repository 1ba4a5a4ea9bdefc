// Visual C++'s predefined macros, as the conditions of a translated file
// read them. Visual C++ code tells itself from other compilers with
// `#ifdef _MSC_VER` or `#if defined(_WIN32)`; hipcc and nvcc define neither
// (and must not: the standard library and the CUDA headers test them too),
// so amp2hip writes such a condition with the macro below of the same name
// (AMP2HIP1123) and includes this header before it. The values are Visual
// Studio 2019's for x64 (the mappings of kind VisualCppMacro, Mappings.def).
#ifndef AMP2HIP_MSVC_PREDEFINED_H
#define AMP2HIP_MSVC_PREDEFINED_H

#define AMP2HIP_MSC_VER 1929
#define AMP2HIP_MSC_FULL_VER 192930153
#define AMP2HIP_WIN32 1
#define AMP2HIP_WIN64 1

#endif
