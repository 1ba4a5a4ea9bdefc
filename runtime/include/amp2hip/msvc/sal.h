// amp2hip's <sal.h>: Visual C++'s source-code annotation language, which
// its headers include everywhere and Microsoft's samples put on parameters
// (`void load(_In_ int n, _Out_writes_(n) float *p)`). The annotations
// only inform Visual C++'s code analysis; here each one is nothing. The
// SAL 1 spellings (__in, __out) are left out: libstdc++ uses those names
// for its own parameters.
#pragma once

// Parameters.
#define _In_
#define _In_opt_
#define _In_z_
#define _In_opt_z_
#define _In_reads_(size)
#define _In_reads_opt_(size)
#define _In_reads_bytes_(size)
#define _In_reads_bytes_opt_(size)
#define _In_reads_z_(size)
#define _In_range_(low, high)
#define _Out_
#define _Out_opt_
#define _Out_writes_(size)
#define _Out_writes_opt_(size)
#define _Out_writes_bytes_(size)
#define _Out_writes_bytes_opt_(size)
#define _Out_writes_z_(size)
#define _Out_writes_to_(size, count)
#define _Out_writes_all_(size)
#define _Out_range_(low, high)
#define _Inout_
#define _Inout_opt_
#define _Inout_z_
#define _Inout_updates_(size)
#define _Inout_updates_opt_(size)
#define _Inout_updates_bytes_(size)
#define _Inout_updates_z_(size)
#define _Outptr_
#define _Outptr_opt_
#define _Outptr_result_maybenull_
#define _Outptr_result_buffer_(size)
#define _COM_Outptr_
#define _Deref_out_
#define _Pre_notnull_
#define _Pre_valid_
#define _Post_valid_
#define _Post_invalid_
#define _Printf_format_string_
#define _Scanf_format_string_
// Results and functions.
#define _Ret_
#define _Ret_notnull_
#define _Ret_maybenull_
#define _Ret_z_
#define _Check_return_
#define _Must_inspect_result_
#define _Success_(expr)
#define _Use_decl_annotations_
#define _When_(expr, annotations)
#define _At_(target, annotations)
#define _Analysis_assume_(expr)
// Members.
#define _Field_size_(size)
#define _Field_size_opt_(size)
#define _Field_size_bytes_(size)
#define _Field_range_(low, high)
#define _Field_z_
