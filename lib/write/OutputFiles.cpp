//===- OutputFiles.cpp ----------------------------------------------------===//

#include "amp2hip/OutputFiles.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <unistd.h>

using namespace llvm;

namespace amp2hip {

std::string followLinks(StringRef Path) {
  SmallString<256> Current(Path);
  // As the kernel does, give up on a loop of links.
  for (int Hops = 0; Hops < 40; ++Hops) {
    char Target[4096];
    ssize_t Size = ::readlink(Current.c_str(), Target, sizeof(Target));
    if (Size < 0 || Size == sizeof(Target))
      break; // not a link (or one too long to follow): write this path
    StringRef Link(Target, Size);
    if (sys::path::is_absolute(Link)) {
      Current = Link;
    } else {
      SmallString<256> Next(sys::path::parent_path(Current));
      sys::path::append(Next, Link);
      Current = Next;
    }
  }
  return std::string(Current);
}

void OutputFiles::add(std::string Path, std::string Text, bool IfChanged) {
  Files.push_back({std::move(Path), std::move(Text), IfChanged});
}

namespace {

enum class Way { Skip, Atomic, Direct, Stdout };

/// A file prepared for the commit: where it goes and how.
struct Planned {
  Way How = Way::Atomic;
  std::string Destination; ///< the links followed
  std::string Temporary;   ///< Atomic: written, waiting for the rename
};

} // namespace

bool OutputFiles::commit(raw_ostream &Errors) {
  std::vector<Planned> Plan(Files.size());
  auto cleanup = [&] {
    for (const Planned &P : Plan)
      if (!P.Temporary.empty())
        sys::fs::remove(P.Temporary);
  };
  auto fail = [&](const File &F, const Twine &Why) {
    Errors << "amp2hip: cannot write '" << F.Path << "': " << Why << "\n";
    cleanup();
    return false;
  };

  for (size_t I = 0; I < Files.size(); ++I) {
    const File &F = Files[I];
    Planned &P = Plan[I];
    if (F.Path == "-") {
      P.How = Way::Stdout;
      continue;
    }
    P.Destination = followLinks(F.Path);
    sys::fs::file_status Status;
    bool Exists = !sys::fs::status(P.Destination, Status);
    if (Exists && sys::fs::is_directory(Status))
      return fail(F, "it is a directory");
    if (Exists && !sys::fs::is_regular_file(Status)) {
      P.How = Way::Direct; // a device, FIFO or socket is never replaced
      continue;
    }
    if (F.IfChanged && Exists) {
      auto Old = MemoryBuffer::getFile(P.Destination);
      if (Old && (*Old)->getBuffer() == F.Text) {
        P.How = Way::Skip;
        continue;
      }
    }
    StringRef Dir = sys::path::parent_path(P.Destination);
    if (!Dir.empty())
      if (std::error_code EC = sys::fs::create_directories(Dir)) {
        Errors << "amp2hip: cannot create the directory of '" << F.Path
               << "': " << EC.message() << "\n";
        cleanup();
        return false;
      }
    // Unique names: the build steps of two sources may write the same
    // translated header at the same time.
    int FD;
    SmallString<256> Temp;
    if (std::error_code EC = sys::fs::createUniqueFile(
            P.Destination + ".%%%%%%.amp2hip-tmp", FD, Temp))
      return fail(F, EC.message());
    P.Temporary = std::string(Temp);
    if (Exists)
      sys::fs::setPermissions(FD, Status.permissions());
    raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << F.Text;
    OS.close();
    if (OS.has_error()) {
      std::error_code EC = OS.error();
      OS.clear_error();
      return fail(F, EC.message());
    }
  }

  for (size_t I = 0; I < Files.size(); ++I) {
    const File &F = Files[I];
    Planned &P = Plan[I];
    switch (P.How) {
    case Way::Skip:
      break;
    case Way::Atomic:
      if (std::error_code EC = sys::fs::rename(P.Temporary, P.Destination))
        return fail(F, EC.message());
      P.Temporary.clear();
      break;
    case Way::Direct: {
      std::error_code EC;
      raw_fd_ostream OS(P.Destination, EC, sys::fs::CD_OpenExisting);
      if (!EC) {
        OS << F.Text;
        OS.close();
        if (OS.has_error()) {
          EC = OS.error();
          OS.clear_error();
        }
      }
      if (EC)
        return fail(F, EC.message());
      break;
    }
    case Way::Stdout:
      outs() << F.Text;
      outs().flush();
      break;
    }
  }
  return true;
}

} // namespace amp2hip
