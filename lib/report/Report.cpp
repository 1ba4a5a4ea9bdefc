//===- Report.cpp ---------------------------------------------------------===//

#include "amp2hip/Report.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

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
  return llvm::json::Object{
      {"kernels", S.Kernels},       {"tiledKernels", S.TiledKernels},
      {"tileStatic", S.TileStatic}, {"barriers", S.Barriers},
      {"fences", S.Fences},         {"restrictSpecifiers", S.Restricts},
      {"atomics", S.Atomics},       {"mathCalls", S.MathCalls},
      {"includes", S.Includes},     {"linesChanged", S.LinesChanged}};
}

/// \p Path made absolute and, where it exists, with its links resolved: one
/// file has one name whatever way it was reached.
static llvm::SmallString<256> canonical(llvm::StringRef Path) {
  llvm::SmallString<256> Out;
  if (!llvm::sys::fs::real_path(Path, Out))
    return Out;
  Out = Path;
  llvm::sys::fs::make_absolute(Out);
  llvm::sys::path::remove_dots(Out, true);
  return Out;
}

/// \p Path relative to \p Base ("src/a.cpp", "../include/b.h"), with "/":
/// the reports name every file this way, never a mix of absolute and
/// relative paths.
static std::string relativePath(llvm::StringRef Path, llvm::StringRef Base) {
  if (Path.empty())
    return "";
  llvm::SmallString<256> P = canonical(Path), B = canonical(Base);
  namespace path = llvm::sys::path;
  auto PI = path::begin(P), PE = path::end(P);
  auto BI = path::begin(B), BE = path::end(B);
  while (PI != PE && BI != BE && *PI == *BI)
    ++PI, ++BI;
  llvm::SmallVector<llvm::StringRef, 8> Parts;
  for (; BI != BE; ++BI)
    Parts.push_back("..");
  for (; PI != PE; ++PI)
    Parts.push_back(*PI);
  return Parts.empty() ? "." : llvm::join(Parts, "/");
}

/// \p Path percent-encoded for a URI (RFC 3986): what a path may not hold.
static std::string uriPath(llvm::StringRef Path) {
  std::string Out;
  for (unsigned char C : Path) {
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

/// SARIF's name of the report base: every artifact URI is relative to it.
static constexpr llvm::StringLiteral SrcRoot = "%SRCROOT%";

namespace {
/// Builds the SARIF log: one result per error or warning, its notes as
/// related locations, every file relative to the report base.
class SarifWriter {
public:
  SarifWriter(llvm::StringRef Base) : Base(Base) {}

  llvm::json::Value log(const TranslateResult &R, llvm::StringRef Version) {
    llvm::json::Array Rules;
    for (const DiagInfo &D : allDiagnostics()) {
      RuleIndex[D.code()] = Rules.size();
      Rules.push_back(rule(D));
    }
    llvm::json::Array Results;
    for (const Finding &F : R.Findings) {
      if (F.Severity == Finding::Note) {
        if (!Results.empty())
          addNote(*Results.back().getAsObject(), F);
        continue;
      }
      Results.push_back(result(F));
    }
    llvm::SmallString<256> Root = canonical(Base);
    llvm::sys::path::native(Root, llvm::sys::path::Style::posix);
    if (!Root.ends_with("/"))
      Root += "/";
    llvm::json::Object Driver{{"name", "amp2hip"},
                              {"version", Version},
                              {"informationUri", homepageUrl()},
                              {"rules", std::move(Rules)}};
    llvm::json::Object Run{
        {"tool", llvm::json::Object{{"driver", std::move(Driver)}}},
        {"originalUriBaseIds",
         llvm::json::Object{
             {SrcRoot,
              llvm::json::Object{{"uri", "file://" + uriPath(Root)}}}}},
        {"results", std::move(Results)}};
    return llvm::json::Object{
        {"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
        {"version", "2.1.0"},
        {"runs", llvm::json::Array{std::move(Run)}}};
  }

private:
  static llvm::json::Object rule(const DiagInfo &D) {
    return llvm::json::Object{
        {"id", D.code()},
        {"name", D.Name},
        {"shortDescription", llvm::json::Object{{"text", D.Title}}},
        {"fullDescription", llvm::json::Object{{"text", D.Help}}},
        {"help", llvm::json::Object{{"text", helpText(D)},
                                    {"markdown", helpMarkdown(D)}}},
        {"helpUri", helpUri(D)},
        {"defaultConfiguration",
         llvm::json::Object{{"level", D.Severity == DiagSeverity::Error
                                          ? "error"
                                          : "warning"}}}};
  }

  llvm::json::Object physicalLocation(const Finding &F) {
    llvm::json::Object Physical{
        {"artifactLocation",
         llvm::json::Object{{"uri", uriPath(relativePath(F.File, Base))},
                            {"uriBaseId", SrcRoot}}}};
    if (F.Line)
      Physical["region"] = llvm::json::Object{
          {"startLine", F.Line}, {"startColumn", F.Column ? F.Column : 1}};
    return Physical;
  }

  llvm::json::Object result(const Finding &F) {
    llvm::json::Object Result{
        {"ruleId", F.Id},
        {"level", levelName(F.Severity)},
        {"message", llvm::json::Object{{"text", F.Message}}}};
    if (auto It = RuleIndex.find(F.Id); It != RuleIndex.end())
      Result["ruleIndex"] = It->second;
    if (!F.File.empty())
      Result["locations"] = llvm::json::Array{
          llvm::json::Object{{"physicalLocation", physicalLocation(F)}}};
    // Code scanning matches a finding across runs by this, not by line: the
    // rule, the file, the message and which of its identical twins it is.
    std::string Key =
        F.Id + "\n" + relativePath(F.File, Base) + "\n" + F.Message;
    unsigned Occurrence = ++Occurrences[Key];
    Result["partialFingerprints"] = llvm::json::Object{
        {"amp2hipFindingHash/v1",
         llvm::utohexstr(llvm::xxh3_64bits(Key), /*LowerCase=*/true, 16) + ":" +
             std::to_string(Occurrence)}};
    return Result;
  }

  void addNote(llvm::json::Object &Result, const Finding &Note) {
    if (!Result.getArray("relatedLocations"))
      Result["relatedLocations"] = llvm::json::Array();
    llvm::json::Array *Related = Result.getArray("relatedLocations");
    llvm::json::Object Location{
        {"id", Related->size()},
        {"message", llvm::json::Object{{"text", Note.Message}}}};
    if (!Note.File.empty())
      Location["physicalLocation"] = physicalLocation(Note);
    Related->push_back(std::move(Location));
  }

  llvm::StringRef Base;
  llvm::StringMap<size_t> RuleIndex;
  llvm::StringMap<unsigned> Occurrences;
};
} // namespace

std::string formatReport(const TranslateResult &R, ReportFormat Format,
                         llvm::StringRef Version, llvm::StringRef Base) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  if (Format == ReportFormat::Sarif) {
    OS << llvm::formatv("{0:2}", SarifWriter(Base).log(R, Version)) << "\n";
    return Out;
  }
  if (Format == ReportFormat::Json) {
    llvm::json::Array Findings, Files;
    for (const Finding &F : R.Findings)
      Findings.push_back(
          llvm::json::Object{{"level", levelName(F.Severity)},
                             {"id", F.Id},
                             {"file", relativePath(F.File, Base)},
                             {"line", F.Line},
                             {"column", F.Column},
                             {"message", F.Message}});
    StatsSummary Total;
    for (const FileResult &F : R.Files) {
      StatsSummary S = summarize(F.Stats);
      Total.add(S);
      Files.push_back(
          llvm::json::Object{{"file", relativePath(F.InputPath, Base)},
                             {"header", F.IsHeader},
                             {"ok", F.Ok},
                             {"stats", statsJson(S)}});
    }
    llvm::json::Object Top{{"tool", "amp2hip"},
                           {"version", Version},
                           {"root", std::string(canonical(Base))},
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
      OS << relativePath(F.File, Base) << ":" << F.Line << ":" << F.Column
         << ": ";
    OS << levelName(F.Severity) << ": " << F.Message;
    if (!F.Id.empty())
      OS << " [" << F.Id << "]";
    OS << "\n";
    Errors += F.Severity == Finding::Error;
    Warnings += F.Severity == Finding::Warning;
  }
  OS << formatStats(R, false, Base);
  OS << Errors << " error(s), " << Warnings << " warning(s); "
     << (R.ok() && Errors == 0 ? "migrates cleanly" : "does not migrate")
     << "\n";
  return Out;
}

std::string formatStats(const TranslateResult &R, bool Csv,
                        llvm::StringRef Base) {
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
    line(relativePath(F.InputPath, Base), S);
  }
  line("total", Total);
  return Out;
}

} // namespace amp2hip
