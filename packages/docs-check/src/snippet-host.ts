// The process that runs one Markdown file's script snippets, one after the other, for the docs
// check: `node` runs it with its types stripped, so it imports nothing of this package and the
// snippets import the built packages exactly as a user's program does. It takes jobs over IPC,
// imports each snippet with its output captured, and answers with what it printed, whether it
// threw, and how its `// →` checks went.
import { pathToFileURL } from 'node:url';
import { inspect, isDeepStrictEqual } from 'node:util';

/** A snippet to run. */
export interface SnippetJob {
  id: number;
  /** The snippet module, by absolute path. */
  path: string;
  /** Names to define as globals for the snippet (see `given=`). */
  given: string[];
  /** Give AI SDK 6 values (`ai=6`). */
  aiV6: boolean;
  timeoutMs: number;
}

/** One `// →` check. */
export interface ArrowResult {
  line: number;
  ok: boolean;
  message?: string;
}

/** What a snippet did. */
export interface SnippetResult {
  id: number;
  stdout: string;
  stderr: string;
  /** The error it threw or rejected with, or its timeout. */
  error?: string;
  checks: ArrowResult[];
}

const ELLIPSIS = '…';
let checks: ArrowResult[] = [];
let stdout: string[] = [];
let stderr: string[] = [];

const show = (value: unknown) => inspect(value, { depth: null, breakLength: 100 });

/** Deep equality where `…` in an expected string stands for any characters. */
function sameValue(actual: unknown, expected: unknown): boolean {
  if (typeof expected === 'string' && typeof actual === 'string' && expected.includes(ELLIPSIS)) {
    const parts = expected
      .split(ELLIPSIS)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return new RegExp(`^${parts.join('.*')}$`, 's').test(actual);
  }
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((item, index) => sameValue(actual[index], item))
    );
  }
  if (
    typeof expected === 'object' &&
    expected !== null &&
    typeof actual === 'object' &&
    actual !== null
  ) {
    const keys = (value: object) =>
      Object.keys(value).filter((key) => (value as Record<string, unknown>)[key] !== undefined);
    const expectedKeys = keys(expected).sort();
    return (
      isDeepStrictEqual(keys(actual).sort(), expectedKeys) &&
      expectedKeys.every((key) =>
        sameValue(
          (actual as Record<string, unknown>)[key],
          (expected as Record<string, unknown>)[key],
        ),
      )
    );
  }
  return Object.is(actual, expected) || (actual === 0 && expected === 0);
}

const docs = {
  async expect(line: number, actual: () => Promise<unknown>, expected: () => unknown) {
    const value = await actual();
    const shown = expected();
    checks.push(
      sameValue(value, shown)
        ? { line, ok: true }
        : { line, ok: false, message: `→ shows ${show(shown)}, but the value is ${show(value)}` },
    );
  },
  async expectThrow(
    line: number,
    actual: () => Promise<unknown>,
    name: string,
    expected: () => unknown,
  ) {
    let value: unknown;
    try {
      value = await actual();
    } catch (error) {
      const props = (expected() ?? {}) as Record<string, unknown>;
      const got = error as Record<string, unknown>;
      const wrong = Object.keys(props).filter((key) => !sameValue(got[key], props[key]));
      const ok = got?.name === name && wrong.length === 0;
      checks.push(
        ok
          ? { line, ok }
          : {
              line,
              ok,
              message: `→ shows throws ${name} ${show(props)}, but it threw ${String(got?.name)} ${show(
                Object.fromEntries(Object.keys(props).map((key) => [key, got[key]])),
              )}`,
            },
      );
      return;
    }
    checks.push({
      line,
      ok: false,
      message: `→ shows throws ${name}, but it returned ${show(value)}`,
    });
  },
};

/** The values `given=` names: a replay model and the docs' example tool, for AI SDK 7 or 6. */
async function givenValues(aiV6: boolean): Promise<Record<string, unknown>> {
  const baseURL = process.env.DOCS_CHECK_BASE_URL;
  const ai = await import(aiV6 ? 'ai-v6' : 'ai');
  const { createOpenAICompatible } = await import(
    aiV6 ? '@ai-sdk/openai-compatible-v2' : '@ai-sdk/openai-compatible'
  );
  const { hermesToolMiddleware } = await import(aiV6 ? '@tool/parser/ai-v6' : '@tool/parser');
  const { z } = await import('zod');
  const provider = createOpenAICompatible({ name: 'local', baseURL });
  const modelId = 'qwen3:8b';
  const base = provider(modelId);
  return {
    provider,
    modelId,
    base,
    model: ai.wrapLanguageModel({ model: base, middleware: hermesToolMiddleware }),
    tools: {
      get_weather: ai.tool({
        description: 'Current weather in a city',
        inputSchema: z.object({ city: z.string() }),
        execute: async ({ city }: { city: string }) => ({ city, weather: 'sunny' }),
      }),
    },
    prompt: 'What is the weather in Seoul?',
  };
}

function capture(stream: NodeJS.WriteStream, into: () => string[]) {
  const write = (chunk: unknown, encoding?: unknown, callback?: unknown) => {
    into().push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString());
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') done();
    return true;
  };
  stream.write = write as typeof stream.write;
}

async function run(job: SnippetJob): Promise<SnippetResult> {
  checks = [];
  stdout = [];
  stderr = [];
  const globals = globalThis as Record<string, unknown>;
  const values = job.given.length > 0 ? await givenValues(job.aiV6) : {};
  for (const name of job.given) globals[name] = values[name];
  let error: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      import(pathToFileURL(job.path).href),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`timed out after ${job.timeoutMs / 1000} s`)),
          job.timeoutMs,
        );
      }),
    ]);
  } catch (thrown) {
    error = thrown instanceof Error ? (thrown.stack ?? thrown.message) : String(thrown);
  } finally {
    clearTimeout(timer);
    for (const name of job.given) delete globals[name];
  }
  const result: SnippetResult = {
    id: job.id,
    stdout: stdout.join(''),
    stderr: stderr.join(''),
    checks,
  };
  if (error !== undefined) result.error = error;
  return result;
}

(globalThis as Record<string, unknown>).__docs = docs;
capture(process.stdout, () => stdout);
capture(process.stderr, () => stderr);
process.on('unhandledRejection', (reason) => {
  stderr.push(`unhandled rejection: ${show(reason)}\n`);
});
process.on('message', (job: SnippetJob) => {
  run(job).then((result) => process.send?.(result));
});
