"""Validates JSON or YAML files against a JSON Schema:
python3 validate_json.py SCHEMA PATH... [--glob PATTERN] [--invalid]

PATH is a file or a directory searched recursively for files matching PATTERN (default *.json).
`.yaml`/`.yml` files are read as FormSpec reads them, with YAML 1.2's core schema (`on` and `yes`
are text, dates are text), merge keys applied. Exits 1 when a file does not validate (with
`--invalid`: when one does) or when no file was found.
"""
import argparse
import json
import pathlib
import re
import sys

import jsonschema
import yaml


class CoreSchemaLoader(yaml.SafeLoader):
    """PyYAML's safe loader with YAML 1.2's core schema instead of YAML 1.1's resolvers."""


CoreSchemaLoader.yaml_implicit_resolvers = {
    key: [(tag, regexp) for tag, regexp in resolvers if tag == "tag:yaml.org,2002:merge"]
    for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
for tag, pattern, first in [
    ("bool", r"^(?:true|True|TRUE|false|False|FALSE)$", "tTfF"),
    ("int", r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$", "-+0123456789"),
    ("float", r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$", "-+0123456789."),
    ("null", r"^(?:~|null|Null|NULL|)$", ["~", "n", "N", ""]),
]:
    CoreSchemaLoader.add_implicit_resolver(f"tag:yaml.org,2002:{tag}", re.compile(pattern), list(first))


def construct_core_int(loader, node):
    text = loader.construct_scalar(node)
    if text.startswith("0o"):
        return int(text[2:], 8)
    return int(text, 16) if text.startswith("0x") else int(text, 10)


CoreSchemaLoader.add_constructor("tag:yaml.org,2002:int", construct_core_int)


def load(file: pathlib.Path):
    text = file.read_text(encoding="utf-8-sig")
    if file.suffix in (".yaml", ".yml"):
        return yaml.load(text, Loader=CoreSchemaLoader)
    return json.loads(text)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("schema")
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--glob", default="*.json")
    parser.add_argument("--invalid", action="store_true", help="expect every file to be rejected")
    arguments = parser.parse_args()

    schema = json.loads(pathlib.Path(arguments.schema).read_text())
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)

    files = []
    for path in map(pathlib.Path, arguments.paths):
        files += sorted(path.rglob(arguments.glob)) if path.is_dir() else [path]
    if not files:
        print(f"no files matching {arguments.glob} under {arguments.paths}", file=sys.stderr)
        return 1

    failures = 0
    for file in files:
        errors = sorted(validator.iter_errors(load(file)), key=lambda error: list(error.path))
        if arguments.invalid:
            if not errors:
                print(f"{file}: valid, but it should not be", file=sys.stderr)
            failures += not errors
            continue
        for error in errors:
            print(f"{file}: {'/'.join(map(str, error.path))}: {error.message}", file=sys.stderr)
        failures += bool(errors)
    verdict = "rejected" if arguments.invalid else "valid"
    print(f"{arguments.schema}: {len(files) - failures} of {len(files)} files {verdict}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
