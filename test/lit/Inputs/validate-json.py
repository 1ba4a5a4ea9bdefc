#!/usr/bin/env python3
"""validate-json.py SCHEMA DOCUMENT: validates DOCUMENT against the JSON
schema SCHEMA with the jsonschema package (the draft the schema names);
prints every violation and exits 1 when there is one."""
import json
import sys

import jsonschema

schema = json.load(open(sys.argv[1]))
document = json.load(open(sys.argv[2]))
validator = jsonschema.validators.validator_for(schema)
validator.check_schema(schema)
errors = sorted(validator(schema).iter_errors(document), key=str)
for error in errors:
    print("/".join(map(str, error.absolute_path)) + ": " + error.message)
print(f"{len(errors)} schema violation(s)")
sys.exit(1 if errors else 0)
