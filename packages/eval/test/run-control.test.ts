// Retries, samples, the user's own task file, and Ctrl-C.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { completionBody, startReplayServer } from '@tool/test-server';
import { singleFormatPersona } from '@tool/test-server/personas';
import { describe, expect, it } from 'vitest';
import { builtinTasks } from '../src/builtin-suite';
import { createLiveSource } from '../src/run/live-source';
import { runEval } from '../src/run/run-eval';
import { baseUrl, listen } from './listen';
import { runToolEval, runToolEvalJson, tempDir } from './run-tool-eval';

const task = builtinTasks().find((entry) => entry.id === 'simple-weather-kyoto');
if (task === undefined) throw new Error('the suite lost simple-weather-kyoto');
const kyoto =
  '<tool_call>{"name": "get_weather", "arguments": {"city": "Kyoto", "days": 5}}</tool_call>';

describe('retries', () => {
  it('should retry a 429 after the wait the server asks for, then a 500, and score the answer', async () => {
    const statuses = [429, 503];
    const server = await listen((_req, res) => {
      const status = statuses.shift();
      if (status !== undefined) {
        res.writeHead(status, { 'content-type': 'application/json', 'retry-after-ms': '5' });
        res.end('{"error":{"message":"slow down"}}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          completionBody(
            { id: 'x', created: 0, model: 'm' },
            { text: kyoto },
            { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          ),
        ),
      );
    });
    try {
      const run = await runEval({
        presets: ['hermes'],
        tasks: [task],
        source: createLiveSource({
          baseUrl: baseUrl(server),
          model: 'm',
          retries: 2,
          retryDelayMs: 5,
        }),
      });
      expect(run.outcomes).toMatchObject([{ preset: 'hermes', task: task.id, passed: true }]);
      expect(statuses).toEqual([]);
    } finally {
      server.close();
    }
  });

  it('should count a request that keeps failing as a failed task with its error, and go on', async () => {
    const server = await startReplayServer({
      script: (request) => {
        if (JSON.stringify(request.messages).includes('Kyoto')) throw new Error('overloaded');
        return 'Nothing to call.';
      },
    });
    try {
      const tasks = [
        task,
        ...builtinTasks()
          .filter((entry) => entry.category === 'irrelevance')
          .slice(0, 1),
      ];
      const run = await runEval({
        presets: ['hermes'],
        tasks,
        source: createLiveSource({ baseUrl: server.url, model: 'm', retries: 1, retryDelayMs: 1 }),
      });
      expect(run.outcomes.map((outcome) => [outcome.task, outcome.passed])).toEqual([
        [task.id, false],
        [tasks[1]?.id, true],
      ]);
      expect(run.outcomes[0]?.error).toMatch(
        /HTTP 500: The replay script failed: overloaded\. \(after 2 tries\)/,
      );
    } finally {
      await server.close();
    }
  });
});

describe('samples and task files', () => {
  it("should ask each task --samples times and read the user's own tasks, inferring categories", async () => {
    const file = join(tempDir(), 'mine.jsonl');
    const tool = {
      name: 'lookup',
      description: 'Looks a word up.',
      inputSchema: { type: 'object', properties: { word: { type: 'string' } } },
    };
    writeFileSync(
      file,
      `${JSON.stringify({ id: 'w', tools: [tool], messages: [{ role: 'user', content: 'Define "serendipity".' }], expected: [{ name: 'lookup', arguments: { word: ['serendipity'] } }] })}\n` +
        `${JSON.stringify({ id: 'hi', category: 'chit-chat', tools: [tool], messages: [{ role: 'user', content: 'Hi!' }], expected: [] })}\n`,
    );
    const server = await startReplayServer({
      script: (request) =>
        JSON.stringify(request.messages).includes('serendipity')
          ? '<tool_call>{"name": "lookup", "arguments": {"word": " serendipity "}}</tool_call>'
          : 'Hello!',
    });
    try {
      const report = await runToolEvalJson([
        '--base-url',
        server.url,
        '--model',
        'm',
        '--tasks',
        file,
        '--samples',
        '3',
        '--presets',
        'hermes,xml',
      ]);
      expect(server.requests).toHaveLength(12);
      expect(report.presets[0]).toMatchObject({
        preset: 'hermes',
        score: 1,
        passed: 6,
        total: 6,
        categories: { simple: { passed: 3, total: 3 }, 'chit-chat': { passed: 3, total: 3 } },
      });
      expect(report.presets[1]).toMatchObject({ preset: 'xml', passed: 3, total: 6 });
      expect(report.presets[1]?.failed.map((failure) => [failure.task, failure.sample])).toEqual([
        ['w', 0],
        ['w', 1],
        ['w', 2],
      ]);
    } finally {
      await server.close();
    }
  });
});

describe('Ctrl-C', () => {
  it('should stop, print the partial table, keep the recording, and let it be replayed', async () => {
    const tasks = builtinTasks();
    const stop = new AbortController();
    let answered = 0;
    const persona = singleFormatPersona({ format: 'hermes', tasks });
    const server = await startReplayServer({
      script: (request, context) => {
        answered += 1;
        if (answered === 20) setTimeout(() => stop.abort(new Error('interrupted')), 0);
        return persona(request, context);
      },
    });
    const out = join(tempDir(), 'recording');
    let result: Awaited<ReturnType<typeof runToolEval>>;
    try {
      result = await runToolEval(
        [
          '--base-url',
          server.url,
          '--model',
          'm',
          '--presets',
          'hermes,glm',
          '--concurrency',
          '2',
          '--out',
          out,
        ],
        { signal: stop.signal },
      );
    } finally {
      await server.close();
    }
    expect(result.code).toBe(130);
    expect(result.stdout).toMatch(
      new RegExp(
        `Stopped early: \\d+ of ${tasks.length * 2} task runs done; the scores cover those\\.`,
      ),
    );
    expect(result.stdout).toContain('Recommended: hermes');
    const manifest = JSON.parse(readFileSync(join(out, 'run.json'), 'utf8'));
    expect(manifest).toMatchObject({
      format: 'tool-eval-recording',
      version: 1,
      model: 'm',
      status: 'interrupted',
      presets: ['hermes', 'glm'],
    });
    const recorded = readFileSync(join(out, 'outputs', 'hermes.jsonl'), 'utf8')
      .trim()
      .split('\n').length;
    expect(recorded).toBeGreaterThanOrEqual(9);
    expect(recorded).toBeLessThan(64);

    // The replay scores what was recorded: the same table, from the recording.
    const replay = await runToolEval(['--replay', out]);
    expect(replay.code).toBe(0);
    const body = (text: string) => text.split('\n').slice(1).join('\n');
    expect(body(replay.stdout)).toBe(body(result.stdout));
    expect(replay.stdout.split('\n')[0]).toBe(`tool-eval · model m · replay of ${out}`);
  });
});

describe('a replay asking for more samples than were recorded', () => {
  it('should say the recording lacks them, not that the run stopped early', async () => {
    const file = join(tempDir(), 'tasks.jsonl');
    writeFileSync(file, `${JSON.stringify(task)}\n`);
    const server = await startReplayServer({ script: () => kyoto });
    const out = join(tempDir(), 'recording');
    try {
      const live = await runToolEval([
        '--base-url',
        server.url,
        '--model',
        'm',
        '--tasks',
        file,
        '--presets',
        'hermes',
        '--out',
        out,
      ]);
      expect(live.code).toBe(0);
    } finally {
      await server.close();
    }
    const replay = await runToolEval(['--replay', out, '--samples', '2']);
    expect(replay.code).toBe(0);
    expect(replay.stdout).toContain(
      'The recording holds answers for 1 of 2 task runs asked for (it was recorded with --samples 1); the scores cover those.',
    );
    expect(replay.stdout).not.toContain('Stopped early');
  });
});
