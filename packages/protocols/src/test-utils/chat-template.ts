import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Renders the real chat templates of `../shared/templates/` (test data kept outside the
 * repository, never copied into it) with Python's Jinja2, the renderer they are written for, so
 * that a format's tests can check the parser against exactly what a model's own template writes.
 */

const HERE = dirname(fileURLToPath(import.meta.url));

/** The templates folder: `TOOL_TEMPLATES_DIR`, or `shared/templates` beside the checkout or its parent. */
function templatesDir(): string | undefined {
  const fromEnv = process.env.TOOL_TEMPLATES_DIR;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  const root = resolve(HERE, '../../../..');
  return [join(root, '../shared/templates'), join(root, '../../shared/templates')].find((dir) =>
    existsSync(dir),
  );
}

const RENDER = `
import json, sys
from jinja2 import Environment
def raise_exception(message):
    raise Exception(message)
def strftime_now(fmt):
    return '2026-01-01'
env = Environment(trim_blocks=True, lstrip_blocks=True, extensions=['jinja2.ext.loopcontrols'])
env.globals['raise_exception'] = raise_exception
env.globals['strftime_now'] = strftime_now
request = json.load(sys.stdin)
template = env.from_string(open(request['path'], encoding='utf-8').read())
print(json.dumps([template.render(**context) for context in request['contexts']]))
`;

/**
 * Why `template` cannot be rendered here (the folder, the file, python3 or Jinja2 is missing), or
 * undefined when it can. Tests skip with this message.
 */
export function templateUnavailable(template: string): string | undefined {
  const dir = templatesDir();
  if (dir === undefined)
    return 'the ../shared/templates folder is missing (or set TOOL_TEMPLATES_DIR)';
  if (!existsSync(join(dir, template))) return `${template} is not in ${dir}`;
  const probe = spawnSync('python3', ['-c', 'import jinja2'], { encoding: 'utf8' });
  if (probe.error !== undefined || probe.status !== 0) {
    return 'python3 with Jinja2 is missing (apt-get install python3-jinja2)';
  }
  return undefined;
}

/**
 * Renders `template` once per context (`messages`, `tools`, `add_generation_prompt`, …;
 * `bos_token` and `eos_token` default to empty) in one python3 run.
 */
export function renderTemplate(
  template: string,
  contexts: readonly Record<string, unknown>[],
): string[] {
  const path = join(templatesDir() as string, template);
  const input = JSON.stringify({
    path,
    contexts: contexts.map((context) => ({ bos_token: '', eos_token: '', ...context })),
  });
  const run = spawnSync('python3', ['-c', RENDER], { input, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (run.status !== 0) throw new Error(`Rendering ${template} failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as string[];
}

/** An OpenAI-style assistant message with tool calls, as chat templates read them. */
export function assistantWithCalls(
  calls: readonly { toolName: string; input: unknown }[],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    role: 'assistant',
    content: '',
    tool_calls: calls.map((call, index) => ({
      id: `call_${index}`,
      type: 'function',
      function: { name: call.toolName, arguments: call.input },
    })),
    ...extra,
  };
}
