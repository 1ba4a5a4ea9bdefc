//===- Report.cpp ---------------------------------------------------------===//

#include "amp2hip/Report.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

namespace amp2hip {

void StatsSummary::add(const StatsSummary &O) {
  Kernels += O.Kernels;
  TiledKernels += O.TiledKernels;
  TileStatic += O.TileStatic;
  Barriers += O.Barriers;
  Fences += O.Fences;
  Restricts += O.Restricts;
  Atomics += O.Atomics;
  MathCalls += O.MathCalls;
  Includes += O.Includes;
  LinesChanged += O.LinesChanged;
}

StatsSummary summarize(const FileStats &S) {
  StatsSummary Out;
  for (const MappingInfo &M : allMappings()) {
    unsigned N = S.count(M.Id);
    switch (M.Id) {
    case MappingId::Kernel:
      Out.Kernels += N;
      break;
    case MappingId::TiledKernel:
      Out.Kernels += N;
      Out.TiledKernels += N;
      break;
    case MappingId::TileStatic:
      Out.TileStatic += N;
      break;
    case MappingId::RestrictAmp:
    case MappingId::RestrictCpuAmp:
    case MappingId::RestrictCpu:
      Out.Restricts += N;
      break;
    default:
      if (M.Kind == MappingKind::MemberCall)
        Out.Barriers += N;
      else if (M.Kind == MappingKind::FreeCall)
        Out.Fences += N;
      else if (M.Kind == MappingKind::Atomic)
        Out.Atomics += N;
      else if (M.Kind == MappingKind::Math)
        Out.MathCalls += N;
      else if (M.Kind == MappingKind::Include ||
               M.Kind == MappingKind::VisualCppInclude)
        Out.Includes += N;
      break;
    }
  }
  Out.LinesChanged = S.LinesChanged;
  return Out;
}

static const char *levelName(Finding::Level L) {
  switch (L) {
  case Finding::Note:
    return "note";
  case Finding::Warning:
    return "warning";
  case Finding::Error:
    return "error";
  }
  return "error";
}

static llvm::json::Object statsJson(const StatsSummary &S) {
  return llvm::json::Object{{"kernels", S.Kernels},
                            {"tiledKernels", S.TiledKernels},
                            {"tileStatic", S.TileStatic},
                            {"barriers", S.Barriers},
                            {"fences", S.Fences},
                            {"restrictSpecifiers", S.Restricts},
                            {"atomics", S.Atomics},
                            {"mathCalls", S.MathCalls},
                            {"includes", S.Includes},
                            {"linesChanged", S.LinesChanged}};
}

/// A file:// URI for an absolute path (RFC 8089), percent-encoding what a
/// URI path may not hold.
static std::string fileUri(llvm::StringRef Path) {
  llvm::SmallString<256> Abs(Path);
  llvm::sys::path::native(Abs, llvm::sys::path::Style::posix);
  std::string Out = Abs.starts_with("/") ? "file://" : "";
  for (unsigned char C : Abs) {
    if (llvm::isAlnum(C) || llvm::StringRef("/-._~").contains(C))
      Out += C;
    else {
      char Buf[4];
      snprintf(Buf, sizeof Buf, "%%%02X", C);
      Out += Buf;
    }
  }
  return Out;
}

static std::string sarif(const TranslateResult &R, llvm::StringRef Version) {
  llvm::json::Array Rules;
  for (const DiagInfo &D : allDiagnostics())
    Rules.push_back(llvm::json::Object{
        {"id", D.code()},
        {"name", D.Name},
        {"shortDescription", llvm::json::Object{{"text", D.Message}}},
        {"defaultConfiguration",
         llvm::json::Object{{"level", D.Severity == DiagSeverity::Error
                                          ? "error"
                                          : "warning"}}}});
  llvm::json::Array Results;
  for (const Finding &F : R.Findings) {
    llvm::json::Object Result{
        {"level", levelName(F.Severity)},
        {"message", llvm::json::Object{{"text", F.Message}}}};
    if (!F.Id.empty())
      Result["ruleId"] = F.Id;
    if (!F.File.empty()) {
      llvm::json::Object Physical{
          {"artifactLocation", llvm::json::Object{{"uri", fileUri(F.File)}}}};
      if (F.Line)
        Physical["region"] = llvm::json::Object{
            {"startLine", F.Line}, {"startColumn", F.Column ? F.Column : 1}};
      Result["locations"] = llvm::json::Array{
          llvm::json::Object{{"physicalLocation", std::move(Physical)}}};
    }
    Results.push_back(std::move(Result));
  }
  llvm::json::Object Driver{{"name", "amp2hip"},
                            {"version", Version},
                            {"rules", std::move(Rules)}};
  llvm::json::Object Log{
      {"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
      {"version", "2.1.0"},
      {"runs",
       llvm::json::Array{llvm::json::Object{
           {"tool", llvm::json::Object{{"driver", std::move(Driver)}}},
           {"results", std::move(Results)}}}}};
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << llvm::formatv("{0:2}", llvm::json::Value(std::move(Log))) << "\n";
  return Out;
}

std::string formatReport(const TranslateResult &R, ReportFormat Format,
                         llvm::StringRef Version) {
  if (Format == ReportFormat::Sarif)
    return sarif(R, Version);
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  if (Format == ReportFormat::Json) {
    llvm::json::Array Findings, Files;
    for (const Finding &F : R.Findings)
      Findings.push_back(llvm::json::Object{{"level", levelName(F.Severity)},
                                            {"id", F.Id},
                                            {"file", F.File},
                                            {"line", F.Line},
                                            {"column", F.Column},
                                            {"message", F.Message}});
    StatsSummary Total;
    for (const FileResult &F : R.Files) {
      StatsSummary S = summarize(F.Stats);
      Total.add(S);
      Files.push_back(llvm::json::Object{{"file", F.InputPath},
                                         {"header", F.IsHeader},
                                         {"ok", F.Ok},
                                         {"stats", statsJson(S)}});
    }
    llvm::json::Object Top{{"tool", "amp2hip"},
                           {"version", Version},
                           {"ok", R.ok()},
                           {"findings", std::move(Findings)},
                           {"files", std::move(Files)},
                           {"total", statsJson(Total)}};
    OS << llvm::formatv("{0:2}", llvm::json::Value(std::move(Top))) << "\n";
    return Out;
  }
  unsigned Errors = 0, Warnings = 0;
  for (const Finding &F : R.Findings) {
    if (!F.File.empty())
      OS << F.File << ":" << F.Line << ":" << F.Column << ": ";
    OS << levelName(F.Severity) << ": " << F.Message;
    if (!F.Id.empty())
      OS << " [" << F.Id << "]";
    OS << "\n";
    Errors += F.Severity == Finding::Error;
    Warnings += F.Severity == Finding::Warning;
  }
  OS << formatStats(R, false);
  OS << Errors << " error(s), " << Warnings << " warning(s); "
     << (R.ok() && Errors == 0 ? "migrates cleanly" : "does not migrate")
     << "\n";
  return Out;
}

std::string formatStats(const TranslateResult &R, bool Csv) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  if (Csv)
    OS << "file,kernels,tiled_kernels,tile_static,barriers,fences,"
          "restrict_specifiers,atomics,math_calls,includes,lines_changed\n";
  auto line = [&](llvm::StringRef Name, const StatsSummary &S) {
    if (Csv) {
      std::string Quoted = Name.contains(',') || Name.contains('"')
                               ? "\"" + Name.str() + "\""
                               : Name.str();
      OS << Quoted << "," << S.Kernels << "," << S.TiledKernels << ","
         << S.TileStatic << "," << S.Barriers << "," << S.Fences << ","
         << S.Restricts << "," << S.Atomics << "," << S.MathCalls << ","
         << S.Includes << "," << S.LinesChanged << "\n";
      return;
    }
    OS << Name << ": kernels " << S.Kernels << " (tiled " << S.TiledKernels
       << "), tile_static " << S.TileStatic << ", barriers " << S.Barriers
       << ", fences " << S.Fences << ", restrict specifiers " << S.Restricts
       << ", atomics " << S.Atomics << ", math calls " << S.MathCalls
       << ", includes " << S.Includes << ", lines changed " << S.LinesChanged
       << "\n";
  };
  StatsSummary Total;
  for (const FileResult &F : R.Files) {
    StatsSummary S = summarize(F.Stats);
    Total.add(S);
    line(F.InputPath, S);
  }
  line("total", Total);
  return Out;
}

} // namespace amp2hip
