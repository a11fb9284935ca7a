import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { compareOutput } from './compare-output';
import { consoleTranscript } from './console-transcript';
import type { DocsPlan, ParseStep, RunStep } from './docs-plan';
import type { CodeBlock } from './markdown-blocks';
import { SnippetHostClient } from './snippet-host-client';
import { snippetSource, withReplayOrigin } from './snippet-source';

/** Where and against what a Markdown file's blocks run. */
export interface RunSetting {
  /** The replay server's origin, `http://127.0.0.1:PORT`. */
  origin: string;
  /** The folder of workspace bins (`tool-parser`, …, `npx`), first on the `PATH`. */
  binDir: string;
  /** Where the snippet modules are written: inside the docs-check package, so imports resolve. */
  snippetDir: string;
  /** The file's own working folder: `file=` blocks are written there and blocks run there. */
  workDir: string;
  timeoutMs: number;
}

/**
 * Runs the steps of one Markdown file in document order: writes the `file=` blocks, runs each
 * `run` block (script snippets in one snippet host, shell blocks with bash) and compares what
 * each shows with what it did.
 *
 * @returns For each run block, the problems found (none: it does what the doc says).
 */
export async function runMarkdown(
  plan: DocsPlan,
  setting: RunSetting,
): Promise<Map<CodeBlock, string[]>> {
  await mkdir(setting.workDir, { recursive: true });
  await mkdir(setting.snippetDir, { recursive: true });
  const env = checkEnv(setting);
  const host = new SnippetHostClient(setting.workDir, env);
  const outcomes = new Map<CodeBlock, string[]>();
  try {
    for (const step of plan.steps) {
      if (step.kind === 'file') {
        const path = join(setting.workDir, step.name);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, step.block.code);
      } else if (step.kind === 'parses') {
        outcomes.set(step.block, await runParse(step, setting, env));
      } else if (step.block.lang === 'console') {
        outcomes.set(step.block, await runConsole(step, setting, env));
      } else if (step.block.lang === 'sh') {
        outcomes.set(step.block, await runShell(step, setting, env));
      } else {
        outcomes.set(step.block, await runScript(step, setting, host));
      }
    }
  } finally {
    host.stop();
  }
  return outcomes;
}

/** The environment every block runs in: the replay server as the endpoint, no colours. */
function checkEnv(setting: RunSetting): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: `${setting.binDir}:${process.env.PATH ?? ''}`,
    DOCS_CHECK_BASE_URL: `${setting.origin}/v1`,
    OPENAI_BASE_URL: `${setting.origin}/v1`,
    OPENAI_API_KEY: 'docs-check',
    MODEL: 'qwen3:8b',
    NO_COLOR: '1',
    FORCE_COLOR: '0',
    DEBUG_PARSER_MW: 'off',
  };
}

async function runScript(
  step: RunStep,
  setting: RunSetting,
  host: SnippetHostClient,
): Promise<string[]> {
  const { block, marker } = step;
  const { source, problems } = snippetSource(block.code, {
    origin: setting.origin,
    firstLine: block.line + 1,
    lang: block.lang,
    aiV6: marker.aiV6,
  });
  const slug = block.file.replace(/[^\w.-]+/g, '_');
  const path = join(
    setting.snippetDir,
    `${slug}-L${block.line}.${block.lang === 'js' ? 'mjs' : 'ts'}`,
  );
  await writeFile(path, source);
  const result = await host.run({
    path,
    given: marker.given,
    aiV6: marker.aiV6,
    timeoutMs: setting.timeoutMs,
  });
  if (result.error !== undefined) {
    problems.push(`it threw: ${result.error}${stderrNote(result.stderr)}`);
  }
  for (const check of result.checks) {
    if (!check.ok) problems.push(`line ${check.line}: ${check.message}`);
  }
  problems.push(...outputProblems(step, result.stdout, result.stderr));
  return problems;
}

async function runShell(step: RunStep, setting: RunSetting, env: NodeJS.ProcessEnv) {
  const code = withReplayOrigin(step.block.code, setting.origin);
  const result = await bash(code, setting, env, false);
  const problems: string[] = [];
  const exit = step.marker.exit ?? 0;
  if (result.code !== exit) {
    problems.push(`it exited with ${result.code}, not ${exit}${stderrNote(result.stderr)}`);
  }
  problems.push(...outputProblems(step, result.stdout, result.stderr));
  return problems;
}

async function runConsole(step: RunStep, setting: RunSetting, env: NodeJS.ProcessEnv) {
  const commands = consoleTranscript(step.block.code);
  if (commands.length === 0) return ['a console run block needs at least one "$ " command line'];
  const problems: string[] = [];
  for (const command of commands) {
    const code = withReplayOrigin(command.command, setting.origin);
    const result = await bash(code, setting, env, true);
    const difference = compareOutput(command.output, result.stdout);
    if (difference !== undefined) {
      problems.push(
        `line ${step.block.line + 1 + command.index} ($ ${command.command}): ${difference}`,
      );
    }
  }
  return problems;
}

/**
 * Reads a model output with a preset through the inspector (`tool-parser inspect --json`, tools
 * inferred from the output): at least one call, and no `onError` report.
 */
async function runParse(step: ParseStep, setting: RunSetting, env: NodeJS.ProcessEnv) {
  const name = `parses-L${step.block.line}.txt`;
  await writeFile(join(setting.workDir, name), step.block.code);
  const result = await bash(
    `tool-parser inspect --json --preset ${step.preset} ${name}`,
    setting,
    env,
    false,
  );
  let report: { calls?: unknown[]; errors?: Array<{ code: string; message: string }> };
  try {
    report = JSON.parse(result.stdout);
  } catch {
    return [
      `tool-parser inspect --preset ${step.preset} failed (exit ${result.code})${stderrNote(result.stderr)}`,
    ];
  }
  const problems = (report.errors ?? []).map(
    (error) => `the ${step.preset} preset reports ${error.code}: ${error.message}`,
  );
  if ((report.calls ?? []).length === 0)
    problems.push(`the ${step.preset} preset reads no call in it`);
  return problems;
}

function outputProblems(step: RunStep, stdout: string, stderr: string): string[] {
  if (step.output === undefined) return [];
  const difference = compareOutput(step.output.code, stdout);
  return difference === undefined
    ? []
    : [`against the output block at line ${step.output.line}, ${difference}${stderrNote(stderr)}`];
}

function stderrNote(stderr: string): string {
  const tail = stderr.trim().split('\n').slice(-12).join('\n    ');
  return tail === '' ? '' : `\n  stderr:\n    ${tail}`;
}

/** Runs bash code in the working folder; `merge` sends standard error into standard output. */
function bash(
  code: string,
  setting: RunSetting,
  env: NodeJS.ProcessEnv,
  merge: boolean,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const args = merge
      ? ['-o', 'pipefail', '-c', `{ ${code}\n} 2>&1`]
      : ['-eo', 'pipefail', '-c', code];
    const child = spawn('bash', args, {
      cwd: setting.workDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => {
      stderr += `\n(timed out after ${setting.timeoutMs / 1000} s)`;
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    }, setting.timeoutMs);
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      resolve({ code: exitCode ?? -1, stdout, stderr });
    });
  });
}
