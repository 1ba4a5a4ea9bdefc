#!/usr/bin/env python3
"""A translation that exits 0 must compile: every C++ AMP input of the lit
tests (test/lit/*.cpp and test/lit/Inputs/*.cpp) that amp2hip accepts is
compiled with hipcc (gfx90a, -fsyntax-only: host and device) and nvcc
(sm_90, -c). Inputs amp2hip rejects are left out: their errors are what the
lit tests check. The examples and test/msvc/ have compile.* tests of their
own.

usage: every_output.py AMP2HIP RUNTIME_INCLUDE LIT_DIR WORK_DIR [--hipcc P]
                       [--nvcc P]
Each input is translated as a user would, from its own folder with the
folder as --in-root (so the user headers it includes are translated too),
into WORK_DIR. Exit 1 lists every input whose translation does not compile.
"""
import argparse
import concurrent.futures
import os
import shutil
import subprocess
import sys


def run(cmd, cwd=None):
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    return p.returncode, p.stdout + p.stderr


def check(args, src):
    """Translates and compiles one input; returns (name, problem or None)."""
    rel = os.path.relpath(src, args.copy)
    name = rel.replace(os.sep, "_")[:-len(".cpp")]
    out_root = os.path.join(args.work, "out", name)
    src_dir = os.path.dirname(src)
    rc, text = run([args.amp2hip, "--in-root", ".", "--out-root", out_root,
                    "--no-copy", os.path.basename(src), "--", "-std=c++17"],
                   cwd=src_dir)
    if rc != 0:
        return name, None, "rejected"
    out = os.path.join(out_root, os.path.basename(src))
    if not os.path.exists(out):
        return name, "amp2hip exited 0 and wrote no " + out, "accepted"
    problems = []
    if args.hipcc:
        rc, text = run([args.hipcc, "--offload-arch=gfx90a", "-std=c++17",
                        "-ffp-contract=off", "-fsyntax-only", "-I",
                        args.runtime, "-I", out_root, out])
        if rc != 0:
            problems.append("hipcc:\n" + text)
    if args.nvcc:
        rc, text = run([args.nvcc, "-x", "cu", "-std=c++17",
                        "--extended-lambda", "--expt-relaxed-constexpr", "--fmad=false", "-arch=sm_90",
                        "-I", args.runtime, "-I", out_root, "-c", out, "-o",
                        os.path.join(args.work, name + ".o")])
        if rc != 0:
            problems.append("nvcc:\n" + text)
    return name, "\n".join(problems) or None, "accepted"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("amp2hip")
    ap.add_argument("runtime")
    ap.add_argument("lit")
    ap.add_argument("work")
    ap.add_argument("--hipcc")
    ap.add_argument("--nvcc")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    args.amp2hip = os.path.abspath(args.amp2hip)
    args.runtime = os.path.abspath(args.runtime)
    if not args.hipcc and not args.nvcc:
        print("SKIPPED: neither hipcc nor nvcc is installed")
        return 0
    shutil.rmtree(args.work, ignore_errors=True)
    # The inputs are copied: a translation reads them from their folder.
    args.copy = os.path.join(args.work, "lit")
    shutil.copytree(args.lit, args.copy,
                    ignore=shutil.ignore_patterns("Output", "*.py", "*.in"))
    inputs = sorted(
        os.path.join(d, f)
        for d in (args.copy, os.path.join(args.copy, "Inputs"))
        for f in os.listdir(d) if f.endswith(".cpp"))
    failed, accepted = [], 0
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for name, problem, verdict in pool.map(lambda s: check(args, s),
                                               inputs):
            accepted += verdict == "accepted"
            print(f"{name}: {verdict}" + (", DOES NOT COMPILE" if problem
                                          else ""))
            if problem:
                failed.append((name, problem))
    for name, problem in failed:
        print(f"\n=== {name}\n{problem}")
    print(f"\n{len(inputs)} inputs, {accepted} translated, "
          f"{len(failed)} of those do not compile")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
