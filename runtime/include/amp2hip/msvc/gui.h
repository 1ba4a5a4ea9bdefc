// amp2hip: the graphical part of <windows.h> (<winuser.h>: message boxes,
// windows, messages; <wingdi.h>: device contexts, bitmaps, drawing), which
// a Linux console program cannot have. A call of one of its functions is one
// error naming the call, AMP2HIP1023 (docs/diagnostics.md), in the
// translator's parse and in a compiler's, instead of a cascade of
// undeclared names: the handles, messages and constants that the call's
// arguments use are declared, and every function takes any arguments and
// converts its result to whatever the program stores it in.
#pragma once

#include <amp2hip/msvc/windef.h>

// Clang (the translator's parse, hipcc) and GCC (nvcc's host compiler)
// report a call of a function so marked as an error with this message.
#if defined(__clang__)
#define AMP2HIP_WINDOWS_GUI(name)                                              \
  __attribute__((unavailable(                                                  \
      "a Windows GUI call, which a Linux console program cannot make "         \
      "[AMP2HIP1023]")))
#else
#define AMP2HIP_WINDOWS_GUI(name)                                              \
  __attribute__((error("'" #name "' is a Windows GUI call, which a Linux "     \
                       "console program cannot make [AMP2HIP1023]")))
#endif

namespace amp2hip {
namespace msvc {
/// What a GUI function gives back: converts to any handle or number, so
/// that the call's error is the only one.
struct GuiResult {
  template <typename T> operator T() const { return T(); }
};
} // namespace msvc
} // namespace amp2hip

// C's variadic parameters: any arguments, and the error names the function
// alone (a template's would name its arguments' types too).
#define AMP2HIP_DECLARE_WINDOWS_GUI(name)                                      \
  AMP2HIP_WINDOWS_GUI(name) amp2hip::msvc::GuiResult name(...);

// Handles and message types.
typedef struct HWND__ *HWND;
typedef struct HDC__ *HDC;
typedef struct HINSTANCE__ *HINSTANCE;
typedef HINSTANCE HMODULE;
typedef struct HBITMAP__ *HBITMAP;
typedef struct HBRUSH__ *HBRUSH;
typedef struct HICON__ *HICON;
typedef HICON HCURSOR;
typedef struct HMENU__ *HMENU;
typedef struct HFONT__ *HFONT;
typedef struct HPEN__ *HPEN;
typedef void *HGDIOBJ;
typedef UINT_PTR WPARAM;
typedef LONG_PTR LPARAM;
typedef LONG_PTR LRESULT;
typedef WORD ATOM;
typedef DWORD COLORREF;
typedef LRESULT(CALLBACK *WNDPROC)(HWND, UINT, WPARAM, LPARAM);

typedef struct tagMSG {
  HWND hwnd;
  UINT message;
  WPARAM wParam;
  LPARAM lParam;
  DWORD time;
  POINT pt;
} MSG, *PMSG, *LPMSG;

typedef struct tagWNDCLASSEXA {
  UINT cbSize;
  UINT style;
  WNDPROC lpfnWndProc;
  int cbClsExtra;
  int cbWndExtra;
  HINSTANCE hInstance;
  HICON hIcon;
  HCURSOR hCursor;
  HBRUSH hbrBackground;
  LPCSTR lpszMenuName;
  LPCSTR lpszClassName;
  HICON hIconSm;
} WNDCLASSEXA, WNDCLASSEX, WNDCLASSA, WNDCLASS;

typedef struct tagPAINTSTRUCT {
  HDC hdc;
  BOOL fErase;
  RECT rcPaint;
  BOOL fRestore;
  BOOL fIncUpdate;
  BYTE rgbReserved[32];
} PAINTSTRUCT, *LPPAINTSTRUCT;

#define RGB(r, g, b)                                                           \
  ((COLORREF)(((BYTE)(r) | ((WORD)((BYTE)(g)) << 8)) |                         \
              (((DWORD)(BYTE)(b)) << 16)))

#define MB_OK 0x00000000L
#define MB_OKCANCEL 0x00000001L
#define MB_YESNO 0x00000004L
#define MB_ICONERROR 0x00000010L
#define MB_ICONQUESTION 0x00000020L
#define MB_ICONWARNING 0x00000030L
#define MB_ICONINFORMATION 0x00000040L
#define IDOK 1
#define IDCANCEL 2
#define IDYES 6
#define IDNO 7
#define SW_HIDE 0
#define SW_SHOWNORMAL 1
#define SW_SHOW 5
#define WM_CREATE 0x0001
#define WM_DESTROY 0x0002
#define WM_PAINT 0x000F
#define WM_CLOSE 0x0010
#define WM_QUIT 0x0012
#define WM_KEYDOWN 0x0100
#define WM_TIMER 0x0113
#define PM_REMOVE 0x0001
#define CS_VREDRAW 0x0001
#define CS_HREDRAW 0x0002
#define WS_OVERLAPPEDWINDOW 0x00CF0000L
#define CW_USEDEFAULT ((int)0x80000000)
#define COLOR_WINDOW 5
#define IDC_ARROW 32512
#define IDI_APPLICATION 32512
#define SRCCOPY 0x00CC0020
#define DIB_RGB_COLORS 0
#define BI_RGB 0L

// <winuser.h>: message boxes, windows, messages, input.
#define MessageBox MessageBoxA
#define CreateWindow CreateWindowA
#define CreateWindowEx CreateWindowExA
#define RegisterClass RegisterClassA
#define RegisterClassEx RegisterClassExA
#define DefWindowProc DefWindowProcA
#define GetMessage GetMessageA
#define PeekMessage PeekMessageA
#define DispatchMessage DispatchMessageA
#define SendMessage SendMessageA
#define PostMessage PostMessageA
#define LoadCursor LoadCursorA
#define LoadIcon LoadIconA
#define SetWindowText SetWindowTextA
AMP2HIP_DECLARE_WINDOWS_GUI(MessageBoxA)
AMP2HIP_DECLARE_WINDOWS_GUI(MessageBoxW)
AMP2HIP_DECLARE_WINDOWS_GUI(MessageBeep)
AMP2HIP_DECLARE_WINDOWS_GUI(CreateWindowA)
AMP2HIP_DECLARE_WINDOWS_GUI(CreateWindowExA)
AMP2HIP_DECLARE_WINDOWS_GUI(CreateWindowExW)
AMP2HIP_DECLARE_WINDOWS_GUI(DestroyWindow)
AMP2HIP_DECLARE_WINDOWS_GUI(ShowWindow)
AMP2HIP_DECLARE_WINDOWS_GUI(UpdateWindow)
AMP2HIP_DECLARE_WINDOWS_GUI(RegisterClassA)
AMP2HIP_DECLARE_WINDOWS_GUI(RegisterClassExA)
AMP2HIP_DECLARE_WINDOWS_GUI(RegisterClassExW)
AMP2HIP_DECLARE_WINDOWS_GUI(DefWindowProcA)
AMP2HIP_DECLARE_WINDOWS_GUI(GetMessageA)
AMP2HIP_DECLARE_WINDOWS_GUI(PeekMessageA)
AMP2HIP_DECLARE_WINDOWS_GUI(TranslateMessage)
AMP2HIP_DECLARE_WINDOWS_GUI(DispatchMessageA)
AMP2HIP_DECLARE_WINDOWS_GUI(SendMessageA)
AMP2HIP_DECLARE_WINDOWS_GUI(PostMessageA)
AMP2HIP_DECLARE_WINDOWS_GUI(PostQuitMessage)
AMP2HIP_DECLARE_WINDOWS_GUI(LoadCursorA)
AMP2HIP_DECLARE_WINDOWS_GUI(LoadIconA)
AMP2HIP_DECLARE_WINDOWS_GUI(SetWindowTextA)
AMP2HIP_DECLARE_WINDOWS_GUI(GetClientRect)
AMP2HIP_DECLARE_WINDOWS_GUI(AdjustWindowRect)
AMP2HIP_DECLARE_WINDOWS_GUI(InvalidateRect)
AMP2HIP_DECLARE_WINDOWS_GUI(SetTimer)
AMP2HIP_DECLARE_WINDOWS_GUI(KillTimer)
AMP2HIP_DECLARE_WINDOWS_GUI(GetAsyncKeyState)
AMP2HIP_DECLARE_WINDOWS_GUI(GetKeyState)
AMP2HIP_DECLARE_WINDOWS_GUI(GetDC)
AMP2HIP_DECLARE_WINDOWS_GUI(ReleaseDC)
AMP2HIP_DECLARE_WINDOWS_GUI(BeginPaint)
AMP2HIP_DECLARE_WINDOWS_GUI(EndPaint)
AMP2HIP_DECLARE_WINDOWS_GUI(FillRect)

// <wingdi.h>: device contexts, bitmaps, drawing.
#define TextOut TextOutA
AMP2HIP_DECLARE_WINDOWS_GUI(SetPixel)
AMP2HIP_DECLARE_WINDOWS_GUI(GetPixel)
AMP2HIP_DECLARE_WINDOWS_GUI(BitBlt)
AMP2HIP_DECLARE_WINDOWS_GUI(StretchBlt)
AMP2HIP_DECLARE_WINDOWS_GUI(StretchDIBits)
AMP2HIP_DECLARE_WINDOWS_GUI(SetDIBitsToDevice)
AMP2HIP_DECLARE_WINDOWS_GUI(CreateCompatibleDC)
AMP2HIP_DECLARE_WINDOWS_GUI(CreateCompatibleBitmap)
AMP2HIP_DECLARE_WINDOWS_GUI(CreateDIBSection)
AMP2HIP_DECLARE_WINDOWS_GUI(CreateSolidBrush)
AMP2HIP_DECLARE_WINDOWS_GUI(GetStockObject)
AMP2HIP_DECLARE_WINDOWS_GUI(SelectObject)
AMP2HIP_DECLARE_WINDOWS_GUI(DeleteObject)
AMP2HIP_DECLARE_WINDOWS_GUI(DeleteDC)
AMP2HIP_DECLARE_WINDOWS_GUI(TextOutA)
AMP2HIP_DECLARE_WINDOWS_GUI(Rectangle)
