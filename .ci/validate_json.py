"""Validates JSON files against a JSON Schema: python3 validate_json.py SCHEMA PATH... [--glob PATTERN]

PATH is a file or a directory searched recursively for files matching PATTERN (default *.json).
Exits 1 when a file does not validate or when no file was found.
"""
import argparse
import json
import pathlib
import sys

import jsonschema


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("schema")
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--glob", default="*.json")
    arguments = parser.parse_args()

    schema = json.loads(pathlib.Path(arguments.schema).read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)

    files = []
    for path in map(pathlib.Path, arguments.paths):
        files += sorted(path.rglob(arguments.glob)) if path.is_dir() else [path]
    if not files:
        print(f"no files matching {arguments.glob} under {arguments.paths}", file=sys.stderr)
        return 1

    failures = 0
    for file in files:
        errors = sorted(validator.iter_errors(json.loads(file.read_text())), key=lambda error: list(error.path))
        for error in errors:
            print(f"{file}: {'/'.join(map(str, error.path))}: {error.message}", file=sys.stderr)
        failures += bool(errors)
    print(f"{arguments.schema}: {len(files) - failures} of {len(files)} files valid")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
