#!/usr/bin/env python3
"""run-examples.py AMP2HIP DOCS DIR [SKIP...]: every example of DOCS
(docs/diagnostics.md: a ```cpp block under each "## AMP2HIPnnnn") must make
amp2hip report that id. Each is written to DIR and checked from there, by
its relative name, as a user would; SKIP names ids whose example needs more
than one file. Prints one line per example and a summary; exits 1 when an
example does not report its id."""
import json
import os
import re
import subprocess
import sys

amp2hip, docs, folder = sys.argv[1:4]
skip = set(sys.argv[4:])
sections = re.findall(r"^## (AMP2HIP\d+)\n(.*?)(?=^## |\Z)",
                      open(docs).read(), re.M | re.S)
wrong = checked = 0
for rule, text in sections:
    code = re.search(r"```cpp\n(.*?)```", text, re.S)
    if rule in skip or not code:
        print(f"{rule}: skipped")
        continue
    name = rule.lower() + ".cpp"
    with open(os.path.join(folder, name), "w") as f:
        f.write(code.group(1))
    # C++17, else C++14 (a Visual Studio project's default): AMP2HIP1133
    # is a C++14 rule (C++17 deduces the arguments).
    for std in ("c++17", "c++14"):
        run = subprocess.run([amp2hip, "--check", "--report-format=json",
                              name, "--", "-std=" + std], cwd=folder,
                             capture_output=True, text=True)
        ids = sorted({f["id"] for f in json.loads(run.stdout)["findings"]})
        if rule in ids:
            break
    checked += 1
    if rule in ids:
        print(f"{rule}: reported")
    else:
        wrong += 1
        print(f"{rule}: NOT reported (got {ids})")
print(f"{checked} example(s) checked, {len(sections) - checked} skipped, "
      f"{wrong} wrong")
sys.exit(1 if wrong else 0)
