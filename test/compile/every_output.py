#!/usr/bin/env python3
"""A translation that exits 0 must compile. Every C++ AMP input of a set is
translated as a user would (from its own folder, the set's root as
--in-root, so the user headers it includes are translated too) and each
output amp2hip accepts is compiled with hipcc (gfx90a, -fsyntax-only: host
and device) and nvcc (sm_90, -cuda: its front end on both sides and the
device compiler, without the host compiler's pass over the front end's
output, a quarter of an nvcc -c). Inputs amp2hip rejects are left out: the
property is about exit 0 (their errors are what the lit tests check).

The sets (each a --set NAME=DIR option, any number of them):
  lit    test/lit/*.cpp and test/lit/Inputs/*.cpp, each folder its own root
  DIR    every *.cpp under DIR (recursively), DIR the in-root: examples/,
         test/msvc/, bench/, and each code base of ../shared/real-code/
         (the Visual C++ code bases as published, read in place)

  --conformance  the conformance suite's positive tests, every variant
         (test/conformance/conformance.py compiles: hipcc -fsyntax-only and
         nvcc -cuda, each as soon as it translated; ~2400 variants, hours on
         two cores: CI compiles its sample, conformance.sample.hip/.nvcc)

usage: every_output.py AMP2HIP RUNTIME_INCLUDE WORK_DIR --set NAME=DIR ...
                       [--conformance] [--hipcc P] [--nvcc P] [--jobs N]
       every_output.py AMP2HIP RUNTIME_INCLUDE LIT_DIR WORK_DIR  (the lit set)
Exit 1 lists every input whose translation does not compile. The inputs are
copied into WORK_DIR first (a translation reads them from their folder and
writes nothing beside them).

Every input the project has, in one command (from the repository root):
  test/compile/every_output.py build/tools/amp2hip/amp2hip runtime/include \
    test/lit /tmp/every --set examples=examples --set msvc=test/msvc \
    --set bench=bench --set ampblas=../shared/real-code/ampblas \
    --set amp-algorithms=../shared/real-code/amp-algorithms \
    --set cppamp-book=../shared/real-code/cppamp-book --conformance \
    --hipcc hipcc --nvcc /usr/local/cuda/bin/nvcc
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


def compile_output(args, name, out, include_dirs):
    """Compiles one translation with the compilers at hand; returns the
    problems (empty when it compiles)."""
    incs = [a for d in include_dirs for a in ("-I", d)]
    problems = []
    if args.hipcc:
        rc, text = run([args.hipcc, "--offload-arch=gfx90a", "-std=c++17",
                        "-ffp-contract=off", "-fsyntax-only", "-I",
                        args.runtime] + incs + [out])
        if rc != 0:
            problems.append("hipcc:\n" + text)
    if args.nvcc:
        rc, text = run([args.nvcc, "-x", "cu", "-std=c++17",
                        "--extended-lambda", "--expt-relaxed-constexpr",
                        "--fmad=false", "-arch=sm_90", "-I", args.runtime]
                       + incs + ["-cuda", out, "-o",
                                 os.path.join(args.work, name + ".cu.ii")])
        if rc != 0:
            problems.append("nvcc:\n" + text)
    return problems


def check(args, root, src):
    """Translates and compiles one input; returns (name, problem or None,
    verdict)."""
    rel = os.path.relpath(src, args.copy)
    name = rel.replace(os.sep, "_")[:-len(".cpp")]
    out_root = os.path.join(args.work, "out", name)
    rc, _ = run([args.amp2hip, "--in-root", os.path.relpath(root, os.path.dirname(src)),
                 "--out-root", out_root, "--no-copy", os.path.basename(src),
                 "--", "-std=c++17"], cwd=os.path.dirname(src))
    if rc != 0:
        return name, None, "rejected"
    out = os.path.join(out_root, os.path.relpath(src, root))
    if not os.path.exists(out):
        return name, "amp2hip exited 0 and wrote no " + out, "accepted"
    # The source's folder in the out-root: its quoted includes are found
    # there, and the out-root itself for includes relative to the root.
    problems = compile_output(args, name, out, [os.path.dirname(out), out_root])
    return name, "\n".join(problems) or None, "accepted"


def inputs_of(args, set_name, folder):
    """(root, source) pairs of one set, in the working copy."""
    copy = os.path.join(args.copy, set_name)
    shutil.copytree(folder, copy, symlinks=True,
                    ignore=shutil.ignore_patterns("Output", "*.py", "*.in", ".git"))
    if set_name == "lit":
        return [(d, os.path.join(d, f))
                for d in (copy, os.path.join(copy, "Inputs"))
                for f in sorted(os.listdir(d)) if f.endswith(".cpp")]
    return [(copy, os.path.join(d, f))
            for d, _, files in sorted(os.walk(copy))
            for f in sorted(files) if f.lower().endswith(".cpp")]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("amp2hip")
    ap.add_argument("runtime")
    ap.add_argument("paths", nargs="+", help="WORK_DIR, or LIT_DIR WORK_DIR")
    ap.add_argument("--set", action="append", default=[], metavar="NAME=DIR")
    ap.add_argument("--hipcc")
    ap.add_argument("--nvcc")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--conformance", action="store_true",
                    help="also the conformance suite's positive tests")
    args = ap.parse_args()
    sets = [s.split("=", 1) for s in args.set]
    if len(args.paths) == 2:
        sets.insert(0, ["lit", args.paths[0]])
    args.work = os.path.abspath(args.paths[-1])
    args.amp2hip = os.path.abspath(args.amp2hip)
    args.runtime = os.path.abspath(args.runtime)
    if not args.hipcc and not args.nvcc:
        print("SKIPPED: neither hipcc nor nvcc is installed")
        return 0
    shutil.rmtree(args.work, ignore_errors=True)
    args.copy = os.path.join(args.work, "in")
    inputs = [i for name, folder in sets
              for i in inputs_of(args, name, os.path.abspath(folder))]
    failed, accepted = [], 0
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for name, problem, verdict in pool.map(lambda i: check(args, *i),
                                               inputs):
            accepted += verdict == "accepted"
            print(f"{name}: {verdict}" + (", DOES NOT COMPILE" if problem
                                          else ""), flush=True)
            if problem:
                failed.append((name, problem))
    for name, problem in failed:
        print(f"\n=== {name}\n{problem}")
    print(f"\n{len(inputs)} inputs, {accepted} translated, "
          f"{len(failed)} of those do not compile")
    conformance_failed = args.conformance and conformance(args)
    return 1 if failed or conformance_failed else 0


def conformance(args):
    """The conformance positives, through the suite's own harness (its
    amptest library, test.conf variants and definitions); True on a
    failure."""
    harness = os.path.join(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__))), "conformance", "conformance.py")
    compilers = [a for flag, path in (("--hipcc", args.hipcc),
                                      ("--nvcc", args.nvcc)) if path
                 for a in (flag, path)]
    print("\n=== the conformance suite's positive tests", flush=True)
    return subprocess.run([sys.executable, harness, "compiles",
                           os.path.join(args.work, "conformance"), "--amp2hip",
                           args.amp2hip, "-j", str(args.jobs)] + compilers
                          ).returncode != 0


if __name__ == "__main__":
    sys.exit(main())
