#!/usr/bin/env python3
"""The C++ AMP conformance suite through amp2hip.

The suite (../shared/amp-conformance, never copied into the repository) is
judged by its own rules (its README): a positive test passes when it builds
and exits 0 (2 = skipped), a `compile_only` one when it builds; a negative
test (`//#Expects: Error`) counts as rejected only when amp2hip reports an
error. Translation needs LLVM (this machine); building and running need nvcc
and a GPU (the device machine), so the work is split into steps that share
one output folder:

  conformance.py translate OUT     translate every test and the amptest
                                   library (here)
  conformance.py build-run OUT     build with nvcc and run, in parallel (GPU)
  conformance.py compile OUT       build only, with hipcc or nvcc (CI);
                                   --syntax-only: hipcc -fsyntax-only, nvcc
                                   -cuda, nothing linked
  conformance.py compiles OUT      translate the positive tests, then compile
                                   each that translated (exit 0) with
                                   --syntax-only, by hipcc and by nvcc where
                                   installed: "exit 0 means it compiles"
  conformance.py report OUT        write docs/conformance.md
  conformance.py compare A B       the positive tests A translated, B
                                   translates to the same bytes

OUT/variants.json lists every build of every test (a test.conf `definitions`
entry is a build of its own) and what each step found; OUT/results.json is
what build-run or compile found.
"""

import argparse
import concurrent.futures as futures
import datetime
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SUITE = os.environ.get("AMP_CONFORMANCE",
                       os.path.join(os.path.dirname(ROOT), "shared", "amp-conformance"))
RUNTIME_INCLUDE = os.path.join(ROOT, "runtime", "include")
# amp.interop.h is Direct3D interop (IUnknown, ID3D11Device): Windows only,
# and included by no test this harness can build.
AMPTEST_SKIPPED_HEADERS = {"amp.interop.h"}
NEGATIVE_MARK = "//#Expects: Error"
RUNNER_EXPECTS = re.compile(r"//#\s*Expects\s*\d*\s*:\s*(warning|error)", re.I)
# amptest's logging.cpp uses va_start and memset without including their
# headers (Visual C++'s <iostream> brings them in); libstdc++'s does not.
AMPTEST_FORCE_INCLUDES = ["-include", "cstdarg", "-include", "cstring"]
# The suite is C++11/14 for Visual C++ 2012-2015: some tests use dynamic
# exception specifications (`throw(int)`), which C++17 removed.
STD = "-std=c++14"
# The suite's Linux port was written against HCC's <amp.h>, which did not
# bring in the Parallel Patterns Library as Visual C++'s did: amptest
# declares its own concurrency::Test::event, which PPL's concurrency::event
# would make ambiguous under the tests' two using-directives.
HCC_AMP_H = "-DAMP2HIP_AMP_H_WITHOUT_PPL"


# ---------------------------------------------------------------- test list

def parse_test_conf(path):
    """test.conf is a Perl hash (`%config = ( 'k' => v, ... );`): read it
    with Perl itself, which every Debian system has, rather than guess at
    Perl syntax."""
    script = ("use JSON::PP; our %config; my $src = do { local $/; <STDIN> };"
              " eval $src; die $@ if $@; print JSON::PP->new->canonical->encode(\\%config);")
    with open(path) as f:
        out = subprocess.run(["perl", "-e", script], stdin=f, capture_output=True,
                             text=True, check=True).stdout
    return json.loads(out)


def expects_error_in_lower_case(text):
    """HCC's runner also treats `//#Expects: error Cnnnn` (any case) as an
    expected build failure; the README's count (868/316) does not. Such tests
    are positive here, and reported apart."""
    return NEGATIVE_MARK not in text and bool(RUNNER_EXPECTS.search(text))


def nearest_conf(test_dir, tests_root):
    """The suite's runner reads the `*.conf` file of the test's folder or,
    failing that, of the nearest folder above it (a folder of variants shares
    one test.conf)."""
    d = test_dir
    while True:
        confs = sorted(f for f in os.listdir(d) if f.endswith(".conf"))
        if confs:
            return os.path.join(d, confs[0])
        if os.path.samefile(d, tests_root):
            return None
        d = os.path.dirname(d)


def discover(suite, pattern=None, listed=None):
    """Every build of every test: dicts with id, variant, defines, ..."""
    tests_root = os.path.join(suite, "Tests")
    found = []
    for dirpath, _, files in os.walk(tests_root):
        if "test.cpp" not in files:
            continue
        rel = os.path.relpath(dirpath, tests_root)
        if pattern and not re.search(pattern, rel):
            continue
        if listed is not None and rel not in listed:
            continue
        with open(os.path.join(dirpath, "test.cpp"), errors="replace") as f:
            text = f.read()
        negative = NEGATIVE_MARK in text
        expects_any_case = expects_error_in_lower_case(text)
        conf_file = nearest_conf(dirpath, tests_root)
        conf = parse_test_conf(conf_file) if conf_file else {}
        definitions = conf.get("definitions") or [{}]
        for k, defs in enumerate(definitions):
            found.append({
                "test": rel,
                "variant": k if len(definitions) > 1 else None,
                "name": rel if len(definitions) == 1 else "%s [%d]" % (rel, k),
                "defines": {str(a): str(b) for a, b in sorted(defs.items())},
                "compile_only": bool(conf.get("compile_only")),
                "negative": negative,
                "expects_error_any_case": expects_any_case,
            })
    found.sort(key=lambda v: (v["test"], v["variant"] or 0))
    return found


def variant_root(out, v):
    return os.path.join(out, "tests" if v["variant"] is None else "tests.%d" % v["variant"])


def define_flags(v):
    return ["-D%s=%s" % (k, val) for k, val in v["defines"].items()]


def read_list(path):
    with open(path) as f:
        return {line.strip() for line in f if line.strip() and not line.startswith("#")}


def read_lists(paths):
    """The tests of every --tests-file given (None: no list, every test)."""
    return set().union(*map(read_list, paths)) if paths else None


def load_variants(out):
    with open(os.path.join(out, "variants.json")) as f:
        return json.load(f)


def save_json(path, data):
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(data, f, indent=1, sort_keys=True)
    os.replace(tmp, path)


def telling_run_line(text, limit=200):
    """What a failed run said last about why: amptest logs progress first
    and the verdict or the exception at the end."""
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    for l in reversed(lines):
        if re.search(r"fail|error|exception|expected|mismatch|abort", l, re.I):
            return l[:limit]
    return (lines[-1] if lines else "no output")[:limit]


def first_line(text, limit=200):
    """The first diagnostic-looking line of a log: what a reader wants."""
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    for l in lines:
        if re.search(r"\berror\b|Error|FAIL|fatal", l):
            return l[:limit]
    return (lines[0] if lines else "")[:limit]


# ---------------------------------------------------------------- translate

def translate_amptest(amp2hip, out):
    """The amptest headers hold restrict(amp,cpu) code, so they are
    translated like user headers: a scratch copy of the library gets a source
    that includes every header, and the tool migrates the tree."""
    scratch = os.path.join(out, "amptest-src")
    shutil.rmtree(scratch, ignore_errors=True)
    shutil.copytree(os.path.join(SUITE, "amp_test_lib"), scratch)
    inc = os.path.join(scratch, "inc")
    headers = ["amptest.h", "amptest_main.h"] + [
        "amptest/" + h for h in sorted(os.listdir(os.path.join(inc, "amptest")))
        if h not in AMPTEST_SKIPPED_HEADERS]
    every = os.path.join(scratch, "src", "every_header.cpp")
    with open(every, "w") as f:
        f.write("".join("#include <%s>\n" % h for h in headers))
    target = os.path.join(out, "amptest")
    shutil.rmtree(target, ignore_errors=True)
    srcs = sorted(os.path.join(scratch, "src", s)
                  for s in os.listdir(os.path.join(scratch, "src")))
    cmd = [amp2hip, "--in-root=" + scratch, "--out-root=" + target] + srcs + [
        "--", STD, HCC_AMP_H, "-I" + inc] + AMPTEST_FORCE_INCLUDES
    r = subprocess.run(cmd, capture_output=True, text=True)
    with open(os.path.join(out, "amptest.translate.log"), "w") as f:
        f.write(r.stdout + r.stderr)
    if r.returncode != 0:
        sys.exit("conformance: the amptest library did not translate:\n" +
                 "\n".join(l for l in (r.stdout + r.stderr).splitlines() if "error" in l)[:4000])
    os.remove(os.path.join(target, "src", "every_header.cpp"))
    shutil.copyfile(os.path.join(ROOT, "test", "conformance", "amptest_platform.h"),
                    os.path.join(target, "inc", "amptest", "platform.h"))
    print("amptest library translated into", target)


def translate_one(amp2hip, out, v, timeout):
    tests_root = os.path.join(SUITE, "Tests")
    out_root = os.path.join(variant_root(out, v), "Tests")
    src = os.path.join(tests_root, v["test"], "test.cpp")
    # --no-copy: only this test and the headers it includes; the rest of the
    # tree belongs to other tests' runs.
    cmd = [amp2hip, "--in-root=" + tests_root, "--out-root=" + out_root, "--no-copy", src, "--",
           STD, HCC_AMP_H, "-I" + os.path.join(SUITE, "amp_test_lib", "inc")] + define_flags(v)
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        rc, log = r.returncode, r.stdout + r.stderr
    except subprocess.TimeoutExpired:
        rc, log = None, "translation timed out after %d s" % timeout
    # The tool exits 1 on a diagnosed error and 2 when it could not run; a
    # signal (negative code) or a timeout is a crash.
    if rc == 0:
        status = "translated"
    elif rc == 1 and "error:" in log:
        status = "rejected"
    else:
        status = "crashed"
    errors = [l for l in log.splitlines() if "error:" in l]
    return {"translation": status, "translation_rc": rc,
            "translation_reason": (errors[0] if errors else first_line(log))[:300],
            "errors": translation_errors(log),
            "source": os.path.join(out_root, v["test"], "test.cpp") if status == "translated" else None}


DIAGNOSTIC_LINE = re.compile(r"^(.*?):(\d+):\d+: (error|warning|note): (.*)$")


def translation_errors(log):
    """Each error of a translation log: its file's base name, line, message
    and the lines of the notes after it (where a template was instantiated:
    the user's line of an error inside a header)."""
    errors, current = [], None
    for line in log.splitlines():
        m = DIAGNOSTIC_LINE.match(line)
        if not m:
            continue
        where = [os.path.basename(m.group(1)), int(m.group(2))]
        if m.group(3) == "error":
            current = {"at": [where], "message": m.group(4)[:300]}
            errors.append(current)
        elif m.group(3) == "note" and current:
            current["at"].append(where)
        else:
            current = None
    return errors[:50]


def cmd_translate(args):
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)
    amp2hip = args.amp2hip or os.path.join(ROOT, "build", "tools", "amp2hip", "amp2hip")
    if not os.access(amp2hip, os.X_OK):
        sys.exit("conformance: translator not found at %s (build it, or pass --amp2hip)" % amp2hip)
    listed = read_lists(args.tests_file)
    variants = [v for v in discover(SUITE, args.filter, listed)
                if (args.kind == "all" or v["negative"] == (args.kind == "negative"))
                and not (args.first_variant and v["variant"])]
    translate_amptest(amp2hip, out)
    t0 = time.time()
    with futures.ThreadPoolExecutor(args.jobs) as pool:
        jobs = {pool.submit(translate_one, amp2hip, out, v, args.timeout): v for v in variants}
        for n, job in enumerate(futures.as_completed(jobs), 1):
            jobs[job].update(job.result())
            if n % 100 == 0:
                print("  %d/%d translated (%.0f s)" % (n, len(variants), time.time() - t0), flush=True)
    save_json(os.path.join(out, "variants.json"), variants)
    counts = {}
    for v in variants:
        key = ("negative " if v["negative"] else "positive ") + v["translation"]
        counts[key] = counts.get(key, 0) + 1
    print("translation: %s (%.0f s)" % (", ".join("%s %d" % kv for kv in sorted(counts.items())),
                                        time.time() - t0))


# ---------------------------------------------------------------- build

class Toolchain:
    """How to build a translated test with nvcc (CUDA runtime backend) or
    hipcc (HIP backend, AMD code generation)."""

    def __init__(self, kind, arch, out):
        self.kind, self.arch, self.out = kind, arch, out
        self.amptest_inc = os.path.join(out, "amptest", "inc")
        self.libdir = os.path.join(out, "lib-" + kind)
        if kind == "nvcc":
            self.cc = os.environ.get("NVCC") or shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc"
            # --extended-lambda: restrict(amp) lambdas inside macros keep a
            # __device__ annotation (nvcc extended lambdas).
            self.flags = [STD, "-arch=" + arch, "-w", "--extended-lambda", "--expt-relaxed-constexpr", "-x", "cu"]
            self.link = ["-arch=" + arch]
            self.runtime_lib = "amp2hip_cuda"
        elif kind == "hipcc":
            self.cc = os.environ.get("HIPCC") or "hipcc"
            self.flags = [STD, "--offload-arch=" + arch, "-w"]
            self.link = ["--offload-arch=" + arch]
            self.runtime_lib = "amp2hip_hip"
        else:
            # A CPU build (libamp2hip_cpu.a): the host compiler, kernels on
            # the host's cores through oneTBB and Boost.Context.
            self.cc = os.environ.get("CXX") or "g++"
            self.flags = [STD, "-O1", "-w"]
            self.link = []
            self.runtime_lib = "amp2hip_cpu"
        # The backend's own sources; the others define the same functions.
        self.backend_sources = {"nvcc": ["backend_cuda.cpp"], "hipcc": ["backend_hip.cpp"],
                                "cpu": ["backend_cpu.cpp", "cpu_tiles.cpp"]}[kind]
        self.backend_define = {"nvcc": "-DAMP2HIP_BACKEND_CUDA=1",
                               "hipcc": "-DAMP2HIP_BACKEND_HIP=1",
                               "cpu": "-DAMP2HIP_BACKEND_CPU=1"}[kind]

    def compile(self, src, obj, defines=(), syntax_only=False):
        # nvcc has no -fsyntax-only: -cuda runs its front end (both sides)
        # and the device compiler, without the host compiler's pass over
        # the front end's output (a quarter of an nvcc -c).
        if syntax_only:
            output = ["-cuda", src, "-o", obj + ".ii"] if self.kind == "nvcc" \
                else ["-fsyntax-only", src]
        else:
            output = ["-c", src, "-o", obj]
        cmd = [self.cc] + self.flags + ["-I" + RUNTIME_INCLUDE, "-I" + self.amptest_inc] + \
            list(defines) + output
        return subprocess.run(cmd, capture_output=True, text=True)

    def link_exe(self, objs, exe):
        cmd = [self.cc] + self.link + objs + ["-L" + self.libdir, "-lamptest",
                                              "-l" + self.runtime_lib, "-o", exe]
        if self.kind == "cpu":
            cmd[-2:-2] = ["-ltbb", "-lboost_context", "-pthread"]
        return subprocess.run(cmd, capture_output=True, text=True)

    def build_libraries(self, jobs):
        """The runtime library and the translated amptest sources, once."""
        os.makedirs(self.libdir, exist_ok=True)
        backends = ("backend_hip.cpp", "backend_cuda.cpp", "backend_cpu.cpp", "cpu_tiles.cpp")
        rt_srcs = [os.path.join(ROOT, "runtime", "src", s)
                   for s in sorted(os.listdir(os.path.join(ROOT, "runtime", "src")))
                   if s.endswith(".cpp") and (s not in backends or s in self.backend_sources)]
        at_dir = os.path.join(self.out, "amptest", "src")
        at_srcs = [os.path.join(at_dir, s) for s in sorted(os.listdir(at_dir)) if s.endswith(".cpp")]
        backend = self.backend_define

        def build(src, lib):
            obj = os.path.join(self.libdir, lib + "." + os.path.basename(src) + ".o")
            r = self.compile(src, obj, [backend, "-O2"] +
                             (AMPTEST_FORCE_INCLUDES if lib == "amptest" else []))
            if r.returncode != 0:
                sys.exit("conformance: %s did not build:\n%s" % (src, (r.stdout + r.stderr)[:3000]))
            return lib, obj

        with futures.ThreadPoolExecutor(jobs) as pool:
            built = list(pool.map(lambda a: build(*a), [(s, "amp2hip") for s in rt_srcs] +
                                  [(s, "amptest") for s in at_srcs]))
        for lib, name in (("amp2hip", self.runtime_lib), ("amptest", "amptest")):
            path = os.path.join(self.libdir, "lib%s.a" % name)
            if os.path.exists(path):
                os.remove(path)
            subprocess.run(["ar", "rcs", path] + [o for l, o in built if l == lib], check=True)


def build_and_maybe_run(tc, v, run, timeout, syntax_only=False):
    """One variant: build, then run unless compile_only. Returns a result."""
    work = os.path.join(tc.out, "bin-" + tc.kind, v["test"] + ("" if v["variant"] is None
                                                                 else ".%d" % v["variant"]))
    os.makedirs(work, exist_ok=True)
    obj, exe = os.path.join(work, "test.o"), os.path.join(work, "test")
    t0 = time.time()
    # The source is found from the output folder, not a stored path: the
    # folder travels to the GPU machine.
    source = os.path.join(variant_root(tc.out, v), "Tests", v["test"], "test.cpp")
    # The definitions go in a force-included header: nvcc reads a comma in a
    # -D value (`PARAMETERS=int x, int y`) as the start of another -D.
    defines = os.path.join(work, "definitions.h")
    with open(defines, "w") as f:
        f.write("".join("#define %s %s\n" % kv for kv in v["defines"].items()))
    r = tc.compile(source, obj, ["-include", defines], syntax_only)
    if r.returncode == 0 and not v["compile_only"] and not syntax_only:  # compile_only: the suite's runner links nothing
        r = tc.link_exe([obj], exe)
    build_s = time.time() - t0
    if r.returncode != 0:
        return {"outcome": "build error", "reason": first_line(r.stdout + r.stderr),
                "build_s": round(build_s, 1)}
    if not run or v["compile_only"]:
        return {"outcome": "pass", "reason": "", "build_s": round(build_s, 1)}
    t1 = time.time()
    try:
        p = subprocess.run([exe], cwd=work, capture_output=True, text=True, timeout=timeout,
                           errors="replace")
        rc, log = p.returncode, p.stdout + p.stderr
    except subprocess.TimeoutExpired:
        return {"outcome": "timeout", "reason": "killed after %d s" % timeout,
                "build_s": round(build_s, 1), "run_s": timeout}
    run_s = round(time.time() - t1, 2)
    with open(os.path.join(work, "run.log"), "w") as f:
        f.write(log)
    if rc == 0:
        outcome, reason = "pass", ""
    elif rc == 2:
        outcome, reason = "skipped", telling_run_line(log)
    elif rc < 0:
        outcome, reason = "crash", "signal %d; %s" % (-rc, telling_run_line(log))
    else:
        outcome, reason = "wrong result", "exit code %d; %s" % (rc, telling_run_line(log))
    return {"outcome": outcome, "reason": reason, "build_s": round(build_s, 1), "run_s": run_s}


def cmd_build(args, run):
    out = os.path.abspath(args.out)
    variants = load_variants(out)
    listed = read_lists(args.tests_file)
    chosen = [v for v in variants if not v["negative"]
              and (listed is None or v["test"] in listed)
              and (not args.filter or re.search(args.filter, v["test"]))]
    todo = [v for v in chosen if v["translation"] == "translated"]
    shard, shards = (int(x) for x in args.shard.split("/")) if args.shard else (1, 1)
    todo = todo[shard - 1::shards]
    untranslated = [v["name"] for v in chosen if v["translation"] != "translated"]
    for name in untranslated:
        print("not translated:", name)
    tc = Toolchain(args.compiler, args.arch, out)
    t0 = time.time()
    syntax_only = getattr(args, "syntax_only", False)
    if not syntax_only:
        tc.build_libraries(args.jobs)
        print("libraries built (%.0f s)" % (time.time() - t0))
    print("%d builds to do" % len(todo), flush=True)
    results_path = os.path.join(out, ("results%s.json" % (".%d-of-%d" % (shard, shards) if shards > 1 else ""))
                                if run else "compile-%s%s.json" % (tc.kind, "-syntax" if syntax_only else ""))
    results = {}
    deadline = t0 + args.deadline if args.deadline else None

    device = device_name() if run else None

    def snapshot():
        """Written as the run goes, so a run cut short still reports."""
        save_json(results_path, {"toolchain": tc.kind, "arch": tc.arch, "results": results,
                                 "device": device, "seconds": round(time.time() - t0)})

    def one(v):
        if deadline and time.time() > deadline:
            return {"outcome": "not run", "reason": "harness deadline reached"}
        return build_and_maybe_run(tc, v, run, args.timeout, syntax_only)

    with futures.ThreadPoolExecutor(args.jobs) as pool:
        jobs = {pool.submit(one, v): v for v in todo}
        for n, job in enumerate(futures.as_completed(jobs), 1):
            results[jobs[job]["name"]] = job.result()
            if n % 50 == 0:
                snapshot()
                print("  %d/%d (%.0f s)" % (n, len(todo), time.time() - t0), flush=True)
    snapshot()
    tally = {}
    for r in results.values():
        tally[r["outcome"]] = tally.get(r["outcome"], 0) + 1
    print("%s: %s (%.0f s)" % ("build-run" if run else "compile",
                               ", ".join("%s %d" % kv for kv in sorted(tally.items())),
                               time.time() - t0))
    failed = [n for n, r in results.items() if r["outcome"] not in ("pass", "skipped")]
    for name in sorted(failed):
        print("FAILED %s: %s" % (name, results[name]["reason"]))
    return 1 if (args.strict and (failed or untranslated)) else 0


def cmd_compiles(args):
    """Exit 0 means it compiles: each positive test is translated and, when
    amp2hip accepts it, compiled at once by each compiler at hand (hipcc
    -fsyntax-only, nvcc -cuda), so that a long run cut short still says what
    it found. What amp2hip rejects is left out (the property is about
    exit 0); OUT/compiles.json holds every variant's outcome, and at the
    end OUT/variants.json what the translate step would have written."""
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)
    amp2hip = os.path.abspath(args.amp2hip or os.path.join(ROOT, "build", "tools", "amp2hip", "amp2hip"))
    if args.hipcc or args.nvcc:
        found = {"hipcc": args.hipcc, "nvcc": args.nvcc}
    else:
        found = {"hipcc": os.environ.get("HIPCC") or shutil.which("hipcc"),
                 "nvcc": os.environ.get("NVCC") or shutil.which("nvcc") or
                 next(iter(glob.glob("/usr/local/cuda/bin/nvcc")), None)}
    compilers = [c for c in ("hipcc", "nvcc") if found[c]]
    for c in compilers:  # Toolchain reads them from the environment
        os.environ[c.upper()] = found[c]
    if not compilers:
        print("SKIPPED: neither hipcc nor nvcc is installed")
        return 0
    listed = read_lists(args.tests_file)
    variants = [v for v in discover(SUITE, args.filter, listed)
                if not v["negative"] and not (args.first_variant and v["variant"])]
    translate_amptest(amp2hip, out)
    toolchains = [Toolchain(c, "sm_90" if c == "nvcc" else "gfx90a", out) for c in compilers]
    t0 = time.time()
    results, failed = {}, []

    def one(v):
        v.update(translate_one(amp2hip, out, v, args.timeout))
        if v["translation"] != "translated":
            return {"translation": v["translation"], "reason": v["translation_reason"]}
        r = {"translation": "translated"}
        for tc in toolchains:
            built = build_and_maybe_run(tc, v, False, args.timeout, syntax_only=True)
            r[tc.kind] = built["outcome"]
            if built["outcome"] != "pass":
                r[tc.kind + "_reason"] = built["reason"]
        return r

    with futures.ThreadPoolExecutor(args.jobs) as pool:
        jobs = {pool.submit(one, v): v for v in variants}
        for n, job in enumerate(futures.as_completed(jobs), 1):
            name, r = jobs[job]["name"], job.result()
            results[name] = r
            bad = [k for k in compilers if r.get(k, "pass") != "pass"]
            if bad:
                failed.append(name)
            print("[%d/%d %.0f s] %s: %s%s" % (
                n, len(variants), time.time() - t0, name, r["translation"],
                "".join(", %s: %s" % (k, r[k + "_reason"]) for k in bad)), flush=True)
            if n % 20 == 0 or n == len(variants):
                save_json(os.path.join(out, "compiles.json"), results)
    # As the translate step leaves it: compile, build-run and report can
    # take the folder on.
    save_json(os.path.join(out, "variants.json"), variants)
    translated = sum(r["translation"] == "translated" for r in results.values())
    print("%d positive variants, %d translated (exit 0), %d of those do not compile (%s)"
          % (len(variants), translated, len(failed), ", ".join(compilers)))
    for name in sorted(failed):
        print("FAILED", name)
    return 1 if failed else 0


def device_name():
    try:
        return subprocess.run(["nvidia-smi", "--query-gpu=name", "--format=csv,noheader"],
                              capture_output=True, text=True).stdout.strip().splitlines()[0]
    except (OSError, IndexError):
        return "unknown"


# ---------------------------------------------------------------- report

# Tests the suite's Linux port made fail whatever the implementation does
# (their checks sit in `#if 0`); the report names them so no one chases them.
PORT_FORCED_FAILURES = {
    "7_para_for_each/ComputeDomain/ComputeDomain.01":
        "the port replaced the rank-128 checks with `#else result &= false`",
    "5_Data_Cont/5_1_array/5_1_2_c/Extent_Acclvw/General/Test.03":
        "`runall_result result = false;` and every check in `#if 0`",
}

# Tests that rely on what Visual C++ accepted and standard C++ (Clang, GCC,
# nvcc's host compiler) does not, or on amptest functions amptest lacks;
# named in the report so that the reader need not rediscover why.
NOT_PORTABLE = {
    "2_Cxx_Lang_Exte/2_1_Synt/2_1_1_Func_Decl_Synt/Simple/Test.02":
        "its variants put a declarator with a trailing return type in a group "
        "(`auto decl1=3, func() -> int`), which C++ forbids",
    "2_Cxx_Lang_Exte/2_1_Synt/2_1_3_Type_Spec/Typedef/Test.01":
        "its variants give a typedef an exception specification, which C++14 forbids",
    "5_Data_Cont/5_1_array/5_1_4_v_o/reinterpret_As/Test.02":
        "`std::vector<const int>`, which libstdc++ rejects (an allocator of const T)",
    "5_Data_Cont/5_1_array/5_1_4_v_o/reinterpret_As/Test.02.01":
        "`std::vector<const int>`, which libstdc++ rejects (an allocator of const T)",
    "5_Data_Cont/5_1_array/5_1_2_c/5_1_2_1/Extent_Accl_Staging/General/Test.01":
        "calls `Log_writeline()`, which amptest does not declare "
        "(it has `Log_writeline(LogType)`)",
}


def expects_error_any_case(v):
    """See discover(); read again for variants.json files written before."""
    if "expects_error_any_case" in v:
        return v["expects_error_any_case"]
    with open(os.path.join(SUITE, "Tests", v["test"], "test.cpp"), errors="replace") as f:
        return expects_error_in_lower_case(f.read())


def load_run_results(out):
    """Every build-run's results in OUT, merged (results.json, or one
    results.K-of-N.json per shard; a later file wins), and the last run's
    header (toolchain, arch, device)."""
    results, run = {}, None
    for name in sorted(os.listdir(out)):
        if re.fullmatch(r"results(\.\d+-of-\d+)?\.json", name):
            with open(os.path.join(out, name)) as f:
                run = json.load(f)
            results.update(run["results"])
    if run is None:
        sys.exit("conformance: no results*.json in %s (run build-run first)" % out)
    return results, run


def judge(v, results):
    """The suite's verdict on one variant, with the first line of why."""
    if v["negative"]:
        if v["translation"] == "rejected":
            return "rejected", v["translation_reason"]
        if v["translation"] == "crashed":
            return "crashed", v["translation_reason"]
        return "accepted", "amp2hip translated it"
    if v["translation"] != "translated":
        return "failed", "translation error: " + v["translation_reason"]
    r = results.get(v["name"])
    if r is None:
        return "failed", "not built"
    if r["outcome"] == "pass":
        return "passed", ""
    if r["outcome"] == "skipped":
        return "skipped", r["reason"]
    return "failed", "%s: %s" % (r["outcome"], r["reason"])


# ------------------------------------------------ negative tests' reasons

EXPECTS_ERROR = re.compile(r"#Expects\s*\d*\s*:\s*Error\s*:(.*)", re.I)
# Clang's words for the Visual C++ errors the suite expects from the
# compiler proper (a static_assert in amp.h, overload resolution), where
# the error comes from the parse rather than from amp2hip's checks. Each
# pattern is the same mistake in Clang's words, never a guess.
AMP_CLASS = (r"'(?:const )?(?:(?:concurrency|Concurrency)::)?(?:graphics::)?"
             r"(?:array|array_view|index|extent|tiled_extent|texture|writeonly_texture_view|"
             r"texture_view)<")
CLANG_AS_VISUAL_CPP = [
    (re.compile(r"static assertion failed|static_assert failed"), {"C2338"}),
    # Overload resolution that found no candidate: Visual C++ says C2664,
    # C2665, C2660 or C2661 by how the candidates failed, and C2668 where
    # several templates fitted a part of the arguments each.
    (re.compile(r"no matching (function|constructor|member function) for (call|initialization)|"
                r"no matching conversion for functional-style cast"),
     {"C2664", "C2665", "C2660", "C2661", "C2668"}),
    # amp.h states the rank and constness rules of its classes and of copy
    # as static_asserts in the member (C2338: `array(int)` on a rank-2
    # array, `av(i, j)` on rank 3, copy into a const array); amp2hip's
    # runtime leaves that overload out, so Clang finds none that fits.
    (re.compile(r"no matching (function|constructor|member function|conversion) for .*"
                + AMP_CLASS + r"|no matching function for call to '(copy|copy_async)'|"
                r"no matching member function for call to '(section|view_as|reinterpret_as)'"),
     {"C2338"}),
    (re.compile(r"call to .* is ambiguous|ambiguous conversion"), {"C2668"}),
    (re.compile(r"no member named|no template named"), {"C2039"}),
    (re.compile(r"no viable conversion|cannot initialize|cannot be initialized|"
                r"no viable overloaded '='|drops '[a-z ]+' qualifier|"
                r"assigning to '.*' from incompatible type"), {"C2440", "C2664"}),
    # An assignment operator no overload of takes these operands (C2679 by
    # the right operand, C2678 by a const left one, C2088 for a compound
    # one).
    (re.compile(r"no viable overloaded '[-+*/%^&|<>]*='"), {"C2679", "C2678", "C2088"}),
    # Assigning to a const object: a const variable or capture, or what a
    # const member function returns.
    (re.compile(r"cannot assign to (variable|return value|a variable).*const"),
     {"C3892", "C2166", "C3490"}),
    (re.compile(r"calling a private constructor|is a private member"), {"C2248"}),
    # An array whose size is negative (extent<-1>'s components): Visual
    # C++'s "negative subscript".
    (re.compile(r"declared as an array with a negative size"), {"C2118"}),
    # A pointer to a reference (amp.h's and the runtime's pointer to the
    # element type of array<int &, 1>): "pointer to reference is illegal".
    (re.compile(r"declared as a pointer to a reference"), {"C2528"}),
    # Assigning to a property that has a get method only.
    (re.compile(r"no setter defined for property"), {"C2774"}),
    # A second destructor (constructor, member) of one signature: C++ AMP
    # does not overload destructors on their restriction either.
    (re.compile(r"(destructor|constructor|class member) cannot be redeclared"), {"C2535"}),
]


def expectations(test):
    """What each `//#Expects: Error: ...` line of a negative test names: the
    line of test.cpp (`test\\.cpp\\(32\\)`, `\\(28\\) : .+ C3561`) and the
    Visual C++ error code (`C3581`), one or both (None where absent)."""
    with open(os.path.join(SUITE, "Tests", test, "test.cpp"), errors="replace") as f:
        text = f.read()
    found = []
    for m in EXPECTS_ERROR.finditer(text):
        e = m.group(1)
        line = re.match(r"\s*(?:test\\?\.cpp)?\\\((\d+)\\\)", e)
        code = re.search(r"\b(C\d{4})\b", e)
        found.append((int(line.group(1)) if line else None, code.group(1) if code else None))
    return found


def visual_cpp_codes():
    """amp2hip id (AMP2HIPnnnn) -> the Visual C++ error codes its row of
    Diagnostics.def (its parts, include/amp2hip/diagnostics/) names."""
    text = ""
    for part in sorted(glob.glob(os.path.join(ROOT, "include", "amp2hip", "diagnostics", "*.def"))):
        with open(part) as f:
            text += f.read()
    codes = {}
    for row in text.split("AMP2HIP_DIAG(")[1:]:
        number = re.match(r"\s*\w+\s*,\s*(\d+)\s*,", row)
        code = re.search(r'"(C\d{4}(?:, C\d{4})*)"', row)
        if number and code:
            codes["AMP2HIP" + number.group(1)] = set(code.group(1).split(", "))
    return codes


def error_codes(error, codes):
    """The Visual C++ codes one translation error stands for."""
    found = set(re.findall(r"\b(C\d{4})\b", error["message"]))
    amp_id = re.search(r"\[(AMP2HIP\d+)\]$", error["message"])
    if amp_id:
        found |= codes.get(amp_id.group(1), set())
    for pattern, equivalents in CLANG_AS_VISUAL_CPP:
        if not amp_id and pattern.search(error["message"]):
            found |= equivalents
    return found


def rejected_for_reason(v, codes):
    """A rejected negative test is rejected for its reason when one of its
    errors meets one of its expectations: at the line of test.cpp it names
    (the error's own line or a note's, where a template was instantiated)
    and with the Visual C++ code it names, where it names one."""
    for line, code in expectations(v["test"]):
        for error in v.get("errors", []):
            if line is not None and ["test.cpp", line] not in error["at"]:
                continue
            if code is not None and code not in error_codes(error, codes):
                continue
            return True
    return False


def tally(variants, results):
    """Test name -> its verdict over all its builds (the suite's runner
    counts a test, not its builds), and for a negative test whether every
    build was rejected for the reason its //#Expects names."""
    tests = {}
    codes = visual_cpp_codes()
    for v in variants:
        verdict, why = judge(v, results)
        t = tests.setdefault(v["test"], {"negative": v["negative"], "verdicts": [], "why": "",
                                         "odd": expects_error_any_case(v), "for_reason": True,
                                         "first_error": ""})
        t["verdicts"].append(verdict)
        if v["negative"]:
            t["for_reason"] &= verdict == "rejected" and rejected_for_reason(v, codes)
            if verdict == "rejected" and not t["first_error"]:
                t["first_error"] = v["translation_reason"]
        if verdict not in ("passed", "rejected", "skipped") and not t["why"]:
            t["why"] = ("%s: " % v["name"] if v["variant"] is not None else "") + why
    for t in tests.values():
        vs = t["verdicts"]
        if t["negative"]:
            t["verdict"] = ("crashed" if "crashed" in vs else
                            "rejected" if all(x == "rejected" for x in vs) else "accepted")
        else:
            t["verdict"] = ("failed" if "failed" in vs else
                            "skipped" if "skipped" in vs else "passed")
    return tests


def cmd_negatives(args):
    """The negative tests of a translate step, counted as the report counts
    them, and by the Visual C++ code their //#Expects names."""
    tests = {name: t for name, t in tally(load_variants(os.path.abspath(args.out)), {}).items()
             if t["negative"]}
    count = lambda pred: sum(1 for t in tests.values() if pred(t))
    print("negative tests: %d rejected, %d for the reason the test expects, %d accepted, "
          "%d crashed, of %d" % (
              count(lambda t: t["verdict"] == "rejected"),
              count(lambda t: t["verdict"] == "rejected" and t["for_reason"]),
              count(lambda t: t["verdict"] == "accepted"),
              count(lambda t: t["verdict"] == "crashed"), len(tests)))
    by_code = {}
    for name, t in tests.items():
        named = sorted({code for _, code in expectations(name) if code}) or ["(line only)"]
        row = by_code.setdefault(", ".join(named), [0, 0, 0, []])
        row[0] += 1
        row[1] += t["verdict"] == "rejected"
        row[2] += t["verdict"] == "rejected" and t["for_reason"]
        if not (t["verdict"] == "rejected" and t["for_reason"]):
            row[3].append(name)
    print("\n| Visual C++ code | tests | rejected | for the reason |\n|---|---:|---:|---:|")
    for code, (n, rejected, reason, _) in sorted(by_code.items(), key=lambda kv: (-kv[1][0], kv[0])):
        print("| %s | %d | %d | %d |" % (code, n, rejected, reason))
    if args.list:
        print("\nNot rejected for their reason:")
        for code, row in sorted(by_code.items()):
            for name in row[3]:
                print("  %s  %s  %s" % (code, tests[name]["verdict"], name))
    return 0


def cmd_report(args):
    out = os.path.abspath(args.out)
    variants = load_variants(out)
    results, run = load_run_results(out)
    tests = tally(variants, results)

    def count(pred):
        return sum(1 for t in tests.values() if pred(t))

    pos = count(lambda t: not t["negative"])
    neg = count(lambda t: t["negative"])
    lines = [
        "# C++ AMP conformance",
        "",
        "Generated by `test/conformance/conformance.py report` from one full run "
        "(translation here, build with %s and run on the GPU)." % run["toolchain"],
        "",
        "- date: %s" % (args.date or datetime.date.today().isoformat()),
        "- device: %s (%s)" % (run.get("device") or "none", run["arch"]),
        "- positive tests: **%d passed**, %d failed, %d skipped, of %d" % (
            count(lambda t: not t["negative"] and t["verdict"] == "passed"),
            count(lambda t: not t["negative"] and t["verdict"] == "failed"),
            count(lambda t: not t["negative"] and t["verdict"] == "skipped"), pos),
        "- negative tests: %d rejected by amp2hip (%d for the reason the test expects), "
        "%d accepted, %d crashed the translator, of %d" % (
            count(lambda t: t["negative"] and t["verdict"] == "rejected"),
            count(lambda t: t["negative"] and t["verdict"] == "rejected" and t["for_reason"]),
            count(lambda t: t["negative"] and t["verdict"] == "accepted"),
            count(lambda t: t["negative"] and t["verdict"] == "crashed"), neg),
        "- reference: HCC passed 818 of 868 positive tests and rejected 314 of 316 negative ones",
    ] + ["- " + n for n in (args.note or [])] + [
        "",
        "## By chapter",
        "",
        "| chapter | positive | passed | failed | skipped | negative | rejected |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    chapters = {}
    for name, t in tests.items():
        ch = "/".join(name.split("/")[:2])
        c = chapters.setdefault(ch, {"positive": 0, "passed": 0, "failed": 0, "skipped": 0,
                                     "negative": 0, "rejected": 0})
        if t["negative"]:
            c["negative"] += 1
            c["rejected"] += t["verdict"] == "rejected"
        else:
            c["positive"] += 1
            c[t["verdict"]] += 1
    for ch in sorted(chapters):
        c = chapters[ch]
        lines.append("| %s | %d | %d | %d | %d | %d | %d |" % (
            ch, c["positive"], c["passed"], c["failed"], c["skipped"], c["negative"], c["rejected"]))
    odd = [n for n, t in tests.items() if t["odd"]]
    lines += ["", "## Failing positive tests", "",
              "Marked *(expects error)*: %d tests carry `//#Expects: error Cnnnn` in lower "
              "case, which HCC's runner reads as an expected build failure and the "
              "README's count does not; they are built to fail and are counted as "
              "positive tests here, as the README counts them." % len(odd), "",
              "| test | why |", "|---|---|"]
    for name in sorted(tests):
        t = tests[name]
        if not t["negative"] and t["verdict"] == "failed":
            why = t["why"]
            if name in PORT_FORCED_FAILURES:
                why = "always fails in the suite's port: %s; %s" % (PORT_FORCED_FAILURES[name], why)
            elif name in NOT_PORTABLE:
                why = "not portable C++: %s; %s" % (NOT_PORTABLE[name], why)
            lines.append("| %s%s | %s |" % (name, " *(expects error)*" if t["odd"] else "",
                                            why.replace("|", "/")))
    lines += ["", "## Skipped positive tests", "", "| test | why |", "|---|---|"]
    for name in sorted(tests):
        t = tests[name]
        if not t["negative"] and t["verdict"] == "skipped":
            lines.append("| %s | %s |" % (name, t["why"].replace("|", "/")))
    lines += ["", "## Negative tests rejected for another reason", "",
              "A rejection counts as *for the reason the test expects* when one of amp2hip's "
              "errors meets one of the test's `//#Expects` lines: at the line of test.cpp it "
              "names (or a note there, for an error inside a template), with the Visual C++ "
              "code it names (amp2hip's own errors carry the code of their Diagnostics.def "
              "row; a few of Clang's are read as Visual C++'s, the table CLANG_AS_VISUAL_CPP "
              "of conformance.py: static assertion C2338, overload resolution "
              "C2664/C2665/C2660/C2661/C2668, no overload of a C++ AMP class's member or of "
              "copy where amp.h has a static_assert C2338, missing member C2039, conversion "
              "C2440, assignment operator C2679/C2678/C2088, assignment to const "
              "C3892/C2166/C3490, private member C2248).", "",
              "| test | first error |", "|---|---|"]
    for name in sorted(tests):
        t = tests[name]
        if t["negative"] and t["verdict"] == "rejected" and not t["for_reason"]:
            lines.append("| %s | %s |" % (name, t["first_error"].replace("|", "/")))
    lines += ["", "## Negative tests amp2hip does not reject yet", "",
              "Rejecting them is later work; here they must only not crash the translator.", "",
              "| test | verdict |", "|---|---|"]
    for name in sorted(tests):
        t = tests[name]
        if t["negative"] and t["verdict"] != "rejected":
            lines.append("| %s | %s |" % (name, t["verdict"]))
    text = suite_relative("\n".join(lines) + "\n")
    if args.output:
        with open(args.output, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


def suite_relative(text):
    """The text with each test's path relative to the suite (`Tests/...`),
    not the machine's that ran it."""
    return re.sub(r"(?<=[\s(])/[^\s:|]*?/(?=Tests/)", "", text)


# ---------------------------------------------------------------- sample

def cmd_choose_sample(args):
    """The CI sample: every k-th test (sorted) of each chapter folder among
    the positive tests whose builds all passed in OUT's GPU run, at least one
    per folder that has one, so CI guards what is known to work; the GPU run
    judges everything."""
    out = os.path.abspath(args.out)
    results, _ = load_run_results(out)
    passed, failed = set(), set()
    for v in load_variants(out):
        if v["negative"]:
            continue
        ok = v["translation"] == "translated" and results.get(v["name"], {}).get("outcome") == "pass"
        (passed if ok else failed).add(v["test"])
    by_chapter = {}
    for t in sorted(passed - failed):
        by_chapter.setdefault("/".join(t.split("/")[:2]), []).append(t)
    sample = set()
    for tests in by_chapter.values():
        sample.update(tests[::args.every] or tests[:1])
    with open(args.output, "w") as f:
        f.write("# The CI sample of the C++ AMP conformance suite: every %d-th positive\n"
                "# test (sorted) of each chapter folder among those that passed on the GPU\n"
                "# (conformance.py choose-sample --every %d), at least one per folder.\n"
                "# CI translates their first build (with cpu_sample.txt's, which the CPU\n"
                "# step builds) and compiles it for AMD (hipcc -fsyntax-only) and NVIDIA\n"
                "# (nvcc -cuda). Fixed on purpose: regenerate only after a full run.\n"
                % (args.every, args.every))
        f.write("\n".join(sorted(sample)) + "\n")
    print("%d tests in %d chapter folders" % (len(sample), len(by_chapter)))


# ---------------------------------------------------------------- compare

def translated_files(root):
    """Every file under a translation's output folder, by relative path."""
    found = {}
    for dirpath, _, files in os.walk(root):
        for name in files:
            path = os.path.join(dirpath, name)
            found[os.path.relpath(path, root)] = path
    return found


def same_bytes(a, b):
    with open(a, "rb") as fa, open(b, "rb") as fb:
        return fa.read() == fb.read()


def cmd_compare(args):
    """A change that only diagnoses (the restriction checker) must not
    change what translates: the positive tests that translated in BEFORE
    still translate in AFTER, and every output file both runs wrote is the
    same byte for byte (the amptest library's and each test's). A test that
    names the error it expects in lower case (`//#Expects: error C3597`,
    counted as positive as the suite's README counts it) may be lost: Visual
    C++ rejected it."""
    before = {v["name"]: v for v in load_variants(os.path.abspath(args.before))}
    after = {v["name"]: v for v in load_variants(os.path.abspath(args.after))}

    def translated(v):
        return v and not v["negative"] and v["translation"] == "translated"

    lost, expected, differ = [], [], []
    for name, v in sorted(before.items()):
        if translated(v) and not translated(after.get(name)):
            w = after.get(name) or {}
            line = "%s: %s" % (name, w.get("translation_reason", "not translated"))
            (expected if expects_error_any_case(v) else lost).append(line)
    gained = sorted(n for n, w in after.items()
                    if translated(w) and not translated(before.get(n)))
    # Files of tests that translated in one run only are missing from the
    # other; those tests are listed above.
    for folder in ["amptest"] + sorted({os.path.basename(variant_root("", v))
                                        for v in before.values()}):
        a = translated_files(os.path.join(os.path.abspath(args.before), folder))
        b = translated_files(os.path.join(os.path.abspath(args.after), folder))
        for rel in sorted(set(a) & set(b)):
            if not same_bytes(a[rel], b[rel]):
                differ.append(os.path.join(folder, rel))
    print("positive tests translated: %d before, %d after (%d lost, %d lost that expect an "
          "error, %d gained)" % (sum(map(translated, before.values())),
                                 sum(map(translated, after.values())),
                                 len(lost), len(expected), len(gained)))
    print("output files both wrote that differ: %d" % len(differ))
    for line in lost:
        print("  lost: " + line)
    for line in expected:
        print("  lost, expects an error: " + line)
    for name in gained:
        print("  gained: " + name)
    for rel in differ:
        print("  differs: " + rel)
    return 1 if lost or differ else 0


# ---------------------------------------------------------------- main

def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="command", required=True)

    def common(sp):
        sp.add_argument("out", help="output folder shared by the steps")
        sp.add_argument("--filter", help="only tests whose folder matches this regex")
        sp.add_argument("--tests-file", action="append",
                        help="only the test folders listed in this file (repeatable: "
                        "those of every file)")
        sp.add_argument("-j", "--jobs", type=int, default=os.cpu_count())

    t = sub.add_parser("translate", help="translate the tests and amptest (needs amp2hip)")
    common(t)
    t.add_argument("--amp2hip", help="the translator (default build/tools/amp2hip/amp2hip)")
    t.add_argument("--timeout", type=int, default=120, help="seconds per translation")
    t.add_argument("--kind", choices=("all", "positive", "negative"), default="all",
                   help="which tests to translate")
    t.add_argument("--first-variant", action="store_true",
                   help="only the first build of a test with test.conf definitions (CI)")

    for name, help_ in (("build-run", "build with nvcc and run on the GPU"),
                        ("compile", "build only (CI: no GPU)")):
        b = sub.add_parser(name, help=help_)
        common(b)
        b.add_argument("--compiler", choices=("nvcc", "hipcc", "cpu"), default="nvcc")
        b.add_argument("--arch", help="sm_90 (nvcc) or gfx90a (hipcc)")
        b.add_argument("--timeout", type=int, default=60, help="seconds a test may run")
        b.add_argument("--deadline", type=int, help="stop starting builds after this many seconds")
        b.add_argument("--strict", action="store_true", help="exit 1 when a build fails")
        b.add_argument("--shard", help="K/N: only every N-th build, starting at the K-th "
                       "(to split a run over several calls)")
        b.add_argument("--syntax-only", action="store_true",
                       help="hipcc -fsyntax-only (nvcc -cuda), no libraries, nothing linked")

    e = sub.add_parser("compiles", help="translate each positive test and compile it when "
                       "it translated, with hipcc -fsyntax-only and nvcc -cuda")
    common(e)
    e.add_argument("--amp2hip", help="the translator (default build/tools/amp2hip/amp2hip)")
    e.add_argument("--timeout", type=int, default=120, help="seconds per translation")
    e.add_argument("--first-variant", action="store_true",
                   help="only the first build of a test with test.conf definitions (CI)")
    e.add_argument("--hipcc", help="hipcc to use (default: $HIPCC, or on PATH)")
    e.add_argument("--nvcc", help="nvcc to use (default: $NVCC, on PATH or in "
                   "/usr/local/cuda/bin); with --hipcc only, no nvcc")

    r = sub.add_parser("report", help="write the markdown report")
    r.add_argument("out")
    r.add_argument("-o", "--output", help="file to write (default: stdout)")
    r.add_argument("--date", help="date to print (default: today)")
    r.add_argument("--note", action="append", help="a line for the header (repeatable)")

    c = sub.add_parser("choose-sample", help="write the CI sample from a GPU run's results")
    c.add_argument("out")
    c.add_argument("-o", "--output", default=os.path.join(ROOT, "test", "conformance", "sample.txt"))
    c.add_argument("--every", type=int, default=16)

    n = sub.add_parser("negatives", help="count a translate step's negative tests: rejected, "
                       "rejected for their reason, by Visual C++ code")
    n.add_argument("out")
    n.add_argument("--list", action="store_true", help="also name the tests not rejected for "
                   "their reason")

    m = sub.add_parser("compare", help="check that AFTER translates every positive test BEFORE "
                       "did, to the same bytes (a change that only diagnoses)")
    m.add_argument("before", help="a translate step's output folder (e.g. main's tool)")
    m.add_argument("after", help="the same step's output folder with the changed tool")

    args = p.parse_args()
    if args.command == "compare":
        return cmd_compare(args)
    if args.command == "negatives":
        return cmd_negatives(args)
    if args.command == "choose-sample":
        return cmd_choose_sample(args)
    if args.command == "translate":
        return cmd_translate(args)
    if args.command == "compiles":
        return cmd_compiles(args)
    if args.command in ("build-run", "compile"):
        args.arch = args.arch or ("sm_90" if args.compiler == "nvcc" else "gfx90a")
        return cmd_build(args, run=args.command == "build-run")
    return cmd_report(args)


if __name__ == "__main__":
    sys.exit(main() or 0)
