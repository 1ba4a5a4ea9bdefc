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

# The SARIF test validates with Python's jsonschema package.
try:
    import jsonschema  # noqa: F401
    config.available_features.add("jsonschema")
except ImportError:
    pass
config.substitutions.append(("%python", sys.executable))
