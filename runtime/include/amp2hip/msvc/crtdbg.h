// amp2hip's <crtdbg.h>: Visual C++'s debug-CRT assertions, which its
// <amp.h> brings in. As in a Visual C++ release build (no _DEBUG), each
// is nothing; with _DEBUG defined they are assert(), which checks what the
// debug CRT checked and stops the program where its report dialog did.
// The heap-debugging calls (_CrtSetDbgFlag, _CrtDumpMemoryLeaks) do
// nothing.
#pragma once

#include <cassert>

#ifdef _DEBUG
#define _ASSERT(expr) assert(expr)
#define _ASSERTE(expr) assert(expr)
#define _ASSERT_EXPR(expr, message) assert((expr) && message)
#else
#define _ASSERT(expr) ((void)0)
#define _ASSERTE(expr) ((void)0)
#define _ASSERT_EXPR(expr, message) ((void)0)
#endif

#define _CRTDBG_ALLOC_MEM_DF 0x01
#define _CRTDBG_LEAK_CHECK_DF 0x20
#define _CrtSetDbgFlag(flags) 0
#define _CrtDumpMemoryLeaks() 0
