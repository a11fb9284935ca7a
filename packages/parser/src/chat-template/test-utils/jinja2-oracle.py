"""Test oracle: renders chat templates with Python's Jinja2 the way Hugging Face transformers does.

Reads a JSON array of {"template": str, "context": object} on stdin and writes a JSON array of
{"text": str} or {"error": str} on stdout. The environment follows what transformers documents for
apply_chat_template: a sandboxed environment with trim_blocks and lstrip_blocks, the loop-controls
extension, a `tojson` that keeps non-ASCII characters and Python's default separators (", " and
": "), and the globals `raise_exception` and `strftime_now` (the local clock, as in transformers).
"""
import json
import sys
from datetime import datetime

from jinja2.exceptions import TemplateError
from jinja2.sandbox import ImmutableSandboxedEnvironment

def raise_exception(message):
    raise TemplateError(message)


def tojson(value, ensure_ascii=False, indent=None, separators=None, sort_keys=False):
    return json.dumps(value, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys)


def strftime_now(fmt):
    return datetime.now().strftime(fmt)


def environment():
    env = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True, extensions=["jinja2.ext.loopcontrols"])
    env.filters["tojson"] = tojson
    env.globals["raise_exception"] = raise_exception
    env.globals["strftime_now"] = strftime_now
    return env


def main():
    env = environment()
    jobs = json.load(sys.stdin)
    results = []
    for job in jobs:
        try:
            results.append({"text": env.from_string(job["template"]).render(**job["context"])})
        except Exception as error:  # every failure is data for the comparison, not a crash
            results.append({"error": f"{type(error).__name__}: {error}"})
    json.dump(results, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
