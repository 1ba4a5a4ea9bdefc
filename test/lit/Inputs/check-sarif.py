#!/usr/bin/env python3
"""check-sarif.py LOG DOCS: checks what GitHub code scanning needs of a SARIF
log beyond the schema (validate-json.py checks that): every result has a rule
of the log, notes are related locations and never results, artifact URIs are
relative to a base id the run defines, results have fingerprints, the driver
names its version and home page, and every rule has texts without
placeholders, help as text and Markdown, and a helpUri whose anchor is a
section of DOCS (docs/diagnostics.md). Prints one line per problem, then a
summary; exits 1 when there is a problem."""
import json
import re
import sys

log = json.load(open(sys.argv[1]))
docs = open(sys.argv[2]).read()
anchors = {h.lower() for h in re.findall(r"^## (AMP2HIP\d+)$", docs, re.M)}
problems = []


def problem(where, what):
    problems.append(f"{where}: {what}")


run = log["runs"][0]
bases = run.get("originalUriBaseIds", {})
for name, base in bases.items():
    if not re.match(r"file:///.*/$", base.get("uri", "")):
        problem(f"originalUriBaseIds/{name}", "not an absolute file URI ending in /")
driver = run["tool"]["driver"]
for key in ["version", "informationUri"]:
    if not driver.get(key):
        problem("driver", f"no {key}")
rules = driver.get("rules", [])
ids = [r["id"] for r in rules]
for rule in rules:
    where = f"rule {rule['id']}"
    texts = {
        "shortDescription": rule.get("shortDescription", {}).get("text"),
        "fullDescription": rule.get("fullDescription", {}).get("text"),
        "help.text": rule.get("help", {}).get("text"),
        "help.markdown": rule.get("help", {}).get("markdown"),
    }
    for key, text in texts.items():
        if not text:
            problem(where, f"no {key}")
        elif re.search(r"%\d", text):
            problem(where, f"placeholder in {key}: {text!r}")
    uri = rule.get("helpUri", "")
    if not re.match(r"https?://.*/docs/diagnostics\.md#", uri):
        problem(where, f"helpUri {uri!r} does not point into docs/diagnostics.md")
    elif uri.split("#")[1] != rule["id"].lower() or uri.split("#")[1] not in anchors:
        problem(where, f"helpUri anchor {uri!r} is not its section")


def check_location(where, location):
    artifact = location.get("physicalLocation", {}).get("artifactLocation")
    if artifact is None:
        return
    uri = artifact.get("uri", "")
    if re.match(r"^[a-z]+:|^/", uri):
        problem(where, f"artifact URI {uri!r} is not relative")
    if artifact.get("uriBaseId") not in bases:
        problem(where, f"uriBaseId {artifact.get('uriBaseId')!r} is not defined")


related = 0
for n, result in enumerate(run["results"]):
    where = f"result {n}"
    if result.get("level") == "note":
        problem(where, "a note is a result")
    if result.get("ruleId") not in ids:
        problem(where, f"ruleId {result.get('ruleId')!r} is not a rule")
    elif ids.index(result["ruleId"]) != result.get("ruleIndex"):
        problem(where, "ruleIndex does not match ruleId")
    if not result.get("partialFingerprints"):
        problem(where, "no partialFingerprints")
    for location in result.get("locations", []):
        check_location(where, location)
    for location in result.get("relatedLocations", []):
        related += 1
        if not location.get("message", {}).get("text"):
            problem(where, "related location without a message")
        check_location(where, location)
fingerprints = [json.dumps(r.get("partialFingerprints"), sort_keys=True)
                for r in run["results"]]
if len(set(fingerprints)) != len(fingerprints):
    problem("results", "two results share a fingerprint")
for p in problems:
    print(p)
print(f"{len(run['results'])} result(s), {related} related location(s), "
      f"{len(rules)} rule(s): {len(problems)} problem(s)")
sys.exit(1 if problems else 0)
