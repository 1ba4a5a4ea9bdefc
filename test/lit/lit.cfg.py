# lit configuration for amp2hip's golden translation tests.
import os
import sys
import lit.formats

config.name = "amp2hip"
config.test_format = lit.formats.ShTest(True)
config.suffixes = [".cpp", ".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(os.path.dirname(config.amp2hip), "lit-out")

config.substitutions.append(("%amp2hip", config.amp2hip))
config.substitutions.append(("%runtime_include", config.runtime_include))
config.substitutions.append(("%project_root", config.project_root))
config.environment["PATH"] = os.pathsep.join(
    [config.llvm_tools_bin, config.environment.get("PATH", "")])
# The translations share their precompiled preludes (--cache-dir), as a
# user's do; a test of the cache itself gives its own folder.
config.environment["AMP2HIP_CACHE_DIR"] = os.path.join(
    config.test_exec_root, "amp2hip-cache")

# The SARIF test validates with Python's jsonschema package: from the Python
# running lit, else from Debian's python3-jsonschema (scripts/setup.sh).
import subprocess
schema_python = None
for candidate in [sys.executable, "/usr/bin/python3"]:
    if os.path.exists(candidate) and subprocess.call(
            [candidate, "-c", "import jsonschema"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) == 0:
        schema_python = candidate
        break
if schema_python:
    config.available_features.add("jsonschema")
config.substitutions.append(("%python", schema_python or sys.executable))
