"""Test oracle: renders chat templates with Python's Jinja2 the way Hugging Face transformers does.

Reads {"settings": {"today": str | null}, "jobs": [{"template": str, "context": object}, ...]} on
stdin and writes a JSON array of {"text": str} or {"error": str} on stdout, one per job. The
environment follows what transformers documents for apply_chat_template: a sandboxed environment
with trim_blocks and lstrip_blocks, the loop-controls extension, the `{% generation %}` block
(which marks the assistant's tokens and renders its body as is), a `tojson` that keeps non-ASCII
characters and Python's default separators (", " and ": "), and the globals `raise_exception` and
`strftime_now`. `strftime_now` reads the local clock, as in transformers, unless `today`
("YYYY-MM-DD") fixes the date so that a render is the same on every day.

Exits with status 3 when Jinja2 is not installed, so the caller can say how to install it.
"""
import json
import sys
from datetime import datetime

try:
    from jinja2.exceptions import TemplateError
    from jinja2.ext import Extension
    from jinja2.sandbox import ImmutableSandboxedEnvironment
except ImportError:
    sys.exit(3)


class GenerationBlock(Extension):
    """transformers' `{% generation %}…{% endgeneration %}`: the body, rendered as is."""

    tags = {"generation"}

    def parse(self, parser):
        next(parser.stream)
        return parser.parse_statements(("name:endgeneration",), drop_needle=True)


def raise_exception(message):
    raise TemplateError(message)


def tojson(value, ensure_ascii=False, indent=None, separators=None, sort_keys=False):
    return json.dumps(value, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys)


def environment(today):
    clock = datetime.strptime(today, "%Y-%m-%d") if today else None
    env = ImmutableSandboxedEnvironment(
        trim_blocks=True, lstrip_blocks=True, extensions=["jinja2.ext.loopcontrols", GenerationBlock]
    )
    env.filters["tojson"] = tojson
    env.globals["raise_exception"] = raise_exception
    env.globals["strftime_now"] = lambda fmt: (clock or datetime.now()).strftime(fmt)
    return env


def main():
    request = json.load(sys.stdin)
    env = environment(request["settings"].get("today"))
    compiled = {}  # many jobs render one template: parse it once
    results = []
    for job in request["jobs"]:
        try:
            source = job["template"]
            if source not in compiled:
                compiled[source] = env.from_string(source)
            results.append({"text": compiled[source].render(**job["context"])})
        except Exception as error:  # every failure is data for the comparison, not a crash
            results.append({"error": f"{type(error).__name__}: {error}"})
    json.dump(results, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
