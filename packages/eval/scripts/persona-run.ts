// Runs the built tool-eval command against a scripted persona on the local replay server, for
// an offline look at the report: `pnpm --filter @tool/eval persona -- --persona qwen3-coder
// --model qwen3-coder:30b [tool-eval options]`. Personas: a native format (hermes, qwen3-coder,
// mistral, …), `prompt-following` (slips now and then) or `thinking` (Qwen3: <think>, then Hermes).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type ReplayScript, startReplayServer } from '@tool/test-server';
import {
  NATIVE_FORMAT_NAMES,
  type NativeFormat,
  type PersonaTask,
  playsAgentTasks,
  promptFollowingPersona,
  singleFormatPersona,
  thinkFirst,
} from '@tool/test-server/personas';
import { agentPersonaScripts } from '../src/agent/agent-suite';

const argv = process.argv.slice(2).filter((arg) => arg !== '--');
const at = argv.indexOf('--persona');
const persona = at === -1 ? undefined : argv[at + 1];
const rest = at === -1 ? argv : [...argv.slice(0, at), ...argv.slice(at + 2)];
const tasksAt = rest.indexOf('--tasks');
const tasksFile =
  tasksAt === -1
    ? fileURLToPath(new URL('../suite/builtin.jsonl', import.meta.url))
    : rest[tasksAt + 1];
const tasks = readFileSync(tasksFile as string, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as PersonaTask);

// Every persona also plays the built-in agent tasks, step by step, in the format it writes.
const agentTasks = agentPersonaScripts();

function scriptFor(name: string | undefined): ReplayScript | undefined {
  if (name === 'prompt-following') {
    return playsAgentTasks(promptFollowingPersona({ tasks, seed: 1, breakRate: 0.25 }), {
      agentTasks,
      seed: 1,
      slipRate: 0.25,
    });
  }
  if (name === 'thinking') {
    return thinkFirst(
      playsAgentTasks(singleFormatPersona({ format: 'hermes', tasks }), {
        agentTasks,
        format: 'hermes',
      }),
    );
  }
  if ((NATIVE_FORMAT_NAMES as string[]).includes(name ?? '')) {
    const format = name as NativeFormat;
    return playsAgentTasks(singleFormatPersona({ format, tasks }), { agentTasks, format });
  }
  return undefined;
}

const script = scriptFor(persona);
if (script === undefined) {
  process.stderr.write(
    `Choose --persona from ${[...NATIVE_FORMAT_NAMES, 'prompt-following', 'thinking'].join(', ')}.\n`,
  );
  process.exit(2);
}
const server = await startReplayServer({ script });
const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const model = rest.includes('--model') ? [] : ['--model', `${persona}-persona`];
const child = spawn(process.execPath, [cli, '--base-url', server.url, ...model, ...rest], {
  stdio: 'inherit',
});
const code = await new Promise<number>((resolve) =>
  child.on('exit', (status) => resolve(status ?? 1)),
);
await server.close();
process.exit(code);
