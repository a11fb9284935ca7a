import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Renders a real chat template (test data in `../shared/templates/`, never copied into the
 * repository) with Python's Jinja2, as the models' own tooling does, once per entry of `inputs`
 * (the template's variables: `messages`, `tools`, `add_generation_prompt`, …), in one Python
 * process. Gives the reason instead when the folder, the template, `python3` or its `jinja2`
 * module is missing, so that a test can skip with that message.
 */
export function renderChatTemplate(
  template: string,
  inputs: readonly Record<string, unknown>[],
): { texts: string[] } | { skip: string } {
  const folder = templatesFolder();
  if (folder === undefined) {
    return { skip: 'no shared/templates folder above the repository (set CHAT_TEMPLATES_DIR)' };
  }
  const path = join(folder, template);
  if (!existsSync(path)) return { skip: `template ${template} not found in ${folder}` };
  const run = spawnSync('python3', ['-c', RENDER, path], {
    input: JSON.stringify(inputs),
    encoding: 'utf8',
  });
  if (run.error !== undefined) return { skip: `python3 is not available: ${run.error.message}` };
  if (run.status === 3)
    return { skip: 'python3-jinja2 is not installed (apt-get install python3-jinja2)' };
  if (run.status !== 0) throw new Error(`rendering ${template} failed:\n${run.stderr}`);
  return { texts: JSON.parse(run.stdout) as string[] };
}

/** `CHAT_TEMPLATES_DIR`, or the first `shared/templates` in a folder above this one. */
function templatesFolder(): string | undefined {
  const given = process.env.CHAT_TEMPLATES_DIR;
  if (given !== undefined) return existsSync(given) ? given : undefined;
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'templates');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

/** Jinja2 set up as Hugging Face's `apply_chat_template` sets it up. */
const RENDER = `
import sys, json, datetime
try:
    import jinja2, jinja2.ext
except ImportError:
    sys.exit(3)
class Generation(jinja2.ext.Extension):
    # Hugging Face's {% generation %} marks the assistant's tokens; it renders its body as is.
    tags = {'generation'}
    def parse(self, parser):
        next(parser.stream)
        return parser.parse_statements(('name:endgeneration',), drop_needle=True)
def raise_exception(message):
    raise jinja2.exceptions.TemplateError(message)
def tojson(value, indent=None, ensure_ascii=False, separators=None, sort_keys=False):
    return json.dumps(value, indent=indent, ensure_ascii=ensure_ascii, separators=separators, sort_keys=sort_keys)
env = jinja2.Environment(trim_blocks=True, lstrip_blocks=True, extensions=['jinja2.ext.loopcontrols', Generation])
env.filters['tojson'] = tojson
template = env.from_string(open(sys.argv[1], encoding='utf-8').read())
outputs = [template.render(raise_exception=raise_exception,
    strftime_now=lambda f: datetime.datetime(2026, 1, 1).strftime(f),
    bos_token='<s>', eos_token='</s>', **data) for data in json.load(sys.stdin)]
sys.stdout.write(json.dumps(outputs))
`;
