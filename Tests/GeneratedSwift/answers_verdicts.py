"""Gives each answer of AnswersCases.json (written by AnswersAgreementPropertyTests) the verdict of its spec's
answers schema, `formspec schema --answers SPEC`, as python jsonschema's Draft202012Validator decides it.

Usage: answers_verdicts.py FORMSPEC REPO CASES VERDICTS. VERDICTS gets, per spec in the order of CASES, its path and
one boolean per answer (accepted); Tests/GeneratedSwift/AnswersAgreementCheck.swift compares them with the generated
Values. Exits 1 when a schema cannot be printed or is not a valid 2020-12 schema.
"""
import json
import os
import subprocess
import sys

from jsonschema import Draft202012Validator


def main(formspec, repo, cases_path, verdicts_path):
    with open(cases_path, encoding="utf-8") as file:
        cases = json.load(file)
    verdicts = []
    for case in cases:
        printed = subprocess.run(
            [formspec, "schema", "--answers", os.path.join(repo, case["spec"])], capture_output=True, text=True)
        if printed.returncode != 0:
            print(f"DIFFERENT: {case['spec']}: formspec schema --answers exits {printed.returncode}: {printed.stderr}")
            return 1
        schema = json.loads(printed.stdout)
        Draft202012Validator.check_schema(schema)
        validator = Draft202012Validator(schema)
        verdicts.append({"spec": case["spec"], "verdicts": [validator.is_valid(a["answer"]) for a in case["answers"]]})
    with open(verdicts_path, "w", encoding="utf-8") as file:
        json.dump(verdicts, file, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:5]))
