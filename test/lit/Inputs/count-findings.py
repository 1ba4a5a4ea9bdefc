#!/usr/bin/env python3
"""count-findings.py AMP2HIP PATTERN ROOT FILE...: runs `amp2hip --check
--report-format=json` on each FILE (relative to ROOT, run from ROOT as a
user would, with -I for the file's folder), prints every finding whose id
matches the regex PATTERN, then one summary line:
"N finding(s) matching PATTERN in M file(s)". A file whose check exits 2
(the tool could not run) counts as a finding."""
import json
import os
import re
import subprocess
import sys

amp2hip, pattern, root = sys.argv[1:4]
files = sys.argv[4:]
matching = 0
for name in files:
    run = subprocess.run([amp2hip, "--check", "--report-format=json", name,
                          "--", "-std=c++17", "-I" + os.path.dirname(name)],
                         cwd=root, capture_output=True, text=True)
    if run.returncode == 2:
        matching += 1
        print(f"{name}: amp2hip could not run: {run.stderr.strip()}")
        continue
    for f in json.loads(run.stdout)["findings"]:
        if re.fullmatch(pattern, f.get("id", "")):
            matching += 1
            print(f"{f['file']}:{f['line']}:{f['column']}: {f['level']}: "
                  f"{f['message']} [{f['id']}]")
print(f"{matching} finding(s) matching {pattern} in {len(files)} file(s)")
