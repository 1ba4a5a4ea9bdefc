#!/usr/bin/env python3
"""Translation time: amp2hip against `clang -fsyntax-only` doing the same parse.

For each file (the examples, and the conformance tests listed in
bench/translate_time.txt), times

  amp2hip <file> -o <tmp> -- <args>            the whole translation
  clang++-19 -cc1 <amp2hip's own parse command> the parse alone

where the second command is the -cc1 line amp2hip's parse prints with -v
(same arguments, same headers, same prelude), plus
bench/syntax_only_restrict.h, which stands in for amp2hip's restrict(...)
pragma handler. A file clang does not parse cleanly that way is left out
and named. Both run from the file's folder, as a user types them.

Times are CPU seconds (user + system) of the child, which a busy shared
machine disturbs less than wall time; each file is timed --reps times,
the two tools alternating, and the per-file median is kept. The result is
the ratio of the medians over the files (median amp2hip time / median
clang time), with each file's own ratio for reference. With --baseline, an
earlier build of amp2hip is timed in turn too, with clang on its own parse
command (its runtime headers may differ): a change that must not slow the
translation keeps its ratio to clang.
"""

import argparse
import os
import resource
import shlex
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "test", "conformance"))
import conformance  # noqa: E402  (the suite's location, its test.conf defines)

SUITE = conformance.SUITE
EXAMPLES = ["matrix_multiply.cpp", "tile_average.cpp", "tile_indices.cpp",
            "tile_sampling.cpp", "tile_sums.cpp"]


def files(list_path):
    """(folder, file name, arguments after --) of every file to time."""
    out = [(os.path.join(ROOT, "examples"), name, ["-std=c++17"]) for name in EXAMPLES]
    inc = os.path.join(SUITE, "amp_test_lib", "inc")
    listed = conformance.read_list(list_path)
    # As test/conformance/conformance.py translates the suite: the first
    # build of each test (its test.conf's first definitions).
    for v in conformance.discover(SUITE, listed=listed):
        if not v["variant"]:
            out.append((os.path.join(SUITE, "Tests", v["test"]), "test.cpp",
                        [conformance.STD, "-I" + inc] + conformance.define_flags(v)))
    return out


def cpu_time(cmd, cwd):
    """CPU seconds of one run of cmd, and its exit status."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    r = subprocess.run(cmd, cwd=cwd, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), r.returncode


def parse_command(amp2hip, clang, folder, name, args):
    """amp2hip's -cc1 parse command for the file, run by clang instead."""
    r = subprocess.run([amp2hip, "--check", name, "--"] + args + ["-v"], cwd=folder,
                       capture_output=True, text=True)
    lines = [l for l in r.stderr.splitlines() if '"-cc1"' in l]
    if not lines:
        sys.exit("translate_time: amp2hip -v printed no -cc1 line for %s:\n%s"
                 % (os.path.join(folder, name), r.stderr[-2000:]))
    cmd = shlex.split(lines[0])
    cmd = [clang] + [a for a in cmd[1:] if a != "-v"]
    return cmd + ["-include", os.path.join(HERE, "syntax_only_restrict.h")]


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--amp2hip", default=os.path.join(ROOT, "build", "tools", "amp2hip", "amp2hip"))
    p.add_argument("--clang", default="clang++-19")
    p.add_argument("--list", default=os.path.join(HERE, "translate_time.txt"),
                   help="conformance tests to time, one folder under Tests/ a line")
    p.add_argument("--reps", type=int, default=5, help="runs of each tool per file")
    p.add_argument("--baseline", metavar="AMP2HIP",
                   help="another amp2hip (an earlier commit's) timed in turn "
                        "with the first, for the ratio of the two")
    a = p.parse_args()
    amp2hip = os.path.abspath(a.amp2hip)
    baseline = os.path.abspath(a.baseline) if a.baseline else None

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "out.hip.cpp")
        for folder, name, args in files(a.list):
            shown = os.path.relpath(os.path.join(folder, name),
                                    SUITE if folder.startswith(SUITE) else ROOT)
            translate = [amp2hip, name, "-o", out, "--"] + args
            parse = parse_command(amp2hip, a.clang, folder, name, args)
            if cpu_time(parse, folder)[1] != 0:
                print("left out (clang -fsyntax-only fails): %s" % shown)
                continue
            if cpu_time(translate, folder)[1] != 0:
                print("left out (amp2hip fails): %s" % shown)
                continue
            # The baseline with its own parse: its runtime headers may differ.
            before = [baseline] + translate[1:] if baseline else None
            before_parse = (parse_command(baseline, a.clang, folder, name, args)
                            if baseline else None)
            if before and (cpu_time(before, folder)[1] != 0 or
                           cpu_time(before_parse, folder)[1] != 0):
                print("left out (the baseline fails): %s" % shown)
                continue
            t_amp, t_clang, t_before, t_before_clang = [], [], [], []
            for _ in range(a.reps):
                t_amp.append(cpu_time(translate, folder)[0])
                t_clang.append(cpu_time(parse, folder)[0])
                if before:
                    t_before.append(cpu_time(before, folder)[0])
                    t_before_clang.append(cpu_time(before_parse, folder)[0])
            rows.append((shown, statistics.median(t_amp), statistics.median(t_clang),
                         (statistics.median(t_before), statistics.median(t_before_clang))
                         if before else None))

    if not rows:
        sys.exit("translate_time: no file to time")
    width = max(len(r[0]) for r in rows)
    print("%-*s  %8s  %8s  %5s%s" % (width, "file", "amp2hip", "clang", "ratio",
                                     "  baseline  its clang  its ratio" if baseline else ""))
    for shown, t_amp, t_clang, t_before in rows:
        print("%-*s  %8.3f  %8.3f  %5.2f%s" % (
            width, shown, t_amp, t_clang, t_amp / t_clang,
            "  %8.3f  %9.3f  %9.2f" % (t_before[0], t_before[1], t_before[0] / t_before[1])
            if baseline else ""))
    m_amp = statistics.median(r[1] for r in rows)
    m_clang = statistics.median(r[2] for r in rows)
    print("files: %d, runs per file and tool: %d (CPU seconds, user + system)" % (len(rows), a.reps))
    print("median amp2hip %.3f s, median clang -fsyntax-only %.3f s, ratio of medians %.2f"
          % (m_amp, m_clang, m_amp / m_clang))
    if baseline:
        m_before = statistics.median(r[3][0] for r in rows)
        m_before_clang = statistics.median(r[3][1] for r in rows)
        print("baseline: median amp2hip %.3f s, median clang -fsyntax-only %.3f s, "
              "ratio of medians %.2f; new / baseline amp2hip %.3f"
              % (m_before, m_before_clang, m_before / m_before_clang, m_amp / m_before))


if __name__ == "__main__":
    main()
